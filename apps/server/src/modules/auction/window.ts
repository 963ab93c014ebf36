import type { AuctionPhase, AuctionWindow, StockMarket } from '@app/contracts';
import { calendar, type TradingDay } from '../../market/calendar.ts';
import { dayFromKey } from '../../market/time.ts';
import { CALENDAR_OF } from '../../market/trading-days.ts';
import type { AuctionTerms } from './terms.ts';

const MINUTE = 60_000;

export interface Window {
  market: StockMarket;
  td: TradingDay;
  inputStart: number;
  noCancelAt: number;
  inputEnd: number;
  crossAt: number;
  phase: AuctionPhase;
  timezone: string;
  /** The moment the phase was read at. */
  now: number;
}

function build(market: StockMarket, td: TradingDay, terms: AuctionTerms, now: number): Window {
  const crossAt = td.regularOpen;
  const inputStart = crossAt - terms.inputStartMinutes * MINUTE;
  const noCancelAt = crossAt - terms.noCancelMinutes * MINUTE;
  const inputEnd = crossAt - terms.inputEndMinutes * MINUTE;
  const phase: AuctionPhase = now < inputStart || now >= crossAt ? 'closed' : now < noCancelAt ? 'input' : now < inputEnd ? 'no_cancel' : 'frozen';
  return { market, td, inputStart, noCancelAt, inputEnd, crossAt, phase, timezone: calendar(CALENDAR_OF[market]).spec.displayTz, now };
}

/** The current or next pre-opening window of a market: the next trading day whose open is still ahead. */
export function windowAt(market: StockMarket, terms: AuctionTerms, now: number): Window {
  const cal = calendar(CALENDAR_OF[market]);
  let td = cal.sessionDay(now) ?? cal.byIndex(0)!;
  if (now >= td.regularOpen) td = cal.next(td) ?? td;
  return build(market, td, terms, now);
}

/** The window of a given trading day (an order's day). */
export function windowOfDay(market: StockMarket, day: string, terms: AuctionTerms, now: number): Window | undefined {
  const td = calendar(CALENDAR_OF[market]).byDay(dayFromKey(day));
  return td ? build(market, td, terms, now) : undefined;
}

export function windowView(w: Window): AuctionWindow {
  return { market: w.market, day: w.td.key, inputStart: w.inputStart, noCancelAt: w.noCancelAt, inputEnd: w.inputEnd, crossAt: w.crossAt, phase: w.phase, timezone: w.timezone, now: w.now };
}

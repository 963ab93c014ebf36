import type { StockMarket } from '@app/contracts';
import type { Calendar, TradingDay } from './calendar.ts';

/** The exchange calendar of each stock market (calendar.ts ids). */
export const CALENDAR_OF: Record<StockMarket, string> = { US: 'US', MX: 'BMV', HK: 'HKEX' };

/** The trading day `offset` trading days from the current (or next) session of a calendar. */
export function shiftDay(cal: Calendar, now: number, offset: number): TradingDay {
  const today = cal.sessionDay(now) ?? cal.byIndex(0)!;
  return cal.byIndex(today.index + offset) ?? today;
}

/**
 * Which contract month of a futures root trades now (the front month), by the exchange's listing
 * cycle and its published last-trading-day rule (CME Group contract specifications, rule named in
 * data/instruments/futures.csv `expiry`). Business days are Monday to Friday: exchange holidays
 * are not counted, so a rule may land a day later than the exchange's own calendar around one.
 * Pure: dates in and out are `YYYY-MM-DD` day keys in the exchange's time zone.
 */
import { keyFromDay, utcToZoned } from './time.ts';

/** The month codes of futures symbols, January to December. */
export const MONTH_CODES = 'FGHJKMNQUVXZ';

export const EXPIRY_RULES = ['third-friday', 'fx', 'last-friday', 'crude', 'natgas', 'metals', 'grains'] as const;
export type ExpiryRule = (typeof EXPIRY_RULES)[number];

export interface ContractMonth {
  /** Root + month code + the year's last digit: ESZ6. */
  symbol: string;
  /** The contract month, `YYYY-MM`. */
  month: string;
  /** The last day it trades, `YYYY-MM-DD`. */
  lastTradingDay: string;
}

const DAY = 86_400_000;
const dayOf = (year: number, month: number, date: number): number => Date.UTC(year, month - 1, date) / DAY;
const keyOf = (day: number): string => new Date(day * DAY).toISOString().slice(0, 10);
const weekday = (day: number): number => new Date(day * DAY).getUTCDay();
const isBusinessDay = (day: number): boolean => weekday(day) !== 0 && weekday(day) !== 6;

/** The n-th given weekday (0 Sunday .. 6 Saturday) of a month. */
function nthWeekday(year: number, month: number, wanted: number, n: number): number {
  const first = dayOf(year, month, 1);
  return first + ((wanted - weekday(first) + 7) % 7) + (n - 1) * 7;
}

/** `count` business days before `day` (not counting it). */
function businessDaysBefore(day: number, count: number): number {
  let at = day;
  for (let left = count; left > 0; ) {
    at -= 1;
    if (isBusinessDay(at)) left -= 1;
  }
  return at;
}

/** The n-th last business day of a month (n = 1: the last). */
function nthLastBusinessDay(year: number, month: number, n: number): number {
  const last = dayOf(year, month + 1, 1) - 1;
  return isBusinessDay(last) ? businessDaysBefore(last + 1, n) : businessDaysBefore(last, n);
}

/** The last trading day of the contract of `month` (1-12) of `year`, by the root's rule. */
export function lastTradingDay(rule: ExpiryRule, year: number, month: number): number {
  switch (rule) {
    // Equity index futures: the third Friday of the contract month.
    case 'third-friday':
      return nthWeekday(year, month, 5, 3);
    // Currency futures: the second business day before the third Wednesday of the contract month.
    case 'fx':
      return businessDaysBefore(nthWeekday(year, month, 3, 3), 2);
    // Bitcoin futures: the last Friday of the contract month.
    case 'last-friday': {
      const nextFirst = dayOf(year, month + 1, 1);
      return nextFirst - 1 - ((weekday(nextFirst - 1) - 5 + 7) % 7);
    }
    // WTI crude: 3 business days before the 25th of the month before (4 when the 25th is not a business day).
    case 'crude': {
      const the25th = dayOf(year, month - 1, 25);
      return businessDaysBefore(the25th, isBusinessDay(the25th) ? 3 : 4);
    }
    // Henry Hub natural gas: the third last business day of the month before.
    case 'natgas':
      return nthLastBusinessDay(year, month - 1, 3);
    // COMEX gold, silver, copper: the third last business day of the contract month.
    case 'metals':
      return nthLastBusinessDay(year, month, 3);
    // CBOT grains: the business day before the 15th of the contract month.
    case 'grains':
      return businessDaysBefore(dayOf(year, month, 15), 1);
  }
}

/**
 * The first contract of the cycle that still trades on `today`: the front month. `cycle` lists
 * the listed months by code (ES: "HMUZ", CL: every month).
 */
export function frontContract(root: string, cycle: string, rule: ExpiryRule, today: string): ContractMonth {
  const [year, month] = [Number(today.slice(0, 4)), Number(today.slice(5, 7))];
  const todayDay = Date.parse(`${today}T00:00:00Z`) / DAY;
  // A contract's last day can fall in the month before its own (energy), so start a month back.
  for (let step = -1; step < 36; step += 1) {
    const y = year + Math.floor((month - 1 + step) / 12);
    const m = ((((month - 1 + step) % 12) + 12) % 12) + 1;
    const code = MONTH_CODES[m - 1]!;
    if (!cycle.includes(code)) continue;
    const last = lastTradingDay(rule, y, m);
    if (last < todayDay) continue;
    return { symbol: `${root}${code}${y % 10}`, month: `${y}-${String(m).padStart(2, '0')}`, lastTradingDay: keyOf(last) };
  }
  throw new Error(`no contract of ${root} in three years: cycle "${cycle}"`);
}

/** CME Group's markets keep Chicago's calendar. */
export const FUTURES_TIME_ZONE = 'America/Chicago';

const known = new Map<string, ContractMonth>();

/** The front contract of a root at a moment (ms), on the exchange's calendar; one computation a root a day. */
export function contractAt(root: string, spec: { cycle: string; expiry: ExpiryRule }, time: number): ContractMonth {
  const today = keyFromDay(utcToZoned(FUTURES_TIME_ZONE, time).day);
  const key = `${root}:${today}`;
  let contract = known.get(key);
  if (!contract) {
    if (known.size > 1000) known.clear();
    contract = frontContract(root, spec.cycle, spec.expiry, today);
    known.set(key, contract);
  }
  return contract;
}

import Decimal from 'decimal.js';
import { dayFromKey, keyFromDay, utcToZoned, weekdayOf } from '../../market/time.ts';
import { isIndiaHoliday } from './holidays.ts';

/**
 * Pure rules of Indian mutual funds (PRODUCT-RULES.md section 9). Money in minor units
 * (centavos for MXN, paise for INR, bigint); NAVs and rates as decimal strings.
 *
 * - Stamp duty 0.005 % on purchases (none on redemption), RTA form: duty = amount ×
 *   0.005 / 100.005, rounded to the minor unit; units = (amount − duty) / NAV, to 3
 *   decimals (rounded down: never more units than the money buys). ₹10,00,000 at NAV 10
 *   → duty ₹50.00 → 99,995.000 units.
 * - Cut-off 3:00 pm IST: money realised before the cut-off of a business day gets that
 *   day's NAV; after it (or on a weekend) the next business day's. Redemptions alike.
 * - On-demand (liquid) exit load by days since allotment: day 1 0.0070 %, 2 0.0065 %,
 *   3 0.0060 %, 4 0.0055 %, 5 0.0050 %, 6 0.0045 %, 7 and after nil (the table is published
 *   in the terms). Fixed-term: no redemption before the lock-in end (allotment date +
 *   lock-in years).
 * - NAV (the simulation): liquid = base × (1 + (yield − expense)/365)^days since launch;
 *   equity = base × index(day) / index(launch) × (1 − expense)^(days/365). 4 decimals.
 */

export const IST = 'Asia/Kolkata';
const dec = (minor: bigint): Decimal => new Decimal(minor.toString());
const toMinor = (d: Decimal, rounding: Decimal.Rounding = Decimal.ROUND_HALF_UP): bigint => BigInt(d.toDecimalPlaces(0, rounding).toFixed(0));

export const minorOf = (value: string): bigint => toMinor(new Decimal(value).times(100));
export const fmt2 = (minor: bigint): string => {
  const negative = minor < 0n;
  const abs = negative ? -minor : minor;
  return `${negative ? '-' : ''}${abs / 100n}.${(abs % 100n).toString().padStart(2, '0')}`;
};

/** Stamp duty on a purchase of `amount` (minor units) at `ratePercent` (0.005): amount × r / (100 + r). */
export function stampDuty(amount: bigint, ratePercent: string): bigint {
  const r = new Decimal(ratePercent);
  return toMinor(dec(amount).times(r).div(r.plus(100)));
}

/**
 * A purchase paid in MXN, split in the fund's currency (INR): the payment at the rate, the
 * stamp duty on it (computed in rupees, so duty + invested = the payment to the paisa), what
 * buys units, and the duty's MXN value for the ledger (half up; the custody gets the rest).
 * MXN 10,000 at 4.85 → ₹48,500.00 = duty ₹2.42 + invested ₹48,497.58 (duty MXN 0.50).
 */
export function purchaseSplit(amountMxn: bigint, inrPerMxn: Decimal.Value, dutyPercent: string): { paymentInr: bigint; dutyInr: bigint; investedInr: bigint; dutyMxn: bigint } {
  const paymentInr = toInr(amountMxn, inrPerMxn);
  const dutyInr = stampDuty(paymentInr, dutyPercent);
  const dutyMxn = toMinor(dec(dutyInr).div(inrPerMxn));
  return { paymentInr, dutyInr, investedInr: paymentInr - dutyInr, dutyMxn: dutyMxn > amountMxn ? amountMxn : dutyMxn };
}

/** Units bought with `investedMinor` (after duty) at `nav`: to 3 decimals, rounded down. */
export function unitsFor(investedMinor: bigint, nav: Decimal.Value): Decimal {
  return dec(investedMinor).div(100).div(nav).toDecimalPlaces(3, Decimal.ROUND_DOWN);
}

/** Value of `units` at `nav` in minor units (rounded to the minor unit). */
export const valueOf = (units: Decimal.Value, nav: Decimal.Value): bigint => toMinor(new Decimal(units).times(nav).times(100));

/** MXN centavos → INR paise at `inrPerMxn` (rounded half up). */
export const toInr = (mxnMinor: bigint, inrPerMxn: Decimal.Value): bigint => toMinor(dec(mxnMinor).times(inrPerMxn));
/** INR paise → MXN centavos at `inrPerMxn`: to the nearest centavo, half up (the published rule; never rounded in the house's favour). */
export const toMxn = (inrMinor: bigint, inrPerMxn: Decimal.Value): bigint => toMinor(dec(inrMinor).div(inrPerMxn));

/** A day the Indian exchanges trade and a NAV is struck: a weekday that is not one of their published holidays (holidays.ts). */
export const isBusinessDay = (day: number): boolean => {
  const w = weekdayOf(day);
  return w >= 1 && w <= 5 && !isIndiaHoliday(day);
};
export function nextBusinessDay(day: number): number {
  let d = day + 1;
  while (!isBusinessDay(d)) d++;
  return d;
}
export function previousBusinessDay(day: number): number {
  let d = day - 1;
  while (!isBusinessDay(d)) d--;
  return d;
}

/** The NAV day that applies to money realised (or a redemption asked) at instant `t` under a cut-off of `cutOffMinutes` after IST midnight. */
export function applicableNavDay(t: number, cutOffMinutes: number): number {
  const local = utcToZoned(IST, t);
  if (isBusinessDay(local.day) && local.minutes < cutOffMinutes) return local.day;
  return nextBusinessDay(local.day);
}

/** "15:00" → 900. */
export const minutesOf = (hhmm: string): number => {
  const [h, m] = hhmm.split(':').map(Number);
  return h! * 60 + m!;
};

/** The exit load percent for a redemption `days` after allotment (day 1 = the first day); nil after the table. */
export function exitLoadPercent(days: number, table: readonly string[]): string {
  const n = Math.max(1, days);
  return n <= table.length ? table[n - 1]! : '0';
}

/** The exit load on a redemption value (minor units) at `percent`. */
export const exitLoadOf = (gross: bigint, percent: string): bigint => toMinor(dec(gross).times(percent).div(100));

/** The lock-in end of a purchase allotted on `navDate` (same date `years` later; 29 Feb → 28 Feb). */
export function lockInEnd(navDate: string, years: number): string | undefined {
  if (years <= 0) return undefined;
  const [y, m, d] = navDate.split('-').map(Number);
  const last = new Date(Date.UTC(y! + years, m!, 0)).getUTCDate();
  return keyFromDay(dayFromKey(`${y! + years}-${String(m).padStart(2, '0')}-${String(Math.min(d!, last)).padStart(2, '0')}`));
}

export interface SchemeShape {
  model: 'liquid' | 'equity';
  baseNav: string;
  launchDay: number;
  annualYieldPct: string;
  expensePct: string;
}

/** The NAV of a scheme on `day` (4 decimals); `indexRatio` = index(day) / index(launch) for equity schemes. */
export function navOn(scheme: SchemeShape, day: number, indexRatio: Decimal.Value = 1): Decimal {
  const days = Math.max(0, day - scheme.launchDay);
  const base = new Decimal(scheme.baseNav);
  if (scheme.model === 'liquid') {
    const daily = new Decimal(scheme.annualYieldPct).minus(scheme.expensePct).div(100).div(365);
    return base.times(daily.plus(1).pow(days)).toDecimalPlaces(4, Decimal.ROUND_HALF_UP);
  }
  const drag = new Decimal(1).minus(new Decimal(scheme.expensePct).div(100)).pow(new Decimal(days).div(365));
  return base.times(indexRatio).times(drag).toDecimalPlaces(4, Decimal.ROUND_HALF_UP);
}

/** Order states (SPEC section 4) and the moves allowed between them. */
export const FUND_TRANSITIONS: Record<number, readonly number[]> = { 0: [1, 3], 1: [2], 2: [], 3: [] };
export const canMove = (from: number, to: number): boolean => FUND_TRANSITIONS[from]?.includes(to) ?? false;

import Decimal from 'decimal.js';

/*
 * Performance arithmetic (pure, exact decimals; issue 33). A series is the valuations of one
 * portfolio (or one currency's part of it), oldest first, each with the net money that came in
 * (+) or went out (-) since the valuation before. Flows count at the start of their interval:
 * the money deposited on a day is invested for that day.
 */

export interface SeriesPoint {
  /** YYYY-MM-DD. */
  day: string;
  value: Decimal;
  flow: Decimal;
}

const ZERO = new Decimal(0);
const ONE = new Decimal(1);
const DAY_MS = 86_400_000;

/** Whole days from `a` to `b` (YYYY-MM-DD). */
export function daysBetween(a: string, b: string): number {
  return Math.round((Date.parse(`${b}T00:00:00Z`) - Date.parse(`${a}T00:00:00Z`)) / DAY_MS);
}

/** The day `n` days after `day` (n may be negative). */
export function addDays(day: string, n: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + n * DAY_MS).toISOString().slice(0, 10);
}

/** The same day `months` months before (clamped to the month's last day). */
export function monthsBefore(day: string, months: number): string {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  const target = new Date(Date.UTC(y, m - 1 - months, 1));
  const last = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate();
  return new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth(), Math.min(d, last))).toISOString().slice(0, 10);
}

/**
 * The time-weighted return from `start` (the value before the first point) through each point:
 * each interval returns value / (previous value + its flow) - 1 (an interval with no capital
 * returns 0), and the intervals are linked: (1 + r1)(1 + r2)... - 1. Answers one growth factor
 * per point (1.26 = +26 %).
 */
export function timeWeighted(start: Decimal, points: readonly SeriesPoint[]): Decimal[] {
  let previous = start;
  let growth = ONE;
  return points.map((point) => {
    const invested = previous.plus(point.flow);
    if (invested.greaterThan(0)) growth = growth.times(point.value.dividedBy(invested));
    previous = point.value;
    return growth;
  });
}

/**
 * The money-weighted return: the daily rate r at which the start value (at `startDay`) and every
 * flow (at the start of its interval, i.e. the day of the valuation before it), compounded to
 * the last point, equal the last value. Answers the period's growth (1 + r)^days, or undefined
 * when nothing was invested or no rate fits.
 */
export function moneyWeighted(startDay: string, start: Decimal, points: readonly SeriesPoint[]): Decimal | undefined {
  const last = points.at(-1);
  if (!last) return undefined;
  const n = daysBetween(startDay, last.day);
  if (n <= 0) return undefined;
  const amounts: { amount: Decimal; years: number }[] = [{ amount: start, years: n }];
  let before = startDay;
  for (const point of points) {
    amounts.push({ amount: point.flow, years: daysBetween(before, last.day) });
    before = point.day;
  }
  const invested = amounts.filter((a) => !a.amount.isZero());
  if (invested.length === 0 || !invested.some((a) => a.amount.greaterThan(0))) return undefined;
  const gap = (x: Decimal) => invested.reduce((sum, a) => sum.plus(a.amount.times(x.pow(a.years))), ZERO).minus(last.value);
  // Bisection over the daily growth x = 1 + r in (0, 2]: the gap grows with x while the money is net invested.
  let low = new Decimal('0.000001');
  let high = new Decimal(2);
  const gapLow = gap(low);
  const gapHigh = gap(high);
  if (gapLow.isPositive() === gapHigh.isPositive() && !gapLow.isZero() && !gapHigh.isZero()) return undefined;
  const rising = gapHigh.greaterThan(gapLow);
  for (let i = 0; i < 200; i++) {
    const mid = low.plus(high).dividedBy(2);
    const g = gap(mid);
    if (g.isZero()) return mid.pow(n);
    if (g.greaterThan(0) === rising) high = mid;
    else low = mid;
  }
  return low.plus(high).dividedBy(2).pow(n);
}

/** A growth factor as a percent text with 2 decimals (1.26 -> "26.00"; none -> "0.00"). */
export function percentOf(growth: Decimal | undefined): string {
  if (!growth) return '0.00';
  const text = growth.minus(1).times(100).toDecimalPlaces(2, Decimal.ROUND_HALF_EVEN).toFixed(2);
  return text === '-0.00' ? '0.00' : text;
}

/** A part of a total as a percent text with 2 decimals. */
export function shareOf(part: Decimal, total: Decimal): string {
  if (total.lessThanOrEqualTo(0)) return '0.00';
  return part.dividedBy(total).times(100).toDecimalPlaces(2, Decimal.ROUND_HALF_EVEN).toFixed(2);
}

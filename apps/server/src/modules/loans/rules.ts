import Decimal from 'decimal.js';

/**
 * Pure rules of Mexican consumer loans (PRODUCT-RULES.md section 10). Money in minor
 * units (centavos, bigint); rates as decimal strings (0.48 = 48 % a year).
 *
 * - French schedule: i = annual rate / 12; A = P·i / (1 − (1+i)^−n) rounded to the
 *   centavo; interest_k = balance_{k−1}·i; IVA_k = 16 % × interest_k; principal_k = A −
 *   interest_k (the last row takes the rest of the balance); payment_k = A + IVA_k.
 * - Interest only on the outstanding balance, never in advance: a payment before the due
 *   date pays the interest accrued to that day (days elapsed / days of the period).
 * - Prepayment without penalty, applied to principal; the client picks fewer payments
 *   (same instalment) or smaller payments (same dates).
 * - Late payment: default interest on the overdue principal, annual default rate × days
 *   late / 360, plus IVA.
 * - CAT: the rate solving Σ disbursements/(1+i)^t = Σ payments/(1+i)^s (t, s in years),
 *   payments without IVA, found by bisection.
 */

export const DAY_MS = 86_400_000;

const toMinor = (d: Decimal): bigint => BigInt(d.toDecimalPlaces(0, Decimal.ROUND_HALF_UP).toFixed(0));
const dec = (minor: bigint): Decimal => new Decimal(minor.toString());

export function dayOf(key: string): number {
  const [y, m, d] = key.split('-').map(Number);
  return Date.UTC(y!, m! - 1, d!) / DAY_MS;
}
export function keyOf(day: number): string {
  return new Date(day * DAY_MS).toISOString().slice(0, 10);
}

/** The same day of the month `months` later (clamped to the month's last day). */
export function addMonths(key: string, months: number): string {
  const [y, m, d] = key.split('-').map(Number);
  const total = m! - 1 + months;
  const year = y! + Math.floor(total / 12);
  const month = ((total % 12) + 12) % 12;
  const last = new Date(Date.UTC(year, month + 1, 0)).getUTCDate();
  return new Date(Date.UTC(year, month, Math.min(d!, last))).toISOString().slice(0, 10);
}

export interface ScheduleRow {
  n: number;
  dueDate: string;
  /** Principal + interest (the level instalment A; the last row may differ by centavos). */
  instalment: bigint;
  interest: bigint;
  iva: bigint;
  principal: bigint;
  /** What the client pays: instalment + IVA. */
  payment: bigint;
  /** Balance after this row. */
  balance: bigint;
}

/** The level instalment A = P·i / (1 − (1+i)^−n), in minor units (rounded to the centavo). */
export function levelInstalment(principal: bigint, annualRate: string, months: number): bigint {
  const i = new Decimal(annualRate).div(12);
  if (i.isZero()) return toMinor(dec(principal).div(months));
  const factor = new Decimal(1).minus(new Decimal(1).plus(i).pow(-months));
  return toMinor(dec(principal).times(i).div(factor));
}

export const ivaOf = (amount: bigint, ivaRate: string): bigint => toMinor(dec(amount).times(ivaRate));

/**
 * The French schedule of `principal` over the given due dates. `firstPeriodShare` is the
 * part of the first period still to accrue (1 for a new loan; after a prepayment, the days
 * left of the current period over its length): interest is only on the balance and days
 * still outstanding. `instalment` fixes A (fewer payments); absent, A is computed for the
 * number of dates (smaller payments).
 */
export function frenchSchedule(input: {
  principal: bigint;
  annualRate: string;
  ivaRate: string;
  dueDates: string[];
  firstPeriodShare?: Decimal.Value;
  instalment?: bigint;
  startN?: number;
}): ScheduleRow[] {
  const i = new Decimal(input.annualRate).div(12);
  const a = input.instalment ?? levelInstalment(input.principal, input.annualRate, input.dueDates.length);
  const rows: ScheduleRow[] = [];
  let balance = input.principal;
  for (let k = 0; k < input.dueDates.length && balance > 0n; k++) {
    const share = k === 0 ? new Decimal(input.firstPeriodShare ?? 1) : new Decimal(1);
    const interest = toMinor(dec(balance).times(i).times(share));
    let principal = a - interest;
    if (principal < 0n) principal = 0n;
    const last = k === input.dueDates.length - 1;
    if (last || principal >= balance) principal = balance;
    balance -= principal;
    const iva = ivaOf(interest, input.ivaRate);
    rows.push({ n: (input.startN ?? 1) + k, dueDate: input.dueDates[k]!, instalment: principal + interest, interest, iva, principal, payment: principal + interest + iva, balance });
  }
  return rows;
}

/** Due dates: one a month after `startKey`, `months` of them. */
export const dueDatesFrom = (startKey: string, months: number, first = 1): string[] => Array.from({ length: months }, (_, k) => addMonths(startKey, first + k));

export interface Totals {
  principal: bigint;
  interest: bigint;
  iva: bigint;
  commissions: bigint;
  total: bigint;
}

export function totalsOf(rows: ScheduleRow[], commission = 0n, ivaRate = '0.16'): Totals {
  const sum = (f: (r: ScheduleRow) => bigint) => rows.reduce((s, r) => s + f(r), 0n);
  const commissionIva = ivaOf(commission, ivaRate);
  const principal = sum((r) => r.principal);
  const interest = sum((r) => r.interest);
  const iva = sum((r) => r.iva) + commissionIva;
  return { principal, interest, iva, commissions: commission, total: principal + interest + iva + commission };
}

/**
 * CAT (Banxico): the annual rate i solving Σ A_j/(1+i)^{t_j} = Σ B_k/(1+i)^{s_k}, with the
 * disbursement net of up-front commissions at t = 0 and the payments without IVA at
 * s_k = k/12. Bisection to 1e-10; returned as a percent with one decimal.
 */
export function catPercent(disbursed: bigint, payments: bigint[], openingCommission = 0n): string {
  return catRate(disbursed, payments, openingCommission).times(100).toDecimalPlaces(1, Decimal.ROUND_HALF_UP).toFixed(1);
}

export function catRate(disbursed: bigint, payments: bigint[], openingCommission = 0n): Decimal {
  const net = dec(disbursed - openingCommission);
  const npv = (rate: Decimal) => payments.reduce((sum, p, k) => sum.plus(dec(p).div(new Decimal(1).plus(rate).pow(new Decimal(k + 1).div(12)))), new Decimal(0)).minus(net);
  let lo = new Decimal(0);
  let hi = new Decimal(100);
  if (npv(lo).lte(0)) return lo;
  for (let step = 0; step < 200 && hi.minus(lo).gt('1e-12'); step++) {
    const mid = lo.plus(hi).div(2);
    if (npv(mid).gt(0)) lo = mid;
    else hi = mid;
  }
  return lo.plus(hi).div(2);
}

/**
 * Interest accrued on `balance` from the period's start to `day`: balance × i × elapsed /
 * days of the period (never more than the period, never before it starts).
 */
export function accruedInterest(balance: bigint, annualRate: string, periodStart: string, dueDate: string, day: string): bigint {
  const length = dayOf(dueDate) - dayOf(periodStart);
  const elapsed = Math.min(Math.max(dayOf(day) - dayOf(periodStart), 0), length);
  if (length <= 0 || elapsed === 0) return 0n;
  return toMinor(dec(balance).times(new Decimal(annualRate).div(12)).times(elapsed).div(length));
}

/** Default interest on overdue principal: rate × days late / 360 (IVA added by the caller). */
export function lateInterest(overduePrincipal: bigint, defaultAnnualRate: string, daysLate: number): bigint {
  if (daysLate <= 0 || overduePrincipal <= 0n) return 0n;
  return toMinor(dec(overduePrincipal).times(defaultAnnualRate).times(daysLate).div(360));
}

/**
 * Re-plans the rest of a loan after a prepayment on `day` inside the period
 * [periodStart, nextDue]: the remaining rows keep their dates; the first one accrues only
 * the days left of its period on the new balance (the days before were paid with the
 * prepayment). 'fewer' keeps the instalment (fewer payments); 'smaller' keeps the dates.
 */
export function replan(input: {
  balance: bigint;
  annualRate: string;
  ivaRate: string;
  remainingDueDates: string[];
  periodStart: string;
  day: string;
  mode: 'fewer' | 'smaller';
  instalment: bigint;
  startN: number;
}): ScheduleRow[] {
  if (input.balance <= 0n || input.remainingDueDates.length === 0) return [];
  const first = input.remainingDueDates[0]!;
  const length = dayOf(first) - dayOf(input.periodStart);
  const left = Math.min(Math.max(dayOf(first) - dayOf(input.day), 0), length);
  const share = length > 0 ? new Decimal(left).div(length) : new Decimal(1);
  if (input.mode === 'smaller') {
    return frenchSchedule({ principal: input.balance, annualRate: input.annualRate, ivaRate: input.ivaRate, dueDates: input.remainingDueDates, firstPeriodShare: share, startN: input.startN });
  }
  return frenchSchedule({ principal: input.balance, annualRate: input.annualRate, ivaRate: input.ivaRate, dueDates: input.remainingDueDates, firstPeriodShare: share, instalment: input.instalment, startN: input.startN });
}

/**
 * The instalment a replanned schedule is on: that of its first full row (every row but the
 * last pays A; the first may accrue only part of its period, but its instalment is still A).
 * A schedule of one row keeps `previous`.
 */
export function instalmentOf(rows: ScheduleRow[], previous: bigint): bigint {
  return rows.length > 1 ? rows[0]!.instalment : previous;
}

/** Decimal string of minor units (2 decimals). */
export const fmt2 = (minor: bigint): string => {
  const negative = minor < 0n;
  const abs = negative ? -minor : minor;
  return `${negative ? '-' : ''}${abs / 100n}.${(abs % 100n).toString().padStart(2, '0')}`;
};

export const minorOf = (value: string): bigint => toMinor(new Decimal(value).times(100));

/** States of a loan (SPEC section 4) and the moves allowed between them. */
export const LOAN_TRANSITIONS: Record<string, readonly string[]> = {
  in_review: ['passed', 'rejected'],
  passed: ['in_use'],
  in_use: ['repaid'],
  rejected: [],
  repaid: [],
};
export const canMove = (from: string, to: string): boolean => LOAN_TRANSITIONS[from]?.includes(to) ?? false;

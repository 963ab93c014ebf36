import DecimalJs from 'decimal.js';
import { udiOn } from './udi.ts';

/*
 * Bond arithmetic (PRODUCT-RULES.md section 5), pure. Days are whole days since
 * 1970-01-01 (market/time.ts dayFromKey); rates are fractions (0.07 = 7 %); money is
 * Decimal in the issue's currency until it is rounded to minor units (cents) with
 * `toMinor`.
 *
 *   CETES     P = VN / (1 + r·t/360), 7 decimals; discount b = r / (1 + r·t/360).
 *   BONOS M   182-day coupons C = VN·TC·N/360, N = actual days of the period (the first runs
 *             from the issue day, so it may be short); R = r·182/360, K coupons left, d days
 *             elapsed of a period of N days, C_N its coupon:
 *             P_clean = [C_N + C(1/R − 1/(R(1+R)^(K−1))) + VN/(1+R)^(K−1)] / (1+R)^((N−d)/182) − VN·TC·d/360
 *             (N = 182: the published formula, (1+R)^(1−d/182) and C·d/182).
 *   T-BILL    P = 100(1 − d·t/360) per 100; investment rate i = ((100 − P)/P)(365/t).
 *   T-NOTE    coupon = par·rate/2 each half-year; A = (C/2)(s − r)/s (Actual/Actual);
 *             P_clean = [C/2 + (C/2)a_n + 100vⁿ] / (1 + i/2)^(r/s) − A.
 * UDIBONOS are BONOS M in UDIs (face 100 UDIs) on the real curve: prices per 100 are in UDIs,
 * every amount per title, coupon and redemption is converted to pesos at its own date's UDI
 * value (udi.ts, simulated from Banxico's published value).
 *
 * Prices per 100 are kept at full precision: they are rounded once, where they are shown.
 */

/** Our own Decimal (40 digits, half up), not the shared default. */
const Decimal = DecimalJs.clone({ precision: 40, rounding: DecimalJs.ROUND_HALF_UP });
type Decimal = DecimalJs;
type DecValue = DecimalJs.Value;

export const BOND_TYPES = ['CETES', 'BONOS_M', 'UDIBONOS', 'T_BILL', 'T_NOTE', 'T_BOND'] as const;
export type BondType = (typeof BOND_TYPES)[number];

export const MX_PERIOD_DAYS = 182;

export interface BondShape {
  type: BondType;
  /** Face value of one title (CETES 10, BONOS M 100, US Treasuries 1,000 a unit). */
  face: DecValue;
  /** Annual coupon, percent (0 for CETES and T-bills). */
  couponRate: DecValue;
  issueDay: number;
  maturityDay: number;
  /** BONOS M / UDIBONOS: a first coupon set at issue (a long or short first period); later ones every 182 days. */
  firstCouponDay?: number | undefined;
}

/** The longest first period the rule prices: two regular periods (a long first coupon). */
export const MX_MAX_FIRST_PERIOD = 2 * 182;

export const isDiscount = (type: BondType): boolean => type === 'CETES' || type === 'T_BILL';
export const isMexican = (type: BondType): boolean => type === 'CETES' || type === 'BONOS_M' || type === 'UDIBONOS';

const D = (v: DecValue) => new Decimal(v);

/** An amount in the bond's face unit (UDIs for UDIBONOS) in its currency on `day`. */
export function inCurrency(bond: Pick<BondShape, 'type'>, amount: Decimal, day: number): Decimal {
  return bond.type === 'UDIBONOS' ? amount.times(udiOn(day)) : amount;
}

/** Rounds a Decimal amount to minor units (2 decimals, half up) as a bigint. */
export function toMinor(amount: DecValue): bigint {
  return BigInt(D(amount).times(100).toDecimalPlaces(0, Decimal.ROUND_HALF_UP).toFixed(0));
}

export function fromMinor(minor: bigint): Decimal {
  return D(minor.toString()).div(100);
}

// ---- CETES ----------------------------------------------------------------------------

/** CETES price of one title: VN / (1 + r·t/360), 7 decimals. */
export function cetesPrice(face: DecValue, rate: DecValue, days: number): Decimal {
  return D(face).div(D(1).plus(D(rate).times(days).div(360))).toDecimalPlaces(7);
}

/** CETES discount rate b = r / (1 + r·t/360), as a fraction with 6 decimals (4 in percent). */
export function cetesDiscount(rate: DecValue, days: number): Decimal {
  return D(rate).div(D(1).plus(D(rate).times(days).div(360))).toDecimalPlaces(6);
}

// ---- US Treasury bills ----------------------------------------------------------------

/** Bill price per 100 from the discount rate: 100(1 − d·t/360), 6 decimals. */
export function billPricePer100(discount: DecValue, days: number): Decimal {
  return D(100).times(D(1).minus(D(discount).times(days).div(360))).toDecimalPlaces(6);
}

/** Investment rate (bond-equivalent yield) of a bill: ((100 − P)/P)(y/t), y = 365 (366 in a leap year span). */
export function billInvestmentRate(pricePer100: DecValue, days: number, yearDays = 365): Decimal {
  const p = D(pricePer100);
  return D(100).minus(p).div(p).times(yearDays).div(days).toDecimalPlaces(6);
}

// ---- coupon schedules -----------------------------------------------------------------

function dayToDate(day: number): { y: number; m: number; d: number } {
  const date = new Date(day * 86_400_000);
  return { y: date.getUTCFullYear(), m: date.getUTCMonth(), d: date.getUTCDate() };
}

function dateToDay(y: number, m: number, d: number): number {
  const last = new Date(Date.UTC(y, m + 1, 0)).getUTCDate();
  return Math.round(Date.UTC(y, m, Math.min(d, last)) / 86_400_000);
}

/** Coupon dates of the bond, ascending, after the issue day and up to maturity (empty for discount bonds). */
export function couponDays(bond: BondShape): number[] {
  if (isDiscount(bond.type)) return [];
  const days: number[] = [];
  if (isMexican(bond.type) && bond.firstCouponDay !== undefined) {
    for (let day = bond.firstCouponDay; day <= bond.maturityDay; day += MX_PERIOD_DAYS) days.push(day);
    return days;
  }
  if (isMexican(bond.type)) {
    for (let day = bond.maturityDay; day > bond.issueDay; day -= MX_PERIOD_DAYS) days.push(day);
  } else {
    const m = dayToDate(bond.maturityDay);
    for (let k = 0; ; k++) {
      const day = dateToDay(m.y, m.m - 6 * k, m.d);
      if (day <= bond.issueDay) break;
      days.push(day);
    }
  }
  return days.reverse();
}

/** The coupon period containing `day`: previous and next coupon dates (the previous may be before the issue). */
export function couponPeriod(bond: BondShape, day: number): { start: number; end: number; left: number } | undefined {
  const dates = couponDays(bond);
  const index = dates.findIndex((d) => d > day);
  if (index < 0) return undefined;
  const end = dates[index]!;
  let start: number;
  if (index > 0) start = dates[index - 1]!;
  else if (isMexican(bond.type)) start = bond.issueDay; // the first period runs from the issue (N = actual days)
  else {
    const e = dayToDate(end);
    start = dateToDay(e.y, e.m - 6, e.d);
  }
  return { start, end, left: dates.length - index };
}

/**
 * One coupon of one title in the face unit (UDIs for UDIBONOS), for a period of `periodDays`:
 * BONOS M VN·TC·N/360 with N = actual days (182 for a regular period); US notes par·rate/2.
 */
export function couponPerTitle(bond: BondShape, periodDays = MX_PERIOD_DAYS): Decimal {
  const rate = D(bond.couponRate).div(100);
  if (isDiscount(bond.type)) return D(0);
  if (isMexican(bond.type)) return D(bond.face).times(rate).times(periodDays).div(360);
  return D(bond.face).times(rate).div(2);
}

/** The coupon of one title paid on coupon day `day`, in the bond's currency (UDIBONOS: at that day's UDI). */
export function couponOn(bond: BondShape, day: number): Decimal {
  const period = couponPeriod(bond, day - 1);
  const days = period ? period.end - period.start : MX_PERIOD_DAYS;
  return inCurrency(bond, couponPerTitle(bond, days), day);
}

/** Interest accrued on one title `elapsed` days into a period of `periodDays`, in the face unit. */
function accruedPerTitleFace(bond: BondShape, elapsed: number, periodDays: number): Decimal {
  if (isMexican(bond.type)) return D(bond.face).times(D(bond.couponRate).div(100)).times(elapsed).div(360);
  return couponPerTitle(bond).times(elapsed).div(periodDays);
}

// ---- prices ---------------------------------------------------------------------------

export interface BondQuote {
  /** Clean price per 100 of face. */
  cleanPer100: Decimal;
  accruedPer100: Decimal;
  dirtyPer100: Decimal;
  /** The same for one title (face `face`). */
  cleanPerTitle: Decimal;
  accruedPerTitle: Decimal;
  dirtyPerTitle: Decimal;
  daysToMaturity: number;
  /** Days elapsed in the current coupon period and its length (0/0 for discount bonds). */
  daysElapsed: number;
  periodDays: number;
  couponsLeft: number;
  nextCouponDay: number | undefined;
}

/**
 * M-Bono clean price per title from the yield (fraction), PRODUCT-RULES 5.2, in a current
 * period of `periodDays` (182, or the first period's actual days).
 */
export function mbonoClean(face: DecValue, couponRate: DecValue, rate: DecValue, couponsLeft: number, daysElapsed: number, periodDays = MX_PERIOD_DAYS): Decimal {
  const vn = D(face);
  const tc = D(couponRate).div(100);
  const c = vn.times(tc).times(MX_PERIOD_DAYS).div(360);
  const current = vn.times(tc).times(periodDays).div(360);
  const r = D(rate).times(MX_PERIOD_DAYS).div(360);
  const k1 = couponsLeft - 1;
  const onePlusR = D(1).plus(r);
  const pow = onePlusR.pow(k1);
  const annuity = k1 === 0 ? D(0) : D(1).div(r).minus(D(1).div(r.times(pow)));
  const atNextCoupon = current.plus(c.times(annuity)).plus(vn.div(pow));
  const dirty = atNextCoupon.div(onePlusR.pow(D(periodDays - daysElapsed).div(MX_PERIOD_DAYS)));
  return dirty.minus(vn.times(tc).times(daysElapsed).div(360));
}

/** US note clean price per 100 from the yield (fraction), PRODUCT-RULES 5.3. */
export function notePer100(couponRate: DecValue, rate: DecValue, daysToNext: number, periodDays: number, halfYearsAfterNext: number): { clean: Decimal; accrued: Decimal } {
  const c = D(couponRate); // per 100 a year
  const half = c.div(2);
  const i2 = D(rate).div(2);
  const v = D(1).plus(i2).pow(-halfYearsAfterNext);
  const an = i2.isZero() ? D(halfYearsAfterNext) : D(1).minus(v).div(i2);
  const accrued = half.times(periodDays - daysToNext).div(periodDays);
  const dirty = half.plus(half.times(an)).plus(D(100).times(v)).div(D(1).plus(i2).pow(D(daysToNext).div(periodDays)));
  return { clean: dirty.minus(accrued), accrued };
}

/**
 * Price of a bond on `day` at `yieldPct` (percent: the CETES yield, the T-bill discount
 * rate, the yield to maturity of coupon bonds). CETES per title have 7 decimals and bills
 * per 100 have 6 (their rules); coupon bonds' prices are not rounded here (once, where shown).
 * UDIBONOS: per 100 in UDIs, per title in pesos at the day's UDI.
 */
export function quoteBond(bond: BondShape, yieldPct: DecValue, day: number): BondQuote {
  const rate = D(yieldPct).div(100);
  const face = D(bond.face);
  const daysToMaturity = Math.max(0, bond.maturityDay - day);
  const per100ToTitle = (p: Decimal) => p.times(face).div(100);
  const base = { daysToMaturity, daysElapsed: 0, periodDays: 0, couponsLeft: 0, nextCouponDay: undefined as number | undefined };
  if (daysToMaturity === 0) {
    const atFace = inCurrency(bond, face, bond.maturityDay);
    return { ...base, cleanPer100: D(100), accruedPer100: D(0), dirtyPer100: D(100), cleanPerTitle: atFace, accruedPerTitle: D(0), dirtyPerTitle: atFace };
  }
  if (bond.type === 'CETES') {
    const title = cetesPrice(face, rate, daysToMaturity);
    const per100 = title.times(100).div(face).toDecimalPlaces(6);
    return { ...base, cleanPer100: per100, accruedPer100: D(0), dirtyPer100: per100, cleanPerTitle: title, accruedPerTitle: D(0), dirtyPerTitle: title };
  }
  if (bond.type === 'T_BILL') {
    const per100 = billPricePer100(rate, daysToMaturity);
    return { ...base, cleanPer100: per100, accruedPer100: D(0), dirtyPer100: per100, cleanPerTitle: per100ToTitle(per100), accruedPerTitle: D(0), dirtyPerTitle: per100ToTitle(per100) };
  }
  const period = couponPeriod(bond, day)!;
  const periodDays = period.end - period.start;
  const elapsed = day - period.start;
  let clean: Decimal;
  let accrued: Decimal;
  if (isMexican(bond.type)) {
    const title = mbonoClean(face, bond.couponRate, rate, period.left, elapsed, periodDays);
    clean = title.times(100).div(face);
    accrued = accruedPerTitleFace(bond, elapsed, periodDays).times(100).div(face);
  } else {
    ({ clean, accrued } = notePer100(bond.couponRate, rate, period.end - day, periodDays, period.left - 1));
  }
  const title = (p: Decimal) => inCurrency(bond, per100ToTitle(p), day);
  return {
    cleanPer100: clean,
    accruedPer100: accrued,
    dirtyPer100: clean.plus(accrued),
    cleanPerTitle: title(clean),
    accruedPerTitle: title(accrued),
    dirtyPerTitle: title(clean.plus(accrued)),
    daysToMaturity,
    daysElapsed: elapsed,
    periodDays,
    couponsLeft: period.left,
    nextCouponDay: period.end,
  };
}

/** Accrued interest of a holding of `quantity` titles on `day`, in minor units. */
export function accruedMinor(bond: BondShape, quantity: number, day: number): bigint {
  if (isDiscount(bond.type)) return 0n;
  const period = couponPeriod(bond, day);
  if (!period) return 0n;
  const accrued = accruedPerTitleFace(bond, day - period.start, period.end - period.start);
  return toMinor(inCurrency(bond, accrued, day).times(quantity));
}

// ---- cash flows -----------------------------------------------------------------------

export interface CashFlow {
  day: number;
  kind: 'coupon' | 'redemption';
  amountMinor: bigint;
}

/** The redemption of `quantity` titles at face, in the bond's currency (UDIBONOS: at the maturity day's UDI). */
export function redemptionMinor(bond: BondShape, quantity: number): bigint {
  return toMinor(inCurrency(bond, D(bond.face).times(quantity), bond.maturityDay));
}

/** What a holding of `quantity` titles receives after `day`: each coupon and the redemption at face. */
export function cashFlows(bond: BondShape, quantity: number, day: number): CashFlow[] {
  const flows: CashFlow[] = couponDays(bond)
    .filter((d) => d > day)
    .map((d) => ({ day: d, kind: 'coupon' as const, amountMinor: toMinor(couponOn(bond, d).times(quantity)) }));
  if (bond.maturityDay > day) flows.push({ day: bond.maturityDay, kind: 'redemption', amountMinor: redemptionMinor(bond, quantity) });
  return flows;
}

/** All-in cost of a buy: dirty price × quantity, plus the fee (rate × that, at least `minFee`). */
export function buyCost(quote: BondQuote, quantity: number, feeRate: DecValue, minFee: DecValue): { principalMinor: bigint; accruedMinor: bigint; feeMinor: bigint; totalMinor: bigint } {
  const cleanMinor = toMinor(quote.cleanPerTitle.times(quantity));
  const accrued = toMinor(quote.accruedPerTitle.times(quantity));
  const gross = cleanMinor + accrued;
  const rateFee = toMinor(fromMinor(gross).times(feeRate));
  const min = toMinor(minFee);
  const feeMinor = D(feeRate).isZero() && D(minFee).isZero() ? 0n : rateFee > min ? rateFee : min;
  return { principalMinor: cleanMinor, accruedMinor: accrued, feeMinor, totalMinor: gross + feeMinor };
}

/**
 * ISR provisional withholding (PRODUCT-RULES 11): capital × rate × days / 365, never more
 * than the interest it is taken from.
 */
export function isrWithholding(capitalMinor: bigint, ratePercent: DecValue, days: number, interestMinor: bigint): bigint {
  if (days <= 0 || interestMinor <= 0n) return 0n;
  const tax = toMinor(fromMinor(capitalMinor).times(D(ratePercent).div(100)).times(days).div(365));
  return tax > interestMinor ? interestMinor : tax < 0n ? 0n : tax;
}

import Decimal from 'decimal.js';
import { describe, expect, it } from 'vitest';
import { YieldCurves } from '../../src/modules/bonds/curve.ts';
import {
  accruedMinor,
  billInvestmentRate,
  billPricePer100,
  buyCost,
  cashFlows,
  cetesDiscount,
  cetesPrice,
  couponDays,
  isrWithholding,
  mbonoClean,
  quoteBond,
  toMinor,
  type BondShape,
} from '../../src/modules/bonds/rules.ts';
import { dayFromKey, keyFromDay } from '../../src/market/time.ts';

describe('bond rules (PRODUCT-RULES.md section 5)', () => {
  it('CETES r = 7 %, t = 28: P = 9.9458504, b = 6.9621 %', () => {
    expect(cetesPrice(10, '0.07', 28).toFixed(7)).toBe('9.9458504');
    expect(new Decimal(cetesDiscount('0.07', 28).toString()).times(100).toFixed(4)).toBe('6.9621');
    // P = VN(1 − b·t/360) gives the same price.
    const b = new Decimal('0.07').div(new Decimal(1).plus(new Decimal('0.07').times(28).div(360)));
    expect(new Decimal(10).times(new Decimal(1).minus(b.times(28).div(360))).toFixed(7)).toBe('9.9458504');
    // 10 titles cost MXN 99.46 (the cent, half up).
    const bond: BondShape = { type: 'CETES', face: 10, couponRate: 0, issueDay: 20_000, maturityDay: 20_028 };
    const quote = quoteBond(bond, 7, 20_000);
    expect(quote.dirtyPerTitle.toFixed(7)).toBe('9.9458504');
    expect(buyCost(quote, 10, 0, 0)).toEqual({ principalMinor: 9946n, accruedMinor: 0n, feeMinor: 0n, totalMinor: 9946n });
    expect(cashFlows(bond, 10, 20_000)).toEqual([{ day: 20_028, kind: 'redemption', amountMinor: 10_000n }]);
  });

  it('a 26-week bill at 0.145 % costs US$999.27 per US$1,000; its investment rate', () => {
    const per100 = billPricePer100('0.00145', 182);
    expect(per100.toFixed(6)).toBe('99.926694');
    expect(toMinor(per100.times(10))).toBe(99_927n);
    const bill: BondShape = { type: 'T_BILL', face: 1000, couponRate: 0, issueDay: 20_000, maturityDay: 20_182 };
    const quote = quoteBond(bill, '0.145', 20_000);
    expect(toMinor(quote.dirtyPerTitle)).toBe(99_927n);
    expect(billInvestmentRate(per100, 182).times(100).toFixed(3)).toBe('0.147');
  });

  it('an M-Bono at its coupon rate on a coupon date is at par; between dates clean = DCF − accrued', () => {
    expect(mbonoClean(100, '8.5', '0.085', 6, 0).toFixed(6)).toBe('100.000000');
    // M 8.50 % with 6 coupons left, 40 days into the period, yield 8.05 %: independent discounting.
    const c = new Decimal(100).times('0.085').times(182).div(360);
    const R = new Decimal('0.0805').times(182).div(360);
    let dirty = new Decimal(0);
    for (let k = 0; k < 6; k++) dirty = dirty.plus(c.plus(k === 5 ? 100 : 0).div(R.plus(1).pow(new Decimal(k).plus(1).minus(new Decimal(40).div(182)))));
    const accrued = c.times(40).div(182);
    const clean = mbonoClean(100, '8.5', '0.0805', 6, 40);
    expect(clean.toFixed(6)).toBe(dirty.minus(accrued).toFixed(6));
    expect(clean.toFixed(6)).toBe('101.136495');
    expect(accrued.toFixed(6)).toBe('0.944444');
    // Through quoteBond: 100 titles, accrued MXN 94.44, clean MXN 10,113.65.
    const maturity = dayFromKey('2029-03-01');
    const bond: BondShape = { type: 'BONOS_M', face: 100, couponRate: '8.5', issueDay: maturity - 182 * 10, maturityDay: maturity };
    const day = maturity - 182 * 6 + 40;
    const quote = quoteBond(bond, '8.05', day);
    expect(quote.couponsLeft).toBe(6);
    expect(quote.daysElapsed).toBe(40);
    expect(toMinor(quote.cleanPerTitle.times(100))).toBe(1_011_365n);
    expect(accruedMinor(bond, 100, day)).toBe(9_444n);
    expect(quote.dirtyPer100.toFixed(6)).toBe('102.080939');
  });

  it('M-Bono coupons every 182 days back from maturity; schedule with the redemption', () => {
    const maturity = dayFromKey('2027-06-03');
    const bond: BondShape = { type: 'BONOS_M', face: 100, couponRate: '7.75', issueDay: maturity - 182 * 4, maturityDay: maturity };
    expect(couponDays(bond)).toEqual([maturity - 546, maturity - 364, maturity - 182, maturity]);
    const flows = cashFlows(bond, 10, maturity - 182 * 2 + 1);
    // 10 × 100 × 7.75 % × 182/360 = 39.1805... -> MXN 39.18 each; redemption MXN 1,000.
    expect(flows.map((f) => [f.kind, f.amountMinor])).toEqual([
      ['coupon', 3_918n],
      ['coupon', 3_918n],
      ['redemption', 100_000n],
    ]);
  });

  it('a period of daily accruals on one holding ends at the coupon to the minor unit', () => {
    const maturity = dayFromKey('2030-01-10');
    const bond: BondShape = { type: 'BONOS_M', face: 100, couponRate: '8.5', issueDay: maturity - 182 * 6, maturityDay: maturity };
    const start = maturity - 182 * 2;
    let total = 0n;
    for (let d = start + 1; d < start + 182; d++) total += accruedMinor(bond, 137, d) - accruedMinor(bond, 137, d - 1);
    const lastDay = toMinor(new Decimal(137).times(100).times('0.085').times(182).div(360)) - accruedMinor(bond, 137, start + 181);
    expect(total + lastDay).toBe(cashFlows(bond, 137, start)[0]!.amountMinor);
    expect(cashFlows(bond, 137, start)[0]!.amountMinor).toBe(toMinor('588.719444'));
  });

  it('US note: Actual/Actual accrued A = (C/2)(s − r)/s; at the coupon rate on a coupon date, par', () => {
    const maturity = dayFromKey('2027-12-31');
    const note: BondShape = { type: 'T_NOTE', face: 1000, couponRate: '3.5', issueDay: dayFromKey('2025-12-31'), maturityDay: maturity };
    expect(couponDays(note).map(keyFromDay)).toEqual(['2026-06-30', '2026-12-31', '2027-06-30', '2027-12-31']);
    const onCoupon = quoteBond(note, '3.5', dayFromKey('2026-06-30'));
    expect(onCoupon.cleanPer100.toFixed(6)).toBe('100.000000');
    const day = dayFromKey('2026-09-30'); // s = 184 (Jun 30 -> Dec 31), r = 92
    const q = quoteBond(note, '3.5', day);
    expect(q.periodDays).toBe(184);
    expect(q.accruedPer100.toFixed(6)).toBe(new Decimal('1.75').times(92).div(184).toFixed(6));
    expect(q.accruedPer100.toFixed(6)).toBe('0.875000');
    expect(accruedMinor(note, 3, day)).toBe(2_625n); // 3 × US$1,000: US$26.25
  });

  it('fees: rate on the dirty amount with a minimum; ISR withholding capital × rate × days / 365, capped', () => {
    const bond: BondShape = { type: 'CETES', face: 10, couponRate: 0, issueDay: 0, maturityDay: 91 };
    const quote = quoteBond(bond, 7, 0);
    const cost = buyCost(quote, 1000, '0.001', '5');
    expect(cost.feeMinor).toBe(toMinor(new Decimal(cost.principalMinor.toString()).div(100).times('0.001')) > 500n ? toMinor(new Decimal(cost.principalMinor.toString()).div(100).times('0.001')) : 500n);
    expect(cost.totalMinor).toBe(cost.principalMinor + cost.feeMinor);
    // MXN 10,000 of capital, 0.50 % a year, 91 days: 12.4657 -> MXN 12.47.
    expect(isrWithholding(1_000_000n, '0.5', 91, 17_000n)).toBe(1_247n);
    expect(isrWithholding(1_000_000n, '0.5', 91, 1_000n)).toBe(1_000n);
    expect(isrWithholding(1_000_000n, '0.5', 0, 1_000n)).toBe(0n);
  });

  it('the simulated curve moves day by day and is the same for the same seed and date', () => {
    const a = new YieldCurves(42);
    const b = new YieldCurves(42);
    const day = dayFromKey('2026-11-20');
    expect(a.yieldAt('MX', 28, day)).toBe(b.yieldAt('MX', 28, day));
    const week = Array.from({ length: 7 }, (_, i) => a.yieldAt('MX', 364, day + i));
    expect(new Set(week).size).toBeGreaterThan(1);
    expect(new YieldCurves(43).yieldAt('US', 3650, day)).not.toBe(a.yieldAt('US', 3650, day));
    // Longer Mexican tenors yield more than CETES 28 (the base curve's slope is far larger than the drift).
    expect(a.yieldAt('MX', 3640, day)).toBeGreaterThan(a.yieldAt('MX', 28, day));
  });
});

import Decimal from 'decimal.js';
import { describe, expect, it } from 'vitest';
import { dayFromKey, keyFromDay } from '../../src/market/time.ts';
import { SimIndex } from '../../src/modules/funds/nav.ts';
import { applicableNavDay, canMove, exitLoadOf, exitLoadPercent, lockInEnd, minorOf, navOn, stampDuty, toInr, toMxn, unitsFor, valueOf } from '../../src/modules/funds/rules.ts';
import { INITIAL_FUNDS_TERMS } from '../../src/modules/funds/terms.ts';

const TABLE = INITIAL_FUNDS_TERMS.terms.exitLoadPercent;
/** Wednesday 25 November 2026 at hh:mm IST (UTC+5:30). */
const ist = (hh: number, mm: number, date = '2026-11-25') => dayFromKey(date) * 86_400_000 + (hh * 60 + mm - 330) * 60_000;

describe('stamp duty and units (PRODUCT-RULES 9)', () => {
  it('₹10,00,000 at NAV 10 → duty ₹50.00 → 99,995.000 units', () => {
    const amount = minorOf('1000000');
    const duty = stampDuty(amount, '0.005');
    expect(duty).toBe(5000n); // ₹50.00 (1,000,000 × 0.005 / 100.005 = 49.9975)
    expect(unitsFor(amount - duty, '10').toFixed(3)).toBe('99995.000');
  });

  it('units to 3 decimals, rounded down; no duty on small amounts below half a paisa', () => {
    expect(unitsFor(minorOf('4999.75'), '1000.1234').toFixed(3)).toBe('4.999');
    expect(stampDuty(minorOf('50'), '0.005')).toBe(0n); // 0.0025 rounds to 0
    expect(stampDuty(minorOf('5000'), '0.005')).toBe(25n); // 0.2499875 → 0.25
  });

  it('MXN to INR at the published rate and back (payouts rounded down)', () => {
    expect(toInr(minorOf('5000'), '4.85')).toBe(minorOf('24250'));
    expect(toMxn(minorOf('24250.01'), '4.85')).toBe(minorOf('5000'));
    // To the nearest centavo, half up (issue 34 item 20): ₹12,094.48 / 4.85 = 2,493.70721… → MXN 2,493.71 (was 2,493.70).
    expect(toMxn(minorOf('12094.48'), '4.85')).toBe(minorOf('2493.71'));
    expect(valueOf('99995.000', '10.1234')).toBe(minorOf('1012289.38'));
  });
});

describe('cut-off 3 pm IST', () => {
  it('money realised before 15:00 on a business day gets that day\'s NAV, after it the next business day\'s', () => {
    expect(keyFromDay(applicableNavDay(ist(14, 59), 900))).toBe('2026-11-25');
    expect(keyFromDay(applicableNavDay(ist(15, 0), 900))).toBe('2026-11-26');
    expect(keyFromDay(applicableNavDay(ist(9, 0), 900))).toBe('2026-11-25');
  });
  it('Friday after the cut-off and the weekend go to Monday', () => {
    expect(keyFromDay(applicableNavDay(ist(16, 0, '2026-11-27'), 900))).toBe('2026-11-30');
    expect(keyFromDay(applicableNavDay(ist(10, 0, '2026-11-28'), 900))).toBe('2026-11-30');
    expect(keyFromDay(applicableNavDay(ist(10, 0, '2026-11-29'), 900))).toBe('2026-11-30');
  });
});

describe('exit load and lock-in', () => {
  it('graded liquid exit load: day 1 0.0070 % … day 6 0.0045 %, nil from day 7', () => {
    expect([1, 2, 3, 4, 5, 6, 7, 30].map((d) => exitLoadPercent(d, TABLE))).toEqual(['0.0070', '0.0065', '0.0060', '0.0055', '0.0050', '0.0045', '0', '0']);
    expect(exitLoadPercent(0, TABLE)).toBe('0.0070');
    // ₹1,00,000 redeemed on day 3: 0.0060 % = ₹6.00
    expect(exitLoadOf(minorOf('100000'), '0.0060')).toBe(600n);
    expect(exitLoadOf(minorOf('100000'), '0')).toBe(0n);
  });
  it('ELSS lock-in: 3 years from each allotment; none for on-demand', () => {
    expect(lockInEnd('2026-11-25', 3)).toBe('2029-11-25');
    expect(lockInEnd('2028-02-29', 3)).toBe('2031-02-28');
    expect(lockInEnd('2026-11-25', 0)).toBeUndefined();
  });
});

describe('NAV from the simulation', () => {
  it('liquid: base × (1 + (yield − expense)/365)^days', () => {
    const shape = { model: 'liquid' as const, baseNav: '1000', launchDay: dayFromKey('2024-01-01'), annualYieldPct: '6.8', expensePct: '0.2' };
    const days = dayFromKey('2026-11-25') - shape.launchDay;
    const expected = new Decimal(1000).times(new Decimal(0.066).div(365).plus(1).pow(days)).toDecimalPlaces(4);
    expect(navOn(shape, dayFromKey('2026-11-25')).toFixed(4)).toBe(expected.toFixed(4));
    expect(navOn(shape, shape.launchDay).toFixed(4)).toBe('1000.0000');
    // A year accrues close to the net yield.
    const year = navOn(shape, shape.launchDay + 365).div(1000).minus(1).times(100);
    expect(year.toNumber()).toBeGreaterThan(6.7);
    expect(year.toNumber()).toBeLessThan(6.9);
  });
  it('equity: follows the simulated index, deterministic from the seed, flat on weekends', () => {
    const a = new SimIndex(20260101);
    const b = new SimIndex(20260101);
    const fri = dayFromKey('2026-11-27');
    expect(a.level(fri)).toBe(b.level(fri));
    expect(a.level(fri + 1)).toBe(a.level(fri));
    expect(a.level(fri + 2)).toBe(a.level(fri));
    expect(a.level(fri + 3)).not.toBe(a.level(fri));
    const shape = { model: 'equity' as const, baseNav: '10', launchDay: dayFromKey('2024-01-01'), annualYieldPct: '0', expensePct: '0' };
    const ratio = new Decimal(a.level(fri)).div(a.level(shape.launchDay));
    expect(navOn(shape, fri, ratio).toFixed(4)).toBe(ratio.times(10).toDecimalPlaces(4).toFixed(4));
  });
});

describe('order states', () => {
  it('0 → 1 | 3, 1 → 2; everything else refused', () => {
    expect([canMove(0, 1), canMove(0, 3), canMove(1, 2)]).toEqual([true, true, true]);
    expect([canMove(0, 2), canMove(1, 3), canMove(1, 0), canMove(2, 1), canMove(3, 1), canMove(3, 0), canMove(2, 3)]).toEqual([false, false, false, false, false, false, false]);
  });
});

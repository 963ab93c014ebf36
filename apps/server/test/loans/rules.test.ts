import Decimal from 'decimal.js';
import { describe, expect, it } from 'vitest';
import { accruedInterest, addMonths, canMove, catPercent, catRate, dueDatesFrom, fmt2, frenchSchedule, lateInterest, levelInstalment, replan, totalsOf } from '../../src/modules/loans/rules.ts';

const P = 1_000_000n; // MXN 10,000.00
const dates = dueDatesFrom('2026-11-25', 12);

describe('French schedule with IVA (PRODUCT-RULES 10 worked example: MXN 10,000, 48 %, 12 months)', () => {
  const rows = frenchSchedule({ principal: P, annualRate: '0.48', ivaRate: '0.16', dueDates: dates });

  it('A = 1,065.52; month 1: interest 400.00, IVA 64.00, principal 665.52, paid 1,129.52', () => {
    expect(fmt2(levelInstalment(P, '0.48', 12))).toBe('1065.52');
    expect(rows[0]).toMatchObject({ n: 1, dueDate: '2026-12-25', interest: 40_000n, iva: 6_400n, principal: 66_552n, payment: 112_952n, balance: 933_448n });
  });

  it('month 2 interest is on the outstanding balance only; the last row closes the balance to zero', () => {
    expect(rows[1]!.interest).toBe(37_338n); // 9,334.48 × 4 % = 373.3792
    expect(rows[1]!.iva).toBe(5_974n); // 16 % of 373.38 = 59.7408
    expect(rows).toHaveLength(12);
    expect(rows.at(-1)!.balance).toBe(0n);
    expect(rows.reduce((s, r) => s + r.principal, 0n)).toBe(P);
    for (const r of rows.slice(0, -1)) expect(r.instalment).toBe(106_552n);
    expect(Math.abs(Number(rows.at(-1)!.instalment - 106_552n))).toBeLessThanOrEqual(12);
  });

  it('totals: principal + interest + IVA, IVA 16 % of the interest', () => {
    const totals = totalsOf(rows);
    expect(totals.principal).toBe(P);
    expect(totals.total).toBe(totals.principal + totals.interest + totals.iva);
    expect(Number(totals.iva)).toBeCloseTo(Number(totals.interest) * 0.16, -1);
  });
});

describe('CAT without IVA (Banxico definition)', () => {
  const rows = frenchSchedule({ principal: P, annualRate: '0.48', ivaRate: '0.16', dueDates: dates });
  const payments = rows.map((r) => r.instalment);

  it('48 % nominal monthly without commissions gives CAT 60.1 %, and IVA is not in it', () => {
    expect(catPercent(P, payments)).toBe('60.1');
    expect(catPercent(P, rows.map((r) => r.payment))).not.toBe('60.1');
  });

  it('the shown figure solves the CAT equation to 0.1 % (NPV recomputed independently)', () => {
    const shown = new Decimal(catPercent(P, payments)).div(100);
    const npv = (i: Decimal) => payments.reduce((s, p, k) => s.plus(new Decimal(p.toString()).div(i.plus(1).pow((k + 1) / 12))), new Decimal(0)).minus(P.toString());
    expect(npv(shown).abs().div(P.toString()).toNumber()).toBeLessThan(0.001);
    expect(catRate(P, payments).minus(shown).abs().toNumber()).toBeLessThan(0.0005);
  });

  it('an opening commission raises the CAT', () => {
    expect(Number(catPercent(P, payments, 20_000n))).toBeGreaterThan(60.1);
  });
});

describe('interest only on the balance, prepayment without penalty, late charge', () => {
  it('accrues by days elapsed of the period, never before it starts nor past its end', () => {
    expect(accruedInterest(P, '0.48', '2026-11-25', '2026-12-25', '2026-12-10')).toBe(20_000n); // 15 of 30 days of 400.00
    expect(accruedInterest(P, '0.48', '2026-11-25', '2026-12-25', '2026-11-25')).toBe(0n);
    expect(accruedInterest(P, '0.48', '2026-11-25', '2026-12-25', '2027-02-01')).toBe(40_000n);
  });

  it('a prepayment recomputes the schedule: smaller payments keep the dates, fewer payments keep the instalment', () => {
    const rows = frenchSchedule({ principal: P, annualRate: '0.48', ivaRate: '0.16', dueDates: dates });
    const balance = rows[0]!.balance - 400_000n; // paid month 1, then prepaid 4,000.00 on its due date
    const smaller = replan({ balance, annualRate: '0.48', ivaRate: '0.16', remainingDueDates: dates.slice(1), periodStart: dates[0]!, day: dates[0]!, mode: 'smaller', instalment: 106_552n, startN: 2 });
    expect(smaller).toHaveLength(11);
    expect(smaller[0]!.instalment).toBeLessThan(106_552n);
    expect(smaller[0]!.interest).toBe(21_338n); // 5,334.48 × 4 %
    const fewer = replan({ balance, annualRate: '0.48', ivaRate: '0.16', remainingDueDates: dates.slice(1), periodStart: dates[0]!, day: dates[0]!, mode: 'fewer', instalment: 106_552n, startN: 2 });
    expect(fewer.length).toBeLessThan(11);
    expect(fewer[0]!.instalment).toBe(106_552n);
    expect(fewer.at(-1)!.balance).toBe(0n);
    // mid-period prepayment: the first replanned row accrues only the days left
    const mid = replan({ balance, annualRate: '0.48', ivaRate: '0.16', remainingDueDates: dates.slice(1), periodStart: dates[0]!, day: '2027-01-10', mode: 'smaller', instalment: 106_552n, startN: 2 });
    expect(mid[0]!.interest).toBe(10_325n); // 213.38 × 15 days left / 31 days = 103.248
  });

  it('default interest: overdue principal × default rate × days / 360', () => {
    expect(lateInterest(66_552n, '0.72', 10)).toBe(1_331n); // 665.52 × 0.72 × 10 / 360 = 13.3104
    expect(lateInterest(66_552n, '0.72', 0)).toBe(0n);
  });

  it('month arithmetic clamps to the month end', () => {
    expect(addMonths('2026-01-31', 1)).toBe('2026-02-28');
    expect(addMonths('2026-11-25', 2)).toBe('2027-01-25');
  });

  it('state moves: in_review -> passed/rejected, passed -> in_use, in_use -> repaid; nothing else', () => {
    expect(canMove('in_review', 'passed')).toBe(true);
    expect(canMove('in_review', 'rejected')).toBe(true);
    expect(canMove('passed', 'in_use')).toBe(true);
    expect(canMove('in_use', 'repaid')).toBe(true);
    for (const [from, to] of [['rejected', 'passed'], ['repaid', 'in_use'], ['in_review', 'in_use'], ['in_use', 'rejected'], ['passed', 'rejected']] as const) expect(canMove(from, to)).toBe(false);
  });
});

import crypto from 'node:crypto';
import type { BondHolding, GovBond, Page } from '@app/contracts';
import Decimal from 'decimal.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { need } from '../../src/context.ts';
import { ManualClock } from '../../src/lib/clock.ts';
import { dayFromKey, keyFromDay } from '../../src/market/time.ts';
import { transition } from '../../src/modules/bonds/holdings.ts';
import { loginOperator, verifiedUser, type TestOperator, type TestUser } from '../fixtures/users.ts';
import { body, createTestApp, type TestApp } from '../helpers.ts';

/**
 * Issue 15's bond tests on a holding's whole life, through the service and the HTTP calls:
 * a year of daily accruals on one holding (an M-Bono, a US note) adds up to its coupons to
 * the minor unit, paid by the coupon job on their dates; and the holding's states:
 * bought -> sold, bought -> (waiting for redemption) -> redeemed, everything else refused.
 */

/** Thursday 19 November 2026, 09:00 in Mexico City. */
const START = Date.UTC(2026, 10, 19, 15, 0, 0);
const DAY = 86_400_000;
const TODAY = keyFromDay(dayFromKey('2026-11-19'));

let t: TestApp;
let clock: ManualClock;
let admin: TestOperator;

const key = () => crypto.randomUUID();
const minor = (value: string) => BigInt(new Decimal(value).times(100).toFixed(0));
/** Days after START, at 09:00 in Mexico City. */
const at = (days: number) => START + days * DAY;
const dayAfter = (days: number) => dayFromKey(TODAY) + days;

async function post<T>(user: TestUser | undefined, url: string, payload: unknown, lang = 'en', headers: Record<string, string> = {}) {
  const res = await t.app.inject({ method: 'POST', url: `/web${url}`, headers: { ...(user ? { authorization: user.token } : {}), lang, ...headers }, payload: payload as Record<string, unknown> });
  return { status: res.statusCode, ...body<T>(res) };
}

async function investor(): Promise<TestUser> {
  const user = await verifiedUser(t);
  for (const [currency, amount] of [['MXN', 100_000_00n], ['USD', 20_000_00n]] as const) {
    await need(t.ctx, 'ledger').post({ kind: 'seed', ref: `test:${user.userId}`, legs: [{ from: { house: 'DEMO_FUNDING', currency }, to: { userId: user.userId, wallet: 'FINANCIAL', currency }, amount }] });
  }
  return user;
}

/** An issue added by the operator; answers it as the list shows it. */
async function issue(input: { code: string; type: string; couponRate: string; issueDate: string; maturityDate: string; face: string; minAmount: string }): Promise<GovBond> {
  const res = await post(undefined, '/admin/bonds/issues/create', { ...input, name: { es: input.code, en: input.code, zh: input.code } }, 'en', { authorization: admin.token });
  expect(res.status).toBe(200);
  const list = await post<Page<GovBond>>(undefined, '/m_ft/bondsList', { pageSize: 100 });
  return list.data.list.find((bond) => bond.code === input.code)!;
}

async function buy(user: TestUser, bond: GovBond, quantity: number): Promise<BondHolding> {
  const res = await post<BondHolding>(user, '/treasuryBond/create', { bondId: bond.id, quantity, payPassword: '123456' }, 'en', { 'idempotency-key': key() });
  expect(res.status).toBe(200);
  return res.data;
}

async function reconcileClean() {
  const report = await need(t.ctx, 'ledger').reconcile();
  expect(report.differences).toEqual([]);
}

beforeAll(async () => {
  clock = new ManualClock(START);
  t = await createTestApp({ clock });
  admin = await loginOperator(t, 'admin');
});
afterAll(async () => {
  await t?.ctx.services.bonds?.idle();
  await t?.close();
});

describe('a year of daily accruals', () => {
  it('on one holding equal its coupons to the minor unit, each paid once on its date (M-Bono, 182-day periods; US note, Actual/Actual)', async () => {
    // Both issued today, so a coupon period starts today: the buyer pays no accrued interest.
    const mbono = await issue({ code: 'M YEAR', type: 'BONOS_M', couponRate: '8.37', issueDate: TODAY, maturityDate: keyFromDay(dayAfter(182 * 4)), face: '100', minAmount: '100' });
    const note = await issue({ code: 'T YEAR', type: 'T_NOTE', couponRate: '4.125', issueDate: TODAY, maturityDate: '2028-11-19', face: '1000', minAmount: '1000' });
    const user = await investor();
    const holdings = [await buy(user, mbono, 137), await buy(user, note, 3)];
    const bonds = need(t.ctx, 'bonds');
    for (const h of holdings) expect(h.accrued).toBe('0.00');

    // The coupons of the year, as the schedule announced them on the buy day.
    const couponsOf = (h: BondHolding) => h.schedule.filter((flow) => flow.kind === 'coupon' && flow.date <= keyFromDay(dayAfter(365)));
    expect(couponsOf(holdings[0]!).map((c) => c.date)).toEqual([keyFromDay(dayAfter(182)), keyFromDay(dayAfter(364))]);
    expect(couponsOf(holdings[1]!).map((c) => c.date)).toEqual(['2027-05-19', '2027-11-19']);
    // 137 × 100 × 8.37 % × 182 / 360 = 579.7155 -> MXN 579.72; 3 × 1,000 × 4.125 % / 2 = USD 61.875 -> 61.88.
    expect(couponsOf(holdings[0]!).map((c) => c.amount)).toEqual(['579.72', '579.72']);
    expect(couponsOf(holdings[1]!).map((c) => c.amount)).toEqual(['61.88', '61.88']);

    // Day by day for a year: the coupon job runs, the holding is read. A day's accrual is what
    // the holding earned that day: accrued today + coupons received - the same yesterday.
    const earned = (h: BondHolding) => minor(h.accrued) + minor(h.interest);
    const previous = holdings.map(() => 0n);
    const sums = holdings.map(() => [0n]);
    for (let d = 1; d <= 365; d++) {
      clock.set(at(d));
      await bonds.payCoupons(bonds.today(), 0, 1000);
      for (const [i, h] of holdings.entries()) {
        const now = await bonds.detail(user.userId, h.id, 'en');
        const today = earned(now);
        const accrual = today - previous[i]!;
        // Never negative, and never more than a day's share of the period's coupon rounded up.
        expect(accrual >= 0n).toBe(true);
        expect(accrual <= minor(couponsOf(h)[0]!.amount) / 181n + 1n).toBe(true);
        sums[i]![sums[i]!.length - 1]! += accrual;
        previous[i] = today;
        if (couponsOf(h).some((c) => c.date === keyFromDay(bonds.today()))) sums[i]!.push(0n); // a period ends: its accruals start again
      }
    }
    for (const [i, h] of holdings.entries()) {
      const coupons = couponsOf(h).map((c) => minor(c.amount));
      // Each period's daily accruals add up to its coupon; the year's to the coupons paid.
      expect(sums[i]!.slice(0, 2)).toEqual(coupons);
      const after = await bonds.detail(user.userId, h.id, 'en');
      const paid = await t.ctx.db.selectFrom('bonds_payments').select(['kind', 'due_date', 'gross_minor']).where('holding_id', '=', h.id).orderBy('due_date').execute();
      expect(paid.map((p) => [p.kind, p.due_date, BigInt(p.gross_minor)])).toEqual(couponsOf(h).map((c) => ['coupon', c.date, minor(c.amount)]));
      expect(minor(after.interest)).toBe(coupons.reduce((a, b) => a + b, 0n));
      expect(sums[i]!.reduce((a, b) => a + b, 0n)).toBe(minor(after.interest) + minor(after.accrued));
    }
    await bonds.idle();
    clock.set(START);
    await reconcileClean();
  }, 240_000);
});

describe('holding states', () => {
  it('bought -> sold and bought -> waiting for redemption -> redeemed; a matured, sold or redeemed holding refuses every other move', async () => {
    const cetes = await issue({ code: 'CETES LIFE', type: 'CETES', couponRate: '0', issueDate: '2026-10-22', maturityDate: keyFromDay(dayAfter(7)), face: '10', minAmount: '100' });
    const mbono = await issue({ code: 'M LIFE', type: 'BONOS_M', couponRate: '9', issueDate: '2025-11-27', maturityDate: keyFromDay(dayAfter(8 + 182)), face: '100', minAmount: '100' });
    const user = await investor();
    const bonds = need(t.ctx, 'bonds');
    const c = await buy(user, cetes, 50);
    const m = await buy(user, mbono, 20);
    expect([c.status, m.status]).toEqual(['bought', 'bought']);

    // bought -> sold (early sale of the M-Bono, before its coupon of day 8).
    clock.set(at(2));
    const sold = await post<BondHolding>(user, '/treasuryBond/flatPosition', { holdingId: m.id, payPassword: '123456' }, 'en', { 'idempotency-key': key() });
    expect(sold.data.status).toBe('sold');

    // The CETES's maturity day, before the redemption job: waiting for redemption, not sellable.
    clock.set(at(7));
    const waiting = await bonds.detail(user.userId, c.id, 'es');
    expect(waiting).toMatchObject({ status: 'waiting_redemption', daysToMaturity: 0, sellProceeds: '0.00' });
    const late = await post(user, '/treasuryBond/flatPosition', { holdingId: c.id, payPassword: '123456' }, 'es', { 'idempotency-key': key() });
    expect(late.status).toBe(409);
    expect(late.data).toMatchObject({ error: 'BOND_NOT_SELLABLE' });
    // waiting -> redeemed by the job, once.
    expect((await bonds.redeemMatured(bonds.today(), 1000)).items).toBeGreaterThanOrEqual(1);
    await bonds.redeemMatured(bonds.today(), 1000);
    expect((await bonds.detail(user.userId, c.id, 'en')).status).toBe('redeemed');

    // Past the M-Bono's coupon and maturity: the sold holding gets neither.
    clock.set(at(8 + 182 + 1));
    await bonds.payCoupons(bonds.today(), 0, 1000);
    await bonds.redeemMatured(bonds.today(), 1000);
    const payments = await t.ctx.db.selectFrom('bonds_payments').select(['holding_id', 'kind']).where('holding_id', 'in', [c.id, m.id]).orderBy('id').execute();
    expect(payments.map((p) => `${p.holding_id}:${p.kind}`)).toEqual([`${m.id}:sale`, `${c.id}:redemption`]);
    expect((await bonds.detail(user.userId, m.id, 'en')).status).toBe('sold');

    // Every move out of sold or redeemed is refused, and writes nothing (months later the
    // session has expired: the service itself).
    for (const id of [c.id, m.id]) {
      await expect(bonds.sell(user.userId, id, key(), 'zh')).rejects.toMatchObject({ error: 'BOND_NOT_SELLABLE' });
      const row = await t.ctx.db.selectFrom('bonds_holdings').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
      for (const to of ['sold', 'redeemed'] as const) {
        await expect(t.ctx.db.transaction().execute((trx) => transition(trx, row, to, 'test', 'refused move', new Date(clock.now()), 0n))).rejects.toMatchObject({ error: 'BOND_NOT_SELLABLE' });
      }
    }
    const history = await t.ctx.db.selectFrom('bonds_history').select(['holding_id', 'from_status', 'to_status']).where('holding_id', 'in', [c.id, m.id]).orderBy('id').execute();
    expect(history.map((h) => `${h.holding_id}:${h.from_status ?? '-'}>${h.to_status}`)).toEqual([`${c.id}:->bought`, `${m.id}:->bought`, `${m.id}:bought>sold`, `${c.id}:bought>redeemed`]);
    await bonds.idle();
    clock.set(START);
    await reconcileClean();
  }, 60_000);
});

import crypto from 'node:crypto';
import type { IpoSubscription, NewStockDetail } from '@app/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { need } from '../../src/context.ts';
import { ManualClock } from '../../src/lib/clock.ts';
import { allotIssue } from '../../src/modules/ipo/allot.ts';
import { loginOperator, verifiedUser } from '../fixtures/users.ts';
import { body, createTestApp, type TestApp } from '../helpers.ts';

/*
 * Issue 34 item 18: IPO brokerage charged on or after 24 Nov 2026 carries the IVA of the
 * trading-tax rule then in force, even for an order held before the rule started. Amounts
 * computed apart (PRODUCT-RULES 1.2): 500 x HK$10 = 5,000.00 + 50.00 + 0.14 + 0.01 + 0.28
 * = 5,050.43 held on 23 Nov; allotted on 25 Nov with IVA 16 % x 50.00 = 8.00: 5,058.43.
 */

/** Monday 23 November 2026, 10:00 UTC: the day before the IVA rule. */
const START = Date.UTC(2026, 10, 23, 10, 0, 0);
const HOUR = 3_600_000;
const DAY = 86_400_000;

let t: TestApp;
let clock: ManualClock;

async function call<T>(auth: string | undefined, method: 'GET' | 'POST', url: string, payload?: unknown, headers: Record<string, string> = {}) {
  const res = await t.app.inject({ method, url: `/web${url}`, headers: { ...(auth ? { authorization: auth } : {}), lang: 'en', ...headers }, ...(payload ? { payload: payload as Record<string, unknown> } : {}) });
  return { status: res.statusCode, ...body<T>(res) };
}

beforeAll(async () => {
  clock = new ManualClock(START);
  t = await createTestApp({ clock });
});
afterAll(async () => {
  await t?.close();
});

describe('IVA on IPO brokerage from the rule’s first day', () => {
  it('an order held on 23 Nov without IVA is charged the IVA in force when allotted on 25 Nov: it owes the HK$8.00 difference, paid before listing', async () => {
    const admin = await loginOperator(t, 'admin');
    const created = await call<NewStockDetail>(admin.token, 'POST', '/admin/ipo/create', {
      market: 'HK', code: 'HKIVA', nameEs: 'Prueba', nameEn: 'Test', nameZh: '测试', exchange: 'HKEX', priceLow: '9', priceHigh: '10', lotSize: 500,
      sharesOffered: 1_000_000, opensAt: START - HOUR, closesAt: START + DAY, allotAt: START + 2 * DAY, listAt: START + 3 * DAY, mechanism: { kind: 'B', percent: 10 },
    });
    expect(created.status).toBe(200);
    const user = await verifiedUser(t);
    await need(t.ctx, 'ledger').post({ kind: 'seed', ref: `test:${user.userId}`, legs: [{ from: { house: 'DEMO_FUNDING', currency: 'HKD' }, to: { userId: user.userId, wallet: 'SUBSCRIPTION', currency: 'HKD' }, amount: 10_000_000n }] });
    const sub = await call<IpoSubscription>(user.token, 'POST', '/NewShares/create', { ipoId: created.data.id, quantity: 1, payPassword: '123456' }, { 'idempotency-key': crypto.randomUUID() });
    expect(sub.data.held).toBe('5050.43');

    clock.set(START + 2 * DAY);
    expect(await allotIssue(need(t.ctx, 'ipo'), created.data.id)).toBe(true);
    const view = await call<IpoSubscription>(user.token, 'GET', `/NewShares/detail?id=${sub.data.id}`);
    expect(view.data).toMatchObject({ status: 'allotted', orderStatus: 'to_be_settled', due: '8.00', held: '5050.43' });
    const paid = await call<IpoSubscription>(user.token, 'POST', '/NewShares/pay', { id: sub.data.id, payPassword: '123456' }, { 'idempotency-key': crypto.randomUUID() });
    expect(paid.status).toBe(200);
    expect(paid.data.charges).toEqual({ gross: '5000.00', brokerage: '50.00', iva: '8.00', sfcLevy: '0.14', afrcLevy: '0.01', tradingFee: '0.28', fees: '58.43', total: '5058.43' });
    const after = await need(t.ctx, 'ledger').balance({ userId: user.userId, wallet: 'SUBSCRIPTION', currency: 'HKD' });
    expect([after.held, 10_000_000n - after.balance]).toEqual([0n, 505_843n]);
    const report = await need(t.ctx, 'ledger').reconcile();
    expect(report.differences).toEqual([]);
  });
});

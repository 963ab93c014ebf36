import crypto from 'node:crypto';
import type { FundOrder, FundPreview, FundRedeemPreview, FundStat } from '@app/contracts';
import Decimal from 'decimal.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { need } from '../../src/context.ts';
import { ManualClock } from '../../src/lib/clock.ts';
import { dayFromKey, keyFromDay } from '../../src/market/time.ts';
import { applicableNavDay, isBusinessDay, nextBusinessDay, previousBusinessDay } from '../../src/modules/funds/rules.ts';
import { loginOperator, verifiedUser, type TestOperator, type TestUser } from '../fixtures/users.ts';
import { body, createTestApp, type TestApp } from '../helpers.ts';

/** Wednesday 25 November 2026, 13:30 IST (08:00 UTC): before the 15:00 cut-off. */
const START = Date.UTC(2026, 10, 25, 8, 0, 0);
const HOUR = 3_600_000;
const DAY = 24 * HOUR;

let t: TestApp;
let clock: ManualClock;
let reviewer: TestOperator;

const funds = () => need(t.ctx, 'funds');
const minor = (value: string) => BigInt(new Decimal(value).times(100).toFixed(0));

async function call<T>(method: 'GET' | 'POST', who: { token: string }, url: string, payload: Record<string, unknown>, lang = 'en') {
  const res = await t.app.inject({
    method,
    url: method === 'GET' ? `/web${url}?${new URLSearchParams(Object.entries(payload).map(([k, v]): [string, string] => [k, String(v)])).toString()}` : `/web${url}`,
    headers: { authorization: who.token, lang, 'idempotency-key': crypto.randomUUID() },
    ...(method === 'POST' ? { payload } : {}),
  });
  return { status: res.statusCode, ...body<T>(res) };
}

/** A user holding an allotted purchase of MXN 10,000 in the liquid scheme at the NAV of 25 November. */
async function holder(): Promise<{ user: TestUser; order: FundOrder; schemeId: number }> {
  clock.set(START);
  const user = await verifiedUser(t);
  await need(t.ctx, 'ledger').post({ kind: 'seed', ref: `test:${user.userId}`, legs: [{ from: { house: 'DEMO_FUNDING', currency: 'MXN' }, to: { userId: user.userId, wallet: 'FINANCIAL', currency: 'MXN' }, amount: minor('10000') }] });
  const scheme = await t.ctx.db.selectFrom('funds_schemes').select('id').where('code', '=', 'SIMLIQ').executeTakeFirstOrThrow();
  const p = (await call<FundPreview>('GET', user, '/user_fund_orders/preview', { productId: scheme.id, amount: '10000' })).data;
  const created = await call<FundOrder>('POST', user, '/user_fund_orders/create', { productId: scheme.id, amount: '10000', termsVersionId: p.rule.versionId, payPassword: '123456' });
  expect(created.status).toBe(200);
  expect((await call('POST', reviewer, '/admin/funds/orders/review', { orderId: created.data.id, decision: 'pass' })).status).toBe(200);
  clock.set(START + 2 * HOUR);
  await funds().publishNav(dayFromKey('2026-11-25'));
  await funds().settle(100);
  return { user, order: await funds().detail(user.userId, created.data.id, 'en'), schemeId: scheme.id };
}

beforeAll(async () => {
  clock = new ManualClock(START);
  t = await createTestApp({ clock });
  reviewer = await loginOperator(t, 'money_reviewer');
});
afterAll(async () => {
  await t?.ctx.services.funds?.idle();
  await t?.close();
});

describe('the Indian exchanges\' holidays are not NAV days (issue 34 item 8)', () => {
  it('24 November 2026 (Guru Nanak Jayanti) and 25 December 2026 (Christmas) strike no NAV; money after the cut-off on the 23rd gets the 25th', () => {
    expect(isBusinessDay(dayFromKey('2026-11-24'))).toBe(false);
    expect(isBusinessDay(dayFromKey('2026-12-25'))).toBe(false);
    expect(isBusinessDay(dayFromKey('2026-11-23'))).toBe(true);
    expect(keyFromDay(nextBusinessDay(dayFromKey('2026-11-23')))).toBe('2026-11-25');
    expect(keyFromDay(previousBusinessDay(dayFromKey('2026-11-25')))).toBe('2026-11-23');
    expect(keyFromDay(nextBusinessDay(dayFromKey('2026-12-24')))).toBe('2026-12-28');
    // Monday 23 November 16:00 IST (10:30 UTC), after the 15:00 cut-off.
    expect(keyFromDay(applicableNavDay(Date.UTC(2026, 10, 23, 10, 30), 15 * 60))).toBe('2026-11-25');
  });
});

describe('"Mis fondos" in pesos and a redemption\'s figures before its PIN (issue 34 item 8)', () => {
  it('holdings show their MXN value; the preview gives the NAV day, the exit load and the MXN estimate at the published rounding', async () => {
    const { user, order } = await holder();
    // ₹48,497.58 at NAV 1,211.0323 → 40.046 units (rounded down), worth ₹48,497.00 at that NAV.
    expect(order).toMatchObject({ status: 1, amount: '10000.00', investedInr: '48497.58', nav: '1211.0323', units: '40.046', value: '48497.00', income: '-3.00' });
    const stat = (await call<FundStat>('POST', user, '/user_fund_orders/stat', {})).data;
    // ₹48,497.00 / 4.85 = 9,999.3814… → MX$9,999.38; income −₹3.00 / 4.85 = −0.6185… → −MX$0.62.
    expect(stat).toMatchObject({ totalAmount: '48497.00', cost: '48500.00', income: '-3.00', inrPerMxn: '4.85', currentMxn: '9999.38', regularMxn: '0.00', totalMxn: '9999.38', incomeMxn: '-0.62' });
    expect(stat.holdings.map((h) => [h.code, h.value, h.valueMxn, h.incomeMxn])).toEqual([['SIMLIQ', '48497.00', '9999.38', '-0.62']]);

    // Thursday 26th, 13:30 IST: the redemption will take the 26th's NAV, 1 day after allotment → exit load 0.0070 %.
    clock.set(START + DAY);
    const all = await call<FundRedeemPreview>('POST', user, '/user_fund_orders/redeemPreview', { orderId: order.id });
    expect(all.status).toBe(200);
    // ₹48,497.00 × 0.0070 % = 3.39479 → ₹3.39; net ₹48,493.61 / 4.85 = 9,998.6824… → MX$9,998.68.
    expect(all.data).toEqual({ orderId: order.id, units: '40.046', nav: '1211.0323', navDate: '2026-11-25', redeemNavDate: '2026-11-26', heldDays: 1, exitLoadRate: '0.0070', grossInr: '48497.00', exitLoadInr: '3.39', netInr: '48493.61', inrPerMxn: '4.85', amountMxn: '9998.68' });
    // 20.5 units × 1,211.0323 = ₹24,826.16; load 1.7378 → ₹1.74; net ₹24,824.42 / 4.85 = 5,118.4371… → MX$5,118.44 (half up, not down).
    const part = await call<FundRedeemPreview>('POST', user, '/user_fund_orders/redeemPreview', { orderId: order.id, units: '20.5' });
    expect(part.data).toMatchObject({ units: '20.500', grossInr: '24826.16', exitLoadInr: '1.74', netInr: '24824.42', amountMxn: '5118.44' });

    // Refused as the redemption would be, in each language, and nothing is asked.
    for (const [lang, msg] of [
      ['es', 'Puedes rescatar de 0.001 a 40.046 unidades'],
      ['en', 'You can redeem from 0.001 to 40.046 units'],
    ] as const) {
      const bad = await call<FundRedeemPreview>('POST', user, '/user_fund_orders/redeemPreview', { orderId: order.id, units: '40.047' }, lang);
      expect([bad.status, bad.msg, (bad.data as unknown as { error: string }).error]).toEqual([422, msg, 'FUND_REDEEM_UNITS']);
    }
    const zh = await call('POST', user, '/user_fund_orders/redeemPreview', { orderId: order.id, units: 'x' }, 'zh');
    expect(zh.status).toBe(422);
    const other = await verifiedUser(t);
    expect((await call('POST', other, '/user_fund_orders/redeemPreview', { orderId: order.id })).status).toBe(404);
    expect(await t.ctx.db.selectFrom('funds_redemptions').selectAll().where('order_id', '=', order.id).execute()).toEqual([]);
  });
});

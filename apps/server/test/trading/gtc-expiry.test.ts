import type { OrderRulesView, Page, TradeOrder } from '@app/contracts';
import Decimal from 'decimal.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { need } from '../../src/context.ts';
import type { ManualClock } from '../../src/lib/clock.ts';
import type { TestUser } from '../fixtures/users.ts';
import { body, type TestApp } from '../helpers.ts';
import { balance, call, investor, key, minor, tradingApp, US_OPEN } from './_setup.ts';

const pin = '123456';
const DAY = 86_400_000;

/**
 * A plain resting limit order is good till cancelled, at most the published gtcMaxDays
 * (issue 21, as the conditional orders): the matching job cancels it when that runs out
 * and its hold (margin, fee and the fee's IVA) goes back to the wallet.
 */
describe('resting limit orders expire after the published good-till-cancelled maximum', () => {
  let t: TestApp;
  let clock: ManualClock;
  let user: TestUser;
  const sweep = () => need(t.ctx, 'trading').engine.sweep();
  /** Sessions do not last 90 days: a new login after the clock moved on. */
  const relogin = async () => {
    const res = await t.app.inject({ method: 'POST', url: '/web/loginByUsername', headers: { lang: 'en' }, payload: { username: user.username, password: user.password } });
    user = { ...user, token: body<{ token: string }>(res).data.token };
  };

  beforeAll(async () => {
    ({ t, clock } = await tradingApp(US_OPEN));
    user = await investor(t, { US_STOCK: ['USD', '50000'] });
  });
  afterAll(async () => {
    await need(t.ctx, 'trading').idle();
    await t.close();
  });

  it('rests with its expiry, expires on the sweep at that time (not before), the hold released, with a notice', async () => {
    const start = clock.now();
    const rules = body<OrderRulesView>(await t.app.inject({ method: 'GET', url: '/web/orders/conditional/rules' })).data;
    expect(rules.gtcMaxDays).toBe(90);
    const bid = need(t.ctx, 'market').quote('AAPL').bid;
    // Low in the price band (10 %): it rests; the only other sweep is the second before its expiry, when the ask is above it.
    const limit = new Decimal(bid).times(0.91).toDecimalPlaces(2, Decimal.ROUND_UP).toFixed(2);
    expect(need(t.ctx, 'market').provider.quote('AAPL', start + 90 * DAY - 1000).ask).toBeGreaterThan(Number(limit));
    const placed = await call<TradeOrder>(t, user, '/stock/create', { code: 'AAPL', direction: 0, orderType: 1, price: limit, quantity: 10, payPassword: pin, idempotencyKey: key() });
    expect(placed.code, placed.msg).toBe(200);
    expect(placed.data.status).toBe(0);
    expect(placed.data.expiresAt).toBe(start + rules.gtcMaxDays * DAY);
    const before = await balance(t, user.userId, 'US_STOCK', 'USD');
    expect(before.held).toBeGreaterThan(0n);
    expect(before.balance).toBe(minor('50000'));

    // A second before: still resting.
    clock.set(start + rules.gtcMaxDays * DAY - 1000);
    expect((await sweep()).expired).toBe(0);
    await relogin();
    const still = await call<Page<TradeOrder>>(t, user, '/position/consignList', {});
    expect(still.data.list.map((o) => o.id)).toEqual([placed.data.id]);

    clock.set(start + rules.gtcMaxDays * DAY);
    const result = await sweep();
    expect(result).toMatchObject({ ran: true, expired: 1, filled: 0 });
    await need(t.ctx, 'trading').idle();
    const detail = await call<{ order: TradeOrder }>(t, user, '/orders/detail', { id: placed.data.id }, { lang: 'es' });
    expect(detail.code, detail.msg).toBe(200);
    expect(detail.data.order).toMatchObject({ status: 2, statusReason: 'Vencida: llegó al plazo máximo de "hasta cancelar"' });
    expect(detail.data.order.expiresAt).toBeUndefined();
    const after = await balance(t, user.userId, 'US_STOCK', 'USD');
    expect(after.held).toBe(0n);
    expect(after.balance).toBe(minor('50000'));
    expect((await call<Page<TradeOrder>>(t, user, '/position/consignList', {})).data.list).toEqual([]);
    const events = await t.ctx.db.selectFrom('trading_order_events').select(['event', 'created_by']).where('order_id', '=', placed.data.id).orderBy('id').execute();
    expect(events.at(-1)).toEqual({ event: 'expired', created_by: 'system' });
    const notices = await t.ctx.db.selectFrom('notices').select(['kind', 'ref']).where('user_id', '=', user.userId).where('ref', '=', `order:${placed.data.id}`).execute();
    expect(notices).toEqual([{ kind: 'order', ref: `order:${placed.data.id}` }]);
    // Once: the next sweep has nothing to expire, and the ledger balances.
    expect((await sweep()).expired).toBe(0);
    expect((await need(t.ctx, 'ledger').reconcile()).ok).toBe(true);
  });

  it('a user cancelling at the same time as the expiry: one of them wins, the hold is released once', async () => {
    const start = clock.now();
    const bid = need(t.ctx, 'market').quote('AAPL').bid;
    const limit = new Decimal(bid).times(0.91).toDecimalPlaces(2, Decimal.ROUND_UP).toFixed(2);
    const placed = await call<TradeOrder>(t, user, '/stock/create', { code: 'AAPL', direction: 0, orderType: 1, price: limit, quantity: 5, payPassword: pin, idempotencyKey: key() });
    expect(placed.code, placed.msg).toBe(200);
    expect(placed.data.status).toBe(0);
    clock.set(start + 90 * DAY);
    await relogin();
    const [swept, cancelled] = await Promise.all([sweep(), call<TradeOrder>(t, user, '/orders/cancel', { id: placed.data.id, payPassword: pin })]);
    await need(t.ctx, 'trading').idle();
    expect(swept.expired + (cancelled.code === 200 ? 1 : 0)).toBe(1);
    const after = await balance(t, user.userId, 'US_STOCK', 'USD');
    expect(after.held).toBe(0n);
    expect(after.balance).toBe(minor('50000'));
    expect((await need(t.ctx, 'ledger').reconcile()).ok).toBe(true);
  });
});

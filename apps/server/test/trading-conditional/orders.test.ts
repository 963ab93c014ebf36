import type { ConditionalOrder, Page, TradeOrder, TradePosition } from '@app/contracts';
import Decimal from 'decimal.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { need } from '../../src/context.ts';
import type { ManualClock } from '../../src/lib/clock.ts';
import type { TestUser } from '../fixtures/users.ts';
import type { TestApp } from '../helpers.ts';
import { balance, call, investor, key, minor, trader, tradingApp, US_OPEN } from '../trading/_setup.ts';

const pin = '123456';
const MINUTE = 60_000;

type Placed = { order: ConditionalOrder; legs: ConditionalOrder[] };

/**
 * Conditional orders on a pinned clock: the simulated market is deterministic in time, so
 * the scripted price path is the market's own (looked ahead minute by minute); the test
 * moves the clock to where the path crosses a level and runs the trigger job once, as
 * the job would on that tick.
 */
describe('conditional orders: trigger, fill through the order path, expiry', () => {
  let t: TestApp;
  let clock: ManualClock;
  let cash: TestUser;
  const provider = () => need(t.ctx, 'market').provider;
  const tick = () => need(t.ctx, 'trading').triggers.tick();
  const idle = () => need(t.ctx, 'trading').idle();

  beforeAll(async () => {
    ({ t, clock } = await tradingApp(US_OPEN));
    cash = await investor(t, { US_STOCK: ['USD', '100000'] });
  });
  afterAll(async () => {
    await idle();
    await t.close();
  });

  /** The first minute after `from` (open market) at which `test` holds. */
  function firstTime(code: string, from: number, steps: number, test: (q: { bid: number; ask: number }) => boolean): number | undefined {
    for (let i = 1; i <= steps; i++) {
      const at = from + i * MINUTE;
      const q = provider().quote(code, at);
      if (q.status === 'open' && test(q)) return at;
    }
    return undefined;
  }
  function extreme(code: string, from: number, steps: number, side: 'bid' | 'ask', pick: 'min' | 'max'): number {
    let best = provider().quote(code, from)[side];
    for (let i = 1; i <= steps; i++) {
      const q = provider().quote(code, from + i * MINUTE);
      if (q.status !== 'open') continue;
      best = pick === 'min' ? Math.min(best, q[side]) : Math.max(best, q[side]);
    }
    return best;
  }

  const place = (user: TestUser, body: Record<string, unknown>, lang = 'en') => call<Placed>(t, user, '/orders/conditional/create', { payPassword: pin, idempotencyKey: key(), ...body }, { lang });

  it('a sell stop on shares held fires on the first bid at its trigger and sells them through the ticket, with a notice', async () => {
    const start = clock.now();
    const bought = await call<TradeOrder>(t, cash, '/stock/create', { code: 'AAPL', direction: 0, quantity: 10, payPassword: pin, idempotencyKey: key() });
    expect(bought.data.status).toBe(1);
    // The trigger: the lowest bid of the next two hours (reached, but not now).
    const low = extreme('AAPL', start, 120, 'bid', 'min');
    expect(low).toBeLessThan(provider().quote('AAPL', start).bid);
    const trigger = low.toFixed(2);
    const placed = await place(cash, { code: 'AAPL', direction: 1, kind: 'stop', quantity: 10, triggerPrice: trigger, timeInForce: 'gtc' });
    expect(placed.code).toBe(200);
    expect(placed.data.order).toMatchObject({ kind: 'stop', status: 'active', triggerPrice: trigger, timeInForce: 'gtc', quantity: '10' });
    expect(placed.data.order.expiresAt).toBe(start + 90 * 86_400_000);

    expect((await tick()).fired).toBe(0);
    const crossing = firstTime('AAPL', start, 120, (q) => q.bid <= low)!;
    clock.set(crossing - MINUTE);
    expect((await tick()).fired).toBe(0);
    clock.set(crossing);
    const result = await tick();
    expect(result).toMatchObject({ fired: 1, filled: 1 });
    await idle();

    const list = await call<Page<ConditionalOrder>>(t, cash, '/orders/conditional/list', {});
    const row = list.data.list.find((o) => o.id === placed.data.order.id)!;
    expect(row.status).toBe('filled');
    expect(row.triggerTime).toBe(crossing);
    const order = await call<{ order: TradeOrder }>(t, cash, '/orders/detail', { id: row.orderId });
    expect(order.data.order).toMatchObject({ status: 1, openClose: 1, quantity: '10', fillPrice: provider().quote('AAPL', crossing).bid.toFixed(2) });
    const holding = await call<Page<TradePosition>>(t, cash, '/position/me', {});
    expect(holding.data.list.filter((p) => p.code === 'AAPL')).toEqual([]);
    const notices = await t.ctx.db.selectFrom('notices').select(['kind', 'ref']).where('user_id', '=', cash.userId).execute();
    expect(notices).toContainEqual({ kind: 'order', ref: `conditional:${row.id}` });
    // Fired once: the next tick does nothing.
    expect((await tick()).fired).toBe(0);
  });

  it('a buy stop-limit works at its stop and fills at its limit or better', async () => {
    const start = clock.now();
    const high = extreme('AAPL', start, 120, 'ask', 'max');
    const ask0 = provider().quote('AAPL', start).ask;
    expect(high).toBeGreaterThan(ask0);
    // Stop a little above now, limit at the high: the stop is reached first.
    const stop = new Decimal(ask0).plus(high).dividedBy(2).toDecimalPlaces(2, Decimal.ROUND_UP);
    const placed = await place(cash, { code: 'AAPL', direction: 0, kind: 'stop_limit', quantity: 2, triggerPrice: stop.toFixed(2), limitPrice: high.toFixed(2), timeInForce: 'day' });
    expect(placed.code).toBe(200);
    const crossing = firstTime('AAPL', start, 120, (q) => q.ask >= stop.toNumber())!;
    clock.set(crossing);
    const result = await tick();
    expect(result.fired + result.worked).toBe(1);
    await idle();
    const row = (await call<Page<ConditionalOrder>>(t, cash, '/orders/conditional/list', {})).data.list.find((o) => o.id === placed.data.order.id)!;
    expect(row.status).toBe('filled');
    const order = await call<{ order: TradeOrder }>(t, cash, '/orders/detail', { id: row.orderId });
    expect(new Decimal(order.data.order.fillPrice!).lte(high)).toBe(true);
  });

  it('a Day order expires at the close of its exchange session, with a notice; GTC runs on', async () => {
    const start = clock.now();
    const bid = provider().quote('AAPL', start).bid;
    const far = new Decimal(bid).times(0.5).toDecimalPlaces(2).toFixed(2);
    const day = await place(cash, { code: 'AAPL', direction: 0, kind: 'limit', quantity: 1, limitPrice: far, timeInForce: 'day' });
    expect(day.code).toBe(200);
    const close = need(t.ctx, 'market').session('AAPL').regularClose!;
    expect(day.data.order.expiresAt).toBe(close);
    // 16:00 New York on 6 January 2026.
    expect(close).toBe(Date.UTC(2026, 0, 6, 21, 0, 0));
    const gtc = await place(cash, { code: 'AAPL', direction: 0, kind: 'limit', quantity: 1, limitPrice: far, timeInForce: 'gtc' });
    clock.set(close - 1000);
    expect((await tick()).expired).toBe(0);
    clock.set(close);
    expect((await tick()).expired).toBe(1);
    await idle();
    const rows = (await call<Page<ConditionalOrder>>(t, cash, '/orders/conditional/list', { live: false })).data.list;
    expect(rows.find((o) => o.id === day.data.order.id)).toMatchObject({ status: 'expired', statusReason: 'Expired at the end of its time in force' });
    expect(rows.find((o) => o.id === gtc.data.order.id)!.status).toBe('active');
    const notices = await t.ctx.db.selectFrom('notices').select(['ref']).where('user_id', '=', cash.userId).where('ref', '=', `conditional:${day.data.order.id}`).execute();
    expect(notices).toHaveLength(1);
    // The user cancels the GTC order; a second cancel is refused.
    const cancelled = await call<ConditionalOrder>(t, cash, '/orders/conditional/cancel', { id: gtc.data.order.id, payPassword: pin });
    expect(cancelled.data.status).toBe('cancelled');
    const again = await call(t, cash, '/orders/conditional/cancel', { id: gtc.data.order.id, payPassword: pin }, { lang: 'es' });
    expect(again.status).toBe(409);
    expect((again.data as { error: string }).error).toBe('CONDITIONAL_NOT_CANCELLABLE');
    expect(again.msg).toBe('La orden ya no se puede cancelar (estado: cancelada)');
    clock.set(US_OPEN + 30 * MINUTE);
  });

  it('refuses a stop the market has passed, a trail without distance, extended hours off US limits, in three languages, writing nothing', async () => {
    const before = await t.ctx.db.selectFrom('trading_conditional_orders').select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow();
    const ask = provider().quote('AAPL', clock.now()).ask;
    const below = new Decimal(ask).minus(1).toFixed(2);
    const en = await place(cash, { code: 'AAPL', direction: 0, kind: 'stop', quantity: 1, triggerPrice: below });
    expect(en.status).toBe(422);
    expect((en.data as unknown as { error: string; field: string }).error).toBe('INVALID_TRIGGER');
    expect(en.msg).toBe('Invalid trigger price: a buy stop triggers above the current ask');
    const zh = await place(cash, { code: 'AAPL', direction: 0, kind: 'stop', quantity: 1, triggerPrice: below }, 'zh');
    expect(zh.msg).toBe('触发价无效：买入止损单的触发价须高于当前卖价');
    const trail = await place(cash, { code: 'AAPL', direction: 1, kind: 'trailing', quantity: 1 }, 'es');
    expect((trail.data as unknown as { error: string }).error).toBe('INVALID_TRAIL');
    expect(trail.msg).toBe('Stop dinámico: indica una distancia en importe o en porcentaje (hasta 50 %)');
    const extended = await place(cash, { code: 'AAPL', direction: 0, kind: 'stop', quantity: 1, triggerPrice: new Decimal(ask).plus(1).toFixed(2), extendedHours: true });
    expect((extended.data as unknown as { error: string }).error).toBe('EXTENDED_HOURS_NOT_ALLOWED');
    const bracket = await place(cash, { code: 'AAPL', direction: 0, kind: 'market', quantity: 1, bracket: { takeProfit: below, stopLoss: new Decimal(ask).plus(1).toFixed(2) } });
    expect((bracket.data as unknown as { error: string }).error).toBe('INVALID_BRACKET');
    const after = await t.ctx.db.selectFrom('trading_conditional_orders').select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow();
    expect(Number(after.n)).toBe(Number(before.n));
  });

  it('one idempotency key sent 20 times at once places one order', async () => {
    const idem = key();
    const ask = provider().quote('AAPL', clock.now()).ask;
    const body = { code: 'AAPL', direction: 0, kind: 'stop', quantity: 1, triggerPrice: new Decimal(ask).plus(5).toFixed(2), payPassword: pin, idempotencyKey: idem };
    const answers = await Promise.all(Array.from({ length: 20 }, () => call<Placed>(t, cash, '/orders/conditional/create', body)));
    expect(answers.every((a) => a.status === 200)).toBe(true);
    expect(new Set(answers.map((a) => a.data.order.id)).size).toBe(1);
    const rows = await t.ctx.db.selectFrom('trading_conditional_orders').select('id').where('user_id', '=', cash.userId).where('idempotency_key', '=', idem).execute();
    expect(rows).toHaveLength(1);
  });

  it('extended hours: an opted-in US limit fills in the pre-market session, labelled by its quote; one without the opt-in waits', async () => {
    // Wednesday 7 January 2026, 08:00 in New York: pre-market.
    const pre = Date.UTC(2026, 0, 7, 13, 0, 0);
    clock.set(pre);
    expect(need(t.ctx, 'market').session('AAPL').status).toBe('pre');
    const ask = provider().quote('AAPL', pre).ask;
    const limit = new Decimal(ask).plus(0.5).toFixed(2);
    const opted = await place(cash, { code: 'AAPL', direction: 0, kind: 'limit', quantity: 1, limitPrice: limit, extendedHours: true, timeInForce: 'day' });
    expect(opted.code).toBe(200);
    expect(opted.data.order).toMatchObject({ extendedHours: true, timeInForce: 'day' });
    // A Day order with extended hours lasts to the after-hours close (20:00 New York).
    expect(opted.data.order.expiresAt).toBe(Date.UTC(2026, 0, 8, 1, 0, 0));
    const regular = await place(cash, { code: 'AAPL', direction: 0, kind: 'limit', quantity: 1, limitPrice: limit, timeInForce: 'day' });
    const result = await tick();
    expect(result).toMatchObject({ fired: 1, filled: 1 });
    await idle();
    const rows = (await call<Page<ConditionalOrder>>(t, cash, '/orders/conditional/list', { live: false })).data.list;
    const filled = rows.find((o) => o.id === opted.data.order.id)!;
    expect(filled.status).toBe('filled');
    expect(rows.find((o) => o.id === regular.data.order.id)!.status).toBe('active');
    const order = await call<{ order: TradeOrder }>(t, cash, '/orders/detail', { id: filled.orderId });
    expect(order.data.order.fillQuote?.status).toBe('pre');
    expect(new Decimal(order.data.order.fillPrice!).lte(limit)).toBe(true);
    await call(t, cash, '/orders/conditional/cancel', { id: regular.data.order.id, payPassword: pin });
    clock.set(US_OPEN + 30 * MINUTE);
  });

  it('buys by amount: US$50 of AAPL is a fraction of a share to 6 decimals, booked exactly, and a part of it sells', async () => {
    const user = await investor(t, { US_STOCK: ['USD', '1000'] });
    const ask = new Decimal(provider().quote('AAPL', clock.now()).ask.toFixed(2));
    const bought = await call<TradeOrder>(t, user, '/stock/create', { code: 'AAPL', direction: 0, amount: '50', payPassword: pin, idempotencyKey: key() });
    expect(bought.status).toBe(200);
    const quantity = new Decimal(bought.data.quantity);
    expect(quantity.decimalPlaces()).toBeLessThanOrEqual(6);
    expect(quantity.toFixed()).toBe(new Decimal(50).dividedBy(ask).toDecimalPlaces(6, Decimal.ROUND_DOWN).toFixed());
    expect(minor(bought.data.margin)).toBeLessThanOrEqual(5000n);
    const wallet = await balance(t, user.userId, 'US_STOCK', 'USD');
    const fee = minor(bought.data.fee);
    expect(minor('1000') - wallet.balance).toBeGreaterThanOrEqual(minor(bought.data.margin) + fee);
    // Sell a part of the fraction, then the rest.
    const part = quantity.dividedBy(2).toDecimalPlaces(6, Decimal.ROUND_DOWN);
    const sold = await call<TradeOrder>(t, user, '/stock/create', { code: 'AAPL', direction: 1, quantity: part.toFixed(), payPassword: pin, idempotencyKey: key() });
    expect(sold.status).toBe(200);
    const held = await call<Page<TradePosition>>(t, user, '/position/me', {});
    expect(held.data.list.find((p) => p.code === 'AAPL')!.positionNum).toBe(quantity.minus(part).toFixed());
    const rest = await call<TradeOrder>(t, user, '/stock/create', { code: 'AAPL', direction: 1, quantity: quantity.minus(part).toFixed(), payPassword: pin, idempotencyKey: key() });
    expect(rest.status).toBe(200);
    // Finer than the precision, a fraction with leverage, too little money: refused.
    const fine = await call(t, user, '/stock/create', { code: 'AAPL', direction: 0, quantity: '0.1234567', payPassword: pin, idempotencyKey: key() });
    expect((fine.data as { error: string }).error).toBe('WRONG_LOT');
    const small = await call(t, user, '/stock/create', { code: 'AAPL', direction: 0, amount: '0.50', payPassword: pin, idempotencyKey: key() }, { lang: 'es' });
    expect((small.data as { error: string }).error).toBe('ORDER_AMOUNT_TOO_SMALL');
    expect(small.msg).toBe('El importe mínimo es US$1.00');
    const margin = await trader(t);
    const levered = await call(t, margin, '/stock/create', { code: 'AAPL', direction: 0, quantity: '0.5', leverage: 2, payPassword: pin, idempotencyKey: key() });
    expect((levered.data as { error: string }).error).toBe('FRACTIONAL_NOT_ALLOWED');
    const report = await need(t.ctx, 'ledger').reconcile();
    expect(report.differences).toEqual([]);
  });
});

import type { Page, PositionFlow, TradeOrder, TradePosition } from '@app/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { need } from '../../src/context.ts';
import { ManualClock } from '../../src/lib/clock.ts';
import { marketModuleOver, ScriptedMarket } from '../fixtures/scripted-market.ts';
import type { TestUser } from '../fixtures/users.ts';
import { createTestApp, type TestApp } from '../helpers.ts';
import { balance, call, fund, houseTotal, key, minor, trader, tradingModules, US_OPEN } from './_setup.ts';

const pin = '123456';
const MINUTE = 60_000;
/** Minutes after US_OPEN (Tuesday 6 January 2026, 10:00 in New York: US stocks and CME Globex open). */
const at = (minutes: number) => US_OPEN + minutes * MINUTE;

/**
 * The price paths the tests need, written out (issue 27.4): the matching and risk job runs
 * on a pinned clock against a market provider whose quotes follow these steps, so each
 * crossing happens at a known minute and at a known price.
 */
const market = new ScriptedMarket({
  // A limit buy at 195.00 rests, then the ask comes down through it.
  AAPL: [
    { at: at(0), bid: '199.99', ask: '200.01' },
    { at: at(30), bid: '194.49', ask: '194.51' },
  ],
  // A long of 10 with a stop at 398.50: the bid falls to 397.99.
  MSFT: [
    { at: at(0), bid: '399.99', ask: '400.01' },
    { at: at(60), bid: '397.99', ask: '398.01' },
  ],
  // One crude contract long at 60.01 (x20, isolated: the exchange's 5,500.00 initial margin):
  // at 56.71 it has lost 3,300.00 (level 0.40: a margin call), at 55.61 4,400.00 (0.20: liquidation).
  CL: [
    { at: at(0), bid: '59.99', ask: '60.01' },
    { at: at(90), bid: '56.71', ask: '56.73' },
    { at: at(120), bid: '55.61', ask: '55.63' },
  ],
  // One natural gas contract long at 4.001 (x20, cross: 4,500.00 margin and 1,000.00 free):
  // at 3.599 it has lost 4,020.00 (the wallet's level 0.33: a call, though alone it would be
  // liquidated), at 3.499 5,020.00 (0.11: liquidation).
  NG: [
    { at: at(0), bid: '3.999', ask: '4.001' },
    { at: at(150), bid: '3.599', ask: '3.601' },
    { at: at(180), bid: '3.499', ask: '3.501' },
  ],
});

describe('the matching and risk job on a scripted market', () => {
  let t: TestApp;
  let clock: ManualClock;
  let user: TestUser;
  const sweep = () => need(t.ctx, 'trading').engine.sweep();

  beforeAll(async () => {
    clock = new ManualClock(US_OPEN);
    t = await createTestApp({ clock, modules: tradingModules().map((m) => (m.name === 'market' ? marketModuleOver(market) : m)) });
    user = await trader(t, { US_STOCK: ['USD', '50000'], FUTURE: ['USD', '20000'] });
  });
  afterAll(async () => {
    await need(t.ctx, 'trading').idle();
    await t.close();
  });

  it('serves the scripted quotes', () => {
    expect(need(t.ctx, 'market').quote('AAPL')).toMatchObject({ bid: 199.99, ask: 200.01, status: 'open' });
  });

  it('rests a limit buy with its margin held, and fills it at the limit when the ask comes down through it', async () => {
    const placed = await call<TradeOrder>(t, user, '/stock/create', { code: 'AAPL', direction: 0, orderType: 1, price: '195.00', quantity: 20, payPassword: pin, idempotencyKey: key() });
    expect(placed.code).toBe(200);
    expect(placed.data.status).toBe(0);
    expect(placed.data.margin).toBe('3900.00');
    const held = minor(placed.data.margin) + minor(placed.data.fee);
    let wallet = await balance(t, user.userId, 'US_STOCK', 'USD');
    expect(wallet.held).toBe(held);
    expect(wallet.balance).toBe(minor('50000'));
    const consign = await call<Page<TradeOrder>>(t, user, '/position/consignList', {});
    expect(consign.data.list.map((o) => o.id)).toEqual([placed.data.id]);

    // Not yet: the ask is 200.01, then still 200.01 a second before the step.
    expect((await sweep()).filled).toBe(0);
    clock.set(at(30) - 1000);
    expect((await sweep()).filled).toBe(0);
    clock.set(at(30));
    expect((await sweep()).filled).toBe(1);
    await need(t.ctx, 'trading').idle();

    const detail = await call<{ order: TradeOrder; history: Array<{ event: string; by: string; toStatus: number }> }>(t, user, '/orders/detail', { id: placed.data.id });
    expect(detail.data.order.status).toBe(1);
    expect(detail.data.order.fillPrice).toBe('195.00');
    expect(detail.data.order.fillTime).toBe(at(30));
    expect(detail.data.order.fillQuote?.ask).toBe('194.51');
    expect(detail.data.history.map((h) => [h.event, h.toStatus, h.by])).toEqual([
      ['created', 3, `user:${user.userId}`],
      ['entrusted', 0, `user:${user.userId}`],
      ['filled', 1, 'system'],
    ]);
    wallet = await balance(t, user.userId, 'US_STOCK', 'USD');
    expect(wallet.held).toBe(0n);
    expect(wallet.balance).toBe(minor('50000') - held);
    const holding = await call<Page<TradePosition>>(t, user, '/position/me', {});
    expect(holding.data.list[0]!.openPrice).toBe('195.00');
    const notices = await t.ctx.db.selectFrom('notices').select(['kind', 'ref']).where('user_id', '=', user.userId).execute();
    expect(notices).toContainEqual({ kind: 'order', ref: `order:${placed.data.id}` });
    // A second run changes nothing (the order is filled once).
    expect((await sweep()).filled).toBe(0);
  });

  it('cancels a resting order and releases its hold, once', async () => {
    const placed = await call<TradeOrder>(t, user, '/stock/create', { code: 'AAPL', direction: 0, orderType: 1, price: '180.00', quantity: 5, payPassword: pin, idempotencyKey: key() });
    expect(placed.data.status).toBe(0);
    const before = await balance(t, user.userId, 'US_STOCK', 'USD');
    expect(before.held).toBe(minor('900.00') + minor(placed.data.fee));
    const cancelled = await call<TradeOrder>(t, user, '/orders/cancel', { id: placed.data.id, payPassword: pin });
    expect(cancelled.code).toBe(200);
    expect(cancelled.data.status).toBe(2);
    expect(cancelled.data.statusReason).toBe('Cancelled by you');
    const after = await balance(t, user.userId, 'US_STOCK', 'USD');
    expect(after.held).toBe(0n);
    expect(after.balance).toBe(before.balance);
    const again = await call(t, user, '/orders/cancel', { id: placed.data.id, payPassword: pin });
    expect(again.status).toBe(409); // ORDER_NOT_CANCELLABLE: 409 as the contract says
    expect(again.msg).toBe('The order can no longer be cancelled (it is cancelled)');
  });

  it('runs a stop-loss set on the position when the bid falls to it', async () => {
    const opened = await call<TradeOrder>(t, user, '/stock/create', { code: 'MSFT', direction: 0, quantity: 10, payPassword: pin, idempotencyKey: key() });
    expect(opened.data.fillPrice).toBe('400.01');
    const positionId = opened.data.positionId!;
    const set = await call<{ position: TradePosition }>(t, user, '/orders/additions', { positionId, stopLoss: '398.50', payPassword: pin });
    expect(set.code).toBe(200);
    expect(set.data.position.stopLoss).toBe('398.50');
    // A long's take-profit under the bid is refused.
    const wrong = await call(t, user, '/orders/additions', { positionId, takeProfit: '360.00', payPassword: pin });
    expect((wrong.data as { error: string }).error).toBe('INVALID_STOP');
    clock.set(at(60) - 1000);
    expect((await sweep()).stopped).toBe(0);
    clock.set(at(60));
    expect((await sweep()).stopped).toBe(1);
    const closed = await call<TradePosition>(t, user, '/position/detail', { id: positionId });
    expect(closed.data.status).toBe(1);
    expect(closed.data.closeReason).toBe('stop_loss');
    expect(closed.data.closePrice).toBe('397.99');
    const water = await call<Page<PositionFlow>>(t, user, '/position/water/pageList', { positionId });
    expect(water.data.list.map((f) => f.kind)).toEqual(['open', 'open_fee', 'modify', 'stop_loss', 'close_fee']);
  });

  it('sends a margin call, then liquidates a leveraged futures position, booked in the ledger', async () => {
    const opened = await call<TradeOrder>(t, user, '/gold/create', { code: 'CL', direction: 0, quantity: 1, leverage: 20, marginMode: 'half', payPassword: pin, idempotencyKey: key() });
    expect(opened.code).toBe(200);
    expect(opened.data.fillPrice).toBe('60.01');
    expect(opened.data.margin).toBe('5500.00');
    const positionId = opened.data.positionId!;

    clock.set(at(90) - 1000);
    expect(await sweep()).toMatchObject({ marginCalls: 0, liquidated: 0 });
    clock.set(at(90));
    expect(await sweep()).toMatchObject({ marginCalls: 1, liquidated: 0 });
    // Once per fall: the next run does not warn again.
    expect((await sweep()).marginCalls).toBe(0);
    await need(t.ctx, 'trading').idle();
    const notice = await t.ctx.db.selectFrom('notices').select(['kind', 'ref']).where('user_id', '=', user.userId).where('kind', '=', 'margin').execute();
    expect(notice).toEqual([{ kind: 'margin', ref: `position:${positionId}` }]);

    const before = await balance(t, user.userId, 'FUTURE', 'USD');
    clock.set(at(120));
    expect((await sweep()).liquidated).toBe(1);
    await need(t.ctx, 'trading').idle();
    const closed = await call<TradePosition>(t, user, '/position/detail', { id: positionId });
    expect(closed.data.closeReason).toBe('liquidation');
    expect(closed.data.closePrice).toBe('55.61');
    const after = await balance(t, user.userId, 'FUTURE', 'USD');
    // Isolated: the wallet gets back what is left of the margin (5,500.00 - 4,400.00) less the closing fee, never pays more.
    expect(after.balance - before.balance).toBe(minor('1100.00') - minor(closed.data.closeFee));
    const tx = await t.ctx.db.selectFrom('ledger_transactions').select(['kind']).where('ref', '=', `position:${positionId}`).execute();
    expect(tx.map((r) => r.kind)).toEqual(['liquidation']);
    const notices = await t.ctx.db.selectFrom('notices').select(['kind']).where('user_id', '=', user.userId).where('kind', '=', 'liquidation').execute();
    expect(notices).toHaveLength(1);
    // Only the AAPL position of the first test still has margin in the house account.
    expect(await houseTotal(t, 'TRADING_MARGIN', 'USD')).toBe(minor('3900.00'));
  });

  it('liquidates cross positions on the level of their whole wallet (free balance + margins + P/L)', async () => {
    const other = await trader(t, {});
    const preview = await call<{ total: string; margin: string }>(t, other, '/orders/preview', { code: 'NG', direction: 0, quantity: 1, leverage: 20, marginMode: 'full' });
    expect(preview.data.margin).toBe('4500.00');
    // The order and 1,000.00 more: the free balance backs the position too.
    await fund(t, other.userId, 'FUTURE', 'USD', (Number(preview.data.total) + 1000).toFixed(2));
    const opened = await call<TradeOrder>(t, other, '/gold/create', { code: 'NG', direction: 0, quantity: 1, leverage: 20, marginMode: 'full', payPassword: pin, idempotencyKey: key() });
    expect(opened.code).toBe(200);
    expect(opened.data.fillPrice).toBe('4.001');
    expect((await balance(t, other.userId, 'FUTURE', 'USD')).available).toBe(minor('1000.00'));

    // Down 4,020.00: alone it would be below 0.30, with the wallet's free 1,000.00 it is at 0.33.
    clock.set(at(150));
    expect(await sweep()).toMatchObject({ marginCalls: 1, liquidated: 0 });
    clock.set(at(180));
    expect((await sweep()).liquidated).toBe(1);
    const closed = await call<TradePosition>(t, other, '/position/detail', { id: opened.data.positionId! });
    expect(closed.data.closeReason).toBe('liquidation');
    expect(closed.data.closePrice).toBe('3.499');
    const wallet = await balance(t, other.userId, 'FUTURE', 'USD');
    // The loss (5,020.00) is more than the margin: the free balance paid the rest, and the wallet is not negative.
    expect(wallet.balance).toBe(minor('1000.00') + minor('4500.00') - minor('5020.00') - minor(closed.data.closeFee));
  });
});

import type { Page, PositionFlow, TradeOrder, TradePosition } from '@app/contracts';
import Decimal from 'decimal.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { need } from '../../src/context.ts';
import type { ManualClock } from '../../src/lib/clock.ts';
import type { TestUser } from '../fixtures/users.ts';
import type { TestApp } from '../helpers.ts';
import { balance, call, fund, houseTotal, key, minor, trader, tradingApp, US_OPEN } from './_setup.ts';

const pin = '123456';
const MINUTE = 60_000;

/**
 * Scenario on a pinned clock: the simulated market is deterministic in time, so the test
 * looks ahead for the moment the price crosses a level, moves the clock there and runs
 * the matching and risk job once, as the market ticker would.
 */
describe('the matching and risk job on a pinned clock', () => {
  let t: TestApp;
  let clock: ManualClock;
  let user: TestUser;
  const provider = () => need(t.ctx, 'market').provider;
  const sweep = () => need(t.ctx, 'trading').engine.sweep();

  beforeAll(async () => {
    ({ t, clock } = await tradingApp(US_OPEN));
    user = await trader(t, { US_STOCK: ['USD', '50000'], FUTURE: ['USD', '20000'] });
  });
  afterAll(async () => {
    await need(t.ctx, 'trading').idle();
    await t.close();
  });

  /** The first time after `from` (minute steps, open market only) at which `test` holds. */
  /** How far ahead the liquidation tests look for a losing path (the clock then moves there). */
  const DAYS = 10;

  /**
   * A futures contract open at `start` and a direction whose simulated path loses 90 % of the
   * margin of one contract at x20 within `days` (the margin is the exchange's initial margin when
   * that is more than notional / 20, as trading/margin.ts asks).
   */
  function loserAtTwenty(start: number, days: number, codes: string[]): { code: string; direction: number } | undefined {
    for (const code of codes) {
      const q0 = provider().quote(code, start);
      if (q0.status !== 'open') continue;
      const instrument = need(t.ctx, 'market').instrument(code)!;
      const mid0 = (q0.bid + q0.ask) / 2;
      const notional = mid0 * instrument.valueMultiplier;
      const move = (0.9 * Math.max(notional / 20, instrument.futures?.initialMargin ?? 0)) / notional;
      let lo = mid0;
      let hi = mid0;
      for (let i = 1; i <= days * 24 * 60; i += 5) {
        const q = provider().quote(code, start + i * MINUTE);
        if (q.status !== 'open') continue;
        lo = Math.min(lo, q.bid);
        hi = Math.max(hi, q.ask);
      }
      if ((mid0 - lo) / mid0 > move) return { code, direction: 0 };
      if ((hi - mid0) / mid0 > move) return { code, direction: 1 };
    }
    return undefined;
  }

  function firstTime(code: string, from: number, steps: number, test: (q: { bid: number; ask: number }) => boolean): number | undefined {
    for (let i = 1; i <= steps; i++) {
      const at = from + i * MINUTE;
      const q = provider().quote(code, at);
      if (q.status === 'open' && test(q)) return at;
    }
    return undefined;
  }

  it('rests a limit buy with its margin held, and fills it at the limit when the ask comes down to it', async () => {
    const start = clock.now();
    const ask0 = provider().quote('AAPL', start).ask;
    // The lowest ask of the next two hours is the limit: it is reached, but not now.
    let low = ask0;
    for (let i = 1; i <= 120; i++) low = Math.min(low, provider().quote('AAPL', start + i * MINUTE).ask);
    expect(low).toBeLessThan(ask0);
    const limit = low.toFixed(2);
    const placed = await call<TradeOrder>(t, user, '/stock/create', { code: 'AAPL', direction: 0, orderType: 1, price: limit, quantity: 20, payPassword: pin, idempotencyKey: key() });
    expect(placed.code).toBe(200);
    expect(placed.data.status).toBe(0);
    const held = minor(placed.data.margin) + minor(placed.data.fee);
    expect(placed.data.margin).toBe(new Decimal(limit).times(20).toFixed(2));
    let wallet = await balance(t, user.userId, 'US_STOCK', 'USD');
    expect(wallet.held).toBe(held);
    expect(wallet.balance).toBe(minor('50000'));
    const consign = await call<Page<TradeOrder>>(t, user, '/position/consignList', {});
    expect(consign.data.list.map((o) => o.id)).toEqual([placed.data.id]);

    // Not yet: the job runs and leaves it.
    expect((await sweep()).filled).toBe(0);
    const crossing = firstTime('AAPL', start, 120, (q) => q.ask <= Number(limit))!;
    clock.set(crossing - 1000);
    if (provider().quote('AAPL', crossing - 1000).ask > Number(limit)) expect((await sweep()).filled).toBe(0);
    clock.set(crossing);
    const result = await sweep();
    expect(result.filled).toBe(1);
    await need(t.ctx, 'trading').idle();

    const detail = await call<{ order: TradeOrder; history: Array<{ event: string; by: string; toStatus: number }> }>(t, user, '/orders/detail', { id: placed.data.id });
    expect(detail.data.order.status).toBe(1);
    expect(detail.data.order.fillPrice).toBe(limit);
    expect(detail.data.order.fillTime).toBe(crossing);
    expect(detail.data.order.fillQuote?.ask).toBe(provider().quote('AAPL', crossing).ask.toFixed(2));
    expect(detail.data.history.map((h) => [h.event, h.toStatus, h.by])).toEqual([
      ['created', 3, `user:${user.userId}`],
      ['entrusted', 0, `user:${user.userId}`],
      ['filled', 1, 'system'],
    ]);
    wallet = await balance(t, user.userId, 'US_STOCK', 'USD');
    expect(wallet.held).toBe(0n);
    expect(wallet.balance).toBe(minor('50000') - held);
    const holding = await call<Page<TradePosition>>(t, user, '/position/me', {});
    expect(holding.data.list[0]!.openPrice).toBe(limit);
    const notices = await t.ctx.db.selectFrom('notices').select(['kind', 'ref']).where('user_id', '=', user.userId).execute();
    expect(notices).toContainEqual({ kind: 'order', ref: `order:${placed.data.id}` });
    // A second run changes nothing (the order is filled once).
    expect((await sweep()).filled).toBe(0);
  });

  it('cancels a resting order and releases its hold, once', async () => {
    const ask = provider().quote('AAPL', clock.now()).ask;
    const placed = await call<TradeOrder>(t, user, '/stock/create', { code: 'AAPL', direction: 0, orderType: 1, price: (ask * 0.92).toFixed(2), quantity: 5, payPassword: pin, idempotencyKey: key() });
    expect(placed.data.status).toBe(0);
    const before = await balance(t, user.userId, 'US_STOCK', 'USD');
    expect(before.held).toBe(minor(placed.data.margin) + minor(placed.data.fee));
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
    const start = clock.now();
    const opened = await call<TradeOrder>(t, user, '/stock/create', { code: 'AAPL', direction: 0, quantity: 10, payPassword: pin, idempotencyKey: key() });
    const positionId = opened.data.positionId!;
    const bid0 = provider().quote('AAPL', start).bid;
    let low = bid0;
    for (let i = 1; i <= 300; i++) {
      const q = provider().quote('AAPL', start + i * MINUTE);
      if (q.status === 'open') low = Math.min(low, q.bid);
    }
    expect(low).toBeLessThan(bid0);
    const stop = new Decimal(bid0).plus(low).dividedBy(2).toDecimalPlaces(2, Decimal.ROUND_DOWN).toFixed(2);
    const set = await call<{ position: TradePosition }>(t, user, '/orders/additions', { positionId, stopLoss: stop, payPassword: pin });
    expect(set.code).toBe(200);
    expect(set.data.position.stopLoss).toBe(stop);
    const wrong = await call(t, user, '/orders/additions', { positionId, takeProfit: (bid0 * 0.9).toFixed(2), payPassword: pin });
    expect((wrong.data as { error: string }).error).toBe('INVALID_STOP');
    const hit = firstTime('AAPL', start, 300, (q) => q.bid <= Number(stop))!;
    clock.set(hit);
    expect((await sweep()).stopped).toBe(1);
    const closed = await call<TradePosition>(t, user, '/position/detail', { id: positionId });
    expect(closed.data.status).toBe(1);
    expect(closed.data.closeReason).toBe('stop_loss');
    expect(closed.data.closePrice).toBe(provider().quote('AAPL', hit).bid.toFixed(2));
    const water = await call<Page<PositionFlow>>(t, user, '/position/water/pageList', { positionId });
    expect(water.data.list.map((f) => f.kind)).toEqual(['open', 'open_fee', 'modify', 'stop_loss', 'close_fee']);
  });

  it('sends a margin call, then liquidates a leveraged futures position, booked in the ledger', async () => {
    // Look ahead for a futures contract and a direction that lose enough at 20x.
    const start = clock.now();
    const pick = loserAtTwenty(start, DAYS, ['NG', 'BTC', 'SI', 'CL', 'NQ', 'HG', 'ZC', 'ZW', 'RTY', 'ES']);
    expect(pick).toBeDefined();
    const { code, direction } = pick!;
    if (provider().quote(code, start).status !== 'open') throw new Error(`${code} is not open at the start`);
    const opened = await call<TradeOrder>(t, user, '/gold/create', { code, direction, quantity: 1, leverage: 20, marginMode: 'half', payPassword: pin, idempotencyKey: key() });
    expect(opened.code).toBe(200);
    const positionId = opened.data.positionId!;
    const margin = new Decimal(opened.data.margin);
    const open = new Decimal(opened.data.fillPrice!);
    const multiplier = new Decimal(need(t.ctx, 'market').instrument(code)!.valueMultiplier);
    const level = (q: { bid: number; ask: number }) => {
      const mark = new Decimal(direction === 0 ? q.bid : q.ask);
      const pnl = mark.minus(open).times(multiplier).times(direction === 0 ? 1 : -1);
      return margin.plus(pnl).dividedBy(margin);
    };
    const call1 = firstTime(code, start, DAYS * 24 * 60, (q) => level(q).lt('0.5') && level(q).gte('0.3'));
    const liquidation = firstTime(code, start, DAYS * 24 * 60, (q) => level(q).lt('0.3'))!;
    expect(liquidation).toBeDefined();
    // The simulated path is deterministic: it passes the margin call level first.
    expect(call1).toBeDefined();
    expect(call1!).toBeLessThan(liquidation);
    {
      clock.set(call1!);
      const warned = await sweep();
      expect(warned.marginCalls).toBe(1);
      expect(warned.liquidated).toBe(0);
      // Once per fall: the next run does not warn again.
      expect((await sweep()).marginCalls).toBe(0);
      await need(t.ctx, 'trading').idle();
      const notice = await t.ctx.db.selectFrom('notices').select(['kind', 'ref']).where('user_id', '=', user.userId).where('kind', '=', 'margin').execute();
      expect(notice).toEqual([{ kind: 'margin', ref: `position:${positionId}` }]);
    }
    const before = await balance(t, user.userId, 'FUTURE', 'USD');
    clock.set(liquidation);
    expect((await sweep()).liquidated).toBe(1);
    await need(t.ctx, 'trading').idle();
    const closed = await call<TradePosition>(t, user, '/position/detail', { id: positionId });
    expect(closed.data.closeReason).toBe('liquidation');
    const after = await balance(t, user.userId, 'FUTURE', 'USD');
    // Isolated: the wallet gets back what is left of the margin, never pays more.
    expect(after.balance).toBeGreaterThanOrEqual(before.balance);
    expect(after.balance - before.balance).toBeLessThan(minor(opened.data.margin));
    const tx = await t.ctx.db.selectFrom('ledger_transactions').select(['kind']).where('ref', '=', `position:${positionId}`).execute();
    expect(tx.map((r) => r.kind)).toEqual(['liquidation']);
    const notices = await t.ctx.db.selectFrom('notices').select(['kind']).where('user_id', '=', user.userId).where('kind', '=', 'liquidation').execute();
    expect(notices).toHaveLength(1);
    const house = { balance: await houseTotal(t, 'TRADING_MARGIN', 'USD') };
    // Only the AAPL position of the first test still has margin in the house account.
    const open_ = await t.ctx.db.selectFrom('trading_positions').select(['margin']).where('status', '=', 0).where('currency', '=', 'USD').execute();
    expect(house.balance).toBe(open_.reduce((s, p) => s + p.margin, 0n));
  });

  it('liquidates cross positions on the level of their whole wallet (free balance + margins + P/L)', async () => {
    const start = clock.now();
    // An instrument and direction that lose most of their margin within four days.
    const pick = loserAtTwenty(start, DAYS, ['NG', 'BTC', 'SI', 'CL', 'NQ', 'HG', 'ZC', 'ZW', 'RTY', 'ES']);
    expect(pick).toBeDefined();
    const { code, direction } = pick!;
    const other = await trader(t, {});
    const preview = await call<{ total: string }>(t, other, '/orders/preview', { code, direction, quantity: 1, leverage: 20, marginMode: 'full' });
    // Enough for the order and 0.5 % of its notional more: the free balance backs the position too.
    const extra = new Decimal(preview.data.total).times(20).times('0.005').toDecimalPlaces(2);
    await fund(t, other.userId, 'FUTURE', 'USD', new Decimal(preview.data.total).plus(extra).toFixed(2));
    const opened = await call<TradeOrder>(t, other, '/gold/create', { code, direction, quantity: 1, leverage: 20, marginMode: 'full', payPassword: pin, idempotencyKey: key() });
    expect(opened.code).toBe(200);
    const margin = new Decimal(opened.data.margin);
    const open = new Decimal(opened.data.fillPrice!);
    const multiplier = new Decimal(need(t.ctx, 'market').instrument(code)!.valueMultiplier);
    const level = (q: { bid: number; ask: number }) => {
      const mark = new Decimal(direction === 0 ? q.bid : q.ask);
      const pnl = mark.minus(open).times(multiplier).times(direction === 0 ? 1 : -1);
      return extra.plus(margin).plus(pnl).dividedBy(margin);
    };
    const liquidation = firstTime(code, start, DAYS * 24 * 60, (q) => level(q).lt('0.3'))!;
    expect(liquidation).toBeDefined();
    clock.set(liquidation - MINUTE);
    const before = await sweep();
    expect(before.liquidated).toBe(0);
    clock.set(liquidation);
    expect((await sweep()).liquidated).toBe(1);
    const closed = await call<TradePosition>(t, other, '/position/detail', { id: opened.data.positionId! });
    expect(closed.data.closeReason).toBe('liquidation');
    const wallet = await balance(t, other.userId, 'FUTURE', 'USD');
    expect(wallet.balance).toBeGreaterThanOrEqual(0n);
    // Cross: the free balance kept it open past an isolated position's level; the loss is then more than 70 % of the margin.
    expect(minor(closed.data.sellProfit)).toBeLessThan((-minor(opened.data.margin) * 7n) / 10n);
  });
});

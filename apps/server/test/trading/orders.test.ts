import type { OrderPreview, Page, PositionFlow, TradeOrder, TradePosition } from '@app/contracts';
import Decimal from 'decimal.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { need } from '../../src/context.ts';
import type { ManualClock } from '../../src/lib/clock.ts';
import type { TestUser } from '../fixtures/users.ts';
import type { TestApp } from '../helpers.ts';
import { balance, call, key, minor, trader, tradingApp, houseTotal } from './_setup.ts';

/**
 * Scenario: an investor buys 10 AAPL at the market on a Tuesday morning in New York,
 * sees it in the holding list with live P/L, closes half, then the rest, and finds the
 * closed trades, the position's flow and every ledger movement.
 */
describe('market orders through the ledger', () => {
  let t: TestApp;
  let clock: ManualClock;
  let user: TestUser;

  beforeAll(async () => {
    ({ t, clock } = await tradingApp());
    user = await trader(t);
  });
  afterAll(async () => {
    await need(t.ctx, 'trading').idle();
    await t.close();
  });

  it('previews the all-in cost at the live ask', async () => {
    const res = await call<OrderPreview>(t, user, '/orders/preview', { code: 'AAPL', direction: 0, orderType: 0, quantity: 10 });
    expect(res.code).toBe(200);
    const p = res.data;
    const quote = need(t.ctx, 'market').quote('AAPL');
    expect(p.price).toBe(quote.ask.toFixed(2));
    expect(p.notional).toBe(new Decimal(p.price).times(10).toFixed(2));
    // leverage 1: margin is the whole notional; fee 0.1 % (at least 1.00 USD)
    expect(p.margin).toBe(new Decimal(p.price).times(10).toFixed(2));
    expect(p.fee).toBe(Decimal.max(new Decimal(p.notional).times('0.001').toDecimalPlaces(2, Decimal.ROUND_HALF_UP), 1).toFixed(2));
    expect(p.total).toBe(new Decimal(p.margin).plus(p.fee).toFixed(2));
    expect(p.currency).toBe('USD');
    expect(p.walletType).toBe('US_STOCK');
    expect(p.marketOpen).toBe(true);
    expect(p.enough).toBe(true);
    expect(p.available).toBe('100000.00');
    expect(p.totalMxn).toBeDefined();
    expect(p.conversion).toBeUndefined();
  });

  let positionId: number;
  it('fills a market buy at the ask and books margin and fee in the ledger', async () => {
    const quote = need(t.ctx, 'market').quote('AAPL');
    const res = await call<TradeOrder>(t, user, '/stock/create', { code: 'AAPL', direction: 0, orderType: 0, quantity: 10, payPassword: '123456', idempotencyKey: key() });
    expect(res.code).toBe(200);
    const order = res.data;
    expect(order.status).toBe(1);
    expect(order.fillPrice).toBe(quote.ask.toFixed(2));
    expect(order.quote.ask).toBe(quote.ask.toFixed(2));
    expect(order.positionId).toBeDefined();
    positionId = order.positionId!;
    const wallet = await balance(t, user.userId, 'US_STOCK', 'USD');
    expect(wallet.balance).toBe(minor('100000') - minor(order.margin) - minor(order.fee));
    expect(wallet.held).toBe(0n);
    const house = { balance: await houseTotal(t, 'TRADING_MARGIN', 'USD') };
    expect(house.balance).toBe(minor(order.margin));
  });

  it('lists the holding with live floating P/L (marked at the bid)', async () => {
    clock.advance(60_000);
    const res = await call<Page<TradePosition>>(t, user, '/position/me', {});
    expect(res.data.total).toBe(1);
    const p = res.data.list[0]!;
    expect(p.id).toBe(positionId);
    const bid = new Decimal(need(t.ctx, 'market').quote('AAPL').bid.toFixed(2));
    expect(p.currentPrice).toBe(bid.toFixed(2));
    const pnl = bid.minus(p.openPrice).times(10).toDecimalPlaces(2, Decimal.ROUND_FLOOR);
    expect(p.profit).toBe(pnl.toFixed(2));
    expect(p.floatingProfit).toBe(p.profit);
    expect(p.positionNum).toBe('10');
    expect(p.isolatedPosition).toBe(true);
    expect(p.leverage).toBe(1);
    expect(p.buyRate).toBe('0.001');
    expect(p.status).toBe(0);
    expect(p.zdf).toBe(new Decimal(p.profit).times(100).dividedBy(p.margin).toFixed(2));
  });

  it('closes part, then the rest, splitting off closed positions', async () => {
    const half = await call<{ order: TradeOrder; closed: TradePosition; remaining?: TradePosition }>(t, user, '/position/flatPosition', { positionId, quantity: 4, payPassword: '123456' });
    expect(half.code).toBe(200);
    expect(half.data.closed.positionNum).toBe('4');
    expect(half.data.closed.status).toBe(1);
    expect(half.data.closed.parentId).toBe(positionId);
    expect(half.data.remaining?.positionNum).toBe('6');
    const bid = need(t.ctx, 'market').quote('AAPL').bid.toFixed(2);
    expect(half.data.closed.closePrice).toBe(bid);
    clock.advance(120_000);
    const rest = await call<{ order: TradeOrder; closed: TradePosition; remaining?: TradePosition }>(t, user, '/position/flatPosition', { positionId, payPassword: '123456' });
    expect(rest.code).toBe(200);
    expect(rest.data.closed.id).toBe(positionId);
    expect(rest.data.remaining).toBeUndefined();
    const holding = await call<Page<TradePosition>>(t, user, '/position/me', {});
    expect(holding.data.total).toBe(0);
    const closed = await call<Page<TradePosition>>(t, user, '/position/flatList', {});
    expect(closed.data.total).toBe(2);
    // Money: the wallet got back margins + P/L - fees; nothing is left in the margin account.
    const wallet = await balance(t, user.userId, 'US_STOCK', 'USD');
    const realized = closed.data.list.reduce((sum, p) => sum + minor(p.sellProfit), 0n);
    expect(wallet.balance).toBe(minor('100000') + realized);
    const house = { balance: await houseTotal(t, 'TRADING_MARGIN', 'USD') };
    expect(house.balance).toBe(0n);
  });

  it('shows the flow of a position and the profit details', async () => {
    const water = await call<Page<PositionFlow>>(t, user, '/position/water/pageList', { positionId });
    expect(water.data.list.map((f) => f.kind)).toEqual(['open', 'open_fee', 'partial_close', 'close_fee', 'close', 'close_fee']);
    // 10 AAPL bought without leverage: a purchase and a sale, not margin (issue 12).
    expect(water.data.list.map((f) => f.title)).toEqual(['Bought: amount paid', 'Buying commission', 'Partly sold: proceeds', 'Selling commission', 'Sold: proceeds', 'Selling commission']);
    const profit = await t.app.inject({ method: 'GET', url: '/web/stock/fund/profit', headers: { authorization: user.token } });
    const data = JSON.parse(profit.body).data as { list: Array<{ buyTimeStamp: number; sellTimeStamp: number; profit: string }>; totals: Array<{ currency: string; count: number }> };
    expect(data.list).toHaveLength(2);
    expect(data.list[0]!.sellTimeStamp).toBeGreaterThan(data.list[0]!.buyTimeStamp);
    expect(data.totals).toEqual([expect.objectContaining({ currency: 'USD', count: 2 })]);
  });
});

import type { FundDetail, FutureSpec, MinCount, OrderPreview, Page, StockQuote, TradeOrder, TradePosition, TradeRate } from '@app/contracts';
import Decimal from 'decimal.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { need } from '../../src/context.ts';
import type { ManualClock } from '../../src/lib/clock.ts';
import { userTopic, type UserEventEnvelope } from '../../src/modules/push/hub.ts';
import type { TestUser } from '../fixtures/users.ts';
import type { TestApp } from '../helpers.ts';
import { balance, call, get, HK_OPEN, key, minor, trader, tradingApp, US_OPEN } from './_setup.ts';

const pin = '123456';

/**
 * Scenario: one investor trades every product (US and MX stocks, HK board lots, futures,
 * forex with a conversion to the USD wallet), manages a position (stops, margin) and
 * reads the configuration, counts, fund details and pushes.
 */
describe('every product and the calls around positions', () => {
  let t: TestApp;
  let clock: ManualClock;
  let user: TestUser;
  const events: UserEventEnvelope[] = [];

  beforeAll(async () => {
    ({ t, clock } = await tradingApp(US_OPEN));
    user = await trader(t, { US_STOCK: ['USD', '100000'], MX: ['MXN', '500000'], HK_STOCK: ['HKD', '500000'], FUTURE: ['USD', '100000'], FOREX: ['USD', '100000'] });
    await t.ctx.pubsub.subscribe(userTopic(user.userId), (message) => void events.push(message as UserEventEnvelope));
  });
  afterAll(async () => {
    await need(t.ctx, 'trading').idle();
    await t.close();
  });

  const create = <T = TradeOrder>(url: string, body: Record<string, unknown>) => call<T>(t, user, url, { payPassword: pin, idempotencyKey: key(), ...body });

  it('publishes the rate table and the minimum quantities', async () => {
    const rates = await get<{ list: TradeRate[] }>(t, undefined, '/stock_rate/site/get');
    expect(rates.data.list.map((r) => [r.market, r.walletType, r.currency])).toEqual([
      ['US', 'US_STOCK', 'USD'],
      ['MX', 'MX', 'MXN'],
      ['HK', 'HK_STOCK', 'HKD'],
      ['FUTURES', 'FUTURE', 'USD'],
      ['FOREX', 'FOREX', 'USD'],
    ]);
    expect(rates.data.list[0]).toMatchObject({ buyRate: '0.001', sellRate: '0.001', minFee: '1.00', leverages: [1, 2, 5, 10], marginCallLevel: '0.5', liquidationLevel: '0.3', priceGuardPercent: '10' });
    // The IVA on commissions in effect (published terms trading-tax), so a close estimate can include it.
    const ivaRate = (await need(t.ctx, 'trading').tax.rate()).rate.toFixed();
    expect(rates.data.list.map((r) => r.ivaRate)).toEqual(rates.data.list.map(() => ivaRate));
    const hk = await call<MinCount>(t, undefined, '/stocka_config/getMinCount', { code: '00700' });
    const lot = need(t.ctx, 'market').instrument('00700')!.lotSize;
    expect(hk.data).toMatchObject({ market: 'HK', minCount: String(lot), step: String(lot), lotSize: lot, quantityUnit: 'share' });
    const gc = await call<MinCount>(t, undefined, '/stocka_config/getMinCount', { code: 'GC' });
    expect(gc.data).toMatchObject({ market: 'FUTURES', minCount: '1', step: '1', quantityUnit: 'contract', contractSize: 100, multiplier: '100' });
    const fx = await call<MinCount>(t, undefined, '/stocka_config/getMinCount', { code: 'USD/MXN' });
    expect(fx.data).toMatchObject({ market: 'FOREX', minCount: '0.01', step: '0.01', quantityUnit: 'lot', lotUnits: 100000 });
  });

  it('trades a Mexican stock from the MX wallet in pesos', async () => {
    const res = await create('/stock/create', { code: 'WALMEX *', direction: 0, quantity: 100 });
    expect(res.code).toBe(200);
    expect(res.data).toMatchObject({ market: 'MX', walletType: 'MX', currency: 'MXN', priceCurrency: 'MXN', status: 1 });
    // 0.25 % fee, at least 10 MXN.
    const notional = new Decimal(res.data.fillPrice!).times(100);
    expect(res.data.fee).toBe(Decimal.max(notional.times('0.0025').toDecimalPlaces(2, Decimal.ROUND_HALF_UP), 10).toFixed(2));
    const wallet = await balance(t, user.userId, 'MX', 'MXN');
    expect(wallet.balance).toBe(minor('500000') - minor(res.data.margin) - minor(res.data.fee));
  });

  it('trades futures with the contract multiplier and leverage, short, with cross margin', async () => {
    const res = await create('/gold/create', { code: 'GC', direction: 1, quantity: 2, leverage: 10, marginMode: 'full' });
    expect(res.code).toBe(200);
    const q = need(t.ctx, 'market').quote('GC');
    expect(res.data.fillPrice).toBe(q.bid.toFixed(1));
    // 2 contracts x 100 oz x price / 10
    expect(res.data.margin).toBe(new Decimal(res.data.fillPrice!).times(200).dividedBy(10).toDecimalPlaces(2, Decimal.ROUND_UP).toFixed(2));
    expect(res.data).toMatchObject({ marginMode: 'full', isolatedPosition: false, leverage: 10, walletType: 'FUTURE' });
    const margin = await call(t, user, '/position/addPositionMargin', { positionId: res.data.positionId, amount: '100', payPassword: pin });
    expect((margin.data as { error: string }).error).toBe('NOT_ISOLATED');
  });

  it("futures never set aside less than the exchange's initial margin per contract, and name the contract month (issue 28.6)", async () => {
    const es = need(t.ctx, 'market').instrument('ES')!;
    const perContract = es.futures!.initialMargin;
    const buyer = await trader(t, { FUTURE: ['USD', '200000'] });
    const create = <T = TradeOrder>(url: string, body: Record<string, unknown>) => call<T>(t, buyer, url, { payPassword: pin, idempotencyKey: key(), ...body });
    // At x20 the notional / 20 of an E-mini is under CME's margin: the margin is the exchange's.
    const atTwenty = await create('/gold/create', { code: 'ES', direction: 0, quantity: 2, leverage: 20, marginMode: 'half' });
    expect(atTwenty.code).toBe(200);
    const byLeverage20 = new Decimal(atTwenty.data.fillPrice!).times(2 * 50).dividedBy(20);
    expect(byLeverage20.lt(2 * perContract)).toBe(true);
    expect(atTwenty.data.margin).toBe(new Decimal(2 * perContract).toFixed(2));
    // At x5 the leverage asks more than the exchange: notional / 5.
    const atFive = await create('/gold/create', { code: 'ES', direction: 0, quantity: 1, leverage: 5, marginMode: 'half' });
    expect(atFive.data.margin).toBe(new Decimal(atFive.data.fillPrice!).times(50).dividedBy(5).toDecimalPlaces(2, Decimal.ROUND_UP).toFixed(2));
    // The preview says the same before the order.
    const preview = await call<OrderPreview>(t, buyer, '/orders/preview', { code: 'ES', direction: 0, orderType: 0, quantity: '1', leverage: 20, marginMode: 'half' });
    expect(preview.data.margin).toBe(new Decimal(perContract).toFixed(2));
    // The quote, its key figures and the futures list carry the front month and the margin per contract.
    const detail = await get<{ quote: StockQuote }>(t, undefined, '/m_ft/stock_detail_ft?code=ES');
    expect(detail.data.quote.contract?.symbol).toMatch(/^ES[HMUZ]\d$/);
    expect(detail.data.quote.initialMargin).toBe(perContract);
    const list = await get<FutureSpec[]>(t, undefined, '/m_ft/futures_opt_list');
    expect(list.data.find((f) => f.stock_code === 'ES')).toMatchObject({ contract: detail.data.quote.contract, initialMargin: perContract });
  });

  it('previews and trades forex priced in pesos from the USD wallet, converting at the live rate', async () => {
    const preview = await call<OrderPreview>(t, user, '/orders/preview', { code: 'USD/MXN', direction: 0, quantity: '0.10', leverage: 50 });
    expect(preview.code).toBe(200);
    const p = preview.data;
    expect(p).toMatchObject({ priceCurrency: 'MXN', currency: 'USD', walletType: 'FOREX', leverage: 50, minCount: '0.01', step: '0.01' });
    expect(p.notional).toBe(new Decimal(p.price).times(10000).toFixed(need(t.ctx, 'market').instrument('USD/MXN')!.decimals));
    expect(p.conversion?.from).toBe('MXN');
    expect(p.conversion?.to).toBe('USD');
    // 0.1 lot = 10,000 USD: in USD the notional is about 10,000 whatever the rate.
    expect(Number(p.conversion!.notional)).toBeGreaterThan(9900);
    expect(Number(p.conversion!.notional)).toBeLessThan(10100);
    expect(Number(p.margin)).toBeCloseTo(Number(p.conversion!.notional) / 50, 0);
    expect(p.liquidationPrice).toBeDefined();
    const res = await create('/crude/create', { code: 'USD/MXN', direction: 0, quantity: '0.10', leverage: 50 });
    expect(res.code).toBe(200);
    expect(res.data.quantity).toBe('0.1');
    const wrong = await create('/crude/create', { code: 'AAPL', direction: 0, quantity: 1 });
    expect((wrong.data as unknown as { error: string }).error).toBe('WRONG_MARKET');
  });

  it('trades Hong Kong board lots while HKEX is open', async () => {
    clock.set(HK_OPEN);
    const lot = need(t.ctx, 'market').instrument('00700')!.lotSize;
    const res = await create('/hk/create', { code: '00700', direction: 0, quantity: lot * 2 });
    expect(res.code).toBe(200);
    expect(res.data).toMatchObject({ market: 'HK', walletType: 'HK_STOCK', currency: 'HKD', quantity: String(lot * 2) });
    // HKEX prices have 3 decimals.
    expect(res.data.fillPrice).toMatch(/^\d+\.\d{3}$/);
    clock.set(US_OPEN + 3_600_000);
  });

  it('sets stops on an entrusted order and on a position, and adds margin to an isolated one', async () => {
    const ask = need(t.ctx, 'market').quote('AAPL').ask;
    const limit = (ask * 0.95).toFixed(2);
    const order = await create('/stock/create', { code: 'AAPL', direction: 0, orderType: 1, price: limit, quantity: 3, leverage: 2 });
    expect(order.data.status).toBe(0);
    const set = await call<{ order: TradeOrder }>(t, user, '/orders/additions', { orderId: order.data.id, stopLoss: (ask * 0.9).toFixed(2), takeProfit: (ask * 1.1).toFixed(2), payPassword: pin });
    expect(set.code).toBe(200);
    expect(set.data.order.stopLoss).toBe((ask * 0.9).toFixed(2));
    const cleared = await call<{ order: TradeOrder }>(t, user, '/orders/additions', { orderId: order.data.id, stopLoss: 0, payPassword: pin });
    expect(cleared.data.order.stopLoss).toBeUndefined();
    expect(cleared.data.order.takeProfit).toBe((ask * 1.1).toFixed(2));
    const history = await call<{ history: Array<{ event: string }> }>(t, user, '/orders/detail', { id: order.data.id });
    expect(history.data.history.map((h) => h.event)).toEqual(['created', 'entrusted', 'modified', 'modified']);

    const opened = await create('/stock/create', { code: 'AAPL', direction: 1, quantity: 4, leverage: 5 });
    const positionId = opened.data.positionId!;
    const before = await call<TradePosition>(t, user, '/position/detail', { id: positionId });
    expect(before.data.liquidationPrice).toBeDefined();
    const added = await call<TradePosition>(t, user, '/position/addPositionMargin', { positionId, amount: '250.50', payPassword: pin, idempotencyKey: 'add-margin-1' });
    expect(added.code).toBe(200);
    expect(added.data.margin).toBe(new Decimal(opened.data.margin).plus('250.50').toFixed(2));
    // A short's liquidation price moves up with more margin.
    expect(Number(added.data.liquidationPrice)).toBeGreaterThan(Number(before.data.liquidationPrice));
    const again = await call<TradePosition>(t, user, '/position/addPositionMargin', { positionId, amount: '250.50', payPassword: pin, idempotencyKey: 'add-margin-1' });
    expect(again.data.margin).toBe(added.data.margin);
    const bad = await call(t, user, '/position/addPositionMargin', { positionId, amount: '1.234', payPassword: pin });
    expect((bad.data as { error: string }).error).toBe('INVALID_AMOUNT');
  });

  it('answers positions by instrument, half/full counts and the fund details of each wallet', async () => {
    const byStock = await call<{ positions: TradePosition[]; orders: TradeOrder[] }>(t, user, '/position/getByStock', { code: 'AAPL' });
    expect(byStock.data.positions).toHaveLength(1);
    expect(byStock.data.orders).toHaveLength(1);
    const counts = await call<{ halfNum: number; fullNum: number; holdingNum: number; entrustedNum: number }>(t, user, '/position/getHalfOrFullNum', {});
    expect(counts.data).toEqual({ halfNum: 4, fullNum: 1, holdingNum: 5, entrustedNum: 1 });
    const funds = await get<{ list: FundDetail[] }>(t, user, '/stock/fund/details');
    const us = funds.data.list.find((f) => f.market === 'US')!;
    const wallet = await balance(t, user.userId, 'US_STOCK', 'USD');
    expect(us.balance).toBe(new Decimal(wallet.balance.toString()).dividedBy(100).toFixed(2));
    expect(us.frozen).toBe(new Decimal(wallet.held.toString()).dividedBy(100).toFixed(2));
    expect(us).toMatchObject({ openPositions: 1, entrustedOrders: 1 });
    const futures = funds.data.list.find((f) => f.market === 'FUTURES')!;
    expect(futures.marginLevel).toBeDefined();
    const holding = await call<Page<TradePosition>>(t, user, '/position/me', { market: 'FOREX' });
    expect(holding.data.list.map((p) => p.code)).toEqual(['USD/MXN']);
  });

  it('pushed every change to the user', async () => {
    await need(t.ctx, 'trading').idle();
    const names = new Set(events.map((e) => e.event));
    expect(names).toEqual(new Set(['order.updated', 'position.updated', 'wallet.updated', 'message.new']));
    const filled = events.filter((e) => e.event === 'order.updated' && (e.data as { event: string }).event === 'filled');
    expect(filled.length).toBe(5);
  });
});

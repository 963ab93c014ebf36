import type { OrderPreview, Portfolio, TradeAccount, TradeOrder, TradePosition, Page } from '@app/contracts';
import Decimal from 'decimal.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { need } from '../../src/context.ts';
import type { ManualClock } from '../../src/lib/clock.ts';
import { positionFigures } from '../../src/modules/trading/portfolio.ts';
import { checkPriceBand } from '../../src/modules/trading/ticket.ts';
import type { TestUser } from '../fixtures/users.ts';
import type { TestApp } from '../helpers.ts';
import { acknowledgeRisk, approveMargin, balance, call, get, investor, key, minor, tradingApp, US_OPEN } from './_setup.ts';

const pin = '123456';
const d = (v: Decimal.Value) => new Decimal(v);

/** Issue 12: the stock ticket (cash account, margin account, risk notice, price band) and the portfolio. */
describe('the stock ticket and the portfolio', () => {
  let t: TestApp;
  let clock: ManualClock;

  beforeAll(async () => {
    ({ t, clock } = await tradingApp(US_OPEN));
  });
  afterAll(async () => {
    await need(t.ctx, 'trading').idle();
    await t.close();
  });

  const create = <T = TradeOrder>(user: TestUser, url: string, body: Record<string, unknown>, lang = 'en') =>
    call<T>(t, user, url, { payPassword: pin, idempotencyKey: key(), ...body }, { lang });
  const holding = async (user: TestUser) => (await call<Page<TradePosition>>(t, user, '/position/me', {})).data.list;
  const orderCount = async (userId: number) => Number((await t.ctx.db.selectFrom('trading_orders').select((eb) => eb.fn.countAll().as('n')).where('user_id', '=', userId).executeTakeFirstOrThrow()).n);
  const reconciled = async () => expect((await need(t.ctx, 'ledger').reconcile()).ok).toBe(true);

  it('a new account is a cash account: a buy is shares at leverage 1, a sell sells the holding and brings the previewed proceeds', async () => {
    const user = await investor(t);
    const account = await get<TradeAccount>(t, user, '/trade/account');
    expect(account.data).toEqual({ account: 'cash', marginApplication: 'none', riskNoticeAcknowledged: false });
    const bought = await create(user, '/stock/create', { code: 'AAPL', direction: 0, quantity: 10 });
    expect(bought.code).toBe(200);
    expect(bought.data).toMatchObject({ leverage: 1, direction: 0, status: 1 });

    const preview = await call<OrderPreview>(t, user, '/orders/preview', { code: 'AAPL', direction: 1, quantity: 4 });
    expect(preview.code).toBe(200);
    const q = need(t.ctx, 'market').quote('AAPL');
    const gross = d(q.bid.toFixed(2)).times(4);
    const fee = Decimal.max(gross.times('0.001').toDecimalPlaces(2, Decimal.ROUND_HALF_UP), 1);
    // IVA on the commission at the published rate in effect (trading-tax terms).
    const ivaRate = (await need(t.ctx, 'trading').tax.rate()).rate;
    const iva = fee.times(ivaRate).toDecimalPlaces(2, Decimal.ROUND_HALF_UP);
    expect(preview.data.sell).toEqual({ held: '10', proceeds: gross.minus(fee).minus(iva).toFixed(2), iva: iva.toFixed(2) });
    expect(preview.data.minFee).toBe('1.00');

    const before = await balance(t, user.userId, 'US_STOCK', 'USD');
    const sold = await create(user, '/stock/create', { code: 'AAPL', direction: 1, quantity: 4 });
    expect(sold.code).toBe(200);
    expect(sold.data).toMatchObject({ openClose: 1, quantity: '4', status: 1 });
    const after = await balance(t, user.userId, 'US_STOCK', 'USD');
    // Selling a long part of 4 of 10: its margin (4/10 of the cost) back plus the P/L, minus commission and IVA = the proceeds.
    expect(after.balance - before.balance).toBe(minor(preview.data.sell!.proceeds));
    const left = await holding(user);
    expect(left.map((p) => [p.code, p.direction, p.positionNum])).toEqual([['AAPL', 0, '6']]);
    await reconciled();
  });

  it('sells across two holdings oldest first, and refuses to sell more than is held (nothing written, es/en/zh)', async () => {
    const user = await investor(t);
    expect((await create(user, '/stock/create', { code: 'MSFT', direction: 0, quantity: 3 })).code).toBe(200);
    expect((await create(user, '/stock/create', { code: 'MSFT', direction: 0, quantity: 5 })).code).toBe(200);
    const orders = await orderCount(user.userId);
    const before = await balance(t, user.userId, 'US_STOCK', 'USD');
    const texts: Record<string, string> = {};
    for (const lang of ['es', 'en', 'zh']) {
      const refused = await create(user, '/stock/create', { code: 'MSFT', direction: 1, quantity: 9 }, lang);
      expect(refused.status).toBe(422);
      expect((refused.data as unknown as { error: string }).error).toBe('SELL_EXCEEDS_HOLDING');
      texts[lang] = refused.msg;
    }
    expect(texts.en).toBe('You own 8 shares of MSFT: you cannot sell 9');
    expect(texts.es).toContain('Tienes 8 acciones de MSFT');
    expect(texts.zh).toContain('你持有 MSFT 8 股');
    expect(await orderCount(user.userId)).toBe(orders);
    expect((await balance(t, user.userId, 'US_STOCK', 'USD')).balance).toBe(before.balance);

    const sold = await create(user, '/stock/create', { code: 'MSFT', direction: 1, quantity: 4 });
    expect(sold.code).toBe(200);
    const left = await holding(user);
    expect(left.map((p) => p.positionNum)).toEqual(['4']);
    const limit = await create(user, '/stock/create', { code: 'MSFT', direction: 1, orderType: 1, price: '1', quantity: 1 });
    expect((limit.data as unknown as { error: string }).error).toBe('SELL_MARKET_ONLY');
    await reconciled();
  });

  it('short selling and leverage on stocks need an approved margin account; then the ticket offers them', async () => {
    const user = await investor(t);
    const noHolding = await create(user, '/stock/create', { code: 'NVDA', direction: 1, quantity: 2 });
    expect((noHolding.data as unknown as { error: string }).error).toBe('SELL_EXCEEDS_HOLDING');
    const short = await create(user, '/stock/create', { code: 'NVDA', direction: 1, quantity: 2, short: true });
    expect(short.status).toBe(422);
    expect((short.data as unknown as { error: string }).error).toBe('SHORT_NEEDS_MARGIN');
    const levered = await create(user, '/stock/create', { code: 'NVDA', direction: 0, quantity: 2, leverage: 5 });
    expect((levered.data as unknown as { error: string }).error).toBe('LEVERAGE_NEEDS_MARGIN');
    expect(await orderCount(user.userId)).toBe(0);

    await approveMargin(t, user);
    expect((await get<TradeAccount>(t, user, '/trade/account')).data).toMatchObject({ account: 'margin', marginApplication: 'approved' });
    const opened = await create(user, '/stock/create', { code: 'NVDA', direction: 1, quantity: 2, short: true });
    expect(opened.code).toBe(200);
    expect(opened.data).toMatchObject({ direction: 1, openClose: 0 });
    const lev = await create(user, '/stock/create', { code: 'NVDA', direction: 0, quantity: 2, leverage: 5 });
    expect(lev.data).toMatchObject({ leverage: 5, direction: 0 });
    await reconciled();
  });

  it('futures and forex need the risk notice, acknowledged once', async () => {
    const user = await investor(t, { FUTURE: ['USD', '100000'], FOREX: ['USD', '100000'] });
    const refused = await create(user, '/gold/create', { code: 'GC', direction: 0, quantity: 1, leverage: 10 });
    expect(refused.status).toBe(422);
    expect((refused.data as unknown as { error: string }).error).toBe('RISK_NOTICE_REQUIRED');
    expect(refused.msg).toBe('Before your first leveraged order, read and accept the risk notice');
    expect(await orderCount(user.userId)).toBe(0);
    await acknowledgeRisk(t, user);
    const first = (await get<TradeAccount>(t, user, '/trade/account')).data;
    expect(first).toMatchObject({ riskNoticeAcknowledged: true, riskNoticeAt: US_OPEN });
    clock.advance(60_000);
    await acknowledgeRisk(t, user);
    expect((await get<TradeAccount>(t, user, '/trade/account')).data.riskNoticeAt).toBe(US_OPEN);
    expect((await create(user, '/gold/create', { code: 'GC', direction: 0, quantity: 1, leverage: 10 })).code).toBe(200);
    expect((await create(user, '/crude/create', { code: 'USD/MXN', direction: 0, quantity: '0.01' })).code).toBe(200);
    await reconciled();
  });

  it('a market order fills only within the published band of the confirmed price (PRICE_MOVED otherwise)', async () => {
    const user = await investor(t);
    const q = need(t.ctx, 'market').quote('AAPL');
    const ask = d(q.ask.toFixed(2));
    const stale = ask.times('0.98').toDecimalPlaces(2);
    const moved = await create(user, '/stock/create', { code: 'AAPL', direction: 0, quantity: 1, confirmedPrice: stale.toFixed(2) });
    expect(moved.status).toBe(409);
    expect((moved.data as unknown as { error: string }).error).toBe('PRICE_MOVED');
    expect(moved.msg).toBe(`The price moved: you confirmed ${stale.toFixed(2)} and it is now ${ask.toFixed(2)} (more than 1 %). Confirm again`);
    expect(await orderCount(user.userId)).toBe(0);
    const within = ask.times('0.995').toDecimalPlaces(2);
    expect((await create(user, '/stock/create', { code: 'AAPL', direction: 0, quantity: 2, confirmedPrice: within.toFixed(2) })).code).toBe(200);
    // A sale of the holding: the bid must not be more than 1 % below the confirmed price.
    const high = d(q.bid.toFixed(2)).times('1.02').toDecimalPlaces(2);
    const sale = await create(user, '/stock/create', { code: 'AAPL', direction: 1, quantity: 1, confirmedPrice: high.toFixed(2) });
    expect((sale.data as unknown as { error: string }).error).toBe('PRICE_MOVED');
    expect((await holding(user))[0]!.positionNum).toBe('2');
    // The pure rule at the edges: exactly 1 % worse passes, a cent more does not.
    expect(() => checkPriceBand(false, d('100'), d('101'), d('1'), 2)).not.toThrow();
    expect(() => checkPriceBand(false, d('100'), d('101.01'), d('1'), 2)).toThrow('PRICE_MOVED');
    expect(() => checkPriceBand(true, d('100'), d('99'), d('1'), 2)).not.toThrow();
    expect(() => checkPriceBand(true, d('100'), d('98.99'), d('1'), 2)).toThrow('PRICE_MOVED');
    expect(() => checkPriceBand(false, d('100'), d('90'), d('1'), 2)).not.toThrow();
  });

  it('portfolio figures: worked numbers (price and FX parts in MXN)', () => {
    // 10 AAPL bought at 180.00 USD when the dollar was 19.80 pesos; now 184.16, closed yesterday at 182.50, the dollar at 20.05.
    const long = positionFigures({
      direction: 0,
      quantity: d(10),
      multiplier: d(1),
      openPrice: d('180'),
      price: d('184.16'),
      dayBase: d('182.50'),
      walletRate: d(1),
      margin: 180000n,
      walletDecimals: 2,
      rateMxn: d('20.05'),
      openRateMxn: d('19.80'),
    });
    expect(long.marketValue.toFixed(2)).toBe('1841.60');
    expect(long.marketValueMxn).toBe(3692408n); // 1,841.60 x 20.05
    expect(long.pricePnlMxn).toBe(83408n); // 4.16 x 10 x 20.05 = 834.08
    expect(long.dayPnlMxn).toBe(33283n); // 1.66 x 10 x 20.05 = 332.83
    expect(long.fxPnlMxn).toBe(45000n); // 1,800.00 x (20.05 - 19.80) = 450.00
    expect(long.totalPnlMxn).toBe(128408n);
    expect(long.equityMxn).toBe(long.marketValueMxn); // unleveraged: what it is worth
    // A short of 2 GC-like contracts (x100) at 2,000.0, now 2,010.5, with 10x leverage, rate unchanged: a loss.
    const short = positionFigures({
      direction: 1,
      quantity: d(2),
      multiplier: d(100),
      openPrice: d('2000'),
      price: d('2010.5'),
      dayBase: d('2000'),
      walletRate: d(1),
      margin: 4000000n,
      walletDecimals: 2,
      rateMxn: d('20'),
      openRateMxn: d('20'),
    });
    expect(short.pricePnlMxn).toBe(-4200000n); // -10.5 x 200 x 20 = -42,000.00
    expect(short.fxPnlMxn).toBe(0n);
    expect(short.equityMxn).toBe(80000000n - 4200000n); // 40,000.00 USD x 20 - 42,000.00
    // A peso position has no FX part.
    const peso = positionFigures({ direction: 0, quantity: d(100), multiplier: d(1), openPrice: d('61.20'), price: d('61.64'), dayBase: d('61.00'), walletRate: d(1), margin: 612000n, walletDecimals: 2, rateMxn: d(1), openRateMxn: d(1) });
    expect([peso.pricePnlMxn, peso.dayPnlMxn, peso.fxPnlMxn]).toEqual([4400n, 6400n, 0n]);
  });

  it('GET /trade/portfolio: totals in MXN from wallets and positions, each position split into price and FX', async () => {
    const user = await investor(t, { US_STOCK: ['USD', '10000'], MX: ['MXN', '20000'] });
    expect((await create(user, '/stock/create', { code: 'AAPL', direction: 0, quantity: 10 })).code).toBe(200);
    expect((await create(user, '/stock/create', { code: 'WALMEX *', direction: 0, quantity: 100 })).code).toBe(200);
    // The dollar was 0.50 peso cheaper when AAPL was bought.
    const rate = d(need(t.ctx, 'market').fxRate('USD', 'MXN').mid);
    await t.ctx.db.updateTable('trading_positions').set({ open_rate_mxn: rate.minus('0.5').toFixed() }).where('user_id', '=', user.userId).where('code', '=', 'AAPL').execute();
    const res = await get<Portfolio>(t, user, '/trade/portfolio');
    expect(res.code).toBe(200);
    const p = res.data;
    const aapl = p.positions.find((x) => x.code === 'AAPL')!;
    const walmex = p.positions.find((x) => x.code === 'WALMEX *')!;
    expect(aapl).toMatchObject({ shares: true, quantity: '10', leverage: 1 });
    const q = need(t.ctx, 'market').quote('AAPL');
    const cost = d(aapl.averageCost);
    expect(aapl.price).toBe(q.bid.toFixed(2));
    expect(aapl.marketValue).toBe(d(aapl.price).times(10).toFixed(2));
    expect(aapl.pricePnlMxn).toBe(d(aapl.price).minus(cost).times(10).times(rate).toFixed(2, Decimal.ROUND_HALF_EVEN));
    // FX part: the cost (the margin of an unleveraged position) x 0.50.
    const positions = await holding(user);
    const margin = d(positions.find((x) => x.code === 'AAPL')!.margin);
    expect(aapl.fxPnlMxn).toBe(margin.times('0.5').toFixed(2));
    expect(walmex.fxPnlMxn).toBe('0.00');
    for (const x of [aapl, walmex]) expect(d(x.totalPnlMxn).eq(d(x.pricePnlMxn).plus(x.fxPnlMxn))).toBe(true);
    // Totals: assets = cash + positions; P/L totals = the positions' sums.
    expect(d(p.totalAssetsMxn).eq(d(p.cashMxn).plus(p.positionsValueMxn))).toBe(true);
    expect(d(p.totalPnlMxn).eq(d(aapl.totalPnlMxn).plus(walmex.totalPnlMxn))).toBe(true);
    expect(d(p.dayPnlMxn).eq(d(aapl.dayPnlMxn).plus(walmex.dayPnlMxn))).toBe(true);
    // Bought today: the day's P/L counts from the open price, so it is the price P/L.
    expect(aapl.dayPnlMxn).toBe(aapl.pricePnlMxn);
    // Cash: the wallets' total in pesos, as the wallet overview shows it.
    const overview = await call<{ list: Array<{ walletType: string; balance: string }> }>(t, user, '/wallet/getWalletBalance', {});
    expect(p.cashMxn).toBe(overview.data.list.find((w) => w.walletType === 'OVERVIEW')!.balance);
    const usd = await balance(t, user.userId, 'US_STOCK', 'USD');
    const mxn = await balance(t, user.userId, 'MX', 'MXN');
    expect(d(p.cashMxn).minus(d(usd.balance.toString()).dividedBy(100).times(rate).plus(d(mxn.balance.toString()).dividedBy(100))).abs().lte('0.01')).toBe(true);
  });
});

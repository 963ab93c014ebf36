import zlib from 'node:zlib';
import { bondsApi, envelope, marketApi, type RouteDef, type StockQuote } from '@app/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { ManualClock } from '../../src/lib/clock.ts';
import { createTestApp, type TestApp } from '../helpers.ts';

// Tuesday 2026-11-17, 11:15:30 New York (US, BMV, CME and FX open; HKEX closed).
const NOW = Date.parse('2026-11-17T16:15:30Z');
const clock = new ManualClock(NOW);
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ clock });
});
afterAll(() => t.close());

/** Calls a contract route and parses the answer with the contract's own schema. */
async function call<D extends RouteDef>(def: D, input: Record<string, unknown> = {}, headers: Record<string, string> = {}): Promise<z.output<D['response']>> {
  const query = def.method === 'GET' ? new URLSearchParams(Object.entries(input).map(([k, v]): [string, string] => [k, String(v)])).toString() : '';
  const res = await t.app.inject({
    method: def.method,
    url: `/web${def.path}${query ? `?${query}` : ''}`,
    headers,
    ...(def.method === 'POST' ? { payload: input } : {}),
  });
  expect(res.statusCode, res.body).toBe(200);
  const parsed = envelope(def.response).parse(JSON.parse(res.body));
  expect(parsed.code).toBe(200);
  return parsed.data as z.output<D['response']>;
}

describe('market lists', () => {
  it('pages and sorts the stock list of each market', async () => {
    const us = await call(marketApi.stockList, { market: 'US', pageNum: 1, pageSize: 20 });
    expect(us.list).toHaveLength(20);
    expect(us.total).toBeGreaterThanOrEqual(100);
    expect(us.list[0]!.stock_code).toBe('NVDA'); // default order: market cap
    expect(us.list[0]).toMatchObject({ market: 'US', currency: 'USD', status: 'open', selfSelectStatus: false });
    const page2 = await call(marketApi.stockList, { market: 'US', pageNum: 2, pageSize: 20 });
    expect(page2.list[0]!.stock_code).toBe((await call(marketApi.stockList, { market: 'US', pageNum: 1, pageSize: 21 })).list[20]!.stock_code);

    const byRatio = await call(marketApi.stockList, { market: 'MX', sort: 'change_ratio', order: 'desc', pageSize: 35 });
    expect(byRatio.total).toBe(35);
    const ratios = byRatio.list.map((row) => row.change_ratio);
    expect(ratios).toEqual([...ratios].sort((a, b) => b - a));
    expect(byRatio.list.find((row) => row.stock_code === 'WALMEX *')).toBeDefined();

    const byName = await call(marketApi.stockList, { market: 'HK', sort: 'name', order: 'asc', pageSize: 100 });
    const names = byName.list.map((row) => row.name);
    expect(names).toEqual([...names].sort((a, b) => new Intl.Collator('es-MX').compare(a, b)));
    const hk = byName.list.find((row) => row.stock_code === '00700')!;
    expect(hk).toMatchObject({ lotSize: 100, currency: 'HKD', status: 'closed' });

    const tech = await call(marketApi.stockList, { market: 'US', sector: 'Information Technology', pageSize: 100 });
    expect(tech.list.every((row) => row.sector === 'Information Technology')).toBe(true);
  });

  it('answers names in the request language', async () => {
    const zh = await call(marketApi.hkAllStockList, { keyword: '00700' }, { lang: 'zh_Hans_CN' });
    expect(zh.list[0]).toMatchObject({ stock_code: '00700', name: '腾讯控股', nameEn: 'Tencent Holdings' });
    const es = await call(marketApi.futuresList, { pageSize: 50 }, { lang: 'mx' });
    expect(es.list.find((row) => row.stock_code === 'GC')!.name).toBe('Oro');
    const en = await call(marketApi.futuresList, { pageSize: 50 }, { lang: 'en' });
    expect(en.list.find((row) => row.stock_code === 'GC')!.name).toBe('Gold');
  });

  it('searches every market by code or name', async () => {
    const walmex = await call(marketApi.allStockList, { keyword: 'walmex' });
    expect(walmex.list[0]!.stock_code).toBe('WALMEX *');
    const apple = await call(marketApi.allStockList, { keyword: 'apple' });
    expect(apple.list.map((row) => row.stock_code)).toContain('AAPL');
    const peso = await call(marketApi.allStockList, { keyword: 'MXN', pageSize: 50 });
    expect(peso.list.map((row) => row.stock_code)).toContain('USD/MXN');
    const exact = await call(marketApi.allStockList, { keyword: 'ES' });
    expect(exact.list[0]!.stock_code).toBe('ES');
    const tencent = await call(marketApi.allStockList, { keyword: '腾讯' });
    expect(tencent.list[0]!.stock_code).toBe('00700');
    const all = await call(marketApi.allStockList, { pageSize: 100 });
    expect(all.total).toBeGreaterThan(300);
  });

  it('ranks gainers, losers and the most active', async () => {
    const gainers = await call(marketApi.topList, { market: 'US', type: 'gainers', pageSize: 10 });
    const losers = await call(marketApi.topList, { market: 'US', type: 'losers', pageSize: 10 });
    const active = await call(marketApi.topList, { market: 'US', type: 'active', pageSize: 10 });
    expect(gainers.list[0]!.change_ratio).toBeGreaterThanOrEqual(gainers.list[9]!.change_ratio);
    expect(losers.list[0]!.change_ratio).toBeLessThanOrEqual(losers.list[9]!.change_ratio);
    expect(active.list[0]!.volume).toBeGreaterThanOrEqual(active.list[9]!.volume);
    const zt = await call(marketApi.ztStockList, { market: 'US', minRatio: 0 });
    expect(zt.list.every((row) => row.change_ratio >= 0)).toBe(true);
    const hot = await call(marketApi.hotStock, { limit: 5 });
    expect(hot).toHaveLength(5);
  });

  it('serves home cards, futures, forex, indices and crypto lists', async () => {
    const cards = await call(marketApi.homeCustomList);
    expect(cards.map((card) => card.stock_code)).toEqual(['SPX', 'COMP', 'DJI', 'MEXBOL', 'HSI', 'USD/MXN']);
    for (const card of cards) expect(card.spark).toHaveLength(50);
    const futures = await call(marketApi.futuresList, { pageSize: 50 });
    expect(futures.total).toBeGreaterThanOrEqual(12);
    const specs = await call(marketApi.futuresOptList);
    expect(specs.find((spec) => spec.stock_code === 'ES')).toMatchObject({ contractSize: 50, tickSize: 0.25, tickValue: 12.5 });
    const headline = await call(marketApi.forexIndex);
    expect(headline[0]!.stock_code).toBe('USD/MXN');
    const forex = await call(marketApi.forexList, { sort: 'stock_code', order: 'asc', pageSize: 50 });
    expect(forex.total).toBeGreaterThanOrEqual(12);
    expect(forex.list[0]!.stock_code).toBe('AUD/USD');
    const indices = await call(marketApi.globalIndex, { pageSize: 50 });
    expect(indices.total).toBeGreaterThanOrEqual(8);
    const crypto = await call(marketApi.cryptoQuantifyList);
    expect(crypto.list[0]!.stock_code).toBe('BTC/USD');
    const quotes = await call(marketApi.getStock, { codes: 'AAPL,WALMEX *,00700,NOPE,USD/MXN' });
    expect(quotes.map((q) => q.stock_code)).toEqual(['AAPL', 'WALMEX *', '00700', 'USD/MXN']);
  });

  it('shows pre-market change before the US open', async () => {
    clock.set(Date.parse('2026-11-17T12:00:00Z')); // 07:00 ET
    try {
      const list = await call(marketApi.preMarketList, { pageNum: 1, pageSize: 10 });
      expect(list.list[0]!.status).toBe('pre');
      expect(list.list[0]!.preMarketChangeRatio).toBeDefined();
      const ratios = list.list.map((row) => row.preMarketChangeRatio!);
      expect(ratios).toEqual([...ratios].sort((a, b) => b - a));
    } finally {
      clock.set(NOW);
    }
  });

  it('reuses one snapshot per second for every list', async () => {
    const a = await call(marketApi.stockList, { market: 'US', pageSize: 5 });
    const b = await call(marketApi.stockList, { market: 'US', pageSize: 5 });
    expect(a).toEqual(b);
    clock.advance(1000);
    const c = await call(marketApi.stockList, { market: 'US', pageSize: 5 });
    expect(c.list[0]!.time).toBe(a.list[0]!.time + 1000);
    clock.set(NOW);
  });

  it('sends a cached list compressed once, in the encoding the client accepts', async () => {
    const url = '/web/m_ft/stock_list?market=US&pageSize=20';
    const plain = await t.app.inject({ method: 'GET', url });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers.vary).toContain('accept-encoding');
    const gzip = await t.app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'gzip, deflate' } });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(gzip.rawPayload).toString()).toBe(plain.body);
    expect(gzip.rawPayload.length).toBeLessThan(plain.rawPayload.length / 2);
    const br = await t.app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(br.headers['content-encoding']).toBe('br');
    expect(zlib.brotliDecompressSync(br.rawPayload).toString()).toBe(plain.body);
    const refused = await t.app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'br;q=0, identity' } });
    expect(refused.headers['content-encoding']).toBeUndefined();
    expect(refused.body).toBe(plain.body);
  });
});

describe('quote page', () => {
  it('answers detail, summary, book and candles', async () => {
    const detail = await call(marketApi.stockDetail, { code: 'AAPL' });
    expect(detail.quote.stock_code).toBe('AAPL');
    expect(detail.session).toMatchObject({ status: 'open', timezone: 'America/New_York', tradingDay: '2026-11-17' });
    expect(detail.stats.high52w).toBeGreaterThanOrEqual(detail.stats.low52w);
    expect(detail.simulated).toBe(true);

    const hsi = await call(marketApi.stockDetail, { code: 'HSI' });
    expect(hsi.session).toMatchObject({ status: 'closed', timezone: 'Asia/Hong_Kong' });
    expect(hsi.session.nextOpen).toBe(Date.parse('2026-11-18T01:30:00Z'));

    const summary = await call(marketApi.summaryDetail, { code: 'ES' }, { lang: 'en' });
    expect(summary).toMatchObject({ contractSize: 50, exchange: 'CME' });
    expect(summary.description).toContain('futures');

    const book = await call(marketApi.detailQuote, { code: 'WALMEX *' });
    expect(book.bids).toHaveLength(5);
    expect(book.asks).toHaveLength(5);
    expect(book.bids[0]!.price).toBeLessThan(book.asks[0]!.price);

    for (const period of ['1m', '5m', '15m', '30m', '1h', '1d', '1w'] as const) {
      const k = await call(marketApi.kline, { code: 'AAPL', period, count: 30 });
      expect(k.list.length, period).toBe(30);
      expect(k.list[29]!.time).toBeGreaterThan(k.list[0]!.time);
    }
    const older = await call(marketApi.kline, { code: 'AAPL', period: '1d', count: 10, endTime: Date.parse('2026-06-01T00:00:00Z') });
    expect(older.list[9]!.time).toBeLessThan(Date.parse('2026-06-01T00:00:00Z'));

    const crypto = await call(marketApi.cryptoDetail, { code: 'BTC/USD' });
    expect(crypto.quote.kind).toBe('crypto');
    const ck = await call(marketApi.cryptoKline, { code: 'ETH/USD', period: '1h', count: 24 });
    expect(ck.list).toHaveLength(24);
    const robot = await call(marketApi.cryptoRobotKline);
    expect(robot).toMatchObject({ stock_code: 'BTC/USD', period: '1m' });
    expect(robot.list).toHaveLength(60);
  });

  it('refuses unknown codes with a localized 404, and non-crypto codes on crypto calls', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/web/m_ft/stock_detail_ft?code=NOPE', headers: { lang: 'en' } });
    expect(res.statusCode).toBe(404);
    expect(JSON.parse(res.body)).toMatchObject({ code: 404, msg: 'Instrument NOPE was not found', data: { error: 'MARKET_UNKNOWN_INSTRUMENT' } });
    const wrong = await t.app.inject({ method: 'GET', url: '/web/crypto/kline?code=AAPL' });
    expect(wrong.statusCode).toBe(422);
  });
});

describe('products and sessions', () => {
  it('lists government bonds, placings and the sale window; block-trade stocks only with open offers', async () => {
    const bonds = await call(bondsApi.bondsList, { pageNum: 1, pageSize: 50 });
    const types = new Set(bonds.list.map((bond) => bond.type));
    for (const type of ['CETES', 'BONOS_M', 'UDIBONOS', 'T_NOTE'] as const) expect(types.has(type)).toBe(true);
    const cetes = bonds.list.find((bond) => bond.code === 'CETES 28')!;
    expect(cetes.price).toBeLessThan(100);
    expect(cetes.termDays).toBeLessThanOrEqual(28);
    const us = await call(bondsApi.bondsList, { country: 'US' });
    expect(us.list.every((bond) => bond.country === 'US')).toBe(true);

    const sales = await call(marketApi.saleList, {});
    expect(sales.total).toBeGreaterThan(0);
    for (const sale of sales.list) expect(sale.salePrice).toBeLessThan(sale.price_nominal);
    const window = await call(marketApi.getSaleTime, {});
    expect(window.open).toBe(true);

    // /m_ft/block_list answers from the block-trade offers (test/blocktrade): none are open here.
    expect((await call(marketApi.blockList, { market: 'MX', pageSize: 10 })).list).toEqual([]);
  });

  it('reports the status of each exchange group', async () => {
    const all = await call(marketApi.getMarkets, {});
    const status = Object.fromEntries(all.map((m) => [m.market, m.status]));
    expect(status).toEqual({ US: 'open', MX: 'open', HK: 'closed', FUTURES: 'open', FOREX: 'open', CRYPTO: 'open' });
    const hk = await call(marketApi.getMarket, { market: 'HK' });
    expect(hk).toMatchObject({ timezone: 'Asia/Hong_Kong', localTime: '2026-11-18 00:15', tradingDay: '2026-11-18' });
    expect(hk.nextOpen).toBe(Date.parse('2026-11-18T01:30:00Z'));
    const mx = await call(marketApi.getMarket, { market: 'MX' });
    expect(mx.localTime).toBe('2026-11-17 10:15');
  });
});

describe('market service', () => {
  it('converts between MXN, USD, EUR and HKD with a spread', () => {
    const market = t.ctx.services.market!;
    const usdMxn = market.quote('USD/MXN');
    const rate = market.fxRate('USD', 'MXN');
    expect(Number(rate.bid)).toBe(usdMxn.bid);
    expect(Number(rate.ask)).toBe(usdMxn.ask);
    const back = market.fxRate('MXN', 'USD');
    expect(Number(back.bid)).toBeCloseTo(1 / usdMxn.ask, 10);
    const cross = market.fxRate('EUR', 'HKD');
    expect(Number(cross.bid)).toBeLessThan(Number(cross.ask));
    expect(Number(cross.mid)).toBeCloseTo(market.quote('EUR/USD').price * market.quote('USD/HKD').price, 2);
    expect(market.fxRate('MXN', 'MXN').mid).toBe('1');
  });

  it('tells other modules whether an instrument trades and when it opens', () => {
    const market = t.ctx.services.market!;
    expect(market.isTradingNow('AAPL')).toBe(true);
    expect(market.isTradingNow('00700')).toBe(false);
    expect(market.nextOpen('00700')).toBe(Date.parse('2026-11-18T01:30:00Z'));
    expect(market.quote('00700')).toMatchObject({ lotSize: 100, currency: 'HKD', decimals: 3 });
  });
});

// Every row of every list has the full stock-quote shape (lists skip response validation for speed).
describe('row shape', () => {
  it('matches the contract for every instrument', async () => {
    const all = await call(marketApi.allStockList, { pageSize: 100 });
    const pages = Math.ceil(all.total / 100);
    const rows: StockQuote[] = [];
    for (let p = 1; p <= pages; p++) rows.push(...(await call(marketApi.allStockList, { pageNum: p, pageSize: 100 })).list);
    expect(rows.length).toBe(all.total);
    expect(new Set(rows.map((row) => row.stock_code)).size).toBe(all.total);
  });
});

import { envelope, marketApi, type RouteDef, type StockQuote } from '@app/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { ManualClock } from '../../src/lib/clock.ts';
import { createTestApp, type TestApp } from '../helpers.ts';

// Tuesday 2026-11-17, 11:15:30 New York (US, BMV, CME and FX open; HKEX closed since 16:00 HKT).
const NOW = Date.parse('2026-11-17T16:15:30Z');
const clock = new ManualClock(NOW);
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ clock });
});
afterAll(() => t.close());

async function call<D extends RouteDef>(def: D, input: Record<string, unknown> = {}, headers: Record<string, string> = {}): Promise<z.output<D['response']>> {
  const query = new URLSearchParams(Object.entries(input).map(([k, v]): [string, string] => [k, String(v)])).toString();
  const res = await t.app.inject({ method: 'GET', url: `/web${def.path}${query ? `?${query}` : ''}`, headers });
  expect(res.statusCode, res.body).toBe(200);
  return envelope(def.response).parse(JSON.parse(res.body)).data as z.output<D['response']>;
}

type Rows = StockQuote[] | { list: StockQuote[] };
const rowsOf = (data: unknown): StockQuote[] => (Array.isArray(data) ? data : (data as { list: StockQuote[] }).list) as StockQuote[];

/** Every cached (hot) list with the same page query, and what its own rows look like. */
const PAGE = { pageNum: 1, pageSize: 20 };
const HOT: Array<{ name: string; def: RouteDef; query: Record<string, unknown>; own: (rows: StockQuote[]) => boolean }> = [
  { name: 'futures_list', def: marketApi.futuresList, query: PAGE, own: (rows) => rows.every((row) => row.market === 'FUTURES') },
  { name: 'forex_list', def: marketApi.forexList, query: PAGE, own: (rows) => rows.every((row) => row.market === 'FOREX') },
  { name: 'global_index', def: marketApi.globalIndex, query: PAGE, own: (rows) => rows.every((row) => row.market === 'INDEX') },
  { name: 'hk_st/all_stock_list', def: marketApi.hkAllStockList, query: PAGE, own: (rows) => rows.every((row) => row.market === 'HK') },
  { name: 'crypto/quantify_list', def: marketApi.cryptoQuantifyList, query: PAGE, own: (rows) => rows.every((row) => row.market === 'CRYPTO') },
  { name: 'stock_list MX', def: marketApi.stockList, query: { ...PAGE, market: 'MX' }, own: (rows) => rows.every((row) => row.market === 'MX') },
  // Every market, ranked for the keyword: the pairs and the futures whose code or name holds MXN.
  { name: 'all_stock_list MXN', def: marketApi.allStockList, query: { ...PAGE, keyword: 'MXN' }, own: (rows) => rows[0]!.stock_code.includes('MXN') && rows.every((row) => /MXN|peso/i.test(`${row.stock_code} ${row.nameEn}`)) },
  {
    name: 'topList gainers US',
    def: marketApi.topList,
    query: { ...PAGE, market: 'US' },
    own: (rows) => rows.every((row) => row.market === 'US') && rows.every((row, i) => i === 0 || rows[i - 1]!.change_ratio >= row.change_ratio),
  },
  { name: 'getStock', def: marketApi.getStock, query: { codes: 'USD/MXN,SPX' }, own: (rows) => rows.map((row) => row.stock_code).join() === 'USD/MXN,SPX' },
];

describe('cached hot lists', () => {
  it('answer their own rows right after another route filled the cache', async () => {
    let second = 0;
    for (const target of HOT) {
      for (const other of HOT) {
        if (other === target) continue;
        // A fresh snapshot second: `other` fills the cache first, then `target` is asked.
        clock.set(NOW + ++second * 1000);
        const first = rowsOf((await call(other.def, other.query)) as Rows);
        expect(other.own(first), `${other.name} first in its second`).toBe(true);
        const rows = rowsOf((await call(target.def, target.query)) as Rows);
        expect(rows.length, `${target.name} after ${other.name}`).toBeGreaterThan(0);
        expect(target.own(rows), `${target.name} after ${other.name}: ${rows.map((row) => row.stock_code).join(',')}`).toBe(true);
      }
    }
    clock.set(NOW);
  });

  it('keep languages apart and the sort in the key', async () => {
    clock.set(NOW + 500_000);
    const es = rowsOf(await call(marketApi.futuresList, PAGE, { lang: 'es' }));
    const zh = rowsOf(await call(marketApi.futuresList, PAGE, { lang: 'zh_Hans_CN' }));
    expect(es.find((row) => row.stock_code === 'GC')!.name).toBe('Oro');
    expect(zh.find((row) => row.stock_code === 'GC')!.name).not.toBe('Oro');
    const asc = rowsOf(await call(marketApi.forexList, { ...PAGE, sort: 'change_ratio', order: 'asc' }));
    const desc = rowsOf(await call(marketApi.forexList, { ...PAGE, sort: 'change_ratio', order: 'desc' }));
    expect(asc[0]!.change_ratio).toBeLessThanOrEqual(desc[0]!.change_ratio);
    expect(asc.map((row) => row.stock_code)).not.toEqual(desc.map((row) => row.stock_code));
    clock.set(NOW);
  });
});

describe('one snapshot per quote page', () => {
  it('gives the forex header bid/ask and the first level of the book from the same quote', async () => {
    for (let i = 0; i < 5; i++) {
      clock.set(NOW + 900_000 + i * 1000 + 250 * i);
      const depth = await call(marketApi.detailQuote, { code: 'USD/MXN' });
      const detail = await call(marketApi.stockDetail, { code: 'USD/MXN' });
      expect(depth.bids[0]!.price).toBe(depth.bid);
      expect(depth.asks[0]!.price).toBe(depth.ask);
      expect(detail.quote.bid).toBe(depth.bid);
      expect(detail.quote.ask).toBe(depth.ask);
      expect(detail.quote.time).toBe(depth.time);
    }
    clock.set(NOW);
  });
});

describe('closed markets', () => {
  it('show the time of the last trade, not the clock', async () => {
    clock.set(NOW);
    // HKEX closed at 16:00 HKT (08:00 UTC) on 2026-11-17.
    const hk = await call(marketApi.stockDetail, { code: '00700' });
    expect(hk.quote.status).toBe('closed');
    expect(new Date(hk.quote.time).toISOString()).toBe('2026-11-17T08:00:00.000Z');
    const book = await call(marketApi.detailQuote, { code: '00700' });
    expect(book.time).toBe(hk.quote.time);
    // A minute later nothing moves: the same time, bid and ask, and the same book.
    clock.advance(60_000);
    const later = await call(marketApi.detailQuote, { code: '00700' });
    expect(later).toEqual(book);
    // While it trades, the quote is of the current second.
    const us = await call(marketApi.stockDetail, { code: 'AAPL' });
    expect(us.quote.status).toBe('open');
    expect(us.quote.time).toBe(Math.floor(clock.now() / 1000) * 1000);
    // On Saturday the US quote is of Friday's post-market close (20:00 New York = 01:00 UTC Saturday).
    clock.set(Date.parse('2026-11-21T15:00:00Z'));
    const weekend = await call(marketApi.stockDetail, { code: 'AAPL' });
    expect(weekend.quote.status).toBe('closed');
    expect(new Date(weekend.quote.time).toISOString()).toBe('2026-11-21T01:00:00.000Z');
    // An index without extended hours: the regular close (16:00 New York = 21:00 UTC Friday).
    const spx = await call(marketApi.stockDetail, { code: 'SPX' });
    expect(new Date(spx.quote.time).toISOString()).toBe('2026-11-20T21:00:00.000Z');
    clock.set(NOW);
  });
});

describe('data in the request language', () => {
  it('translates sector names, descriptions, futures units and the Chinese names of large US companies', async () => {
    clock.set(NOW);
    const zh = await call(marketApi.summaryDetail, { code: 'AAPL' }, { lang: 'zh_Hans_CN' });
    expect(zh.name).toBe('苹果');
    expect(zh.sector).toBe('信息技术');
    expect(zh.description).not.toMatch(/Information Technology/);
    const es = await call(marketApi.summaryDetail, { code: 'WALMEX *' }, { lang: 'es' });
    expect(es.sector).toBe('Consumo básico');
    expect(es.description).toContain('consumo básico');
    const en = await call(marketApi.summaryDetail, { code: 'AAPL' }, { lang: 'en' });
    expect(en.sector).toBe('Information Technology');
    expect(en.description).not.toMatch(/\ba Information/);
    const hk = await call(marketApi.summaryDetail, { code: '00700' }, { lang: 'zh_Hans_CN' });
    expect(hk.name).toBe('腾讯控股');

    const esFutures = await call(marketApi.futuresOptList, {}, { lang: 'es' });
    expect(esFutures.find((spec) => spec.stock_code === 'ES')!.unit).toBe('USD × puntos del índice S&P 500');
    expect(esFutures.find((spec) => spec.stock_code === 'GC')!.unit).toBe('onzas troy (USD por onza)');
    const zhFutures = await call(marketApi.futuresOptList, {}, { lang: 'zh_Hans_CN' });
    expect(zhFutures.find((spec) => spec.stock_code === 'GC')!.unit).toBe('金衡盎司（每盎司美元）');
    // Every futures unit and every sector of the data has its Spanish and Chinese text.
    for (const spec of [...esFutures, ...zhFutures]) expect(spec.unit, spec.stock_code).not.toMatch(/ x |points|ounces|barrels|USD per|cents/);
    const bySector = new Map<string, string>();
    for (const market of ['US', 'MX', 'HK'] as const) {
      for (let pageNum = 1; pageNum <= 3; pageNum++) {
        for (const row of (await call(marketApi.stockList, { market, pageNum, pageSize: 100 })).list) if (row.sector && !bySector.has(row.sector)) bySector.set(row.sector, row.stock_code);
      }
    }
    expect(bySector.size).toBeGreaterThan(12);
    for (const [sector, code] of bySector) {
      for (const lang of ['es', 'zh_Hans_CN']) {
        const summary = await call(marketApi.summaryDetail, { code }, { lang });
        expect(summary.sector, `${sector} in ${lang}`).not.toBe(sector);
      }
    }
    // The list filter still takes the English key.
    const zhList = await call(marketApi.stockList, { market: 'US', sector: 'Information Technology', pageSize: 5 }, { lang: 'zh_Hans_CN' });
    expect(zhList.list.length).toBe(5);
  });
});

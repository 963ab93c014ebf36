import zlib from 'node:zlib';
import { envelope, marketApi, watchlistApi, type StockQuote } from '@app/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ManualClock } from '../../src/lib/clock.ts';
import { marketModule } from '../../src/modules/market/index.ts';
import { registerAndLogin, type TestUser } from '../fixtures/users.ts';
import { createTestApp, type TestApp } from '../helpers.ts';

const clock = new ManualClock(Date.parse('2026-11-17T16:15:30Z'));
let t: TestApp;
let alice: TestUser;
let bob: TestUser;

beforeAll(async () => {
  t = await createTestApp({ clock });
  alice = await registerAndLogin(t);
  bob = await registerAndLogin(t);
});
afterAll(() => t.close());

async function post(url: string, token: string, payload: unknown = {}) {
  return t.app.inject({ method: 'POST', url: `/web${url}`, headers: { authorization: token, lang: 'en' }, payload: payload as Record<string, unknown> });
}
async function list(token: string) {
  const res = await t.app.inject({ method: 'GET', url: '/web/userSelfSecurity/selectSelfSelectionStocksData', headers: { authorization: `Bearer ${token}` } });
  expect(res.statusCode).toBe(200);
  return envelope(watchlistApi.list.response).parse(JSON.parse(res.body)).data!;
}

describe('watchlist', () => {
  it('needs a logged-in user', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/web/userSelfSecurity/selectSelfSelectionStocksData' });
    expect(res.statusCode).toBe(401);
  });

  it('adds instruments at the top, live, with the spec row fields', async () => {
    for (const code of ['AAPL', 'WALMEX *', 'USD/MXN']) expect((await post('/userSelfSecurity/save', alice.token, { stockCode: code })).statusCode).toBe(200);
    const rows = await list(alice.token);
    expect(rows.map((row) => row.f12)).toEqual(['USD/MXN', 'WALMEX *', 'AAPL']);
    const apple = rows[2]!;
    const quote = t.ctx.services.market!.row('AAPL', 'es');
    expect(apple).toMatchObject({ f14: quote.name, f2: quote.price_nominal, f4: quote.change, f3: quote.change_ratio, f5: quote.volume, market: 'US', sort: 2 });
    // Saving the same code again keeps one row and answers its id.
    const again = JSON.parse((await post('/userSelfSecurity/save', alice.token, { stockCode: 'AAPL' })).body);
    expect(again.data.id).toBe(apple.id);
    expect(await list(alice.token)).toHaveLength(3);
    // Bob sees his own (empty) list.
    expect(await list(bob.token)).toEqual([]);
  });

  it('refuses unknown codes', async () => {
    const res = await post('/userSelfSecurity/save', alice.token, { stockCode: 'NOPE' });
    expect(res.statusCode).toBe(404);
    expect(JSON.parse(res.body).msg).toBe('Instrument NOPE was not found');
  });

  it('flags selfSelectStatus in quote lists for the caller only', async () => {
    const get = async (token?: string) => {
      const res = await t.app.inject({
        method: 'GET',
        url: '/web/m_ft/stock_list?market=US&pageSize=5',
        headers: token ? { authorization: token } : {},
      });
      return envelope(marketApi.stockList.response).parse(JSON.parse(res.body)).data!.list as StockQuote[];
    };
    const flagged = (rows: StockQuote[]) => rows.filter((row) => row.selfSelectStatus).map((row) => row.stock_code);
    expect(flagged(await get(alice.token))).toEqual(['AAPL']);
    expect(flagged(await get(bob.token))).toEqual([]);
    expect(flagged(await get())).toEqual([]);
    expect(flagged(await get(alice.token))).toEqual(['AAPL']);
    const detail = await t.app.inject({ method: 'GET', url: '/web/m_ft/stock_detail_ft?code=WALMEX%20*', headers: { authorization: alice.token } });
    expect(JSON.parse(detail.body).data.quote.selfSelectStatus).toBe(true);
    const quotes = await t.app.inject({ method: 'GET', url: '/web/quotes/getStock?codes=AAPL,MSFT', headers: { authorization: alice.token } });
    expect(flagged(JSON.parse(quotes.body).data)).toEqual(['AAPL']);
  });

  it('answers a signed-in caller from the shared cached bytes unless a row is on their watchlist', async () => {
    const page = (pageNum: number, token?: string) =>
      t.app.inject({
        method: 'GET',
        url: `/web/m_ft/stock_list?market=US&pageSize=5&pageNum=${pageNum}`,
        headers: { 'accept-encoding': 'br', ...(token ? { authorization: token } : {}) },
      });
    const rowsOf = (res: { rawPayload: Buffer }) => JSON.parse(zlib.brotliDecompressSync(res.rawPayload).toString()).data.list as StockQuote[];
    // Page 1 holds AAPL (on alice's watchlist): her rows, flagged for her.
    expect(rowsOf(await page(1, alice.token)).find((row) => row.stock_code === 'AAPL')!.selfSelectStatus).toBe(true);
    // Page 3 has none of her codes: the very bytes everyone gets, compressed once for the snapshot.
    const hers = await page(3, alice.token);
    const anonymous = await page(3);
    expect(hers.headers['content-encoding']).toBe('br');
    expect(hers.rawPayload.equals(anonymous.rawPayload)).toBe(true);
    expect(rowsOf(hers).every((row) => !row.selfSelectStatus)).toBe(true);
    // Compressing per request (@fastify/compress, brotli quality 4) would have given other bytes.
    const perRequest = zlib.brotliCompressSync(zlib.brotliDecompressSync(hers.rawPayload), { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 4 } });
    expect(hers.rawPayload.equals(perRequest)).toBe(false);
  });

  it('reorders, deletes by id and by code (URL-encoded)', async () => {
    const rows = await list(alice.token);
    const [usdmxn, walmex, aapl] = rows.map((row) => row.id);
    expect((await post('/userSelfSecurity/sort', alice.token, { ids: [aapl, usdmxn] })).statusCode).toBe(200);
    expect((await list(alice.token)).map((row) => row.f12)).toEqual(['AAPL', 'USD/MXN', 'WALMEX *']);
    // Ids of another user are refused.
    const bobSave = JSON.parse((await post('/userSelfSecurity/save', bob.token, { stockCode: '00700' })).body);
    expect((await post('/userSelfSecurity/sort', alice.token, { ids: [bobSave.data.id] })).statusCode).toBe(404);
    expect(JSON.parse((await post(`/userSelfSecurity/delete/${bobSave.data.id}`, alice.token)).body).data).toEqual({ deleted: false });

    expect(JSON.parse((await post(`/userSelfSecurity/delete/${walmex}`, alice.token)).body).data).toEqual({ deleted: true });
    expect(JSON.parse((await post(`/userSelfSecurity/deleteByStockCode/${encodeURIComponent('USD/MXN')}`, alice.token)).body).data).toEqual({ deleted: true });
    expect((await list(alice.token)).map((row) => row.f12)).toEqual(['AAPL']);
    expect((await list(bob.token)).map((row) => row.f12)).toEqual(['00700']);
  });

  it('seeds the demo investor list once', async () => {
    // The accounts module's own seed creates `demo`; then the market seed fills the list.
    for (const module of (await import('../../src/modules/index.ts')).modules) {
      if (module.name === 'accounts' || module.name === 'market') await module.seedDemo?.(t.ctx);
    }
    await marketModule.seedDemo!(t.ctx);
    const demo = await t.ctx.services.accounts!.findByUsername('demo');
    const login = await t.ctx.services.accounts!.openSession(demo!.id);
    expect((await list(login.token)).map((row) => row.f12)).toEqual(['AAPL', 'NVDA', 'WALMEX *', '00700', 'USD/MXN']);
  });
});

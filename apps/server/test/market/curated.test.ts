import { envelope, marketApi, type CuratedItem, type Page, type RouteDef } from '@app/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { need } from '../../src/context.ts';
import { ManualClock } from '../../src/lib/clock.ts';
import { curate } from '../../src/modules/market/curated.ts';
import { registerAndLogin } from '../fixtures/users.ts';
import { createTestApp, type TestApp } from '../helpers.ts';

// Issue 28 item 13: #/pages/product/popular and /ucstock said "Próximamente".
// Tuesday 2026-11-17, 11:15:30 New York: US and BMV open, HKEX closed.
const NOW = Date.parse('2026-11-17T16:15:30Z');
const clock = new ManualClock(NOW);
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ clock });
});
afterAll(() => t.close());

async function get<D extends RouteDef>(def: D, input: Record<string, string | number>, token?: string): Promise<z.output<D['response']>> {
  const query = new URLSearchParams(Object.entries(input).map(([k, v]): [string, string] => [k, String(v)])).toString();
  const res = await t.app.inject({ method: 'GET', url: `/web${def.path}?${query}`, headers: token ? { authorization: token } : {} });
  expect(res.statusCode, res.body).toBe(200);
  return envelope(def.response).parse(JSON.parse(res.body)).data as z.output<D['response']>;
}
const curated = (market: string, list: string, token?: string) => get(marketApi.curatedList, { market, list, pageSize: 100 }, token) as Promise<Page<CuratedItem>>;

describe('curated lists', () => {
  it('most watched counts the app’s watchers, most first, and flags the caller’s own', async () => {
    const [ana, bob] = [await registerAndLogin(t), await registerAndLogin(t)];
    const save = (token: string, stockCode: string) => t.app.inject({ method: 'POST', url: '/web/userSelfSecurity/save', headers: { authorization: token }, payload: { stockCode } });
    for (const code of ['AMZN', 'KO']) expect((await save(ana.token, code)).statusCode).toBe(200);
    expect((await save(bob.token, 'AMZN')).statusCode).toBe(200);
    const watched = await curated('US', 'mostWatched', bob.token);
    expect(watched.list.slice(0, 2).map((r) => [r.stock_code, r.watchers, r.selfSelectStatus])).toEqual([
      ['AMZN', 2, true],
      ['KO', 1, false],
    ]);
    expect(watched.total).toBe(2);
    expect(watched.list[0]!.high52w).toBeUndefined(); // the range is for the highs and lows lists
    expect((await curated('MX', 'mostWatched')).list).toEqual([]);
  });

  it.each(['US', 'MX', 'HK'] as const)('%s: most traded by turnover, and highs and lows at their 52-week range', async (market) => {
    const traded = await curated(market, 'mostTraded');
    expect(traded.list.length).toBeGreaterThan(10);
    for (let i = 1; i < traded.list.length; i++) expect(traded.list[i - 1]!.turnover).toBeGreaterThanOrEqual(traded.list[i]!.turnover);
    expect(traded.list.every((r) => r.market === market && r.kind === 'stock')).toBe(true);
    for (const [list, check] of [
      ['highs', (r: CuratedItem) => r.high52w! / r.price_nominal <= 1.03],
      ['lows', (r: CuratedItem) => r.price_nominal / r.low52w! <= 1.03],
    ] as const) {
      const rows = (await curated(market, list)).list;
      expect(rows.every(check), `${market} ${list}`).toBe(true);
      // The range is the year's daily closes (and today's extremes), as the daily chart shows them.
      for (const row of rows.slice(0, 2)) {
        const bars = (await get(marketApi.kline, { code: row.stock_code, period: '1d', count: 253 })).list.slice(0, -1);
        const closes = bars.map((bar) => bar.close);
        expect(row.high52w! / Math.max(...closes, row.high), row.stock_code).toBeCloseTo(1, 2);
        expect(row.low52w! / Math.min(...closes, row.low), row.stock_code).toBeCloseTo(1, 2);
      }
    }
  });

  it('new listings are the app’s listings of the last 90 days, newest first', async () => {
    expect((await curated('US', 'newListings')).list).toEqual([]);
    const market = need(t.ctx, 'market');
    market.addListing({ code: 'NEWCO', market: 'US', name: { es: 'NewCo', en: 'NewCo', zh: 'NewCo' }, sector: 'Industrials', lotSize: 1, openPrice: 20, listAt: Date.parse('2026-11-16T14:30:00Z') });
    market.addListing({ code: 'OLDCO', market: 'US', name: { es: 'OldCo', en: 'OldCo', zh: 'OldCo' }, sector: 'Industrials', lotSize: 1, openPrice: 20, listAt: Date.parse('2026-06-01T13:30:00Z') });
    clock.advance(2_000);
    const fresh = await curated('US', 'newListings');
    expect(fresh.list.map((r) => [r.stock_code, r.listedAt])).toEqual([['NEWCO', Date.parse('2026-11-16T14:30:00Z')]]);
  });

  it('ranks by the rule alone (pure)', () => {
    const row = (code: string, over: Partial<CuratedItem>) => ({ stock_code: code, turnover: 1, price_nominal: 100, high52w: 110, low52w: 80, watchers: 0, ...over }) as CuratedItem;
    const rows = [row('A', { price_nominal: 109, turnover: 5 }), row('B', { price_nominal: 110 }), row('C', { price_nominal: 81, watchers: 3 }), row('D', { price_nominal: 95, watchers: 3, turnover: 9 })];
    const range = (r: CuratedItem) => ({ high52w: r.high52w!, low52w: r.low52w! });
    expect(curate('highs', rows, NOW, range).map((r) => r.stock_code)).toEqual(['B', 'A']);
    expect(curate('lows', rows, NOW, range).map((r) => r.stock_code)).toEqual(['C']);
    expect(curate('mostWatched', rows, NOW, range).map((r) => r.stock_code)).toEqual(['D', 'C']);
    expect(curate('mostTraded', rows, NOW, range).map((r) => r.stock_code)).toEqual(['D', 'A', 'B', 'C']);
  });
});

import type { InsightAllocation, InsightPerformance, TradeOrder } from '@app/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { need } from '../../src/context.ts';
import { ManualClock } from '../../src/lib/clock.ts';
import { marketModuleOver, ScriptedMarket } from '../fixtures/scripted-market.ts';
import type { TestUser } from '../fixtures/users.ts';
import { body, createTestApp, type TestApp } from '../helpers.ts';
import { call, fund, investor, key, tradingModules } from '../trading/_setup.ts';

/*
 * A known scenario computed by hand (issue 33). USD/MXN is held at 18.0000, so the MXN figures are
 * the USD ones times 18 and the returns are the same in both.
 *
 * Tue 1 Dec 2026, 09:00 Mexico City: US$10,000 deposited into the US stock wallet; 10 AAPL bought at
 *   the ask 200.01 (2,000.10, commission 2.00 and its IVA 0.32: cash 7,997.58). At the 16:30 valuation
 *   the bid is 210.00: 7,997.58 + 2,100.00 = 10,097.58.
 * Wed 2 Dec: US$5,000 more deposited; AAPL bid 189.00: 12,997.58 + 1,890.00 = 14,887.58.
 * Thu 3 Dec, 12:00 (now): AAPL bid 199.50: 12,997.58 + 1,995.00 = 14,992.58.
 *
 * Time-weighted: 10,097.58 / 10,000 = 1.009758 (+0.98 %); x 14,887.58 / (10,097.58 + 5,000) -> -0.43 %;
 *   x 14,992.58 / 14,887.58 -> +0.27 % since opening.
 * Money-weighted: 10,000 x^3 + 5,000 x^2 = 14,992.58 (each deposit invested from the day it came in)
 *   -> x = 0.99981448..., x^3 - 1 = -0.06 %: more money was in during the fall than during the rise.
 * Today alone (1D): 14,992.58 / 14,887.58 - 1 = +0.71 % both ways.
 * Benchmarks: S&P 500 6,000 -> 5,940 -> 6,120 (+2.00 % since the first valuation, +3.03 % today);
 *   S&P/BMV IPC 60,000 -> 61,200 -> 59,400 (-1.00 %, -2.94 % today).
 */
const HOUR = 3_600_000;
const day = (d: number, hourUtc: number) => Date.UTC(2026, 11, d, hourUtc, 0, 0);
const steady = (price: string) => [{ at: day(1, 0), bid: price, ask: price }];
const market = new ScriptedMarket({
  'USD/MXN': steady('18.0000'),
  AAPL: [
    { at: day(1, 0), bid: '199.99', ask: '200.01' },
    { at: day(1, 20), bid: '210.00', ask: '210.02' },
    { at: day(2, 20), bid: '189.00', ask: '189.02' },
    { at: day(3, 16), bid: '199.50', ask: '199.52' },
  ],
  SPX: [
    { at: day(1, 0), bid: '6000.00', ask: '6000.00' },
    { at: day(2, 20), bid: '5940.00', ask: '5940.00' },
    { at: day(3, 16), bid: '6120.00', ask: '6120.00' },
  ],
  MEXBOL: [
    { at: day(1, 0), bid: '60000.00', ask: '60000.00' },
    { at: day(2, 20), bid: '61200.00', ask: '61200.00' },
    { at: day(3, 16), bid: '59400.00', ask: '59400.00' },
  ],
});

let t: TestApp;
let clock: ManualClock;
let user: TestUser;

async function get<T>(url: string, who: TestUser | null = user, lang = 'en') {
  const res = await t.app.inject({ method: 'GET', url: `/web${url}`, headers: { ...(who ? { authorization: who.token } : {}), lang } });
  return { status: res.statusCode, ...body<T>(res) };
}

/** Moves to 16:30 Mexico City (22:30 UTC) of a day and lets the jobs service run what is due. */
async function closeOfDay(d: number) {
  clock.set(day(d, 22) + HOUR / 2 + 1000);
  await t.ctx.jobs.runDue();
  user.token = (await need(t.ctx, 'accounts').login(user.username, user.password)).token;
}

beforeAll(async () => {
  clock = new ManualClock(day(1, 15));
  t = await createTestApp({ clock, modules: tradingModules().map((m) => (m.name === 'market' ? marketModuleOver(market) : m)) });
  await t.ctx.jobs.plan(); // the jobs service sees the daily job first now: its first run is 16:30 today
  user = await investor(t, { US_STOCK: ['USD', '10000'] });
  const bought = await call<TradeOrder>(t, user, '/stock/create', { code: 'AAPL', direction: 0, quantity: 10, payPassword: '123456', idempotencyKey: key() });
  expect(bought.data).toMatchObject({ status: 1, fillPrice: '200.01', fee: '2.00' });
  await closeOfDay(1);
  clock.set(day(2, 15));
  await fund(t, user.userId, 'US_STOCK', 'USD', '5000');
  await closeOfDay(2);
  clock.set(day(3, 18));
  user.token = (await need(t.ctx, 'accounts').login(user.username, user.password)).token;
});

afterAll(async () => {
  await need(t.ctx, 'trading').idle();
  await t.close();
});

describe('performance over time', () => {
  it('stores one valuation a day per client, in MXN and per currency, with the money that came in', async () => {
    const rows = await t.ctx.db.selectFrom('insight_valuations').select(['day', 'currency', 'value', 'flow']).where('user_id', '=', user.userId).orderBy('day').orderBy('currency').execute();
    expect(rows.map((r) => [r.day, r.currency, Number(r.value).toFixed(2), Number(r.flow).toFixed(2)])).toEqual([
      ['2026-12-01', 'ALL', '181756.44', '180000.00'],
      ['2026-12-01', 'USD', '10097.58', '10000.00'],
      ['2026-12-02', 'ALL', '267976.44', '90000.00'],
      ['2026-12-02', 'USD', '14887.58', '5000.00'],
    ]);
    const levels = await t.ctx.db.selectFrom('insight_benchmarks').select(['day', 'code', 'level']).orderBy('day').orderBy('code').execute();
    expect(levels.map((l) => [l.day, l.code, Number(l.level)])).toEqual([
      ['2026-12-01', 'MEXBOL', 60000],
      ['2026-12-01', 'SPX', 6000],
      ['2026-12-02', 'MEXBOL', 61200],
      ['2026-12-02', 'SPX', 5940],
    ]);
  });

  it('answers the time- and money-weighted returns since opening as computed by hand', async () => {
    const res = await get<InsightPerformance>('/insight/performance?period=ALL');
    expect(res.status).toBe(200);
    expect(res.data.total).toEqual({ startValue: '0.00', endValue: '269866.44', netFlows: '270000.00', gain: '-133.56', twr: '0.27', mwr: '-0.06' });
    expect(res.data.points.map((p) => [p.day, p.value, p.flow, p.twr])).toEqual([
      ['2026-12-01', '181756.44', '180000.00', '0.98'],
      ['2026-12-02', '267976.44', '90000.00', '-0.43'],
      ['2026-12-03', '269866.44', '0.00', '0.27'],
    ]);
    expect(res.data.points.map((p) => p.benchmarks.map((b) => `${b.code} ${b.change}`))).toEqual([
      ['SPX 0.00', 'MEXBOL 0.00'],
      ['SPX -1.00', 'MEXBOL 2.00'],
      ['SPX 2.00', 'MEXBOL -1.00'],
    ]);
    expect(res.data.currencies).toEqual([{ currency: 'USD', startValue: '0.00', endValue: '14992.58', netFlows: '15000.00', gain: '-7.42', twr: '0.27', mwr: '-0.06' }]);
    expect(res.data.benchmarks.map((b) => [b.code, b.name, b.change])).toEqual([
      ['SPX', 'S&P 500', '2.00'],
      ['MEXBOL', 'S&P/BMV IPC', '-1.00'],
    ]);
  });

  it('answers one day from the last valuation', async () => {
    const res = await get<InsightPerformance>('/insight/performance?period=1D');
    expect(res.data.total).toEqual({ startValue: '267976.44', endValue: '269866.44', netFlows: '0.00', gain: '1890.00', twr: '0.71', mwr: '0.71' });
    expect(res.data.benchmarks.map((b) => b.change)).toEqual(['3.03', '-2.94']);
    expect(res.data.from).toBe('2026-12-03');
  });

  it('splits the portfolio by market, asset class, currency and sector', async () => {
    const res = await get<InsightAllocation>('/insight/allocation');
    expect(res.status).toBe(200);
    // Cash 12,997.58 x 18 = 233,956.44; AAPL 10 x 199.50 x 18 = 35,910.00; total 269,866.44.
    expect(res.data.totalMxn).toBe('269866.44');
    expect(res.data.market).toEqual([
      { key: 'CASH', valueMxn: '233956.44', share: '86.69' },
      { key: 'US', valueMxn: '35910.00', share: '13.31' },
    ]);
    expect(res.data.assetClass.map((s) => [s.key, s.share])).toEqual([
      ['cash', '86.69'],
      ['stocks', '13.31'],
    ]);
    expect(res.data.currency).toEqual([{ key: 'USD', valueMxn: '269866.44', share: '100.00' }]);
    expect(res.data.sector.map((s) => [s.key, s.valueMxn])).toEqual([
      ['cash', '233956.44'],
      ['informationTechnology', '35910.00'],
    ]);
  });

  it('refuses a period it does not know in the caller language, and strangers', async () => {
    const messages: string[] = [];
    for (const lang of ['es', 'en', 'zh']) {
      const res = await get<unknown>('/insight/performance?period=5Y', user, lang);
      expect(res.status).toBe(422);
      messages.push(res.msg);
    }
    expect(messages).toEqual(['El campo «period» debe ser uno de: 1D, 1W, 1M, 1Y, ALL', 'The field "period" must be one of: 1D, 1W, 1M, 1Y, ALL', '字段“period”必须为以下之一：1D, 1W, 1M, 1Y, ALL']);
    expect((await get<unknown>('/insight/performance', null)).status).toBe(401);
    expect((await get<unknown>('/insight/allocation', null)).status).toBe(401);
  });

  it('keeps the ledger balanced', async () => {
    const report = await need(t.ctx, 'ledger').reconcile();
    expect(report.differences).toEqual([]);
  });
});

import type { Page, StrategyDetail, StrategyTrade, StrategyView } from '@app/contracts';
import Decimal from 'decimal.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { need } from '../../src/context.ts';
import { ManualClock } from '../../src/lib/clock.ts';
import { keyFromDay } from '../../src/market/time.ts';
import { equityCurve, pct, trackRecord } from '../../src/modules/strategies/rules.ts';
import { strategyHouse, type NewStrategy } from '../../src/modules/strategies/service.ts';
import { body, createTestApp, type TestApp } from '../helpers.ts';

/** Thursday 19 November 2026, 15:00 UTC. */
const START = Date.UTC(2026, 10, 19, 15, 0, 0);
const DAY = 86_400_000;
const TODAY = Math.floor(START / DAY);

const MOMENTUM: NewStrategy = {
  code: 'T-MOMO',
  name: { es: 'Impulso', en: 'Momentum', zh: '动量' },
  params: { kind: 'ma_momentum', codes: ['AAPL', 'MSFT', 'NVDA', 'AMZN', 'GOOGL'], fast: 5, slow: 15, investPct: 95, bandPct: 3 },
  capitalMinor: 10_000_000n,
  backtestDays: 90,
  launchDay: TODAY - 20,
};
const REVERT: NewStrategy = {
  code: 'T-MXN',
  name: { es: 'Reversión', en: 'Reversion', zh: '回归' },
  params: { kind: 'mean_reversion', code: 'USD/MXN', lookback: 10, entryZ: 0.8, exitZ: 0, investPct: 90 },
  capitalMinor: 5_000_000n,
  backtestDays: 120,
  launchDay: TODAY - 20,
};

let t: TestApp;
let clock: ManualClock;

async function get<T>(url: string, lang = 'en') {
  const res = await t.app.inject({ method: 'GET', url: `/web${url}`, headers: { lang } });
  return { status: res.statusCode, ...body<T>(res) };
}

beforeAll(async () => {
  clock = new ManualClock(START);
  t = await createTestApp({ clock });
});
afterAll(async () => {
  await t?.close();
});

describe('strategies run on the simulated market', () => {
  let momo: number;
  let revert: number;

  it('runs the back-test and live days once, even with two runners at once', async () => {
    const s = need(t.ctx, 'strategies');
    momo = await s.create(MOMENTUM);
    revert = await s.create(REVERT);
    const [a, b] = await Promise.all([s.runStrategy(momo), s.runStrategy(momo)]);
    expect(a.days + b.days).toBeGreaterThan(50);
    const again = await s.runStrategy(momo);
    expect(again).toEqual({ days: 0, trades: 0 });
    await s.runStrategy(revert);
    const trades = await s.tradesAfter(momo, 0);
    expect(trades.length).toBeGreaterThan(3);
    expect(new Set(trades.map((tr) => `${tr.day}:${tr.code}`)).size).toBe(trades.length);
    expect(trades.some((tr) => tr.backtest)).toBe(true);
    expect(trades.every((tr) => tr.backtest === tr.day < MOMENTUM.launchDay!)).toBe(true);
    expect((await s.tradesAfter(revert, 0)).length).toBeGreaterThan(0);
    const report = await need(t.ctx, 'ledger').reconcile();
    expect(report.differences).toEqual([]);
  }, 120_000);

  it('the stored curve and the track record equal a recomputation from the trades and the closes', async () => {
    const s = need(t.ctx, 'strategies');
    for (const id of [momo, revert]) {
      const row = await s.get(id);
      const stored = await s.curve(id);
      const trades = await s.tradesAfter(id, 0);
      const recomputed = equityCurve(
        stored.map((p) => p.day),
        trades,
        [{ day: row.firstDay <= stored[0]!.day ? stored[0]!.day : row.firstDay, amountMinor: row.capitalMinor }],
        (code, day) => s.priceOn(row.params, code, day),
      );
      expect(recomputed.map((p) => [p.day, p.equityMinor])).toEqual(stored.map((p) => [p.day, p.equityMinor]));
      // The house account holds the cash of the last day.
      expect((await need(t.ctx, 'ledger').balance(strategyHouse(id))).balance).toBe(stored.at(-1)!.cashMinor);
      const record = trackRecord(recomputed, trades);
      const view = await get<StrategyView>(`/strategies/detail?id=${id}`);
      expect(view.status).toBe(200);
      expect(view.data.record).toMatchObject({ twrPct: pct(record.twr), maxDrawdownPct: pct(record.maxDrawdown), volatilityPct: pct(record.volatility), trades: trades.length, backtest: true });
      expect(view.data.record.endEquity).toBe(new Decimal(record.endMinor.toString()).div(100).toFixed(2));
      expect(view.data.asOf).toBe(keyFromDay(TODAY - 1));
      expect(view.data.disclaimer).toBe('Past results do not predict future results.');
      expect(view.data.live.backtest).toBe(false);
    }
  });

  it('detail shows rule, holdings, the curve with back-test days marked; trades are listed', async () => {
    const detail = await get<StrategyDetail>(`/strategies/detail?id=${momo}`, 'es');
    expect(detail.data.rule).toContain('AAPL');
    expect(detail.data.disclaimer).toBe('Los resultados pasados no predicen resultados futuros.');
    expect(detail.data.curve.some((p) => p.backtest)).toBe(true);
    expect(detail.data.curve.at(-1)!.backtest).toBe(false);
    const held = await need(t.ctx, 'strategies').positions(momo);
    expect(detail.data.holdings.map((h) => h.code)).toEqual([...held.keys()]);
    const trades = await get<Page<StrategyTrade>>(`/strategies/trades?id=${momo}&pageSize=5`);
    expect(trades.data.list).toHaveLength(5);
    const missing = await get(`/strategies/detail?id=999999`, 'zh');
    expect(missing.status).toBe(404);
    expect(missing.msg).toBe('没有该策略');
  });

  it('the same market seed gives the same trades (a second database)', async () => {
    const other = await createTestApp({ clock: new ManualClock(START) });
    try {
      const s2 = need(other.ctx, 'strategies');
      const id = await s2.create(MOMENTUM);
      await s2.runStrategy(id);
      const strip = (rows: Array<{ day: number; code: string; side: string; quantity: string; price: string; amountMinor: bigint }>) => rows.map((r) => [r.day, r.code, r.side, r.quantity, r.price, r.amountMinor]);
      expect(strip(await s2.tradesAfter(id, 0))).toEqual(strip(await need(t.ctx, 'strategies').tradesAfter(momo, 0)));
    } finally {
      await other.close();
    }
  }, 180_000);

  it('a new day after the close is run by the job pass', async () => {
    const s = need(t.ctx, 'strategies');
    clock.set(START + 1 * DAY);
    await s.runAll();
    expect((await s.get(momo)).processedThrough).toBe(TODAY);
  });
});

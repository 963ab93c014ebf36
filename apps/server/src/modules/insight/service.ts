import { INSIGHT_BENCHMARKS, type Currency, type InsightAllocation, type InsightBenchmark, type InsightPerformance, type InsightPeriod, type Locale, type PerformanceSummary } from '@app/contracts';
import Decimal from 'decimal.js';
import { need, type AppContext } from '../../context.ts';
import { usersWithPostings } from '../../ledger/activity.ts';
import { allocationOf } from './allocation.ts';
import { addDays, moneyWeighted, monthsBefore, percentOf, timeWeighted, type SeriesPoint } from './rules.ts';
import { flowsBetween, valueNow } from './valuation.ts';
import './tables.ts';

/** Days are Mexico City's (the house's), as statements and cut-offs count them. */
export const INSIGHT_TIME_ZONE = 'America/Mexico_City';
const DAY_FORMAT = new Intl.DateTimeFormat('en-CA', { timeZone: INSIGHT_TIME_ZONE, year: 'numeric', month: '2-digit', day: '2-digit' });
export const dayOf = (ms: number): string => DAY_FORMAT.format(ms);

const TOTAL = 'ALL';

interface StoredPoint extends SeriesPoint {
  takenAt: number;
}

/**
 * Portfolio insight (issue 33). History comes from the daily valuations the `insight.snapshot`
 * job stores (one row per client, day and currency: what the portfolio was worth and what came
 * in or went out since the row before); the last point is always now, valued live with the
 * flows since the last stored day, so a day's figures move with the market.
 */
export class InsightService {
  constructor(private readonly ctx: AppContext) {}

  private now(): number {
    return this.ctx.clock.now();
  }

  /** Values one client now and stores it as today's row (again on a retry: same interval, fresher value). */
  async snapshotUser(userId: number): Promise<void> {
    const now = this.now();
    const day = dayOf(now);
    const previous = await this.ctx.db.selectFrom('insight_valuations').select('taken_at').where('user_id', '=', userId).where('currency', '=', TOTAL).where('day', '<', day).orderBy('day', 'desc').limit(1).executeTakeFirst();
    const since = previous ? previous.taken_at.getTime() : 0;
    const [{ valuation }, flows] = await Promise.all([valueNow(this.ctx, userId), flowsBetween(this.ctx, userId, since, now)]);
    const rows = [{ currency: TOTAL, value: valuation.totalMxn, flow: flows.totalMxn }];
    const currencies = new Set<Currency>([...valuation.byCurrency.keys(), ...flows.byCurrency.keys()]);
    for (const currency of currencies) rows.push({ currency, value: valuation.byCurrency.get(currency) ?? new Decimal(0), flow: flows.byCurrency.get(currency) ?? new Decimal(0) });
    const taken = new Date(now);
    await this.ctx.db
      .insertInto('insight_valuations')
      .values(rows.map((r) => ({ user_id: userId, day, currency: r.currency, value: r.value.toFixed(), flow: r.flow.toFixed(), taken_at: taken })))
      .onConflict((oc) => oc.columns(['user_id', 'currency', 'day']).doUpdateSet((eb) => ({ value: eb.ref('excluded.value'), flow: eb.ref('excluded.flow'), taken_at: eb.ref('excluded.taken_at') })))
      .execute();
  }

  /** Stores the benchmark indices' levels now as today's. */
  async snapshotBenchmarks(): Promise<void> {
    const now = this.now();
    const day = dayOf(now);
    const market = need(this.ctx, 'market');
    const rows = INSIGHT_BENCHMARKS.map((code) => ({ day, code, level: String(market.quote(code).last), taken_at: new Date(now) }));
    await this.ctx.db
      .insertInto('insight_benchmarks')
      .values(rows)
      .onConflict((oc) => oc.columns(['code', 'day']).doUpdateSet((eb) => ({ level: eb.ref('excluded.level'), taken_at: eb.ref('excluded.taken_at') })))
      .execute();
  }

  /** One pass of the daily job: the benchmarks, then the clients after `cursor` (user id) with any posting. */
  async snapshotPass(period: string, cursor: string | undefined, max: number): Promise<{ items: number; more: boolean; cursor?: string }> {
    // A valuation is of the moment it is taken: a run caught up on a later day has nothing to value.
    if (period !== dayOf(this.now())) return { items: 0, more: false };
    if (!cursor) await this.snapshotBenchmarks();
    const users = await usersWithPostings(this.ctx.db, { before: this.now() + 1, afterUserId: cursor ? Number(cursor) : 0, limit: max });
    for (const userId of users) await this.snapshotUser(userId);
    const last = users.at(-1);
    return users.length < max || last === undefined ? { items: users.length, more: false } : { items: users.length, more: true, cursor: String(last) };
  }

  /** The stored days before today and the live point of now, per series ('ALL' and each currency). */
  private async series(userId: number): Promise<{ today: string; bySeries: Map<string, StoredPoint[]> }> {
    const now = this.now();
    const today = dayOf(now);
    const rows = await this.ctx.db.selectFrom('insight_valuations').selectAll().where('user_id', '=', userId).where('day', '<', today).orderBy('day').execute();
    const bySeries = new Map<string, StoredPoint[]>();
    for (const row of rows) {
      const list = bySeries.get(row.currency) ?? [];
      list.push({ day: row.day, value: new Decimal(row.value), flow: new Decimal(row.flow), takenAt: row.taken_at.getTime() });
      bySeries.set(row.currency, list);
    }
    const since = bySeries.get(TOTAL)?.at(-1)?.takenAt ?? 0;
    const [{ valuation }, flows] = await Promise.all([valueNow(this.ctx, userId), flowsBetween(this.ctx, userId, since, now)]);
    const push = (key: string, value: Decimal, flow: Decimal) => bySeries.set(key, [...(bySeries.get(key) ?? []), { day: today, value, flow, takenAt: now }]);
    push(TOTAL, valuation.totalMxn, flows.totalMxn);
    const currencies = new Set<string>([...bySeries.keys(), ...valuation.byCurrency.keys(), ...flows.byCurrency.keys()]);
    for (const currency of currencies) {
      if (currency === TOTAL) continue;
      push(currency, valuation.byCurrency.get(currency as Currency) ?? new Decimal(0), flows.byCurrency.get(currency as Currency) ?? new Decimal(0));
    }
    return { today, bySeries };
  }

  async performance(userId: number, period: InsightPeriod, locale: Locale): Promise<InsightPerformance> {
    const { today, bySeries } = await this.series(userId);
    const fromDay = periodStart(today, period);
    const total = window(bySeries.get(TOTAL)!, fromDay);
    const levels = await this.benchmarkLevels(total.startDay, today);
    const market = need(this.ctx, 'market');
    const growth = timeWeighted(total.start, total.points);
    const points = total.points.map((point, i) => ({
      day: point.day,
      value: point.value.toFixed(2),
      flow: point.flow.toFixed(2),
      twr: percentOf(growth[i]),
      benchmarks: INSIGHT_BENCHMARKS.map((code) => ({ code, change: percentOf(levels.change(code, point.day)) })),
    }));
    const currencies = [...bySeries.entries()]
      .filter(([key]) => key !== TOTAL)
      .map(([currency, list]) => ({ currency: currency as Currency, ...summaryOf(window(list, fromDay)) }))
      .filter((c) => !(new Decimal(c.startValue).isZero() && new Decimal(c.endValue).isZero() && new Decimal(c.netFlows).isZero()));
    return {
      period,
      from: total.points[0]?.day ?? today,
      to: today,
      total: summaryOf(total),
      points,
      currencies,
      benchmarks: INSIGHT_BENCHMARKS.map((code) => {
        const instrument = market.instrument(code);
        const { start, end } = levels.range(code);
        return { code, name: instrument ? (instrument.name[locale] ?? instrument.name.en) : code, start: start.toFixed(), end: end.toFixed(), change: percentOf(end.dividedBy(start)) };
      }),
      time: this.now(),
    };
  }

  /** Each benchmark's stored levels from `fromDay` and its live level for today. */
  private async benchmarkLevels(fromDay: string, today: string) {
    const market = need(this.ctx, 'market');
    const rows = await this.ctx.db.selectFrom('insight_benchmarks').selectAll().where('day', '>=', fromDay).where('day', '<', today).orderBy('day').execute();
    const byCode = new Map<InsightBenchmark, { day: string; level: Decimal }[]>();
    for (const code of INSIGHT_BENCHMARKS) {
      const list = rows.filter((r) => r.code === code).map((r) => ({ day: r.day, level: new Decimal(r.level) }));
      list.push({ day: today, level: new Decimal(String(market.quote(code).last)) });
      byCode.set(code, list);
    }
    const levelOn = (code: InsightBenchmark, day: string) => {
      const list = byCode.get(code)!;
      let found = list[0]!.level;
      for (const entry of list) if (entry.day <= day) found = entry.level;
      return found;
    };
    return {
      range: (code: InsightBenchmark) => ({ start: byCode.get(code)![0]!.level, end: byCode.get(code)!.at(-1)!.level }),
      change: (code: InsightBenchmark, day: string) => levelOn(code, day).dividedBy(byCode.get(code)![0]!.level),
    };
  }

  async allocation(userId: number): Promise<InsightAllocation> {
    const { portfolio, products } = await valueNow(this.ctx, userId);
    const wallets = await need(this.ctx, 'wallet').balances(userId);
    return { ...allocationOf(this.ctx, portfolio, wallets, products), time: this.now() };
  }
}

/** The first day a period does not include (its start value is that day's): none for since opening. */
export function periodStart(today: string, period: InsightPeriod): string | undefined {
  switch (period) {
    case '1D':
      return addDays(today, -1);
    case '1W':
      return addDays(today, -7);
    case '1M':
      return monthsBefore(today, 1);
    case '1Y':
      return monthsBefore(today, 12);
    case 'ALL':
      return undefined;
  }
}

/** A series cut to a period: the value held at its start (the last point on or before `fromDay`) and the points after. */
export function window(list: readonly SeriesPoint[], fromDay: string | undefined): { startDay: string; start: Decimal; points: SeriesPoint[] } {
  const before = fromDay === undefined ? [] : list.filter((p) => p.day <= fromDay);
  const points = fromDay === undefined ? [...list] : list.filter((p) => p.day > fromDay);
  const base = before.at(-1);
  if (base) return { startDay: base.day, start: base.value, points };
  return { startDay: addDays(points[0]?.day ?? list.at(-1)!.day, -1), start: new Decimal(0), points };
}

function summaryOf(w: { startDay: string; start: Decimal; points: SeriesPoint[] }): PerformanceSummary {
  const end = w.points.at(-1)?.value ?? w.start;
  const netFlows = w.points.reduce((sum, p) => sum.plus(p.flow), new Decimal(0));
  return {
    startValue: w.start.toFixed(2),
    endValue: end.toFixed(2),
    netFlows: netFlows.toFixed(2),
    gain: end.minus(w.start).minus(netFlows).toFixed(2),
    twr: percentOf(timeWeighted(w.start, w.points).at(-1)),
    mwr: percentOf(moneyWeighted(w.startDay, w.start, w.points)),
  };
}

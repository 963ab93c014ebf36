import type { Locale, Page, StrategyAdminView, StrategyDetail, StrategyInput, StrategyTrade, StrategyView, TrackRecordView } from '@app/contracts';
import Decimal from 'decimal.js';
import { need, type AppContext } from '../../context.ts';
import { pageOf } from '../../db/paging.ts';
import type { OperatorPrincipal } from '../../http/auth.ts';
import { AppError } from '../../http/errors.ts';
import { isUniqueViolation } from '../../db/errors.ts';
import { render } from '../../i18n/text.ts';
import { formatMinor, parseAmount, type Tx } from '../../ledger/index.ts';
import { DAY_MS, keyFromDay } from '../../market/time.ts';
import { t } from './messages.ts';
import {
  Dec,
  amountMinor,
  assetPrice,
  codesOf,
  positionsValue,
  rebalance,
  strategyParams,
  targetWeights,
  trackRecord,
  warmupOf,
  pct,
  type EquityPoint,
  type StrategyParams,
  type TradeRecord,
} from './rules.ts';
import type { Localized } from './tables.ts';
import './tables.ts';

/** The house account a strategy trades from, and where its capital comes from. */
export const strategyHouse = (id: number) => ({ house: `STRAT_${id}`, currency: 'USD' as const });
export const CAPITAL_HOUSE = { house: 'STRATEGY_CAPITAL', currency: 'USD' as const };
const MARKET = { house: 'MARKET', currency: 'USD' as const };

export interface StrategyRow {
  id: number;
  code: string;
  name: Localized;
  params: StrategyParams;
  capitalMinor: bigint;
  firstDay: number;
  launchDay: number;
  processedThrough: number | null;
  status: string;
}

export interface TradeRow {
  id: number;
  strategyId: number;
  day: number;
  code: string;
  side: 'buy' | 'sell';
  quantity: string;
  price: string;
  amountMinor: bigint;
  backtest: boolean;
}

export interface NewStrategy {
  code: string;
  name: Localized;
  params: StrategyParams;
  capitalMinor: bigint;
  /** Days of back-test before launch (calendar days). */
  backtestDays: number;
  /** Launch day (default: today). */
  launchDay?: number;
}

const money = (minor: bigint) => formatMinor(minor, 2);

/**
 * Strategies: published algorithms run each day on the simulated market's daily closes,
 * trading from a house ledger account each. `runAll` (job `strategies.run`) runs every
 * strategy through the last closed day; each day is one database transaction that locks
 * the strategy row, so two processes never run a day twice. Other modules (follow, quant)
 * read strategies, trades, positions, equity and prices through this service.
 */
export class StrategiesService {
  /** code -> day -> close (the simulated market is a pure function of its seed: safe to keep). */
  private readonly closes = new Map<string, Map<number, number>>();
  private readonly loaded = new Map<string, { from: number; to: number }>();
  private readonly listeners: Array<() => Promise<void>> = [];

  constructor(private readonly ctx: AppContext) {}

  today(): number {
    return Math.floor(this.ctx.clock.now() / DAY_MS);
  }

  /** The last day whose close is final (yesterday, UTC). */
  lastClosedDay(): number {
    return this.today() - 1;
  }

  /** Called after each `runAll` (follow mirrors trades, quant records profits). */
  onAdvanced(listener: () => Promise<void>): void {
    this.listeners.push(listener);
  }

  // ---- prices ------------------------------------------------------------------------------

  private ensureCloses(code: string, fromDay: number, toDay: number): Map<number, number> {
    let map = this.closes.get(code);
    if (!map) {
      map = new Map();
      this.closes.set(code, map);
    }
    const have = this.loaded.get(code);
    if (have && have.from <= fromDay && have.to >= toDay) return map;
    const from = Math.min(fromDay, have?.from ?? fromDay);
    const to = Math.max(toDay, have?.to ?? toDay);
    const candles = need(this.ctx, 'market').candles(code, '1d', to - from + 1, (to + 1) * DAY_MS);
    for (const c of candles) {
      const day = Math.floor(c.time / DAY_MS);
      if (day >= from && day <= to && day < this.today()) map.set(day, c.close);
    }
    this.loaded.set(code, { from, to: Math.min(to, this.today() - 1) });
    return map;
  }

  /** Close of a code on a day (undefined when it did not trade that day). */
  closeOn(code: string, day: number): number | undefined {
    return this.ensureCloses(code, day, day).get(day);
  }

  /**
   * What buying one unit of the strategy's asset costs now: the live ask (an inverted pair,
   * mean reversion's 1/close, costs 1/bid), 8 decimals. A copy opens at this, not at a close.
   */
  buyPriceNow(params: StrategyParams, code: string): Decimal | undefined {
    const quote = need(this.ctx, 'market').quote(code);
    const [bid, ask] = [new Dec(String(quote.bid)), new Dec(String(quote.ask))];
    if (!bid.gt(0) || !ask.gt(0)) return undefined;
    return params.kind === 'mean_reversion' ? new Dec(1).div(bid).toDecimalPlaces(8) : ask;
  }

  /** The strategy's asset price of a code at a day's close, carried from the last close (up to 10 days back). */
  priceOn(params: StrategyParams, code: string, day: number): Decimal | undefined {
    const map = this.ensureCloses(code, day - 10, day);
    for (let d = day; d >= day - 10; d--) {
      const close = map.get(d);
      if (close !== undefined) return assetPrice(params, close);
    }
    return undefined;
  }

  // ---- rows ----------------------------------------------------------------------------------

  private rowOf(r: { id: number; code: string; name: Localized; params: unknown; capital_minor: bigint; first_day: number; launch_day: number; processed_through: number | null; status: string }): StrategyRow {
    return {
      id: r.id,
      code: r.code,
      name: r.name,
      params: strategyParams.parse(typeof r.params === 'string' ? JSON.parse(r.params) : r.params),
      capitalMinor: BigInt(r.capital_minor),
      firstDay: r.first_day,
      launchDay: r.launch_day,
      processedThrough: r.processed_through,
      status: r.status,
    };
  }

  async all(): Promise<StrategyRow[]> {
    const rows = await this.ctx.db.selectFrom('strategies_strategies').selectAll().orderBy('id').execute();
    return rows.map((r) => this.rowOf(r));
  }

  async get(id: number, db: Tx = this.ctx.db): Promise<StrategyRow> {
    const r = await db.selectFrom('strategies_strategies').selectAll().where('id', '=', id).executeTakeFirst();
    if (!r) throw new AppError('STRATEGY_NOT_FOUND', t.notFound, {}, { field: 'id' });
    return this.rowOf(r);
  }

  /** Creates a strategy (idempotent by code). Answers its id. */
  async create(input: NewStrategy): Promise<number> {
    const launch = input.launchDay ?? this.today();
    await this.ctx.db
      .insertInto('strategies_strategies')
      .values({
        code: input.code,
        name: JSON.stringify(input.name),
        params: JSON.stringify(strategyParams.parse(input.params)),
        capital_minor: input.capitalMinor,
        first_day: launch - input.backtestDays,
        launch_day: launch,
        processed_through: null,
        created_at: new Date(this.ctx.clock.now()),
      })
      .onConflict((oc) => oc.column('code').doNothing())
      .execute();
    const row = await this.ctx.db.selectFrom('strategies_strategies').select('id').where('code', '=', input.code).executeTakeFirstOrThrow();
    return row.id;
  }

  async positions(strategyId: number, db: Tx = this.ctx.db): Promise<Map<string, Decimal>> {
    const rows = await db.selectFrom('strategies_positions').selectAll().where('strategy_id', '=', strategyId).orderBy('code').execute();
    return new Map(rows.map((r) => [r.code, new Dec(r.quantity)]));
  }

  private tradeRow(r: { id: number; strategy_id: number; day: number; code: string; side: 'buy' | 'sell'; quantity: string; price: string; amount_minor: bigint; backtest: boolean }): TradeRow {
    return { id: r.id, strategyId: r.strategy_id, day: r.day, code: r.code, side: r.side, quantity: r.quantity, price: r.price, amountMinor: BigInt(r.amount_minor), backtest: r.backtest };
  }

  /** Trades with id above `afterId`, oldest first (at most `limit`). */
  async tradesAfter(strategyId: number, afterId: number, limit = 10_000, db: Tx = this.ctx.db): Promise<TradeRow[]> {
    const rows = await db.selectFrom('strategies_trades').selectAll().where('strategy_id', '=', strategyId).where('id', '>', afterId).orderBy('id').limit(limit).execute();
    return rows.map((r) => this.tradeRow(r));
  }

  async lastTradeId(strategyId: number, db: Tx = this.ctx.db): Promise<number> {
    const row = await db.selectFrom('strategies_trades').select((eb) => eb.fn.max('id').as('id')).where('strategy_id', '=', strategyId).executeTakeFirst();
    return Number(row?.id ?? 0);
  }

  /** The stored daily curve (oldest first). */
  async curve(strategyId: number, fromDay?: number, db: Tx = this.ctx.db): Promise<Array<EquityPoint & { backtest: boolean }>> {
    let q = db.selectFrom('strategies_equity').selectAll().where('strategy_id', '=', strategyId);
    if (fromDay !== undefined) q = q.where('day', '>=', fromDay);
    const rows = await q.orderBy('day').execute();
    return rows.map((r) => ({ day: r.day, cashMinor: BigInt(r.cash_minor), valueMinor: BigInt(r.value_minor), equityMinor: BigInt(r.equity_minor), flowMinor: BigInt(r.flow_minor), backtest: r.backtest }));
  }

  /** Equity at a day's close (the last point at or before it). */
  async equityAt(strategyId: number, day: number, db: Tx = this.ctx.db): Promise<{ day: number; equityMinor: bigint } | undefined> {
    const r = await db.selectFrom('strategies_equity').select(['day', 'equity_minor']).where('strategy_id', '=', strategyId).where('day', '<=', day).orderBy('day', 'desc').limit(1).executeTakeFirst();
    return r ? { day: r.day, equityMinor: BigInt(r.equity_minor) } : undefined;
  }

  // ---- running ---------------------------------------------------------------------------------

  /** Runs every running strategy through the last closed day; then tells the listeners. */
  async runAll(): Promise<{ days: number; trades: number }> {
    let days = 0;
    let trades = 0;
    for (const s of await this.all()) {
      if (s.status !== 'running') continue;
      const out = await this.runStrategy(s.id);
      days += out.days;
      trades += out.trades;
    }
    for (const listener of this.listeners) await listener();
    return { days, trades };
  }

  /** The days a strategy trades in (from, to]: days any of its codes has a close. */
  tradingDays(params: StrategyParams, fromExclusive: number, to: number): number[] {
    const set = new Set<number>();
    for (const code of codesOf(params)) for (const day of this.ensureCloses(code, fromExclusive + 1, to).keys()) if (day > fromExclusive && day <= to) set.add(day);
    return [...set].sort((a, b) => a - b);
  }

  async runStrategy(id: number, through = this.lastClosedDay()): Promise<{ days: number; trades: number }> {
    const s = await this.get(id);
    const start = s.processedThrough ?? s.firstDay - 1;
    const warm = warmupOf(s.params);
    for (const code of codesOf(s.params)) this.ensureCloses(code, start - warm * 2 - 15, through);
    let days = 0;
    let trades = 0;
    // Back-test days in chunks (one transaction for several days: a first start is quick);
    // live days one by one. Each day re-checks the locked row, so a second runner skips it.
    const all = this.tradingDays(s.params, start, through);
    for (let i = 0; i < all.length; ) {
      const chunk = all[i]! < s.launchDay ? all.slice(i, i + 40).filter((d) => d < s.launchDay) : [all[i]!];
      i += chunk.length;
      const out = await need(this.ctx, 'ledger').run(async (trx) => {
        let d = 0;
        let n = 0;
        for (const day of chunk) {
          const made = await this.runDay(id, day, trx);
          if (made !== undefined) {
            d++;
            n += made;
          }
        }
        return { d, n };
      });
      days += out.d;
      trades += out.n;
    }
    return { days, trades };
  }

  /** One day at the close, in the caller's transaction; undefined when another runner did it. */
  private async runDay(id: number, day: number, trx: Tx): Promise<number | undefined> {
    const locked = await trx.selectFrom('strategies_strategies').selectAll().where('id', '=', id).forUpdate().executeTakeFirstOrThrow();
    const s = this.rowOf(locked);
    if (s.processedThrough !== null && s.processedThrough >= day) return undefined;
    const ledger = need(this.ctx, 'ledger');
    const house = strategyHouse(id);
    const backtest = day < s.launchDay;
    let flow = 0n;
    if (s.processedThrough === null) {
      await ledger.post({ kind: 'strategy.capital', ref: `strategy:${id}`, by: 'system', memo: { strategy: s.code }, legs: [{ from: CAPITAL_HOUSE, to: house, amount: s.capitalMinor }] }, trx);
      flow = s.capitalMinor;
    }
    const positions = await this.positions(id, trx);
    const cash = (await ledger.balance(house, trx)).balance;
    const codes = codesOf(s.params);
    const prices = new Map<string, Decimal>();
    const history: Record<string, Decimal[]> = {};
    const weights: Record<string, Decimal> = {};
    const warm = warmupOf(s.params);
    const held: Record<string, boolean> = {};
    for (const code of codes) {
      const price = this.priceOn(s.params, code, day);
      if (price) prices.set(code, price);
      const map = this.ensureCloses(code, day - warm * 2 - 15, day);
      const series = [...map.entries()]
        .filter(([d]) => d <= day)
        .sort((a, b) => a[0] - b[0])
        .slice(-(warm + 1))
        .map(([, c]) => assetPrice(s.params, c));
      history[code] = series;
      held[code] = !(positions.get(code) ?? new Dec(0)).isZero();
    }
    const target = targetWeights(s.params, history, held);
    // Only codes that traded today are traded.
    for (const code of codes) if (this.closeOn(code, day) !== undefined) weights[code] = target[code]!;
    const band = s.params.kind === 'ma_momentum' ? s.params.bandPct : 0;
    const orders = rebalance(positions, cash, prices, weights, band);
    const now = new Date(this.ctx.clock.now());
    let cashAfter = cash;
    for (const order of orders) {
      const legs = order.side === 'buy' ? [{ from: house, to: MARKET, amount: order.amountMinor }] : [{ from: MARKET, to: house, amount: order.amountMinor }];
      const tx = await ledger.post(
        { kind: 'trade', ref: `strategy:${id}`, by: 'system', memo: { strategy: s.code, day: keyFromDay(day), code: order.code, side: order.side, quantity: order.quantity.toString(), price: order.price.toString(), backtest }, legs },
        trx,
      );
      await trx
        .insertInto('strategies_trades')
        .values({ strategy_id: id, day, code: order.code, side: order.side, quantity: order.quantity.toString(), price: order.price.toString(), amount_minor: order.amountMinor, backtest, tx_id: tx.id, created_at: now })
        .execute();
      const q = (positions.get(order.code) ?? new Dec(0)).plus(order.side === 'buy' ? order.quantity : order.quantity.neg());
      positions.set(order.code, q);
      cashAfter += order.side === 'buy' ? -order.amountMinor : order.amountMinor;
    }
    for (const order of orders) {
      const q = positions.get(order.code)!;
      await trx.deleteFrom('strategies_positions').where('strategy_id', '=', id).where('code', '=', order.code).execute();
      if (!q.isZero()) await trx.insertInto('strategies_positions').values({ strategy_id: id, code: order.code, quantity: q.toString() }).execute();
    }
    const open = new Map([...positions].filter(([, q]) => !q.isZero()));
    const value = positionsValue(open, prices);
    await trx
      .insertInto('strategies_equity')
      .values({ strategy_id: id, day, cash_minor: cashAfter, value_minor: value, equity_minor: cashAfter + value, flow_minor: flow, backtest })
      .execute();
    await trx.updateTable('strategies_strategies').set({ processed_through: day }).where('id', '=', id).execute();
    return orders.length;
  }

  // ---- back office -------------------------------------------------------------------------------

  private adminView(r: StrategyRow, trades: number): StrategyAdminView {
    return {
      id: r.id,
      code: r.code,
      nameEs: r.name.es,
      nameEn: r.name.en,
      nameZh: r.name.zh,
      params: r.params,
      capital: money(r.capitalMinor),
      backtestDays: r.launchDay - r.firstDay,
      launchDate: keyFromDay(r.launchDay),
      ...(r.processedThrough !== null ? { asOf: keyFromDay(r.processedThrough) } : {}),
      status: r.status === 'stopped' ? 'stopped' : 'running',
      trades,
    };
  }

  async adminList(): Promise<StrategyAdminView[]> {
    const counts = await this.ctx.db.selectFrom('strategies_trades').select(['strategy_id', (eb) => eb.fn.countAll<string>().as('n')]).groupBy('strategy_id').execute();
    const n = new Map(counts.map((c) => [c.strategy_id, Number(c.n)]));
    return (await this.all()).map((r) => this.adminView(r, n.get(r.id) ?? 0));
  }

  /**
   * Creates (no id) or edits a strategy, with its audit row, in one transaction that locks
   * the strategy row (a run in progress finishes first). Once a strategy has run, its kind
   * and instruments stay (its positions are in them); its other parameters apply from the
   * next day it runs; capital, back-test and launch are set at creation only.
   */
  async save(operator: OperatorPrincipal, input: StrategyInput & { id?: number | undefined }, ip: string): Promise<StrategyAdminView> {
    const params = strategyParams.parse(input.params);
    const name = JSON.stringify({ es: input.nameEs, en: input.nameEn, zh: input.nameZh });
    const ledger = need(this.ctx, 'ledger');
    try {
      const id = await ledger.run(async (trx) => {
        if (input.id !== undefined) {
          const locked = await trx.selectFrom('strategies_strategies').selectAll().where('id', '=', input.id).forUpdate().executeTakeFirst();
          if (!locked) throw new AppError('STRATEGY_NOT_FOUND', t.notFound, {}, { field: 'id' });
          const before = this.rowOf(locked);
          if (input.code !== before.code) throw new AppError('STRATEGY_PARAMS_LOCKED', t.codeFixed, { code: before.code }, { field: 'code' });
          if (before.processedThrough !== null && (before.params.kind !== params.kind || codesOf(before.params).join() !== codesOf(params).join())) {
            throw new AppError('STRATEGY_PARAMS_LOCKED', t.paramsLocked, { codes: codesOf(before.params).join(', ') }, { field: 'params' });
          }
          await trx.updateTable('strategies_strategies').set({ name, params: JSON.stringify(params), status: input.status }).where('id', '=', input.id).execute();
          await need(this.ctx, 'audit').record(
            operator,
            'strategies.update',
            { type: 'strategy', id: input.id },
            { before: { code: before.code, name: before.name, params: before.params, status: before.status }, after: { code: input.code, name: JSON.parse(name) as unknown, params, status: input.status } },
            ip,
            trx,
          );
          return input.id;
        }
        let capitalMinor: bigint;
        try {
          capitalMinor = parseAmount(input.capital, 2);
        } catch {
          throw new AppError('INVALID_AMOUNT', t.badCapital, {}, { field: 'capital' });
        }
        const launch = this.today();
        const row = await trx
          .insertInto('strategies_strategies')
          .values({
            code: input.code,
            name,
            params: JSON.stringify(params),
            capital_minor: capitalMinor,
            first_day: launch - input.backtestDays,
            launch_day: launch,
            processed_through: null,
            status: input.status,
            created_at: new Date(this.ctx.clock.now()),
          })
          .returning('id')
          .executeTakeFirstOrThrow();
        await need(this.ctx, 'audit').record(operator, 'strategies.create', { type: 'strategy', id: row.id }, { ...input, params }, ip, trx);
        return row.id;
      });
      const [view] = (await this.adminList()).filter((r) => r.id === id);
      return view!;
    } catch (error) {
      if (isUniqueViolation(error)) throw new AppError('STRATEGY_CODE_TAKEN', t.codeTaken, { code: input.code }, { field: 'code' });
      throw error;
    }
  }

  // ---- views -----------------------------------------------------------------------------------

  private recordView(curve: readonly EquityPoint[], trades: readonly TradeRecord[], backtest: boolean): TrackRecordView {
    const r = trackRecord(curve, trades);
    return {
      ...(r.from !== undefined ? { from: keyFromDay(r.from) } : {}),
      ...(r.to !== undefined ? { to: keyFromDay(r.to) } : {}),
      twrPct: pct(r.twr)!,
      maxDrawdownPct: pct(r.maxDrawdown)!,
      volatilityPct: pct(r.volatility)!,
      ...(r.winRate !== undefined ? { winRatePct: pct(r.winRate)! } : {}),
      trades: r.trades,
      sells: r.sells,
      wins: r.wins,
      startEquity: money(curve[0] ? curve[0].flowMinor : 0n),
      endEquity: money(r.endMinor),
      backtest,
    };
  }

  /** The track record over the days from `fromDay` (the first point's base is the equity before it). */
  async record(strategyId: number, fromDay?: number): Promise<TrackRecordView> {
    const all = await this.curve(strategyId);
    const trades = (await this.tradesAfter(strategyId, 0)).map((tr) => ({ ...tr, day: tr.day }));
    if (fromDay === undefined) return this.recordView(all, trades, all.some((p) => p.backtest));
    const idx = all.findIndex((p) => p.day >= fromDay);
    if (idx < 0) return this.recordView([], [], false);
    const window = all.slice(idx).map((p) => ({ ...p }));
    if (idx > 0) window[0] = { ...window[0]!, flowMinor: window[0]!.flowMinor + all[idx - 1]!.equityMinor };
    return this.recordView(
      window,
      trades.filter((tr) => tr.day >= window[0]!.day),
      window.some((p) => p.backtest),
    );
  }

  ruleText(s: StrategyRow, locale: Locale): string {
    const p = s.params;
    if (p.kind === 'ma_momentum') return render(t.maMomentum, locale, { codes: p.codes.join(', '), fast: p.fast, slow: p.slow, investPct: p.investPct, bandPct: p.bandPct });
    return render(t.meanReversion, locale, { code: p.code, lookback: p.lookback, entryZ: p.entryZ, exitZ: p.exitZ, investPct: p.investPct });
  }

  disclaimer(locale: Locale): string {
    return render(t.disclaimer, locale);
  }

  async view(idOrRow: number | StrategyRow, locale: Locale): Promise<StrategyView> {
    const s = typeof idOrRow === 'number' ? await this.get(idOrRow) : idOrRow;
    const last = s.processedThrough !== null ? await this.equityAt(s.id, s.processedThrough) : undefined;
    return {
      id: s.id,
      code: s.code,
      name: s.name[locale],
      kind: s.params.kind,
      rule: this.ruleText(s, locale),
      params: s.params as Record<string, unknown>,
      currency: 'USD',
      launchDate: keyFromDay(s.launchDay),
      ...(s.processedThrough !== null ? { asOf: keyFromDay(s.processedThrough) } : {}),
      equity: money(last?.equityMinor ?? s.capitalMinor),
      record: await this.record(s.id),
      live: await this.record(s.id, s.launchDay),
      disclaimer: this.disclaimer(locale),
      simulated: true,
    };
  }

  async list(locale: Locale): Promise<StrategyView[]> {
    const out: StrategyView[] = [];
    for (const s of await this.all()) out.push(await this.view(s, locale));
    return out;
  }

  async detail(id: number, locale: Locale): Promise<StrategyDetail> {
    const s = await this.get(id);
    const view = await this.view(s, locale);
    const curve = await this.curve(id);
    const last = curve.at(-1);
    const positions = await this.positions(id);
    const holdings = [];
    for (const [code, qty] of positions) {
      const price = last ? this.priceOn(s.params, code, last.day) : undefined;
      if (!price) continue;
      const value = amountMinor(qty, price);
      holdings.push({
        code,
        quantity: qty.toString(),
        price: price.toString(),
        value: money(value),
        weightPct: last && last.equityMinor > 0n ? pct(new Dec(value.toString()).div(last.equityMinor.toString()))! : '0.00',
      });
    }
    return {
      ...view,
      cash: money(last?.cashMinor ?? 0n),
      holdings,
      curve: curve.map((p) => ({ date: keyFromDay(p.day), time: p.day * DAY_MS, equity: money(p.equityMinor), backtest: p.backtest })),
    };
  }

  async trades(id: number, query: { pageNum: number; pageSize: number }): Promise<Page<StrategyTrade>> {
    await this.get(id);
    return pageOf(
      this.ctx.db.selectFrom('strategies_trades').where('strategy_id', '=', id),
      (q) => q.selectAll().orderBy('id', 'desc'),
      query,
      (rows) =>
        rows.map((r) => ({ id: r.id, date: keyFromDay(r.day), code: r.code, side: r.side, quantity: r.quantity, price: r.price, amount: money(BigInt(r.amount_minor)), backtest: r.backtest })),
    );
  }
}

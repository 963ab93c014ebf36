import { PositionStatus, TradeOrderStatus, type TradeMarket } from '@app/contracts';
import Decimal from 'decimal.js';
import { sql } from 'kysely';
import type { AppContext } from '../../context.ts';
import { crossEquity, needsRiskWatch, riskAction, stopTriggered, type RiskAction } from './liquidation.ts';
import { marginLevel } from './margin.ts';
import { noticeTexts } from './messages.ts';
import { liveQuote, type LiveQuote } from './quotes.ts';
import { dec, type MarketRules } from './rates.ts';
import { repo, type PositionRow } from './repo.ts';
import type { TradingService } from './service.ts';
import type { LivePosition } from './views.ts';

export interface SweepResult {
  /** False when another process (or this one's scheduled run) holds the job's lease and sweeps instead. */
  ran: boolean;
  filled: number;
  refused: number;
  stopped: number;
  marginCalls: number;
  liquidated: number;
  /** Resting limit orders past their good-till-cancelled maximum, cancelled with their holds released. */
  expired: number;
}

/** The sweep's job (ctx.jobs): every second, one process at a time through the job's lease. */
export const SWEEP_JOB = 'trading.sweep';
export const SWEEP_EVERY_MS = 1000;
/** Orders filled per instrument per sweep, positions looked at per sweep: a limit on everything. */
const MAX_FILLS_PER_CODE = 500;
const MAX_POSITIONS_PER_SWEEP = 20_000;
/** Resting orders expired per sweep (the rest on the next second). */
const MAX_EXPIRIES_PER_SWEEP = 1_000;

const percent = (level: Decimal.Value) => new Decimal(level).times(100).toFixed(2);

/**
 * The job that works on the market's moves, every second (the market ticks about once a
 * second): fills resting limit orders the price crosses, runs stop-loss and take-profit,
 * sends margin calls and liquidates below the liquidation level.
 *
 * It is the jobs service's `trading.sweep` job: whichever server process holds the job's
 * lease sweeps, one at a time. Every action still locks its row with SKIP LOCKED and
 * changes it only from the state it read (conditional updates), so an order fills once
 * and a position closes once even if a sweep started by hand meets one.
 */
export class TradingEngine {
  private running: Promise<SweepResult> | undefined;

  constructor(
    private readonly ctx: AppContext,
    private readonly service: TradingService,
  ) {}

  /** Declares the sweep job (at init); a listening server's job runner runs it. */
  define(): void {
    this.ctx.jobs.define({
      name: SWEEP_JOB,
      schedule: { everyMs: SWEEP_EVERY_MS },
      catchUp: 'latest',
      // The next second sweeps again: a failed sweep is shown, not retried.
      retry: { attempts: 1 },
      maxItemsPerRun: MAX_POSITIONS_PER_SWEEP,
      run: async () => {
        const result = await this.share(() => this.sweepOnce());
        return { items: result.filled + result.refused + result.stopped + result.marginCalls + result.liquidated + result.expired };
      },
    });
  }

  /** Waits for a sweep in progress in this process. */
  async stop(): Promise<void> {
    await this.running?.catch(() => undefined);
  }

  /**
   * One pass now, outside the schedule, holding the job's lease (so it never overlaps a
   * scheduled sweep in any process: then it answers `ran: false`). Concurrent calls in one
   * process share the pass in progress.
   */
  sweep(): Promise<SweepResult> {
    return this.share(async () => {
      const outcome = await this.ctx.jobs.exclusive(SWEEP_JOB, () => this.sweepOnce());
      return outcome.ran ? outcome.value : { ran: false, filled: 0, refused: 0, stopped: 0, marginCalls: 0, liquidated: 0, expired: 0 };
    });
  }

  private share(pass: () => Promise<SweepResult>): Promise<SweepResult> {
    this.running ??= pass().finally(() => {
      this.running = undefined;
    });
    return this.running;
  }

  private async sweepOnce(): Promise<SweepResult> {
    const result: SweepResult = { ran: true, filled: 0, refused: 0, stopped: 0, marginCalls: 0, liquidated: 0, expired: 0 };
    const quotes = new Map<string, LiveQuote>();
    const quoteOf = (code: string) => {
      let q = quotes.get(code);
      if (!q) {
        q = liveQuote(this.service.market, code);
        quotes.set(code, q);
      }
      return q;
    };
    // Expired first: an order past its good-till-cancelled maximum does not fill on this tick.
    await this.expireOrders(result);
    await this.matchOrders(quoteOf, result);
    await this.watchPositions(quoteOf, quotes, result);
    return result;
  }

  /** Resting limit orders past their good-till-cancelled maximum (issue 21: the published gtcMaxDays): cancelled, holds released. */
  private async expireOrders(result: SweepResult): Promise<void> {
    const due = await this.ctx.db
      .selectFrom('trading_orders')
      .select('id')
      .where('status', '=', TradeOrderStatus.Entrusted)
      .where('expires_at', '<=', new Date(this.ctx.clock.now()))
      .orderBy('expires_at')
      .limit(MAX_EXPIRIES_PER_SWEEP)
      .execute();
    for (const { id } of due) if (await this.service.expireResting(id)) result.expired++;
  }

  /** Resting limit orders whose price the market crosses now fill at their limit. */
  private async matchOrders(quoteOf: (code: string) => LiveQuote, result: SweepResult): Promise<void> {
    const codes = await this.ctx.db.selectFrom('trading_orders').select('code').distinct().where('status', '=', TradeOrderStatus.Entrusted).execute();
    for (const { code } of codes) {
      const quote = quoteOf(code);
      if (!quote.open) continue;
      const due = await this.ctx.db
        .selectFrom('trading_orders')
        .select('id')
        .where('status', '=', TradeOrderStatus.Entrusted)
        .where('code', '=', code)
        .where((eb) =>
          eb.or([
            eb.and([eb('direction', '=', 0), eb('limit_price', '>=', quote.ask.toFixed())]),
            eb.and([eb('direction', '=', 1), eb('limit_price', '<=', quote.bid.toFixed())]),
          ]),
        )
        .orderBy('id')
        .limit(MAX_FILLS_PER_CODE)
        .execute();
      for (const { id } of due) {
        const outcome = await this.service.fillEntrusted(id, quote);
        if (outcome === 'filled') result.filled++;
        if (outcome === 'refused') result.refused++;
      }
    }
  }

  /**
   * Stops, margin calls and liquidations of holding positions. Only positions that may
   * need action are read: by instrument, those whose stop, take-profit or margin call
   * price the quote has reached (or that were warned and may have recovered), plus the
   * cross positions at risk, whose level depends on their whole wallet.
   */
  private async watchPositions(quoteOf: (code: string) => LiveQuote, quotes: Map<string, LiveQuote>, result: SweepResult): Promise<void> {
    const codes = await this.ctx.db.selectFrom('trading_positions').select('code').distinct().where('status', '=', PositionStatus.Holding).execute();
    if (codes.length === 0) return;
    const marks = codes.map(({ code }) => {
      const q = quoteOf(code);
      return sql`(${code}, ${q.bid.toFixed()}::numeric, ${q.ask.toFixed()}::numeric)`;
    });
    const [candidates, crossRows] = await Promise.all([
      sql<PositionRow>`
        select p.* from trading_positions p
        join (values ${sql.join(marks)}) as q(code, bid, ask) on q.code = p.code
        where p.status = ${PositionStatus.Holding} and (
          p.margin_call_at is not null
          or (p.direction = 0 and (p.stop_loss >= q.bid or p.take_profit <= q.bid or p.call_price >= q.bid))
          or (p.direction = 1 and (p.stop_loss <= q.ask or p.take_profit >= q.ask or p.call_price <= q.ask)))
        order by p.id
        limit ${MAX_POSITIONS_PER_SWEEP}`.execute(this.ctx.db),
      this.ctx.db
        .selectFrom('trading_positions')
        .selectAll()
        .where('status', '=', PositionStatus.Holding)
        .where('margin_mode', '=', 'full')
        .where((eb) => eb.or([eb('direction', '=', 1), eb('leverage', '>', 1)]))
        .orderBy('id')
        .limit(MAX_POSITIONS_PER_SWEEP)
        .execute(),
    ]);
    const rules = await this.service.rates.all();
    const closed = new Set<number>();
    for (const row of candidates.rows) {
      const r = rules.get(row.market as TradeMarket)!;
      const quote = quoteOf(row.code);
      const live = this.service.live(row, r, quotes);
      if (quote.open) {
        const stop = stopTriggered(row.direction, live.mark, {
          stopLoss: row.stop_loss === null ? undefined : dec(row.stop_loss),
          takeProfit: row.take_profit === null ? undefined : dec(row.take_profit),
        });
        if (stop) {
          closed.add(row.id);
          if (await this.service.closePosition(row.id, { reason: stop, by: 'system', skipLocked: true })) result.stopped++;
          continue;
        }
      }
      if (row.margin_mode === 'full' || !needsRiskWatch(row.direction, row.leverage)) continue;
      const level = marginLevel(row.margin + live.pnl, row.margin);
      await this.act(riskAction(level, r), [row], level!, r, quote.open ? [row] : [], result);
    }
    const cross = new Map<string, Array<{ row: PositionRow; live: LivePosition }>>();
    for (const row of crossRows) {
      if (closed.has(row.id)) continue;
      const key = `${row.user_id}:${row.wallet}`;
      const live = this.service.live(row, rules.get(row.market as TradeMarket)!, quotes);
      cross.set(key, [...(cross.get(key) ?? []), { row, live }]);
    }
    for (const group of cross.values()) {
      const first = group[0]!.row;
      const r = rules.get(first.market as TradeMarket)!;
      const balance = await this.service.ledger.balance(this.service.walletRef(first.user_id, r));
      const { equity, margin } = crossEquity(balance.available, group.map((g) => ({ margin: g.row.margin, pnl: g.live.pnl })));
      const level = marginLevel(equity, margin);
      if (!level) continue;
      const closable = group.filter((g) => g.live.quote.open).map((g) => g.row);
      await this.act(riskAction(level, r), group.map((g) => g.row), level, r, closable, result);
    }
  }

  private async act(action: RiskAction, rows: PositionRow[], level: Decimal, rules: MarketRules, closable: PositionRow[], result: SweepResult): Promise<void> {
    if (action === 'liquidate' && closable.length > 0) {
      for (const row of closable) {
        const closed = await this.service.closePosition(row.id, {
          reason: 'liquidation',
          by: 'system',
          skipLocked: true,
          notice: { level: percent(level), liquidation: percent(rules.liquidationLevel) },
        });
        if (closed) result.liquidated++;
      }
      return;
    }
    if (action === 'margin_call' || action === 'liquidate') {
      await this.marginCall(rows, level, rules, result);
      return;
    }
    // Recovered above the margin call level: a later fall warns again.
    const warned = rows.filter((r) => r.margin_call_at !== null).map((r) => r.id);
    if (warned.length > 0) await this.ctx.db.updateTable('trading_positions').set({ margin_call_at: null }).where('id', 'in', warned).execute();
  }

  /** Warns once per fall below the margin call level (the first process to mark the rows tells the user). */
  private async marginCall(rows: PositionRow[], level: Decimal, rules: MarketRules, result: SweepResult): Promise<void> {
    const at = new Date(this.ctx.clock.now());
    const marked = await this.ctx.db
      .updateTable('trading_positions')
      .set({ margin_call_at: at })
      .where('id', 'in', rows.map((r) => r.id))
      .where('status', '=', PositionStatus.Holding)
      .where('margin_call_at', 'is', null)
      .returning(['id'])
      .execute();
    if (marked.length === 0) return;
    result.marginCalls++;
    const first = rows[0]!;
    await this.ctx.db.transaction().execute((trx) =>
      repo.flows(
        trx,
        marked.map((m) => ({ positionId: m.id, userId: first.user_id, kind: 'margin_call', amount: 0n, currency: first.currency, at })),
      ),
    );
    const codes = [...new Set(rows.map((r) => r.code))].join(', ');
    this.service.publish(first.user_id, 'risk.alert', { level: 'warning', positionId: first.id, walletType: first.wallet, marginLevel: level.toFixed(4), positionIds: marked.map((m) => m.id) });
    this.service.publish(first.user_id, 'position.updated', { positionId: first.id, event: 'margin_call', code: first.code });
    this.service.notify(
      first.user_id,
      'margin',
      noticeTexts.marginCallTitle,
      noticeTexts.marginCallBody,
      { code: codes, level: percent(level), call: percent(rules.marginCallLevel), liquidation: percent(rules.liquidationLevel) },
      `position:${first.id}`,
    );
  }
}

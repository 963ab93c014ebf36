import type { ConditionalKind } from '@app/contracts';
import { sql } from 'kysely';
import type { AppContext } from '../../context.ts';
import { SeqBook } from '../../jobs/seq-book.ts';
import type { MarketService } from '../market/index.ts';
import { LIVE_STATUSES, type ConditionalOrders } from './conditional.ts';
import { evaluate, toUnits, type Watch } from './conditional-rules.ts';
import type { ConditionalRow } from './conditional-tables.ts';

/** The trigger job (ctx.jobs): every second, one process at a time through the job's lease. */
export const TRIGGER_JOB = 'trading.triggers';
const TRIGGER_EVERY_MS = 1000;
/** A process that has not held the lease for this long reloads everything (another process may have moved trailing stops). */
const STALE_MS = 5_000;

export interface TickResult {
  ran: boolean;
  /** Live orders watched this tick. */
  watched: number;
  fired: number;
  filled: number;
  rejected: number;
  worked: number;
  expired: number;
  /** Milliseconds spent deciding (the in-memory evaluation, without the database work that follows). */
  evaluateMs: number;
}

interface Quote {
  bid: number;
  ask: number;
  status: string;
  bidText: string;
  askText: string;
}

/**
 * The live conditional orders in memory, by instrument: the trigger job evaluates them on
 * every tick without reading them all from the database. It follows the table by `seq`
 * (every change bumps it) and reloads in full when it has not held the lease for a while
 * (jobs/seq-book.ts, shared with the price alerts).
 */
export class TriggerBook extends SeqBook<Watch> {
  constructor() {
    super(STALE_MS);
  }

  /** Puts a row in (live) or takes it out (anything else). */
  apply(row: Pick<ConditionalRow, 'id' | 'user_id' | 'code' | 'kind' | 'direction' | 'status' | 'trigger_price' | 'limit_price' | 'trail_amount' | 'trail_percent' | 'trail_extreme' | 'extended_hours' | 'expires_at' | 'group_id' | 'seq'>, decimals: number): void {
    this.noteSeq(row.seq);
    const known = this.get(row.id);
    if (row.status !== 'active' && row.status !== 'working') {
      if (known) this.remove(known);
      return;
    }
    const scale = 10 ** decimals;
    const watch: Watch = {
      id: row.id,
      userId: row.user_id,
      code: row.code,
      kind: row.kind as ConditionalKind,
      direction: row.direction,
      status: row.status,
      trigger: row.trigger_price === null ? 0 : toUnits(row.trigger_price, scale),
      limit: row.limit_price === null ? 0 : toUnits(row.limit_price, scale),
      trailUnits: row.trail_amount === null ? 0 : toUnits(row.trail_amount, scale),
      trailPpm: row.trail_percent === null ? 0 : Math.round(Number(row.trail_percent) * 10_000),
      extreme: row.trail_extreme === null ? 0 : toUnits(row.trail_extreme, scale),
      extendedHours: row.extended_hours,
      expiresAt: row.expires_at.getTime(),
      groupId: row.group_id ?? 0,
      scale,
      dirty: false,
    };
    // Keep a trailing stop's best price when this process already saw a better one.
    if (known && known.kind === 'trailing' && (watch.direction === 1 ? known.extreme > watch.extreme : known.extreme < watch.extreme)) {
      watch.extreme = known.extreme;
      watch.dirty = known.dirty;
    }
    this.put(watch);
  }

  /**
   * One tick's decisions (pure over the book and the quotes): which orders fire, which
   * stop-limits start working, which expired. A market closed to an order leaves it alone
   * (extended-hours orders also trade in the pre-market and after-hours sessions).
   */
  decide(quoteOf: (code: string) => Quote | undefined, now: number): { fire: Watch[]; work: Watch[]; expire: Watch[] } {
    const fire: Watch[] = [];
    const work: Watch[] = [];
    const expire: Watch[] = [];
    for (const [code, list] of this.byCode) {
      const q = quoteOf(code);
      if (!q) continue;
      const open = q.status === 'open';
      const extended = q.status === 'pre' || q.status === 'post';
      if (!open && !extended) {
        for (const w of list) if (w.expiresAt <= now) expire.push(w);
        continue;
      }
      const bid = Math.round(q.bid * list[0]!.scale);
      const ask = Math.round(q.ask * list[0]!.scale);
      for (const w of list) {
        if (w.expiresAt <= now) {
          expire.push(w);
          continue;
        }
        if (!open && !w.extendedHours) continue;
        const verdict = evaluate(w, bid, ask);
        if (verdict === 'fire') fire.push(w);
        else if (verdict === 'work') work.push(w);
      }
    }
    return { fire, work, expire };
  }
}

/**
 * The trigger job: on every tick (each second), by one process at a time (the jobs service's
 * lease on `trading.triggers`), it brings its book up to date, decides, and acts: fires
 * orders through the order path (conditional.ts), marks stop-limits working, expires orders
 * whose time in force ran out, and saves the trailing stops' best prices.
 */
export class TriggerEngine {
  readonly book = new TriggerBook();
  private running: Promise<TickResult> | undefined;

  constructor(
    private readonly ctx: AppContext,
    private readonly orders: ConditionalOrders,
    private readonly market: () => MarketService,
  ) {}

  define(): void {
    this.ctx.jobs.define({
      name: TRIGGER_JOB,
      schedule: { everyMs: TRIGGER_EVERY_MS },
      catchUp: 'latest',
      retry: { attempts: 1 },
      maxItemsPerRun: 100_000,
      run: async () => {
        const result = await this.share(() => this.tickOnce());
        return { items: result.fired + result.worked + result.expired };
      },
    });
  }

  async stop(): Promise<void> {
    await this.running?.catch(() => undefined);
  }

  /** One tick now, holding the job's lease (tests, the back office's "run now"). */
  tick(): Promise<TickResult> {
    return this.share(async () => {
      const outcome = await this.ctx.jobs.exclusive(TRIGGER_JOB, () => this.tickOnce());
      return outcome.ran ? outcome.value : { ran: false, watched: 0, fired: 0, filled: 0, rejected: 0, worked: 0, expired: 0, evaluateMs: 0 };
    });
  }

  private share(pass: () => Promise<TickResult>): Promise<TickResult> {
    this.running ??= pass().finally(() => {
      this.running = undefined;
    });
    return this.running;
  }

  /** Reads what changed since the last tick (all live orders after a pause). */
  async refresh(): Promise<void> {
    const market = this.market();
    const decimals = (code: string) => market.instrument(code)?.decimals ?? 2;
    const columns = ['id', 'user_id', 'code', 'kind', 'direction', 'status', 'trigger_price', 'limit_price', 'trail_amount', 'trail_percent', 'trail_extreme', 'extended_hours', 'expires_at', 'group_id', 'seq'] as const;
    const table = () => this.ctx.db.selectFrom('trading_conditional_orders');
    await this.book.follow(this.ctx.clock.now(), {
      all: async () => {
        const rows = await table().select(columns).where('status', 'in', ['active', 'working']).execute();
        const top = await table().select(sql<string>`coalesce(max(seq), 0)`.as('seq')).executeTakeFirstOrThrow();
        return { rows, top: BigInt(top.seq) };
      },
      since: (from) => table().select(columns).where('seq', '>', from).orderBy('seq').execute(),
      apply: (row) => this.book.apply(row, decimals(row.code)),
    });
  }

  private async tickOnce(): Promise<TickResult> {
    await this.refresh();
    const market = this.market();
    const quotes = new Map<string, Quote | undefined>();
    const quoteOf = (code: string) => {
      if (quotes.has(code)) return quotes.get(code);
      const instrument = market.instrument(code);
      let q: Quote | undefined;
      if (instrument) {
        const live = market.quote(code);
        q = { bid: live.bid, ask: live.ask, status: live.status, bidText: live.bid.toFixed(instrument.decimals), askText: live.ask.toFixed(instrument.decimals) };
      }
      quotes.set(code, q);
      return q;
    };
    const started = performance.now();
    const { fire, work, expire } = this.book.decide(quoteOf, this.ctx.clock.now());
    const evaluateMs = performance.now() - started;
    const result: TickResult = { ran: true, watched: this.book.size, fired: fire.length, filled: 0, rejected: 0, worked: 0, expired: 0, evaluateMs };
    await this.saveExtremes();
    result.expired = await this.orders.expire(expire.map((w) => w.id));
    for (const w of work) {
      w.status = 'working';
      if (await this.orders.work(w.id)) result.worked++;
    }
    if (fire.length > 0) {
      const rows = await this.ctx.db.selectFrom('trading_conditional_orders').selectAll().where('id', 'in', fire.map((w) => w.id)).where('status', 'in', LIVE_STATUSES).orderBy('id').execute();
      for (const row of rows) {
        const q = quoteOf(row.code)!;
        const outcome = row.group_id !== null && row.role !== 'entry' ? await this.orders.fireLeg(row, { bid: q.bidText, ask: q.askText }) : await this.orders.fire(row, { bid: q.bidText, ask: q.askText });
        if (outcome === 'filled') result.filled++;
        if (outcome === 'rejected') result.rejected++;
      }
    }
    // What changed is read back on the next tick (by seq); until then, fired orders are not fired again by this book.
    for (const w of [...fire, ...expire]) this.book.remove(w);
    return result;
  }

  /** Saves the trailing stops' best prices that moved (one statement; not a change the book follows). */
  private async saveExtremes(): Promise<void> {
    const moved: Array<{ id: number; extreme: string }> = [];
    for (const list of this.book.byCode.values())
      for (const w of list)
        if (w.dirty) {
          w.dirty = false;
          moved.push({ id: w.id, extreme: String(w.extreme / w.scale) });
        }
    if (moved.length === 0) return;
    const values = sql.join(moved.map((m) => sql`(${m.id}::integer, ${m.extreme}::numeric)`));
    await sql`update trading_conditional_orders t set trail_extreme = v.extreme from (values ${values}) as v(id, extreme) where t.id = v.id and t.status in ('active', 'working')`.execute(this.ctx.db);
  }
}

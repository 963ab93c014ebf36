import { sql } from 'kysely';
import { need, type AppContext } from '../../context.ts';
import { AlertBook, type AlertQuote } from './book.ts';
import type { AlertDelivery } from './deliver.ts';
import type { AlertRow } from './tables.ts';

/** The evaluation job (ctx.jobs): every second, one process at a time through the job's lease. */
export const ALERT_JOB = 'alerts.evaluate';
const EVERY_MS = 1000;

/** The next value of the table's change counter (the book follows rows by it). */
export const nextAlertSeq = () => sql<bigint>`nextval('alerts_seq')`;

export interface AlertTickResult {
  ran: boolean;
  /** Live alerts watched this tick. */
  watched: number;
  /** Alerts whose condition this evaluator saw met (armed ones): it tried to claim them. */
  due: number;
  /** Alerts this evaluator claimed and delivered (another evaluator's claims are not counted). */
  fired: number;
  rearmed: number;
  /** Milliseconds spent deciding (the in-memory evaluation, without the database work that follows). */
  evaluateMs: number;
}

/**
 * The evaluation of price alerts on every simulated tick: it brings its book up to date,
 * decides, then claims the alerts that fire with ONE conditional statement (`... where
 * state = 'armed' returning`), so an alert fires once per crossing even when two
 * evaluators decide on the same tick (the job's lease keeps it to one process; the claim
 * is what makes it exact). Only the claimed rows are delivered (notice, push, email).
 */
export class AlertEngine {
  readonly book = new AlertBook();
  private running: Promise<AlertTickResult> | undefined;

  constructor(
    private readonly ctx: AppContext,
    private readonly delivery: AlertDelivery,
  ) {}

  define(): void {
    this.ctx.jobs.define({
      name: ALERT_JOB,
      schedule: { everyMs: EVERY_MS },
      catchUp: 'latest',
      // The next second evaluates again: a failed pass is shown, not retried.
      retry: { attempts: 1 },
      maxItemsPerRun: 100_000,
      run: async () => {
        const result = await this.share(() => this.evaluate());
        return { items: result.fired + result.rearmed };
      },
    });
  }

  async stop(): Promise<void> {
    await this.running?.catch(() => undefined);
    await this.idle();
  }

  /** Waits for the notices, pushes and emails of the alerts fired so far (tests, shutdown). */
  idle(): Promise<void> {
    return this.delivery.idle();
  }

  /** One tick now, holding the job's lease (tests, the back office's "run now"). */
  tick(): Promise<AlertTickResult> {
    return this.share(async () => {
      const outcome = await this.ctx.jobs.exclusive(ALERT_JOB, () => this.evaluate());
      return outcome.ran ? outcome.value : { ran: false, watched: 0, due: 0, fired: 0, rearmed: 0, evaluateMs: 0 };
    });
  }

  private share(pass: () => Promise<AlertTickResult>): Promise<AlertTickResult> {
    this.running ??= pass().finally(() => {
      this.running = undefined;
    });
    return this.running;
  }

  /** Reads what changed since the last tick (every live alert after a pause). */
  async refresh(): Promise<void> {
    const market = need(this.ctx, 'market');
    const decimals = (code: string) => market.instrument(code)?.decimals ?? 2;
    const columns = ['id', 'user_id', 'code', 'kind', 'price', 'percent', 'repeat', 'state', 'seq'] as const;
    const table = () => this.ctx.db.selectFrom('alerts');
    await this.book.follow(this.ctx.clock.now(), {
      all: async () => {
        const rows = await table().select(columns).where('state', 'in', ['armed', 'waiting']).execute();
        const top = await table().select(sql<string>`coalesce(max(seq), 0)`.as('seq')).executeTakeFirstOrThrow();
        return { rows, top: BigInt(top.seq) };
      },
      since: (from) => table().select(columns).where('seq', '>', from).orderBy('seq').execute(),
      apply: (row) => this.book.apply(row, decimals(row.code)),
    });
  }

  /**
   * One evaluation without the lease: what the job runs each second. Public so that a test
   * can run two evaluators at once and see the claim keep a firing to one notice.
   */
  async evaluate(): Promise<AlertTickResult> {
    await this.refresh();
    const market = need(this.ctx, 'market');
    const quotes = new Map<string, (AlertQuote & { text: string }) | undefined>();
    const quoteOf = (code: string) => {
      if (quotes.has(code)) return quotes.get(code);
      const instrument = market.instrument(code);
      let q: (AlertQuote & { text: string }) | undefined;
      if (instrument) {
        const live = market.quote(code);
        q = { last: live.last, prevClose: live.prevClose, text: live.last.toFixed(instrument.decimals) };
      }
      quotes.set(code, q);
      return q;
    };
    const started = performance.now();
    const { fire, rearm } = this.book.decide(quoteOf);
    const evaluateMs = performance.now() - started;
    const result: AlertTickResult = { ran: true, watched: this.book.size, due: fire.length, fired: 0, rearmed: 0, evaluateMs };

    if (rearm.length > 0) {
      const rows = await this.ctx.db
        .updateTable('alerts')
        .set({ state: 'armed', seq: nextAlertSeq() })
        .where('id', 'in', rearm.map((w) => w.id))
        .where('state', '=', 'waiting')
        .returning('id')
        .execute();
      const done = new Set(rows.map((r) => r.id));
      for (const w of rearm) if (done.has(w.id)) w.state = 'armed';
      result.rearmed = rows.length;
    }

    if (fire.length > 0) {
      const now = new Date(this.ctx.clock.now());
      const values = sql.join(fire.map((w) => sql`(${w.id}::integer, ${quoteOf(w.code)!.text}::numeric)`));
      // The claim: only rows still armed change, and only the changed rows come back.
      const { rows } = await sql<AlertRow>`
        update alerts a
           set state = case when a.repeat then 'waiting' else 'triggered' end,
               fired_count = a.fired_count + 1,
               last_fired_at = ${now},
               last_fired_price = v.price,
               seq = nextval('alerts_seq')
          from (values ${values}) as v(id, price)
         where a.id = v.id and a.state = 'armed'
        returning a.*`.execute(this.ctx.db);
      const claimed = new Map(rows.map((r) => [r.id, r]));
      for (const w of fire) {
        const row = claimed.get(w.id);
        if (!row) continue;
        if (row.repeat) w.state = 'waiting';
        else this.book.remove(w);
      }
      for (const row of rows) {
        const q = quoteOf(row.code)!;
        this.delivery.deliver(row, q);
      }
      result.fired = rows.length;
    }
    return result;
  }
}

import crypto from 'node:crypto';
import { performance } from 'node:perf_hooks';
import type { JobInfo, JobRun, Page } from '@app/contracts';
import { sql, type RawBuilder, type Selectable } from 'kysely';
import type { Db } from '../db/index.ts';
import type { Clock } from '../lib/clock.ts';
import { jobInfos, jobRun, jobRunsPage, JobNotFound, runView, type JobRunsQuery } from './reads.ts';
import { duePeriods, latestDue, nextDue, validateSchedule, type DuePeriod } from './schedule.ts';
import type { JobRunsTable, JobRunStatus } from './tables.ts';
import type { Defined, JobDefinition, JobRunResult, JobsOptions } from './types.ts';
import './tables.ts';

export type { JobDefinition, JobRetry, JobRunContext, JobRunResult, JobsOptions } from './types.ts';
export { JobNotFound, runView } from './reads.ts';

type RunRow = Selectable<JobRunsTable>;

const PLAN_BATCH = 5_000;
const INSERT_CHUNK = 500;
/** Jobs one process leases at once, and passes it runs of one job before giving the lease back (so other processes get their turn). */
const CLAIM_JOBS = 2;
const PASSES_PER_LEASE = 50;
/** Jobs a started runner leases in one poll. */
const TICK_CLAIM_JOBS = 8;
const PRUNE_EVERY_MS = 60_000;
const ERROR_MAX = 2_000;

/**
 * One jobs service for every module, on the database (PGlite or PostgreSQL). Each due
 * (job, period) is a row inserted once whatever the number of processes planning it;
 * the job's row is a lease, so one process at a time runs a job's runs, in due order.
 * Runs missed while the server was down are planned when it comes back (`catchUp`), a
 * failing pass is retried with backoff and then shown as failed, and a handler processes
 * at most `maxItemsPerRun` items a pass (it says whether more remain; then it runs again).
 *
 * Time comes from the clock: tests pin it and call `runDue()` themselves; a listening
 * server calls `start()`: every `pollMs` its runner plans and leases the due jobs, each run on its own.
 */
export class JobsService {
  private readonly jobs = new Map<string, Defined>();
  /** Due time of the latest planned period of each job, as this process last saw it. */
  private readonly planned = new Map<string, number>();
  private readonly pruned = new Map<string, number>();
  private readonly leaseMs: number;
  private readonly pollMs: number;
  readonly owner: string;
  private timer: NodeJS.Timeout | undefined;
  private ticking: Promise<void> | undefined;
  /** Jobs the started runner is running in this process, each on its own (a long one does not hold up the others). */
  private readonly active = new Map<string, Promise<unknown>>();
  private stopped = true;
  /** Set by stop(): passes in progress finish, no new one starts. */
  private halting = false;

  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
    private readonly log: { error(obj: object, msg: string): void; warn(obj: object, msg: string): void },
    options: JobsOptions = {},
  ) {
    this.leaseMs = options.leaseMs ?? 30_000;
    this.pollMs = options.pollMs ?? 500;
    this.owner = options.owner ?? crypto.randomUUID();
  }

  /** Declares a job (at init). A name is defined once; a bad schedule throws at once. */
  define(definition: JobDefinition): void {
    if (this.jobs.has(definition.name)) throw new Error(`job "${definition.name}" is defined twice`);
    validateSchedule(definition.schedule);
    const interval = 'everyMs' in definition.schedule;
    const frequent = interval && (definition.schedule as { everyMs: number }).everyMs <= 60_000;
    this.jobs.set(definition.name, {
      ...definition,
      maxItemsPerRun: definition.maxItemsPerRun ?? 1000,
      catchUp: definition.catchUp ?? (interval ? 'latest' : 'all'),
      keepMs: definition.keepMs ?? (frequent ? 3_600_000 : 7 * 86_400_000),
      retry: { attempts: 3, backoffMs: 1000, maxBackoffMs: 300_000, ...definition.retry },
    });
  }

  /** Names of the jobs defined in this process. */
  names(): string[] {
    return [...this.jobs.keys()];
  }

  has(name: string): boolean {
    return this.jobs.has(name);
  }

  // ---- running ----------------------------------------------------------------------------

  /** Starts the runner of a listening server: a poll every `pollMs` (see `tick`). */
  start(): void {
    if (!this.stopped) return;
    this.stopped = false;
    this.halting = false;
    const loop = () => {
      if (this.stopped) return;
      this.timer = setTimeout(() => {
        void this.tick().finally(loop);
      }, this.pollMs);
      this.timer.unref();
    };
    void this.tick().finally(loop);
  }

  /** Stops the runner and waits for the passes in progress; their leases are given back. */
  async stop(): Promise<void> {
    this.stopped = true;
    this.halting = true;
    clearTimeout(this.timer);
    this.timer = undefined;
    await this.ticking?.catch(() => undefined);
    await Promise.all([...this.active.values()].map((p) => p.catch(() => undefined)));
  }

  /**
   * One poll of the started runner: plans, then leases the due jobs it is not already
   * running and runs each on its own (not awaited), so a job with a long backlog does not
   * delay a one-second job.
   */
  private tick(): Promise<void> {
    this.ticking ??= (async () => {
      await this.plan();
      const claimed = await this.claim(new Set(this.active.keys()), TICK_CLAIM_JOBS);
      for (const name of claimed) {
        const running = this.runJob(this.jobs.get(name)!, performance.now() + 5_000)
          .catch((error: unknown) => this.log.error({ err: error, job: name }, 'job failed to run'))
          .finally(() => this.active.delete(name));
        this.active.set(name, running);
      }
    })()
      .catch((error: unknown) => this.log.error({ err: error }, 'jobs runner failed'))
      .finally(() => {
        this.ticking = undefined;
      });
    return this.ticking;
  }

  /**
   * Plans the due runs of every defined job, then runs what is due: claims jobs whose lease
   * is free, runs each one's due runs in order, gives the lease back. Answers the passes run.
   * Safe to call from any number of processes at once.
   */
  async runDue(options: { budgetMs?: number } = {}): Promise<number> {
    const budgetEnd = performance.now() + (options.budgetMs ?? 5_000);
    await this.plan();
    let passes = 0;
    // A job claimed with nothing to run now (its first open run waits for a retry) is not claimed again in this call.
    const idle = new Set<string>();
    while (performance.now() < budgetEnd && !this.halting) {
      const claimed = await this.claim(idle, CLAIM_JOBS);
      if (claimed.length === 0) break;
      const done = await Promise.all(claimed.map((name) => this.runJob(this.jobs.get(name)!, budgetEnd)));
      done.forEach((n, i) => {
        if (n === 0) idle.add(claimed[i]!);
      });
      passes += done.reduce((a, b) => a + b, 0);
    }
    return passes;
  }

  /** Creates the runs due by now of every defined job (each (job, period) once). Answers how many were new. */
  async plan(): Promise<number> {
    let created = 0;
    for (const job of this.jobs.values()) created += await this.planJob(job);
    return created;
  }

  private async planJob(job: Defined): Promise<number> {
    const now = this.clock.now();
    let through = this.planned.get(job.name);
    if (through !== undefined && nextDue(job.schedule, through).dueAt > now) return 0;
    if (through === undefined) through = await this.ensureJob(job.name, this.initialPlan(job, now));
    let created = 0;
    for (;;) {
      let due: DuePeriod[];
      if (job.catchUp === 'latest') {
        const latest = latestDue(job.schedule, through, now);
        due = latest ? [latest] : [];
      } else {
        due = duePeriods(job.schedule, through, now, PLAN_BATCH);
      }
      if (due.length === 0) break;
      created += job.catchUp === 'latest' ? await this.insertLatest(job.name, due[0]!, now) : await this.insertRuns(job.name, due, now);
      const last = due[due.length - 1]!.dueAt;
      const row = await this.db
        .updateTable('jobs')
        .set({ planned_through: sql<Date>`greatest(coalesce(planned_through, ${new Date(last)}), ${new Date(last)})` })
        .where('name', '=', job.name)
        .returning('planned_through')
        .executeTakeFirstOrThrow();
      through = row.planned_through!.getTime();
      if (due.length < PLAN_BATCH) break;
    }
    this.planned.set(job.name, through);
    await this.prune(job, now);
    return created;
  }

  /** Where planning starts for a job seen for the first time: the current slot of an interval job, the next occurrence of a calendar one. */
  private initialPlan(job: Defined, now: number): number {
    return 'everyMs' in job.schedule ? now - job.schedule.everyMs : now;
  }

  /** The job's row (created on first sight); answers its planned_through. */
  private async ensureJob(name: string, initial: number): Promise<number> {
    const now = this.clock.now();
    await this.db
      .insertInto('jobs')
      .values({ name, planned_through: new Date(initial), lease_owner: null, lease_until: null, created_at: new Date(now) })
      .onConflict((oc) => oc.column('name').doNothing())
      .execute();
    const row = await this.db
      .updateTable('jobs')
      .set({ planned_through: sql<Date>`coalesce(planned_through, ${new Date(initial)})` })
      .where('name', '=', name)
      .returning('planned_through')
      .executeTakeFirstOrThrow();
    return row.planned_through!.getTime();
  }

  private async insertRuns(job: string, due: DuePeriod[], now: number): Promise<number> {
    let created = 0;
    for (let i = 0; i < due.length; i += INSERT_CHUNK) {
      const rows = due.slice(i, i + INSERT_CHUNK).map((d) => ({
        job,
        period: d.period,
        due_at: new Date(d.dueAt),
        next_at: new Date(d.dueAt),
        status: 'pending' as const,
        cursor: null,
        error: null,
        started_at: null,
        finished_at: null,
        duration_ms: null,
        created_at: new Date(now),
      }));
      const inserted = await this.db
        .insertInto('job_runs')
        .values(rows)
        .onConflict((oc) => oc.columns(['job', 'period']).doNothing())
        .returning('id')
        .execute();
      created += inserted.length;
    }
    return created;
  }

  /** A coalescing job gets its latest period only when no run of it is still open (a stuck run does not pile up runs). */
  private async insertLatest(job: string, due: DuePeriod, now: number): Promise<number> {
    const at = new Date(due.dueAt);
    const inserted = await sql<{ id: bigint }>`
      insert into job_runs (job, period, due_at, next_at, status, created_at)
      select ${job}, ${due.period}, ${at}, ${at}, 'pending', ${new Date(now)}
      where not exists (select 1 from job_runs where job = ${job} and status in ('pending', 'running'))
      on conflict (job, period) do nothing
      returning id`.execute(this.db);
    return inserted.rows.length;
  }

  private async prune(job: Defined, now: number): Promise<void> {
    if (now - (this.pruned.get(job.name) ?? 0) < PRUNE_EVERY_MS) return;
    this.pruned.set(job.name, now);
    await this.db
      .deleteFrom('job_runs')
      .where('job', '=', job.name)
      .where((eb) =>
        eb.or([
          eb.and([eb('status', '=', 'done'), eb('due_at', '<', new Date(now - job.keepMs))]),
          eb.and([eb('status', '=', 'failed'), eb('due_at', '<', new Date(now - Math.max(job.keepMs, 7 * 86_400_000)))]),
        ]),
      )
      .execute();
  }

  /** Takes the lease of up to `limit` defined jobs (not in `skip`) that have a run due and no live holder. */
  private async claim(skip: Set<string>, limit: number): Promise<string[]> {
    const names = this.names().filter((name) => !skip.has(name));
    if (names.length === 0) return [];
    const now = new Date(this.clock.now());
    const until = new Date(this.clock.now() + this.leaseMs);
    return this.db.transaction().execute(async (trx) => {
      const free = await trx
        .selectFrom('jobs')
        .select('name')
        .where('name', 'in', names)
        .where((eb) => eb.or([eb('lease_until', 'is', null), eb('lease_until', '<', now)]))
        .where((eb) =>
          eb.exists(
            eb
              .selectFrom('job_runs')
              .select(sql`1`.as('one'))
              .whereRef('job_runs.job', '=', 'jobs.name')
              .where('job_runs.status', 'in', ['pending', 'running'])
              .where('job_runs.next_at', '<=', now),
          ),
        )
        .orderBy('name')
        .limit(limit)
        .forUpdate()
        .skipLocked()
        .execute();
      if (free.length === 0) return [];
      await trx
        .updateTable('jobs')
        .set({ lease_owner: this.owner, lease_until: until })
        .where('name', 'in', free.map((f) => f.name))
        .execute();
      return free.map((f) => f.name);
    });
  }

  /** Extends this process's lease; false when it was lost (it expired and another process took it). */
  private async renew(name: string): Promise<boolean> {
    const row = await this.db
      .updateTable('jobs')
      .set({ lease_until: new Date(this.clock.now() + this.leaseMs) })
      .where('name', '=', name)
      .where('lease_owner', '=', this.owner)
      .returning('name')
      .executeTakeFirst();
    return row !== undefined;
  }

  private async release(name: string): Promise<void> {
    await this.db.updateTable('jobs').set({ lease_owner: null, lease_until: null }).where('name', '=', name).where('lease_owner', '=', this.owner).execute();
  }

  /** Runs a claimed job's due runs in order while they are due and the budget lasts; gives the lease back. */
  private async runJob(job: Defined, budgetEnd: number): Promise<number> {
    let passes = 0;
    // The lease is renewed on a timer while the job runs; a failed renewal (another process
    // took the job after this one stalled past the lease) ends the loop after the current pass.
    let lost = false;
    const renewer = setInterval(() => {
      this.renew(job.name)
        .then((held) => {
          if (!held) lost = true;
        })
        .catch(() => undefined);
    }, Math.max(1000, this.leaseMs / 3));
    renewer.unref();
    try {
      while (performance.now() < budgetEnd && !this.halting && !lost && passes < PASSES_PER_LEASE) {
        const run = await this.startNext(job);
        if (!run) break;
        await this.pass(job, run);
        passes++;
      }
    } finally {
      clearInterval(renewer);
      await this.release(job.name);
    }
    return passes;
  }

  /**
   * Marks the job's first open run (in due order) running, if it is due: one statement.
   * Answers it with its attempt number, or undefined when the first open run waits (or none).
   */
  private async startNext(job: Defined): Promise<RunRow | undefined> {
    const now = new Date(this.clock.now());
    const rows = await sql<RunRow>`
      update job_runs set status = 'running', attempts = attempts + 1, started_at = coalesce(started_at, ${now})
      where id = (select id from job_runs where job = ${job.name} and status in ('pending', 'running') order by due_at, id limit 1)
        and next_at <= ${now}
      returning *`.execute(this.db);
    return rows.rows[0];
  }

  /** One pass of a started run: the handler once, then the run's new state (done, again for more, retry later, or failed). */
  private async pass(job: Defined, run: RunRow): Promise<void> {
    const now = this.clock.now();
    // Only a run left 'running' by a process that stopped gets past the tries (pending runs have fewer): it failed.
    if (run.attempts > job.retry.attempts) {
      await this.finish(run.id, { status: 'failed', attempts: job.retry.attempts, error: run.error ?? 'interrupted: the process running it stopped', finished_at: new Date(now) });
      return;
    }
    const started = { attempts: run.attempts };
    const t0 = performance.now();
    let result: JobRunResult | void = undefined;
    let failure: unknown;
    try {
      result = await job.run({
        job: job.name,
        period: run.period,
        dueAt: run.due_at.getTime(),
        attempt: started.attempts,
        maxItems: job.maxItemsPerRun,
        cursor: run.cursor ?? undefined,
        trigger: run.trigger,
      });
    } catch (error) {
      failure = error ?? new Error('failed');
    }
    const ms = Math.round(performance.now() - t0);
    const end = this.clock.now();
    const duration = sql<number>`coalesce(duration_ms, 0) + ${ms}`;
    if (failure !== undefined) {
      const text = (failure instanceof Error ? failure.message || failure.name : String(failure)).slice(0, ERROR_MAX);
      this.log.warn({ err: failure, job: job.name, period: run.period, attempt: started.attempts }, 'job run failed');
      if (started.attempts >= job.retry.attempts) {
        await this.finish(run.id, { status: 'failed', error: text, finished_at: new Date(end), duration_ms: duration });
      } else {
        const wait = Math.min(job.retry.maxBackoffMs, job.retry.backoffMs * 2 ** (started.attempts - 1));
        await this.finish(run.id, { status: 'pending', error: text, next_at: new Date(end + wait), duration_ms: duration });
      }
      return;
    }
    const items = Math.max(0, Math.floor(result?.items ?? 0));
    const more = result?.more === true;
    await this.db
      .updateTable('job_runs')
      .set((eb) => ({
        status: more ? 'pending' : 'done',
        items: eb('items', '+', items),
        passes: eb('passes', '+', 1),
        attempts: more ? 0 : started.attempts,
        cursor: more ? (result?.cursor ?? null) : null,
        error: null,
        next_at: new Date(end),
        finished_at: more ? null : new Date(end),
        duration_ms: duration,
      }))
      .where('id', '=', run.id)
      .execute();
  }

  private async finish(
    id: bigint,
    values: { status: JobRunStatus; error: string; attempts?: number; finished_at?: Date; next_at?: Date; duration_ms?: RawBuilder<number> },
  ): Promise<void> {
    await this.db.updateTable('job_runs').set(values).where('id', '=', id).execute();
  }

  /**
   * Runs `fn` holding the job's lease (the same lease its scheduled runs take), so it
   * never overlaps a run of that job in any process. Answers `{ ran: false }` when another
   * holder has it. For work that is also started by hand (e.g. one matching sweep).
   */
  async exclusive<T>(name: string, fn: () => Promise<T>): Promise<{ ran: true; value: T } | { ran: false }> {
    const now = this.clock.now();
    const row = await this.db
      .insertInto('jobs')
      .values({ name, planned_through: null, lease_owner: this.owner, lease_until: new Date(now + this.leaseMs), created_at: new Date(now) })
      .onConflict((oc) =>
        oc
          .column('name')
          .doUpdateSet({ lease_owner: this.owner, lease_until: new Date(now + this.leaseMs) })
          .where((eb) => eb.or([eb('jobs.lease_until', 'is', null), eb('jobs.lease_until', '<', new Date(now))])),
      )
      .returning('name')
      .executeTakeFirst();
    if (!row) return { ran: false };
    try {
      return { ran: true, value: await fn() };
    } finally {
      await this.release(name);
    }
  }

  /**
   * Queues a run of a job now, outside its schedule (the back office's "run now"). Pass
   * `trx` to write it in the caller's transaction (with its audit row). A started runner
   * picks it up on its next poll.
   */
  async runNow(name: string, by: string, trx: Db = this.db): Promise<JobRun> {
    if (!this.jobs.has(name)) throw new JobNotFound(name);
    const now = this.clock.now();
    await trx
      .insertInto('jobs')
      .values({ name, planned_through: null, lease_owner: null, lease_until: null, created_at: new Date(now) })
      .onConflict((oc) => oc.column('name').doNothing())
      .execute();
    const row = await trx
      .insertInto('job_runs')
      .values({
        job: name,
        period: `manual:${new Date(now).toISOString()}:${crypto.randomBytes(3).toString('hex')}`,
        due_at: new Date(now),
        next_at: new Date(now),
        status: 'pending',
        cursor: null,
        error: null,
        trigger: by,
        started_at: null,
        finished_at: null,
        duration_ms: null,
        created_at: new Date(now),
      })
      .returningAll()
      .executeTakeFirstOrThrow();
    return runView(row);
  }

  // ---- reading (reads.ts) -----------------------------------------------------------------

  /** One run by id. */
  run(id: number): Promise<JobRun | undefined> {
    return jobRun(this.db, id);
  }

  /** Every job defined in this process: schedule, last finished run, next run, failures. */
  list(): Promise<JobInfo[]> {
    return jobInfos(this.db, this.clock.now(), this.jobs.values());
  }

  /** Recent runs, newest first. */
  runs(query: JobRunsQuery): Promise<Page<JobRun>> {
    return jobRunsPage(this.db, query);
  }
}

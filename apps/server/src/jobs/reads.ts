import type { JobInfo, JobRun, Page } from '@app/contracts';
import { sql, type Selectable } from 'kysely';
import type { Db } from '../db/index.ts';
import { pageOf } from '../db/paging.ts';
import { nextDue, scheduleView } from './schedule.ts';
import type { JobRunsTable, JobRunStatus } from './tables.ts';
import type { Defined } from './types.ts';

/* What the back office's jobs page reads (service.ts answers with these). */

type RunRow = Selectable<JobRunsTable>;

export interface JobRunsQuery {
  pageNum: number;
  pageSize: number;
  job?: string | undefined;
  status?: JobRunStatus | undefined;
}

/** One run by id. */
export async function jobRun(db: Db, id: number): Promise<JobRun | undefined> {
  const row = await db.selectFrom('job_runs').selectAll().where('id', '=', BigInt(id)).executeTakeFirst();
  return row ? runView(row) : undefined;
}

/** Every job defined in this process: schedule, last finished run, next run, failures. */
export async function jobInfos(db: Db, now: number, jobs: Iterable<Defined>): Promise<JobInfo[]> {
  const out: JobInfo[] = [];
  for (const job of jobs) {
    const [last, next, counts, state] = await Promise.all([
      db
        .selectFrom('job_runs')
        .selectAll()
        .where('job', '=', job.name)
        .where('status', 'in', ['done', 'failed'])
        .orderBy('id', 'desc')
        .limit(1)
        .executeTakeFirst(),
      db
        .selectFrom('job_runs')
        .selectAll()
        .where('job', '=', job.name)
        .where('status', 'in', ['pending', 'running'])
        .orderBy('due_at')
        .orderBy('id')
        .limit(1)
        .executeTakeFirst(),
      db
        .selectFrom('job_runs')
        .select([
          sql<string>`count(*) filter (where status in ('pending', 'running'))`.as('pending'),
          sql<string>`count(*) filter (where status = 'running')`.as('running'),
          sql<string>`count(*) filter (where status = 'failed')`.as('failures'),
        ])
        .where('job', '=', job.name)
        .where('status', 'in', ['pending', 'running', 'failed'])
        .executeTakeFirstOrThrow(),
      db.selectFrom('jobs').select(['planned_through', 'lease_until']).where('name', '=', job.name).executeTakeFirst(),
    ]);
    const lastFailed = await db
      .selectFrom('job_runs')
      .select('error')
      .where('job', '=', job.name)
      .where('status', '=', 'failed')
      .orderBy('id', 'desc')
      .limit(1)
      .executeTakeFirst();
    const plannedThrough = state?.planned_through?.getTime() ?? now;
    const nextRunAt = next ? next.next_at.getTime() : nextDue(job.schedule, Math.max(plannedThrough, now - 1)).dueAt;
    out.push({
      name: job.name,
      schedule: scheduleView(job.schedule),
      maxItemsPerRun: job.maxItemsPerRun,
      maxAttempts: job.retry.attempts,
      ...(last ? { lastRun: runView(last) } : {}),
      nextRunAt,
      running: Number(counts.running) > 0 && (state?.lease_until?.getTime() ?? 0) >= now,
      pending: Number(counts.pending),
      failures: Number(counts.failures),
      ...(lastFailed?.error ? { lastError: lastFailed.error } : {}),
    });
  }
  return out;
}

/** Recent runs, newest first. */
export function jobRunsPage(db: Db, query: JobRunsQuery): Promise<Page<JobRun>> {
  let base = db.selectFrom('job_runs');
  if (query.job) base = base.where('job', '=', query.job);
  if (query.status) base = base.where('status', '=', query.status);
  return pageOf(base, (q) => q.selectAll().orderBy('id', 'desc'), query, (rows) => rows.map(runView));
}

/** Thrown by runNow for a name no module defined. */
export class JobNotFound extends Error {
  constructor(readonly job: string) {
    super(`no job named "${job}"`);
  }
}

export function runView(row: RunRow): JobRun {
  return {
    id: Number(row.id),
    job: row.job,
    period: row.period,
    status: row.status,
    dueAt: row.due_at.getTime(),
    nextAt: row.next_at.getTime(),
    attempts: row.attempts,
    passes: row.passes,
    items: row.items,
    ...(row.error ? { error: row.error } : {}),
    trigger: row.trigger,
    ...(row.started_at ? { startedAt: row.started_at.getTime() } : {}),
    ...(row.finished_at ? { finishedAt: row.finished_at.getTime() } : {}),
    ...(row.duration_ms !== null ? { durationMs: row.duration_ms } : {}),
  };
}

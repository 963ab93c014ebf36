/**
 * One job with 100,000 due items, run by two processes on PostgreSQL: all processed within
 * 60 s, none twice.
 *
 *   DATABASE_URL=postgres://postgres@127.0.0.1:5432/test npx tsx bench/jobs.ts [items=100000] [maxItemsPerRun=1000] [processes=2] [mode=row|batch]
 *
 * A schema of its own (dropped at the end) gets the real migrations and a table of items.
 * `processes` child processes each open their own pool and run the real jobs service
 * (apps/server/src/jobs) with the job `bench.items` defined; the parent queues one run of
 * it ("run now"). Each pass of the run takes the next `maxItemsPerRun` items after its
 * cursor and updates them, `hits = hits + 1`: one statement per item, 16 at a time (mode
 * `row`, the default), or one statement for the pass's items (mode `batch`: what is left is
 * the jobs service's own cost). Nothing but the job's lease keeps two processes from doing
 * the same items, so an item done twice would show `hits = 2`. Prints the time from queueing to the run's end, items per second,
 * passes per process, and the check that every item was hit exactly once.
 */
import { fork } from 'node:child_process';
import crypto from 'node:crypto';
import { fileURLToPath } from 'node:url';
import { sql } from 'kysely';
import { openDatabase } from '../apps/server/src/db/index.ts';
import { migrate } from '../apps/server/src/db/migrate.ts';
import { JobsService } from '../apps/server/src/jobs/service.ts';
import { systemClock } from '../apps/server/src/lib/clock.ts';
import { finish, size } from './smoke.lib.ts';

const databaseUrl = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const JOB = 'bench.items';
const PARALLEL = 16;
const quietLog = { error: (o: object, m: string) => console.error(m, o), warn: (o: object, m: string) => console.error(m, o) };

type BenchDb = {
  bench_job_items: { id: number; hits: number; by: string | null };
};

/** The job as every process defines it: one statement per item, 16 at a time, after the run's cursor. */
function defineJob(jobs: JobsService, db: Awaited<ReturnType<typeof openDatabase>>['db'], me: string, maxItemsPerRun: number, mode: string): void {
  const items = db.withTables<BenchDb>();
  jobs.define({
    name: JOB,
    // Queued by hand ("run now"); the schedule itself is yearly.
    schedule: { at: '00:00', timeZone: 'UTC', days: 'daily' },
    maxItemsPerRun,
    retry: { attempts: 3, backoffMs: 100 },
    run: async ({ cursor, maxItems }) => {
      const after = cursor ? Number(cursor) : 0;
      const ids = (await items.selectFrom('bench_job_items').select('id').where('id', '>', after).orderBy('id').limit(maxItems).execute()).map((r) => r.id);
      if (mode === 'batch' && ids.length > 0) {
        await items
          .updateTable('bench_job_items')
          .set((eb) => ({ hits: eb('hits', '+', 1), by: me }))
          .where('id', '>', after)
          .where('id', '<=', ids.at(-1)!)
          .execute();
      }
      for (let i = 0; mode !== 'batch' && i < ids.length; i += PARALLEL) {
        await Promise.all(
          ids.slice(i, i + PARALLEL).map((id) =>
            items
              .updateTable('bench_job_items')
              .set((eb) => ({ hits: eb('hits', '+', 1), by: me }))
              .where('id', '=', id)
              .execute(),
          ),
        );
      }
      return { items: ids.length, more: ids.length === maxItems, cursor: String(ids.at(-1) ?? after) };
    },
  });
}

async function worker(schema: string, me: string, maxItemsPerRun: number, mode: string): Promise<void> {
  const database = await openDatabase({ databaseUrl, searchPath: schema, poolSize: 20 });
  const jobs = new JobsService(database.db, systemClock, quietLog, { pollMs: 50 });
  defineJob(jobs, database.db, me, maxItemsPerRun, mode);
  let passes = 0;
  let stopping = false;
  process.on('message', (m) => {
    if (m === 'stop') stopping = true;
  });
  await sql`select 1`.execute(database.db);
  process.send!({ ready: me });
  while (!stopping) {
    passes += await jobs.runDue({ budgetMs: 2_000 });
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  await jobs.stop();
  process.send!({ me, passes });
  await database.close();
  process.disconnect();
}

const debug = (m: string) => process.env.BENCH_DEBUG && console.error(`[${(performance.now() / 1000).toFixed(2)}] ${m}`);

async function main(): Promise<{ invariants: boolean; timing: boolean }> {
  const total = size(2, 100_000, 2000);
  const maxItemsPerRun = size(3, 1000, 200);
  const processes = size(4, 2, 2);
  const mode = process.argv[5] === 'batch' ? 'batch' : 'row';
  const schema = `bench_jobs_${crypto.randomBytes(4).toString('hex')}`;
  const admin = await openDatabase({ databaseUrl, poolSize: 1 });
  await sql.raw(`create schema ${schema}`).execute(admin.db);
  const database = await openDatabase({ databaseUrl, searchPath: schema, poolSize: 4 });
  debug(`schema ${schema}`);
  const children: ReturnType<typeof fork>[] = [];
  try {
    await migrate(database.db);
    await sql`create table bench_job_items (id integer primary key, hits integer not null default 0, by text)`.execute(database.db);
    await sql`insert into bench_job_items (id) select g from generate_series(1, ${total}) g`.execute(database.db);

    debug('items inserted');
    const self = fileURLToPath(import.meta.url);
    const results: Array<{ me: string; passes: number }> = [];
    let ready = 0;
    let allReady: () => void = () => undefined;
    const readyAll = new Promise<void>((resolve) => (allReady = resolve));
    for (let i = 0; i < processes; i++) {
      const child = fork(self, ['--worker', schema, `p${i + 1}`, String(maxItemsPerRun), mode], { stdio: 'inherit' });
      child.on('message', (m) => {
        if ((m as { ready?: string }).ready) {
          if (++ready === processes) allReady();
        } else results.push(m as { me: string; passes: number });
      });
      children.push(child);
    }
    await readyAll;
    debug('workers ready');
    // The parent queues the run as the back office's "run now" would (timed from here).
    const jobs = new JobsService(database.db, systemClock, quietLog);
    defineJob(jobs, database.db, 'parent', maxItemsPerRun, mode);
    const started = performance.now();
    const queued = await jobs.runNow(JOB, 'bench');
    debug('queued');
    let run = queued;
    while (run.status !== 'done' && run.status !== 'failed') {
      if (performance.now() - started > 120_000) throw new Error('not done after 120 s');
      await new Promise((resolve) => setTimeout(resolve, 20));
      run = (await jobs.run(queued.id))!;
    }
    const seconds = (performance.now() - started) / 1000;
    for (const child of children) child.send('stop');
    await Promise.all(children.map((c) => new Promise((resolve) => c.on('exit', resolve))));

    const items = database.db.withTables<BenchDb>();
    const check = await items
      .selectFrom('bench_job_items')
      .select([sql<string>`count(*) filter (where hits = 1)`.as('once'), sql<string>`count(*) filter (where hits = 0)`.as('never'), sql<string>`count(*) filter (where hits > 1)`.as('twice')])
      .executeTakeFirstOrThrow();
    const verdict = {
      invariants: run.status === 'done' && Number(check.once) === total && Number(check.never) === 0 && Number(check.twice) === 0,
      timing: seconds <= 60,
    };
    const byProcess = await items.selectFrom('bench_job_items').select(['by', sql<string>`count(*)`.as('n')]).groupBy('by').orderBy('by').execute();
    console.log(
      JSON.stringify(
        {
          items: total,
          maxItemsPerRun,
          processes,
          mode,
          status: run.status,
          seconds: Number(seconds.toFixed(2)),
          itemsPerSecond: Math.round(total / seconds),
          runItems: run.items,
          passes: run.passes,
          passesByProcess: Object.fromEntries(results.map((r) => [r.me, r.passes])),
          itemsByProcess: Object.fromEntries(byProcess.map((r) => [r.by, Number(r.n)])),
          once: Number(check.once),
          never: Number(check.never),
          twiceOrMore: Number(check.twice),
          ok: verdict.invariants && verdict.timing,
        },
        null,
        2,
      ),
    );
    return verdict;
  } finally {
    for (const child of children) if (child.exitCode === null) child.kill();
    await database.close();
    await sql.raw(`drop schema ${schema} cascade`).execute(admin.db);
    await admin.close();
  }
}

if (process.argv[2] === '--worker') {
  await worker(process.argv[3]!, process.argv[4]!, Number(process.argv[5]), process.argv[6]!);
} else {
  const verdict = await main();
  finish(verdict.invariants, verdict.timing);
}

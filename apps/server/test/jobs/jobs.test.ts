import { sql } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import { buildApp, type BuiltApp } from '../../src/app.ts';
import type { Database } from '../../src/db/index.ts';
import type { JobDefinition } from '../../src/jobs/service.ts';
import { ManualClock } from '../../src/lib/clock.ts';
import { createTestDatabase, testConfig } from '../helpers.ts';

const T0 = Date.parse('2026-03-02T00:00:00Z');
const MINUTE = 60_000;

/** "Processes": apps with no modules on one database, each with its own jobs service (own lease owner). */
async function processes(n: number, clock: ManualClock): Promise<{ database: Database; apps: BuiltApp[]; close(): Promise<void> }> {
  const database = await createTestDatabase();
  const apps: BuiltApp[] = [];
  for (let i = 0; i < n; i++) apps.push(await buildApp({ config: testConfig(), database, clock, modules: [] }));
  return {
    database,
    apps,
    close: async () => {
      for (const a of apps) await a.app.close();
      await database.close();
    },
  };
}

/** Runs every runner at once until nothing is due (each call is a poll of a process). */
async function drain(apps: BuiltApp[], db: Database['db'], rounds = 200): Promise<void> {
  for (let i = 0; i < rounds; i++) {
    await Promise.all(apps.map((a) => a.ctx.jobs.runDue()));
    const open = await db.selectFrom('job_runs').select(sql<string>`count(*)`.as('n')).where('status', 'in', ['pending', 'running']).where('next_at', '<=', new Date(apps[0]!.ctx.clock.now())).executeTakeFirstOrThrow();
    if (Number(open.n) === 0) return;
  }
  throw new Error('runs still due after the rounds');
}

let cleanup: (() => Promise<void>) | undefined;
afterEach(async () => {
  await cleanup?.();
  cleanup = undefined;
});

describe('jobs on the database', () => {
  it('1,000 due runs on two processes: each run once, in order per job, none lost', async () => {
    const clock = new ManualClock(T0);
    const world = await processes(2, clock);
    cleanup = world.close;
    const ran: Array<{ job: string; period: string; by: number }> = [];
    const jobNames = ['count.a', 'count.b', 'count.c', 'count.d'];
    world.apps.forEach((a, by) => {
      for (const name of jobNames) {
        a.ctx.jobs.define({
          name,
          schedule: { everyMs: MINUTE },
          catchUp: 'all',
          keepMs: 86_400_000,
          run: async ({ period }) => {
            ran.push({ job: name, period, by });
            // Some database work, so the two processes' runs interleave on PostgreSQL.
            await sql`select 1`.execute(a.ctx.db);
            return { items: 1 };
          },
        });
      }
    });
    // First start plans the current minute; 249 minutes later 249 more are due per job.
    await drain(world.apps, world.database.db);
    clock.advance(249 * MINUTE);
    await drain(world.apps, world.database.db);

    expect(ran).toHaveLength(1000);
    for (const name of jobNames) {
      const periods = ran.filter((r) => r.job === name).map((r) => r.period);
      expect(new Set(periods).size).toBe(250);
      expect(periods).toEqual([...periods].sort());
      expect(periods[0]).toBe(new Date(T0).toISOString());
    }
    // Both processes took part.
    expect(new Set(ran.map((r) => r.by)).size).toBe(2);
    const rows = await world.database.db.selectFrom('job_runs').select(['status', 'items', 'attempts']).execute();
    expect(rows).toHaveLength(1000);
    expect(rows.every((r) => r.status === 'done' && r.items === 1 && r.attempts === 1)).toBe(true);
    // Planning again (another poll) creates nothing new.
    expect(await world.apps[1]!.ctx.jobs.plan()).toBe(0);
  }, 180_000);

  it('catches up a calendar job in order after a stop; an interval job runs only its latest missed period', async () => {
    // 2026-03-02 00:00 in Mexico City is 06:00 UTC.
    const clock = new ManualClock(Date.parse('2026-03-02T06:00:00Z'));
    const database = await createTestDatabase();
    const seen: string[] = [];
    const sweeps: string[] = [];
    const start = async () => {
      const built = await buildApp({ config: testConfig(), database, clock, modules: [] });
      built.ctx.jobs.define({ name: 'mx.daily', schedule: { at: '00:05', timeZone: 'America/Mexico_City' }, run: async ({ period }) => void seen.push(period) });
      built.ctx.jobs.define({ name: 'sweep', schedule: { everyMs: 1000 }, run: async ({ period }) => void sweeps.push(period) });
      return built;
    };
    let first: BuiltApp | undefined = await start();
    cleanup = async () => {
      await first?.app.close();
      await database.close();
    };
    await first.ctx.jobs.runDue();
    expect(seen).toEqual([]);
    clock.advance(6 * MINUTE);
    await first.ctx.jobs.runDue();
    expect(seen).toEqual(['2026-03-02']);
    expect(sweeps).toHaveLength(2);

    // The server stops for three and a half days.
    await first.app.close();
    first = undefined;
    clock.advance(3.5 * 86_400_000);
    const second = await start();
    first = second;
    await second.ctx.jobs.runDue();
    expect(seen).toEqual(['2026-03-02', '2026-03-03', '2026-03-04', '2026-03-05']);
    expect(sweeps).toHaveLength(3);
    expect(sweeps[2]).toBe(new Date(clock.now() - (clock.now() % 1000)).toISOString());
    const list = await second.ctx.jobs.list();
    const daily = list.find((j) => j.name === 'mx.daily')!;
    expect(daily.lastRun).toMatchObject({ period: '2026-03-05', status: 'done' });
    expect(daily.nextRunAt).toBe(Date.parse('2026-03-06T06:05:00Z'));
  });

  it('retries a failing run with backoff, then shows it failed with its error; a flaky one succeeds on its second try', async () => {
    const clock = new ManualClock(T0 + 30_000);
    const world = await processes(2, clock);
    cleanup = world.close;
    const [a, b] = world.apps as [BuiltApp, BuiltApp];
    let flaky = 0;
    const tries: number[] = [];
    const defs = (): JobDefinition[] => [
      {
        name: 'always.fails',
        schedule: { at: '00:00', timeZone: 'UTC' },
        retry: { attempts: 3, backoffMs: 1000 },
        run: async ({ attempt }) => {
          tries.push(attempt);
          throw new Error(`boom ${attempt}`);
        },
      },
      {
        name: 'flaky',
        schedule: { at: '00:00', timeZone: 'UTC' },
        retry: { attempts: 3, backoffMs: 1000 },
        run: async () => {
          flaky++;
          if (flaky === 1) throw new Error('first try fails');
          return { items: 5 };
        },
      },
    ];
    for (const app of [a, b]) for (const d of defs()) app.ctx.jobs.define(d);
    // Planned from the first sight on: the next midnight is due.
    await a.ctx.jobs.runDue();
    clock.set(Date.parse('2026-03-03T00:00:00Z'));
    await a.ctx.jobs.runDue();
    expect(tries).toEqual([1]);
    const waiting = await a.ctx.jobs.runs({ pageNum: 1, pageSize: 10, job: 'always.fails' });
    expect(waiting.list[0]).toMatchObject({ status: 'pending', attempts: 1, error: 'boom 1', nextAt: clock.now() + 1000 });

    // Not before its backoff, on either process.
    await Promise.all([a.ctx.jobs.runDue(), b.ctx.jobs.runDue()]);
    expect(tries).toEqual([1]);
    clock.advance(1000);
    await Promise.all([a.ctx.jobs.runDue(), b.ctx.jobs.runDue()]);
    expect(tries).toEqual([1, 2]);
    clock.advance(1999); // the second wait is twice the first
    await Promise.all([a.ctx.jobs.runDue(), b.ctx.jobs.runDue()]);
    expect(tries).toEqual([1, 2]);
    clock.advance(1);
    await Promise.all([a.ctx.jobs.runDue(), b.ctx.jobs.runDue()]);
    expect(tries).toEqual([1, 2, 3]);
    clock.advance(3_600_000);
    await Promise.all([a.ctx.jobs.runDue(), b.ctx.jobs.runDue()]);
    expect(tries).toEqual([1, 2, 3]);

    const failed = await b.ctx.jobs.runs({ pageNum: 1, pageSize: 10, job: 'always.fails', status: 'failed' });
    expect(failed.list).toHaveLength(1);
    expect(failed.list[0]).toMatchObject({ period: '2026-03-03', status: 'failed', attempts: 3, error: 'boom 3' });
    const jobs = await b.ctx.jobs.list();
    expect(jobs.find((j) => j.name === 'always.fails')).toMatchObject({ failures: 1, lastError: 'boom 3', lastRun: { status: 'failed' }, pending: 0 });
    expect(jobs.find((j) => j.name === 'flaky')).toMatchObject({ failures: 0, lastRun: { status: 'done', attempts: 2, items: 5 } });
    expect(flaky).toBe(2);
  });

  it('bounds the items of a pass: a run with more items runs again until done, never an item twice across two processes', async () => {
    const clock = new ManualClock(T0);
    const world = await processes(2, clock);
    cleanup = world.close;
    const total = 2_345;
    const hits = new Array<number>(total).fill(0);
    const maxSeen: number[] = [];
    world.apps.forEach((a) =>
      a.ctx.jobs.define({
        name: 'batch',
        schedule: { at: '00:00', timeZone: 'UTC' },
        maxItemsPerRun: 500,
        run: async ({ cursor, maxItems }) => {
          maxSeen.push(maxItems);
          const from = cursor ? Number(cursor) : 0;
          const to = Math.min(total, from + maxItems);
          for (let i = from; i < to; i++) hits[i]!++;
          await sql`select 1`.execute(a.ctx.db);
          return { items: to - from, more: to < total, cursor: String(to) };
        },
      }),
    );
    await world.apps[0]!.ctx.jobs.plan();
    clock.advance(86_400_000);
    await drain(world.apps, world.database.db);
    expect(hits.every((h) => h === 1)).toBe(true);
    expect(new Set(maxSeen)).toEqual(new Set([500]));
    const runs = await world.apps[1]!.ctx.jobs.runs({ pageNum: 1, pageSize: 10, job: 'batch' });
    expect(runs.list).toHaveLength(1);
    expect(runs.list[0]).toMatchObject({ status: 'done', items: total, passes: 5 });
  });

  it('started runners (real time, two processes) run each period by themselves, once; stop() ends them', async () => {
    const database = await createTestDatabase();
    const apps = [await buildApp({ config: testConfig(), database, modules: [] }), await buildApp({ config: testConfig(), database, modules: [] })];
    cleanup = async () => {
      for (const a of apps) await a.app.close();
      await database.close();
    };
    const seen: string[] = [];
    let reached: () => void = () => undefined;
    const twenty = new Promise<void>((resolve) => (reached = resolve));
    for (const a of apps) {
      a.ctx.jobs.define({
        name: 'fast',
        schedule: { everyMs: 50 },
        catchUp: 'all',
        run: async ({ period }) => {
          seen.push(period);
          if (new Set(seen).size >= 20) reached();
        },
      });
      await a.start();
    }
    await twenty;
    await Promise.all(apps.map((a) => a.ctx.jobs.stop()));
    expect(new Set(seen).size).toBe(seen.length);
    expect(seen).toEqual([...seen].sort());
    // Stopped: the lease is given back.
    const open = await database.db.selectFrom('jobs').select(['lease_owner']).where('name', '=', 'fast').executeTakeFirstOrThrow();
    expect(open.lease_owner).toBeNull();
  });

  it('a run left running by a process that stopped is taken over once its lease expires; exclusive() shares the lease', async () => {
    const clock = new ManualClock(T0);
    const world = await processes(2, clock);
    cleanup = world.close;
    const [a, b] = world.apps as [BuiltApp, BuiltApp];
    const ran: string[] = [];
    for (const app of [a, b]) app.ctx.jobs.define({ name: 'lease', schedule: { everyMs: MINUTE }, run: async ({ attempt }) => void ran.push(`attempt ${attempt}`) });
    // Process a holds the lease (as if it were in the middle of a run) ...
    const held = await a.ctx.jobs.exclusive('lease', async () => {
      await b.ctx.jobs.runDue();
      expect(ran).toEqual([]);
      expect(await b.ctx.jobs.exclusive('lease', async () => 'b')).toEqual({ ran: false });
      return 'a';
    });
    expect(held).toEqual({ ran: true, value: 'a' });
    // ... and now dies while a run is marked running: its lease is left behind.
    await a.ctx.db.updateTable('job_runs').set({ status: 'running', attempts: 1 }).where('job', '=', 'lease').execute();
    await a.ctx.db.updateTable('jobs').set({ lease_owner: 'dead-process', lease_until: new Date(clock.now() + 30_000) }).where('name', '=', 'lease').execute();
    await b.ctx.jobs.runDue();
    expect(ran).toEqual([]);
    clock.advance(30_001);
    await b.ctx.jobs.runDue();
    // The interrupted run is tried again (its second attempt), then the current minute.
    expect(ran).toEqual(['attempt 2']);
    const rows = await b.ctx.jobs.runs({ pageNum: 1, pageSize: 10, job: 'lease' });
    expect(rows.list.map((r) => [r.status, r.attempts])).toEqual([['done', 2]]);
  });
});

import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrate } from '../../src/db/migrate.ts';
import { createTestDatabase } from '../helpers.ts';
import type pg from 'pg';
import { openDatabase, PREPARED_PER_CONNECTION, prepareStatements, type Database } from '../../src/db/index.ts';

let database: Database;
beforeAll(async () => {
  database = await createTestDatabase();
  await sql`create table counter (id int primary key, n bigint not null)`.execute(database.db);
  await sql`insert into counter values (1, 0)`.execute(database.db);
});
afterAll(() => database.close());

describe(`database (${process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite'})`, () => {
  it('applies each migration once', async () => {
    expect(await migrate(database.db)).toEqual([]);
    const applied = await database.db.selectFrom('schema_migrations').select('name').execute();
    expect(applied.map((r) => r.name)).toContain('0001_system_app_versions.sql');
  });

  it('runs concurrent transactions without interleaving them (read-modify-write stays exact)', async () => {
    await Promise.all(
      Array.from({ length: 40 }, () =>
        database.db.transaction().execute(async (trx) => {
          const row = await sql<{ n: bigint }>`select n from counter where id = 1 for update`.execute(trx);
          await new Promise((resolve) => setTimeout(resolve, 1));
          await sql`update counter set n = ${row.rows[0]!.n + 1n} where id = 1`.execute(trx);
        }),
      ),
    );
    const row = await sql<{ n: bigint }>`select n from counter where id = 1`.execute(database.db);
    expect(row.rows[0]!.n).toBe(40n);
  });

  it('rolls a failed transaction back completely', async () => {
    await expect(
      database.db.transaction().execute(async (trx) => {
        await sql`update counter set n = 999 where id = 1`.execute(trx);
        throw new Error('abort');
      }),
    ).rejects.toThrow('abort');
    const row = await sql<{ n: bigint }>`select n from counter where id = 1`.execute(database.db);
    expect(row.rows[0]!.n).toBe(40n);
  });

  it('returns BIGINT as an exact bigint, never a float', async () => {
    const row = await sql<{ big: bigint }>`select 9007199254740993::bigint as big`.execute(database.db);
    expect(row.rows[0]!.big).toBe(9007199254740993n);
  });
});

describe('named prepared statements on PostgreSQL (db/index.ts)', () => {
  /** A pg client that records what it is asked to run (the wrapper under test is ours; pg is not). */
  function recordingClient() {
    const calls: unknown[][] = [];
    const client = { query: (...args: unknown[]) => calls.push(args) } as unknown as Pick<pg.PoolClient, 'query'>;
    prepareStatements(client);
    return { client: client as unknown as { query: (text: unknown, values?: unknown) => unknown }, calls };
  }

  it('names a parameterized query by its text, the same name each time', () => {
    const { client, calls } = recordingClient();
    client.query('select * from users where id = $1', [1]);
    client.query('select * from users where id = $1', [2]);
    client.query('select * from users where email = $1', ['a@b.mx']);
    const [first, second, other] = calls.map((c) => c[0] as { name: string; text: string; values: unknown[] });
    expect(first).toMatchObject({ text: 'select * from users where id = $1', values: [1] });
    expect(first!.name).toMatch(/^k[\w-]{27}$/);
    expect(second!.name).toBe(first!.name);
    expect(second!.values).toEqual([2]);
    expect(other!.name).not.toBe(first!.name);
  });

  it('leaves queries without parameters to the simple protocol (several commands, begin, commit)', () => {
    const { client, calls } = recordingClient();
    client.query('create table a (id int); create table b (id int)', []);
    client.query('begin');
    expect(calls).toEqual([['create table a (id int); create table b (id int)', []], ['begin', undefined]]);
  });

  it('stops naming new texts past the bound, and keeps using the names it has', () => {
    const { client, calls } = recordingClient();
    for (let i = 0; i < PREPARED_PER_CONNECTION; i++) client.query(`select ${i} + $1`, [1]);
    client.query('select 0 + $1', [2]);
    client.query('select -1 + $1', [3]);
    expect((calls[PREPARED_PER_CONNECTION]![0] as { name: string }).name).toBe((calls[0]![0] as { name: string }).name);
    expect(calls[PREPARED_PER_CONNECTION + 1]).toEqual(['select -1 + $1', [3]]);
  });
});

// PostgreSQL only (PGlite has no server to end a connection); defined only there, so nothing is skipped.
if (process.env.DATABASE_URL) {
  describe('a connection the PostgreSQL server ends (db/index.ts)', () => {
    it('keeps the process alive and the pool working when an idle connection is terminated', async () => {
      const uncaught: unknown[] = [];
      const onUncaught = (error: unknown) => uncaught.push(error);
      process.on('uncaughtException', onUncaught);
      try {
        const { rows } = await sql<{ pid: number }>`select pg_backend_pid() as pid`.execute(database.db);
        const victim = rows[0]!.pid;
        // A connection of another pool ends the idle one, as a restart or DROP … WITH (FORCE) would.
        const other = await openDatabase({ databaseUrl: process.env.DATABASE_URL, poolSize: 1 });
        try {
          const ended = await sql<{ ok: boolean }>`select pg_terminate_backend(${victim}) as ok`.execute(other.db);
          expect(ended.rows).toEqual([{ ok: true }]);
        } finally {
          await other.close();
        }
        // The pool forgets the broken client and answers from a new one.
        await expect.poll(async () => (await sql<{ one: number }>`select 1 as one`.execute(database.db)).rows[0]!.one).toBe(1);
        expect(uncaught).toEqual([]);
      } finally {
        process.off('uncaughtException', onUncaught);
      }
    });
  });
}

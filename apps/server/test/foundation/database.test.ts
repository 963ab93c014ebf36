import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrate } from '../../src/db/migrate.ts';
import { createTestDatabase } from '../helpers.ts';
import type { Database } from '../../src/db/index.ts';

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
    expect(applied.map((r) => r.name)).toContain('0001_system.sql');
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

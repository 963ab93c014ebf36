import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'kysely';
import type { Db } from './index.ts';

const MIGRATIONS_DIR = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations');
// Any fixed number: several server processes starting at once take turns on it.
const MIGRATION_LOCK_ID = 72_311_905;

/**
 * Applies the SQL files of db/migrations in name order, each once, each in its own
 * transaction. The same files serve PGlite and PostgreSQL.
 */
export async function migrate(db: Db): Promise<string[]> {
  const files = fs
    .readdirSync(MIGRATIONS_DIR)
    .filter((name) => name.endsWith('.sql'))
    .sort();
  const applied: string[] = [];
  await db.transaction().execute(async (trx) => {
    await sql`select pg_advisory_xact_lock(${MIGRATION_LOCK_ID})`.execute(trx);
    await sql`create table if not exists schema_migrations (name text primary key, applied_at timestamptz not null default now())`.execute(trx);
    const done = new Set((await trx.selectFrom('schema_migrations').select('name').execute()).map((row) => row.name));
    for (const name of files) {
      if (done.has(name)) continue;
      const text = fs.readFileSync(path.join(MIGRATIONS_DIR, name), 'utf8');
      await sql.raw(text).execute(trx);
      await trx.insertInto('schema_migrations').values({ name }).execute();
      applied.push(name);
    }
  });
  return applied;
}

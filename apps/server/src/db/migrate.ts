import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql, type Transaction } from 'kysely';
import type { Db } from './index.ts';
import type { DB } from './schema.ts';

const MIGRATIONS_DIR = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations');
// Any fixed number: several server processes starting at once take turns on it.
const MIGRATION_LOCK_ID = 72_311_905;

/**
 * Migrations 0001-0009 were first written one file per project phase; each was split into
 * one file per module (NNNN_<module>_<change>.sql) with the same statements. A database
 * that applied an old file has applied its parts: they are recorded, never run.
 */
export const LEGACY_MIGRATIONS: Readonly<Record<string, readonly string[]>> = {
  '0001_system.sql': ['0001_system_app_versions.sql'],
  '0002_accounts.sql': ['0002_accounts_users.sql', '0002_admin_operators.sql', '0002_files_uploads.sql', '0002_mail_outbox.sql', '0003_accounts_sessions_kyc.sql'],
  '0003_market.sql': ['0003_market_watchlist.sql'],
  '0004_notices.sql': ['0004_notices_inbox.sql'],
  '0005_ledger.sql': ['0005_ledger_core.sql', '0005_wallet_transfers.sql'],
  '0006_funding.sql': ['0006_funding_money.sql'],
  '0007_engagement.sql': ['0007_chat_conversations.sql', '0007_news_articles.sql', '0007_notices_broadcasts.sql'],
  '0008_trading.sql': ['0008_trading_orders.sql'],
  '0009_order_ids.sql': ['0009_ledger_transaction_ids.sql', '0009_trading_order_ids.sql'],
};

/** The SHA-256 of a migration's text, recorded when it is applied. */
const checksumOf = (text: string) => crypto.createHash('sha256').update(text).digest('hex');

/**
 * Applies the SQL files of db/migrations in name order, each once, all of one run in one
 * transaction under an advisory lock (a failure leaves none of that run applied; a second
 * process waits, then finds nothing to do). The same files serve PGlite and PostgreSQL.
 * Each applied migration keeps the checksum of its text: a migration edited after it was
 * applied is refused (write a new one instead). Returns the names it ran.
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
    await sql`alter table schema_migrations add column if not exists checksum text`.execute(trx);
    const rows = await trx.selectFrom('schema_migrations').select(['name', 'checksum']).execute();
    const done = new Set(rows.map((row) => row.name));
    await checkApplied(trx, files, rows);
    // The parts of an old per-phase file were applied with it.
    const parts = Object.entries(LEGACY_MIGRATIONS).flatMap(([old, split]) => (done.has(old) ? split.filter((name) => !done.has(name)) : []));
    if (parts.length > 0) {
      await trx.insertInto('schema_migrations').values(parts.map((name) => ({ name, checksum: checksumOf(fs.readFileSync(path.join(MIGRATIONS_DIR, name), 'utf8')) }))).execute();
      for (const name of parts) done.add(name);
    }
    for (const name of files) {
      if (done.has(name)) continue;
      const text = fs.readFileSync(path.join(MIGRATIONS_DIR, name), 'utf8');
      await sql.raw(text).execute(trx);
      await trx.insertInto('schema_migrations').values({ name, checksum: checksumOf(text) }).execute();
      applied.push(name);
    }
  });
  return applied;
}

/**
 * Refuses a migration whose text changed since it was applied; records the checksum of
 * those applied before checksums were kept (and of the parts of a legacy file).
 */
async function checkApplied(trx: Transaction<DB>, files: string[], rows: Array<{ name: string; checksum: string | null }>): Promise<void> {
  const present = new Set(files);
  for (const row of rows) {
    if (!present.has(row.name)) continue; // a legacy per-phase file, split since
    const checksum = checksumOf(fs.readFileSync(path.join(MIGRATIONS_DIR, row.name), 'utf8'));
    if (row.checksum === null) await trx.updateTable('schema_migrations').set({ checksum }).where('name', '=', row.name).execute();
    else if (row.checksum !== checksum) throw new Error(`migration ${row.name} was edited after it was applied (checksum differs): add a new migration instead`);
  }
}

import crypto from 'node:crypto';
import fs from 'node:fs';
import { sql } from 'kysely';
import { buildApp, type BuiltApp } from '../src/app.ts';
import { loadConfig, type Config } from '../src/config.ts';
import type { AppModule } from '../src/context.ts';
import { openDatabase, type Database } from '../src/db/index.ts';
import { migrate } from '../src/db/migrate.ts';
import { snapshotPath } from './pglite-snapshot.ts';
import type { Clock } from '../src/lib/clock.ts';
import type { PubSub } from '../src/pubsub/index.ts';

let snapshot: Blob | undefined;
/** The migrated PGlite that test/global-setup.ts saved for this set of migrations, if any (read once per worker). */
function migratedSnapshot(): Blob | undefined {
  if (snapshot) return snapshot;
  const file = snapshotPath();
  if (!fs.existsSync(file)) return undefined;
  snapshot = new Blob([fs.readFileSync(file)]);
  return snapshot;
}

/**
 * A fresh database from the real migrations: an in-memory PGlite, or, when
 * DATABASE_URL is set, a schema of its own on that PostgreSQL server (dropped on close).
 */
export async function createTestDatabase(): Promise<Database> {
  const url = process.env.DATABASE_URL;
  if (!url) {
    const saved = migratedSnapshot();
    const database = await openDatabase(saved ? { loadDataDir: saved } : {});
    await migrate(database.db); // nothing to do on the snapshot; the whole history on a bare database
    return database;
  }
  const schema = `t_${crypto.randomBytes(6).toString('hex')}`;
  const admin = await openDatabase({ databaseUrl: url, poolSize: 1 });
  await sql.raw(`create schema ${schema}`).execute(admin.db);
  await admin.close();
  const database = await openDatabase({ databaseUrl: url, searchPath: schema, poolSize: 20 });
  await migrate(database.db);
  return {
    ...database,
    close: async () => {
      await database.close();
      const cleanup = await openDatabase({ databaseUrl: url, poolSize: 1 });
      await sql.raw(`drop schema ${schema} cascade`).execute(cleanup.db);
      await cleanup.close();
    },
  };
}

export function testConfig(overrides: Record<string, string> = {}): Config {
  return loadConfig({ PORT: '0', HOST: '127.0.0.1', DATA_DIR: '/tmp/bolsa-test', LOG_LEVEL: 'silent', ...overrides });
}

export interface TestApp extends BuiltApp {
  database: Database;
  close(): Promise<void>;
}

/** The real app on a fresh database, ready for `app.inject`. */
export async function createTestApp(options: { clock?: Clock; modules?: AppModule[]; pubsub?: PubSub; config?: Config } = {}): Promise<TestApp> {
  const database = await createTestDatabase();
  const built = await buildApp({
    config: options.config ?? testConfig(),
    database,
    ...(options.clock ? { clock: options.clock } : {}),
    ...(options.modules ? { modules: options.modules } : {}),
    ...(options.pubsub ? { pubsub: options.pubsub } : {}),
  });
  await built.app.ready();
  return {
    ...built,
    database,
    close: async () => {
      await built.app.close();
      await database.close();
    },
  };
}

/** Parses an injected response's envelope. */
export function body<T = unknown>(res: { body: string }): { code: number; msg: string; data: T } {
  return JSON.parse(res.body) as { code: number; msg: string; data: T };
}

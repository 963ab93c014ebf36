import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, inject } from 'vitest';
import { buildApp, type BuiltApp } from '../src/app.ts';
import { loadConfig, type Config } from '../src/config.ts';
import type { AppModule } from '../src/context.ts';
import { openDatabase, type Database } from '../src/db/index.ts';
import { migrate } from '../src/db/migrate.ts';
import { TEST_PUBSUB_NAMESPACE } from './brokers.ts';
import { snapshotPath } from './pglite-snapshot.ts';
import { databaseUrl, dropStatements, onServer } from './postgres-template.ts';
// The run's provided values (vitest ProvidedContext) are declared beside their globalSetup.
import type {} from './data-dir-setup.ts';
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
 * A fresh database from the real migrations: on the `pglite` project an in-memory PGlite loaded
 * from the snapshot global-setup.ts saved; on the `postgres` project (DATABASE_URL) a database
 * of its own, copied from the run's migrated template (postgres-template.ts), dropped on close.
 * The `pure` project gets none: a file that needs one belongs to the database projects
 * (test-projects.ts), and failing here says so instead of leaving it untested on PostgreSQL.
 */
export async function createTestDatabase(): Promise<Database> {
  if (process.env.BOLSA_TEST_PROJECT === 'pure') {
    throw new Error(`${expect.getState().testPath ?? 'this file'} opens a database but runs in the pure project: import it from test/helpers.ts statically (see test/test-projects.ts)`);
  }
  const url = process.env.DATABASE_URL;
  if (!url) {
    const saved = migratedSnapshot();
    const database = await openDatabase(saved ? { loadDataDir: saved } : {});
    await migrate(database.db); // nothing to do on the snapshot; the whole history on a bare database
    return database;
  }
  const template = inject('postgresTemplate');
  if (!template) throw new Error('DATABASE_URL is set but no template was made: run the PostgreSQL tests through the postgres project (vitest.config.ts)');
  const name = `${template}_${crypto.randomBytes(4).toString('hex')}`;
  await onServer(url, [`create database "${name}" template "${template}"`]);
  const database = await openDatabase({ databaseUrl: databaseUrl(url, name), poolSize: 20 });
  return {
    ...database,
    close: async () => {
      await database.close();
      await onServer(url, dropStatements(name));
    },
  };
}

let dataDir: string | undefined;
/** The uploads directory of this test file's apps: its own, so files running at once never share one (removed by data-dir-setup.ts). */
function testDataDir(): string {
  dataDir ??= fs.mkdtempSync(path.join(inject('testDataRoot') ?? os.tmpdir(), 'file-'));
  return dataDir;
}

export function testConfig(overrides: Record<string, string> = {}): Config {
  return loadConfig({ PORT: '0', HOST: '127.0.0.1', DATA_DIR: testDataDir(), LOG_LEVEL: 'silent', PUBSUB_NAMESPACE: TEST_PUBSUB_NAMESPACE, ...overrides });
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

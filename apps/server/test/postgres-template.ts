import crypto from 'node:crypto';
import os from 'node:os';
import { sql } from 'kysely';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../src/db/index.ts';
import { migrate } from '../src/db/migrate.ts';
import { migrationsHash } from './pglite-snapshot.ts';
import { postgresTestUrl } from './test-projects.ts';

declare module 'vitest' {
  interface ProvidedContext {
    /** The migrated template database of this run on the `postgres` project's server. */
    postgresTemplate: string;
  }
}

/**
 * Every PostgreSQL test database of one `vitest run` is a copy of one migrated template
 * (`CREATE DATABASE … TEMPLATE …`, a file copy: far cheaper than running every migration per
 * test file). Several runs may share the server (other checkouts, CI): every name carries the
 * migrations' hash, this machine, the process and a random part, so runs never touch each
 * other's databases, and the run drops everything it made when it ends.
 *
 * Names: `bolsa_t_<migrations>_<host>_<pid>_<random>` for the template, plus `_<random>` for
 * each test file's copy (helpers.ts). A run that was killed leaves its databases behind; the
 * next run on this machine drops those whose process is gone.
 */
const PREFIX = 'bolsa_t_';
const HOST = crypto.createHash('sha256').update(os.hostname()).digest('hex').slice(0, 6);

/** `url` with its database replaced by `name`. */
export function databaseUrl(url: string, name: string): string {
  const u = new URL(url);
  u.pathname = `/${name}`;
  return u.toString();
}

/** Runs `statements` one by one on a connection of their own to the server's database of `url`. */
export async function onServer(url: string, statements: string[]): Promise<void> {
  const admin = await openDatabase({ databaseUrl: url, poolSize: 1 });
  try {
    for (const statement of statements) await sql.raw(statement).execute(admin.db);
  } finally {
    await admin.close();
  }
}

/** DROP DATABASE for a test database or template (a template must stop being one first). */
export const dropStatements = (name: string) => [`alter database "${name}" is_template false`, `drop database if exists "${name}" with (force)`];

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** Drops the databases that runs on this machine left behind when they were killed. */
async function dropLeftovers(url: string): Promise<void> {
  const admin = await openDatabase({ databaseUrl: url, poolSize: 1 });
  try {
    const rows = await sql<{ datname: string }>`select datname from pg_database where datname like ${`${PREFIX}%\\_${HOST}\\_%`}`.execute(admin.db);
    for (const { datname } of rows.rows) {
      const pid = Number(datname.split('_')[4]);
      if (!Number.isInteger(pid) || isAlive(pid)) continue;
      for (const statement of dropStatements(datname)) {
        // Another run may be dropping the same leftover at this moment.
        await sql.raw(statement).execute(admin.db).catch(() => undefined);
      }
    }
  } finally {
    await admin.close();
  }
}

/** globalSetup of the `postgres` project: migrates the template, hands its name to the test files, drops it all at the end. */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const url = postgresTestUrl();
  try {
    await dropLeftovers(url);
  } catch (error) {
    throw new Error(`The postgres test project needs PostgreSQL at ${url} (set DATABASE_URL, or run \`npx vitest run --project pure --project pglite\`): ${(error as Error).message}`, { cause: error });
  }
  const template = `${PREFIX}${migrationsHash().slice(0, 10)}_${HOST}_${process.pid}_${crypto.randomBytes(3).toString('hex')}`;
  await onServer(url, [`create database "${template}"`]);
  const database = await openDatabase({ databaseUrl: databaseUrl(url, template), poolSize: 1 });
  try {
    await migrate(database.db);
  } finally {
    await database.close();
  }
  // No connection may be open on a template while it is copied: allow none.
  await onServer(url, [`alter database "${template}" with is_template true allow_connections false`]);
  project.provide('postgresTemplate', template);
  return async () => {
    const admin = await openDatabase({ databaseUrl: url, poolSize: 1 });
    try {
      // The template and any copy a test file did not drop (a crashed worker).
      const rows = await sql<{ datname: string }>`select datname from pg_database where datname like ${`${template}%`}`.execute(admin.db);
      for (const { datname } of rows.rows) for (const statement of dropStatements(datname)) await sql.raw(statement).execute(admin.db);
    } finally {
      await admin.close();
    }
  };
}

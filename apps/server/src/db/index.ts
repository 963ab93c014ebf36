import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { Kysely, PostgresDialect } from 'kysely';
import pg from 'pg';
import { PGliteDialect } from './pglite-dialect.ts';
import type { DB } from './schema.ts';

export type Db = Kysely<DB>;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  close(): Promise<void>;
  /** PGlite only: its data directory as a tarball (tests load a migrated one instead of migrating each time). */
  dumpDataDir?: () => Promise<Blob>;
}

// BIGINT (int8) comes back as a string by default; money columns rely on it being
// exact, so we parse it to a JS bigint, never to a float. NUMERIC stays a string.
pg.types.setTypeParser(pg.types.builtins.INT8, (value: string) => BigInt(value));

export interface OpenOptions {
  /** A PostgreSQL server; when absent the embedded PGlite is used. */
  databaseUrl?: string | undefined;
  /** PGlite data directory; in memory when absent. */
  dataDir?: string | undefined;
  /** Schema to use on PostgreSQL (tests isolate each file in its own schema). */
  searchPath?: string;
  poolSize?: number;
  /** PGlite only: start from this data directory tarball (from `dumpDataDir`). */
  loadDataDir?: Blob | undefined;
}

/** Distinct statements prepared on one connection at most (a bound for SQL built with literal values). */
export const PREPARED_PER_CONNECTION = 1_000;

/**
 * Makes every parameterized query of a connection a named prepared statement, so that
 * PostgreSQL parses and plans each statement once per connection instead of on every call
 * (planning measured at about a fifth of the database's time for an order). The name is a
 * hash of the text; past PREPARED_PER_CONNECTION distinct texts, queries go unnamed.
 */
export function prepareStatements(client: Pick<pg.PoolClient, 'query'>): void {
  const query = client.query.bind(client) as (config: unknown, values?: unknown) => unknown;
  const prepared = new Set<string>();
  (client as { query: unknown }).query = (text: unknown, values?: unknown) => {
    // Without parameters a query may hold several commands (migrations), which only the simple protocol takes.
    if (typeof text !== 'string' || !Array.isArray(values) || values.length === 0) return query(text, values);
    const name = `k${crypto.createHash('sha1').update(text).digest('base64url')}`;
    if (!prepared.has(name)) {
      if (prepared.size >= PREPARED_PER_CONNECTION) return query(text, values);
      prepared.add(name);
    }
    return query({ name, text, values });
  };
}

/** Connections whose loss was already reported (the pool and the client both hear one error). */
const reportedConnections = new WeakSet<pg.PoolClient>();

/** Logs a connection's error once, unless it is the server ending a connection we are closing ourselves. */
function onConnectionError(error: Error, client: pg.PoolClient): void {
  if ((client as unknown as { _ending?: boolean })._ending || reportedConnections.has(client)) return;
  reportedConnections.add(client);
  process.emitWarning(`database connection lost: ${error.message}`, { code: 'BOLSA_DB_CONNECTION' });
}

export async function openDatabase(options: OpenOptions): Promise<Database> {
  if (options.databaseUrl) {
    const pool = new pg.Pool({
      connectionString: options.databaseUrl,
      max: options.poolSize ?? 10,
      ...(options.searchPath ? { options: `-c search_path=${options.searchPath}` } : {}),
    });
    pool.on('connect', (client) => {
      prepareStatements(client);
      // A connection the server ends (a restart, a failover, DROP DATABASE … WITH (FORCE) right
      // after close) reports an error on its client; unheard, Node would end the process. The
      // pool replaces a broken idle client by itself, and a query in flight fails on its own.
      client.on('error', (error) => onConnectionError(error, client));
    });
    pool.on('error', (error, client) => onConnectionError(error, client));
    const db = new Kysely<DB>({ dialect: new PostgresDialect({ pool }) });
    return { db, kind: 'postgres', close: () => db.destroy() };
  }
  if (options.dataDir) fs.mkdirSync(path.dirname(options.dataDir), { recursive: true });
  const pglite = await PGlite.create(options.dataDir ? options.dataDir : 'memory://', {
    parsers: { 20: (value: string) => BigInt(value) },
    // The embedded database is for one process; trading a little durability for speed is
    // fine for the demo, and PostgreSQL is the choice for real deployments.
    relaxedDurability: true,
    ...(options.loadDataDir ? { loadDataDir: options.loadDataDir } : {}),
  });
  const db = new Kysely<DB>({ dialect: new PGliteDialect(pglite) });
  return {
    db,
    kind: 'pglite',
    close: () => db.destroy(),
    dumpDataDir: () => pglite.dumpDataDir('none'),
  };
}

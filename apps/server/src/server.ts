import path from 'node:path';
import { buildApp, type BuiltApp } from './app.ts';
import type { Config } from './config.ts';
import { openDatabase, type Database } from './db/index.ts';
import { migrate } from './db/migrate.ts';
import { startMetricsServer, type MetricsServer } from './http/metrics.ts';
import { offsetClock, type Clock } from './lib/clock.ts';
import { modules } from './modules/index.ts';
import { createPubSub } from './pubsub/index.ts';

export interface RunningServer extends BuiltApp {
  database: Database;
  url: string;
  /** The /metrics URL on METRICS_PORT, when set. */
  metricsUrl: string | undefined;
  close(): Promise<void>;
}

/**
 * Opens the database (PGlite in DATA_DIR, or PostgreSQL), applies migrations, seeds the
 * demo data when enabled, builds the app and listens. Used by main.ts and by tests that
 * need a real listening server (WebSocket, shutdown, browser flows).
 */
export async function startServer(config: Config, options: { logger?: boolean; clock?: Clock; serveStatic?: boolean } = {}): Promise<RunningServer> {
  const database = await openDatabase({
    databaseUrl: config.databaseUrl,
    dataDir: config.databaseUrl ? undefined : path.join(config.dataDir, 'pgdata'),
  });
  await migrate(database.db);
  const pubsub = await createPubSub(config.pubsubUrl, config.pubsubNamespace);
  const built = await buildApp({
    config,
    database,
    pubsub,
    logger: options.logger ?? true,
    serveStatic: options.serveStatic ?? true,
    processMetrics: true,
    ...(options.clock ? { clock: options.clock } : config.clockStart ? { clock: offsetClock(config.clockStart) } : {}),
  });
  if (config.seedDemo) {
    for (const module of modules) await module.seedDemo?.(built.ctx);
  }
  const address = await built.app.listen({ port: config.port, host: config.host });
  await built.start();
  const metricsServer: MetricsServer | undefined =
    config.metricsPort === undefined ? undefined : await startMetricsServer(built.metrics, { port: config.metricsPort, host: config.host, token: config.metricsToken });
  const url = address.replace('0.0.0.0', '127.0.0.1').replace('[::]', '127.0.0.1');
  // The database and pub/sub close after the app, so that modules' stop hooks (which may
  // still write, e.g. to release a job lease) run while they are open.
  const close = async () => {
    await built.app.close();
    await metricsServer?.close();
    await pubsub.close();
    await database.close();
  };
  return { ...built, database, url, metricsUrl: metricsServer?.url, close };
}

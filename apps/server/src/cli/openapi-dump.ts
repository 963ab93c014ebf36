/**
 * Writes the OpenAPI document the server serves at /web/docs/json to a file, built from the
 * contracts on a throw-away in-memory database (nothing listens, no data is seeded):
 *
 *   node --import tsx apps/server/src/cli/openapi-dump.ts <out.json>
 *
 * `npm run openapi:check` lints the result with Spectral (spectral:oas) and Redocly (recommended).
 */
import fs from 'node:fs';
import { buildApp } from '../app.ts';
import { loadConfig } from '../config.ts';
import { openDatabase } from '../db/index.ts';
import { migrate } from '../db/migrate.ts';

async function main(): Promise<number> {
  const out = process.argv[2];
  if (!out) {
    console.error('usage: openapi-dump.ts <out.json>');
    return 2;
  }
  const database = await openDatabase({});
  await migrate(database.db);
  const { app } = await buildApp({ config: loadConfig({ PORT: '0', LOG_LEVEL: 'silent', DATA_DIR: '/tmp/bolsa-openapi' }), database });
  try {
    await app.ready();
    const res = await app.inject({ method: 'GET', url: '/web/docs/json' });
    if (res.statusCode !== 200) throw new Error(`/web/docs/json answered ${res.statusCode}`);
    fs.writeFileSync(out, res.body);
    console.log(`wrote ${out} (${Object.keys(res.json<{ paths: object }>().paths).length} paths)`);
    return 0;
  } finally {
    await app.close();
    await database.close();
  }
}

process.exitCode = await main();

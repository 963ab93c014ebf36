/**
 * Recomputes every ledger balance from the postings and reports any difference:
 *
 *   npm run reconcile            # a summary; exit code 1 when anything differs
 *   npm run reconcile -- --json  # the whole report as JSON
 *
 * Uses the server's database (DATABASE_URL, or the embedded one under DATA_DIR; the
 * embedded database admits one process at a time: stop the server first, or use the
 * back office's reconciliation page).
 */
import path from 'node:path';
import { parseArgs } from 'node:util';
import { ConfigError, loadConfig } from '../config.ts';
import { openDatabase } from '../db/index.ts';
import { migrate } from '../db/migrate.ts';
import { reconcile } from '../ledger/reconcile.ts';
import { systemClock } from '../lib/clock.ts';

async function main(): Promise<number> {
  const { values } = parseArgs({ options: { json: { type: 'boolean', default: false } }, strict: true });
  let config;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      return 2;
    }
    throw error;
  }
  const database = await openDatabase({
    databaseUrl: config.databaseUrl,
    dataDir: config.databaseUrl ? undefined : path.join(config.dataDir, 'pgdata'),
  });
  try {
    await migrate(database.db);
    const report = await reconcile(database.db, systemClock.now());
    if (values.json) {
      console.log(JSON.stringify(report, null, 2));
    } else {
      console.log(`ledger reconciliation at ${new Date(report.checkedAt).toISOString()}`);
      console.log(`  accounts ${report.accounts}, transactions ${report.transactions}, postings ${report.postings}`);
      for (const row of report.trialBalance) console.log(`  trial balance ${row.currency}: ${row.sum}`);
      if (report.ok) console.log('  OK: every balance equals the sum of its postings');
      for (const d of report.differences) {
        console.log(`  DIFFERENCE ${d.kind} ${d.account ?? ''}${d.txId !== undefined ? ` tx ${d.txId}` : ''} ${d.currency ?? ''}: expected ${d.expected}, found ${d.actual}`);
      }
    }
    return report.ok ? 0 : 1;
  } finally {
    await database.close();
  }
}

process.exitCode = await main();

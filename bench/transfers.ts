/**
 * Ledger transfers per second between two wallets, beside a plain pgbench in the same run.
 *
 *   npx tsx bench/transfers.ts [seconds=10] [clients=8] [rounds=2] [pairs=1]
 *
 * On the local PostgreSQL (DATABASE_URL, default postgres://postgres@127.0.0.1:5432/test),
 * in a scratch schema of its own (dropped at the end):
 * - ledger: the real migrations and LedgerService; one user's BALANCE (MXN) and MX (MXN)
 *   wallets; `clients` concurrent loops (a pool of `clients` connections), each posting
 *   1-cent transfers one way then the other (`ledger.post`: a transaction row, both
 *   accounts locked in id order, two postings whose trigger moves the balances and stamps
 *   the running balance, the deferred balanced-transaction check at commit);
 * - pgbench: `clients` clients of a script with one INSERT and one UPDATE per transaction
 *   (a log row, then `balance = balance + 1` on one of two account rows), so both runs
 *   fight over two hot rows the same way.
 * Rounds alternate the two. Prints transfers/s, p50/p99 and the ratio, and checks at the
 * end that the ledger reconciles. With `pairs` > 1, client i works on wallet pair
 * i % pairs (users of their own) and pgbench on 2 x pairs rows: less contention, for context.
 */
import { execFileSync } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { openDatabase } from '../apps/server/src/db/index.ts';
import { migrate } from '../apps/server/src/db/migrate.ts';
import { LedgerService } from '../apps/server/src/ledger/service.ts';
import { systemClock } from '../apps/server/src/lib/clock.ts';
import { finish, size } from './smoke.lib.ts';

const seconds = size(2, 10, 1);
const clients = size(3, 8, 2);
const rounds = size(4, 2, 1);
const pairs = Number(process.argv[5] ?? 1);
const databaseUrl = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const schema = `bench_transfers_${crypto.randomBytes(4).toString('hex')}`;

const admin = await openDatabase({ databaseUrl, poolSize: 1 });
await sql.raw(`create schema ${schema}`).execute(admin.db);
const database = await openDatabase({ databaseUrl, searchPath: schema, poolSize: clients });
let verdict: { invariants: boolean; timing: boolean } | undefined;

try {
  await migrate(database.db);
  const ledger = new LedgerService(database.db, systemClock);
  const wallets: { a: { userId: number; wallet: 'BALANCE'; currency: 'MXN' }; b: { userId: number; wallet: 'MX'; currency: 'MXN' } }[] = [];
  for (let p = 0; p < pairs; p++) {
    const user = await sql<{ id: number }>`
      insert into users (username, email, password_hash, account_type, invitation_code, created_at)
      values (${`bench${p}`}, ${`bench${p}@example.mx`}, 'x', 2, ${`BENCH${String(p).padStart(3, '0')}`}, now()) returning id`.execute(database.db);
    const userId = user.rows[0]!.id;
    const pair = { a: { userId, wallet: 'BALANCE', currency: 'MXN' } as const, b: { userId, wallet: 'MX', currency: 'MXN' } as const };
    for (const to of [pair.a, pair.b]) {
      await ledger.post({ kind: 'seed', legs: [{ from: { house: 'DEMO_FUNDING', currency: 'MXN' }, to, amount: 1_000_000_00n }] });
    }
    wallets.push(pair);
  }

  // pgbench's tables and script, in the same schema.
  await sql`create table pgb_accounts (id integer primary key, balance bigint not null)`.execute(database.db);
  await sql`insert into pgb_accounts select g, 0 from generate_series(1, ${2 * pairs}) g`.execute(database.db);
  await sql`create table pgb_log (id bigint generated always as identity primary key, account_id integer not null, amount bigint not null, created_at timestamptz not null)`.execute(
    database.db,
  );
  const script = path.join(os.tmpdir(), `${schema}.sql`);
  fs.writeFileSync(
    script,
    [
      `\\set aid random(1, ${2 * pairs})`,
      'BEGIN;',
      'INSERT INTO pgb_log (account_id, amount, created_at) VALUES (:aid, 1, now());',
      'UPDATE pgb_accounts SET balance = balance + 1 WHERE id = :aid;',
      'END;',
      '',
    ].join('\n'),
  );

  const runLedger = async () => {
    const latencies: number[] = [];
    let errors = 0;
    const until = performance.now() + seconds * 1000;
    await Promise.all(
      Array.from({ length: clients }, async (_, i) => {
        let n = i;
        const { a, b } = wallets[i % pairs]!;
        while (performance.now() < until) {
          const started = performance.now();
          try {
            await ledger.post({ kind: 'transfer', legs: [n++ % 2 ? { from: a, to: b, amount: 1n } : { from: b, to: a, amount: 1n }] });
            latencies.push(performance.now() - started);
          } catch (error) {
            errors++;
            if (errors < 4) console.error(error);
          }
        }
      }),
    );
    latencies.sort((x, y) => x - y);
    return {
      tps: latencies.length / seconds,
      p50: latencies[Math.floor(latencies.length * 0.5)] ?? 0,
      p99: latencies[Math.floor(latencies.length * 0.99)] ?? 0,
      errors,
    };
  };

  const runPgbench = () => {
    const out = execFileSync('pgbench', ['-n', '-r', '-c', String(clients), '-j', String(Math.min(clients, 2)), '-T', String(seconds), '-f', script, databaseUrl], {
      env: { ...process.env, PGOPTIONS: `-c search_path=${schema}` },
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const tps = Number(/tps = ([\d.]+)/.exec(out)?.[1] ?? 0);
    const latency = Number(/latency average = ([\d.]+) ms/.exec(out)?.[1] ?? 0);
    return { tps, latency };
  };

  // Warm-up: connections, plans, caches.
  await ledger.post({ kind: 'transfer', legs: [{ from: wallets[0]!.a, to: wallets[0]!.b, amount: 1n }] });

  console.log(`transfers between two wallets (${pairs} pair${pairs > 1 ? 's' : ''}), ${clients} concurrent clients, ${seconds} s per run, ${os.cpus().length} CPUs, load ${os.loadavg()[0]!.toFixed(1)}`);
  const ratios: number[] = [];
  let transferErrors = 0;
  for (let round = 1; round <= rounds; round++) {
    const pg = runPgbench();
    const led = await runLedger();
    ratios.push(led.tps / pg.tps);
    transferErrors += led.errors;
    console.log(
      `round ${round}: pgbench ${pg.tps.toFixed(0)} tx/s (avg ${pg.latency.toFixed(2)} ms) | ledger ${led.tps.toFixed(0)} transfers/s (p50 ${led.p50.toFixed(2)} ms, p99 ${led.p99.toFixed(2)} ms, ${led.errors} errors) | ratio ${(led.tps / pg.tps).toFixed(2)}`,
    );
  }
  const report = await ledger.reconcile();
  console.log(`reconciliation: ${report.ok ? 'OK' : 'DIFFERENCES'} (${report.transactions} transactions, ${report.postings} postings)`);
  console.log(`ledger / pgbench: ${ratios.map((r) => r.toFixed(2)).join(', ')} (goal >= 0.33)`);
  fs.rmSync(script, { force: true });
  verdict = { invariants: report.ok && transferErrors === 0 && report.transactions > 0, timing: ratios.every((r) => r >= 0.33) };
} finally {
  await database.close();
  await sql.raw(`drop schema ${schema} cascade`).execute(admin.db);
  await admin.close();
}
finish(verdict?.invariants === true, verdict?.timing === true);

/**
 * A payout period for 100,000 running mining robots on PostgreSQL within 60 s,
 * reconciliation clean afterwards (issue 17).
 *
 *   DATABASE_URL=postgres://postgres@127.0.0.1:5432/test npx tsx bench/mining.ts [robots=100000] [batch=2000]
 *
 * A schema of its own (dropped at the end) gets the real migrations and the real app
 * (buildApp, nothing started). Setup, not timed: `robots` investors and one S19 XP rental
 * each, mining since the start of the previous UTC day with 10 days of prepaid energy,
 * inserted in one statement each; one seed transaction stands for the prepaid energy in the
 * ledger. Timed: the daily payout job's work for the day (`Settlement.settleBatch`, the
 * job's own call, `batch` robots a transaction, cursor after cursor as the job runs it):
 * for every robot its share of the simulated network's blocks of that day, a payout row
 * (unique per robot and start), the ledger (ledger/many-to-one.ts: the reward in BTC pool ->
 * user, one posting per robot; the pool and the energy accounts one posting each per ledger
 * transaction of 100 robots), the order updated, a message (one insert per batch); then the
 * pushes after commit.
 * Checks: one payout per robot, each the published formula on that day's blocks, a second
 * run pays nothing, the ledger reconciles.
 */
import crypto from 'node:crypto';
import os from 'node:os';
import Decimal from 'decimal.js';
import { sql } from 'kysely';
import { buildApp } from '../apps/server/src/app.ts';
import { loadConfig } from '../apps/server/src/config.ts';
import { need } from '../apps/server/src/context.ts';
import { openDatabase } from '../apps/server/src/db/index.ts';
import { migrate } from '../apps/server/src/db/migrate.ts';
import { ManualClock } from '../apps/server/src/lib/clock.ts';
import { energy, rewardSat, satToCents, toCents } from '../apps/server/src/modules/mining/rules.ts';
import { finish, size } from './smoke.lib.ts';

const databaseUrl = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const robots = size(2, 100_000, 300);
const batch = size(3, 2000, 100);
const DAY = 86_400_000;

const schema = `bench_mining_${crypto.randomBytes(4).toString('hex')}`;
const admin = await openDatabase({ databaseUrl, poolSize: 1 });
await sql.raw(`create schema ${schema}`).execute(admin.db);
const database = await openDatabase({ databaseUrl, searchPath: schema, poolSize: 8 });
let ok: boolean | undefined;
try {
  await migrate(database.db);
  const today = Math.floor(Date.UTC(2026, 10, 25) / DAY);
  const dayStart = (today - 1) * DAY;
  // The payout job runs at 00:05 UTC and pays the day before.
  const clock = new ManualClock(today * DAY + 5 * 60_000);
  const config = loadConfig({ PORT: '0', HOST: '127.0.0.1', LOG_LEVEL: 'silent', DATA_DIR: '/tmp/bolsa-bench-mining', DATABASE_URL: databaseUrl });
  const built = await buildApp({ config, database, clock });
  await built.app.ready();
  const ctx = built.ctx;
  const mining = need(ctx, 'mining');
  const ledger = need(ctx, 'ledger');
  const version = await mining.currentTerms();
  const robot = await ctx.db.selectFrom('mining_robots').selectAll().where('model', '=', 'Antminer S19 XP').where('mode', '=', 'rent').executeTakeFirstOrThrow();
  const perDay = energy({ hashrateThs: 140, jPerTh: '21.5', tariffPerKwh: version.terms.tariffPerKwh }).costPerDay;
  const prepaid = toCents(perDay.times(10));

  console.log(`setup: ${robots} investors with one S19 XP rental each, mining since ${new Date(dayStart).toISOString()}...`);
  const setupStart = Date.now();
  await sql`
    insert into users (username, email, password_hash, account_type, invitation_code, kyc_status, created_at)
    select 'miner' || g, 'miner' || g || '@example.mx', 'x', 2, 'MIN' || g, 'verified', now() from generate_series(1, ${robots}) g`.execute(ctx.db);
  // The rentals are not what is measured: one seed transaction stands for their prepaid energy.
  const seed = await ledger.post({ kind: 'seed', ref: 'bench:mining', legs: [{ from: { house: 'DEMO_FUNDING', currency: 'USD' }, to: { house: 'MINING_ENERGY_PREPAID', currency: 'USD' }, amount: prepaid * BigInt(robots) }] });
  await sql`
    insert into mining_orders (user_id, robot_id, mode, units, hashrate_ths, j_per_th, cycle_days, price_cents, energy_per_day, terms_version_id, pool_fee_rate, redeem_fee_rate,
      state, state_since_ms, started_ms, ends_ms, settled_ms, energy_cents, buy_tx_id, created_at)
    select id, ${robot.id}, 'rent', 1, 140, 21.5, 90, 63000, ${perDay.toFixed()}, ${version.id}, ${version.terms.poolFeeRate}, ${version.terms.rentRedeemFeeRate},
      4, ${dayStart}, ${dayStart}, ${dayStart + 90 * DAY}, ${dayStart}, ${prepaid}, ${seed.id}, now() from users where username like 'miner%'`.execute(ctx.db);
  await sql`analyze mining_orders`.execute(ctx.db);
  console.log(`setup done in ${((Date.now() - setupStart) / 1000).toFixed(1)} s`);

  const load = os.loadavg().map((v) => v.toFixed(2)).join(' ');
  const upTo = today * DAY;
  const t0 = Date.now();
  const cpu0 = process.cpuUsage();
  let cursor = 0;
  let paid = 0;
  let passes = 0;
  for (;;) {
    const out = await mining.settlement.settleBatch(upTo, cursor, batch);
    mining.announce(out.announced);
    paid += out.items;
    cursor = out.cursor;
    passes++;
    if (!out.more) break;
  }
  const paidMs = Date.now() - t0;
  const cpu = process.cpuUsage(cpu0);
  await mining.idle();
  const pushedMs = Date.now() - t0;

  // Checks.
  const again = await mining.settlement.settleBatch(upTo, 0, batch);
  const payouts = await ctx.db.selectFrom('mining_payouts').select([sql<string>`count(*)`.as('n'), sql<string>`count(distinct order_id)`.as('orders'), sql<string>`sum(amount_cents)`.as('cents')]).executeTakeFirstOrThrow();
  const day = mining.network.day(today - 1);
  const blocksSat = day.blocks.reduce((s, b) => s + b.subsidySat + b.feesSat, 0n);
  const one = rewardSat({ hashrateThs: 140, networkThs: day.hashrateThs, blocksSat, poolFeeRate: version.terms.poolFeeRate });
  const oneCents = satToCents(one.netSat, mining.settlement.btcPriceAt(upTo));
  const sample = await ctx.db.selectFrom('mining_payouts').selectAll().orderBy('id').limit(1).executeTakeFirstOrThrow();
  const report = await ledger.reconcile();
  // Credited in BTC: the pool paid every robot's reward to the satoshi; one pool posting per ledger transaction.
  const pool = await ledger.balance({ house: 'MINING_POOL', currency: 'BTC' });
  const shape = await sql<{ txs: string; pool_postings: string; user_postings: string }>`
    select count(distinct p.tx_id) as txs, count(*) filter (where a.house = 'MINING_POOL') as pool_postings, count(*) filter (where a.user_id is not null) as user_postings
    from ledger_postings p join ledger_accounts a on a.id = p.account_id join ledger_transactions t on t.id = p.tx_id where t.ref = ${`mining-payout:${upTo}`}`.execute(ctx.db);
  const { txs, pool_postings: poolPostings, user_postings: userPostings } = shape.rows[0]!;
  ok = pool.balance === -one.netSat * BigInt(robots) && Number(poolPostings) === Number(txs) && Number(userPostings) === robots && paid === robots && Number(payouts.n) === robots && Number(payouts.orders) === robots && again.items === 0 && sample.reward_sat === one.netSat && BigInt(payouts.cents) === oneCents * BigInt(robots) && report.differences.length === 0;
  console.log(
    JSON.stringify(
      {
        robots,
        batch,
        passes,
        paidSeconds: +(paidMs / 1000).toFixed(1),
        withPushesSeconds: +(pushedMs / 1000).toFixed(1),
        appCpuSeconds: +((cpu.user + cpu.system) / 1e6).toFixed(1),
        perSecond: Math.round(robots / (paidMs / 1000)),
        blocksOfTheDay: day.blocks.length,
        rewardEachBtc: new Decimal(one.netSat.toString()).div(1e8).toFixed(8),
        paidEachUsd: new Decimal(oneCents.toString()).div(100).toFixed(2),
        secondRunPaid: again.items,
        ledgerTransactions: Number(txs),
        poolPostings: Number(poolPostings),
        userPostings: Number(userPostings),
        poolBtc: new Decimal(pool.balance.toString()).div(1e8).toFixed(8),
        reconciliationDifferences: report.differences.length,
        loadAverageBefore: load,
        cpus: os.cpus().length,
        ok,
      },
      null,
      2,
    ),
  );
  await built.app.close();
} finally {
  await database.close();
  await sql.raw(`drop schema ${schema} cascade`).execute(admin.db);
  await admin.close();
}
finish(ok);

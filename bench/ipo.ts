/**
 * Allot an HK IPO with 100,000 applications on PostgreSQL (the ballot and the ledger
 * settlement of every order) within 60 s; the same seed gives the same allotment (issue 14).
 *
 *   DATABASE_URL=postgres://postgres@127.0.0.1:5432/test npx tsx bench/ipo.ts [applications=100000] [parallel=16]
 *
 * A schema of its own (dropped at the end) gets the real migrations and the real app
 * (buildApp, nothing started). Setup, not timed: `applications` investors inserted in one
 * statement; an HK IPO (HK$9-10, lots of 500, 50,000,000 shares = 100,000 lots, mechanism B
 * 10 %: a public tranche of 10,000 lots, pools of 5,000); each investor funded through the
 * ledger and subscribed through the IPO service (the published tiers, the hold from
 * SUBSCRIPTION): 98 % in pool A (1-100 lots), 2 % in pool B (2,000 lots, HK$10.1M).
 * Timed: `allotIssue` with a fixed seed — phase 1 in one transaction (the stage claim, the
 * ballot of pool A and the proportional share of pool B, each order's shares written),
 * then phase 2: every order's capture or release in its own ledger transaction (50 orders
 * per database transaction, 6 at once), each batch's notices and pushes after its commit.
 * Checks: never more lots than the tranche, every hold closed, paid + released = held for
 * every order, the ledger reconciles, the allotment recomputed from the published seed and
 * the stored applications equals the stored one, and another seed gives another.
 */
import crypto from 'node:crypto';
import os from 'node:os';
import { sql } from 'kysely';
import { buildApp } from '../apps/server/src/app.ts';
import { loadConfig } from '../apps/server/src/config.ts';
import { need } from '../apps/server/src/context.ts';
import { openDatabase } from '../apps/server/src/db/index.ts';
import { migrate } from '../apps/server/src/db/migrate.ts';
import { ManualClock } from '../apps/server/src/lib/clock.ts';
import { allotIssue } from '../apps/server/src/modules/ipo/allot.ts';
import { allotHk } from '../apps/server/src/modules/ipo/rules.ts';

const databaseUrl = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const applications = Number(process.argv[2] ?? 100_000);
const parallel = Number(process.argv[3] ?? 16);
const SEED = 'bench-ipo-published-seed';
const HOUR = 3_600_000;
const TIER_LOTS = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 20, 30, 40, 50, 60, 70, 80, 90, 100];

const schema = `bench_ipo_${crypto.randomBytes(4).toString('hex')}`;
const admin = await openDatabase({ databaseUrl, poolSize: 1 });
await sql.raw(`create schema ${schema}`).execute(admin.db);
const database = await openDatabase({ databaseUrl, searchPath: schema, poolSize: parallel + 4 });
const start = Date.UTC(2026, 10, 25, 2, 0, 0); // 10:00 in Hong Kong
const clock = new ManualClock(start);
let failed: boolean | undefined;
try {
  await migrate(database.db);
  const config = loadConfig({ PORT: '0', HOST: '127.0.0.1', LOG_LEVEL: 'silent', DATA_DIR: '/tmp/bolsa-bench-ipo', DATABASE_URL: databaseUrl });
  const built = await buildApp({ config, database, clock });
  await built.app.ready();
  const ctx = built.ctx;
  const ledger = need(ctx, 'ledger');
  const ipo = need(ctx, 'ipo');

  console.log(`setup: ${applications} investors, one HK IPO, ${applications} applications (${parallel} at a time)...`);
  const setupStart = Date.now();
  await sql`
    insert into users (username, email, password_hash, account_type, invitation_code, kyc_status, created_at)
    select 'ipo' || g, 'ipo' || g || '@example.mx', 'x', 2, 'IPO' || g, 'verified', now() from generate_series(1, ${applications}) g`.execute(ctx.db);
  const userIds = (await ctx.db.selectFrom('users').select('id').orderBy('id').execute()).map((r) => r.id);
  const at = new Date(start);
  const issue = await ctx.db
    .insertInto('ipo_issues')
    .values({
      market: 'HK',
      code: '09999',
      exchange: 'HKEX',
      currency: 'HKD',
      sector: 'Bench',
      name: JSON.stringify({ es: 'Bench', en: 'Bench', zh: 'Bench' }),
      description: JSON.stringify({ es: '', en: '', zh: '' }),
      underwriters: '[]',
      price_low_e4: 90_000n,
      price_high_e4: 100_000n,
      lot_size: 500,
      shares_offered: 50_000_000n,
      opens_at: new Date(start - HOUR),
      closes_at: new Date(start + HOUR),
      allot_at: new Date(start + 2 * HOUR),
      list_at: new Date(start + 3 * HOUR),
      mechanism: JSON.stringify({ kind: 'B', percent: 10 }),
      pool_a_threshold_minor: 500_000_000n,
      max_lots: 3000,
      created_by: 'bench',
      created_at: at,
      updated_at: at,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
  const lotsOf = (i: number) => (i % 50 === 0 ? 2000 : TIER_LOTS[i % TIER_LOTS.length]!);
  let next = 0;
  let done = 0;
  async function lane(): Promise<void> {
    for (;;) {
      const i = next++;
      if (i >= userIds.length) return;
      const userId = userIds[i]!;
      const lots = lotsOf(i);
      // Enough for the tier at the top of the range with charges (HK$5,050.43 a lot).
      await ledger.post({ kind: 'seed', ref: 'bench-ipo', idempotencyKey: `bench-ipo-fund:${userId}`, legs: [{ from: { house: 'DEMO_FUNDING', currency: 'HKD' }, to: { userId, wallet: 'SUBSCRIPTION', currency: 'HKD' }, amount: BigInt(lots) * 505_100n }] });
      await ipo.subscribe(userId, { ipoId: issue.id, quantity: lots }, `bench-ipo-sub:${userId}`, 'en');
      if (++done % 10_000 === 0) console.log(`  ${done} applications (${((Date.now() - setupStart) / 1000).toFixed(0)} s)`);
    }
  }
  await Promise.all(Array.from({ length: parallel }, () => lane()));
  console.log(`setup done in ${((Date.now() - setupStart) / 1000).toFixed(1)} s`);

  // ---- the timed part --------------------------------------------------------------------
  clock.set(start + 2 * HOUR);
  const load = os.loadavg()[0]!.toFixed(1);
  const t0 = Date.now();
  const ran = await allotIssue(ipo, issue.id, undefined, SEED);
  const t1 = Date.now();
  if (!ran) throw new Error('allotment did not run');
  const settled = (t1 - t0) / 1000;
  console.log(`allotment of ${applications} applications: ballot, ledger settlement and notices in ${settled.toFixed(1)} s, ${(applications / settled).toFixed(0)} orders/s (load average ${load} at start, ${os.loadavg()[0]!.toFixed(1)} at the end)`);
  console.log(`goal (settlement within 60 s): ${settled <= 60 ? 'met' : 'NOT met'}`);

  // ---- checks ----------------------------------------------------------------------------
  const rows = await ctx.db.selectFrom('ipo_subscriptions').selectAll().where('ipo_id', '=', issue.id).orderBy('id').execute();
  const stored = await ctx.db.selectFrom('ipo_issues').select(['seed', 'basis']).where('id', '=', issue.id).executeTakeFirstOrThrow();
  const basis = stored.basis as { publicLots: number };
  const allottedLots = rows.reduce((s, r) => s + Number(r.allotted_shares ?? 0n) / 500, 0);
  const winners = rows.filter((r) => r.status === 'allotted').length;
  const everyCent = rows.every((r) => r.paid_minor! + r.released_minor! === r.held_minor);
  const openHolds = await ctx.db.selectFrom('ledger_holds').select((eb) => eb.fn.countAll<string>().as('n')).where('ref', 'like', 'ipo-subscription:%').where('status', '=', 'active').executeTakeFirstOrThrow();
  const recon = await ledger.reconcile();
  const apps = rows.map((r) => ({ id: r.id, lots: r.quantity, amount: r.held_minor }));
  const again = allotHk(apps, 100_000, { kind: 'B', percent: 10 }, 500_000_000n, stored.seed!);
  const same = rows.every((r) => (again.lots.get(r.id) ?? 0) * 500 === Number(r.allotted_shares));
  const other = allotHk(apps, 100_000, { kind: 'B', percent: 10 }, 500_000_000n, `${stored.seed}-other`);
  const differs = rows.some((r) => (other.lots.get(r.id) ?? 0) !== (again.lots.get(r.id) ?? 0));
  console.log(`public tranche ${basis.publicLots} lots; allotted ${allottedLots} lots to ${winners} winners; never more than the tranche: ${allottedLots <= basis.publicLots}`);
  console.log(`every order paid + released = held: ${everyCent}; holds left open: ${openHolds.n}; ledger differences: ${recon.differences.length}`);
  console.log(`recomputed from the published seed "${stored.seed}": identical ${same}; another seed gives another allotment: ${differs}`);
  failed = !(allottedLots <= basis.publicLots && everyCent && Number(openHolds.n) === 0 && recon.differences.length === 0 && same && differs);
  await built.app.close();
} finally {
  await database.close();
  await sql.raw(`drop schema ${schema} cascade`).execute(admin.db);
  await admin.close();
}
if (failed !== false) {
  console.error('a check failed');
  process.exit(1);
}

/**
 * Coupon payment for 100,000 BONOS M holdings on PostgreSQL within 60 s, reconciliation
 * clean afterwards (issue 15).
 *
 *   DATABASE_URL=postgres://postgres@127.0.0.1:5432/test npx tsx bench/bonds.ts [holdings=100000] [parallel=16]
 *
 * A schema of its own (dropped at the end) gets the real migrations and the real app
 * (buildApp, nothing started). Setup, not timed: `holdings` investors and one holding each
 * of M 310529 (10 titles, bought ten days before a coupon date, ISR applies) and their
 * FINANCIAL accounts (the buys were paid from them) inserted in one statement each. Timed: the coupon job's work for that date (`BondsService.payCoupons`,
 * the job's own call) split into `parallel` cursor ranges run at once: 500 holdings per
 * database transaction (bonds/payout.ts: one insert of payment rows, unique per holding,
 * kind and date; one statement booking ledger transactions of 50 holders each, gross in
 * and ISR withheld on its own line, the house side one posting per house account), then
 * the notices after commit (one insert per chunk). The daily
 * accrual is not a stored step (accrued interest is computed from the dates when read).
 * Checks: one payment per holding, each the published coupon less the ISR rule, a second
 * run pays nothing, the ledger reconciles.
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
import { dayFromKey, keyFromDay } from '../apps/server/src/market/time.ts';
import { couponDays } from '../apps/server/src/modules/bonds/rules.ts';
import { finish, size } from './smoke.lib.ts';

const databaseUrl = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const holdings = size(2, 100_000, 200);
const parallel = size(3, 16, 4);
const DAY = 86_400_000;

const schema = `bench_bonds_${crypto.randomBytes(4).toString('hex')}`;
const admin = await openDatabase({ databaseUrl, poolSize: 1 });
await sql.raw(`create schema ${schema}`).execute(admin.db);
const database = await openDatabase({ databaseUrl, searchPath: schema, poolSize: parallel + 4 });
let failed = false;
try {
  await migrate(database.db);
  const issueRow = await database.db.selectFrom('bonds_issues').selectAll().where('code', '=', 'M 310529').executeTakeFirstOrThrow();
  const shape = { type: 'BONOS_M' as const, face: issueRow.face, couponRate: issueRow.coupon_rate, issueDay: dayFromKey(issueRow.issue_date), maturityDay: dayFromKey(issueRow.maturity_date!) };
  const after = dayFromKey('2026-11-25');
  const couponDay = Math.min(...couponDays(shape as never).filter((d) => d > after));
  // The coupon job runs at 00:10 in Mexico City (06:10 UTC) of the coupon date.
  const clock = new ManualClock(couponDay * DAY + 6 * 3_600_000 + 10 * 60_000);
  const config = loadConfig({ PORT: '0', HOST: '127.0.0.1', LOG_LEVEL: 'silent', DATA_DIR: '/tmp/bolsa-bench-bonds', DATABASE_URL: databaseUrl });
  const built = await buildApp({ config, database, clock });
  await built.app.ready();
  const ctx = built.ctx;
  const bonds = need(ctx, 'bonds');
  const ledger = need(ctx, 'ledger');
  const terms = await bonds.currentTerms('MX');

  console.log(`setup: ${holdings} investors with 10 titles of M 310529 each, coupon date ${keyFromDay(couponDay)}...`);
  const setupStart = Date.now();
  await sql`
    insert into users (username, email, password_hash, account_type, invitation_code, kyc_status, created_at)
    select 'bond' || g, 'bond' || g || '@example.mx', 'x', 2, 'BND' || g, 'verified', now() from generate_series(1, ${holdings}) g`.execute(ctx.db);
  // The buys are not what is measured: one seed transaction stands for them in the ledger.
  const seed = await ledger.post({ kind: 'seed', ref: 'bench:bonds', legs: [{ from: { house: 'DEMO_FUNDING', currency: 'MXN' }, to: { house: 'BONDS_MARKET', currency: 'MXN' }, amount: 1n }] });
  const bought = new Date((couponDay - 10) * DAY + 18 * 3_600_000);
  await sql`
    insert into bonds_holdings (user_id, issue_id, type, currency, face, coupon_rate, issue_date, maturity_date, quantity, buy_price, buy_yield,
      clean_minor, accrued_minor, fee_minor, cost_minor, isr_applies, terms_version_id, buy_tx_id, created_at)
    select id, ${issueRow.id}, 'BONOS_M', 'MXN', ${String(issueRow.face)}, ${String(issueRow.coupon_rate)}, ${issueRow.issue_date}, ${issueRow.maturity_date}, 10, 100, 8,
      100000, 0, 0, 100000, true, ${terms.id}, ${seed.id}, ${bought} from users where username like 'bond%'`.execute(ctx.db);
  // The buyers paid from their FINANCIAL wallets: those accounts exist.
  await sql`
    insert into ledger_accounts (code, user_id, wallet, house, currency, decimals, credit_limit, created_at)
    select 'u:' || id || ':FINANCIAL:MXN', id, 'FINANCIAL', null, 'MXN', 2, 0, now() from users where username like 'bond%'`.execute(ctx.db);
  const ids = (await ctx.db.selectFrom('bonds_holdings').select('id').orderBy('id').execute()).map((r) => r.id);
  console.log(`setup done in ${((Date.now() - setupStart) / 1000).toFixed(1)} s; ${ids.length} holdings`);

  const load = os.loadavg().map((v) => v.toFixed(2)).join(' ');
  const chunk = Math.ceil(ids.length / parallel);
  const t0 = Date.now();
  const runs = await Promise.all(
    Array.from({ length: parallel }, (_, i) => (ids[i * chunk] === undefined ? Promise.resolve({ items: 0, more: false, cursor: 0 }) : bonds.payCoupons(couponDay, ids[i * chunk]! - 1, Math.min(chunk, ids.length - i * chunk)))),
  );
  const paidMs = Date.now() - t0;
  await bonds.idle();
  const noticedMs = Date.now() - t0;
  const items = runs.reduce((sum, r) => sum + r.items, 0);

  const stats = await ctx.db
    .selectFrom('bonds_payments')
    .select([sql<string>`count(*)`.as('n'), sql<string>`count(distinct holding_id)`.as('holders'), sql<string>`min(net_minor)`.as('min'), sql<string>`max(net_minor)`.as('max'), sql<string>`sum(gross_minor)`.as('gross')])
    .where('kind', '=', 'coupon')
    .executeTakeFirstOrThrow();
  const again = await bonds.payCoupons(couponDay, 0, ids.length + 1);
  const report = await ledger.reconcile();
  const ok = items === ids.length && Number(stats.n) === ids.length && Number(stats.holders) === ids.length && String(stats.min) === String(stats.max) && again.items === 0 && report.differences.length === 0;
  console.log(
    JSON.stringify(
      {
        holdings: ids.length,
        parallel,
        couponDate: keyFromDay(couponDay),
        paidSeconds: +(paidMs / 1000).toFixed(1),
        withNoticesSeconds: +(noticedMs / 1000).toFixed(1),
        paymentsPerSecond: Math.round(items / (paidMs / 1000)),
        netPerHoldingMinor: String(stats.min),
        grossTotalMinor: String(stats.gross),
        secondRunPaid: again.items,
        reconcileDifferences: report.differences.length,
        loadBefore: load,
        cpus: os.cpus().length,
        ok,
      },
      null,
      2,
    ),
  );
  if (!ok) failed = true;
  await bonds.idle();
  await built.app.close();
} finally {
  await database.close();
  await sql.raw(`drop schema ${schema} cascade`).execute(admin.db);
  await admin.close();
}
finish(!failed);

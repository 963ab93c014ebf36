/**
 * Allot an HK IPO with 100,000 applications on PostgreSQL (the ballot and the ledger
 * settlement of every order) within 60 s; the same seed gives the same allotment (issue 14).
 *
 *   DATABASE_URL=postgres://postgres@127.0.0.1:5432/test npx tsx bench/ipo.ts [applications=100000] [parallel=16]
 *
 * A schema of its own (dropped at the end) gets the real migrations and the real app
 * (buildApp, nothing started). Setup, not timed: `applications` investors inserted in one
 * statement; an HK IPO (HK$9-10, lots of 500, 50,000,000 shares = 100,000 lots, mechanism B
 * 10 %: a public tranche of 10,000 lots, pools of 5,000); the first 1,000 investors funded
 * through ledger.post and subscribed through ipo.subscribe (the published tiers, the hold from
 * SUBSCRIPTION), the rest the same rows in bulk, 2,000 per transaction (funding transaction and
 * postings, subscription, hold, held, history; compared with the service's rows for 50 pairs of
 * the same tier): 98 % in pool A (1-100 lots), 2 % in pool B (2,000 lots, HK$10.1M).
 * Timed: allotIssue's phases with a fixed seed, apart — phase 1 (drawIssue) in one transaction
 * (the stage claim, the ballot of pool A and the proportional share of pool B, each order's
 * shares written), phase 2 (settlePending): batches of 1,000 orders, 4 at once, each batch one
 * transaction closing its holds with the ledger's bulk operation (every capture its own ledger
 * transaction), then the notices (one insert per batch) and pushes once every batch committed.
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
import { drawIssue, settlePending } from '../apps/server/src/modules/ipo/allot.ts';
import { ivaRateNow } from '../apps/server/src/modules/ipo/booking.ts';
import { allotHk } from '../apps/server/src/modules/ipo/rules.ts';
import { money } from '../apps/server/src/modules/ipo/views.ts';
import { requestHash } from '../apps/server/src/ledger/service.ts';
import { size } from './smoke.lib.ts';

const databaseUrl = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const applications = size(2, 100_000, 300);
const parallel = size(3, 16, 4);
const SEED = 'bench-ipo-published-seed';
const HOUR = 3_600_000;
/** Applications made through ledger.post + ipo.subscribe; the others are the same rows inserted in bulk. */
const SERVICE_APPLICATIONS = 1_000;
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
  /** Funding and applications from index `from` on, as ledger.post and ipo.subscribe write them, 2,000 per transaction. */
  async function bulkApplications(from: number): Promise<void> {
    const version = await ipo.currentTerms('HK');
    // The IVA on the brokerage in force, as ipo.subscribe charges it.
    const ivaRate = await ivaRateNow(ctx);
    const funding = (await ledger.accounts([{ house: 'DEMO_FUNDING', currency: 'HKD' }])).get('h:DEMO_FUNDING:HKD')!;
    const CHUNK = 2_000;
    for (let c = from; c < userIds.length; c += CHUNK) {
      const idx = Array.from({ length: Math.min(CHUNK, userIds.length - c) }, (_, k) => c + k);
      const users = idx.map((i) => userIds[i]!);
      const now = new Date(clock.now());
      await ctx.db.transaction().execute(async (trx) => {
        const accounts = await sql<{ id: number; user_id: number }>`
          insert into ledger_accounts (code, user_id, wallet, house, currency, decimals, credit_limit, created_at)
          select 'u:' || u || ':SUBSCRIPTION:HKD', u, 'SUBSCRIPTION', null, 'HKD', 2, 0, ${now}::timestamptz from unnest(${users}::int[]) as u
          returning id, user_id`.execute(trx);
        const accountOf = new Map(accounts.rows.map((r) => [r.user_id, r.id]));
        // Funding: one ledger transaction per investor (kind seed, its idempotency key and request hash), postings in account order.
        const hashes = idx.map((i) =>
          requestHash({ kind: 'seed', ref: 'bench-ipo', legs: [{ from: 'h:DEMO_FUNDING:HKD', to: `u:${userIds[i]}:SUBSCRIPTION:HKD`, amount: fundOf(i), line: undefined }] }),
        );
        await sql`
          with t as (
            insert into ledger_transactions (kind, ref, idempotency_key, request_hash, memo, created_by, created_at)
            select 'seed', 'bench-ipo', 'bench-ipo-fund:' || v.u, v.hash, null, 'system', ${now}::timestamptz
            from unnest(${users}::int[], ${hashes}::text[]) with ordinality as v (u, hash, n) order by v.n
            returning id, idempotency_key
          ), legs as (
            select t.id as tx, v.account, v.amount, v.ord
            from t join unnest(${users}::int[], ${users.map((u) => accountOf.get(u)!)}::int[], ${idx.map((i) => String(fundOf(i)))}::bigint[]) as f (u, account, amount)
              on t.idempotency_key = 'bench-ipo-fund:' || f.u
            cross join lateral (values (${funding}::int, -f.amount, 0), (f.account, f.amount, 1)) as v (account, amount, ord)
          )
          insert into ledger_postings (tx_id, account_id, currency, amount, line, created_at)
          select tx, account, 'HKD', amount, null, ${now}::timestamptz from legs order by tx, account, ord`.execute(trx);
        // Applications: the subscription, its hold from SUBSCRIPTION (available down, balance unchanged), its history.
        const orders = idx.map((i) => ipo.order(issue, lotsOf(i), undefined, version.terms, 0, ivaRate));
        const subs = await sql<{ id: number; user_id: number; held_minor: string }>`
          insert into ipo_subscriptions (ipo_id, user_id, quantity, shares, limit_price_e4, currency, hold_id, held_minor, finance_percent, loan_minor, interest_minor, status, terms_version_id, created_at, updated_at)
          select ${issue.id}::int, v.u, v.q, v.shares, null, 'HKD', null, v.held, 0, 0, 0, 'subscribed', ${version.id}::int, ${now}::timestamptz, ${now}::timestamptz
          from unnest(${users}::int[], ${orders.map((o) => o.quantity)}::int[], ${orders.map((o) => String(o.shares))}::bigint[], ${orders.map((o) => String(o.held))}::bigint[]) with ordinality as v (u, q, shares, held, n)
          order by v.n
          returning id, user_id, held_minor`.execute(trx);
        await sql`
          with h as (
            insert into ledger_holds (account_id, currency, amount, remaining, status, kind, ref, idempotency_key, request_hash, created_by, created_at, closed_at)
            select v.account, 'HKD', v.held, v.held, 'active', 'ipo', 'ipo-subscription:' || v.sub, null, null, 'user:' || v.u, ${now}::timestamptz, null
            from unnest(${subs.rows.map((r) => r.id)}::int[], ${subs.rows.map((r) => r.user_id)}::int[], ${subs.rows.map((r) => accountOf.get(r.user_id)!)}::int[], ${subs.rows.map((r) => String(r.held_minor))}::bigint[])
              as v (sub, u, account, held) order by v.sub
            returning id, account_id, amount, ref
          ), held as (
            update ledger_accounts a set held = a.held + h.amount from h where a.id = h.account_id returning a.id
          )
          update ipo_subscriptions s set hold_id = h.id from h where s.id = split_part(h.ref, ':', 2)::int and (select count(*) from held) > 0`.execute(trx);
        await sql`
          insert into ipo_history (subscription_id, action, actor, detail, at)
          select v.sub, 'created', 'user:' || v.u, v.detail, ${now}::timestamptz
          from unnest(${subs.rows.map((r) => r.id)}::int[], ${subs.rows.map((r) => r.user_id)}::int[], ${subs.rows.map((r) => `held ${money(BigInt(r.held_minor))}`)}::text[]) as v (sub, u, detail)
          order by v.sub`.execute(trx);
      });
      const done = c + idx.length;
      if (done % 10_000 === 0 || done === userIds.length) console.log(`  ${done} applications (${((Date.now() - setupStart) / 1000).toFixed(0)} s)`);
    }
  }
  const lotsOf = (i: number) => (i % 50 === 0 ? 2000 : TIER_LOTS[i % TIER_LOTS.length]!);
  // Enough for the tier at the top of the range with charges and the IVA on the brokerage (HK$5,058.43 a lot).
  const fundOf = (i: number) => BigInt(lotsOf(i)) * 506_000n;
  // The first applications through the services themselves (ledger.post, ipo.subscribe)...
  const viaService = Math.min(SERVICE_APPLICATIONS, userIds.length);
  await ipo.currentTerms('HK'); // the terms published once, before the lanes race for them
  let next = 0;
  async function lane(): Promise<void> {
    for (;;) {
      const i = next++;
      if (i >= viaService) return;
      const userId = userIds[i]!;
      await ledger.post({ kind: 'seed', ref: 'bench-ipo', idempotencyKey: `bench-ipo-fund:${userId}`, legs: [{ from: { house: 'DEMO_FUNDING', currency: 'HKD' }, to: { userId, wallet: 'SUBSCRIPTION', currency: 'HKD' }, amount: fundOf(i) }] });
      await ipo.subscribe(userId, { ipoId: issue.id, quantity: lotsOf(i) }, `bench-ipo-sub:${userId}`, 'en');
    }
  }
  await Promise.all(Array.from({ length: parallel }, () => lane()));
  console.log(`  ${viaService} applications through the services (${((Date.now() - setupStart) / 1000).toFixed(0)} s)`);
  // ...the rest in bulk, with the rows those calls write (checked against the service's rows below).
  await bulkApplications(viaService);
  console.log(`setup done in ${((Date.now() - setupStart) / 1000).toFixed(1)} s`);

  // The bulk rows are those the services write: an investor of the same tier from each side compared.
  async function shape(i: number) {
    const userId = userIds[i]!;
    const sub = await ctx.db.selectFrom('ipo_subscriptions').selectAll().where('user_id', '=', userId).executeTakeFirstOrThrow();
    const hold = await ctx.db.selectFrom('ledger_holds').selectAll().where('id', '=', sub.hold_id!).executeTakeFirstOrThrow();
    const account = await ledger.balance({ userId, wallet: 'SUBSCRIPTION', currency: 'HKD' });
    const fund = await ctx.db.selectFrom('ledger_transactions').selectAll().where('idempotency_key', '=', `bench-ipo-fund:${userId}`).executeTakeFirstOrThrow();
    const postings = await ctx.db.selectFrom('ledger_postings').select(['account_id', 'amount', 'currency', 'line']).where('tx_id', '=', fund.id).orderBy('id').execute();
    const history = await ctx.db.selectFrom('ipo_history').select(['action', 'actor', 'detail']).where('subscription_id', '=', sub.id).execute();
    const fundHash = requestHash({ kind: 'seed', ref: 'bench-ipo', legs: [{ from: 'h:DEMO_FUNDING:HKD', to: `u:${userId}:SUBSCRIPTION:HKD`, amount: fundOf(i), line: undefined }] });
    return JSON.stringify({
      sub: { ...sub, id: 0, user_id: 0, hold_id: 0, created_at: 0, updated_at: 0 },
      hold: { ...hold, id: 0, account_id: 0, ref: hold.ref === `ipo-subscription:${sub.id}`, created_by: hold.created_by === `user:${userId}`, created_at: 0 },
      account: { ...account, code: account.code === `u:${userId}:SUBSCRIPTION:HKD`, userId: account.userId === userId },
      fund: { ...fund, id: 0, idempotency_key: 0, request_hash: fund.request_hash === fundHash, created_at: 0 },
      postings: postings.map((p) => ({ ...p, account_id: p.account_id === hold.account_id })),
      history: history.map((h) => ({ ...h, actor: h.actor === `user:${userId}` })),
    }, (_k, v: unknown) => (typeof v === 'bigint' ? v.toString() : v));
  }
  let sameRows = true;
  if (userIds.length >= viaService + 950) {
    // lotsOf repeats every 950 investors.
    for (let i = 0; i < 50; i++) {
      const bulk = viaService + ((i - viaService) % 950 + 950) % 950;
      const [a, b] = [await shape(i), await shape(bulk)];
      if (a !== b) {
        sameRows = false;
        console.log(`rows differ (service ${i} vs bulk ${bulk}):\n${a}\n${b}`);
        break;
      }
    }
    console.log(`bulk setup rows identical to the service's (50 pairs of the same tier): ${sameRows}`);
  }

  // ---- the timed part --------------------------------------------------------------------
  clock.set(start + 2 * HOUR);
  const load = os.loadavg()[0]!.toFixed(1);
  // allotIssue's two phases, timed apart (the same calls allotIssue makes); the notices' share summed over the lanes.
  const notices = need(ctx, 'notices');
  const notifyMany = notices.notifyMany.bind(notices);
  let noticeMs = 0;
  let firstNotice = 0;
  notices.notifyMany = async (items) => {
    const n0 = Date.now();
    if (!firstNotice) firstNotice = n0;
    try {
      return await notifyMany(items);
    } finally {
      noticeMs += Date.now() - n0;
    }
  };
  const t0 = Date.now();
  const ran = await drawIssue(ipo, issue.id, SEED);
  const tBallot = Date.now();
  const settledOrders = await settlePending(ipo, issue.id);
  const t1 = Date.now();
  if (!ran || settledOrders !== applications) throw new Error(`allotment did not run (settled ${settledOrders})`);
  const settledAt = firstNotice || t1;
  const ballot = (tBallot - t0) / 1000;
  const settlement = (settledAt - tBallot) / 1000;
  const notifying = (t1 - settledAt) / 1000;
  const total = (t1 - t0) / 1000;
  console.log(
    `allotment of ${applications} applications: ballot ${ballot.toFixed(1)} s + ledger settlement ${settlement.toFixed(1)} s (${((settlement * 1e6) / applications).toFixed(0)} µs per order) = ${(ballot + settlement).toFixed(1)} s; then notices and pushes ${notifying.toFixed(1)} s (notifyMany ${(noticeMs / 1000).toFixed(1)} s summed over its lanes); ${total.toFixed(1)} s in all, ${(applications / total).toFixed(0)} orders/s (load average ${load} at start, ${os.loadavg()[0]!.toFixed(1)} at the end)`,
  );
  console.log(`goal (ballot + settlement within 60 s): ${ballot + settlement <= 60 ? 'met' : 'NOT met'}; with the notices: ${total <= 60 ? 'met' : 'NOT met'}`);

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
  failed = !(sameRows && allottedLots <= basis.publicLots && everyCent && Number(openHolds.n) === 0 && recon.differences.length === 0 && same && differs);
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

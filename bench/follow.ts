/**
 * One agency trade mirrored into 10,000 active copy orders, each booked in the ledger,
 * within 30 s on PostgreSQL (issue 16).
 *
 *   DATABASE_URL=postgres://postgres@127.0.0.1:5432/test npx tsx bench/follow.ts [copies=10000] [perRun=1000] [chunk=100]
 *
 * A schema of its own (dropped at the end) gets the real migrations and the real app
 * (buildApp, nothing started). Setup, not timed: a mean-reversion strategy on USD/MXN (one
 * code, so one trade a day at most) run day by day by its own code (`runStrategy`) until it
 * holds nothing; an agency on it; `copies` investors and one copy order each (amounts from
 * 100 USD up, each its share of the agency's equity that day, as `add` computes it), inserted
 * in one statement each, with their house accounts funded in the ledger; then the strategy
 * runs on, day by day, until its next trade (a buy). Timed: the mirror job's work
 * (`FollowService.sweep`, the job `follow.mirror`'s own call, `perRun` copies a run, cursor
 * after cursor), which locks `chunk` copies a transaction (the job's default: MIRROR_CHUNK)
 * and books each chunk's copies in one ledger transaction (one leg per copy). Checks: each
 * copy gets exactly one mirrored trade,
 * the agency's quantity × the copy's share (6 decimals, down) at its price, to the cent; each
 * copy's ledger balance is its amount less that trade, and so is its cash; a second run mirrors
 * nothing; the ledger reconciles.
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
import { keyFromDay } from '../apps/server/src/market/time.ts';
import { copyHouse, MIRROR_CHUNK } from '../apps/server/src/modules/follow/service.ts';
import { Dec, amountMinor, scaleQuantity } from '../apps/server/src/modules/strategies/rules.ts';
import { finish, size } from './smoke.lib.ts';

const databaseUrl = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const copies = size(2, 10_000, 200);
const perRun = size(3, 1000, 50);
const chunk = size(4, MIRROR_CHUNK, MIRROR_CHUNK);
const DAY = 86_400_000;

const schema = `bench_follow_${crypto.randomBytes(4).toString('hex')}`;
const admin = await openDatabase({ databaseUrl, poolSize: 1 });
await sql.raw(`create schema ${schema}`).execute(admin.db);
const database = await openDatabase({ databaseUrl, searchPath: schema, poolSize: 8 });
let ok: boolean | undefined;
try {
  await migrate(database.db);
  const today = Math.floor(Date.UTC(2026, 10, 25) / DAY);
  const clock = new ManualClock(today * DAY + 60 * 60_000);
  const config = loadConfig({ PORT: '0', HOST: '127.0.0.1', LOG_LEVEL: 'silent', DATA_DIR: '/tmp/bolsa-bench-follow', DATABASE_URL: databaseUrl });
  const built = await buildApp({ config, database, clock });
  await built.app.ready();
  const ctx = built.ctx;
  const follow = need(ctx, 'follow');
  const strategies = need(ctx, 'strategies');
  const ledger = need(ctx, 'ledger');
  const terms = await follow.currentTerms();

  console.log(`setup: a USD/MXN mean-reversion strategy, an agency, ${copies} investors with one copy order each...`);
  const setupStart = Date.now();
  const strategyId = await strategies.create({
    code: 'BENCH-MXN',
    name: { es: 'Banco', en: 'Bench', zh: '基准' },
    params: { kind: 'mean_reversion', code: 'USD/MXN', lookback: 20, entryZ: 1, exitZ: 0, investPct: 90 },
    capitalMinor: 50_000_000n,
    backtestDays: 120,
    launchDay: today - 150,
  });
  const last = today - 1;
  const s0 = await strategies.get(strategyId);
  const days = strategies.tradingDays(s0.params, s0.firstDay - 1, last);
  let at = 0;
  // Run until the strategy has traded and holds nothing again (copies then start in cash).
  for (; at < days.length; at++) {
    await strategies.runStrategy(strategyId, days[at]!);
    if (days[at]! >= s0.launchDay && (await strategies.lastTradeId(strategyId)) > 0 && (await strategies.positions(strategyId)).size === 0) break;
  }
  const startDay = days[at]!;
  const equity = (await strategies.equityAt(strategyId, startDay))!.equityMinor;
  const lastTradeId = await strategies.lastTradeId(strategyId);
  const agencyId = await follow.createAgency({ strategyId, name: { es: 'Agencia', en: 'Agency', zh: '机构' }, description: { es: 'd', en: 'd', zh: 'd' } });

  await sql`
    insert into users (username, email, password_hash, account_type, invitation_code, kyc_status, created_at)
    select 'copier' || g, 'copier' || g || '@example.mx', 'x', 2, 'CPY' || g, 'verified', now() from generate_series(1, ${copies}) g`.execute(ctx.db);
  // Amounts from 100.00 USD to ~1,000 USD in uneven cents; share as `add` computes it (12 decimals, down).
  await sql`
    insert into follow_copies (user_id, agency_id, strategy_id, amount_minor, share, period_days, start_day, end_day, fee_pct_year, min_position_minor,
      terms_version_id, cash_minor, last_trade_id, created_at)
    select u.id, ${agencyId}, ${strategyId}, a.amount, trunc(a.amount::numeric / ${equity}::numeric, 12)::text, 180, ${startDay}, ${startDay + 180},
      ${terms.terms.feePctYear}, 100, ${terms.id}, a.amount, ${lastTradeId}, now()
    from users u cross join lateral (select 10000 + (u.id * 7919) % 90001 as amount) a
    where u.username like 'copier%' order by u.id`.execute(ctx.db);
  const rows = await ctx.db.selectFrom('follow_copies').select(['id', 'amount_minor']).orderBy('id').execute();
  // The adds are not what is measured: the copies' house accounts are funded as `add` would (one leg each, 250 a transaction).
  for (let i = 0; i < rows.length; i += 1000) await ledger.accounts(rows.slice(i, i + 1000).map((r) => copyHouse(r.id)));
  for (let i = 0; i < rows.length; i += 250) {
    await ledger.post({ kind: 'seed', ref: 'bench:follow', legs: rows.slice(i, i + 250).map((r) => ({ from: { house: 'DEMO_FUNDING', currency: 'USD' }, to: copyHouse(r.id), amount: BigInt(r.amount_minor) })) });
  }
  // Then the strategy runs on until its next trade.
  for (at++; at < days.length && (await strategies.lastTradeId(strategyId)) === lastTradeId; at++) await strategies.runStrategy(strategyId, days[at]!);
  const trades = await strategies.tradesAfter(strategyId, lastTradeId);
  if (trades.length !== 1) throw new Error(`expected one agency trade after ${keyFromDay(startDay)}, got ${trades.length}`);
  const st = trades[0]!;
  await sql`analyze follow_copies`.execute(ctx.db);
  console.log(`setup done in ${((Date.now() - setupStart) / 1000).toFixed(1)} s; ${rows.length} copies from ${keyFromDay(startDay)}; agency trade ${st.side} ${st.quantity} ${st.code} at ${st.price} on ${keyFromDay(st.day)}`);

  const load = os.loadavg().map((v) => v.toFixed(2)).join(' ');
  const cpu0 = process.cpuUsage();
  const t0 = Date.now();
  let cursor = 0;
  let items = 0;
  let runs = 0;
  for (;;) {
    const out = await follow.sweep(cursor, perRun, chunk);
    items += out.items;
    cursor = out.cursor;
    runs++;
    if (!out.more) break;
  }
  const mirroredMs = Date.now() - t0;
  const cpu = process.cpuUsage(cpu0);

  // Checks.
  const again = await follow.sweep(0, copies + 1);
  const mirrored = await sql<{ id: number; share: string; amount_minor: string; cash_minor: string; n: string; kind: string; quantity: string; trade_amount: string; balance: string; held: string | null }>`
    select c.id, c.share, c.amount_minor, c.cash_minor, count(t.id) over (partition by c.id) as n, t.kind, t.quantity, t.amount_minor as trade_amount, a.balance, p.quantity as held
    from follow_copies c
    left join follow_trades t on t.copy_id = c.id and t.strategy_trade_id = ${st.id}
    left join ledger_accounts a on a.code = 'h:COPY_' || c.id || ':USD'
    left join follow_positions p on p.copy_id = c.id and p.code = ${st.code}
    order by c.id`.execute(ctx.db);
  let bad = 0;
  let total = 0n;
  for (const r of mirrored.rows) {
    const quantity = scaleQuantity(st.quantity, r.share);
    const amount = amountMinor(quantity, st.price);
    total += amount;
    const right =
      Number(r.n) === 1 &&
      r.kind === 'mirrored' &&
      new Dec(r.quantity).eq(quantity) &&
      r.held !== null &&
      new Dec(r.held).eq(quantity) &&
      BigInt(r.trade_amount) === amount &&
      BigInt(r.cash_minor) === BigInt(r.amount_minor) - amount &&
      BigInt(r.balance) === BigInt(r.amount_minor) - amount;
    if (!right) bad++;
  }
  const booked = await sql<{ n: string; total: string }>`
    select count(distinct p.tx_id) as n, sum(p.amount) as total from ledger_postings p join ledger_accounts a on a.id = p.account_id
    where a.code = 'h:MARKET:USD' and p.tx_id in (select distinct tx_id from follow_trades where strategy_trade_id = ${st.id})`.execute(ctx.db);
  const report = await ledger.reconcile();
  ok = st.side === 'buy' && mirrored.rows.length === copies && bad === 0 && items === copies && again.items === 0 && BigInt(booked.rows[0]!.total) === total && report.differences.length === 0;
  console.log(
    JSON.stringify(
      {
        copies,
        perRun,
        chunk,
        runs,
        agencyTrade: `${st.side} ${st.quantity} ${st.code} @ ${st.price}`,
        mirroredSeconds: +(mirroredMs / 1000).toFixed(1),
        perSecond: Math.round(copies / (mirroredMs / 1000)),
        appCpuSeconds: +((cpu.user + cpu.system) / 1e6).toFixed(1),
        ledgerTransactions: Number(booked.rows[0]!.n),
        mirroredTotalUsd: new Dec(total.toString()).div(100).toFixed(2),
        wrongCopies: bad,
        secondRunMirrored: again.items,
        reconciliationDifferences: report.differences.length,
        loadAverageBefore: load,
        loadAverageAfter: os.loadavg().map((v) => v.toFixed(2)).join(' '),
        cpus: os.cpus().length,
        ok,
      },
      null,
      2,
    ),
  );
  await follow.idle();
  await built.app.close();
} finally {
  await database.close();
  await sql.raw(`drop schema ${schema} cascade`).execute(admin.db);
  await admin.close();
}
finish(ok);

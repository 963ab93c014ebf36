/**
 * Order placement, HTTP to committed ledger, beside a bare Fastify route in the same run.
 *
 *   DATABASE_URL=postgres://postgres@127.0.0.1:5432/test npx tsx bench/orders.ts [seconds=10] [connections=32] [users=64] [rounds=2] [rate=300]
 *
 * Starts the real app on the local PostgreSQL (a schema of its own, dropped at the end),
 * with a clock set to a Tuesday 10:00 in New York that then runs in real time (market
 * orders need an open market). Registers `users` investors through the real services
 * (KYC verified, transaction password, 10 million USD in the US stock wallet) and warms
 * each session with one order (the transaction password's argon2 check is remembered per
 * session for a few minutes). Then a load generator in a worker thread (its own event
 * loop) sends market orders, POST /web/stock/create {AAPL, buy or sell 1, pay password,
 * fresh idempotency key}, over `connections` keep-alive connections spread over the
 * users. Every investor arrives from the same address (127.0.0.1), as many do behind a
 * carrier's shared NAT or an office: none may ever be refused for it (issue 29.9). Each
 * investor has a cash account, so it sells only shares it holds: the load generator keeps
 * each investor's holding and buys where there is nothing to sell; each answer arrives after the order, its position, its history and its ledger
 * transaction are committed. Rounds alternate with a bare Fastify POST route answering a
 * small JSON body, so both see the same machine. Each round also offers orders at a fixed
 * `rate` (open loop: one every 1/rate s whatever the answers, latency counted from when
 * each was due), which is the goal's "sustains 300 orders/s with p99 under 100 ms"; the
 * closed loop shows the most it sustains. Prints throughput, p50/p99 latency and errors;
 * checks at the end that every wallet equals its postings, that every answered order is in
 * the database once, and that no order was refused. BENCH_SMOKE=1 (`npm run bench:smoke`):
 * 1 s, 4 connections, 64 investors (more than the 60 correct checks a minute that once
 * refused them), one round at 50/s; only those checks decide the exit code.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import inspector from 'node:inspector';
import { Worker } from 'node:worker_threads';
import Fastify from 'fastify';
import { sql } from 'kysely';
import { buildApp } from '../apps/server/src/app.ts';
import { loadConfig } from '../apps/server/src/config.ts';
import { need } from '../apps/server/src/context.ts';
import { openDatabase } from '../apps/server/src/db/index.ts';
import { migrate } from '../apps/server/src/db/migrate.ts';
import { finish, size, SMOKE } from './smoke.lib.ts';

const seconds = size(2, 10, 1);
const connections = size(3, 32, 4);
const userCount = size(4, 64, 64);
const rounds = size(5, 2, 1);
const offeredRate = size(6, 300, 50);
const databaseUrl = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const PIN = '123456';

/**
 * The load generator. Closed loop (no `rate`): `connections` loops, each sending the next
 * request as soon as the last answered: the most the server sustains. Open loop (`rate`):
 * one request every 1/rate s whatever the answers, each timed from when it was due (so a
 * server that falls behind shows it in the latency): the latency at a given load.
 */
const LOADER = `
const { parentPort, workerData } = require('node:worker_threads');
const crypto = require('node:crypto');
const { url, connections, seconds, tokens, body, rate, held } = workerData;
const latencies = [];
let ok = 0, errors = 0;
// A cash account sells only what it holds: every other order of an investor is a sell of a
// share it holds (reserved when sent, given back if refused), else a buy.
function direction(n, token) {
  if (n % 2 === 1 && held[token] > 0) { held[token]--; return 1; }
  return 0;
}
async function send(n, token, due) {
  const side = body ? direction(n, token) : 0;
  const payload = body ? { ...body, direction: side, idempotencyKey: crypto.randomUUID() } : { hello: 'world' };
  let placed = false;
  try {
    const res = await fetch(url, { method: 'POST', headers: { 'content-type': 'application/json', ...(token ? { authorization: token } : {}) }, body: JSON.stringify(payload) });
    const text = await res.text();
    latencies.push(performance.now() - due);
    placed = res.status === 200 && (!body || JSON.parse(text).code === 200);
    if (placed) ok++; else { errors++; if (errors < 4) console.error(res.status, text.slice(0, 300)); }
  } catch (e) { errors++; if (errors < 4) console.error(String(e)); }
  // A buy placed adds a share; a sell refused gives its reserved share back.
  if (body && (side === 0) === placed) held[token]++;
}
async function closedLoop(i) {
  const until = Date.now() + seconds * 1000;
  let n = 0;
  while (Date.now() < until) {
    const token = tokens.length ? tokens[(i + n * connections) % tokens.length] : undefined;
    n++;
    await send(n, token, performance.now());
  }
}
async function openLoop() {
  const start = performance.now();
  const inflight = [];
  for (let n = 0; n < rate * seconds; n++) {
    const due = start + (n * 1000) / rate;
    const wait = due - performance.now();
    if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
    inflight.push(send(n, tokens.length ? tokens[n % tokens.length] : undefined, due));
  }
  await Promise.all(inflight);
}
(rate ? openLoop() : Promise.all(Array.from({ length: connections }, (_, i) => closedLoop(i)))).then(() => {
  latencies.sort((a, b) => a - b);
  const q = (p) => latencies[Math.min(latencies.length - 1, Math.floor(latencies.length * p))] ?? 0;
  parentPort.postMessage({ held, ok, errors, rate: ok / seconds, p50: q(0.5), p99: q(0.99), max: latencies[latencies.length - 1] ?? 0 });
});
`;

interface LoadResult {
  /** Shares each investor holds after the run (by token). */
  held: Record<string, number>;
  ok: number;
  errors: number;
  rate: number;
  p50: number;
  p99: number;
  max: number;
}

/** Shares of AAPL each investor holds (by token), carried from one run to the next. */
let held: Record<string, number> = {};
/** Orders answered as placed, over every run (the database must hold exactly these and the warm-up's). */
let placedOrders = 0;
let refusedOrders = 0;

function load(url: string, tokens: string[], body: Record<string, unknown> | undefined, rate?: number): Promise<LoadResult> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(LOADER, { eval: true, workerData: { url, connections, seconds, tokens, body, rate, held } });
    worker.once('message', (result: LoadResult) => {
      if (body) {
        held = result.held;
        placedOrders += result.ok;
        refusedOrders += result.errors;
      }
      resolve(result);
    });
    worker.once('error', reject);
  });
}

/** CPU of the server's JavaScript thread since `since`, per request (ms). */
const cpuMsPer = (since: NodeJS.CpuUsage, requests: number) => {
  const used = process.threadCpuUsage(since);
  const per = (us: number) => (us / 1000 / Math.max(requests, 1)).toFixed(2);
  return `${per(used.user + used.system)} (user ${per(used.user)}, system ${per(used.system)})`;
};
/**
 * CPU time (ms) so far of the PostgreSQL server the bench runs on: the processes whose parent is
 * its postmaster (from /proc; every PostgreSQL process of the machine when the postmaster is
 * unknown, 0 where a process cannot be read). Other checkouts' tests on another cluster of the
 * same machine then do not count.
 */
function postgresCpuMs(postmaster?: number): number {
  let total = 0;
  for (const pid of fs.readdirSync('/proc').filter((d) => /^\d+$/.test(d))) {
    try {
      if (!fs.readFileSync(`/proc/${pid}/comm`, 'utf8').startsWith('postgres')) continue;
      const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
      if (postmaster !== undefined && Number(fields[1]) !== postmaster && Number(pid) !== postmaster) continue;
      total += ((Number(fields[11]) + Number(fields[12])) * 1000) / 100;
    } catch {
      // The process ended.
    }
  }
  return total;
}

const show = (title: string, r: LoadResult) =>
  console.log(`${title.padEnd(40)} ${r.rate.toFixed(0).padStart(6)} req/s  p50 ${r.p50.toFixed(1)} ms  p99 ${r.p99.toFixed(1)} ms  max ${r.max.toFixed(0)} ms  ok ${r.ok}  errors ${r.errors}`);

// ---- the bare route -----------------------------------------------------------------------
const bare = Fastify({ logger: false });
bare.post('/hello', async (req) => ({ code: 200, msg: 'success', data: req.body }));
const bareUrl = await bare.listen({ port: 0, host: '127.0.0.1' });

// ---- the app on PostgreSQL ------------------------------------------------------------------
const schema = `bench_orders_${crypto.randomBytes(4).toString('hex')}`;
const admin = await openDatabase({ databaseUrl, poolSize: 1 });
await sql.raw(`create schema ${schema}`).execute(admin.db);
// The postmaster of the server the bench runs on (when it runs on this machine): its processes' CPU only.
const backend = (await sql<{ pid: number }>`select pg_backend_pid() as pid`.execute(admin.db)).rows[0]!.pid;
const postmaster = (() => {
  try {
    return Number(fs.readFileSync(`/proc/${backend}/stat`, 'utf8').split(') ')[1]!.split(' ')[1]);
  } catch {
    return undefined;
  }
})();
/** pg_stat_statements, when the server loads it (shared_preload_libraries): reset before a run, read after. */
const statements = {
  async reset(): Promise<boolean> {
    try {
      await sql`select pg_stat_statements_reset()`.execute(admin.db);
      return true;
    } catch {
      return false;
    }
  },
  async show(orders: number): Promise<void> {
    const rows = (
      await sql<{ calls: string; exec: number; plan: number; query: string }>`
        select calls::text, total_exec_time as exec, total_plan_time as plan, query from pg_stat_statements
        where query not like '%pg_stat_statements%' order by total_exec_time + total_plan_time desc limit 12`.execute(admin.db)
    ).rows;
    const all = (
      await sql<{ t: number; c: string; top: string }>`select sum(total_exec_time + total_plan_time) as t, sum(calls)::text as c, sum(calls) filter (where toplevel)::text as top from pg_stat_statements`.execute(admin.db)
    ).rows[0]!;
    const per = (ms: number) => (ms / Math.max(orders, 1)).toFixed(3);
    const count = (n: string) => (Number(n) / Math.max(orders, 1)).toFixed(1);
    console.log(`  pg_stat_statements: ${per(all.t)} ms an order in statements (exec + plan), ${count(all.c)} statements an order, ${count(all.top)} of them sent by the app (the rest run inside triggers and foreign keys)`);
    for (const r of rows) console.log(`    ${per(r.exec + r.plan).padStart(7)} ms  ${(Number(r.calls) / Math.max(orders, 1)).toFixed(2).padStart(5)}/order  ${r.query.replace(/\s+/g, ' ').slice(0, 150)}`);
  },
};
const database = await openDatabase({ databaseUrl, searchPath: schema, poolSize: 24 });
await migrate(database.db);
const config = loadConfig({ PORT: '0', HOST: '127.0.0.1', LOG_LEVEL: 'silent', DATA_DIR: '/tmp/bolsa-bench-orders', DATABASE_URL: databaseUrl });
const offset = Date.parse('2026-11-17T15:00:00Z') - Date.now(); // Tuesday 10:00 in New York, then real time
const built = await buildApp({ config, database, clock: { now: () => Date.now() + offset } });
const appUrl = await built.app.listen({ port: 0, host: '127.0.0.1' });
// As the real server: the market ticker runs and the trading job sweeps on each tick.
await built.start();
const ctx = built.ctx;

console.log(`setting up ${userCount} investors...`);
const accounts = need(ctx, 'accounts');
async function investor(i: number): Promise<string> {
  const username = `bench${crypto.randomBytes(4).toString('hex')}`;
  const email = `${username}@example.mx`;
  await accounts.issueEmailCode(email, 'register', 'en');
  const { list } = await need(ctx, 'mail').outbox({ to: email, pageNum: 1, pageSize: 1 });
  const code = list[0]!.text.match(/\b(\d{6})\b/)![1]!;
  const session = await accounts.registerIndividual({ username, email, password: 'Passw0rd!', confirmPassword: 'Passw0rd!', code, agreement: true });
  const userId = session.userInfo.userId;
  await need(ctx, 'kyc').markVerified(userId, { firstName: 'Bench', lastName: 'User', country: 'MX', documentType: 'passport', documentNumber: `G${i}` });
  await accounts.settingPayPassword(userId, PIN, PIN);
  await need(ctx, 'ledger').post({
    kind: 'seed',
    ref: `bench:${userId}`,
    legs: [{ from: { house: 'DEMO_FUNDING', currency: 'USD' }, to: { userId, wallet: 'US_STOCK', currency: 'USD' }, amount: 10_000_000_00n }],
  });
  return session.token;
}
// Eight at a time: two argon2 hashes each keep both cores busy.
const tokens: string[] = [];
for (let i = 0; i < userCount; i += 8) tokens.push(...(await Promise.all(Array.from({ length: Math.min(8, userCount - i) }, (_, j) => investor(i + j)))));
const orderUrl = `${appUrl}/web/stock/create`;
const order = { code: 'AAPL', orderType: 0, quantity: 1, leverage: 1, payPassword: PIN };
// Warm each session (one argon2 check each, all from this one address) and the caches: each investor buys its first share.
await Promise.all(
  tokens.map(async (token) => {
    const res = await fetch(orderUrl, { method: 'POST', headers: { 'content-type': 'application/json', authorization: token }, body: JSON.stringify({ ...order, direction: 0, idempotencyKey: crypto.randomUUID() }) });
    const answer = (await res.json()) as { code: number; msg: string };
    if (answer.code !== 200) throw new Error(`warm-up order failed: ${answer.msg}`);
    held[token] = 1;
  }),
);

// The server's background (market ticker, jobs, trading sweep) costs CPU with no order at all:
// measured idle, so an order's own CPU is what it adds (at a low rate the background's share of
// "CPU an order" is large: 100 ms/s over 40 orders/s is 2.5 ms an order).
const idleSeconds = SMOKE ? 0.5 : 3;
const idleCpu = process.threadCpuUsage();
const idlePg = postgresCpuMs(postmaster);
await new Promise((resolve) => setTimeout(resolve, idleSeconds * 1000));
const idleUsed = process.threadCpuUsage(idleCpu);
const backgroundMsPerS = (idleUsed.user + idleUsed.system) / 1000 / idleSeconds;
const backgroundPgMsPerS = (postgresCpuMs(postmaster) - idlePg) / idleSeconds;
console.log(`idle (no requests, ${idleSeconds} s): server thread ${backgroundMsPerS.toFixed(1)} ms of CPU a second, PostgreSQL ${backgroundPgMsPerS.toFixed(1)} ms a second`);
console.log(`${connections} connections, ${seconds} s per run, ${rounds} alternating rounds, ${userCount} users, Node ${process.version}`);
const rates: number[] = [];
const p99s: number[] = [];
const atRateP99s: number[] = [];
const atRateRates: number[] = [];
const bareRates: number[] = [];
// BENCH_PROFILE=file.cpuprofile: a CPU profile of the server's thread during the order runs.
const profiler = process.env.BENCH_PROFILE ? new inspector.Session() : undefined;
const post = (method: string, params?: object) => new Promise<unknown>((resolve, reject) => profiler!.post(method, params ?? {}, (error, result) => (error ? reject(error) : resolve(result))));
for (let round = 1; round <= rounds; round++) {
  console.log(`round ${round}`);
  let cpu = process.threadCpuUsage();
  const b = await load(`${bareUrl}/hello`, [], undefined);
  show('bare Fastify POST /hello', b);
  console.log(`  server thread CPU ${cpuMsPer(cpu, b.ok)} ms a request`);
  bareRates.push(b.rate);
  if (profiler) {
    profiler.connect();
    await post('Profiler.enable');
    await post('Profiler.start');
  }
  cpu = process.threadCpuUsage();
  const pgCpu = postgresCpuMs(postmaster);
  const tracked = await statements.reset();
  const o = await load(orderUrl, tokens, order);
  if (profiler) {
    const { profile } = (await post('Profiler.stop')) as { profile: unknown };
    fs.writeFileSync(process.env.BENCH_PROFILE!, JSON.stringify(profile));
    profiler.disconnect();
  }
  const orderCpu = process.threadCpuUsage(cpu);
  const pgMs = postgresCpuMs(postmaster) - pgCpu;
  show('POST /web/stock/create (market, AAPL x1)', o);
  console.log(`  server thread CPU ${cpuMsPer(cpu, o.ok)} ms an order; PostgreSQL processes ${(pgMs / Math.max(o.ok, 1)).toFixed(2)} ms an order (all of its work in that time)`);
  const net = (ms: number, background: number) => ((ms - background * seconds) / Math.max(o.ok, 1)).toFixed(2);
  console.log(`  less the idle background: server ${net((orderCpu.user + orderCpu.system) / 1000, backgroundMsPerS)} ms, PostgreSQL ${net(pgMs, backgroundPgMsPerS)} ms an order`);
  if (tracked) await statements.show(o.ok);
  rates.push(o.rate);
  p99s.push(o.p99);
  const fixed = await load(orderUrl, tokens, order, offeredRate);
  show(`  the same, offered at ${offeredRate}/s (open loop)`, fixed);
  atRateP99s.push(fixed.p99);
  atRateRates.push(fixed.rate);
}

// Every order is in the ledger: wallets equal their postings, the house margin account equals the open positions' margins.
const reconcile = await sql<{ n: string }>`
  select count(*)::text as n from ledger_accounts a
  where a.balance <> coalesce((select sum(amount) from ledger_postings p where p.account_id = a.id), 0)`.execute(database.db);
const orders = await sql<{ n: string }>`select count(*)::text as n from trading_orders`.execute(database.db);
const margins = await sql<{ m: string }>`select coalesce(sum(margin), 0)::text as m from trading_positions where status = 0`.execute(database.db);
const house = (await sql<{ b: string }>`select coalesce(sum(balance), 0)::text as b from ledger_accounts where house like 'TRADING_MARGIN_%'`.execute(database.db)).rows[0]!.b;
// Every share held: what the load generator counted equals the open positions.
const shares = await sql<{ q: string }>`select coalesce(sum(quantity), 0)::text as q from trading_positions where status = 0 and direction = 0`.execute(database.db);
const heldTotal = Object.values(held).reduce((a, b) => a + b, 0);
const invariants = {
  reconciles: reconcile.rows[0]!.n === '0',
  marginsMatch: house === margins.rows[0]!.m,
  everyOrderOnce: Number(orders.rows[0]!.n) === userCount + placedOrders,
  noneRefused: refusedOrders === 0,
  sharesHeld: Number(shares.rows[0]!.q) === heldTotal,
};
console.log(
  `orders in the database: ${orders.rows[0]!.n} (warm-up ${userCount} + answered ${placedOrders}); refused ${refusedOrders}; ` +
    `accounts whose balance differs from their postings: ${reconcile.rows[0]!.n}; ` +
    `house margin ${house} = open margins ${margins.rows[0]!.m}: ${invariants.marginsMatch}; shares held ${shares.rows[0]!.q} (counted ${heldTotal})`,
);
console.log(`invariants: ${JSON.stringify(invariants)}`);
const median = (v: number[]) => [...v].sort((a, b) => a - b)[Math.floor(v.length / 2)]!;
const rate = median(rates);
const p99 = median(p99s);
const atRateP99 = median(atRateP99s);
const atRate = median(atRateRates);
console.log(
  `median: at most ${rate.toFixed(0)} orders/s (p99 ${p99.toFixed(1)} ms at ${connections} connections); offered ${offeredRate}/s: ${atRate.toFixed(0)}/s answered, ` +
    `p99 ${atRateP99.toFixed(1)} ms (goal: >= 300/s with p99 < 100 ms); bare Fastify ${median(bareRates).toFixed(0)}/s; orders / bare = ${((rate / median(bareRates)) * 100).toFixed(1)} %`,
);

await need(ctx, 'trading').idle();
await built.app.close();
await database.close();
await sql.raw(`drop schema ${schema} cascade`).execute(admin.db);
await admin.close();
await bare.close();
finish(Object.values(invariants).every(Boolean), rate >= 300 && offeredRate >= 300 && atRate >= offeredRate * 0.99 && atRateP99 < 100);

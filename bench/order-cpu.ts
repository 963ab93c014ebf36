/**
 * One investor's orders in process (app.inject, no network, one at a time), on PostgreSQL:
 * the server thread's CPU an order without a profiler, then a CPU profile of the same orders
 * (200 us sampling) summed by file (self time; each package one line), and the statements
 * each connection prepared. Issue 35: where an order's server CPU goes, away from the load
 * generator and the other engineers' load.
 *
 *   DATABASE_URL=postgres://postgres@127.0.0.1:5432/test npx tsx bench/order-cpu.ts [orders=400]
 *
 * Buys and sells of 1 AAPL alternate (a Tuesday 10:00 in New York, then real time).
 * BENCH_SMOKE=1: 20 orders; it checks that every order answered 200.
 */
import crypto from 'node:crypto';
import inspector from 'node:inspector';
import { sql } from 'kysely';
import { buildApp } from '../apps/server/src/app.ts';
import { loadConfig } from '../apps/server/src/config.ts';
import { need } from '../apps/server/src/context.ts';
import { openDatabase } from '../apps/server/src/db/index.ts';
import { migrate } from '../apps/server/src/db/migrate.ts';
import { finish, size } from './smoke.lib.ts';
const databaseUrl = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const schema = `bench_probe_${crypto.randomBytes(4).toString('hex')}`;
const admin = await openDatabase({ databaseUrl, poolSize: 1 });
await sql.raw(`create schema ${schema}`).execute(admin.db);
const database = await openDatabase({ databaseUrl, searchPath: schema, poolSize: 4 });
await migrate(database.db);
const config = loadConfig({ PORT: '0', HOST: '127.0.0.1', LOG_LEVEL: 'silent', DATA_DIR: '/tmp/bolsa-bench-probe', DATABASE_URL: databaseUrl });
const offset = Date.parse('2026-11-17T15:00:00Z') - Date.now();
const built = await buildApp({ config, database, clock: { now: () => Date.now() + offset } });
await built.app.ready();
const ctx = built.ctx;
const accounts = need(ctx, 'accounts');
const username = `probe${crypto.randomBytes(4).toString('hex')}`;
const email = `${username}@example.mx`;
await accounts.issueEmailCode(email, 'register', 'en');
const { list } = await need(ctx, 'mail').outbox({ to: email, pageNum: 1, pageSize: 1 });
const code = list[0]!.text.match(/\b(\d{6})\b/)![1]!;
const session = await accounts.registerIndividual({ username, email, password: 'Passw0rd!', confirmPassword: 'Passw0rd!', code, agreement: true });
const userId = session.userInfo.userId;
await need(ctx, 'kyc').markVerified(userId, { firstName: 'B', lastName: 'U', country: 'MX', documentType: 'passport', documentNumber: 'G1' });
await accounts.settingPayPassword(userId, '123456', '123456');
await need(ctx, 'ledger').post({ kind: 'seed', ref: `b:${userId}`, legs: [{ from: { house: 'DEMO_FUNDING', currency: 'USD' }, to: { userId, wallet: 'US_STOCK', currency: 'USD' }, amount: 10_000_000_00n }] });
const order = (direction: number) => built.app.inject({ method: 'POST', url: '/web/stock/create', headers: { authorization: session.token, 'content-type': 'application/json', lang: 'en' }, payload: { code: 'AAPL', orderType: 0, quantity: 1, leverage: 1, payPassword: '123456', direction, idempotencyKey: crypto.randomUUID() } });
const n = size(2, 400, 20);
for (let i = 0; i < Math.min(50, n); i++) if ((await order(i % 2)).statusCode !== 200) throw new Error('warm');
const s = new inspector.Session(); s.connect();
const post = (m: string, p: object = {}) => new Promise<unknown>((res, rej) => s.post(m, p, (e, r) => (e ? rej(e) : res(r))));
const c0 = process.threadCpuUsage();
for (let i = 0; i < n; i++) { const r = await order(i % 2); if (r.statusCode !== 200) throw new Error(r.body); }
const u = process.threadCpuUsage(c0);
console.log(`no profiler: ${((u.user + u.system) / 1000 / n).toFixed(2)} ms CPU an order (buy/sell alternating, inject)`);
await post('Profiler.enable'); await post('Profiler.setSamplingInterval', { interval: 200 }); await post('Profiler.start');
let failed = 0;
for (let i = 0; i < n; i++) if ((await order(i % 2)).statusCode !== 200) failed++;
interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string };
}
const { profile } = (await post('Profiler.stop')) as { profile: { nodes: ProfileNode[]; samples: number[]; timeDeltas: number[] } };
const byId = new Map(profile.nodes.map((node) => [node.id, node]));
const fileOf = (node: ProfileNode) => {
  const url = node.callFrame.url;
  if (!url) return `(${node.callFrame.functionName || 'native'})`.replace('((', '(').replace('))', ')');
  if (url.startsWith('node:')) return `${url.replace(/:\d+$/, '')} ${node.callFrame.functionName}`;
  return url.match(/node_modules\/((?:@[^/]+\/)?[^/]+)/)?.[1] ?? url.replace(/.*\/(apps|packages)\//, '$1/');
};
const self = new Map<string, number>();
profile.samples.forEach((id, i) => {
  const file = fileOf(byId.get(id)!);
  self.set(file, (self.get(file) ?? 0) + (profile.timeDeltas[i] ?? 0));
});
self.delete('(idle)');
const busy = [...self.values()].reduce((a, b) => a + b, 0);
console.log(`under the profiler: ${(busy / 1000 / n).toFixed(2)} ms sampled an order, by file (self time, ms an order):`);
for (const [file, us] of [...self].sort((a, b) => b[1] - a[1]).slice(0, 30)) console.log(`  ${(us / 1000 / n).toFixed(3).padStart(6)}  ${((us / busy) * 100).toFixed(1).padStart(5)} %  ${file}`);
await need(ctx, 'trading').idle();
console.log('statements prepared on a connection:', (await sql<{ n: string }>`select count(*)::text as n from pg_prepared_statements`.execute(database.db)).rows[0]!.n);
const top = await sql<{ statement: string }>`select left(statement, 120) as statement from pg_prepared_statements order by prepare_time desc limit 8`.execute(database.db);
for (const r of top.rows) console.log(r.statement.replace(/\s+/g, ' '));
await built.app.close(); await database.close();
await sql.raw(`drop schema ${schema} cascade`).execute(admin.db); await admin.close();
finish(failed === 0);

/**
 * What each of the app's hooks costs a request (issue 35.3), without the network: the same
 * request repeated through `app.inject` (in process), CPU time of this thread per request for
 * a bare Fastify route, the app's floor route (a trivial route inside the real app: every
 * plugin and hook) and the cached market list; then a CPU profile (50 us sampling) of the
 * floor and the list, with the time inside each hook and plugin function per request.
 *
 *   npx tsx bench/hooks.ts [requests=20000]
 *
 * In-memory PGlite, every module, the market not started (the list is served from its first
 * snapshot). BENCH_SMOKE=1: 500 requests; it checks that every answer was a 200.
 */
import inspector from 'node:inspector';
import Fastify from 'fastify';
import { buildApp } from '../apps/server/src/app.ts';
import { loadConfig } from '../apps/server/src/config.ts';
import type { AppModule } from '../apps/server/src/context.ts';
import { openDatabase } from '../apps/server/src/db/index.ts';
import { migrate } from '../apps/server/src/db/migrate.ts';
import { modules } from '../apps/server/src/modules/index.ts';
import { finish, size } from './smoke.lib.ts';

const requests = size(2, 20_000, 500);
const HEADERS = { 'accept-encoding': 'gzip, deflate, br', lang: 'en' };
let failed = 0;

interface Target {
  name: string;
  inject: () => Promise<{ statusCode: number }>;
}

async function cpuPerRequest(target: Target): Promise<number> {
  for (let i = 0; i < Math.min(2_000, requests); i++) await target.inject(); // warm the JIT
  const start = process.threadCpuUsage();
  for (let i = 0; i < requests; i++) if ((await target.inject()).statusCode !== 200) failed++;
  const used = process.threadCpuUsage(start);
  return (used.user + used.system) / requests;
}

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
}
const session = new inspector.Session();
session.connect();
const post = (method: string, params: object = {}) => new Promise<unknown>((resolve, reject) => session.post(method, params, (error, result) => (error ? reject(error) : resolve(result))));

/**
 * Self time (us a request) by file in a profile of `target`: the app's own files one by one,
 * each package as one line, Node's internals as one line. (Self, not inclusive: Fastify's
 * hooks call the next one from inside, so a hook's inclusive time holds the rest of the request.)
 */
async function costByFile(target: Target): Promise<Array<[string, number]>> {
  await post('Profiler.enable');
  await post('Profiler.setSamplingInterval', { interval: 250 });
  await post('Profiler.start');
  for (let i = 0; i < requests; i++) await target.inject();
  const { profile } = (await post('Profiler.stop')) as { profile: { nodes: ProfileNode[]; samples: number[]; timeDeltas: number[] } };
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const fileOf = (n: ProfileNode) => {
    const url = n.callFrame.url;
    if (!url) return n.callFrame.functionName === '(garbage collector)' ? '(garbage collector)' : `(native: ${n.callFrame.functionName || '?'})`;
    if (url.startsWith('node:')) return 'node: internals';
    const pkg = url.match(/node_modules\/((?:@[^/]+\/)?[^/]+)/);
    if (pkg) return pkg[1]!;
    return url.replace(/.*\/(apps|packages)\//, '$1/');
  };
  const self = new Map<string, number>();
  profile.samples.forEach((id, i) => {
    const key = fileOf(byId.get(id)!);
    self.set(key, (self.get(key) ?? 0) + (profile.timeDeltas[i] ?? 0));
  });
  self.delete('(native: (idle))');
  self.delete('(native: (program))');
  return [...self].map(([k, us]) => [k, us / requests] as [string, number]).sort((a, b) => b[1] - a[1]);
}

const bare = Fastify({ logger: false });
bare.get('/hello', async () => ({ hello: 'world' }));
await bare.ready();

const database = await openDatabase({});
await migrate(database.db);
const config = loadConfig({ PORT: '0', HOST: '127.0.0.1', LOG_LEVEL: 'silent', DATA_DIR: '/tmp/bolsa-bench-hooks' });
const floor: AppModule = { name: 'bench-floor', routes: (app) => void app.get('/web/_bench/hello', async () => ({ hello: 'world' })) };
const built = await buildApp({ config, database, modules: [...modules, floor] });
await built.app.ready();
const app = built.app;

const targets: Target[] = [
  { name: 'bare Fastify GET /hello', inject: () => bare.inject({ method: 'GET', url: '/hello', headers: HEADERS }) },
  { name: 'app floor GET /web/_bench/hello', inject: () => app.inject({ method: 'GET', url: '/web/_bench/hello', headers: HEADERS }) },
  { name: 'market list (20 rows, cached, br)', inject: () => app.inject({ method: 'GET', url: '/web/m_ft/stock_list?market=US&pageSize=20', headers: HEADERS }) },
];
console.log(`${requests} requests each through app.inject, Node ${process.version}`);
const cpu: number[] = [];
for (const target of targets) {
  cpu.push(await cpuPerRequest(target));
  console.log(`${target.name.padEnd(40)} ${cpu[cpu.length - 1]!.toFixed(1).padStart(7)} us of CPU a request`);
}
console.log(`app floor / bare: ${(cpu[0]! / cpu[1]!).toFixed(2)} of the rate; market list / bare: ${(cpu[0]! / cpu[2]!).toFixed(2)}`);
for (const target of targets.slice(1)) {
  console.log(`\n${target.name}: self time by file under the profiler (the profiler adds its own cost: read the shares), us a request`);
  for (const [name, us] of (await costByFile(target)).slice(0, 16)) console.log(`  ${us.toFixed(1).padStart(7)}  ${name}`);
}
session.disconnect();
await app.close();
await database.close();
await bare.close();
finish(failed === 0);

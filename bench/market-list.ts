/**
 * Cached market list vs a bare Fastify JSON route, side by side in one run.
 *
 *   npx tsx bench/market-list.ts [seconds=10] [connections=50]
 *
 * First measures the ticker alone: ~500 instruments (the real ones plus renamed copies of
 * US stocks) advanced one second at a time through a busy session, as the running server
 * does. Then starts the real app (in-memory PGlite, every module, the market ticker
 * running on the real clock) and a bare Fastify app answering {hello:'world'}, and drives
 * each with autocannon in alternating rounds. The market list is served from the
 * per-second snapshot.
 */
import autocannon from 'autocannon';
import Fastify from 'fastify';
import { buildApp } from '../apps/server/src/app.ts';
import { loadConfig } from '../apps/server/src/config.ts';
import { openDatabase } from '../apps/server/src/db/index.ts';
import { migrate } from '../apps/server/src/db/migrate.ts';
import type { AppModule } from '../apps/server/src/context.ts';
import { modules } from '../apps/server/src/modules/index.ts';
import { ManualClock } from '../apps/server/src/lib/clock.ts';
import { loadInstruments } from '../apps/server/src/market/instruments.ts';
import { SimulatedMarket } from '../apps/server/src/market/simulated.ts';
import { QuoteBoard } from '../apps/server/src/modules/market/board.ts';
import { finish, size, SMOKE } from './smoke.lib.ts';

const seconds = size(2, 5, 1);
const connections = size(3, 50, 4);
const rounds = size(4, 3, 1);
/** Requests that failed or answered other than 2xx, over every run (must be none), and the rates answered. */
let failures = 0;
let answered = 0;

// What a browser sends; the bare route's 17 bytes are below any compression threshold either way.
const BROWSER_HEADERS = { 'accept-encoding': 'gzip, deflate, br' };

async function run(title: string, url: string, headers: Record<string, string> = BROWSER_HEADERS): Promise<number> {
  // The load generator runs in a worker thread so it does not share the servers' event loop.
  const result = await autocannon({ url, connections, duration: seconds, pipelining: 1, workers: 1, headers });
  const errors = result.errors + result.non2xx;
  failures += errors;
  answered += result.requests.average;
  console.log(
    `${title.padEnd(34)} ${Math.round(result.requests.average).toString().padStart(7)} req/s  ` +
      `p50 ${result.latency.p50} ms  p99 ${result.latency.p99} ms  ${Math.round(result.throughput.average / 1024)} KiB/s  errors ${errors}`,
  );
  return result.requests.average;
}

{
  const real = loadInstruments();
  const copies = real
    .filter((i) => i.market === 'US')
    .slice(0, 500 - real.length)
    .map((i) => ({ ...i, code: `${i.code}.X`, pathKey: `${i.pathKey}.X` }));
  const instruments = [...real, ...copies];
  const clock = new ManualClock(Date.parse('2026-11-17T15:00:00Z')); // Tuesday 10:00 New York: US, BMV, CME, FX, crypto open
  const board = new QuoteBoard(new SimulatedMarket(20260101, instruments), clock);
  const warmStart = performance.now();
  board.tick();
  const warm = performance.now() - warmStart;
  const cpuStart = process.cpuUsage();
  const costs: number[] = [];
  let changed = 0;
  const ticks = SMOKE ? 20 : 120;
  for (let s = 0; s < ticks; s++) {
    clock.advance(1000);
    const started = performance.now();
    changed += board.tick().length;
    costs.push(performance.now() - started);
  }
  const cpu = process.cpuUsage(cpuStart);
  costs.sort((a, b) => a - b);
  console.log(
    `ticker: ${instruments.length} instruments, first tick (history generation) ${warm.toFixed(0)} ms; then per tick median ${costs[Math.floor(ticks / 2)]!.toFixed(1)} ms, ` +
      `p99 ${costs[Math.floor(ticks * 0.99)]!.toFixed(1)} ms, ${(changed / ticks).toFixed(0)} quotes changed a tick; CPU ${((cpu.user + cpu.system) / 1000 / ticks / 10).toFixed(1)} % of one core`,
  );
}

const bare = Fastify({ logger: false });
bare.get('/hello', async () => ({ hello: 'world' }));
const bareUrl = await bare.listen({ port: 0, host: '127.0.0.1' });

const database = await openDatabase({});
await migrate(database.db);
const config = loadConfig({ PORT: '0', HOST: '127.0.0.1', LOG_LEVEL: 'silent', DATA_DIR: '/tmp/bolsa-bench' });
// A trivial route inside the real app (same plugins and hooks: helmet, metrics, envelope...) shows
// the floor every call of this app pays, to tell it apart from what the market list adds.
const floor: AppModule = { name: 'bench-floor', routes: (app) => void app.get('/web/_bench/hello', async () => ({ hello: 'world' })) };
const built = await buildApp({ config, database, modules: [...modules, floor] });
const appUrl = await built.app.listen({ port: 0, host: '127.0.0.1' });
await built.start();
// Warm the caches (the first snapshot generates every instrument's history).
await fetch(`${appUrl}/web/m_ft/stock_list?market=US&pageSize=20`);

console.log(
  `autocannon: ${connections} connections, ${seconds} s per run, ${rounds} alternating rounds, Node ${process.version}, ` +
    `accept-encoding "${BROWSER_HEADERS['accept-encoding']}" unless said otherwise`,
);
const ratios: number[] = [];
const sortedRatios: number[] = [];
const floorRatios: number[] = [];
const plainRatios: number[] = [];
for (let round = 1; round <= rounds; round++) {
  console.log(`round ${round}`);
  const bareRate = await run('bare Fastify GET /hello', `${bareUrl}/hello`);
  const floorRate = await run('app floor GET /web/_bench/hello', `${appUrl}/web/_bench/hello`);
  const listRate = await run('GET /web/m_ft/stock_list (20 rows)', `${appUrl}/web/m_ft/stock_list?market=US&pageNum=1&pageSize=20`);
  const sortedRate = await run('  page 2, sorted by change_ratio', `${appUrl}/web/m_ft/stock_list?market=US&pageNum=2&pageSize=20&sort=change_ratio&order=desc`);
  const plainRate = await run('  same list, no accept-encoding', `${appUrl}/web/m_ft/stock_list?market=US&pageNum=1&pageSize=20`, {});
  ratios.push(listRate / bareRate);
  sortedRatios.push(sortedRate / bareRate);
  plainRatios.push(plainRate / bareRate);
  floorRatios.push(listRate / floorRate);
}
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
const ratio = median(ratios);
console.log(
  `median market list / bare = ${(ratio * 100).toFixed(0)} % (goal >= 50 %); sorted page / bare = ${(median(sortedRatios) * 100).toFixed(0)} %; ` +
    `uncompressed list / bare = ${(median(plainRatios) * 100).toFixed(0)} %; ` +
    `market list / app floor = ${(median(floorRatios) * 100).toFixed(0)} %`,
);
const ticks = built.ctx.services.market!.board.tickCosts;
if (ticks.length) {
  const sorted = [...ticks].sort((a, b) => a - b);
  console.log(`ticker during the run: ${ticks.length} ticks, median ${sorted[Math.floor(sorted.length / 2)]!.toFixed(1)} ms, max ${sorted[sorted.length - 1]!.toFixed(1)} ms`);
}

await built.app.close();
await database.close();
await bare.close();
finish(failures === 0 && answered > 0, ratio >= 0.5);

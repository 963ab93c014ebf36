/**
 * Push fan-out: many WebSocket clients, each subscribed to some instruments, receive
 * the ticker's batches; latency is client receive time minus the batch's server
 * timestamp (the second the prices are for: the tick).
 *
 *   npx tsx bench/push-fanout.ts [clients=2000] [topicsPerClient=20] [seconds=20]
 *
 * The server (the real app, in-memory PGlite, ticker running) runs in this process; the
 * clients run in a child process so that they do not share its event loop. The market
 * clock runs at real speed but shifted by whole days to a Tuesday 16:00 UTC (US, BMV,
 * CME, FX and crypto all trading), so the run measures a busy session whatever the day;
 * instruments are drawn from those trading at that time, so every subscription ticks.
 */
import { fork } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import WebSocket from 'ws';
import { finish, size } from './smoke.lib.ts';

const [role] = process.argv.slice(2);

const QUOTES_HEAD = '{"type":"quotes","ts":';

interface Report {
  latencies: number[];
  batches: number;
  quotes: number;
  closed: number;
  connected: number;
}

async function clients(url: string, count: number, topicsPerClient: number, seconds: number, codes: string[], offset: number): Promise<Report> {
  const report: Report = { latencies: [], batches: 0, quotes: 0, closed: 0, connected: 0 };
  const sockets: WebSocket[] = [];
  let measuring = false;
  const open = (i: number) =>
    new Promise<void>((resolve, reject) => {
      const socket = new WebSocket(url);
      sockets.push(socket);
      socket.on('open', () => {
        report.connected++;
        const topics = Array.from({ length: topicsPerClient }, (_, k) => `quote:${codes[(i * 7 + k * 13) % codes.length]}`);
        socket.send(JSON.stringify({ op: 'sub', topics }));
        resolve();
      });
      socket.on('message', (raw) => {
        if (!measuring) return;
        const received = Date.now();
        const text = raw.toString();
        if (!text.startsWith(QUOTES_HEAD)) return;
        // Read the timestamp from the head and count the quotes without parsing the whole batch,
        // so the measuring side adds as little delay as it can.
        const ts = Number(text.slice(QUOTES_HEAD.length, text.indexOf(',', QUOTES_HEAD.length)));
        report.batches++;
        report.quotes += text.split('"stock_code"').length - 1;
        report.latencies.push(received + offset - ts);
      });
      socket.on('close', () => {
        if (measuring) report.closed++;
      });
      socket.on('error', reject);
    });
  // Connect in waves so the accept queue keeps up.
  for (let i = 0; i < count; i += 100) await Promise.all(Array.from({ length: Math.min(100, count - i) }, (_, k) => open(i + k)));
  await new Promise((resolve) => setTimeout(resolve, 2_000));
  measuring = true;
  await new Promise((resolve) => setTimeout(resolve, seconds * 1000));
  measuring = false;
  for (const socket of sockets) socket.terminate();
  return report;
}

if (role === 'clients') {
  const [, url, count, topics, seconds, codes, offset] = process.argv.slice(2);
  const report = await clients(url!, Number(count), Number(topics), Number(seconds), codes!.split(','), Number(offset));
  process.send!(report, () => process.exit(0));
} else {
  const count = size(2, 2000, 50);
  const topicsPerClient = size(3, 20, 5);
  const seconds = size(4, 20, 2);

  const { buildApp } = await import('../apps/server/src/app.ts');
  const { loadConfig } = await import('../apps/server/src/config.ts');
  const { openDatabase } = await import('../apps/server/src/db/index.ts');
  const { migrate } = await import('../apps/server/src/db/migrate.ts');
  const database = await openDatabase({});
  await migrate(database.db);
  const config = loadConfig({ PORT: '0', HOST: '127.0.0.1', LOG_LEVEL: 'silent', DATA_DIR: '/tmp/bolsa-bench-fanout' });
  // Whole days to the next Tuesday, then to 16:00 UTC: second boundaries stay aligned with the real clock.
  const DAY = 86_400_000;
  const now = Date.now();
  const today = Math.floor(now / DAY);
  const tuesday = today + ((2 - ((today + 4) % 7) + 7) % 7 || 7);
  const offset = tuesday * DAY + 16 * 3_600_000 - now - ((tuesday * DAY + 16 * 3_600_000 - now) % 1000);
  const clock = { now: () => Date.now() + offset };
  const built = await buildApp({ config, database, clock });
  const url = await built.app.listen({ port: 0, host: '127.0.0.1' });
  await built.start();
  const market = built.ctx.services.market!;
  const trading = market.instruments().filter((i) => market.session(i.code).status === 'open').map((i) => i.code);
  console.log(`${trading.length} instruments trading at market time ${new Date(clock.now()).toISOString()}; ${count} clients x ${topicsPerClient} topics, ${seconds} s measured`);

  const child = fork(fileURLToPath(import.meta.url), ['clients', `${url.replace('http', 'ws')}/web/push`, String(count), String(topicsPerClient), String(seconds), trading.join(','), String(offset)], {
    execArgv: ['--import', 'tsx'],
  });
  const cpuStart = process.cpuUsage();
  const wallStart = performance.now();
  const report = await new Promise<Report>((resolve) => child.once('message', (message) => resolve(message as Report)));
  const cpu = process.cpuUsage(cpuStart);
  const wall = performance.now() - wallStart;

  const sorted = report.latencies.sort((a, b) => a - b);
  const pct = (p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN;
  const hub = built.ctx.services.push!.hub;
  const ticks = [...market.board.tickCosts].sort((a, b) => a - b);
  console.log(`connected ${report.connected}/${count}, batches received ${report.batches} (${report.quotes} quotes), closed by server ${report.closed}, dropped slow clients ${hub.stats.dropped}`);
  console.log(`tick -> client latency: p50 ${pct(50)} ms, p90 ${pct(90)} ms, p99 ${pct(99)} ms, max ${sorted[sorted.length - 1]} ms (goal p99 < 250 ms)`);
  const fanout = [...hub.stats.fanoutMs].sort((a, b) => a - b);
  console.log(`server side per tick: compute quotes median ${ticks[Math.floor(ticks.length / 2)]?.toFixed(1)} ms, fan-out to every socket median ${fanout[Math.floor(fanout.length / 2)]?.toFixed(1)} ms, max ${fanout[fanout.length - 1]?.toFixed(1)} ms`);
  console.log(`server process CPU ${(((cpu.user + cpu.system) / 1000 / wall) * 100).toFixed(0)} % of one core over the run (connect + measure)`);
  await built.app.close();
  await database.close();
  // Every client connected, none closed, and quotes reached them.
  finish(report.connected === count && report.closed === 0 && report.batches >= count, pct(99) < 250);
}

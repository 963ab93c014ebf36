/**
 * `npm run bench:smoke`: every benchmark of this folder in smoke mode (BENCH_SMOKE=1: tiny
 * sizes, seconds each), in two lanes (PostgreSQL's one at a time), so that each still completes and checks its own
 * invariants (the ledger reconciles, every item processed once), never its timing.
 *
 *   npx tsx bench/smoke.ts [name...]     # only the named ones (e.g. orders jobs)
 *
 * Needs PostgreSQL on 127.0.0.1:5432 (database `test`; DATABASE_URL overrides), pgbench for
 * `transfers`, and for the browser ones (cpu-profile, lighthouse, paint-probe) Debian's
 * Chromium at /usr/bin/chromium and a built web app (`npm run build` first). Prints each
 * bench's seconds, ends with "bench smoke: N passed, M failed", exits 1 if any failed.
 */
import { spawn } from 'node:child_process';
import path from 'node:path';

const BENCHES = ['alerts', 'triggers', 'market-list', 'push-fanout', 'transfers', 'jobs', 'orders', 'bonds', 'ipo', 'follow', 'mining', 'backoffice', 'cpu-profile', 'paint-probe', 'lighthouse', 'documents', 'hooks', 'order-cpu'];
/** A smoke that has not ended by then has failed (a hang is a failure too). */
const LIMIT_MS = 180_000;

function run(name: string): Promise<{ ok: boolean; seconds: number; tail: string }> {
  const started = performance.now();
  return new Promise((resolve) => {
    const child = spawn(process.execPath, ['--import', 'tsx', path.join(import.meta.dirname, `${name}.ts`)], {
      env: { ...process.env, BENCH_SMOKE: '1' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    const keep = (chunk: Buffer) => {
      output = (output + chunk.toString()).slice(-4000);
    };
    child.stdout.on('data', keep);
    child.stderr.on('data', keep);
    const timer = setTimeout(() => {
      output += `\n(killed after ${LIMIT_MS / 1000} s)`;
      child.kill('SIGKILL');
    }, LIMIT_MS);
    child.on('close', (code) => {
      clearTimeout(timer);
      resolve({ ok: code === 0, seconds: (performance.now() - started) / 1000, tail: output });
    });
  });
}

const wanted = process.argv.slice(2);
const unknown = wanted.filter((name) => !BENCHES.includes(name));
if (unknown.length) {
  console.error(`unknown bench: ${unknown.join(', ')} (known: ${BENCHES.join(', ')})`);
  process.exit(2);
}
// Two lanes side by side (this machine has two cores), each about half the time: the benches that use
// the PostgreSQL database `test` one after another (each resets what it made there), and market-list;
// beside them the rest (the browser ones, the socket fan-out, the alert and trigger engines).
const FIRST_LANE = new Set(['transfers', 'jobs', 'orders', 'order-cpu', 'bonds', 'ipo', 'follow', 'mining', 'backoffice', 'market-list']);
const chosen = wanted.length ? wanted : BENCHES;
let passed = 0;
let failed = 0;
async function lane(names: string[]): Promise<void> {
  for (const name of names) {
    const result = await run(name);
    console.log(`${result.ok ? 'ok  ' : 'FAIL'} ${name.padEnd(12)} ${result.seconds.toFixed(1).padStart(6)} s`);
    if (result.ok) passed++;
    else {
      failed++;
      console.log(result.tail.replace(/^/gm, `     | ${name}: `));
    }
  }
}
await Promise.all([lane(chosen.filter((name) => FIRST_LANE.has(name))), lane(chosen.filter((name) => !FIRST_LANE.has(name)))]);
console.log(`bench smoke: ${passed} passed, ${failed} failed`);
process.exit(failed ? 1 : 0);

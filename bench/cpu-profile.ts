/**
 * A CPU profile of the first 3 s of a visit (Chromium's sampling profiler, 0.1 ms): self time
 * by file and the 30 costliest functions of the minified build, to find what the first page's
 * main thread spends its time on (issue 19: the first Intl.NumberFormat cost 25 ms).
 *
 *   npm run build && npx tsx bench/cpu-profile.ts [in|out] [home|quote]
 *
 * BENCH_SMOKE=1: 1.5 s of profile; it checks that the profile sampled the app's own scripts.
 */
import { chromium } from 'playwright-core';
import { startAppServer } from '../e2e/lib/server.ts';
import { finish, SMOKE } from './smoke.lib.ts';

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number; columnNumber: number };
}
interface Profile {
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
}

const server = await startAppServer();
const base = server.baseUrl;
let sampledApp: boolean | undefined;
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
try {
  const context = await browser.newContext({ viewport: { width: 412, height: 823 } });
  const page = await context.newPage();
  if (process.argv[2] === 'in') {
    const login = await fetch(`${base}/web/loginByUsername`, { method: 'POST', headers: { 'content-type': 'application/json', lang: 'en' }, body: JSON.stringify({ username: 'demo', password: 'Demo1234' }) });
    const token = ((await login.json()) as { data: { token: string } }).data.token;
    await page.addInitScript({ content: `if (location.pathname === '/') localStorage.setItem('token', ${JSON.stringify(token)});` });
  }
  const cdp = await context.newCDPSession(page);
  await cdp.send('Profiler.enable');
  await cdp.send('Profiler.setSamplingInterval', { interval: 100 });
  await cdp.send('Profiler.start');
  await page.goto(process.argv[3] === 'quote' ? `${base}/#/pages/quote/stock?code=AAPL&name=Apple&source=0&market=US` : `${base}/#/pages/home/index`);
  // The profile's window (what it measures), not a wait for something to happen.
  await page.waitForTimeout(SMOKE ? 1500 : 3000);
  const { profile } = (await cdp.send('Profiler.stop')) as unknown as { profile: Profile };
  const nodes = new Map(profile.nodes.map((node) => [node.id, node]));
  const byFunction = new Map<string, number>();
  const byFile = new Map<string, number>();
  profile.samples.forEach((id, i) => {
    const frame = nodes.get(id)!.callFrame;
    if (frame.functionName === '(idle)' || frame.functionName === '(program)') return;
    const us = profile.timeDeltas[i] ?? 0;
    const file = frame.url.split('/').pop() || frame.functionName;
    const key = `${frame.functionName || '(anonymous)'} ${file}:${frame.lineNumber}:${frame.columnNumber}`;
    byFunction.set(key, (byFunction.get(key) ?? 0) + us);
    byFile.set(file, (byFile.get(file) ?? 0) + us);
  });
  const top = (map: Map<string, number>, n: number) => [...map].sort((a, b) => b[1] - a[1]).slice(0, n).map(([key, us]) => `${(us / 1000).toFixed(1)} ms  ${key}`).join('\n');
  sampledApp = profile.samples.length > 0 && [...byFile.keys()].some((file) => /^index-.*\.js$|\.js$/.test(file));
  console.log(`self time by file:\n${top(byFile, 12)}\n\ncostliest functions:\n${top(byFunction, 30)}`);
} finally {
  await browser.close();
  await server.stop();
}
finish(sampledApp === true);

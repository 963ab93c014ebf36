/**
 * What a first visit paints and when, in Chromium (not Lighthouse's simulation): paint and
 * largest-contentful-paint entries with their element, long tasks, when the HTML shell gave way
 * to the app, and (RES=1) every request's start and end. Used to see which element Lighthouse
 * takes as the LCP and what the page waited for (issue 19).
 *
 *   npm run build && npx tsx bench/paint-probe.ts     # RATE=4 (default) slows the CPU 4x, RATE=1 does not
 *
 * BENCH_SMOKE=1: one visit (home, guest), no slowdown, 3 s; every visit must paint its first
 * content and replace the HTML shell by the app.
 */
import { chromium } from 'playwright-core';
import { startAppServer } from '../e2e/lib/server.ts';
import { finish, SMOKE } from './smoke.lib.ts';

// Runs in the page before its own scripts (a string: this project's bench has no DOM types).
const OBSERVE = `
  window.__seen = [];
  const push = (entry) => window.__seen.push(entry);
  new PerformanceObserver((l) => l.getEntries().forEach((e) => push({ lcp: Math.round(e.startTime), size: e.size, element: e.element ? (e.element.className + ' ' + e.element.id + ' ' + (e.element.textContent || '').slice(0, 40)).trim() : null })))
    .observe({ type: 'largest-contentful-paint', buffered: true });
  new PerformanceObserver((l) => l.getEntries().forEach((e) => push({ longTask: Math.round(e.duration), at: Math.round(e.startTime) }))).observe({ type: 'longtask', buffered: true });
  new PerformanceObserver((l) => l.getEntries().forEach((e) => push({ paint: e.name, at: Math.round(e.startTime) }))).observe({ type: 'paint', buffered: true });
  document.addEventListener('DOMContentLoaded', () => {
    const watch = new MutationObserver(() => {
      if (!document.getElementById('sh')) { window.__shellGone = Math.round(performance.now()); watch.disconnect(); }
    });
    watch.observe(document.getElementById('root'), { childList: true, subtree: true });
  });
`;
const REQUESTS = `performance.getEntriesByType('resource').map((e) => [e.name.replace(location.origin, '').slice(0, 50), Math.round(e.startTime), Math.round(e.responseEnd)])`;

const server = await startAppServer();
const base = server.baseUrl;
const login = await fetch(`${base}/web/loginByUsername`, { method: 'POST', headers: { 'content-type': 'application/json', lang: 'en' }, body: JSON.stringify({ username: 'demo', password: 'Demo1234' }) });
const token = ((await login.json()) as { data: { token: string } }).data.token;
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
const all: [string, string, string | null][] = [
  ['home, logged in', `${base}/#/pages/home/index`, token],
  ['AAPL quote', `${base}/#/pages/quote/stock?code=AAPL&name=Apple&source=0&market=US`, null],
  ['home, guest', `${base}/#/pages/home/index`, null],
];
const visits = SMOKE ? all.slice(2) : all;
let painted = 0;
try {
  for (const [name, url, withToken] of visits) {
    const context = await browser.newContext({ viewport: { width: 412, height: 823 } });
    const page = await context.newPage();
    await page.addInitScript({ content: `${withToken ? `if (location.pathname === '/') localStorage.setItem('token', ${JSON.stringify(withToken)});` : ''}${OBSERVE}` });
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: Number(process.env.RATE ?? (SMOKE ? 1 : 4)) });
    await page.goto(url);
    // The window observed (what it reports), not a wait for something to happen.
    await page.waitForTimeout(SMOKE ? 3000 : 6000);
    const seen = (await page.evaluate('window.__seen')) as Array<{ paint?: string }>;
    const shellGone = await page.evaluate('window.__shellGone');
    console.log(`${name}:`, JSON.stringify(seen));
    console.log('  shell gone at', shellGone);
    if (seen.some((e) => e.paint === 'first-contentful-paint') && typeof shellGone === 'number') painted++;
    if (process.env.RES) console.log('  requests:', JSON.stringify(await page.evaluate(REQUESTS)));
    await context.close();
  }
} finally {
  await browser.close();
  await server.stop();
}
finish(painted === visits.length);

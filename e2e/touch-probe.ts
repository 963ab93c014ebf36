/**
 * Lists the controls under 44 x 44 px on app routes, to find what a finger would miss:
 *   npx tsx e2e/touch-probe.ts http://127.0.0.1:8080 [token] [route...]
 */
import { launchBrowser, phonePage } from './browser.ts';
import { smallTouchTargets } from './lib/touch.ts';

const [base, token, ...routes] = process.argv.slice(2);
if (!base) {
  console.error('usage: touch-probe.ts BASE_URL [token|-] [route...]');
  process.exit(2);
}
const browser = await launchBrowser();
try {
  const page = await phonePage(browser, { locale: 'es' });
  if (token && token !== '-') await page.context().addInitScript((value) => window.localStorage.setItem('token', value), token);
  for (const route of routes) {
    await page.goto(`${base}/healthz`);
    await page.goto(`${base}/#${route}`, { waitUntil: 'networkidle' });
    try {
      await page.locator('#root main').waitFor({ timeout: 10_000 });
    } catch {
      console.log(`${route}: no page`);
      continue;
    }
    await page.waitForLoadState('networkidle');
    for (const line of await smallTouchTargets(page)) console.log(`${route}: ${line}`);
  }
} finally {
  await browser.close();
}

/**
 * Takes a phone-sized screenshot of one app URL, to look at what we build:
 *   npx tsx e2e/screenshot.ts http://127.0.0.1:8080/#/pages/market/index /tmp/market.png [es|en|zh] [token]
 */
import { launchBrowser, phonePage } from './browser.ts';

const [url, out = '/tmp/screenshot.png', locale = 'es', token] = process.argv.slice(2);
if (!url) {
  console.error('usage: screenshot.ts URL OUT.png [es|en|zh] [token]');
  process.exit(2);
}
const browser = await launchBrowser();
try {
  const page = await phonePage(browser, { locale: locale as 'es' | 'en' | 'zh' });
  if (token) await page.context().addInitScript((value) => window.localStorage.setItem('token', value), token);
  await page.goto(url, { waitUntil: 'networkidle' });
  await page.waitForTimeout(Number(process.env.SHOT_WAIT_MS ?? 800));
  await page.screenshot({ path: out, fullPage: process.env.FULL_PAGE === '1' });
  console.log(`saved ${out}`);
} finally {
  await browser.close();
}

import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS, CHROMIUM_PATH, waitsForApp } from '../browser.ts';
import { expect, test, type Locale } from '../lib/fixtures.ts';
import { demoToken } from '../lib/api.ts';
import { check } from '../lib/checks.ts';
import { loggedInPage } from '../lib/pages.ts';

/**
 * Issue 33 in the browser. The account tab shows the demo investor's performance (value, gain,
 * time- and money-weighted returns, the S&P 500 and S&P/BMV IPC beside them, per currency) and
 * allocation (switching market / asset class / currency / sector); es, en and zh at 390x844, no
 * raw text keys, no sideways overflow. The app is installable (Chromium's own installability
 * check, the one Lighthouse ran, finds nothing missing) and, once its service worker holds the
 * shell, opens offline and says it has no connection.
 */

const TITLES: Record<Locale, { performance: string; allocation: string; twr: string; cash: string; spx: string; ipc: string; offline: RegExp }> = {
  es: { performance: 'Rendimiento', allocation: 'Distribución', twr: 'Rendimiento ponderado por tiempo', cash: 'Efectivo', spx: 'S&P 500', ipc: 'S&P/BMV IPC', offline: /^Sin conexión\./ },
  en: { performance: 'Performance', allocation: 'Allocation', twr: 'Time-weighted return', cash: 'Cash', spx: 'S&P 500', ipc: 'S&P/BMV IPC', offline: /^No connection\./ },
  zh: { performance: '收益表现', allocation: '资产分布', twr: '时间加权收益率', cash: '现金', spx: '标普500指数', ipc: '墨西哥IPC指数', offline: /^无网络连接。/ },
};

for (const locale of ['es', 'en', 'zh'] as const) {
  test(`insight: performance and allocation on the account tab (${locale})`, async ({ ctx }) => {
    const token = await demoToken(ctx.baseUrl);
    const page = await loggedInPage(ctx, locale, token);
    await page.goto(`${ctx.baseUrl}/#/pages/profile/index`);
    const performance = page.getByTestId('insight-performance');
    await expect(performance.locator('h2')).toHaveText(TITLES[locale].performance);
    await expect(performance.getByText(TITLES[locale].twr, { exact: true })).toBeVisible();
    // Money as the app writes it, returns as signed percentages.
    await expect(page.getByTestId('insight-value')).toHaveText(/^MX\$[\d,]+\.\d\d$/);
    await expect(page.getByTestId('insight-twr')).toHaveText(/^[+-]?\d+\.\d\d%$/);
    await expect(page.getByTestId('insight-benchmark-SPX')).toContainText(TITLES[locale].spx);
    await expect(page.getByTestId('insight-benchmark-MEXBOL')).toContainText(TITLES[locale].ipc);
    await expect(page.getByTestId('insight-currency-USD')).toContainText('US$');
    await page.getByTestId('insight-period-ALL').click();
    await expect(page.getByTestId('insight-period-ALL')).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByTestId('insight-value')).toHaveText(/^MX\$[\d,]+\.\d\d$/);
    const allocation = page.getByTestId('insight-allocation');
    await expect(allocation.locator('h2')).toHaveText(TITLES[locale].allocation);
    await expect(page.getByTestId('insight-slice-cash')).toContainText(TITLES[locale].cash);
    await expect(page.getByTestId('insight-slice-cash')).toContainText(/MX\$[\d,]+\.\d\d · \d+\.\d\d%/);
    for (const kind of ['market', 'sector', 'currency'] as const) {
      await page.getByTestId(`insight-by-${kind}`).click();
      await expect(page.getByTestId(`insight-slices-${kind}`)).toBeVisible();
    }
    await expect(page.getByTestId('insight-slice-USD')).toContainText('USD');
    await performance.scrollIntoViewIfNeeded();
    await check(page, ctx.shot, `insight-performance-${locale}`);
    await allocation.scrollIntoViewIfNeeded();
    await check(page, ctx.shot, `insight-allocation-${locale}`);
    await page.context().close();
  });
}

test('insight: the app is installable, and opens offline saying it has no connection', async ({ ctx }) => {
  // A browser profile of its own: Chromium offers no install in an incognito context (a test's default).
  const profile = fs.mkdtempSync(path.join(os.tmpdir(), 'insight-pwa-'));
  const context = await chromium.launchPersistentContext(profile, { executablePath: CHROMIUM_PATH, headless: true, args: CHROMIUM_ARGS, viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
  await context.addInitScript(() => window.localStorage.setItem('locale', 'es'));
  const page = waitsForApp(context.pages()[0] ?? (await context.newPage()));
  await page.goto(`${ctx.baseUrl}/#/pages/home/index`);
  await page.getByTestId('tab-home').waitFor();
  // The manifest with its icons, and a service worker that controls the page.
  const manifest = (await (await page.request.get(`${ctx.baseUrl}/manifest.webmanifest`)).json()) as { display: string; icons: { sizes: string; purpose: string }[] };
  assert.equal(manifest.display, 'standalone');
  assert.deepEqual(
    manifest.icons.map((i) => `${i.sizes} ${i.purpose}`),
    ['192x192 any', '512x512 any', '512x512 maskable', 'any any'],
  );
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null), { timeout: 15_000 }).toBe(true);
  const cdp = await page.context().newCDPSession(page);
  const { installabilityErrors } = (await cdp.send('Page.getInstallabilityErrors')) as { installabilityErrors: { errorId: string }[] };
  assert.deepEqual(installabilityErrors, []);
  const { errors } = (await cdp.send('Page.getAppManifest')) as { errors: { message: string }[] };
  assert.deepEqual(errors, []);
  // Offline: the kept shell opens, and the bar says what works and what does not.
  await page.context().setOffline(true);
  await page.reload();
  await page.getByTestId('tab-home').waitFor();
  await expect(page.getByTestId('offline-bar')).toHaveText(TITLES.es.offline);
  await check(page, ctx.shot, 'insight-offline-es');
  await page.context().setOffline(false);
  await expect(page.getByTestId('offline-bar')).toHaveText('Conexión recuperada');
  await context.close();
  fs.rmSync(profile, { recursive: true, force: true });
});

import { expect, type Browser, type Locator, type Page } from '@playwright/test';
import type { FlowContext, Locale } from './fixtures.ts';

/** The back office at a laptop size. */
export async function desktopPage(browser: Browser, locale: Locale = 'en'): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 1366, height: 860 } });
  await context.addInitScript((value) => window.localStorage.setItem('adminLocale', value), locale);
  const page = await context.newPage();
  page.on('pageerror', (error) => console.error('[admin page error]', error.message));
  return page;
}

export async function operatorLogin(page: Page, baseUrl: string, username = 'admin', password = 'Admin1234'): Promise<void> {
  await page.goto(`${baseUrl}/admin/`);
  await page.getByTestId('admin-username').fill(username);
  await page.getByTestId('admin-password').fill(password);
  await page.getByTestId('admin-login-submit').click();
  await page.getByTestId('nav-kyc').waitFor();
  // The back office opens on its dashboard; the flows start from the KYC queue.
  await page.getByTestId('nav-kyc').click();
  await page.getByTestId('nav-kyc').and(page.locator('[aria-current="page"]')).waitFor();
}

/** A phone page in a language, logged in with the token (put in storage before the app starts). */
export async function loggedInPage(ctx: Pick<FlowContext, 'newPage'>, locale: Locale, token?: string): Promise<Page> {
  const page = await ctx.newPage(locale);
  if (token) await page.context().addInitScript((value) => window.localStorage.setItem('token', value), token);
  return page;
}

/** Types the payment PIN on the pay sheet's number keyboard. */
export async function typePin(page: Page, pin: string): Promise<void> {
  await page.locator('[data-testid="pay-sheet-input"]').waitFor();
  await page.locator('.adm-number-keyboard-key').first().waitFor();
  for (const digit of pin) await page.locator('.adm-number-keyboard-key', { hasText: new RegExp(`^${digit}$`) }).click();
}

/** Resolves once the hash route's path is `path`. */
export const hashIs = (page: Page, path: string) => page.waitForFunction((p) => window.location.hash.split('?')[0] === `#${p}`, path);

/** Waits until toasts and sheets are gone, so a screenshot shows the page itself. */
export async function settle(page: Page): Promise<void> {
  await expect(page.locator('.adm-toast-main')).toHaveCount(0);
  await expect(page.locator('.adm-popup-body:visible, .adm-dialog:visible')).toHaveCount(0);
}

/** The <input> inside a test id's field. */
export const input = (page: Page, testId: string) => page.getByTestId(testId).locator('input');

/** Resolves once the element stays put across two animation frames: a sheet has finished sliding in, a chart has laid out. */
export async function stillOnScreen(locator: Locator, what: string): Promise<void> {
  const page = locator.page();
  await expect
    .poll(
      async () => {
        const before = await locator.boundingBox();
        await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
        const after = await locator.boundingBox();
        return before !== null && after !== null && JSON.stringify(before) === JSON.stringify(after);
      },
      { message: `${what} to stop moving` },
    )
    .toBe(true);
}

import assert from 'node:assert/strict';
import type { Page } from '@playwright/test';
import { test, type FlowContext } from '../lib/fixtures.ts';
import { api } from '../lib/api.ts';
import { assertNoRawKeys } from '../lib/checks.ts';
import { desktopPage, operatorLogin } from '../lib/pages.ts';

/**
 * Issue 11, published terms and access keys in the browser: an operator publishes a new
 * US fee rule in the back office and the order page shows it (three languages) with the
 * numbers the preview charges; an operator issues a placing key (shown once), the check
 * call opens it, and revoking it closes it.
 */

const RULE_VERSION = { es: 'Versión 2', en: 'Version 2', zh: '第 2 版' } as const;

async function userToken(baseUrl: string): Promise<string> {
  return (await api<{ token: string }>(baseUrl, 'POST', '/loginByUsername', { username: 'demo', password: 'Demo1234' })).token;
}

async function orderPage(ctx: FlowContext, locale: 'es' | 'en' | 'zh', token: string): Promise<Page> {
  const page = await ctx.newPage(locale);
  await page.context().addInitScript((value) => window.localStorage.setItem('token', value), token);
  await page.goto(`${ctx.baseUrl}/#/pages/payment/stock?code=AAPL&name=Apple`);
  await page.getByTestId('order-rule').waitFor();
  return page;
}

test('terms: an operator publishes a new US fee rule; the order page shows it in three languages and the preview charges it', async ({ ctx }) => {
  const { browser, baseUrl, shot } = ctx;
  const admin = await desktopPage(browser, 'en');
  admin.on('dialog', (dialog) => void dialog.accept());
  await operatorLogin(admin, baseUrl);
  await admin.getByTestId('nav-terms').click();
  await admin.getByTestId('terms-current').waitFor();
  await admin.getByTestId('terms-item').selectOption('US');
  await admin.locator('[data-testid="terms-current"]', { hasText: 'Version 1' }).waitFor();

  // A bad document is refused with the field, nothing published.
  const terms = JSON.parse(await admin.getByTestId('terms-json').inputValue()) as Record<string, unknown>;
  assert.equal(terms.buyRate, '0.001');
  await admin.getByTestId('terms-json').fill(JSON.stringify({ ...terms, defaultLeverage: 3 }, null, 2));
  await admin.getByTestId('terms-publish').click();
  await admin.locator('[data-testid="terms-error"]', { hasText: 'defaultLeverage' }).waitFor();

  await admin.getByTestId('terms-json').fill(JSON.stringify({ ...terms, buyRate: '0.002', minFee: '2.00' }, null, 2));
  await admin.getByTestId('terms-note').fill('US fee review');
  await admin.getByTestId('terms-publish').click();
  await admin.getByTestId('terms-version-2').waitFor();
  await admin.locator('[data-testid="terms-current"]', { hasText: 'Version 2' }).waitFor();
  await assertNoRawKeys(admin, 'terms page');
  await shot(admin, 'terms-admin-published-en');
  await admin.context().close();

  const token = await userToken(baseUrl);
  for (const locale of ['es', 'en', 'zh'] as const) {
    const page = await orderPage(ctx, locale, token);
    await page.locator('[data-testid="order-rule-version"]', { hasText: RULE_VERSION[locale] }).waitFor();
    const text = await page.getByTestId('order-rule-text').innerText();
    assert.ok(/0\.2\s?%/.test(text) && text.includes('2.00'), `rule text shows the new numbers (${locale}): ${text}`);
    await page.getByTestId('order-rule-toggle').click();
    await page.getByTestId('order-rule').scrollIntoViewIfNeeded();
    await assertNoRawKeys(page, `order page (${locale})`);
    await shot(page, `terms-order-rule-${locale}`);
    await page.context().close();
  }

  // The preview is priced with the version the card shows.
  const rule = await api<{ versionId: number }>(baseUrl, 'GET', '/terms/current?product=trading&item=US');
  const preview = await api<{ termsVersionId: number; fee: string; notional: string }>(baseUrl, 'POST', '/orders/preview', { code: 'AAPL', direction: 0, orderType: 0, quantity: 1 }, token);
  assert.equal(preview.termsVersionId, rule.versionId);
  const expectedFee = Math.max(Math.round(Number(preview.notional) * 0.002 * 100) / 100, 2);
  assert.equal(preview.fee, expectedFee.toFixed(2));
});

test('access keys: an admin issues a placing key shown once, the check opens it, revoking closes it', async ({ ctx: { browser, baseUrl, shot } }) => {
  const admin = await desktopPage(browser, 'es');
  admin.on('dialog', (dialog) => void dialog.accept());
  await operatorLogin(admin, baseUrl);
  await admin.getByTestId('nav-access-keys').click();
  await admin.getByTestId('key-form').waitFor();
  await admin.getByTestId('key-product').selectOption('placing');
  await admin.getByTestId('key-label').fill('Tramo A');
  await admin.getByTestId('key-max-uses').fill('2');
  await admin.getByTestId('key-issue').click();
  const key = (await admin.getByTestId('key-clear').innerText()).trim();
  assert.match(key, /^[0-9A-Z]{5}(-[0-9A-Z]{5}){4}$/);
  await shot(admin, 'access-keys-issued-es');
  await admin.getByTestId('key-issued-close').click();
  // The key is not shown again: the list has its first characters only.
  const table = await admin.getByTestId('keys-table').innerText();
  assert.ok(!table.includes(key) && table.includes(key.slice(0, 5)), 'the list shows the prefix only');

  const token = await userToken(baseUrl);
  const opened = await api<{ valid: boolean }>(baseUrl, 'POST', '/placing_order/checkSecret', { secret: key }, token);
  assert.equal(opened.valid, true);

  const row = admin.locator('tr', { hasText: 'Tramo A' });
  await row.locator('button', { hasText: 'Revocar' }).click();
  await row.locator('text=Revocada').waitFor();
  const closed = await api<{ valid: boolean; reason: string }>(baseUrl, 'POST', '/placing_order/checkSecret', { secret: key }, token);
  assert.deepEqual([closed.valid, closed.reason], [false, 'revoked']);
  await admin.getByTestId('key-uses').waitFor();
  await shot(admin, 'access-keys-revoked-es');
  await admin.context().close();
});

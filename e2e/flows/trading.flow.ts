import assert from 'node:assert/strict';
import crypto from 'node:crypto';
import { expect, type Page } from '@playwright/test';
import { test } from '../lib/fixtures.ts';
import { api } from '../lib/api.ts';
import { check } from '../lib/checks.ts';
import { hashIs, typePin } from '../lib/pages.ts';

/**
 * Issue 6 in the browser: the demo investor logs in, buys 10 AAPL at market from the
 * quote page (all-in cost, confirmation, transaction password), sees the position with
 * live P/L on the trade tab, closes it, sees the closed entry and the statement lines;
 * cancels a resting limit order; and every trading screen is shot in es, en and zh
 * without raw text keys or sideways overflow.
 *
 * The harness pins the server clock (CLOCK_START, a Friday 10:00 New York time), so the
 * simulated US market is open whatever day the flow runs.
 */

type Locale = 'es' | 'en' | 'zh';
const PAY_PASSWORD = '123456';

interface Position {
  id: number;
  code: string;
  status: number;
  positionNum: string;
  profit: string;
  closePrice?: string;
}
interface Bill {
  id: number;
  kind: string;
  ref?: string;
  amount: string;
  walletType: string;
}

async function login(page: Page, baseUrl: string): Promise<string> {
  await page.goto(`${baseUrl}/#/pages/auth/login`);
  await page.getByTestId('login-username').locator('input').fill('demo');
  await page.getByTestId('login-password').locator('input').fill('Demo1234');
  await page.getByTestId('login-submit').click();
  await page.waitForFunction(() => !window.location.hash.includes('/pages/auth/login'));
  const token = await page.evaluate(() => localStorage.getItem('token'));
  assert.ok(token, 'logged in');
  return token;
}

test('trading: buy 10 AAPL at market from the quote page, live P/L, close it, closed entry and statement lines', async ({ ctx: { newPage, baseUrl, shot } }) => {
  // The guest sees the trade tab's login state.
  const guest = await newPage('en');
  await guest.goto(`${baseUrl}/#/pages/trade/index`);
  await guest.getByTestId('trade-guest').waitFor();
  await check(guest, shot, 'trading-guest-en');
  await guest.context().close();

  const page = await newPage('en');
  const token = await login(page, baseUrl);
  const info = await api<{ kycStatus: string; payPasswordSet: boolean }>(baseUrl, 'POST', '/api/user/info', {}, token);
  assert.equal(info.kycStatus, 'verified', 'the demo investor passed KYC (seed)');
  assert.ok(info.payPasswordSet, 'the demo investor has a transaction password (seed)');
  const before = await api<{ list: Position[] }>(baseUrl, 'POST', '/position/me', { pageSize: 100 }, token);

  // Quote page -> buy -> the stock order page with name, code, source, direction.
  await page.goto(`${baseUrl}/#/pages/quote/stock?code=AAPL&source=0&name=Apple%20Inc.`);
  await page.getByTestId('quote-buy').click();
  await hashIs(page, '/pages/payment/stock');
  const hash = decodeURIComponent(await page.evaluate(() => window.location.hash));
  assert.ok(hash.includes('code=AAPL') && hash.includes('source=0') && hash.includes('direction=0') && hash.includes('name='), `order page query: ${hash}`);
  await page.locator('[data-testid="order-page"][data-market="US"]').waitFor();
  assert.equal(await page.getByTestId('order-side-buy').getAttribute('aria-selected'), 'true');
  assert.equal(await page.getByTestId('order-type-market').getAttribute('aria-selected'), 'true');

  // 10 shares at market: the all-in cost comes from the server's preview.
  await page.getByTestId('order-quantity-input').locator('input').fill('10');
  await page.locator('[data-testid="line-quantity"] dd', { hasText: /^10 shares$/ }).waitFor();
  await page.getByTestId('order-cost-total').waitFor();
  for (const line of ['price', 'notional', 'fee']) await page.locator(`[data-testid="order-cost-lines"] [data-testid="line-${line}"]`).waitFor();
  // Shares bought outright: the notional is what they cost, no margin line (issue 28.7).
  await expect(page.locator('[data-testid="order-cost-lines"] [data-testid="line-margin"]')).toHaveCount(0);
  await check(page, shot, 'trading-order-en');

  await page.waitForFunction(() => !document.querySelector('[data-testid="order-submit"]')?.hasAttribute('disabled'));
  await page.getByTestId('order-submit').click();
  await page.getByTestId('order-confirm-lines').waitFor();
  await page.waitForFunction(() => !document.querySelector('[data-testid="order-confirm-pay"]')?.hasAttribute('disabled'));
  await check(page, shot, 'trading-order-confirm-en');
  await page.getByTestId('order-confirm-pay').click();

  // A wrong password first: the sheet says so and stays; the right one places the order.
  await typePin(page, '000000');
  await page.getByTestId('pay-sheet-error').waitFor();
  await check(page, shot, 'trading-pay-sheet-en');
  await typePin(page, PAY_PASSWORD);
  const result = page.getByTestId('order-result');
  await result.waitFor({ timeout: 20_000 });
  assert.equal(await result.getAttribute('data-status'), '1', 'a market order fills at once');
  const positionId = Number(await result.getAttribute('data-position-id'));
  assert.ok(positionId > 0, 'the fill opened a position');
  await check(page, shot, 'trading-order-result-en');

  const after = await api<{ list: Position[] }>(baseUrl, 'POST', '/position/me', { pageSize: 100 }, token);
  assert.equal(after.list.length, before.list.length + 1, 'one new holding position');
  const opened = after.list.find((p) => p.id === positionId);
  assert.ok(opened && opened.code === 'AAPL' && opened.positionNum === '10', 'the new position is 10 AAPL');

  // The trade tab: the position with live P/L recomputed from pushed quotes.
  await page.getByTestId('result-to-trade').click();
  await hashIs(page, '/pages/trade/index');
  const row = page.getByTestId(`position-${positionId}`);
  await row.waitFor();
  await page.waitForFunction((id) => document.querySelector(`[data-testid="position-${id}"]`)?.getAttribute('data-live') === 'true', positionId, { timeout: 20_000 });
  const firstPrice = await row.getByTestId('position-current').innerText();
  await page.waitForFunction(
    ([id, text]) => document.querySelector(`[data-testid="position-${id}"] [data-testid="position-current"]`)?.textContent !== text,
    [positionId, firstPrice] as const,
    { timeout: 30_000, polling: 200 },
  );
  const liveProfit = await row.getAttribute('data-profit');
  assert.match(liveProfit ?? '', /^-?\d+\.\d{2}$/, 'a live P/L in cents');
  await page.getByTestId('account-US_STOCK').waitFor();
  await check(page, shot, 'trading-trade-holding-en');

  // Position detail -> close all of it.
  await row.click();
  await hashIs(page, '/pages/trade/detail');
  await page.locator('[data-testid="position-detail"][data-status="0"]').waitFor();
  await page.getByTestId('flow-open').waitFor();
  await check(page, shot, 'trading-detail-en');
  await page.getByTestId('detail-close').click();
  await hashIs(page, '/pages/payment/close');
  await page.getByTestId('close-receive').waitFor();
  await check(page, shot, 'trading-close-en');
  await page.getByTestId('close-submit').click();
  await typePin(page, PAY_PASSWORD);
  const closeResult = page.getByTestId('close-result');
  await closeResult.waitFor({ timeout: 20_000 });
  const closedId = Number(await closeResult.getAttribute('data-position-id'));
  await check(page, shot, 'trading-close-result-en');

  // The closed entry on the trade tab.
  await page.getByTestId('close-view-closed').click();
  await hashIs(page, '/pages/trade/index');
  await page.getByTestId(`closed-${closedId}`).waitFor();
  await check(page, shot, 'trading-trade-closed-en');
  const closed = await api<{ list: Position[] }>(baseUrl, 'POST', '/position/flatList', { pageSize: 100 }, token);
  const entry = closed.list.find((p) => p.id === closedId);
  assert.ok(entry && entry.status === 1 && entry.code === 'AAPL' && entry.positionNum === '10' && entry.closePrice, 'the closed position is 10 AAPL with a close price');
  const holding = await api<{ list: Position[] }>(baseUrl, 'POST', '/position/me', { pageSize: 100 }, token);
  assert.ok(!holding.list.some((p) => p.id === positionId), 'no longer holding');

  // The statement lines of the trade (open margin, fees, close) on the history page.
  const bills = await api<{ list: Bill[] }>(baseUrl, 'POST', '/wallet/getWalletBill', { walletType: 'US_STOCK', pageSize: 50 }, token);
  const tradeBills = bills.list.filter((b) => ['trade', 'fee', 'margin'].includes(b.kind));
  assert.ok(tradeBills.length >= 3, `trading statement lines (${tradeBills.map((b) => b.kind).join(', ')})`);
  await page.goto(`${baseUrl}/#/pages/profile/transaction`);
  for (const bill of tradeBills.slice(0, 3)) await page.getByTestId(`bill-${bill.id}`).waitFor({ timeout: 15_000 });
  await check(page, shot, 'trading-statement-en');
  await page.context().close();
});

test('trading: a resting limit order on the orders tab, cancelled with the transaction password', async ({ ctx: { newPage, baseUrl, shot } }) => {
  const page = await newPage('en');
  const token = await login(page, baseUrl);
  const quote = await api<{ quote: { price_nominal: number; tickSize: number; decimals: number } }>(baseUrl, 'GET', '/m_ft/stock_detail_ft?code=MSFT');
  const limit = (Math.floor((quote.quote.price_nominal * 0.97) / quote.quote.tickSize) * quote.quote.tickSize).toFixed(quote.quote.decimals);
  const order = await api<{ id: number; status: number }>(
    baseUrl,
    'POST',
    '/stock/create',
    { code: 'MSFT', direction: 0, orderType: 1, price: limit, quantity: 2, payPassword: PAY_PASSWORD, idempotencyKey: crypto.randomUUID() },
    token,
  );
  assert.equal(order.status, 0, 'a limit below the market rests as entrusted');

  await page.goto(`${baseUrl}/#/pages/trade/index?tab=2`);
  await page.getByTestId(`order-${order.id}`).waitFor();
  await check(page, shot, 'trading-trade-entrusted-en');
  await page.getByTestId(`order-cancel-${order.id}`).click();
  await page.locator('.adm-dialog-footer .adm-dialog-button-bold').click();
  await typePin(page, PAY_PASSWORD);
  await page.getByTestId(`order-${order.id}`).waitFor({ state: 'detached', timeout: 15_000 });
  const pending = await api<{ list: { id: number }[] }>(baseUrl, 'POST', '/position/consignList', {}, token);
  assert.ok(!pending.list.some((o) => o.id === order.id), 'the order is no longer entrusted');
  await page.context().close();
});

test('trading: every trading screen in es, en and zh', async ({ ctx: { newPage, baseUrl, shot } }) => {
  const token = (await api<{ token: string }>(baseUrl, 'POST', '/loginByUsername', { username: 'demo', password: 'Demo1234' })).token;
  const holding = await api<{ list: (Position & { name: string; source: number })[] }>(baseUrl, 'POST', '/position/me', { pageSize: 100 }, token);
  const open = holding.list[0];
  assert.ok(open, 'the demo investor holds a position (seed)');
  const detailQuery = `name=${encodeURIComponent(open.name)}&code=${encodeURIComponent(open.code)}&source=${open.source}&id=${open.id}&type=0`;
  for (const locale of ['es', 'en', 'zh'] as Locale[]) {
    const page = await newPage(locale);
    await page.context().addInitScript((value) => window.localStorage.setItem('token', value), token);
    await page.goto(`${baseUrl}/#/pages/trade/index`);
    await page.getByTestId('holding-list').waitFor();
    await check(page, shot, `trading-tab-holding-${locale}`);
    await page.getByTestId('trade-tab-closed').click();
    await page.getByTestId('closed-list').waitFor();
    await check(page, shot, `trading-tab-closed-${locale}`);
    await page.getByTestId('trade-tab-entrusted').click();
    await page.locator('[data-testid="entrusted-list"], [data-testid="conditional-list"], [data-testid="empty"]').first().waitFor();
    await check(page, shot, `trading-tab-entrusted-${locale}`);

    await page.goto(`${baseUrl}/#/pages/trade/detail?${detailQuery}`);
    await page.getByTestId('position-flow').locator('.flow-row').first().waitFor();
    await check(page, shot, `trading-detail-${locale}`);
    await page.getByTestId('detail-edit-stops').click();
    await page.getByTestId('stops-save').waitFor();
    await check(page, shot, `trading-stops-${locale}`);

    await page.goto(`${baseUrl}/#/pages/payment/close?${detailQuery}`);
    await page.getByTestId('close-mode-part').click();
    await page.getByTestId('close-estimate').locator('[data-testid="line-profit"]').waitFor();
    await check(page, shot, `trading-close-${locale}`);

    for (const [kind, code, source] of [
      ['stock', 'AAPL', 0],
      ['future', 'GC', 3],
      ['forex', 'USD/MXN', 2],
    ] as const) {
      await page.goto(`${baseUrl}/#/pages/payment/${kind}?name=${encodeURIComponent(code)}&code=${encodeURIComponent(code)}&source=${source}&direction=1`);
      await page.getByTestId('order-cost-total').waitFor({ timeout: 15_000 });
      await check(page, shot, `trading-order-${kind}-${locale}`);
    }
    await page.getByTestId('order-submit').click();
    // The first leveraged order asks for the risk notice once (issue 12).
    await page.locator('[data-testid="order-confirm-lines"], [data-testid="risk-notice-accept"]').first().waitFor();
    if (await page.getByTestId('risk-notice-accept').count()) await page.getByTestId('risk-notice-accept').click();
    await page.getByTestId('order-confirm-lines').waitFor();
    await page.waitForFunction(() => !document.querySelector('[data-testid="order-confirm-pay"]')?.hasAttribute('disabled'));
    await page.getByTestId('order-confirm-pay').click();
    await page.getByTestId('pay-sheet-input').waitFor();
    await check(page, shot, `trading-pay-sheet-${locale}`);
    await page.context().close();
  }
});

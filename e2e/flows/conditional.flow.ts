import assert from 'node:assert/strict';
import type { Page } from '@playwright/test';
import { test, type FlowContext } from '../lib/fixtures.ts';
import { api } from '../lib/api.ts';
import { check } from '../lib/checks.ts';
import { typePin } from '../lib/pages.ts';

/**
 * Issue 21, conditional orders in the browser: the demo investor places a bracket order
 * (a market buy of AAPL with a take-profit and a stop-loss, one cancelling the other) from
 * the ticket, sees the rule, confirms with the transaction password, and finds both legs
 * waiting in the trade tab's orders list with their type, trigger, time in force and state;
 * a stop order's fields and rule on the ticket. es, en and zh, screenshots at 390x844.
 */

const PAY_PASSWORD = '123456';
const LOCALES = ['es', 'en', 'zh'] as const;

interface Conditional {
  id: number;
  kind: string;
  role?: string;
  status: string;
  groupId?: number;
  positionId?: number;
}

async function loggedIn(ctx: FlowContext, locale: (typeof LOCALES)[number], token: string): Promise<Page> {
  const page = await ctx.newPage(locale);
  await page.context().addInitScript((value) => window.localStorage.setItem('token', value), token);
  return page;
}

test('conditional: a bracket order from the ticket (take-profit + stop-loss, OCO), then its legs in the orders list; a stop order on the ticket (es, en, zh)', async ({ ctx }) => {
  const { baseUrl, shot } = ctx;
  const token = (await api<{ token: string }>(baseUrl, 'POST', '/loginByUsername', { username: 'demo', password: 'Demo1234' })).token;

  for (const locale of LOCALES) {
    const quote = (await api<{ quote: { bid: string; ask: string } }>(baseUrl, 'POST', '/orders/preview', { code: 'AAPL', direction: 0, quantity: 1 }, token)).quote;
    const takeProfit = (Number(quote.ask) + 10).toFixed(2);
    const stopLoss = (Number(quote.bid) - 10).toFixed(2);
    const page = await loggedIn(ctx, locale, token);
    await page.goto(`${baseUrl}/#/pages/payment/stock?code=AAPL&name=Apple%20Inc.&source=0&direction=0`);
    await page.locator('[data-testid="order-page"][data-market="US"]').waitFor();
    assert.equal(await page.getByTestId('order-type-market').getAttribute('aria-selected'), 'true');
    await page.getByTestId('order-quantity-input').locator('input').fill('1');
    await page.getByTestId('cond-bracket').click();
    await page.getByTestId('cond-takeProfit').fill(takeProfit);
    await page.getByTestId('cond-stopLoss').fill(stopLoss);
    // The rule of conditional orders is shown before the user commits.
    await page.getByTestId('order-rule-conditional').waitFor();
    await page.getByTestId('order-cost-total').waitFor({ timeout: 15_000 });
    await page.getByTestId('cond-fields').scrollIntoViewIfNeeded();
    await check(page, shot, `conditional-bracket-ticket-${locale}`);

    await page.waitForFunction(() => !document.querySelector('[data-testid="order-submit"]')?.hasAttribute('disabled'));
    await page.getByTestId('order-submit').click();
    await page.getByTestId('order-confirm-conditional').waitFor();
    await page.locator('[data-testid="order-confirm-conditional"] [data-testid="line-takeProfit"]').waitFor();
    await page.waitForFunction(() => !document.querySelector('[data-testid="order-confirm-pay"]')?.hasAttribute('disabled'));
    await check(page, shot, `conditional-bracket-confirm-${locale}`);
    await page.getByTestId('order-confirm-pay').click();
    await typePin(page, PAY_PASSWORD);

    // The trade tab's orders: both legs wait on the new position, labelled.
    await page.locator('[data-testid="trade-page"][data-tab="entrusted"]').waitFor({ timeout: 20_000 });
    await page.getByTestId('conditional-list').waitFor();
    const list = (await api<{ list: Conditional[] }>(baseUrl, 'POST', '/orders/conditional/list', { pageSize: 50 }, token)).list;
    const entry = list.find((o) => o.role === 'entry')!;
    assert.ok(entry && entry.status === 'filled' && entry.positionId, `the entry filled at once (${locale})`);
    const legs = list.filter((o) => o.groupId === entry.id);
    assert.deepEqual(legs.map((l) => [l.kind, l.status]).sort(), [['stop_loss', 'active'], ['take_profit', 'active']], `both legs armed (${locale})`);
    for (const leg of legs) await page.locator(`[data-testid="cond-${leg.id}"][data-status="active"]`).waitFor();
    await page.getByTestId(`cond-${legs[0]!.id}`).scrollIntoViewIfNeeded();
    await check(page, shot, `conditional-orders-${locale}`);
    // One leg cancelled by the user leaves the other.
    if (locale === 'en') {
      const tp = legs.find((l) => l.kind === 'take_profit')!;
      await page.getByTestId(`cond-cancel-${tp.id}`).click();
      await page.locator('.adm-dialog-button-bold').click();
      await typePin(page, PAY_PASSWORD);
      await page.getByTestId(`cond-${tp.id}`).waitFor({ state: 'detached' });
    }
    await page.context().close();
  }

  // A stop order on the ticket: its trigger field, hint, time in force and rule.
  const page = await loggedIn(ctx, 'en', token);
  await page.goto(`${baseUrl}/#/pages/payment/stock?code=AAPL&name=Apple%20Inc.&source=0&direction=0`);
  await page.locator('[data-testid="order-page"][data-market="US"]').waitFor();
  await page.getByTestId('order-type-stop').click();
  await page.locator('[data-testid="cond-fields"][data-kind="stop"]').waitFor();
  await page.getByTestId('cond-error').waitFor();
  const ask = (await api<{ quote: { ask: string } }>(baseUrl, 'POST', '/orders/preview', { code: 'AAPL', direction: 0, quantity: 1 }, token)).quote.ask;
  await page.getByTestId('cond-trigger').fill((Number(ask) + 5).toFixed(2));
  await page.getByTestId('cond-tif-day').click();
  await page.getByTestId('cond-error').waitFor({ state: 'detached' });
  await page.getByTestId('order-rule-conditional').waitFor();
  await page.getByTestId('cond-fields').scrollIntoViewIfNeeded();
  await check(page, shot, 'conditional-stop-ticket-en');
  await page.context().close();
});

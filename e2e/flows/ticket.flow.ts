import assert from 'node:assert/strict';
import crypto from 'node:crypto';
import type { Page } from '@playwright/test';
import { expect, test, type FlowContext } from '../lib/fixtures.ts';
import { sendTicket } from '../lib/ticket.ts';
import { api, demoToken } from '../lib/api.ts';
import { assertNoRawKeys } from '../lib/checks.ts';
import { typePin } from '../lib/pages.ts';

/**
 * Issue 12, the stock ticket and the portfolio in the browser: the demo investor (a cash
 * account holding AAPL) sells shares from the AAPL quote page ("you own N AAPL", estimated
 * proceeds, not "total to pay"), and places a first futures order after accepting the
 * leverage risk notice (the published default leverage first). Home, trade and account lead with the
 * portfolio in MXN. Screenshots at 390x844 in es, en and zh.
 */

const PAY_PASSWORD = '123456';
const LOCALES = ['es', 'en', 'zh'] as const;

interface Position {
  id: number;
  code: string;
  direction: number;
  positionNum: string;
}

async function check(page: Page, shot: FlowContext['shot'], name: string): Promise<void> {
  await assertNoRawKeys(page, name);
  await shot(page, name);
}

async function loggedIn(ctx: FlowContext, locale: (typeof LOCALES)[number], token: string): Promise<Page> {
  const page = await ctx.newPage(locale);
  await page.context().addInitScript((value) => window.localStorage.setItem('token', value), token);
  return page;
}

const heldAapl = async (baseUrl: string, token: string) => {
  const list = (await api<{ list: Position[] }>(baseUrl, 'POST', '/position/me', { pageSize: 100 }, token)).list;
  return list.filter((p) => p.code === 'AAPL' && p.direction === 0).reduce((sum, p) => sum + Number(p.positionNum), 0);
};

const SOLD = { es: 'Vender', en: 'Sell', zh: '卖' } as const;
const SELL_SIDE = { es: 'Vender', en: 'Sell', zh: '卖出' } as const;
const CONFIRMED_SALE = { es: 'Venta', en: 'Sell', zh: '卖出' } as const;
const TOTAL_ASSETS = { es: 'Activos totales', en: 'Total assets', zh: '总资产' } as const;
const SPLIT_PRICE = { es: 'Precio', en: 'Price', zh: '价格' } as const;
const SPLIT_FX = { es: 'Tipo de cambio', en: 'FX', zh: '汇率' } as const;
const DAY_PNL = { es: 'P/G de hoy', en: "Today's P/L", zh: '今日盈亏' } as const;

test('ticket: sell a holding from its quote page (you own N, estimated proceeds), es/en/zh', async ({ ctx }) => {
  const { baseUrl, shot } = ctx;
  const token = await demoToken(baseUrl);
  const account = await api<{ account: string }>(baseUrl, 'GET', '/trade/account', undefined, token);
  assert.equal(account.account, 'cash', 'the demo investor has a cash account');
  const held = await heldAapl(baseUrl, token);
  assert.ok(held >= 3, `the demo holds AAPL shares (${held})`);

  for (const locale of LOCALES) {
    let page = await loggedIn(ctx, locale, token);
    await page.goto(`${baseUrl}/#/pages/quote/stock?code=AAPL&source=0&name=Apple%20Inc.`);
    await page.getByTestId('quote-sell').click();
    await page.locator('[data-testid="order-page"][data-market="US"]').waitFor();
    const before = await heldAapl(baseUrl, token);
    await page.locator(`[data-testid="order-held"][data-held="${before}"]`).waitFor();
    // A cash sale is at the market: no leverage, no margin mode, no limit.
    assert.equal(await page.getByTestId('order-leverage').count(), 0, 'no leverage on a cash account');
    assert.equal(await page.getByTestId('order-margin-mode').count(), 0, 'no margin mode on a cash account');
    await page.getByTestId('order-market-only').waitFor();
    await page.getByTestId('order-quantity-input').locator('input').fill('1');
    await page.getByTestId('order-proceeds').waitFor();
    assert.equal(await page.locator('[data-testid="order-cost-lines"] [data-testid="line-margin"]').count(), 0, 'a sale shows no margin');
    const sideText = await page.getByTestId('order-side-sell').innerText();
    assert.ok(sideText.includes(SOLD[locale]), `sell side label (${locale}): ${sideText}`);
    await page.getByTestId('order-cost').scrollIntoViewIfNeeded();
    await check(page, shot, `ticket-sell-${locale}`);

    // More than held: the page says what is owned and does not let it through.
    await page.getByTestId('order-quantity-input').locator('input').fill(String(before + 1));
    await page.getByTestId('order-oversell').waitFor();
    assert.equal(await page.getByTestId('order-submit').isDisabled(), true);
    await page.getByTestId('order-quantity-input').locator('input').fill('1');
    await sendTicket(page, 1);
    // The result of a sale says it sold (a closing order keeps its position's direction), with no margin line.
    const direction = await page.locator('[data-testid="order-result-lines"] [data-testid="line-direction"] dd').innerText();
    assert.ok(direction.startsWith(SELL_SIDE[locale]), `the result names a sale (${locale}): ${direction}`);
    assert.ok((await page.locator('.result-text').innerText()).startsWith(SELL_SIDE[locale]), `the result text names a sale (${locale})`);
    assert.equal(await page.locator('[data-testid="order-result-lines"] [data-testid="line-margin"]').count(), 0, 'a sale shows no margin');
    await check(page, shot, `ticket-sold-${locale}`);
    assert.equal(await heldAapl(baseUrl, token), before - 1, `one share sold (${locale})`);
    // The fill's trade confirmation is reachable from the order.
    await page.getByTestId('result-confirmation').click();
    await page.getByTestId('confirmation-iva').waitFor();
    assert.equal(await page.locator('[data-testid="confirmation-side"] dd').innerText(), CONFIRMED_SALE[locale]);
    assert.match(await page.locator('[data-testid="confirmation-quantity"] dd').innerText(), /^1$/);
    await check(page, shot, `ticket-sold-confirmation-${locale}`);
    await page.context().close();

    // A sale across two lots (1 + 1 MSFT bought now): the result is the whole sale, not the last lot.
    for (let i = 0; i < 2; i++) {
      await api(baseUrl, 'POST', '/stock/create', { code: 'MSFT', direction: 0, quantity: 1, payPassword: PAY_PASSWORD, idempotencyKey: crypto.randomUUID() }, token);
    }
    page = await loggedIn(ctx, locale, token);
    await page.goto(`${baseUrl}/#/pages/payment/stock?code=MSFT&name=Microsoft&direction=1`);
    await page.locator('[data-testid="order-held"][data-held="2"]').waitFor();
    await page.getByTestId('order-quantity-input').locator('input').fill('2');
    await sendTicket(page, 2);
    const lines = page.getByTestId('order-result-lines');
    assert.equal(await lines.locator('[data-testid="line-quantity"] dd').innerText(), '2', `the whole sale's quantity (${locale})`);
    assert.equal(await lines.locator('[data-testid="line-lots"] dd').innerText(), '2', `two lots (${locale})`);
    for (const line of ['gross', 'fee', 'iva', 'net']) assert.match(await lines.locator(`[data-testid="line-${line}"] dd`).innerText(), /^US\$[\d,]+\.\d{2}$/, `${line} (${locale})`);
    assert.ok((await page.locator('.result-text').innerText()).includes(' 2 MSFT'), `the result text names the whole sale (${locale})`);
    assert.equal(await page.locator('.detail-confirmation-link').count(), 2, `a confirmation per lot (${locale})`);
    await check(page, shot, `ticket-sold-lots-${locale}`);
    await page.context().close();
  }

  // The holding's detail reads as shares: average cost and market value in US$, no margin, leverage or margin mode.
  const aapl = (await api<{ list: Position[] }>(baseUrl, 'POST', '/position/me', { pageSize: 100 }, token)).list.find((p) => p.code === 'AAPL' && p.direction === 0)!;
  const detail = await loggedIn(ctx, 'es', token);
  await detail.goto(`${baseUrl}/#/pages/trade/detail?id=${aapl.id}&code=AAPL&source=0&type=0`);
  await detail.getByTestId('field-marketValue').waitFor();
  for (const field of ['field-margin', 'field-leverage', 'field-marginMode', 'field-marginLevel', 'detail-add-margin']) assert.equal(await detail.getByTestId(field).count(), 0, `no ${field} on shares`);
  assert.match(await detail.locator('[data-testid="field-marketValue"] dd').innerText(), /^US\$[\d,]+\.\d{2}$/);
  assert.match(await detail.locator('[data-testid="field-openPrice"] dt').innerText(), /Costo promedio/);
  await check(detail, shot, 'ticket-shares-detail-es');
  // Its close page too: no "Long ×1 · Isolated" and no margin line for shares.
  await detail.getByTestId('detail-close').click();
  await detail.getByTestId('close-mode').waitFor();
  await detail.locator('[data-testid="line-open"]').waitFor();
  assert.equal(await detail.locator('.side-chips').count(), 0, 'no side chips on shares');
  assert.equal(await detail.locator('[data-testid="line-margin"]').count(), 0, 'no margin line on shares');
  assert.match(await detail.locator('[data-testid="line-open"] dt').innerText(), /Costo promedio/);
  await check(detail, shot, 'ticket-shares-close-es');
  await detail.context().close();

  // Short selling and leverage: a margin account, applied for after the risk disclosure; an operator reviews it.
  const page = await loggedIn(ctx, 'en', token);
  await page.goto(`${baseUrl}/#/pages/payment/stock?code=AAPL&name=Apple%20Inc.&direction=1`);
  await page.getByTestId('margin-apply').click();
  await page.getByTestId('margin-apply-disclosure').waitFor();
  await check(page, shot, 'ticket-margin-disclosure-en');
  await page.getByTestId('margin-apply-accept').click();
  await page.getByTestId('margin-apply-pending').waitFor();
  const applied = await api<{ account: string; marginApplication: string }>(baseUrl, 'GET', '/trade/account', undefined, token);
  assert.deepEqual([applied.account, applied.marginApplication], ['cash', 'pending'], 'still a cash account until an operator approves');
  await page.context().close();
});

test('ticket: a leveraged futures order after the risk notice; the portfolio first on home, trade and account', async ({ ctx }) => {
  const { baseUrl, shot } = ctx;
  const token = await demoToken(baseUrl);
  const page = await loggedIn(ctx, 'en', token);
  // Corn (ZC): at x1 one contract needs more than the demo's futures wallet; at x20 two orders fit.
  await page.goto(`${baseUrl}/#/pages/payment/future?name=ZC&code=ZC&source=3`);
  await page.locator('[data-testid="order-page"][data-market="FUTURES"]').waitFor();
  // The published default leverage is chosen first, as the market's rule says (issue 28.6).
  const rates = await api<{ list: Array<{ market: string; defaultLeverage: number }> }>(baseUrl, 'GET', '/stock_rate/site/get');
  const byDefault = rates.list.find((r) => r.market === 'FUTURES')!.defaultLeverage;
  await expect(page.getByTestId(`order-leverage-${byDefault}`)).toHaveAttribute('aria-pressed', 'true');
  // The contract month that trades, and the exchange's margin per contract under the leverage.
  const detail = await api<{ quote: { contract: { symbol: string }; initialMargin: number } }>(baseUrl, 'GET', '/m_ft/stock_detail_ft?code=ZC');
  await expect(page.getByTestId('order-contract')).toContainText(detail.quote.contract.symbol);
  await expect(page.getByTestId('order-leverage')).toContainText(`US$${detail.quote.initialMargin.toLocaleString('en-US')}.00`);
  await page.getByTestId('order-cost-total').waitFor({ timeout: 15_000 });
  await page.getByTestId('order-leverage-20').click();
  await page.locator('[data-testid="line-margin"] dt', { hasText: '×20' }).waitFor();
  await page.waitForFunction(() => !document.querySelector('[data-testid="order-submit"]')?.hasAttribute('disabled'));
  await page.getByTestId('order-submit').click();
  await page.getByTestId('risk-notice-text').waitFor();
  await check(page, shot, 'ticket-risk-notice-en');
  await page.getByTestId('risk-notice-accept').click();
  await page.getByTestId('order-confirm-lines').waitFor();
  await page.waitForFunction(() => !document.querySelector('[data-testid="order-confirm-pay"]')?.hasAttribute('disabled'));
  await page.getByTestId('order-confirm-pay').click();
  await typePin(page, PAY_PASSWORD);
  await page.getByTestId('order-result').waitFor();
  await check(page, shot, 'ticket-future-filled-en');
  const account = await api<{ riskNoticeAcknowledged: boolean }>(baseUrl, 'GET', '/trade/account', undefined, token);
  assert.equal(account.riskNoticeAcknowledged, true, 'stored on the server');
  // Once: the next order goes straight to the confirmation.
  await page.getByTestId('result-again').click();
  await page.getByTestId('order-cost-total').waitFor({ timeout: 15_000 });
  await page.getByTestId('order-leverage-20').click();
  await page.locator('[data-testid="line-margin"] dt', { hasText: '×20' }).waitFor();
  await page.waitForFunction(() => !document.querySelector('[data-testid="order-submit"]')?.hasAttribute('disabled'));
  await page.getByTestId('order-submit').click();
  await page.getByTestId('order-confirm-lines').waitFor();
  assert.equal(await page.getByTestId('risk-notice-text').count(), 0, 'no second risk notice');
  await page.context().close();

  for (const locale of LOCALES) {
    const tab = await loggedIn(ctx, locale, token);
    for (const [path, name] of [
      ['/pages/home/index', 'home'],
      ['/pages/trade/index', 'trade'],
      ['/pages/profile/index', 'account'],
    ] as const) {
      await tab.goto(`${baseUrl}/#${path}`);
      await tab.getByTestId('portfolio-total').waitFor({ timeout: 15_000 });
      const total = await tab.getByTestId('portfolio-total').innerText();
      assert.ok(total.startsWith('MX$'), `total assets in pesos (${locale} ${name}): ${total}`);
      await tab.getByTestId('portfolio-split').waitFor();
      if (name === 'account') {
        // One "total assets" per screen: the wallets' card below the portfolio is the cash in them.
        await tab.locator('[data-testid="balances-summary"][data-state="ready"]').waitFor();
        const body = await tab.locator('body').innerText();
        assert.equal(body.split(TOTAL_ASSETS[locale]).length - 1, 1, `one total assets figure on the account page (${locale})`);
      }
      await check(tab, shot, `ticket-portfolio-${name}-${locale}`);
      if (name === 'home') {
        // Home's holdings list: each holding's total P/L split into price and FX, as the summary splits it.
        const split = tab.getByTestId('portfolio-split-AAPL').first();
        await split.scrollIntoViewIfNeeded();
        const text = await split.innerText();
        const amount = String.raw`[+\u2011]?MX\$[\d,]+\.\d{2}`;
        assert.match(text, new RegExp(`^${SPLIT_PRICE[locale]} ${amount} · ${SPLIT_FX[locale]} ${amount}$`), `the AAPL split (${locale}): ${text}`);
        await check(tab, shot, `ticket-portfolio-positions-${locale}`);
      }
      if (name === 'trade') {
        // The trade tab's holdings carry today's P/L in pesos (from the portfolio), coloured by its sign.
        const row = tab.locator('[data-testid="holding-list"] [data-code="AAPL"]').first();
        const day = row.getByTestId('position-day');
        await day.waitFor({ timeout: 15_000 });
        await row.scrollIntoViewIfNeeded();
        const value = await day.innerText();
        assert.match(value, /^[+-]?MX\$[\d,]+\.\d{2}$/, `today's P/L on the trade row (${locale}): ${value}`);
        const trend = await day.locator('xpath=..').getAttribute('class');
        assert.match(trend ?? '', value.startsWith('+') ? /trend-rise/ : value.startsWith('-') ? /trend-fall/ : /trend-flat/, `today's P/L coloured by its sign (${locale})`);
        assert.ok((await row.innerText()).includes(DAY_PNL[locale]), `labelled (${locale})`);
        await check(tab, shot, `ticket-trade-holdings-${locale}`);
      }
    }
    await tab.context().close();
  }
});

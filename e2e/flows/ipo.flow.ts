import assert from 'node:assert/strict';
import crypto from 'node:crypto';
import type { Page } from '@playwright/test';
import { expect, test, type FlowContext } from '../lib/fixtures.ts';
import { sendTicket } from '../lib/ticket.ts';
import { api, moveClock, operatorToken, waitFor } from '../lib/api.ts';
import { assertNoRawKeys } from '../lib/checks.ts';
import { typePin } from '../lib/pages.ts';

/**
 * Issue 14 in the browser: an operator lists one HK IPO per language (API); the demo
 * investor opens the calendar, picks the IPO, applies for 10 lots financed 90 % (the
 * loan, deposit and interest shown before the transaction password, the rule card), sees
 * it under "My subscriptions"; once the window has closed the operator allots; the
 * investor sees "allotted: pay now" in the trade tab's subscription list (4), opens the
 * payipo page and pays what is owed. Every screen in es, en and zh at 390x844, without raw
 * text keys or sideways overflow.
 */

type Locale = 'es' | 'en' | 'zh';
const LOCALES: Locale[] = ['es', 'en', 'zh'];
const PAY_PASSWORD = '123456';

interface Sub {
  id: number;
  ipoId: number;
  status: string;
  createdAt: number;
  due?: string;
  paid?: string;
  orderStatus?: string;
}

/** No raw text key (IPO and auction screens), no sideways overflow, then the screenshot. */
export async function check(page: Page, shot: FlowContext['shot'], name: string): Promise<void> {
  await assertNoRawKeys(page, name);
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  assert.ok(overflow <= 1, `${name} overflows horizontally by ${overflow}px`);
  await shot(page, name);
}

async function post<T>(baseUrl: string, route: string, body: unknown, token: string, key?: string): Promise<{ code: number; msg: string; data: T }> {
  const res = await fetch(`${baseUrl}/web${route}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', lang: 'en', authorization: token, ...(key ? { 'idempotency-key': key } : {}) },
    body: JSON.stringify(body),
  });
  return (await res.json()) as { code: number; msg: string; data: T };
}

interface Holding {
  id: number;
  code: string;
  positionNum: string;
  openPrice: string;
  status: number;
}

/** The server's clock now (it started at the harness's CLOCK_START and runs at real speed). */
async function serverTime(baseUrl: string, token: string): Promise<number> {
  return (await api<{ time: number }>(baseUrl, 'GET', '/trade/portfolio', undefined, token)).time;
}

/**
 * Moves the server's clock a second past `at` instead of waiting for it (the clock only moves
 * forward, by no more than the wait it replaces, so the worker's later flows see the time they
 * would have seen anyway).
 */
async function moveClockPast(baseUrl: string, token: string, at: number): Promise<void> {
  const now = await serverTime(baseUrl, token);
  if (at >= now) await moveClock(baseUrl, { advanceMs: at - now + 1_000 });
}

test('ipo: HK subscription financed 90 %, allotment, pay for the allotted shares (payipo) from the trade tab; es, en and zh', async ({ ctx: { newPage, baseUrl, shot } }) => {
  const token = (await api<{ token: string }>(baseUrl, 'POST', '/loginByUsername', { username: 'demo', password: 'Demo1234' })).token;
  const opToken = await operatorToken(baseUrl);

  // The server's clock (it starts at CLOCK_START): the time a subscription is stamped with.
  const us = (await api<{ list: { id: number; stock_code: string; market: string }[] }>(baseUrl, 'GET', '/m_ft/webull/new/stock?status=subscribing&pageSize=50')).list.find((x) => x.market === 'US');
  assert.ok(us, 'a US IPO is subscribing');
  const probe = await post<Sub>(baseUrl, '/NewShares/create', { ipoId: us.id, quantity: 1, payPassword: PAY_PASSWORD }, token, crypto.randomUUID());
  assert.equal(probe.code, 200, probe.msg);
  assert.equal((await post(baseUrl, '/NewShares/cancel', { id: probe.data.id, payPassword: PAY_PASSWORD }, token)).code, 200);
  // The server's clock runs at real speed from there.
  const serverNow = (() => {
    const offset = probe.data.createdAt - Date.now();
    return () => Date.now() + offset;
  })();

  // One HK IPO per language (one application per investor and IPO), listed just before its turn and closing 40 s later.
  const ipos: Record<Locale, { id: number; code: string; closesAt: number }> = {} as never;
  const list = async (i: number, locale: Locale) => {
    const now = serverNow();
    const closesAt = now + 40_000;
    const code = `0990${i}`;
    const created = await post<{ id: number }>(
      baseUrl,
      '/admin/ipo/create',
      {
        market: 'HK',
        code,
        nameEs: `Prueba E2E ${locale}`,
        nameEn: `E2E Test ${locale}`,
        nameZh: `端到端测试 ${locale}`,
        exchange: 'HKEX',
        sector: 'Information Technology',
        priceLow: '9',
        priceHigh: '10',
        lotSize: 500,
        sharesOffered: 100_000,
        opensAt: now - 3_600_000,
        closesAt,
        allotAt: closesAt + 86_400_000,
        listAt: closesAt + 2 * 86_400_000,
        mechanism: { kind: 'B', percent: 10 },
        description: 'E2E',
      },
      opToken,
    );
    assert.equal(created.code, 200, created.msg);
    ipos[locale] = { id: created.data.id, code, closesAt };
  };

  for (const [i, locale] of LOCALES.entries()) {
    await list(i, locale);
    const { id, code } = ipos[locale];
    const page = await newPage(locale);
    await page.context().addInitScript((value) => window.localStorage.setItem('token', value), token);
    await page.goto(`${baseUrl}/#/pages/product/newstock`);
    await page.getByTestId(`ipo-${code}`).waitFor();
    await check(page, shot, `ipo-list-${locale}`);
    await page.getByTestId(`ipo-${code}`).click();

    await page.getByTestId('ipo-detail').waitFor();
    await page.getByTestId('ipo-tier').selectOption('10');
    await page.getByTestId('ipo-finance').selectOption('90');
    await page.getByTestId('ipo-interest').waitFor();
    await page.getByTestId('ipo-rule').waitFor();
    // 10 lots of 500 at HK$10 with charges: HK$50,504.26; lent 90 %: HK$45,453.83; held: the deposit and the interest.
    assert.match(await page.getByTestId('ipo-loan').innerText(), /HK\$45,453\.83/);
    const held = await page.getByTestId('ipo-held').innerText();
    await check(page, shot, `ipo-subscribe-${locale}`);
    await page.getByTestId('ipo-confirm').click();
    await typePin(page, PAY_PASSWORD);

    await page.getByTestId('ipo-mine').waitFor();
    const mine = await api<{ list: (Sub & { held: string; financePercent?: number })[] }>(baseUrl, 'POST', '/position/subscription', {}, token);
    const sub = mine.list.find((s) => s.ipoId === id);
    assert.ok(sub, 'the subscription is listed');
    assert.equal(sub.financePercent, 90);
    assert.ok(held.replace(/[^\d.]/g, '').endsWith(sub.held), `the page held what the server holds (${held} / ${sub.held})`);
    await page.getByTestId(`ipo-sub-${sub.id}`).waitFor();
    await page.locator('.adm-toast-mask').waitFor({ state: 'detached' });
    await check(page, shot, `ipo-mine-${locale}`);
    await page.context().close();
  }

  // The window closes (the clock is moved past the last close); the operator allots each IPO (10 lots asked, 20 in the public tranche: all allotted).
  await moveClockPast(baseUrl, token, Math.max(...LOCALES.map((locale) => ipos[locale].closesAt)));
  for (const locale of LOCALES) {
    await waitFor(async () => (await post(baseUrl, '/admin/ipo/allot', { id: ipos[locale].id }, opToken)).code === 200, `the ${locale} subscription window to close`, 60_000);
  }

  for (const locale of LOCALES) {
    const subs = await api<{ list: Sub[] }>(baseUrl, 'POST', '/position/subscription', {}, token);
    const sub = subs.list.find((s) => s.ipoId === ipos[locale].id)!;
    assert.equal(sub.status, 'allotted');
    assert.equal(sub.due, '45453.83', 'the financed part is owed');
    const page = await newPage(locale);
    await page.context().addInitScript((value) => window.localStorage.setItem('token', value), token);
    await page.goto(`${baseUrl}/#/pages/trade/index?tab=4`);
    await page.getByTestId(`ipo-sub-${sub.id}`).waitFor();
    await page.getByTestId(`ipo-sub-due-${sub.id}`).waitFor();
    await check(page, shot, `ipo-trade-tab-${locale}`);
    await page.getByTestId(`ipo-pay-${sub.id}`).click();

    await page.getByTestId('ipo-pay-due').waitFor();
    assert.match(await page.getByTestId('ipo-pay-due').innerText(), /HK\$45,453\.83/);
    await check(page, shot, `ipo-payipo-${locale}`);
    await page.getByTestId('ipo-pay-confirm').click();
    await typePin(page, PAY_PASSWORD);
    await page.getByTestId('ipo-pay-paid').waitFor();
    await page.locator('.adm-toast-mask').waitFor({ state: 'detached' });
    await check(page, shot, `ipo-paid-${locale}`);
    const after = (await api<{ list: Sub[] }>(baseUrl, 'POST', '/position/subscription', {}, token)).list.find((s) => s.id === sub.id)!;
    assert.equal(after.orderStatus, 'settled');
    assert.equal(after.paid, '50504.26');
    await page.context().close();
  }
});

/*
 * The US rule end to end (issue 14): an operator lists one US IPO per language (API); the
 * demo investor subscribes in the browser (shares and a limit within the range, the amount
 * held); once the window has closed the operator sets the final price and allots (100,000
 * shares offered for 10 asked: every request is filled, whatever the random draw); the
 * listing job puts the instrument on the simulated market and the shares in the trade tab,
 * from where the investor sells them through the stock ticket. Selling within 30 days of
 * the listing bars the investor from IPOs for 60 days: this flow runs after the HK one.
 */
test('ipo: US subscription, allotment, listing, sell the allotted shares from the trade tab; es, en and zh', async ({ ctx: { newPage, baseUrl, shot } }) => {
  const token = (await api<{ token: string }>(baseUrl, 'POST', '/loginByUsername', { username: 'demo', password: 'Demo1234' })).token;
  const opToken = await operatorToken(baseUrl);
  const SHARES = 10;
  const phone = async (locale: Locale) => {
    const page = await newPage(locale);
    page.setDefaultTimeout(60_000);
    await page.context().addInitScript((value) => window.localStorage.setItem('token', value), token);
    return page;
  };
  const ipos: Record<Locale, { id: number; code: string; sub: number; closesAt: number }> = {} as never;

  for (const [i, locale] of LOCALES.entries()) {
    // Listed just before its turn, closing 90 s later (a loaded machine is slow); allotment and listing as soon as it has closed.
    const now = await serverTime(baseUrl, token);
    const closesAt = now + 90_000;
    const code = `E2EU${'ABC'[i]}`;
    const created = await post<{ id: number }>(
      baseUrl,
      '/admin/ipo/create',
      {
        market: 'US',
        code,
        nameEs: `Prueba EE. UU. ${locale}`,
        nameEn: `US E2E Test ${locale}`,
        nameZh: `美股端到端测试 ${locale}`,
        exchange: 'NASDAQ',
        sector: 'Information Technology',
        priceLow: '18',
        priceHigh: '21',
        lotSize: 1,
        sharesOffered: 100_000,
        opensAt: now - 3_600_000,
        closesAt,
        allotAt: closesAt,
        listAt: closesAt,
        description: 'E2E',
      },
      opToken,
    );
    assert.equal(created.code, 200, created.msg);
    const { id } = created.data;

    const page = await phone(locale);
    await page.goto(`${baseUrl}/#/pages/product/newstock`);
    await page.getByTestId(`ipo-${code}`).waitFor();
    await page.getByTestId(`ipo-${code}`).scrollIntoViewIfNeeded();
    await check(page, shot, `ipo-us-list-${locale}`);
    await page.getByTestId(`ipo-${code}`).click();

    await page.getByTestId('ipo-detail').waitFor();
    await page.getByTestId('ipo-quantity').fill(String(SHARES));
    await page.getByTestId('ipo-limit').fill('21');
    // 10 shares at the top of the range: US$210.00 held.
    await page.locator('[data-testid="ipo-held"]', { hasText: /US\$210\.00/ }).waitFor();
    await page.getByTestId('ipo-rule').waitFor();
    await check(page, shot, `ipo-us-subscribe-${locale}`);
    await page.getByTestId('ipo-confirm').click();
    await typePin(page, PAY_PASSWORD);

    await page.getByTestId('ipo-mine').waitFor();
    const mine = await api<{ list: (Sub & { held: string; shares?: number })[] }>(baseUrl, 'POST', '/position/subscription', {}, token);
    const sub = mine.list.find((s) => s.ipoId === id);
    assert.ok(sub, 'the subscription is listed');
    assert.equal(sub.status, 'subscribed');
    assert.equal(sub.held, '210.00');
    await page.getByTestId(`ipo-sub-${sub.id}`).waitFor();
    await page.locator('.adm-toast-mask').waitFor({ state: 'detached' });
    await check(page, shot, `ipo-us-mine-${locale}`);
    await page.context().close();
    ipos[locale] = { id, code, sub: sub.id, closesAt };
  }

  // The window closes (the clock is moved past the last close): the operator sets the final price (US$20, within the range) and allots.
  await moveClockPast(baseUrl, token, Math.max(...LOCALES.map((locale) => ipos[locale].closesAt)));
  for (const locale of LOCALES) {
    const { id } = ipos[locale];
    await waitFor(async () => (await post(baseUrl, '/admin/ipo/finalPrice', { id, price: '20' }, opToken)).code === 200, `the ${locale} subscription window to close`, 120_000);
    const allotted = await post<{ basis?: { requests: number } }>(baseUrl, '/admin/ipo/allot', { id }, opToken);
    assert.equal(allotted.code, 200, allotted.msg);
  }
  for (const locale of LOCALES) {
    const sub = (await api<{ list: (Sub & { allottedShares?: number; paid?: string })[] }>(baseUrl, 'POST', '/position/subscription', {}, token)).list.find((s) => s.id === ipos[locale].sub)!;
    // Allotted, or already listed: the listing job (every minute) may have run since.
    assert.ok(['allotted', 'listed'].includes(sub.status), `allotted (${locale}): ${sub.status}`);
  }

  // Listing (the ipo.list job, every minute, at list_at): the instrument trades, the shares are a holding.
  // A minute on the clock makes the job due at once instead of within the minute.
  await moveClock(baseUrl, { advanceMs: 60_000 });
  const holdings = async () => (await api<{ list: Holding[] }>(baseUrl, 'POST', '/position/me', { pageSize: 100 }, token)).list;
  await waitFor(async () => {
    const list = await holdings();
    return LOCALES.every((locale) => list.some((p) => p.code === ipos[locale].code && p.status === 0));
  }, 'the listing to credit the allotted shares', 60_000);

  for (const locale of LOCALES) {
    const { code } = ipos[locale];
    const held = (await holdings()).find((p) => p.code === code && p.status === 0)!;
    assert.equal(Number(held.positionNum), SHARES, `all ${SHARES} shares allotted (${locale})`);
    assert.equal(Number(held.openPrice), 20, 'at the final price');

    const page = await phone(locale);
    await page.goto(`${baseUrl}/#/pages/trade/index`);
    const row = page.locator(`[data-testid="holding-list"] [data-code="${code}"]`).first();
    await expect(row, `${locale}: the allotted ${code} holding on the trade tab`).toBeVisible(); // on failure the report keeps a screenshot
    await row.scrollIntoViewIfNeeded();
    await check(page, shot, `ipo-us-holding-${locale}`);
    await row.click();
    await page.getByTestId('position-detail').waitFor();
    await page.getByTestId('detail-quote').click();
    await page.locator(`[data-testid="quote-page"][data-code="${code}"]`).waitFor();
    await page.getByTestId('quote-sell').click();
    await page.locator('[data-testid="order-page"][data-market="US"]').waitFor();
    await page.locator(`[data-testid="order-held"][data-held="${SHARES}"]`).waitFor();
    await page.getByTestId('order-quantity-input').locator('input').fill(String(SHARES));
    // The estimate for all of them (the cost lines follow the quantity).
    await page.locator('[data-testid="line-quantity"] dd', { hasText: new RegExp(`^${SHARES}\\b`) }).waitFor();
    await page.getByTestId('order-proceeds').waitFor();
    await page.getByTestId('order-cost').scrollIntoViewIfNeeded();
    await check(page, shot, `ipo-us-sell-${locale}`);
    await sendTicket(page, SHARES);
    await check(page, shot, `ipo-us-sold-${locale}`);
    await page.context().close();
    const after = (await holdings()).filter((p) => p.code === code && p.status === 0);
    assert.equal(after.length, 0, `the allotted shares are sold (${locale})`);
  }

  // Sold on the first day: the flipping rule bars the investor from IPOs for 60 days, said on the IPO page.
  const counts = await api<{ barredUntil?: number }>(baseUrl, 'POST', '/position/getIpoFullNum', {}, token);
  assert.ok(counts.barredUntil, 'the flipping bar is set');
  const page = await phone('en');
  await page.goto(`${baseUrl}/#/pages/payment/newstock?id=${(await api<{ list: { id: number; market: string }[] }>(baseUrl, 'GET', '/m_ft/webull/new/stock?status=subscribing&pageSize=50')).list.find((x) => x.market === 'US')!.id}`);
  await page.getByTestId('ipo-barred').waitFor();
  await check(page, shot, 'ipo-us-barred-en');
  await page.context().close();
});

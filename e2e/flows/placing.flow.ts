import assert from 'node:assert/strict';
import type { Page } from 'playwright-core';
import { defineFlow, type FlowContext } from '../harness.ts';

/**
 * Issue 14 in the browser: the demo investor opens the placing page with the demo access
 * key (a wrong key is refused first), reads the tranche and its rule, subscribes with the
 * transaction password and sees the order in the records; then the pre-market auction page
 * with the window, the indicative prices and the order form (the harness clock is Friday
 * 10:00 New York, outside every pre-opening window, so the form says when input opens).
 * Every screen in es, en and zh at 390x844, without raw text keys or sideways overflow.
 * (Queuing, the cross at the open and the allocation are proven by the server tests with a
 * pinned clock: a second server with another clock did not start within the harness's 90 s
 * on the shared machine.)
 */

type Locale = 'es' | 'en' | 'zh';
const PAY_PASSWORD = '123456';
const DEMO_KEY = 'P1ACE-DEMO0-00000-00000-00001';

interface Envelope<T> {
  code: number;
  msg: string;
  data: T;
}

async function api<T>(baseUrl: string, route: string, body: unknown, token?: string): Promise<T> {
  const res = await fetch(`${baseUrl}/web${route}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', lang: 'en', ...(token ? { authorization: token } : {}) },
    body: JSON.stringify(body ?? {}),
  });
  const envelope = (await res.json()) as Envelope<T>;
  assert.equal(envelope.code, 200, `${route}: ${envelope.msg}`);
  return envelope.data;
}

async function assertNoRawKeys(page: Page, where: string): Promise<void> {
  const text = await page.locator('body').innerText();
  const raw = text.match(/\b(placing|auction|terms|money|common|nav|trade|settings)\.[a-zA-Z]+(\.[a-zA-Z0-9_]+)*/);
  assert.equal(raw, null, `raw text key on ${where}: ${raw?.[0]}`);
}

async function assertNoOverflow(page: Page, where: string): Promise<void> {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  assert.ok(overflow <= 1, `${where} overflows horizontally by ${overflow}px`);
}

async function check(page: Page, shot: FlowContext['shot'], name: string): Promise<void> {
  await assertNoRawKeys(page, name);
  await assertNoOverflow(page, name);
  await shot(page, name);
}

async function typePin(page: Page, pin: string): Promise<void> {
  await page.locator('[data-testid="pay-sheet-input"]').waitFor();
  await page.locator('.adm-number-keyboard-key').first().waitFor();
  for (const digit of pin) await page.locator('.adm-number-keyboard-key', { hasText: new RegExp(`^${digit}$`) }).click();
}

export default [
  defineFlow('placing: open a tranche with the access key, subscribe, see the record; the pre-market auction page; es, en and zh', async ({ newPage, shot, baseUrl }) => {
    {
      const token = (await api<{ token: string }>(baseUrl, '/loginByUsername', { username: 'demo', password: 'Demo1234' })).token;
      const tranches = await api<{ id: number; stock_code: string; status: string; minQuantity: number }[]>(baseUrl, '/placing_order/tranches', { secret: DEMO_KEY }, token);
      const tranche = tranches.find((x) => x.status === 'open');
      assert.ok(tranche, 'the demo key opens an open tranche');

      for (const locale of ['es', 'en', 'zh'] as Locale[]) {
        const page = await newPage(locale);
        await page.context().addInitScript((value) => window.localStorage.setItem('token', value), token);
        const before = await api<{ total: number }>(baseUrl, '/position/placing_subscription', {}, token);

        await page.goto(`${baseUrl}/#/pages/placing/index`);
        await page.getByTestId('placing-key').waitFor();
        await page.getByTestId('placing-key').fill('WRONG-KEY00-00000');
        await page.getByTestId('placing-open').click();
        await page.getByTestId('placing-key-error').waitFor();
        await check(page, shot, `placing-wrong-key-${locale}`);

        await page.getByTestId('placing-key').fill(DEMO_KEY);
        await page.getByTestId('placing-open').click();
        await page.getByTestId(`placing-tranche-${tranche.id}`).waitFor();
        await page.getByTestId(`placing-tranche-${tranche.id}`).click();
        await page.getByTestId('placing-quantity').fill(String(tranche.minQuantity));
        await page.getByTestId('placing-rule').waitFor();
        const total = await page.getByTestId('placing-total').innerText();
        await check(page, shot, `placing-tranche-${locale}`);
        await page.getByTestId('placing-rule').scrollIntoViewIfNeeded();
        await check(page, shot, `placing-subscribe-${locale}`);
        await page.getByTestId('placing-confirm').click();
        await typePin(page, PAY_PASSWORD);

        await page.getByTestId('placing-record').waitFor();
        const after = await api<{ total: number; list: { id: number; total: string; status: string }[] }>(baseUrl, '/position/placing_subscription', {}, token);
        assert.equal(after.total, before.total + 1, 'one new placing order');
        const order = after.list[0]!;
        assert.equal(order.status, 'subscribed');
        assert.ok(total.replace(/[^\d.]/g, '').endsWith(order.total), `the page showed the amount held (${total} / ${order.total})`);
        await page.getByTestId(`placing-order-${order.id}`).waitFor();
        await page.locator('.adm-toast-mask').waitFor({ state: 'detached' });
        await check(page, shot, `placing-record-${locale}`);

        // The pre-market auction page: window, indicative prices and the order form of AAPL.
        await page.goto(`${baseUrl}/#/pages/product/auction?market=US&code=AAPL`);
        await page.getByTestId('auction-phase').waitFor();
        await page.getByTestId('auction-form').waitFor();
        await page.getByTestId('auction-rule').waitFor();
        await check(page, shot, `auction-${locale}`);
        await page.context().close();
      }
    }
  }),
];

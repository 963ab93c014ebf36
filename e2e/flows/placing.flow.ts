import assert from 'node:assert/strict';
import { test } from '../lib/fixtures.ts';
import { api } from '../lib/api.ts';
import { check } from '../lib/checks.ts';
import { typePin } from '../lib/pages.ts';

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

test('placing: open a tranche with the access key, subscribe, see the record; the pre-market auction page; es, en and zh', async ({ ctx: { newPage, shot, baseUrl } }) => {
  {
    const token = (await api<{ token: string }>(baseUrl, 'POST', '/loginByUsername', { username: 'demo', password: 'Demo1234' })).token;
    const tranches = await api<{ id: number; stock_code: string; status: string; minQuantity: number }[]>(baseUrl, 'POST', '/placing_order/tranches', { secret: DEMO_KEY }, token);
    const tranche = tranches.find((x) => x.status === 'open');
    assert.ok(tranche, 'the demo key opens an open tranche');

    for (const locale of ['es', 'en', 'zh'] as Locale[]) {
      const page = await newPage(locale);
      await page.context().addInitScript((value) => window.localStorage.setItem('token', value), token);
      const before = await api<{ total: number }>(baseUrl, 'POST', '/position/placing_subscription', {}, token);

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
      const after = await api<{ total: number; list: { id: number; total: string; status: string }[] }>(baseUrl, 'POST', '/position/placing_subscription', {}, token);
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
});

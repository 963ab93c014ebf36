import assert from 'node:assert/strict';
import { test } from '../lib/fixtures.ts';
import { api, moveClock } from '../lib/api.ts';
import { check } from '../lib/checks.ts';
import { typePin } from '../lib/pages.ts';

/**
 * Issue 17 in the browser: the demo investor opens robot mining (simulated network and
 * the robots with their estimate), rents an S19 from the product page (all-in preview,
 * rule, transaction password), watches it go from finding pool to mining live (the
 * connecting steps passed by moving the server's clock), gets a
 * payout (the payout job run now by an operator), tops up energy and redeems it. Every
 * screen in es, en and zh at 390x844, without raw text keys or sideways overflow.
 */

type Locale = 'es' | 'en' | 'zh';
const PAY_PASSWORD = '123456';

interface Robot {
  id: number;
  model: string;
  mode: string;
}

test('mining: rent a robot, finding pool to mining live, a payout, top up, redeem; es, en and zh', async ({ ctx: { newPage, baseUrl, shot } }) => {
  const token = (await api<{ token: string }>(baseUrl, 'POST', '/loginByUsername', { username: 'demo', password: 'Demo1234' })).token;
  const operator = (await api<{ token: string }>(baseUrl, 'POST', '/admin/login', { username: 'admin', password: 'Admin1234' })).token;
  const robots = await api<{ list: Robot[] }>(baseUrl, 'POST', '/robot/pageList', { pageSize: 50 });
  // The demo investor has US$1,000 in FINANCIAL (demo seed): an S19 rental with 2 days of energy is US$140.65.
  const s21 = robots.list.find((r) => r.model === 'Antminer S19' && r.mode === 'rent');
  assert.ok(s21, 'the S19 rental is on offer');

  for (const locale of ['es', 'en', 'zh'] as Locale[]) {
    const page = await newPage(locale);
    await page.context().addInitScript((value) => window.localStorage.setItem('token', value), token);

    await page.goto(`${baseUrl}/#/pages/robotai/index`);
    await page.getByTestId('robot-network').waitFor();
    await page.getByTestId(`robot-${s21.id}`).waitFor();
    await check(page, shot, `mining-index-${locale}`);
    await page.getByTestId(`robot-open-${s21.id}`).click();

    await page.getByTestId('robot-total').waitFor();
    await page.getByTestId('robot-energy-days').fill('2');
    await page.getByTestId('robot-energy').filter({ hasText: '12.40' }).waitFor();
    await page.getByTestId('robot-rule').waitFor();
    await check(page, shot, `mining-product-${locale}`);
    await page.getByTestId('robot-confirm').click();
    await typePin(page, PAY_PASSWORD);

    // The robot page: finding pool first, then mining (yellow) without a reload (push). The three
    // connecting steps (5 s each) are passed on the server's clock instead of waited for.
    await page.getByTestId('robot-detail').waitFor();
    await moveClock(baseUrl, { advanceMs: 15_000 });
    await page.locator('[data-testid="robot-state"][data-state="4"]').waitFor({ timeout: 30_000 });
    const orders = await api<{ list: { id: number; state: number }[] }>(baseUrl, 'POST', '/robotOrder/pageList', { status: 'active' }, token);
    const order = orders.list[0]!;
    const messages = await api<{ list: { state?: number }[] }>(baseUrl, 'GET', `/robotMessage/${order.id}`, undefined, token);
    assert.deepEqual(
      messages.list.filter((m) => m.state !== undefined).map((m) => m.state).slice(0, 4),
      [4, 3, 2, 1],
      'finding pool, locating, start mining, mining',
    );
    await check(page, shot, `mining-detail-mining-${locale}`);

    // A payout: the payout job run now pays up to this moment from the network's blocks.
    await api(baseUrl, 'POST', '/admin/jobs/run', { name: 'mining.payouts' }, operator);
    await page.getByTestId('robot-message-payout').first().waitFor({ timeout: 30_000 });
    await page.getByTestId('robot-records').click();
    await page.getByTestId('robot-payouts').waitFor();
    await check(page, shot, `mining-record-${locale}`);
    await page.goBack();

    // Top up one day of energy, then redeem.
    await page.getByTestId('robot-topup-days').fill('1');
    await page.getByTestId('robot-topup').click();
    await typePin(page, PAY_PASSWORD);
    await page.getByTestId('robot-message-energy').waitFor();
    await page.locator('.adm-toast-mask').waitFor({ state: 'detached' });
    await page.getByTestId('robot-redeem').click();
    await page.getByTestId('robot-redeem-dialog').waitFor();
    await page.locator('.adm-dialog-footer button, .adm-dialog-button').last().click();
    await typePin(page, PAY_PASSWORD);
    await page.locator('[data-testid="robot-state"][data-state="7"]').waitFor();
    await page.getByTestId('robot-refund').waitFor();
    await page.locator('.adm-toast-mask').waitFor({ state: 'detached' });
    await check(page, shot, `mining-detail-redeemed-${locale}`);

    await page.goto(`${baseUrl}/#/pages/robotai/quote`);
    await page.getByTestId('robot-kline-last').waitFor();
    await check(page, shot, `mining-quote-${locale}`);
    await page.context().close();
  }
});

import assert from 'node:assert/strict';
import { test } from '../lib/fixtures.ts';
import { api } from '../lib/api.ts';
import { check } from '../lib/checks.ts';
import { typePin } from '../lib/pages.ts';

/**
 * Issue 16 in the browser: the demo investor opens the agencies (track record with "past
 * results do not predict future results" beside it, the strategy's curve, rule, holdings
 * and trades), copies one (preview, no-exit notice, rule card, transaction password) and
 * lands on the copy with its opening trades; then subscribes to an AI quant product
 * without a key and to the restricted one with an operator-issued key, and sees each
 * subscription's page. Mirroring later trades and settlement need the clock to move a day
 * or a period: apps/server/test/strategies proves them with a pinned clock.
 * es, en and zh at 390x844, no raw keys, no sideways overflow.
 */

type Locale = 'es' | 'en' | 'zh';
const PAY_PASSWORD = '123456';

const DISCLAIMER: Record<Locale, string> = {
  es: 'Los resultados pasados no predicen resultados futuros.',
  en: 'Past results do not predict future results.',
  zh: '过往业绩不预示未来表现。',
};

test('follow: copy an agency (track record, curve, preview, no exit, password) and see the copy; es, en and zh', async ({ ctx: { newPage, baseUrl, shot } }) => {
  const token = (await api<{ token: string }>(baseUrl, 'POST', '/loginByUsername', { username: 'demo', password: 'Demo1234' })).token;
  const agencies = (await api<{ list: { id: number; strategy: { id: number } }[] }>(baseUrl, 'GET', '/userFollowInvest/getInvestAgencyList')).list;
  assert.ok(agencies.length > 0, 'the demo seed opens agencies');
  const agency = agencies[0]!;
  for (const locale of ['es', 'en', 'zh'] as Locale[]) {
    const page = await newPage(locale);
    await page.context().addInitScript((value) => window.localStorage.setItem('token', value), token);
    await page.goto(`${baseUrl}/#/pages/product/follow`);
    await page.getByTestId(`agency-${agency.id}`).waitFor();
    assert.equal(await page.getByTestId(`agency-record-${agency.id}-disclaimer`).innerText(), DISCLAIMER[locale]);
    await check(page, shot, `follow-agencies-${locale}`);
    await page.getByTestId(`agency-more-${agency.id}`).click();
    await page.locator(`[data-testid="strategy-chart-${agency.strategy.id}"][data-ready="yes"]`).waitFor();
    await page.getByTestId(`strategy-trades-${agency.strategy.id}`).waitFor();
    await check(page, shot, `follow-strategy-${locale}`);

    await page.getByTestId(`agency-copy-${agency.id}`).click();
    await page.getByTestId('follow-order').waitFor();
    await page.getByTestId('follow-amount').fill('150');
    await page.getByTestId('follow-period-7').click();
    await page.getByTestId('follow-preview').waitFor();
    await page.getByTestId('follow-no-exit').waitFor();
    await page.getByTestId('follow-rule').waitFor();
    await check(page, shot, `follow-order-${locale}`);
    const before = (await api<{ total: number }>(baseUrl, 'POST', '/userFollowInvest/pageList', {}, token)).total;
    await page.getByTestId('follow-confirm').click();
    await typePin(page, PAY_PASSWORD);
    await page.getByTestId('copy-detail').waitFor();
    await page.getByTestId('copy-value').waitFor();
    const after = await api<{ total: number; list: { amount: string; periodDays: number; status: string }[] }>(baseUrl, 'POST', '/userFollowInvest/pageList', {}, token);
    assert.equal(after.total, before + 1);
    assert.deepEqual([after.list[0]!.amount, after.list[0]!.periodDays, after.list[0]!.status], ['150.00', 7, 'following']);
    await check(page, shot, `follow-copy-${locale}`);

    // The trade tab's follow list (5) shows the copy and opens it.
    await page.goto(`${baseUrl}/#/pages/trade/index?tab=5`);
    await page.getByTestId('copy-list').waitFor();
    await page.locator('.adm-toast-mask').waitFor({ state: 'detached' }); // "copy started" from the page before
    await check(page, shot, `follow-trade-tab-${locale}`);
    await page.getByTestId('copy-list').locator('button').first().click();
    await page.getByTestId('copy-detail').waitFor();
    await page.close();
  }
});

test('quant: subscribe without a key and with an operator-issued key; the subscription page; es, en and zh', async ({ ctx: { newPage, baseUrl, shot } }) => {
  const token = (await api<{ token: string }>(baseUrl, 'POST', '/loginByUsername', { username: 'demo', password: 'Demo1234' })).token;
  const admin = (await api<{ token: string }>(baseUrl, 'POST', '/admin/login', { username: 'admin', password: 'Admin1234' })).token;
  const products = (await api<{ list: { id: number; needsKey: boolean }[] }>(baseUrl, 'GET', '/quantization/list')).list;
  const open = products.find((p) => !p.needsKey)!;
  const locked = products.find((p) => p.needsKey)!;
  assert.ok(open && locked, 'the demo seed has an open and a restricted product');
  for (const locale of ['es', 'en', 'zh'] as Locale[]) {
    const page = await newPage(locale);
    await page.context().addInitScript((value) => window.localStorage.setItem('token', value), token);
    await page.goto(`${baseUrl}/#/pages/aiquantify/index`);
    await page.getByTestId(`quant-product-${open.id}`).waitFor();
    await page.getByTestId('quant-rank-1').waitFor();
    assert.equal(await page.getByTestId('quant-ranking-disclaimer').innerText(), DISCLAIMER[locale]);
    await check(page, shot, `quant-index-${locale}`);

    // Without a key.
    await page.getByTestId(`quant-open-${open.id}`).click();
    await page.getByTestId(`quant-subscribe-${open.id}`).getByTestId('quant-amount').fill('120');
    await page.getByTestId(`quant-subscribe-${open.id}`).getByTestId('quant-lock').waitFor();
    await check(page, shot, `quant-subscribe-${locale}`);
    await page.getByTestId(`quant-subscribe-${open.id}`).getByTestId('quant-confirm').click();
    await typePin(page, PAY_PASSWORD);
    await page.getByTestId('quant-order-detail').waitFor();
    await check(page, shot, `quant-order-${locale}`);

    // With a key issued by an operator for the restricted product.
    const issued = await api<{ key: string }>(baseUrl, 'POST', '/admin/access-keys/issue', { product: 'quant', scope: String(locked.id), maxUses: 1 }, admin);
    await page.goto(`${baseUrl}/#/pages/aiquantify/index`);
    await page.getByTestId(`quant-open-${locked.id}`).click();
    const form = page.getByTestId(`quant-subscribe-${locked.id}`);
    await form.getByTestId('quant-amount').fill('200');
    await form.getByTestId('quant-secret').fill(issued.key);
    await form.getByTestId('quant-check').click();
    await form.getByTestId('quant-key-ok').waitFor();
    await form.getByTestId('quant-confirm').click();
    await typePin(page, PAY_PASSWORD);
    await page.getByTestId('quant-order-detail').waitFor();
    const orders = await api<{ list: { productId: number; amount: string; status: string }[] }>(baseUrl, 'POST', '/quantization/order/pageList', {}, token);
    assert.deepEqual([orders.list[0]!.productId, orders.list[0]!.amount, orders.list[0]!.status], [locked.id, '200.00', 'in_progress']);
    await page.goto(`${baseUrl}/#/pages/aiquantify/record`);
    await page.getByTestId(`quant-order-disclaimer-${(await api<{ list: { id: number }[] }>(baseUrl, 'POST', '/quantization/order/pageList', {}, token)).list[0]!.id}`).waitFor();
    await check(page, shot, `quant-records-${locale}`);
    await page.close();
  }
});

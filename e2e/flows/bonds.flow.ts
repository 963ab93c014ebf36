import assert from 'node:assert/strict';
import type { Page } from 'playwright-core';
import { defineFlow, type FlowContext } from '../harness.ts';

/**
 * Issue 15 in the browser: the demo investor opens the bonds list, buys CETES 28 from
 * the buy page (all-in cost, cash-flow schedule, rule card, transaction password) and
 * sees the holding under "My bonds"; then the sale page of a holding and the trade
 * tab's bonds list (6) with the totals. Every screen in
 * es, en and zh at 390x844, without raw text keys or sideways overflow.
 */

type Locale = 'es' | 'en' | 'zh';
const PAY_PASSWORD = '123456';

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
  const raw = text.match(/\b(bonds|terms|money|common|nav|trade|settings)\.[a-zA-Z]+(\.[a-zA-Z0-9_]+)*/);
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

interface Holding {
  id: number;
  code: string;
  status: string;
}

export default [
  defineFlow('bonds: buy CETES 28 with the schedule shown, see it in my bonds; the sale page; es, en and zh', async ({ newPage, baseUrl, shot }) => {
    const token = (await api<{ token: string }>(baseUrl, '/loginByUsername', { username: 'demo', password: 'Demo1234' })).token;
    const list = await api<{ list: { id: number; code: string }[] }>(baseUrl, '/m_ft/bondsList', { pageSize: 50 });
    const cetes = list.list.find((bond) => bond.code === 'CETES 28');
    assert.ok(cetes, 'CETES 28 is on the list');

    for (const locale of ['es', 'en', 'zh'] as Locale[]) {
      const page = await newPage(locale);
      await page.context().addInitScript((value) => window.localStorage.setItem('token', value), token);
      const before = await api<{ total: number }>(baseUrl, '/treasuryBond/pageList', { status: 'all' }, token);

      await page.goto(`${baseUrl}/#/pages/bonds/list`);
      await page.getByTestId('bond-CETES 28').waitFor();
      await check(page, shot, `bonds-list-${locale}`);
      await page.getByTestId('bond-CETES 28').click();

      await page.getByTestId('bond-schedule').waitFor();
      await page.getByTestId('bond-quantity').fill('20');
      await page.locator('[data-testid^="bond-flow-redemption-"]', { hasText: '200' }).waitFor();
      const total = await page.getByTestId('bond-total').innerText();
      await page.getByTestId('bond-rule').waitFor();
      await check(page, shot, `bonds-open-${locale}`);
      await page.getByTestId('bond-confirm').click();
      await typePin(page, PAY_PASSWORD);

      await page.getByTestId('bond-holdings').waitFor();
      const after = await api<{ total: number; list: (Holding & { cost: string })[] }>(baseUrl, '/treasuryBond/pageList', { status: 'all' }, token);
      assert.equal(after.total, before.total + 1, 'one new holding');
      const bought = after.list[0]!;
      assert.equal(bought.code, 'CETES 28');
      assert.ok(total.replace(/[^\d.]/g, '').endsWith(bought.cost), `the page showed the cost paid (${total} / ${bought.cost})`);
      await page.getByTestId(`bond-holding-${bought.id}`).waitFor();
      await page.locator('.adm-toast-mask').waitFor({ state: 'detached' });
      await check(page, shot, `bonds-mine-${locale}`);

      await page.getByTestId(`bond-sell-${bought.id}`).click();
      await page.getByTestId('bond-proceeds').waitFor();
      await check(page, shot, `bonds-close-${locale}`);

      // The trade tab's bonds list (6) with the totals.
      await page.goto(`${baseUrl}/#/pages/trade/index?tab=6`);
      await page.getByTestId(`bond-holding-${bought.id}`).waitFor();
      await page.getByTestId('bond-totals-MXN').waitFor();
      await check(page, shot, `bonds-trade-tab-${locale}`);
      await page.context().close();
    }
  }),
];

import assert from 'node:assert/strict';
import Decimal from 'decimal.js';
import { test } from '../lib/fixtures.ts';
import { api } from '../lib/api.ts';
import { assertNoRawKeys, check } from '../lib/checks.ts';
import { desktopPage, typePin } from '../lib/pages.ts';

/**
 * Issue 15 (block trades) in the browser: the demo investor applies for block trading
 * (experience + risk text), an operator opens it in the back office's review queue, then
 * the investor buys a 10,000-share block at the offer's discounted price (all-in preview,
 * lock-up date, both rules, transaction password) and sees it under "My blocks", locked,
 * and in the trade tab's holdings with "locked until <date>"; its sale is refused until then
 * (button disabled; the server answers BLOCK_LOCKED naming the date, the block stays held).
 * Every screen in es, en and zh at 390x844, without raw text keys or sideways overflow.
 */

type Locale = 'es' | 'en' | 'zh';
const PAY_PASSWORD = '123456';

interface Envelope<T> {
  code: number;
  msg: string;
  data: T;
}

interface Offer {
  id: number;
  code: string;
  discountPercent: string;
  referencePrice: string;
  lockupDays: number;
}

interface Order {
  id: number;
  code: string;
  quantity: number;
  price: string;
  referencePrice: string;
  discountPercent: string;
  total: string;
  status: string;
  locked: boolean;
  lockedUntil?: number;
}

/** The lock-up line of a held block, as the app words it in each language. */
const LOCKED_UNTIL: Record<Locale, string> = { es: 'Bloqueada hasta el {date}', en: 'Locked until {date}', zh: '锁定至 {date}' };

/** A call whose refusal the flow checks: the envelope as it came, in the page's language. */
async function rawApi(baseUrl: string, route: string, body: unknown, token: string, lang: Locale): Promise<Envelope<{ error?: string }>> {
  const res = await fetch(`${baseUrl}/web${route}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', lang, authorization: token },
    body: JSON.stringify(body),
  });
  return (await res.json()) as Envelope<{ error?: string }>;
}

/** The block each language buys (Mexican names: the demo's MX wallet pays). */
const BUY: Record<Locale, string> = { es: 'AMXB', en: 'TLEVISACPO', zh: 'AMXB' };

test('blocktrade: apply, approval in the back office, a 10,000-share block at the discounted price, my blocks locked; es, en and zh', async ({ ctx: { browser, newPage, baseUrl, shot } }) => {
  const login = await api<{ token: string; userInfo: { userId: number } }>(baseUrl, 'POST', '/loginByUsername', { username: 'demo', password: 'Demo1234' });
  const token = login.token;
  const offers = (await api<{ list: Offer[] }>(baseUrl, 'POST', '/blockTrade/offers', { pageSize: 50 })).list;

  for (const locale of ['es', 'en', 'zh'] as Locale[]) {
    const page = await newPage(locale);
    await page.context().addInitScript((value) => window.localStorage.setItem('token', value), token);
    await page.goto(`${baseUrl}/#/pages/product/blocktrade`);
    await page.getByTestId(`block-offer-${BUY[locale]}`).waitFor();
    await page.getByTestId('block-authority-status').waitFor();

    if (locale === 'es') {
      // Not opened: apply (experience + the risk text), then it is under review.
      assert.equal(await page.getByTestId('block-authority-status').getAttribute('data-status'), 'not_opened');
      await check(page, shot, `blocktrade-offers-${locale}`);
      await page.getByTestId('block-apply-open').click();
      await page.getByTestId('block-risk-text').waitFor();
      await page.getByTestId('block-exp-1_3y').click();
      await page.getByTestId('block-risk-accept').click();
      await check(page, shot, `blocktrade-apply-${locale}`);
      await page.getByTestId('block-apply').click();
      await page.locator('[data-testid="block-authority-status"][data-status="under_review"]').waitFor();
      await check(page, shot, `blocktrade-under-review-${locale}`);

      // The operator opens it from the review queue.
      const admin = await desktopPage(browser, 'es');
      await admin.goto(`${baseUrl}/admin/`);
      await admin.getByTestId('admin-username').fill('admin');
      await admin.getByTestId('admin-password').fill('Admin1234');
      await admin.getByTestId('admin-login-submit').click();
      await admin.getByTestId('nav-blocktrade').click();
      await admin.getByTestId(`block-app-${login.userInfo.userId}`).waitFor();
      await assertNoRawKeys(admin, 'back office block applications (es)');
      await shot(admin, 'blocktrade-admin-queue-es');
      await admin.getByTestId(`block-app-open-${login.userInfo.userId}`).click();
      // The decision confirms with what it will do, naming the client (issue 30.5).
      await admin.locator('[data-testid="block-open-dialog"]', { hasText: 'demo' }).waitFor();
      await admin.getByTestId('block-open-dialog-confirm').click();
      await admin.getByTestId(`block-app-${login.userInfo.userId}`).waitFor({ state: 'detached' });
      await admin.getByTestId('block-tab-offers').click();
      await admin.getByTestId('block-offers').waitFor();
      await shot(admin, 'blocktrade-admin-offers-es');
      await admin.context().close();

      await page.reload();
    }
    await page.locator('[data-testid="block-authority-status"][data-status="opened"]').waitFor();
    if (locale !== 'es') await check(page, shot, `blocktrade-offers-${locale}`);

    // The order sheet: the preview at the discounted price, the lock-up date, both rules.
    const offer = offers.find((o) => o.code === BUY[locale])!;
    await page.getByTestId(`block-offer-${BUY[locale]}`).click();
    await page.getByTestId('block-total').waitFor();
    await page.getByTestId('block-rule').waitFor();
    await page.getByTestId('block-fee-rule').waitFor();
    assert.equal(await page.getByTestId('block-key-box').count(), 0, 'an opened user needs no key');
    await check(page, shot, `blocktrade-order-${locale}`);
    const before = (await api<{ total: number }>(baseUrl, 'POST', '/blockTrade/pageList', { status: 'all' }, token)).total;
    await page.getByTestId('block-confirm').click();
    await typePin(page, PAY_PASSWORD);

    await page.getByTestId('block-orders').waitFor();
    const mine = await api<{ total: number; list: Order[] }>(baseUrl, 'POST', '/blockTrade/pageList', { status: 'all' }, token);
    assert.equal(mine.total, before + 1, 'one new block');
    const bought = mine.list[0]!;
    assert.equal(bought.code, BUY[locale]);
    assert.equal(bought.quantity, 10_000);
    assert.equal(bought.discountPercent, offer.discountPercent);
    // The price the order was accepted at: the reference then, less the discount, rounded down.
    assert.equal(new Decimal(bought.price).toFixed(2), new Decimal(bought.referencePrice).times(new Decimal(1).minus(new Decimal(bought.discountPercent).div(100))).toDecimalPlaces(2, Decimal.ROUND_DOWN).toFixed(2));
    assert.equal(bought.locked, offer.lockupDays > 0);
    await page.getByTestId(`block-order-${bought.id}`).waitFor();
    await page.getByTestId(`block-order-locked-${bought.id}`).waitFor();
    assert.ok(await page.getByTestId(`block-sell-${bought.id}`).isDisabled(), 'a locked block cannot be sold');
    await page.locator('.adm-toast-mask').waitFor({ state: 'detached' });
    await check(page, shot, `blocktrade-mine-${locale}`);
    // The trade tab's holdings list the block with its lock-up ("locked until <date>"); its
    // sale is refused until then: the button is disabled, and the server refuses the sale
    // with the rule and the same date.
    assert.ok(bought.lockedUntil !== undefined, 'the offer has a lock-up');
    const until = bought.lockedUntil!;
    await page.goto(`${baseUrl}/#/pages/trade/index?tab=0`);
    await page.getByTestId('holding-list').waitFor();
    await page.getByTestId('trade-block-holdings').waitFor();
    const held = page.getByTestId('trade-block-holdings').getByTestId(`block-order-${bought.id}`);
    await held.waitFor();
    assert.match(await held.innerText(), new RegExp(`${BUY[locale]} × 10,000`));
    const shown = await page.evaluate((ms) => {
      const d = new Date(ms);
      return { y: d.getFullYear(), m: String(d.getMonth() + 1).padStart(2, '0'), d: String(d.getDate()).padStart(2, '0') };
    }, until);
    const date = locale === 'zh' ? `${shown.y}-${shown.m}-${shown.d}` : locale === 'en' ? `${shown.m}/${shown.d}/${shown.y}` : `${shown.d}/${shown.m}/${shown.y}`;
    assert.equal(await held.getByTestId(`block-order-locked-${bought.id}`).innerText(), LOCKED_UNTIL[locale].replace('{date}', date));
    assert.ok(await held.getByTestId(`block-sell-${bought.id}`).isDisabled(), 'a locked block cannot be sold from the trade tab');
    const refused = await rawApi(baseUrl, '/blockTrade/close', { orderId: bought.id, payPassword: PAY_PASSWORD, idempotencyKey: `locked-sale-${bought.id}` }, token, locale);
    assert.equal(refused.code, 409, `a sale during the lock-up is refused: ${refused.msg}`);
    assert.equal(refused.data.error, 'BLOCK_LOCKED');
    // The date in words, as the language writes it ("25 de noviembre de 2026", "November 25, 2026", "2026年11月25日").
    const words = new Intl.DateTimeFormat({ es: 'es-MX', en: 'en-US', zh: 'zh-CN' }[locale], { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }).format(Date.parse(`${new Date(until).toISOString().slice(0, 10)}T00:00:00Z`));
    assert.ok(refused.msg.includes(words), `the refusal says until when (${words}): ${refused.msg}`);
    const still = (await api<{ list: Order[] }>(baseUrl, 'POST', '/blockTrade/pageList', { status: 'all' }, token)).list.find((o) => o.id === bought.id)!;
    assert.equal(still.status, 'holding', 'the refused sale left the block held');
    await page.getByTestId('portfolio-card').waitFor();
    await held.getByTestId(`block-order-locked-${bought.id}`).evaluate((el) => el.scrollIntoView({ block: 'center' }));
    await check(page, shot, `blocktrade-trade-tab-${locale}`);
    await page.context().close();
  }
});

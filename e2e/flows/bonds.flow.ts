import assert from 'node:assert/strict';
import type { Page } from '@playwright/test';
import { test, type FlowContext } from '../lib/fixtures.ts';
import { startAppServer, type StartedServer } from '../lib/server.ts';
import { api as call, moveClock, operatorToken, waitFor } from '../lib/api.ts';
import { check } from '../lib/checks.ts';
import { typePin } from '../lib/pages.ts';

/**
 * Issue 15 in the browser, a bond's whole life: on its own server (Friday 20 November 2026)
 * an operator adds, through the back-office API, an M-Bono whose next coupon falls on Monday
 * 23 November and a CETES maturing that day. In es, en and zh the demo investor buys the
 * M-Bono and the CETES from the buy page (all-in cost, the cash-flow schedule with that
 * coupon and the redemption, the rule card, the transaction password) and sees them under
 * "My bonds". Then the server's clock moves on to Tuesday 24 November (CLOCK_CONTROL):
 * the coupon and the redemption that fell due meanwhile are paid once each; the investor
 * sees the coupon received (net of ISR) and its notice, the CETES redeemed at face, sells the M-Bono early from the sale page (proceeds shown before
 * confirming) and sees the trade tab's bonds list (6) with the totals.
 * Every screen at 390x844 without raw text keys or sideways overflow.
 */

type Locale = 'es' | 'en' | 'zh';
const LOCALES: Locale[] = ['es', 'en', 'zh'];
const PAY_PASSWORD = '123456';
const DEMO = { username: 'demo', password: 'Demo1234' };
const BEFORE = '2026-11-20T15:00:00Z';
const AFTER = '2026-11-24T15:00:00Z';
const COUPON_DAY = '2026-11-23';
const MBONO = { code: 'M 271122', type: 'BONOS_M', name: { es: 'BONO M nov 2027', en: 'M-Bono Nov 2027', zh: 'M 债券 2027年11月' }, couponRate: '8.50', issueDate: '2025-11-24', maturityDate: '2027-11-22', face: '100', minAmount: '100' };
const CETES = { code: 'CETES 261123', type: 'CETES', name: { es: 'CETES 28 días', en: 'CETES 28 days', zh: 'CETES 28 天' }, couponRate: '0', issueDate: '2026-10-26', maturityDate: COUPON_DAY, face: '10', minAmount: '100' };
const MBONO_TITLES = 10;
const CETES_TITLES = 20;
/** The day in each language's one date format, and the coupon notice's title. */
const COUPON_SHOWN: Record<Locale, string> = { es: '23/11/2026', en: '11/23/2026', zh: '2026-11-23' };
const COUPON_NOTICE: Record<Locale, string> = { es: `Cupón de ${MBONO.code}`, en: `Coupon of ${MBONO.code}`, zh: `${MBONO.code} 付息` };

/** A phone page signed in as the demo, with waits long enough for a machine loaded by two servers in turn. */
async function open(newPage: FlowContext['newPage'], locale: Locale, token: string): Promise<Page> {
  const page = await newPage(locale);
  page.setDefaultNavigationTimeout(120_000);
  page.setDefaultTimeout(60_000);
  await page.context().addInitScript((value) => window.localStorage.setItem('token', value), token);
  return page;
}

interface Holding {
  id: number;
  code: string;
  status: string;
  quantity: number;
  cost: string;
  interest: string;
  isrWithheld: string;
  profit: string;
  sellProceeds: string;
  schedule: { date: string; kind: string; amount: string }[];
}

/** Peso amounts read as MX$ (never a bare $ or the code). */
async function assertPesos(page: Page, where: string): Promise<void> {
  const text = await page.locator('body').innerText();
  assert.ok(text.includes('MX$'), `${where} shows amounts in MX$`);
  const wrong = text.match(/(^|[^A-Z])\$\s?\d|MXN \d/);
  assert.equal(wrong, null, `${where}: a bare $ or "MXN <amount>": ${wrong?.input?.slice(Math.max(0, (wrong.index ?? 0) - 40), (wrong.index ?? 0) + 20)}`);
}

const holdings = async (baseUrl: string, token: string) => (await call<{ list: Holding[] }>(baseUrl, 'POST', '/treasuryBond/pageList', { status: 'all', pageSize: 50 }, token)).list;
const mxn = (value: string) => `MX$${Number(value).toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
const cents = (value: string) => Math.round(Number(value) * 100);

/** Buys `titles` of `code` from the list's buy page; answers the new holding and the coupon on COUPON_DAY the schedule showed (if any). */
async function buy(page: Page, baseUrl: string, token: string, shot: FlowContext['shot'], locale: Locale, code: string, titles: number, name: string): Promise<{ holding: Holding; couponShown?: string }> {
  const before = (await holdings(baseUrl, token)).length;
  await page.goto(`${baseUrl}/#/pages/bonds/list`);
  // The list page may still be on "My bonds" (where the last purchase led): the Mexican tab.
  await page.getByTestId('bond-tabs').locator('.adm-tabs-tab', { hasText: 'MXN' }).click();
  await page.getByTestId(`bond-${code}`).waitFor();
  if (code === MBONO.code) await check(page, shot, `bonds-list-${locale}`);
  await page.getByTestId(`bond-${code}`).click();
  await page.getByTestId('bond-schedule').waitFor();
  await page.getByTestId('bond-quantity').fill(String(titles));
  // The schedule to maturity: the redemption at face of these titles, and the coupon of 23 November (M-Bono).
  const face = code === MBONO.code ? 100 * titles : 10 * titles;
  const redemption = page.locator(`[data-testid="bond-flow-redemption-${code === MBONO.code ? MBONO.maturityDate : CETES.maturityDate}"]`);
  await redemption.filter({ hasText: mxn(String(face)) }).waitFor();
  let couponShown: string | undefined;
  const coupon = page.getByTestId(`bond-flow-coupon-${COUPON_DAY}`);
  if (code === MBONO.code) {
    assert.match(await coupon.innerText(), new RegExp(COUPON_SHOWN[locale]), 'the coupon row names its day');
    couponShown = (await coupon.locator('td').nth(1).innerText()).trim();
    assert.equal(await page.locator('[data-testid^="bond-flow-coupon-"]').count(), 3, 'three coupons to maturity (Nov 2026, May 2027, Nov 2027)');
  } else {
    assert.equal(await page.locator('[data-testid^="bond-flow-coupon-"]').count(), 0, 'a CETES pays no coupon');
  }
  await page.getByTestId('bond-rule').waitFor();
  await assertPesos(page, name);
  const total = await page.getByTestId('bond-total').innerText();
  await page.locator('.adm-toast-mask').waitFor({ state: 'detached' }); // the last purchase's toast
  await check(page, shot, name);
  await page.getByTestId('bond-confirm').click();
  await typePin(page, PAY_PASSWORD);
  await page.getByTestId('bond-holdings').waitFor();
  const after = await holdings(baseUrl, token);
  assert.equal(after.length, before + 1, 'one new holding');
  const holding = after[0]!;
  assert.equal(holding.code, code);
  assert.equal(holding.quantity, titles);
  assert.equal(total, mxn(holding.cost), `the page showed the cost paid (${total} / ${holding.cost})`);
  await page.getByTestId(`bond-holding-${holding.id}`).waitFor();
  return couponShown === undefined ? { holding } : { holding, couponShown };
}

test('bonds: buy a CETES and an M-Bono with the schedule, a coupon arrives and the CETES is redeemed after the clock moves on four days (paid once), sell the M-Bono early; es, en and zh', async ({ pages: { newPage, shot } }) => {
  let server: StartedServer | undefined;
  try {
    // ---- Friday 20 November: the operator adds the two issues; each language buys both.
    server = await startAppServer({ CLOCK_START: BEFORE });
    const baseUrl = server.baseUrl;
    const operator = await operatorToken(baseUrl);
    await call(baseUrl, 'POST', '/admin/bonds/issues/create', MBONO, operator);
    await call(baseUrl, 'POST', '/admin/bonds/issues/create', CETES, operator);
    let token = (await call<{ token: string }>(baseUrl, 'POST', '/loginByUsername', DEMO)).token;

    const mine: Record<Locale, { mbono: Holding; cetes: Holding; coupon: string }> = {} as never;
    for (const locale of LOCALES) {
      const page = await open(newPage, locale, token);
      const m = await buy(page, baseUrl, token, shot, locale, MBONO.code, MBONO_TITLES, `bonds-open-${locale}`);
      const c = await buy(page, baseUrl, token, shot, locale, CETES.code, CETES_TITLES, `bonds-open-cetes-${locale}`);
      await page.locator('.adm-toast-mask').waitFor({ state: 'detached' });
      await check(page, shot, `bonds-mine-${locale}`);
      mine[locale] = { mbono: m.holding, cetes: c.holding, coupon: m.couponShown! };
      await page.context().close();
    }
    // Total assets keep the titles (clean price + accrued, as the product's totals): home says how much of the total they are.
    const PRODUCTS_NOTE: Record<Locale, RegExp> = { es: /^Incluye (MX\$[\d,]+\.\d{2}) en .*bonos/, en: /^Includes (MX\$[\d,]+\.\d{2}) in .*bonds/, zh: /^含.*债券.* (MX\$[\d,]+\.\d{2})$/ };
    for (const locale of LOCALES) {
      const page = await open(newPage, locale, token);
      const portfolio = await call<{ productsValueMxn: string; products: { area: string; valueMxn: string }[] }>(baseUrl, 'GET', '/trade/portfolio', undefined, token);
      assert.ok(portfolio.products.some((p) => p.area === 'bonds'), 'the bonds are in the portfolio');
      // The value moves with the clock (accrued interest, the dollar): the card shows what its latest portfolio call answered.
      let answered: string | undefined;
      page.on('response', (res) => {
        if (!res.url().includes('/web/trade/portfolio')) return;
        void res
          .json()
          .then((env: { data?: { productsValueMxn?: string } }) => {
            if (env.data?.productsValueMxn) answered = env.data.productsValueMxn;
          })
          // A body already gone (the page moved on before it was read) carries no figure to take.
          .catch(() => undefined);
      });
      await page.goto(`${baseUrl}/#/pages/home/index`);
      const note = page.getByTestId('portfolio-note');
      await note.filter({ hasText: PRODUCTS_NOTE[locale] }).waitFor({ timeout: 60_000 });
      let shown = '';
      await waitFor(
        async () => {
          shown = (await note.innerText()).match(PRODUCTS_NOTE[locale])?.[1] ?? '';
          return answered !== undefined && shown === mxn(answered);
        },
        `${locale}: the products' value on home to be the portfolio call's`,
        30_000,
      ).catch((error: unknown) => {
        throw new Error(`${(error as Error).message} (shown ${shown}, answered ${answered})`);
      });
      await check(page, shot, `bonds-home-total-${locale}`);
      await page.context().close();
    }

    const coupon = mine.es.mbono.schedule.find((flow) => flow.kind === 'coupon' && flow.date === COUPON_DAY)!;
    assert.ok(coupon, 'the holding keeps the 23 November coupon in its schedule');
    for (const locale of LOCALES) {
      assert.equal(mine[locale].coupon, mxn(coupon.amount), `${locale}: the buy page showed the coupon the holding gets`);
      assert.equal(mine[locale].mbono.interest, '0.00', 'no coupon before its day');
    }

    // ---- The clock moves on to Tuesday 24 November (the catch-up after a server was down for
    // those days is the jobs and bonds server tests' part: holdings.test.ts).
    await moveClock(baseUrl, { to: AFTER });
    token = (await call<{ token: string }>(baseUrl, 'POST', '/loginByUsername', DEMO)).token;
    const ids = new Set(LOCALES.flatMap((l) => [mine[l].mbono.id, mine[l].cetes.id]));
    let now: Holding[] = [];
    // The missed daily runs (21, 22, 23 and 24 November) are caught up in order.
    await waitFor(
      async () => {
        now = (await holdings(baseUrl, token)).filter((h) => ids.has(h.id));
        return now.every((h) => (h.code === CETES.code ? h.status === 'redeemed' : h.interest !== '0.00'));
      },
      'the coupons and redemptions due by the new day',
      120_000,
    );
    const byId = new Map(now.map((h) => [h.id, h]));
    for (const locale of LOCALES) {
      const m = byId.get(mine[locale].mbono.id)!;
      // Exactly one coupon: the amount the schedule announced, not two.
      assert.equal(m.interest, coupon.amount, `${locale}: one coupon paid`);
      assert.equal(m.status, 'bought');
      const c = byId.get(mine[locale].cetes.id)!;
      // Redeemed at face: 20 titles of MX$10; the result is what came back less what was paid.
      assert.equal(cents(c.profit), 200_00 - cents(c.isrWithheld) - cents(c.cost), `${locale}: the CETES paid MX$200.00 at face less ISR`);
    }

    for (const locale of LOCALES) {
      const { mbono, cetes } = mine[locale];
      const m = byId.get(mbono.id)!;
      const page = await open(newPage, locale, token);

      // The coupon's notice.
      await page.goto(`${baseUrl}/#/pages/notice/index`);
      await page.getByTestId('notice-list').waitFor();
      const couponNotice = page.locator('.notice-row', { hasText: COUPON_NOTICE[locale] }).first();
      await couponNotice.waitFor();
      // Gross, ISR and net in the peso notation: "MX$42.97 ... MX$0.04 ... MX$42.93".
      const noticeText = await couponNotice.innerText();
      assert.ok(noticeText.includes(mxn(m.interest)) && noticeText.includes(mxn(String((cents(m.interest) - cents(m.isrWithheld)) / 100))), `the coupon notice names gross and net in MX$: ${noticeText}`);
      assert.doesNotMatch(noticeText, /MXN/);
      await check(page, shot, `bonds-notice-${locale}`);

      // My bonds: the M-Bono with the coupon received (net of ISR), the CETES redeemed.
      await page.goto(`${baseUrl}/#/pages/bonds/list?tab=mine`);
      const mCard = page.getByTestId(`bond-holding-${mbono.id}`);
      await mCard.waitFor();
      assert.equal(await page.getByTestId(`bond-holding-interest-${mbono.id}`).innerText(), mxn(String((cents(m.interest) - cents(m.isrWithheld)) / 100)));
      await page.locator(`[data-testid="bond-holding-${cetes.id}"][data-status="redeemed"]`).waitFor();
      await assertPesos(page, `bonds-paid-${locale}`);
      await mCard.scrollIntoViewIfNeeded();
      await check(page, shot, `bonds-paid-${locale}`);

      // Sell the M-Bono before maturity: the proceeds and the spread to the price paid shown first.
      await page.getByTestId(`bond-sell-${mbono.id}`).click();
      await page.getByTestId('bond-proceeds').waitFor();
      await page.getByTestId('bond-spread').waitFor();
      const proceeds = await page.getByTestId('bond-proceeds').innerText();
      await assertPesos(page, `bonds-close-${locale}`);
      await check(page, shot, `bonds-close-${locale}`);
      await page.getByTestId('bond-sell-confirm').click();
      await typePin(page, PAY_PASSWORD);
      await page.locator(`[data-testid="bond-holding-${mbono.id}"][data-status="sold"]`).waitFor();
      const sold = (await holdings(baseUrl, token)).find((h) => h.id === mbono.id)!;
      assert.equal(sold.status, 'sold');
      assert.equal(sold.interest, coupon.amount, 'the sale pays no second coupon');
      // Sold at what the page said (clean + accrued − fee − ISR); the result counts the coupon received (net of its ISR).
      assert.equal(cents(sold.profit), cents(proceeds.replace(/[^\d.]/g, '')) + cents(m.interest) - cents(m.isrWithheld) - cents(sold.cost), `${locale}: the result of the sale`);
      await page.locator('.adm-toast-mask').waitFor({ state: 'detached' });
      await page.getByTestId(`bond-holding-${mbono.id}`).scrollIntoViewIfNeeded();
      await check(page, shot, `bonds-sold-${locale}`);

      // The trade tab's bonds list (6) with the totals.
      await page.goto(`${baseUrl}/#/pages/trade/index?tab=6`);
      await page.getByTestId(`bond-holding-${cetes.id}`).waitFor();
      await page.getByTestId('bond-totals-MXN').waitFor();
      // The totals' coupons are what reached the wallet (net of ISR), as the API's interestNet.
      const totals = (await call<{ list: { currency: string; interestNet: string }[] }>(baseUrl, 'POST', '/position/getTreasuryBondTotal', {}, token)).list.find((c) => c.currency === 'MXN')!;
      assert.equal(await page.getByTestId('bond-totals-interest-MXN').innerText(), mxn(totals.interestNet), `${locale}: the totals' coupons, net`);
      await check(page, shot, `bonds-trade-tab-${locale}`);
      await page.context().close();
    }
  } finally {
    await server?.stop();
  }
});

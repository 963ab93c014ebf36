import assert from 'node:assert/strict';
import type { Page } from '@playwright/test';
import { test, type PagesContext } from '../lib/fixtures.ts';
import { startAppServer } from '../lib/server.ts';
import { api, moveClock, waitFor } from '../lib/api.ts';
import { check } from '../lib/checks.ts';
import { settle, typePin } from '../lib/pages.ts';

/**
 * Issue 14, the pre-market auction in the browser: an order placed in the pre-opening window
 * fills at the open. Its own server starts at 09:00 New York on Friday 20 November 2026
 * (CLOCK_START; the clock then runs at real speed), inside the US order input (07:00-09:29,
 * no cancellation from 09:28, the opening cross at 09:30); once the orders are in, the flow
 * moves the server's clock to 09:30 (the test clock route) instead of waiting for it. The demo investor enters one
 * at-auction (AO) buy of AAPL per language on /pages/product/auction; a second page that
 * only watches shows each new indicative price and volume as it arrives over the push socket.
 * At 09:30 the cross (job auction.cross) fills the orders at the one opening price: each order
 * shows "filled" at that price, and each fill is an AAPL holding at that price. Every screen in
 * es, en and zh at 390x844, without raw text keys or sideways overflow.
 */

type Locale = 'es' | 'en' | 'zh';
const LOCALES: Locale[] = ['es', 'en', 'zh'];
const PAY_PASSWORD = '123456';
const CLOCK_START = '2026-11-20T14:00:00Z';
const FILLED = { es: 'Ejecutada', en: 'Filled', zh: '已成交' } as const;
const QUEUED = { es: 'En cola', en: 'Queued', zh: '排队中' } as const;

interface Indicative {
  indicativePrice?: number;
  indicativeVolume: number;
  imbalance: number;
  window: { phase: string; inputEnd: number; crossAt: number };
}

interface AuctionOrder {
  id: number;
  code: string;
  orderKind: string;
  quantity: number;
  status: string;
  filledQuantity: number;
  fillPrice?: string;
  tradeOrderId?: number;
  createTimeTimestamp: number;
}

interface Position {
  id: number;
  orderId: number;
  code: string;
  status: number;
  positionNum: string;
  openPrice: string;
}

/** A phone page in a language, logged in as the demo investor when given its token; patient with a loaded machine. */
async function phone(ctx: PagesContext, locale: Locale, token?: string): Promise<Page> {
  const page = await ctx.newPage(locale);
  page.setDefaultTimeout(60_000);
  if (token) await page.context().addInitScript((value) => window.localStorage.setItem('token', value), token);
  return page;
}

/** The digits of a card's text, to find a number in it whatever the language's separators. */
const digits = (text: string) => text.replace(/[^\d\n]/g, '');

test('auction: an at-auction order entered in the US pre-opening window fills at the open, with a holding; es, en and zh', async ({ pages: ctx }) => {
  // A loaded machine can take minutes to start a server; its clock starts running just before the demo seed.
  const server = await startAppServer({ CLOCK_START });
  try {
    const { baseUrl } = server;
    const token = (await api<{ token: string }>(baseUrl, 'POST', '/loginByUsername', { username: 'demo', password: 'Demo1234' })).token;
    const indicative = () => api<Indicative>(baseUrl, 'GET', '/auction/indicative?code=AAPL');
    const myOrders = async () => (await api<{ list: AuctionOrder[] }>(baseUrl, 'POST', '/auction/orders', { status: 'all' }, token)).list;
    const start = await indicative();
    assert.equal(start.window.phase, 'input', `the server is inside the US order input (it took ${(await api<{ time: number }>(baseUrl, 'GET', '/trade/portfolio', undefined, token)).time - Date.parse(CLOCK_START)} ms of its clock to start)`);
    assert.ok(start.indicativePrice !== undefined, 'the simulated book forms an indicative price');

    // A page that only watches AAPL: the indicative price and volume arrive over the push socket.
    const watcher = await phone(ctx, 'en');
    await watcher.goto(`${baseUrl}/#/pages/product/auction?market=US&code=AAPL`);
    const watched = watcher.getByTestId('auction-stock-AAPL');
    await watched.waitFor();

    const placed: Record<Locale, number> = {} as never;
    let open: Page | undefined;
    for (const locale of LOCALES) {
      const page = await phone(ctx, locale, token);
      await page.goto(`${baseUrl}/#/pages/product/auction?market=US&code=AAPL`, { waitUntil: 'commit' }); // readiness: the form below
      await page.getByTestId('auction-form').waitFor();
      await page.getByTestId('auction-iep-AAPL').waitFor();
      await page.getByTestId('auction-kind-AO').click();
      await page.getByTestId('auction-quantity').fill('1');
      await page.waitForFunction(() => !document.querySelector('[data-testid="auction-confirm"]')?.hasAttribute('disabled'));
      await check(page, ctx.shot, `auction-order-${locale}`);
      const before = await watched.innerText();
      await page.getByTestId('auction-confirm').click();
      await typePin(page, PAY_PASSWORD);

      let order: AuctionOrder | undefined;
      await waitFor(async () => {
        order = (await myOrders()).find((o) => !Object.values(placed).includes(o.id));
        return order !== undefined;
      }, `the ${locale} order to be queued`);
      assert.ok(order);
      assert.deepEqual([order.status, order.orderKind, order.quantity], ['queued', 'AO', 1]);
      placed[locale] = order.id;
      await page.locator(`[data-testid="auction-order-status-${order.id}"]`, { hasText: QUEUED[locale] }).waitFor();

      // The watching page shows the new indicative figures without being reloaded.
      const now = await indicative();
      await waitFor(async () => (await watched.innerText()) !== before, `the watching page to show the ${locale} order's indicative price and volume`);
      const shown = digits(await watched.innerText());
      assert.ok(shown.includes(String(now.indicativeVolume)), `the watching page shows the indicative volume ${now.indicativeVolume}: ${await watched.innerText()}`);
      // The "queued" toast gone (slow on a loaded machine), then the rest settled.
      await page.locator('.adm-toast-main').waitFor({ state: 'detached' });
      await settle(page);
      await page.getByTestId(`auction-order-${order.id}`).scrollIntoViewIfNeeded();
      await check(page, ctx.shot, `auction-queued-${locale}`);
      // The last page stays open through the cross: the order's push turns it to "filled" by itself.
      if (locale === 'zh') open = page;
      else await page.context().close();
    }
    await watched.scrollIntoViewIfNeeded();
    await check(watcher, ctx.shot, 'auction-live-en');
    await watcher.context().close();

    // The open (09:30 New York), reached by moving the clock: the cross (every 15 s, due at once
    // after the jump) fills every queued order at the one opening price.
    assert.equal((await indicative()).window.phase, 'input', 'the orders went in before the cross');
    await moveClock(baseUrl, { to: start.window.crossAt });
    const ids = Object.values(placed);
    let done: AuctionOrder[] = [];
    await waitFor(
      async () => {
        done = (await myOrders()).filter((o) => ids.includes(o.id));
        return done.every((o) => o.status !== 'queued');
      },
      'the opening cross',
      60_000,
    );
    assert.deepEqual(
      done.map((o) => [o.status, o.filledQuantity]),
      done.map(() => ['filled', 1]),
      'every at-auction order filled',
    );
    const price = done[0]!.fillPrice!;
    assert.ok(done.every((o) => o.fillPrice === price), `one opening price (${done.map((o) => o.fillPrice).join(', ')})`);
    const opToken = (await api<{ token: string }>(baseUrl, 'POST', '/admin/login', { username: 'admin', password: 'Admin1234' })).token;
    const cross = (await api<{ list: { code: string; market: string; price?: string; filledOrders: number }[] }>(baseUrl, 'GET', '/admin/auction/crosses?market=US', undefined, opToken)).list.find((c) => c.code === 'AAPL');
    assert.ok(cross, 'the AAPL cross is recorded');
    assert.equal(Number(cross.price), Number(price), 'filled at the cross price');
    const positions = (await api<{ list: Position[] }>(baseUrl, 'POST', '/position/me', { pageSize: 100 }, token)).list;
    assert.ok(open);
    await open.locator(`[data-testid="auction-order-status-${placed.zh}"]`, { hasText: FILLED.zh }).waitFor();
    await open.context().close();

    for (const locale of LOCALES) {
      const order = done.find((o) => o.id === placed[locale])!;
      const holding = positions.find((p) => p.orderId === order.tradeOrderId);
      assert.ok(holding, `the ${locale} fill is a position`);
      assert.deepEqual([holding.code, holding.status, Number(holding.positionNum), Number(holding.openPrice)], ['AAPL', 0, 1, Number(price)]);

      const page = await phone(ctx, locale, token);
      await page.goto(`${baseUrl}/#/pages/product/auction?market=US`);
      const status = page.locator(`[data-testid="auction-order-status-${order.id}"]`, { hasText: FILLED[locale] });
      await status.waitFor();
      const fill = page.getByTestId(`auction-fill-${order.id}`);
      assert.match(await fill.innerText(), new RegExp(`US\\$${price.replace('.', '\\.')}$`), `the fill price (${locale})`);
      await page.getByTestId(`auction-order-${order.id}`).scrollIntoViewIfNeeded();
      await check(page, ctx.shot, `auction-filled-${locale}`);

      // The fill is a holding in the trade tab, at the opening price.
      await page.goto(`${baseUrl}/#/pages/trade/detail?id=${holding.id}&code=AAPL&source=0&type=0`);
      await page.getByTestId('field-openPrice').waitFor();
      assert.match(await page.locator('[data-testid="field-openPrice"] dd').innerText(), new RegExp(price.replace('.', '\\.')));
      await check(page, ctx.shot, `auction-holding-${locale}`);
      await page.context().close();
    }
  } finally {
    await server.stop();
  }
});

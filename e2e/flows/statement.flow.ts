import assert from 'node:assert/strict';
import { expect, test } from '../lib/fixtures.ts';
import { startAppServer } from '../lib/server.ts';
import { api } from '../lib/api.ts';

/**
 * Money made plain (issue 12) in the browser: the demo investor's statement names each trade
 * ("Buy AAPL 10 @ …"), its commission and the IVA on it are their own lines (the Commissions
 * filter shows them), and a trade line opens its confirmation: gross, commission, IVA 16 %,
 * net and the T+1 settlement date. Its own server starts on Tuesday 24 November 2026, the day
 * the published IVA rule takes effect, so the demo's trades carry IVA. Spanish, English and
 * Chinese at phone size.
 */
const DEMO = { username: 'demo', password: 'Demo1234' };
const IVA_LABEL = { es: /IVA \(16 %\)/, en: /IVA \(16 %\)/, zh: /增值税（16 %）/ };
const BUY = { es: 'Compra', en: 'Buy', zh: '买入' };
const TRADED = { es: /24\/11\/2026/, en: /11\/24\/2026/, zh: /2026-11-24/ };
const SETTLED = { es: /25\/11\/2026 \(T\+1\)/, en: /11\/25\/2026 \(T\+1\)/, zh: /2026-11-25（T\+1）/ };

test('statement: fee and IVA lines of their own, and a trade confirmation with IVA 16 % (es, en, zh)', async ({ pages: ctx }) => {
  const server = await startAppServer({ CLOCK_START: '2026-11-24T15:00:00Z' });
  try {
    const { token } = await api<{ token: string }>(server.baseUrl, 'POST', '/loginByUsername', DEMO);
    for (const locale of ['es', 'en', 'zh'] as const) {
      const page = await ctx.newPage(locale);
      await page.context().addInitScript((value) => window.localStorage.setItem('token', value), token);
      // The Commissions filter: only fee lines, each naming its trade.
      await page.goto(`${server.baseUrl}/#/pages/profile/transaction?tab=statement&kind=fee`);
      const feeRows = page.locator('[data-kind="fee"]');
      await feeRows.first().waitFor();
      assert.equal(await page.locator('.bill-row:not([data-kind="fee"])').count(), 0, 'the fee filter shows fee lines only');
      assert.match(await feeRows.first().innerText(), new RegExp(`(${BUY[locale]}|${locale === 'es' ? 'Venta' : locale === 'en' ? 'Sell' : '卖出'})`));
      const filter = await page.getByTestId('history-filter').boundingBox();
      assert.ok(filter && filter.height < 80, `the filter is one compact row (${filter?.height}px)`);
      await ctx.shot(page, `statement-fees-${locale}`);

      // All lines: a buy names instrument, quantity and price; IVA has its own line.
      await page.getByTestId('history-kind').selectOption('');
      const buy = page.locator('.bill-row[data-kind="trade"]', { hasText: `${BUY[locale]} AAPL 10 @` });
      // Other products' demo activity is newer than the demo's AAPL buy: page down the statement until it shows.
      await page.locator('.bill-row').first().waitFor();
      for (let pageNo = 0; pageNo < 10 && (await buy.count()) === 0; pageNo++) {
        const shown = await page.locator('.bill-row').count();
        await page.mouse.wheel(0, 20_000);
        // The next page of lines arrives (or the buy is among them).
        await expect.poll(async () => (await buy.count()) > 0 || (await page.locator('.bill-row').count()) > shown, { message: `${locale}: more statement lines after scrolling` }).toBe(true);
      }
      await buy.first().waitFor();
      assert.ok((await page.locator('.bill-row[data-kind="tax"]').count()) > 0, 'IVA lines are shown');
      await ctx.shot(page, `statement-all-${locale}`);

      // The buy opens its confirmation.
      await buy.first().click();
      const iva = page.getByTestId('confirmation-iva');
      await iva.waitFor();
      assert.match(await iva.innerText(), IVA_LABEL[locale]);
      // Trade and settlement days in the language's one date format (es 25/11/2026, en 11/25/2026, zh 2026-11-25).
      assert.match(await page.getByTestId('confirmation-settlement').innerText(), SETTLED[locale]);
      assert.match(await page.getByTestId('confirmation-tradeDate').innerText(), TRADED[locale]);
      const text = await page.getByTestId('trade-confirmation').innerText();
      assert.doesNotMatch(text, /statement\.|money\./, 'no raw text keys');
      await ctx.shot(page, `statement-confirmation-${locale}`);
      await page.context().close();
    }
  } finally {
    await server.stop();
  }
});


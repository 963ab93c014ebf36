import assert from 'node:assert/strict';
import { test } from '../lib/fixtures.ts';
import { api, demoToken } from '../lib/api.ts';
import { assertScreen } from '../lib/checks.ts';

/**
 * Issue 21 in the browser: on the watchlist tab the demo investor makes a group of their
 * own (the "+" chip), puts AAPL in it from the quote page's groups sheet, and sees AAPL
 * under that group's chip; then deletes the group on the manage page. es, en and zh at
 * 390x844, without raw text keys or sideways overflow.
 */

type Locale = 'es' | 'en' | 'zh';

const GROUP_NAMES: Record<Locale, string> = { es: 'Tecnología', en: 'Tech picks', zh: '科技股' };

test('watchlist-groups: make a group, put AAPL in it from the quote page, see it under the chip; es, en and zh', async ({ ctx: { newPage, baseUrl, shot } }) => {
  const token = await demoToken(baseUrl);

  for (const locale of ['es', 'en', 'zh'] as Locale[]) {
    const page = await newPage(locale);
    await page.context().addInitScript((value) => window.localStorage.setItem('token', value), token);

    // The tab: built-in chips, then a new group from the "+" chip.
    await page.goto(`${baseUrl}/#/pages/watchlist/index`);
    for (const key of ['all', 'US', 'MX', 'HK']) await page.getByTestId(`watch-group-${key}`).waitFor();
    assert.equal(await page.getByTestId('watch-group-all').getAttribute('aria-pressed'), 'true');
    await page.getByTestId('watch-group-add').click();
    await page.getByTestId('group-name-input').locator('input').fill(GROUP_NAMES[locale]);
    await page.getByTestId('group-name-save').click();
    await page.getByTestId('group-name-input').waitFor({ state: 'detached' });
    const groups = await api<{ key: string; name?: string; id?: number }[]>(baseUrl, 'GET', '/userSelfSecurity/groups', undefined, token);
    const mine = groups.find((g) => g.name === GROUP_NAMES[locale]);
    assert.ok(mine?.id, 'the server has the new group');
    const chip = page.getByTestId(`watch-group-${mine.key}`);
    await page.waitForFunction((key) => document.querySelector(`[data-testid="watch-group-${key}"]`)?.getAttribute('aria-pressed') === 'true', mine.key);
    await page.getByTestId('watchlist-group-empty').waitFor();

    // The same name again: the server's refusal, in the page's language, under the field.
    await page.getByTestId('watch-group-add').click();
    await page.getByTestId('group-name-input').locator('input').fill(GROUP_NAMES[locale]);
    await page.getByTestId('group-name-save').click();
    await page.getByTestId('group-name-error').waitFor();
    await assertScreen(page, `watchlist-group-exists-${locale}`);
    await shot(page, `watchlist-group-exists-${locale}`);
    await page.getByTestId('group-name-cancel').click();
    await page.getByTestId('group-name-input').waitFor({ state: 'detached' });

    // The quote page: star if needed, then the groups sheet.
    await page.goto(`${baseUrl}/#/pages/quote/stock?code=AAPL&market=US`);
    await page.locator('[data-testid="quote-page"][data-code="AAPL"]').waitFor();
    const star = page.getByTestId('watch-star');
    if ((await star.getAttribute('aria-pressed')) !== 'true') {
      await star.click();
      await page.waitForFunction(() => document.querySelector('[data-testid="watch-star"]')?.getAttribute('aria-pressed') === 'true');
    }
    await page.getByTestId('watch-groups-button').click();
    await page.getByTestId(`group-check-${mine.key}`).click();
    await page.waitForFunction((key) => document.querySelector(`[data-testid="group-check-${key}"]`)?.classList.contains('adm-checkbox-checked'), mine.key);
    await assertScreen(page, `watchlist-group-sheet-${locale}`);
    await shot(page, `watchlist-group-sheet-${locale}`);
    await page.getByTestId('group-sheet-save').click();
    await page.getByTestId('group-sheet').waitFor({ state: 'hidden' });
    const of = await api<{ groupIds: number[] }>(baseUrl, 'GET', '/userSelfSecurity/groups/of?stockCode=AAPL', undefined, token);
    assert.deepEqual(of.groupIds, [mine.id], 'AAPL is in exactly the new group');

    // Back on the tab: AAPL under the group's chip, with its count.
    await page.goto(`${baseUrl}/#/pages/watchlist/index`);
    await chip.click();
    await page.getByTestId('watch-row-AAPL').waitFor();
    assert.equal(await page.locator('[data-testid="watchlist-rows"] .quote-row').count(), 1, 'only AAPL in the group');
    assert.match(await chip.innerText(), /1/);
    await page.locator('.adm-toast-mask').waitFor({ state: 'detached' });
    await assertScreen(page, `watchlist-groups-${locale}`);
    await shot(page, `watchlist-groups-${locale}`);

    // The manage page deletes it; AAPL stays on the watchlist.
    await page.getByTestId('watchlist-edit').click();
    await page.getByTestId(`manage-group-delete-${mine.key}`).click();
    await page.locator('.adm-dialog-button', { hasText: /Eliminar|Delete|删除/ }).click();
    await page.getByTestId(`manage-group-${mine.key}`).waitFor({ state: 'detached' });
    const left = await api<{ key: string }[]>(baseUrl, 'GET', '/userSelfSecurity/groups', undefined, token);
    assert.ok(!left.some((g) => g.key === mine.key), 'the group is gone');
    const rows = await api<{ f12: string }[]>(baseUrl, 'GET', '/userSelfSecurity/selectSelfSelectionStocksData', undefined, token);
    assert.ok(rows.some((r) => r.f12 === 'AAPL'), 'AAPL stays on the watchlist');
    await page.close();
  }
});

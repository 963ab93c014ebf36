import assert from 'node:assert/strict';
import { test } from '../lib/fixtures.ts';

const TAB_LABELS = {
  es: ['Inicio', 'Mercados', 'Favoritos', 'Operar', 'Cuenta'],
  en: ['Home', 'Markets', 'Watchlist', 'Trade', 'Account'],
  zh: ['首页', '行情', '自选', '交易', '我的'],
};
const TAB_PATHS = ['/pages/home/index', '/pages/market/index', '/pages/watchlist/index', '/pages/trade/index', '/pages/profile/index'];
const TAB_KEYS = ['home', 'market', 'watchlist', 'trade', 'profile'];

test('shell: walk the five tabs in order, switching without stacking history', async ({ ctx: { newPage, baseUrl, shot } }) => {
  const page = await newPage();
  await page.goto(`${baseUrl}/#/`);
  const labels = await page.locator('.adm-tab-bar-item-title').allInnerTexts();
  assert.deepEqual(labels, TAB_LABELS.es);
  const bar = await page.locator('.tab-bar .adm-tab-bar-wrap').boundingBox();
  assert.equal(Math.round(bar!.height), 50, 'tab bar is 50px high');
  assert.equal(await page.getByTestId('page-title').innerText(), 'Inicio');
  // Walk market, watchlist, trade, account, then back to home, each by its tab.
  for (const i of [1, 2, 3, 4, 0]) {
    await page.getByTestId(`tab-${TAB_KEYS[i]}`).click();
    await page.waitForFunction((path) => window.location.hash === `#${path}`, TAB_PATHS[i]);
    await page.locator('.adm-tab-bar-item-active').getByText(TAB_LABELS.es[i]!).waitFor();
  }
  await page.getByTestId('tab-profile').click();
  await shot(page, 'shell-profile-es');
  // Tabs replace each other: going back from a tab lands outside the tab history, i.e. home.
  const length = await page.evaluate(() => window.history.length);
  assert.ok(length <= 2, `tab switches must not stack history (length ${length})`);
  await page.context().close();
});

test('shell: a pushed page has a title and a back button; back with no history goes home', async ({ ctx: { newPage, baseUrl } }) => {
  const page = await newPage('en');
  await page.goto(`${baseUrl}/#/pages/profile/index`);
  await page.getByTestId('profile-settings').click();
  await page.waitForFunction(() => window.location.hash === '#/pages/setting/index');
  assert.equal(await page.getByTestId('page-title').innerText(), 'Settings');
  await page.locator('.adm-nav-bar-back').click();
  await page.waitForFunction(() => window.location.hash === '#/pages/profile/index');
  assert.equal(await page.getByTestId('page-title').innerText(), 'Account');

  // Opened directly (no history): back goes home.
  const direct = await newPage('en');
  await direct.goto(`${baseUrl}/#/pages/notice/index`);
  assert.equal(await direct.getByTestId('page-title').innerText(), 'Notices');
  await direct.locator('.adm-nav-bar-back').click();
  await direct.waitForFunction(() => window.location.hash === '#/pages/home/index');
  assert.equal(await direct.getByTestId('tab-home').innerText(), 'Home');
  await page.context().close();
  await direct.context().close();
});

test('shell: switching language in settings changes the tab labels and is remembered', async ({ ctx: { newPage, baseUrl, shot } }) => {
  const page = await newPage();
  await page.goto(`${baseUrl}/#/pages/setting/index`);
  await page.getByTestId('language-en').click();
  await page.locator('.adm-nav-bar-back').click();
  await page.waitForFunction(() => window.location.hash === '#/pages/home/index');
  assert.deepEqual(await page.locator('.adm-tab-bar-item-title').allInnerTexts(), TAB_LABELS.en);
  await page.goto(`${baseUrl}/#/pages/setting/index`);
  await page.getByTestId('language-zh').click();
  await page.reload();
  await page.goto(`${baseUrl}/#/`);
  assert.deepEqual(await page.locator('.adm-tab-bar-item-title').allInnerTexts(), TAB_LABELS.zh);
  await shot(page, 'shell-home-zh');
  await page.context().close();
});

test('shell: every route of the spec renders its localized title', async ({ ctx: { newPage, baseUrl } }) => {
  const page = await newPage('en');
  for (const path of ['/pages/quote/stock', '/pages/bonds/list', '/pages/loan/index', '/pages/kyc/individual', '/pages/payment/forex']) {
    await page.goto(`${baseUrl}/#${path}`);
    const title = await page.getByTestId('page-title').first().innerText();
    assert.ok(title.length > 0 && !title.includes('.'), `${path} shows a title, got "${title}"`);
  }
  await page.context().close();
});

test('shell: a page that fails to load offers "Connection timed out, tap to retry", and the retry works', async ({ ctx: { newPage, baseUrl, shot } }) => {
  const page = await newPage('en');
  await page.goto(`${baseUrl}/#/pages/home/index`);
  await page.getByTestId('tab-home').waitFor();
  // Offline, the loan page's code chunk cannot load: the page says so instead of going blank.
  await page.context().setOffline(true);
  await page.evaluate(() => {
    window.location.hash = '#/pages/loan/index';
  });
  const error = page.getByTestId('load-error');
  await error.waitFor();
  assert.match(await error.innerText(), /Connection timed out, tap to retry/);
  // The page keeps its title and back button around the error.
  assert.equal(await page.getByTestId('page-title').innerText(), 'Loans');
  assert.equal(await page.locator('.adm-nav-bar-back').count(), 1);
  await shot(page, 'shell-load-error-en');
  await page.context().setOffline(false);
  await error.click();
  // After the retry the loan page's chunk loads (a guest is asked to log in).
  await page.getByTestId('login-required').waitFor();
  assert.equal(await page.getByTestId('load-error').count(), 0);
  assert.equal(await page.getByTestId('page-title').innerText(), 'Loans');
  await page.context().close();
});


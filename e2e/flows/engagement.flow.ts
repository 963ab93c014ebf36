import assert from 'node:assert/strict';
import type { Page } from '@playwright/test';
import { expect, test } from '../lib/fixtures.ts';
import { api, emailCode, operatorToken } from '../lib/api.ts';
import { assertNoRawKeys } from '../lib/checks.ts';
import { desktopPage, operatorLogin, settle } from '../lib/pages.ts';

/**
 * Engagement (issue 7): an operator's notice lights the account tab's badge live and
 * reading it clears it; a chat round trip between the app and the back office without
 * reloading; news, referral sharing and the webview in three languages.
 */

interface Session {
  token: string;
  userInfo: { userId: number; username: string; invitationCode: string };
}

async function registerUser(baseUrl: string, opToken: string, prefix: string, invitationCode?: string): Promise<Session> {
  const username = `${prefix}${Date.now().toString(36).slice(-6)}`;
  const email = `${username}@example.mx`;
  await api(baseUrl, 'POST', '/getEmailCode', { email, type: 'register' });
  const code = await emailCode(baseUrl, opToken, email);
  const password = 'Mercado2026!';
  return api<Session>(baseUrl, 'POST', '/register/email', { email, code, username, password, confirmPassword: password, agreement: true, ...(invitationCode ? { invitationCode } : {}) });
}

async function appAs(newPage: (locale?: 'es' | 'en' | 'zh') => Promise<Page>, token: string | undefined, locale: 'es' | 'en' | 'zh'): Promise<Page> {
  const page = await newPage(locale);
  if (token) await page.context().addInitScript((value) => window.localStorage.setItem('token', value), token);
  return page;
}

const badge = (page: Page) => page.getByTestId('tab-profile-badge');

test('engagement: an operator notice shows 1 on the account tab live; opening it clears the badge', async ({ ctx: { browser, newPage, baseUrl, shot } }) => {
  const opToken = await operatorToken(baseUrl);
  const user = await registerUser(baseUrl, opToken, 'aviso');
  const app = await appAs(newPage, user.token, 'es');
  await app.goto(`${baseUrl}/#/pages/profile/index`);
  await app.getByTestId('profile-notices').waitFor();
  assert.equal(await badge(app).count(), 0, 'no badge before any notice');

  // The operator writes a notice to this user in the back office.
  const admin = await desktopPage(browser, 'es');
  await operatorLogin(admin, baseUrl);
  await admin.getByTestId('nav-notices').click();
  await admin.getByTestId('notice-form').waitFor();
  await admin.getByTestId('notice-target').selectOption('user');
  await admin.getByTestId('notice-user').fill(String(user.userInfo.userId));
  await admin.getByTestId('notice-title-es').fill('Mantenimiento programado');
  await admin.getByTestId('notice-body-es').fill('El sábado de 22:00 a 23:00 la app no estará disponible.');
  await admin.getByTestId('notice-title-en').fill('Scheduled maintenance');
  await admin.getByTestId('notice-body-en').fill('On Saturday from 22:00 to 23:00 the app will be unavailable.');
  await admin.getByTestId('notice-send').click();
  await admin.getByTestId('notice-history').locator('tr', { hasText: 'Mantenimiento programado' }).waitFor();
  await assertNoRawKeys(admin, 'notices page (es)');
  await shot(admin, 'engagement-admin-notice-es');

  // The badge appears without a reload, then the user opens the notice.
  await badge(app).waitFor({ timeout: 10_000 });
  assert.equal(await badge(app).innerText(), '1');
  await settle(app);
  await shot(app, 'engagement-badge-es');
  await app.getByTestId('profile-notices').click();
  await app.locator('[data-testid^="notice-"][data-read="false"]').first().click();
  await app.getByTestId('notice-detail-title').waitFor();
  assert.equal(await app.getByTestId('notice-detail-title').innerText(), 'Mantenimiento programado');
  await app.goto(`${baseUrl}/#/pages/profile/index`);
  await app.getByTestId('profile-notices').waitFor();
  // Read on the server, then gone from the tab and the notices entry (the app had shown "1" before:
  // the live notice below must then show "1" again, not "2").
  await expect.poll(async () => (await api<{ unreadCount: number }>(baseUrl, 'GET', '/userMessage/getMessage?pageSize=1', undefined, user.token)).unreadCount).toBe(0);
  await expect(badge(app), 'the badge clears once the notice is read').toHaveCount(0);
  await expect(app.getByTestId('profile-notices').locator('.adm-badge')).toHaveCount(0);

  // A notice to everybody reaches the same open app live too.
  await api(baseUrl, 'POST', '/admin/notice/send', { target: 'all', title: { es: 'Nuevo horario de atención' }, body: { es: 'Atendemos de 8:00 a 20:00.' } }, opToken);
  await badge(app).waitFor({ timeout: 10_000 });
  assert.equal(await badge(app).innerText(), '1');
  await admin.context().close();
  await app.context().close();
});

test('engagement: a user chats, an operator answers in the back office, the user sees it without reloading', async ({ ctx: { browser, newPage, baseUrl, shot } }) => {
  const opToken = await operatorToken(baseUrl);
  const user = await registerUser(baseUrl, opToken, 'chat');
  const app = await appAs(newPage, user.token, 'es');
  await app.goto(`${baseUrl}/#/pages/webview/index?chat=1`);
  await app.locator('[data-testid="chat"][data-state="open"]').waitFor();
  await app.getByTestId('chat-input').fill('Hola, ¿cómo activo las operaciones en bloque?');
  await app.getByTestId('chat-send').click();
  await app.locator('[data-testid^="chat-message-"][data-sender="user"]').waitFor();

  const admin = await desktopPage(browser, 'es');
  await operatorLogin(admin, baseUrl);
  await admin.getByTestId('nav-chat').click();
  const item = admin.getByTestId('chat-queue').locator('a', { hasText: user.userInfo.username });
  await item.waitFor();
  await item.click();
  await admin.getByTestId('chat-conversation').waitFor();
  await admin.getByTestId('chat-messages').locator('li', { hasText: '¿cómo activo las operaciones en bloque?' }).waitFor();
  // Opening it marks the user's message read: the app shows "Leído" without a reload.
  await app.locator('[data-testid="chat-status"][data-status="read"]').waitFor({ timeout: 10_000 });

  await admin.getByTestId('chat-reply').fill('Desde Productos > Operaciones en bloque; se revisa en menos de 24 h.');
  await admin.getByTestId('chat-send').click();
  const reply = app.locator('[data-testid^="chat-message-"][data-sender="operator"]', { hasText: 'Operaciones en bloque' });
  await reply.waitFor({ timeout: 10_000 });
  await admin.getByTestId('chat-messages').locator('li', { hasText: 'Leído' }).last().waitFor({ timeout: 10_000 });
  await settle(app);
  await shot(app, 'engagement-chat-es');
  await shot(admin, 'engagement-admin-chat-es');

  // Nothing is lost on a reload: the history comes back.
  await app.reload();
  await reply.waitFor();
  assert.equal(await app.locator('[data-testid^="chat-message-"]').count(), 2);
  await admin.context().close();
  await app.context().close();
});

test('engagement: a guest chats from the browser and leaves an email', async ({ ctx: { newPage, baseUrl, shot } }) => {
  const app = await appAs(newPage, undefined, 'en');
  await app.goto(`${baseUrl}/#/pages/webview/index?chat=1`);
  await app.locator('[data-testid="chat"][data-state="open"]').waitFor();
  await app.getByTestId('chat-email').fill('visitor@example.mx');
  await app.getByTestId('chat-email-save').click();
  await app.getByTestId('chat-email-saved').waitFor();
  await app.getByTestId('chat-input').fill('Do you offer accounts for companies?');
  await app.getByTestId('chat-send').click();
  await app.locator('[data-testid^="chat-message-"][data-sender="guest"]').waitFor();
  await app.reload();
  await app.locator('[data-testid^="chat-message-"][data-sender="guest"]').waitFor();
  await settle(app);
  await assertNoRawKeys(app, 'guest chat (en)');
  await shot(app, 'engagement-chat-guest-en');
  await app.context().close();
});

test('engagement: share page with code, QR and invitees; news detail and webview in three languages', async ({ ctx: { newPage, baseUrl, shot } }) => {
  const opToken = await operatorToken(baseUrl);
  const inviter = await registerUser(baseUrl, opToken, 'inv');
  await registerUser(baseUrl, opToken, 'friend', inviter.userInfo.invitationCode);
  const list = await api<{ list: { id: number; language: string }[] }>(baseUrl, 'POST', '/article/pageList', { pageSize: 1, language: 'es' });
  for (const locale of ['es', 'en', 'zh'] as const) {
    const page = await appAs(newPage, inviter.token, locale);
    await page.goto(`${baseUrl}/#/pages/profile/share`);
    await page.getByTestId('share-code').waitFor();
    assert.equal(await page.getByTestId('share-code').innerText(), inviter.userInfo.invitationCode);
    await page.getByTestId('share-qr').locator('svg').waitFor();
    assert.equal(await page.getByTestId('share-qr').getAttribute('data-link'), `${baseUrl}/#/pages/auth/registerindividual?inviteCode=${inviter.userInfo.invitationCode}`);
    await page.getByTestId('share-invitee').first().waitFor();
    assert.match(await page.getByTestId('share-invitee').first().innerText(), /^fr\*+/);
    await assertNoRawKeys(page, `share (${locale})`);
    await shot(page, `engagement-share-${locale}`);

    const articles = await api<{ list: { id: number }[] }>(baseUrl, 'POST', '/article/pageList', { pageSize: 1, language: locale });
    await page.goto(`${baseUrl}/#/pages/news/detail?id=${articles.list[0]!.id}`);
    await page.getByTestId('news-detail-title').waitFor();
    await assertNoRawKeys(page, `news detail (${locale})`);
    await shot(page, `engagement-news-${locale}`);

    await page.goto(`${baseUrl}/#/pages/webview/index?url=${encodeURIComponent('https://example.com/promo')}`);
    await page.getByTestId('webview-refused').waitFor();
    await assertNoRawKeys(page, `webview refused (${locale})`);
    await shot(page, `engagement-webview-refused-${locale}`);

    await page.goto(`${baseUrl}/#/pages/webview/index?url=${encodeURIComponent('/web/docs')}&title=API`);
    await page.getByTestId('webview-frame').waitFor();
    assert.equal(await page.getByTestId('webview-host').innerText(), '127.0.0.1');
    // The framed API docs loaded (the "may be blocked" hint goes) and drawn.
    await expect(page.locator('.webview-hint')).toHaveCount(0);
    await expect(page.frameLocator('[data-testid="webview-frame"]').locator('.swagger-ui .info')).toBeVisible();
    await shot(page, `engagement-webview-${locale}`);
    await page.context().close();
  }
  assert.ok(list.list.length > 0, 'demo articles are seeded');
});

import assert from 'node:assert/strict';
import fs from 'node:fs';
import { test } from '../lib/fixtures.ts';
import { api, emailCode, operatorToken } from '../lib/api.ts';
import { assertNoRawKeys } from '../lib/checks.ts';
import { desktopPage, operatorLogin, settle } from '../lib/pages.ts';
import { writeTestPng } from '../lib/png.ts';

/**
 * The back office (issue 4): operator login, rejecting a KYC submission with a reason
 * the user then sees in the app, freezing and unfreezing a user, the dev outbox, the
 * audit log, and what a reviewer may not do.
 */

interface Session {
  token: string;
  userInfo: { userId: number; username: string };
}

/** A user registered through the API, with a pending passport KYC carrying two real images. */
async function userWithPendingKyc(baseUrl: string, opToken: string, username: string): Promise<Session> {
  const email = `${username}@example.mx`;
  await api(baseUrl, 'POST', '/getEmailCode', { email, type: 'register' });
  const code = await emailCode(baseUrl, opToken, email);
  const password = 'Mercado2026!';
  const session = await api<Session>(baseUrl, 'POST', '/register/email', { email, code, username, password, confirmPassword: password, agreement: true });
  const upload = async (file: string) => {
    const form = new FormData();
    form.append('file', new Blob([fs.readFileSync(file)], { type: 'image/png' }), 'photo.png');
    const res = await fetch(`${baseUrl}/web/file/upload`, { method: 'POST', headers: { authorization: session.token }, body: form });
    const envelope = (await res.json()) as { code: number; msg: string; data: { url: string } };
    assert.equal(envelope.code, 200, `upload: ${envelope.msg}`);
    return envelope.data.url;
  };
  const frontImage = await upload(writeTestPng('passport.png', [200, 80, 40]));
  const backImage = await upload(writeTestPng('passport-back.png', [120, 60, 160]));
  await api(baseUrl, 'POST', '/updateReal', { firstName: 'John', lastName: 'Smith', documentType: 'passport', documentNumber: 'X1234567', country: 'US', frontImage, backImage }, session.token);
  return session;
}

async function userCallCode(baseUrl: string, token: string): Promise<number> {
  const res = await fetch(`${baseUrl}/web/api/user/info`, { method: 'POST', headers: { authorization: token, 'content-type': 'application/json' }, body: '{}' });
  return ((await res.json()) as { code: number }).code;
}

test('admin: reject KYC with a reason the user sees, freeze and unfreeze, outbox and audit log', async ({ ctx: { browser, newPage, baseUrl, shot } }) => {
  const opToken = await operatorToken(baseUrl);
  const username = `john_${Date.now().toString(36).slice(-6)}`;
  const user = await userWithPendingKyc(baseUrl, opToken, username);

  const admin = await desktopPage(browser, 'es');
  await admin.goto(`${baseUrl}/admin/`);
  await admin.getByTestId('admin-login-form').waitFor();
  await shot(admin, 'admin-login-es');
  // A wrong password is refused with the server's message.
  await admin.getByTestId('admin-username').fill('admin');
  await admin.getByTestId('admin-password').fill('nope-nope');
  await admin.getByTestId('admin-login-submit').click();
  await admin.getByTestId('admin-login-error').waitFor();
  await operatorLogin(admin, baseUrl);

  // Reject the submission with a quick reason.
  await admin.locator(`tr[data-username="${username}"]`).click();
  await admin.locator('[data-testid="kyc-image-front"]').waitFor();
  await admin.getByTestId('kyc-reject').click();
  await admin.getByTestId('kyc-reason-blurry').click();
  assert.equal(await admin.getByTestId('kyc-reject-reason').inputValue(), 'Las fotos no son legibles');
  await admin.getByTestId('kyc-reject-confirm').click();
  await admin.locator('[data-testid="kyc-detail-status"]', { hasText: 'Rechazado' }).waitFor();
  await admin.getByTestId('kyc-detail-reason').waitFor();
  await assertNoRawKeys(admin, 'KYC detail (es)');
  await shot(admin, 'admin-kyc-rejected-es');

  // The user sees "failed" with the reason, and a retry that shows the form again.
  const app = await newPage('en');
  await app.context().addInitScript((token) => window.localStorage.setItem('token', token), user.token);
  await app.goto(`${baseUrl}/#/pages/kyc/individual`);
  await app.locator('[data-testid="kyc-status"][data-status="failed"]').waitFor();
  assert.match(await app.getByTestId('kyc-reason').innerText(), /Las fotos no son legibles/);
  await settle(app);
  await shot(app, 'accounts-kyc-failed-en');
  await app.getByTestId('kyc-retry').click();
  await app.getByTestId('kyc-submit').waitFor();
  assert.equal(await app.getByTestId('kyc-first-name').locator('input').inputValue(), 'John');
  await app.goto(`${baseUrl}/#/pages/profile/index`);
  await app.locator('[data-testid="kyc-badge"][data-status="failed"]').waitFor();
  await settle(app);
  await shot(app, 'accounts-profile-failed-en');

  // Freeze the user: their calls answer 403; unfreeze: they work again.
  await admin.getByTestId('nav-users').click();
  await admin.getByTestId('users-keyword').fill(username);
  await admin.getByTestId('users-search').click();
  await admin.getByTestId(`user-row-${user.userInfo.userId}`).waitFor();
  await shot(admin, 'admin-users-es');
  await admin.getByTestId(`user-row-${user.userInfo.userId}`).click();
  await admin.getByTestId('user-freeze').click();
  await admin.getByTestId('user-freeze-reason').fill('Revisión de actividad inusual');
  await admin.getByTestId('user-freeze-confirm').click();
  await admin.getByTestId('user-unfreeze').waitFor();
  assert.equal(await userCallCode(baseUrl, user.token), 403);
  await shot(admin, 'admin-user-frozen-es');
  await admin.getByTestId('user-unfreeze').click();
  await admin.getByTestId('user-unfreeze-confirm').click();
  await admin.getByTestId('user-freeze').waitFor();
  assert.equal(await userCallCode(baseUrl, user.token), 200);

  // The dev outbox shows the registration email with its code, in Chinese.
  await admin.getByTestId('admin-language').selectOption('zh');
  await admin.getByTestId('nav-outbox').click();
  await admin.getByTestId('outbox-to').fill(`${username}@example.mx`);
  await admin.getByTestId('outbox-search').click();
  await admin.locator(`[data-to="${username}@example.mx"] [data-testid="outbox-code"]`).waitFor();
  await assertNoRawKeys(admin, 'outbox (zh)');
  await shot(admin, 'admin-outbox-zh');

  // Every action is in the audit log.
  await admin.getByTestId('admin-language').selectOption('en');
  await admin.getByTestId('nav-audit').click();
  await admin.getByTestId('audit-table').waitFor();
  const actions = await admin.locator('[data-testid^="audit-row-"]').evaluateAll((rows) => rows.map((row) => row.getAttribute('data-action')));
  for (const action of ['operator.login', 'kyc.reject', 'user.freeze', 'user.unfreeze']) assert.ok(actions.includes(action), `audit log has ${action}: ${actions.join(', ')}`);
  // Action names (kyc.reject...) are data here, so only the page's own texts are checked.
  await assertNoRawKeys(admin, 'audit log', '.sidebar, .topbar, .page-header, .toolbar, thead, .pager');
  await shot(admin, 'admin-audit-en');
  await admin.context().close();
  await app.context().close();
});

test('admin: a reviewer reviews KYC but cannot freeze users or read the audit log', async ({ ctx: { browser, baseUrl, shot } }) => {
  const opToken = await operatorToken(baseUrl);
  const reviewer = `rev_${Date.now().toString(36).slice(-6)}`;
  await api(baseUrl, 'POST', '/admin/operators', { username: reviewer, password: 'Revisor2026!', roles: ['kyc_reviewer', 'money_reviewer'] }, opToken);
  const page = await desktopPage(browser, 'en');
  await operatorLogin(page, baseUrl, reviewer, 'Revisor2026!');
  assert.equal(await page.getByTestId('nav-audit').count(), 0, 'no audit entry for a reviewer');
  assert.equal(await page.getByTestId('nav-outbox').count(), 0, 'no dev outbox for a reviewer');
  await page.goto(`${baseUrl}/admin/#/audit`);
  // A page the reviewer may not use falls back to the first one: the dashboard.
  await page.getByTestId('dash-queue-kyc').waitFor();
  await page.goto(`${baseUrl}/admin/#/users`);
  await page.getByTestId('users-table').waitFor();
  await page.locator('[data-testid^="user-row-"]').first().click();
  assert.equal(await page.getByTestId('user-freeze').isDisabled(), true, 'a reviewer cannot freeze');
  await shot(page, 'admin-user-reviewer-en');
  await page.getByTestId('admin-logout').click();
  await page.getByTestId('admin-login-form').waitFor();
  await page.context().close();
});

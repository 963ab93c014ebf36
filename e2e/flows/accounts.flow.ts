import assert from 'node:assert/strict';
import { test } from '../lib/fixtures.ts';
import { api, emailCode, operatorToken, waitFor } from '../lib/api.ts';
import { assertNoHorizontalOverflow, assertNoRawKeys } from '../lib/checks.ts';
import { desktopPage, hashIs, input, operatorLogin, settle } from '../lib/pages.ts';
import { writeTestPng } from '../lib/png.ts';

/**
 * Issue 4, end to end: a new user registers in the app (the email code read from the
 * dev outbox through the back-office API), logs out and in, submits KYC with real PNG
 * images, an operator approves it in the back office, and the user sees "verified",
 * with the outcome as a notice. Screenshots of every screen go to e2e/screenshots/.
 */

// ---------------------------------------------------------------- helpers (admin.flow.ts uses them too)

// ---------------------------------------------------------------- flows

test('accounts: register, log in, submit KYC with images, operator approves, user sees verified', async ({ ctx: { browser, newPage, baseUrl, shot } }) => {
  const suffix = Date.now().toString(36).slice(-6);
  const username = `ana_${suffix}`;
  const email = `ana.${suffix}@example.mx`;
  const password = 'Inversion2026!';
  const opToken = await operatorToken(baseUrl);

  // Guest account tab.
  const page = await newPage('es');
  await page.goto(`${baseUrl}/#/pages/profile/index`);
  await page.getByTestId('profile-guest').waitFor();
  await assertNoRawKeys(page, 'guest account tab');
  await assertNoHorizontalOverflow(page, 'guest account tab');
  await settle(page);
  await shot(page, 'accounts-profile-guest-es');

  // Register an individual account, with an invitation code prefilled from the link.
  await page.getByTestId('profile-register').click();
  await hashIs(page, '/pages/auth/register');
  await page.getByTestId('register-individual').waitFor();
  await settle(page);
  await shot(page, 'accounts-register-es');
  await page.getByTestId('register-individual').click();
  await hashIs(page, '/pages/auth/registerindividual');
  await input(page, 'register-email').fill(email);
  await page.getByTestId('register-send-code').click();
  await page.waitForFunction(() => /\d/.test(document.querySelector('[data-testid="register-send-code"]')?.textContent ?? ''), undefined, { timeout: 10_000 });
  const code = await emailCode(baseUrl, opToken, email);
  await input(page, 'register-code').fill(code);
  await input(page, 'register-username').fill(username);
  await input(page, 'register-password').fill(password);
  await input(page, 'register-confirm').fill(`${password}x`);
  // Submitting with a wrong confirmation and without the agreement shows both problems.
  await page.getByTestId('register-submit').click();
  await page.getByText('Las dos contraseñas no coinciden').waitFor();
  await page.getByText('Primero acepta el acuerdo de usuario').waitFor();
  await input(page, 'register-confirm').fill(password);
  // The agreement opens over the form and accepting it ticks the box.
  await page.getByTestId('register-agreement-open').click();
  await page.getByTestId('agreement-text').waitFor();
  await page.getByTestId('register-agreement-accept').click();
  await page.waitForFunction(() => document.querySelector('[data-testid="register-agreement"]')?.classList.contains('adm-checkbox-checked'));
  await assertNoRawKeys(page, 'individual registration');
  await assertNoHorizontalOverflow(page, 'individual registration');
  await settle(page);
  await shot(page, 'accounts-register-individual-es');
  await page.getByTestId('register-submit').click();
  await hashIs(page, '/pages/profile/index');
  await page.getByTestId('profile-user').waitFor();
  assert.equal(await page.getByTestId('profile-username').innerText(), username);
  assert.equal(await page.getByTestId('kyc-badge').getAttribute('data-status'), 'none');
  // A new user's balances are real (all zero), loaded from the wallet.
  await page.locator('[data-testid="balances-summary"][data-state="ready"]').waitFor();

  // Log out, then log in with the email instead of the username.
  await page.getByTestId('profile-logout').click();
  await page.locator('.adm-dialog').getByRole('button', { name: 'Cerrar sesión' }).click();
  await page.getByTestId('profile-guest').waitFor();
  assert.equal(await page.evaluate(() => localStorage.getItem('token')), null);
  await page.getByTestId('profile-login').click();
  await hashIs(page, '/pages/auth/login');
  await input(page, 'login-username').fill(email);
  await input(page, 'login-password').fill('wrong-password-1');
  await page.getByTestId('login-submit').click();
  await page.locator('.adm-toast-main').waitFor();
  await input(page, 'login-password').fill(password);
  await settle(page);
  await shot(page, 'accounts-login-es');
  await page.getByTestId('login-submit').click();
  await hashIs(page, '/pages/profile/index');
  await page.getByTestId('profile-user').waitFor();
  await assertNoRawKeys(page, 'account tab');
  await assertNoHorizontalOverflow(page, 'account tab');
  await settle(page);
  await shot(page, 'accounts-profile-user-es');

  // KYC with two real images (a Mexican ID card takes a CURP or an RFC).
  await page.getByTestId('profile-kyc-action').click();
  await hashIs(page, '/pages/kyc/individual');
  await page.getByTestId('kyc-status').waitFor();
  assert.equal(await page.getByTestId('kyc-status').getAttribute('data-status'), 'none');
  await input(page, 'kyc-first-name').fill('Ana');
  await input(page, 'kyc-last-name').fill('García López');
  await input(page, 'kyc-document-number').fill('GALA900101');
  await page.getByTestId('kyc-submit').click();
  await page.getByText('Escribe una CURP (18) o un RFC (13) válidos').waitFor();
  await page.getByText('Primero sube las fotos de tu documento').first().waitFor();
  await input(page, 'kyc-document-number').fill('GALA900101AB1');
  await page.getByTestId('kyc-front-input').setInputFiles(writeTestPng('ine-front.png', [31, 111, 235]));
  await page.locator('[data-testid="kyc-front"][data-state="done"]').waitFor();
  await page.getByTestId('kyc-back-input').setInputFiles(writeTestPng('ine-back.png', [0, 168, 107]));
  await page.locator('[data-testid="kyc-back"][data-state="done"]').waitFor();
  // The uploaded image is shown from the server (fetched with the token as a blob).
  await page.locator('[data-testid="kyc-front-image"][data-loaded="true"]').waitFor();
  await assertNoRawKeys(page, 'KYC form');
  await assertNoHorizontalOverflow(page, 'KYC form');
  await page.getByTestId('kyc-front').scrollIntoViewIfNeeded();
  await settle(page);
  await shot(page, 'accounts-kyc-form-es');
  await page.getByTestId('kyc-submit').click();
  await page.locator('[data-testid="kyc-status"][data-status="pending"]').waitFor();
  await settle(page);
  await shot(page, 'accounts-kyc-pending-es');

  // The operator approves it in the back office, looking at the images.
  const admin = await desktopPage(browser, 'en');
  await operatorLogin(admin, baseUrl);
  await admin.getByTestId('kyc-table').waitFor();
  await assertNoRawKeys(admin, 'KYC queue');
  await shot(admin, 'admin-kyc-queue-en');
  await admin.locator(`tr[data-username="${username}"]`).click();
  await admin.locator('[data-testid="kyc-image-front"]').waitFor();
  await admin.locator('[data-testid="kyc-image-back"]').waitFor();
  const natural = await admin.locator('[data-testid="kyc-image-front"]').evaluate((img) => (img as HTMLImageElement).naturalWidth);
  assert.ok(natural > 0, 'the operator sees the submitted front image');
  await assertNoRawKeys(admin, 'KYC detail');
  await shot(admin, 'admin-kyc-detail-en');
  await admin.getByTestId('kyc-approve').click();
  await admin.getByTestId('kyc-approve-confirm').click();
  await admin.locator('[data-testid="kyc-detail-status"]', { hasText: 'Verified' }).waitFor();

  // The user sees "verified" on the account tab, and the outcome as an unread notice.
  await page.goto(`${baseUrl}/#/pages/profile/index`);
  await page.reload();
  await page.locator('[data-testid="kyc-badge"][data-status="verified"]').waitFor();
  await page.locator('[data-testid="profile-notices"] .adm-badge').waitFor();
  await settle(page);
  await shot(page, 'accounts-profile-verified-es');
  await page.getByTestId('profile-notices').click();
  await hashIs(page, '/pages/notice/index');
  await page.getByTestId('notice-unread-dot').first().waitFor();
  await assertNoRawKeys(page, 'notices');
  await settle(page);
  await shot(page, 'accounts-notices-es');
  await page.locator('[data-testid^="notice-"][data-read="false"]').first().click();
  await hashIs(page, '/pages/notice/detail');
  await page.getByTestId('notice-detail').waitFor();
  await page.getByTestId('notice-go-kyc').waitFor();
  await settle(page);
  await shot(page, 'accounts-notice-detail-es');
  await page.locator('.adm-nav-bar-back').click();
  await hashIs(page, '/pages/notice/index');
  await waitFor(async () => (await page.getByTestId('notice-unread-dot').count()) === 0, 'the notice to show as read');

  // The transaction password: set it the first time on the number keyboard.
  await page.goto(`${baseUrl}/#/pages/setting/index`);
  await page.getByTestId('settings-paypwd').click();
  await hashIs(page, '/pages/setting/paypwd');
  await page.locator('[data-testid="paypwd"][data-step="new"]').waitFor();
  const typeDigits = async (digits: string) => {
    for (const digit of digits) await page.locator('.adm-number-keyboard-key', { hasText: new RegExp(`^${digit}$`) }).click();
  };
  await typeDigits('246810');
  await page.locator('[data-testid="paypwd"][data-step="confirm"]').waitFor();
  await shot(page, 'accounts-paypwd-es');
  await typeDigits('246810');
  await hashIs(page, '/pages/setting/index');
  const info = await api<{ payPasswordSet: boolean; kycStatus: string }>(baseUrl, 'POST', '/api/user/info', {}, (await page.evaluate(() => localStorage.getItem('token')))!);
  assert.equal(info.payPasswordSet, true);
  assert.equal(info.kycStatus, 'verified');
  await page.getByTestId('settings-paypwd').getByText('Configurada').waitFor();
  await settle(page);
  await shot(page, 'accounts-settings-es');
  await admin.context().close();
  await page.context().close();
});

test('accounts: screens in English and Chinese (login, register, agreement, settings, security, KYC form)', async ({ ctx: { newPage, baseUrl, shot } }) => {
  const en = await newPage('en');
  await en.goto(`${baseUrl}/#/pages/auth/login`);
  await en.getByTestId('login-submit').waitFor();
  await assertNoRawKeys(en, 'login (en)');
  await settle(en);
  await shot(en, 'accounts-login-en');
  // A wrong password is refused with a message and no session.
  await input(en, 'login-username').fill('demo');
  await input(en, 'login-password').fill('Wrong1234');
  await en.getByTestId('login-submit').click();
  await en.locator('.adm-toast-main').waitFor();
  assert.equal(await en.evaluate(() => localStorage.getItem('token')), null);
  await input(en, 'login-password').fill('Demo1234');
  await en.getByTestId('login-submit').click();
  await hashIs(en, '/pages/profile/index');
  await en.locator('[data-testid="kyc-badge"][data-status="verified"]').waitFor();
  await settle(en);
  await shot(en, 'accounts-profile-demo-en');
  await en.getByTestId('profile-settings').click();
  await en.getByTestId('settings-security').click();
  await hashIs(en, '/pages/setting/security');
  await en.getByTestId('security-email').waitFor();
  await assertNoRawKeys(en, 'security (en)');
  await settle(en);
  await shot(en, 'accounts-security-en');
  await en.goto(`${baseUrl}/#/pages/setting/loginpwd`);
  await input(en, 'loginpwd-old').waitFor();
  await settle(en);
  await shot(en, 'accounts-loginpwd-en');
  await en.goto(`${baseUrl}/#/pages/auth/registercompany?code=AB12CD`);
  assert.equal(await input(en, 'company-invitation').inputValue(), 'AB12CD');
  await assertNoRawKeys(en, 'company registration (en)');
  await assertNoHorizontalOverflow(en, 'company registration (en)');
  await settle(en);
  await shot(en, 'accounts-register-company-en');
  await en.context().close();

  const zh = await newPage('zh');
  await zh.goto(`${baseUrl}/#/pages/auth/registerindividual?inviteCode=XY99`);
  assert.equal(await input(zh, 'register-invitation').inputValue(), 'XY99');
  await assertNoRawKeys(zh, 'registration (zh)');
  await settle(zh);
  await shot(zh, 'accounts-register-individual-zh');
  await zh.goto(`${baseUrl}/#/pages/auth/protocol`);
  await zh.getByTestId('agreement-text').waitFor();
  await assertNoRawKeys(zh, 'agreement (zh)');
  await settle(zh);
  await shot(zh, 'accounts-protocol-zh');
  await zh.goto(`${baseUrl}/#/pages/auth/resetpwd`);
  await input(zh, 'reset-email').waitFor();
  await settle(zh);
  await shot(zh, 'accounts-resetpwd-zh');
  await zh.goto(`${baseUrl}/#/pages/profile/index`);
  await zh.getByTestId('profile-guest').waitFor();
  await assertNoRawKeys(zh, 'guest account tab (zh)');
  await settle(zh);
  await shot(zh, 'accounts-profile-guest-zh');
  await zh.context().close();
});

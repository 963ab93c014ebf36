import assert from 'node:assert/strict';
import { Secret, TOTP } from 'otpauth';
import type { Page } from '@playwright/test';
import { test } from '../lib/fixtures.ts';
import { api, emailCode, operatorToken } from '../lib/api.ts';
import { assertNoHorizontalOverflow, assertNoRawKeys } from '../lib/checks.ts';
import { hashIs, input, settle } from '../lib/pages.ts';

/**
 * Issue 21, end to end, in Spanish, English and Chinese: a new investor turns two-step
 * verification on (the key read from the page, the code computed here with the same
 * library an authenticator app uses), sees the recovery codes once, signs out, and signs in
 * on a new browser context (a new device) with a code, gets new recovery codes (with the
 * password); the devices page then lists both devices, this one marked, and signs the first
 * one out, which then signs in with a new recovery code (an old one is refused).
 */

type Locale = 'es' | 'en' | 'zh';

/** What an authenticator app shows for the key at `at` (ms): RFC 6238, SHA-1, 6 digits, 30 s. */
const appCode = (secret: string, at: number) => TOTP.generate({ secret: Secret.fromBase32(secret), algorithm: 'SHA1', digits: 6, period: 30, timestamp: at });

async function look(page: Page, where: string, shot: (page: Page, name: string) => Promise<void>, name: string): Promise<void> {
  await assertNoRawKeys(page, where);
  const raw = (await page.locator('body').innerText()).match(/\btwofactor\.[a-zA-Z.]+/);
  assert.equal(raw, null, `raw text key on ${where}: ${raw?.[0]}`);
  await assertNoHorizontalOverflow(page, where);
  await settle(page);
  await shot(page, name);
}

test('twofactor: enrol two-step verification with a QR key, sign out, sign in on a new device with the code, list and sign out devices (es, en, zh)', async ({ ctx: { newPage, baseUrl, shot } }) => {
  const opToken = await operatorToken(baseUrl);
  for (const locale of ['es', 'en', 'zh'] as const satisfies Locale[]) {
    const suffix = `${Date.now().toString(36).slice(-5)}${locale}`;
    const username = `tf_${suffix}`;
    const email = `tf.${suffix}@example.mx`;
    const password = 'Segura2026!';
    await api(baseUrl, 'POST', '/getEmailCode', { email, type: 'register' });
    const code = await emailCode(baseUrl, opToken, email);
    await api(baseUrl, 'POST', '/register/email', { username, email, password, confirmPassword: password, code, agreement: true });

    // Device A: sign in (two-step verification is off: the password is enough).
    const a = await newPage(locale);
    await a.goto(`${baseUrl}/#/pages/auth/login`);
    await input(a, 'login-username').fill(username);
    await input(a, 'login-password').fill(password);
    await a.getByTestId('login-submit').click();
    await hashIs(a, '/pages/profile/index');

    // Security: two-step verification off; turn it on.
    await a.goto(`${baseUrl}/#/pages/setting/security`);
    await a.getByTestId('security-twofactor').waitFor();
    await look(a, `security (${locale})`, shot, `twofactor-security-${locale}`);
    await a.getByTestId('security-twofactor').click();
    await hashIs(a, '/pages/setting/twofactor');
    await a.getByTestId('twofactor-start').click();
    await a.getByTestId('twofactor-qr').waitFor();
    await look(a, `enrolment (${locale})`, shot, `twofactor-enrol-${locale}`);
    // The key as the page shows it (grouped by four), typed into the "app" by hand.
    const secret = (await a.getByTestId('twofactor-secret').innerText()).replace(/\s/g, '');
    assert.match(secret, /^[A-Z2-7]{32}$/);
    // A wrong code is refused with the server's message under the field.
    await input(a, 'twofactor-code').fill(appCode(secret, Date.now() + 300_000));
    await a.getByTestId('twofactor-confirm').click();
    await a.locator('.adm-form-item-feedback-error').first().waitFor();
    await input(a, 'twofactor-code').fill(appCode(secret, Date.now()));
    await a.getByTestId('twofactor-confirm').click();
    await a.getByTestId('twofactor-recovery-codes').waitFor();
    const recovery = (await a.getByTestId('twofactor-recovery-codes').innerText()).split('\n').filter(Boolean);
    assert.equal(recovery.length, 10, 'ten recovery codes');
    await look(a, `recovery codes (${locale})`, shot, `twofactor-recovery-${locale}`);
    await a.getByTestId('twofactor-recovery-done').click();
    await a.getByTestId('twofactor-codes-left').waitFor();
    await look(a, `two-step on (${locale})`, shot, `twofactor-on-${locale}`);

    // Sign out of device A.
    await a.goto(`${baseUrl}/#/pages/setting/index`);
    await a.getByTestId('settings-logout').click();
    await a.locator('.adm-dialog .adm-dialog-button-bold').click();
    await a.waitForFunction(() => localStorage.getItem('token') === null);

    // Device B (a new browser context): the password, then the code.
    const b = await newPage(locale);
    await b.goto(`${baseUrl}/#/pages/auth/login`);
    await input(b, 'login-username').fill(username);
    await input(b, 'login-password').fill(password);
    await b.getByTestId('login-submit').click();
    await hashIs(b, '/pages/auth/twofactor');
    await b.getByTestId('twofactor-login-code').waitFor();
    assert.equal(await b.evaluate(() => localStorage.getItem('token')), null, 'no session before the code');
    await look(b, `login second step (${locale})`, shot, `twofactor-login-${locale}`);
    // The enrolment took this step's code: the app's next one (inside the drift window) signs in.
    await input(b, 'twofactor-login-code').fill(appCode(secret, Date.now() + 30_000));
    await b.getByTestId('twofactor-login-submit').click();
    await hashIs(b, '/pages/profile/index');
    await b.waitForFunction(() => localStorage.getItem('token') !== null);

    // New recovery codes, proven by the login password: ten new ones, the old ones dead.
    await b.goto(`${baseUrl}/#/pages/setting/twofactor`);
    await b.getByTestId('twofactor-renew-toggle').click();
    await b.getByTestId('twofactor-renew-password').locator('input').fill(password);
    await look(b, `renew recovery codes (${locale})`, shot, `twofactor-renew-${locale}`);
    await b.getByTestId('twofactor-renew').click();
    await b.locator('.adm-dialog .adm-dialog-button-bold').click();
    await b.getByTestId('twofactor-recovery-codes').waitFor();
    const renewed = (await b.getByTestId('twofactor-recovery-codes').innerText()).split('\n').filter(Boolean);
    assert.equal(renewed.length, 10, 'ten new recovery codes');
    assert.ok(renewed.every((code) => !recovery.includes(code)), 'all of them new');
    await look(b, `renewed recovery codes (${locale})`, shot, `twofactor-renewed-${locale}`);
    await b.getByTestId('twofactor-recovery-done').click();
    await b.getByTestId('twofactor-codes-left').waitFor();

    // A withdrawal asks for the app's code besides the transaction password.
    await b.goto(`${baseUrl}/#/pages/withdraw/bcard`);
    await b.getByTestId('withdraw-totp').waitFor();
    await look(b, `withdrawal with code (${locale})`, shot, `twofactor-withdraw-${locale}`);

    // Devices: B is this device and trusted; A stays trusted (it enrolled) though signed out.
    await b.goto(`${baseUrl}/#/pages/setting/devices`);
    await b.getByTestId('device-list').waitFor();
    // A and B, and the registration's session (made through the API above: a device of its own, not trusted).
    assert.equal(await b.locator('.device-card').count(), 3, 'the three devices listed');
    assert.equal(await b.locator('.device-card:has(.device-tag.trusted)').count(), 2, 'A and B are trusted');
    assert.equal(await b.locator('[data-current="true"]').count(), 1, 'one device is this one');
    await look(b, `devices (${locale})`, shot, `twofactor-devices-${locale}`);
    const other = b.locator('.device-card:not([data-current]):has(.device-tag.trusted)');
    const otherId = (await other.getAttribute('data-testid'))!.replace('device-', '');
    await b.getByTestId(`device-signout-${otherId}`).click();
    await b.locator('.adm-dialog .adm-dialog-button-bold').click();
    await b.getByTestId(`device-${otherId}`).waitFor({ state: 'detached' });
    assert.equal(await b.locator('.device-card').count(), 2);

    // Device A, its trust gone, needs a code again.
    await a.goto(`${baseUrl}/#/pages/auth/login`);
    await input(a, 'login-username').fill(username);
    await input(a, 'login-password').fill(password);
    await a.getByTestId('login-submit').click();
    await hashIs(a, '/pages/auth/twofactor');
    // With a recovery code: an old one (replaced above) is refused, a new one signs in.
    await a.getByTestId('twofactor-login-toggle').click();
    await input(a, 'twofactor-login-recovery').fill(recovery[1]!);
    await a.getByTestId('twofactor-login-submit').click();
    await a.locator('.adm-form-item-feedback-error').first().waitFor();
    await input(a, 'twofactor-login-recovery').fill(renewed[0]!);
    await a.getByTestId('twofactor-login-submit').click();
    await hashIs(a, '/pages/profile/index');
    await a.context().close();
    await b.context().close();
  }
});

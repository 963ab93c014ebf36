import crypto from 'node:crypto';
import type { Session, TwoFactorSetup, TwoFactorStatus } from '@app/contracts';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app.ts';
import { ConfigError, DEV_TOTP_ENCRYPTION_KEY, loadConfig, maskedConfig } from '../../src/config.ts';
import { ManualClock } from '../../src/lib/clock.ts';
import { totpCode } from '../../src/modules/accounts/totp.ts';
import { encryptLegacyTotpSecrets, isSealed, openTotpSecret, sealTotpSecret } from '../../src/modules/accounts/totp-box.ts';
import { TWO_FACTOR_THROTTLE } from '../../src/modules/accounts/twofactor.ts';
import { WEEKDAY_NOON } from '../funding/_money.ts';
import { registerAndLogin, type TestUser } from '../fixtures/users.ts';
import { createTestApp, testConfig, type TestApp } from '../helpers.ts';
import { anyIp, call, newDevice } from './_api.ts';

/*
 * Issue 21's leftovers: the TOTP secret encrypted at rest (AES-256-GCM, TOTP_ENCRYPTION_KEY),
 * rows stored in clear before that still read and then sealed; recovery codes regenerated
 * (a code or the password; the old ones dead at once, the new single-use, one set under
 * concurrency); the throttle of code checks counted atomically under parallel guesses, and
 * the lock holding across two server processes on one database.
 */

const KEY = crypto.randomBytes(32);
const clock = new ManualClock(WEEKDAY_NOON);
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ clock, config: testConfig({ TOTP_ENCRYPTION_KEY: KEY.toString('hex') }) });
}, 120_000);
afterAll(() => t?.close());

const nextStep = () => clock.advance(30_000);

async function login(app: TestApp, user: TestUser, ip = anyIp()) {
  const res = await app.app.inject({
    method: 'POST',
    url: '/web/loginByUsername',
    headers: { lang: 'en' },
    payload: { username: user.username, password: user.password, deviceId: newDevice() },
    remoteAddress: ip,
  });
  return JSON.parse(res.body) as { code: number; data: Session & { error?: string; challenge?: string } };
}
const second = (app: TestApp, payload: Record<string, unknown>, ip = anyIp()) => call<Session & { error?: string }>(app, 'POST', '/twoFactor/login', { payload, ip });
/** Signs in on a new device with a code or a recovery code; answers the status and error. */
async function signIn(user: TestUser, factor: { code?: string; recoveryCode?: string }) {
  const { data } = await login(t, user);
  expect(data.error).toBe('TWO_FACTOR_REQUIRED');
  const res = await second(t, { challenge: data.challenge, ...factor });
  return { status: res.status, error: res.data.error };
}

async function enrolled(app = t): Promise<{ user: TestUser; secret: string; recovery: string[] }> {
  const user = await registerAndLogin(app);
  const setup = await call<TwoFactorSetup>(app, 'POST', '/twoFactor/setup', { token: user.token });
  const enable = await call<{ recoveryCodes: string[] }>(app, 'POST', '/twoFactor/enable', { token: user.token, payload: { code: totpCode(setup.data.secret, clock.now()) } });
  expect(enable.status, enable.msg).toBe(200);
  nextStep();
  return { user, secret: setup.data.secret, recovery: enable.data.recoveryCodes };
}

const stored = async (userId: number) =>
  (await t.database.db.selectFrom('two_factor_secrets').select(['secret']).where('user_id', '=', userId).executeTakeFirstOrThrow()).secret;

describe('the TOTP secret at rest', () => {
  it('is stored sealed with the configured key (AES-256-GCM), never in clear, and opens only for its own user', async () => {
    const user = await registerAndLogin(t);
    const setup = await call<TwoFactorSetup>(t, 'POST', '/twoFactor/setup', { token: user.token });
    const pending = await stored(user.userId);
    expect(isSealed(pending)).toBe(true);
    expect(pending).not.toContain(setup.data.secret);
    expect(openTotpSecret(KEY, user.userId, pending)).toBe(setup.data.secret);
    // Another key, another user's id (a value copied between rows), or a flipped byte: refused.
    expect(() => openTotpSecret(DEV_TOTP_ENCRYPTION_KEY, user.userId, pending)).toThrow();
    expect(() => openTotpSecret(KEY, user.userId + 1, pending)).toThrow();
    const raw = Buffer.from(pending.slice(3), 'base64url');
    raw[raw.length - 1]! ^= 1;
    expect(() => openTotpSecret(KEY, user.userId, `v1.${raw.toString('base64url')}`)).toThrow();
    // A fresh nonce per write: the same secret seals differently.
    expect(sealTotpSecret(KEY, 1, 'JBSWY3DPEHPK3PXP')).not.toBe(sealTotpSecret(KEY, 1, 'JBSWY3DPEHPK3PXP'));

    // Enrolment and sign-in work through the sealed value.
    expect((await call(t, 'POST', '/twoFactor/enable', { token: user.token, payload: { code: totpCode(setup.data.secret, clock.now()) } })).status).toBe(200);
    nextStep();
    expect(isSealed(await stored(user.userId))).toBe(true);
    expect((await signIn(user, { code: totpCode(setup.data.secret, clock.now()) })).status).toBe(200);
    nextStep();
  });

  it('a secret stored in clear before encryption still signs in; the start-up pass seals it once and it keeps working', async () => {
    const { user, secret } = await enrolled();
    await t.database.db.updateTable('two_factor_secrets').set({ secret }).where('user_id', '=', user.userId).execute();
    expect(await stored(user.userId)).toBe(secret);
    expect((await signIn(user, { code: totpCode(secret, clock.now()) })).status).toBe(200);
    nextStep();

    expect(await encryptLegacyTotpSecrets(t.database.db, KEY, 2)).toBeGreaterThanOrEqual(1);
    const sealed = await stored(user.userId);
    expect(isSealed(sealed)).toBe(true);
    expect(openTotpSecret(KEY, user.userId, sealed)).toBe(secret);
    expect(await encryptLegacyTotpSecrets(t.database.db, KEY)).toBe(0);
    const left = await t.database.db.selectFrom('two_factor_secrets').select(['user_id']).where('secret', 'not like', 'v1.%').execute();
    expect(left).toEqual([]);
    expect((await signIn(user, { code: totpCode(secret, clock.now()) })).status).toBe(200);
    nextStep();
  });

  it('the accounts module seals the rows left in clear when a server starts', async () => {
    const users: Array<{ user: TestUser; secret: string }> = [];
    for (let i = 0; i < 3; i++) users.push(await enrolled());
    for (const { user, secret } of users) await t.database.db.updateTable('two_factor_secrets').set({ secret }).where('user_id', '=', user.userId).execute();
    const other = await buildApp({ config: testConfig({ TOTP_ENCRYPTION_KEY: KEY.toString('base64') }), database: t.database, clock });
    try {
      await other.app.ready();
      for (const { user, secret } of users) expect(openTotpSecret(KEY, user.userId, await stored(user.userId))).toBe(secret);
    } finally {
      await other.app.close();
    }
  });
});

describe('TOTP_ENCRYPTION_KEY', () => {
  it('is required when NODE_ENV=production, read as hex or base64, refused otherwise naming the variable, and masked in the log', () => {
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(ConfigError);
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(/TOTP_ENCRYPTION_KEY: required when NODE_ENV=production/);
    const hex = loadConfig({ NODE_ENV: 'production', TOTP_ENCRYPTION_KEY: KEY.toString('hex') });
    expect(hex.totpEncryptionKey.equals(KEY)).toBe(true);
    expect(hex.totpKeyIsDev).toBe(false);
    expect(loadConfig({ TOTP_ENCRYPTION_KEY: KEY.toString('base64') }).totpEncryptionKey.equals(KEY)).toBe(true);
    expect(loadConfig({ TOTP_ENCRYPTION_KEY: KEY.toString('base64url') }).totpEncryptionKey.equals(KEY)).toBe(true);
    for (const bad of ['short', 'ab'.repeat(31), crypto.randomBytes(24).toString('base64'), 'zz'.repeat(32)]) {
      expect(() => loadConfig({ TOTP_ENCRYPTION_KEY: bad }), bad).toThrow(/TOTP_ENCRYPTION_KEY: must be 32 bytes/);
    }
    // Outside production: the fixed development key.
    const dev = loadConfig({});
    expect(dev.totpEncryptionKey.equals(DEV_TOTP_ENCRYPTION_KEY)).toBe(true);
    expect(dev.totpKeyIsDev).toBe(true);
    expect(maskedConfig(dev).totpEncryptionKey).toBe('development key');
    const masked = JSON.stringify(maskedConfig(hex));
    expect(masked).not.toContain(KEY.toString('hex'));
    expect(maskedConfig(hex).totpEncryptionKey).toBe('***');
  });
});

describe('regenerating recovery codes', () => {
  it('needs a code or the password; the old codes are refused at once, the new ones work once each', async () => {
    const { user, secret, recovery } = await enrolled();
    // One old code used before: the count says 9.
    expect((await signIn(user, { recoveryCode: recovery[0] })).status).toBe(200);

    const none = await call(t, 'POST', '/twoFactor/recoveryCodes', { token: user.token, payload: {}, lang: 'mx' });
    expect([none.status, none.data.error, none.data.field, none.msg]).toEqual([422, 'TWO_FACTOR_CODE_REQUIRED', 'code', 'Introduce el código de tu app de autenticación o tu contraseña de acceso']);
    const badPassword = await call(t, 'POST', '/twoFactor/recoveryCodes', { token: user.token, payload: { password: 'Wrong-pass1' } });
    expect([badPassword.status, badPassword.data.error]).toEqual([400, 'OLD_PASSWORD_WRONG']);
    const badCode = await call(t, 'POST', '/twoFactor/recoveryCodes', { token: user.token, payload: { code: totpCode(secret, clock.now() + 300_000) } });
    expect([badCode.status, badCode.data.error]).toEqual([422, 'TWO_FACTOR_CODE_WRONG']);
    // A recovery code is not a proof here (it is what is being replaced).
    const byRecovery = await call(t, 'POST', '/twoFactor/recoveryCodes', { token: user.token, payload: { recoveryCode: recovery[1] } });
    expect(byRecovery.data.error).toBe('TWO_FACTOR_CODE_REQUIRED');
    const guest = await call(t, 'POST', '/twoFactor/recoveryCodes', { payload: { password: user.password } });
    expect(guest.status).toBe(401);
    expect((await call<TwoFactorStatus>(t, 'GET', '/twoFactor/status', { token: user.token })).data.recoveryCodesLeft).toBe(9);

    const renewed = await call<{ recoveryCodes: string[] }>(t, 'POST', '/twoFactor/recoveryCodes', { token: user.token, payload: { password: user.password } });
    expect(renewed.status, renewed.msg).toBe(200);
    const fresh = renewed.data.recoveryCodes;
    expect(fresh).toHaveLength(10);
    expect(new Set(fresh).size).toBe(10);
    for (const code of fresh) expect(code).toMatch(/^[A-Z2-9]{5}-[A-Z2-9]{5}$/);
    expect(fresh.some((code) => recovery.includes(code))).toBe(false);
    expect((await call<TwoFactorStatus>(t, 'GET', '/twoFactor/status', { token: user.token })).data.recoveryCodesLeft).toBe(10);

    // Every old code (used or not) is refused now.
    for (const old of [recovery[1], recovery[9]]) expect(await signIn(user, { recoveryCode: old })).toEqual({ status: 422, error: 'TWO_FACTOR_CODE_WRONG' });
    // A new one works once; then it is refused.
    expect((await signIn(user, { recoveryCode: fresh[4] })).status).toBe(200);
    expect(await signIn(user, { recoveryCode: fresh[4] })).toEqual({ status: 422, error: 'TWO_FACTOR_CODE_WRONG' });
    expect((await call<TwoFactorStatus>(t, 'GET', '/twoFactor/status', { token: user.token })).data.recoveryCodesLeft).toBe(9);

    // With a code of the app instead: it is taken (a replay is refused), and the set changes again.
    nextStep();
    const code = totpCode(secret, clock.now());
    const byCode = await call<{ recoveryCodes: string[] }>(t, 'POST', '/twoFactor/recoveryCodes', { token: user.token, payload: { code } });
    expect(byCode.status, byCode.msg).toBe(200);
    const replay = await call(t, 'POST', '/twoFactor/recoveryCodes', { token: user.token, payload: { code } });
    expect(replay.data.error).toBe('TWO_FACTOR_CODE_USED');
    expect(await signIn(user, { recoveryCode: fresh[5] })).toEqual({ status: 422, error: 'TWO_FACTOR_CODE_WRONG' });
    expect((await signIn(user, { recoveryCode: byCode.data.recoveryCodes[0] })).status).toBe(200);
  });

  it('refused while two-factor is off', async () => {
    const user = await registerAndLogin(t);
    const off = await call(t, 'POST', '/twoFactor/recoveryCodes', { token: user.token, payload: { password: user.password } });
    expect([off.status, off.data.error]).toEqual([409, 'TWO_FACTOR_NOT_ENABLED']);
  });

  it('four at once leave exactly one set of ten: the codes of one answer, every other answer\'s codes dead', async () => {
    const { user } = await enrolled();
    const answers = await Promise.all(
      Array.from({ length: 4 }, () => call<{ recoveryCodes: string[] }>(t, 'POST', '/twoFactor/recoveryCodes', { token: user.token, payload: { password: user.password }, ip: anyIp() })),
    );
    for (const a of answers) expect(a.status, a.msg).toBe(200);
    const rows = await t.database.db.selectFrom('two_factor_recovery_codes').select(['code_hash']).where('user_id', '=', user.userId).execute();
    expect(rows).toHaveLength(10);
    const live = new Set(rows.map((r) => r.code_hash));
    const hash = (code: string) => crypto.createHash('sha256').update(`${user.userId}:${code.replace('-', '')}`).digest('hex');
    const winners = answers.filter((a) => a.data.recoveryCodes.every((code) => live.has(hash(code))));
    expect(winners).toHaveLength(1);
    for (const a of answers.filter((a) => a !== winners[0])) expect(a.data.recoveryCodes.some((code) => live.has(hash(code)))).toBe(false);
  });
});

describe('the throttle of code checks under parallel guesses', () => {
  it('counts every check atomically: of perUser.max + 6 guesses at once from as many addresses, exactly 6 answer 429', async () => {
    const { user } = await enrolled();
    // A window of its own (enrolment's code was a check too).
    clock.advance(TWO_FACTOR_THROTTLE.perUser.windowMs + 1);
    const n = TWO_FACTOR_THROTTLE.perUser.max + 6;
    const challenges: string[] = [];
    for (let i = 0; i < n; i++) challenges.push((await login(t, user)).data.challenge!);
    const answers = await Promise.all(challenges.map((challenge) => second(t, { challenge, code: '000000' })));
    const errors = answers.map((a) => a.data.error);
    expect(errors.filter((e) => e === 'RATE_LIMITED'), errors.join()).toHaveLength(6);
    // The rest reached the lock: at most five were verified (wrong), the others found it locked.
    expect(errors.filter((e) => e === 'TWO_FACTOR_CODE_WRONG').length).toBeLessThanOrEqual(5);
    for (const e of errors) expect(['RATE_LIMITED', 'TWO_FACTOR_CODE_WRONG', 'SECRET_LOCKED']).toContain(e);
    const row = await sql<{ hits: number }>`select hits from secret_throttle where key = ${`2fa:u:${user.userId}`}`.execute(t.database.db);
    expect(Number(row.rows[0]!.hits)).toBe(n);
  });

  it('two server processes on one database share the lock: eight guesses split across them (the right one among them) end locked', async () => {
    clock.advance(TWO_FACTOR_THROTTLE.perUser.windowMs + 1);
    const b = await buildApp({ config: testConfig({ TOTP_ENCRYPTION_KEY: KEY.toString('hex') }), database: t.database, clock });
    try {
      await b.app.ready();
      const other = { ...t, ...b } as TestApp;
      const { user, secret } = await enrolled();
      const right = totpCode(secret, clock.now());
      const guesses = [...Array.from({ length: 7 }, (_, i) => String((Number(right) + 1 + i) % 1_000_000).padStart(6, '0')), right];
      const challenges: string[] = [];
      for (let i = 0; i < guesses.length; i++) challenges.push((await login(i % 2 ? other : t, user)).data.challenge!);
      const answers = await Promise.all(guesses.map((code, i) => second(i % 2 ? t : other, { challenge: challenges[i], code })));
      const errors = answers.map((a) => (a.status === 200 ? 'OK' : a.data.error));
      expect(errors.filter((e) => e === 'TWO_FACTOR_CODE_WRONG').length, errors.join()).toBeLessThanOrEqual(4);
      expect(errors.filter((e) => e === 'SECRET_LOCKED').length).toBeGreaterThanOrEqual(3);
      // Locked on both processes: the next step's right code is refused on each.
      nextStep();
      for (const app of [t, other]) {
        const { data } = await login(app, user);
        const res = await second(app, { challenge: data.challenge, code: totpCode(secret, clock.now()) });
        expect([res.status, res.data.error]).toEqual([429, 'SECRET_LOCKED']);
      }
    } finally {
      await b.app.close();
    }
  });
});

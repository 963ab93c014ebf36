import { PUSH_CLOSE, type Device, type Session, type TwoFactorSetup, type TwoFactorStatus, type UserInfo, type Withdrawal } from '@app/contracts';
import { Secret, TOTP, URI } from 'otpauth';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { need } from '../../src/context.ts';
import { ManualClock } from '../../src/lib/clock.ts';
import { matchTotp, totpCode } from '../../src/modules/accounts/totp.ts';
import { TWO_FACTOR_THROTTLE } from '../../src/modules/accounts/twofactor.ts';
import { depositAndApprove, moneyCall, saveCard, WEEKDAY_NOON } from '../funding/_money.ts';
import { loginOperator, registerAndLogin, verifiedUser, type TestUser } from '../fixtures/users.ts';
import { createTestApp, type TestApp } from '../helpers.ts';
import { PushClient } from '../push/client.ts';
import { anyIp, call, newDevice, UA } from './_api.ts';

/*
 * Two-factor sign-in and devices (issue 21): TOTP against RFC 6238's vectors, enrolment,
 * a login from a new device answered TWO_FACTOR_REQUIRED and completed with a code,
 * trusted devices, single-use recovery codes under concurrency, replays, the throttle and
 * the lock, withdrawals, and signing one device out (its sessions and push socket).
 */

describe('TOTP (RFC 6238 Appendix B, SHA-1)', () => {
  // The 20-byte ASCII secret "12345678901234567890" and the 8-digit codes of the RFC.
  const VECTORS: Array<[number, string]> = [
    [59, '94287082'],
    [1111111109, '07081804'],
    [1111111111, '14050471'],
    [1234567890, '89005924'],
    [2000000000, '69279037'],
    [20000000000, '65353130'],
  ];
  const secret = Secret.fromLatin1('12345678901234567890');

  it('the library gives the RFC vectors (8 digits)', () => {
    for (const [seconds, code] of VECTORS) {
      expect(TOTP.generate({ secret, algorithm: 'SHA1', digits: 8, period: 30, timestamp: seconds * 1000 }), `T=${seconds}`).toBe(code);
    }
  });

  it('our 6-digit codes are the vectors truncated (mod 10^6), and match within one step of drift only', () => {
    const base32 = secret.base32;
    for (const [seconds, code] of VECTORS) {
      const at = seconds * 1000;
      expect(totpCode(base32, at)).toBe(code.slice(-6));
      const step = Math.floor(seconds / 30);
      expect(matchTotp(base32, code.slice(-6), at)).toBe(step);
      expect(matchTotp(base32, code.slice(-6).replace(/(\d{3})(\d{3})/, '$1 $2'), at), 'with a space').toBe(step);
      expect(matchTotp(base32, code.slice(-6), at + 30_000), 'one step late').toBe(step);
      expect(matchTotp(base32, code.slice(-6), at - 30_000), 'one step early').toBe(step);
      expect(matchTotp(base32, code.slice(-6), at + 60_000), 'two steps late').toBeUndefined();
      expect(matchTotp(base32, code, at), '8 digits are not a 6-digit code').toBeUndefined();
    }
  });
});

const clock = new ManualClock(WEEKDAY_NOON);
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ clock });
});
afterAll(() => t.close());


async function login(user: TestUser, deviceId?: string, ip?: string) {
  const res = await t.app.inject({
    method: 'POST',
    url: '/web/loginByUsername',
    headers: { lang: 'en', 'user-agent': UA },
    payload: { username: user.username, password: user.password, ...(deviceId ? { deviceId } : {}) },
    remoteAddress: ip ?? anyIp(),
  });
  return { status: res.statusCode, ...(JSON.parse(res.body) as { code: number; msg: string; data: Session & { error?: string; challenge?: string; field?: string } }) };
}

const second = (payload: Record<string, unknown>, ip?: string) => call<Session & { error?: string }>(t, 'POST', '/twoFactor/login', { payload, ip: ip ?? anyIp() });

/** Moves to the next 30-second step (a code of the app is taken once per step). */
const nextStep = () => clock.advance(30_000);

/** A user with two-factor on: answers the user, their secret and recovery codes. */
async function enrolled(): Promise<{ user: TestUser; secret: string; recovery: string[] }> {
  const user = await registerAndLogin(t);
  const setup = await call<TwoFactorSetup>(t, 'POST', '/twoFactor/setup', { token: user.token });
  expect(setup.status, setup.msg).toBe(200);
  const enable = await call<{ recoveryCodes: string[] }>(t, 'POST', '/twoFactor/enable', { token: user.token, payload: { code: totpCode(setup.data.secret, clock.now()) } });
  expect(enable.status, enable.msg).toBe(200);
  nextStep();
  return { user, secret: setup.data.secret, recovery: enable.data.recoveryCodes };
}

describe('enrolment', () => {
  it('answers a secret and its otpauth URI, takes effect with a first code, answers ten recovery codes once', async () => {
    const user = await registerAndLogin(t);
    const before = await call<UserInfo>(t, 'POST', '/api/user/info', { token: user.token });
    expect(before.data.twoFactorEnabled).toBe(false);

    const setup = await call<TwoFactorSetup>(t, 'POST', '/twoFactor/setup', { token: user.token });
    expect(setup.status).toBe(200);
    expect(setup.data.secret).toMatch(/^[A-Z2-7]{32}$/);
    const parsed = URI.parse(setup.data.uri) as TOTP;
    expect(parsed).toBeInstanceOf(TOTP);
    expect({ secret: parsed.secret.base32, algorithm: parsed.algorithm, digits: parsed.digits, period: parsed.period, label: parsed.label }).toEqual({
      secret: setup.data.secret,
      algorithm: 'SHA1',
      digits: 6,
      period: 30,
      label: user.username,
    });
    // Not in force before it is confirmed: a login still needs no code.
    expect((await call<TwoFactorStatus>(t, 'GET', '/twoFactor/status', { token: user.token })).data).toEqual({ enabled: false, recoveryCodesLeft: 0 });
    expect((await login(user, newDevice())).status).toBe(200);

    const wrongCode = totpCode(setup.data.secret, clock.now() + 120_000);
    const wrong = await call(t, 'POST', '/twoFactor/enable', { token: user.token, payload: { code: wrongCode }, lang: 'mx' });
    expect([wrong.status, wrong.data.error, wrong.msg]).toEqual([422, 'TWO_FACTOR_CODE_WRONG', 'Código incorrecto o caducado; te quedan 4 intentos']);

    const enable = await call<{ recoveryCodes: string[] }>(t, 'POST', '/twoFactor/enable', { token: user.token, payload: { code: totpCode(setup.data.secret, clock.now()) } });
    expect(enable.status, enable.msg).toBe(200);
    expect(enable.data.recoveryCodes).toHaveLength(10);
    expect(new Set(enable.data.recoveryCodes).size).toBe(10);
    for (const code of enable.data.recoveryCodes) expect(code).toMatch(/^[A-Z2-9]{5}-[A-Z2-9]{5}$/);
    // Only hashes are kept.
    const stored = await t.database.db.selectFrom('two_factor_recovery_codes').select(['code_hash']).where('user_id', '=', user.userId).execute();
    expect(stored).toHaveLength(10);
    for (const row of stored) expect(enable.data.recoveryCodes.some((code) => row.code_hash.includes(code.replace('-', '')))).toBe(false);

    const status = await call<TwoFactorStatus>(t, 'GET', '/twoFactor/status', { token: user.token });
    expect(status.data).toEqual({ enabled: true, enabledAt: clock.now(), recoveryCodesLeft: 10 });
    expect((await call<UserInfo>(t, 'POST', '/api/user/info', { token: user.token })).data.twoFactorEnabled).toBe(true);
    // The back office's user view says it is on (and nothing of the secret).
    const operator = await loginOperator(t, 'kyc_reviewer');
    const viewed = await call<Record<string, unknown>>(t, 'GET', `/admin/users/${user.userId}`, { token: operator.token });
    expect(viewed.data.twoFactorEnabled).toBe(true);
    expect(JSON.stringify(viewed.data)).not.toContain(setup.data.secret);

    // A second setup or confirmation is refused while it is on (the secret stays).
    const again = await call(t, 'POST', '/twoFactor/setup', { token: user.token, lang: 'zh_Hans_CN' });
    expect([again.status, again.data.error, again.msg]).toEqual([409, 'TWO_FACTOR_ALREADY_ENABLED', '两步验证已开启']);
    const reconfirm = await call(t, 'POST', '/twoFactor/enable', { token: user.token, payload: { code: '123456' } });
    expect([reconfirm.status, reconfirm.data.error]).toEqual([409, 'TWO_FACTOR_ALREADY_ENABLED']);
  });

  it('refuses a confirmation before setup and a malformed code, and never answers 500', async () => {
    const user = await registerAndLogin(t);
    const early = await call(t, 'POST', '/twoFactor/enable', { token: user.token, payload: { code: '123456' } });
    expect([early.status, early.data.error]).toEqual([409, 'TWO_FACTOR_SETUP_MISSING']);
    await call(t, 'POST', '/twoFactor/setup', { token: user.token });
    for (const code of ['', 'abcdef', '12345', '1234567', '１２３４５６']) {
      const res = await call(t, 'POST', '/twoFactor/enable', { token: user.token, payload: { code } });
      expect(res.status, code).toBeLessThan(500);
      expect(['TWO_FACTOR_CODE_REQUIRED', 'TWO_FACTOR_CODE_WRONG', 'SECRET_LOCKED']).toContain(res.data.error);
    }
    const guest = await call(t, 'POST', '/twoFactor/setup');
    expect(guest.status).toBe(401);
  });
});

describe('login on a new device', () => {
  it('asks for a code with a challenge; the code signs in and trusts the device, which then signs in without one', async () => {
    const { user, secret } = await enrolled();
    const phone = newDevice();
    const first = await login(user, phone);
    expect([first.status, first.data.error, first.msg]).toEqual([428, 'TWO_FACTOR_REQUIRED', 'This is a new device: enter the code from your authenticator app']);
    expect(first.data.challenge).toMatch(/^[\w-]{43}$/);
    expect(first.data.token).toBeUndefined();

    const wrong = await second({ challenge: first.data.challenge, code: totpCode(secret, clock.now() - 90_000) });
    expect([wrong.status, wrong.data.error]).toEqual([422, 'TWO_FACTOR_CODE_WRONG']);
    const done = await second({ challenge: first.data.challenge, code: totpCode(secret, clock.now()) });
    expect(done.status, done.msg).toBe(200);
    expect(done.data.userInfo.userId).toBe(user.userId);
    expect((await call(t, 'POST', '/api/user/info', { token: done.data.token })).status).toBe(200);

    // The challenge is used once.
    nextStep();
    const reuse = await second({ challenge: first.data.challenge, code: totpCode(secret, clock.now()) });
    expect([reuse.status, reuse.data.error]).toEqual([422, 'TWO_FACTOR_CHALLENGE_INVALID']);

    // The trusted device signs in with the password alone; another device, or none, still needs a code.
    const trusted = await login(user, phone);
    expect(trusted.status, trusted.msg).toBe(200);
    expect((await login(user, newDevice())).data.error).toBe('TWO_FACTOR_REQUIRED');
    expect((await login(user)).data.error).toBe('TWO_FACTOR_REQUIRED');
    // A wrong password says nothing about two-factor.
    const badPassword = await t.app.inject({ method: 'POST', url: '/web/loginByUsername', payload: { username: user.username, password: 'Wrong-pass1', deviceId: newDevice() }, remoteAddress: anyIp() });
    expect(JSON.parse(badPassword.body).data.error).toBe('LOGIN_FAILED');
  });

  it('a challenge expires after five minutes', async () => {
    const { user, secret } = await enrolled();
    const first = await login(user, newDevice());
    clock.advance(5 * 60_000 + 1);
    const late = await second({ challenge: first.data.challenge, code: totpCode(secret, clock.now()) });
    expect([late.status, late.data.error]).toEqual([422, 'TWO_FACTOR_CHALLENGE_INVALID']);
    const unknown = await second({ challenge: 'x'.repeat(43), code: '123456' });
    expect(unknown.data.error).toBe('TWO_FACTOR_CHALLENGE_INVALID');
  });

  it('a used code cannot be replayed within its window, not even in parallel', async () => {
    const { user, secret } = await enrolled();
    const challenges = [];
    for (let i = 0; i < 4; i++) challenges.push((await login(user, newDevice())).data.challenge);
    const code = totpCode(secret, clock.now());
    const results = await Promise.all(challenges.map((challenge) => second({ challenge, code })));
    expect(results.filter((r) => r.status === 200)).toHaveLength(1);
    for (const r of results.filter((r) => r.status !== 200)) expect(r.data.error).toBe('TWO_FACTOR_CODE_USED');
    // Still refused 30 s later (the code stays inside the drift window), and a code of an earlier step too.
    clock.advance(29_000);
    const later = await login(user, newDevice());
    expect((await second({ challenge: later.data.challenge, code })).data.error).toBe('TWO_FACTOR_CODE_USED');
    expect((await second({ challenge: later.data.challenge, code: totpCode(secret, clock.now() - 30_000) })).data.error).toBe('TWO_FACTOR_CODE_USED');
    // The next step's code works.
    nextStep();
    expect((await second({ challenge: later.data.challenge, code: totpCode(secret, clock.now()) })).status).toBe(200);
  });
});

describe('recovery codes', () => {
  it('each works once, even when sent ten times at once', async () => {
    const { user, recovery } = await enrolled();
    const challenges = [];
    for (let i = 0; i < 10; i++) challenges.push((await login(user, newDevice())).data.challenge);
    const results = await Promise.all(challenges.map((challenge) => second({ challenge, recoveryCode: recovery[0] })));
    // Never a second session. Usually one: the try that took the code. But the nine that found it
    // used count as wrong tries, and when five of them are counted before that try settles, the
    // lock they set refuses it too ("locked even for the right code"): then none (seen on PostgreSQL).
    const sessions = results.filter((r) => r.status === 200);
    expect(sessions.length).toBeLessThanOrEqual(1);
    if (sessions.length === 0) expect(results.some((r) => r.data.error === 'SECRET_LOCKED')).toBe(true);
    // The others: already used, or refused by the lock that many tries at once meet.
    for (const r of results.filter((r) => r.status !== 200)) expect(['TWO_FACTOR_CODE_WRONG', 'SECRET_LOCKED']).toContain(r.data.error);
    expect((await call<TwoFactorStatus>(t, 'GET', '/twoFactor/status', { token: user.token })).data.recoveryCodesLeft).toBe(9);
    const used = await t.database.db.selectFrom('two_factor_recovery_codes').select(['used_at']).where('user_id', '=', user.userId).where('used_at', 'is not', null).execute();
    expect(used).toHaveLength(1);
  });

  it('are read without dash or case, and one already used is refused', async () => {
    const { user, recovery } = await enrolled();
    const a = await login(user, newDevice());
    expect((await second({ challenge: a.data.challenge, recoveryCode: recovery[3]!.toLowerCase().replace('-', ' ') })).status).toBe(200);
    const b = await login(user, newDevice());
    const again = await second({ challenge: b.data.challenge, recoveryCode: recovery[3] });
    expect([again.status, again.data.error]).toEqual([422, 'TWO_FACTOR_CODE_WRONG']);
  });
});

describe('throttle and lock', () => {
  it('five wrong codes lock the second factor for 15 minutes, even for the right code; parallel guesses cannot pass the limit', async () => {
    const { user, secret } = await enrolled();
    const { challenge } = (await login(user, newDevice())).data;
    // Eight guesses at once, the right code among them: at most five are checked, then it locks.
    const right = totpCode(secret, clock.now());
    const guesses = Array.from({ length: 7 }, (_, i) => String((Number(right) + 1 + i) % 1_000_000).padStart(6, '0'));
    const results = await Promise.all([...guesses, right].map((code) => second({ challenge, code })));
    const errors = results.map((r) => r.data.error);
    expect(errors.filter((e) => e === 'SECRET_LOCKED').length).toBeGreaterThanOrEqual(2);
    // At most five wrong codes were checked (the right one, if checked in time, gives its try back).
    expect(errors.filter((e) => e === 'TWO_FACTOR_CODE_WRONG').length).toBeLessThanOrEqual(5);
    expect(results.filter((r) => r.status === 200).length).toBeLessThanOrEqual(1);
    // Whatever the order, the lock is in force now: the right code of the next step is refused.
    // (A new challenge: the right code may have been checked before the lock and used this one.)
    nextStep();
    const again = (await login(user, newDevice())).data.challenge;
    const locked = await second({ challenge: again, code: totpCode(secret, clock.now()) }, undefined);
    expect([locked.status, locked.data.error]).toEqual([429, 'SECRET_LOCKED']);
    expect(locked.msg).toMatch(/locked for 1[45] minutes/);
    // It also holds for a withdrawal's code (one lock per user).
    clock.advance(15 * 60_000);
    const fresh = await login(user, newDevice());
    expect((await second({ challenge: fresh.data.challenge, code: totpCode(secret, clock.now()) })).status).toBe(200);
  });

  it('counts code checks per address in the database, across users (429 RATE_LIMITED)', async () => {
    const ip = '198.51.100.77';
    const users = [await enrolled(), await enrolled(), await enrolled(), await enrolled()];
    let limited: { status: number; data: { error?: string } } | undefined;
    for (let i = 0; i < TWO_FACTOR_THROTTLE.perAddress.max + 1 && !limited; i++) {
      const { user } = users[Math.floor(i / 4) % users.length]!;
      const { challenge } = (await login(user, newDevice(), `10.0.${i}.1`)).data;
      const res = await second({ challenge, code: '000000' }, ip);
      if (res.data.error === 'RATE_LIMITED') limited = res;
    }
    expect(limited?.status).toBe(429);
  });
});

describe('withdrawals', () => {
  it('need a code once two-factor is on: missing, wrong and replayed codes are refused and hold nothing', async () => {
    const reviewer = await loginOperator(t, 'reviewer');
    const user = await verifiedUser(t);
    await depositAndApprove(t, user, reviewer, '1000.00');
    const cardId = await saveCard(t, user);
    const withdraw = (totp?: string, lang?: 'mx' | 'en' | 'zh_Hans_CN') =>
      moneyCall<Withdrawal & { error?: string; field?: string }>(t, '/withdrawal/withdrawal-apply', {
        token: user.token,
        payload: { amount: '10', cardId, payPassword: '123456', ...(totp !== undefined ? { totp } : {}) },
        ...(lang ? { lang } : {}),
      });
    // Off: no code needed.
    expect((await withdraw()).status).toBe(200);

    const setup = await call<TwoFactorSetup>(t, 'POST', '/twoFactor/setup', { token: user.token });
    await call(t, 'POST', '/twoFactor/enable', { token: user.token, payload: { code: totpCode(setup.data.secret, clock.now()) } });
    nextStep();
    const missing = await withdraw(undefined, 'zh_Hans_CN');
    expect([missing.status, missing.data.error, missing.data.field, missing.msg]).toEqual([422, 'TWO_FACTOR_CODE_REQUIRED', 'totp', '请输入身份验证器应用中的 6 位验证码']);
    const wrong = await withdraw(totpCode(setup.data.secret, clock.now() + 300_000));
    expect([wrong.status, wrong.data.error]).toEqual([422, 'TWO_FACTOR_CODE_WRONG']);
    const code = totpCode(setup.data.secret, clock.now());
    const ok = await withdraw(code);
    expect(ok.status, ok.msg).toBe(200);
    const replay = await withdraw(code, 'mx');
    expect([replay.status, replay.data.error, replay.msg]).toEqual([422, 'TWO_FACTOR_CODE_USED', 'Este código ya se usó; espera el siguiente de tu app']);
    const list = await call<{ total: number }>(t, 'POST', '/withdrawal/listPage', { token: user.token, payload: {} });
    expect(list.data.total).toBe(2);
    expect((await need(t.ctx, 'ledger').reconcile()).ok).toBe(true);
  });
});

describe('devices', () => {
  it('lists the devices with the current one marked; signing one out revokes its sessions, closes its socket and forgets its trust', async () => {
    const { user, secret } = await enrolled();
    const [phone, laptop] = [newDevice(), newDevice()];
    const onPhone = await second({ challenge: (await login(user, phone)).data.challenge, code: totpCode(secret, clock.now()) });
    nextStep();
    const onLaptop = await second({ challenge: (await login(user, laptop)).data.challenge, code: totpCode(secret, clock.now()) });
    nextStep();
    const phoneToken = onPhone.data.token;
    const laptopToken = onLaptop.data.token;

    const listed = await call<{ list: Device[] }>(t, 'GET', '/devices/list', { token: laptopToken });
    expect(listed.status).toBe(200);
    const current = listed.data.list.filter((d) => d.current);
    expect(current).toHaveLength(1);
    // Seen now: this very call used its session.
    expect(current[0]).toMatchObject({ name: 'Chrome · Android', trusted: true, sessions: 1, firstSeenAt: clock.now() - 30_000, lastSeenAt: clock.now() });
    const phoneDevice = listed.data.list.find((d) => !d.current && d.trusted && d.sessions === 1 && d.firstSeenAt === clock.now() - 60_000 && d.lastSeenAt === clock.now() - 60_000)!;
    expect(phoneDevice).toBeDefined();

    // The phone's push socket is open.
    const url = await t.app.listen({ port: 0, host: '127.0.0.1' });
    const socket = await PushClient.connect(url, `?token=${encodeURIComponent(phoneToken)}`);
    try {
      await socket.next('auth');
      // Another user cannot sign my device out (not found, nothing revoked).
      const stranger = await registerAndLogin(t);
      const foreign = await call(t, 'POST', '/devices/signOut', { token: stranger.token, payload: { id: phoneDevice.id } });
      expect([foreign.status, foreign.data.error]).toEqual([404, 'NOT_FOUND']);
      expect((await call(t, 'POST', '/api/user/info', { token: phoneToken })).status).toBe(200);

      const out = await call(t, 'POST', '/devices/signOut', { token: laptopToken, payload: { id: phoneDevice.id } });
      expect(out.status, out.msg).toBe(200);
      expect(await socket.waitClosed()).toEqual({ code: PUSH_CLOSE.unauthorized, reason: 'session revoked' });
    } finally {
      socket.close();
    }
    expect((await call(t, 'POST', '/api/user/info', { token: phoneToken })).status).toBe(401);
    expect((await call(t, 'POST', '/api/user/info', { token: laptopToken })).status).toBe(200);
    const after = await call<{ list: Device[] }>(t, 'GET', '/devices/list', { token: laptopToken });
    expect(after.data.list.some((d) => d.id === phoneDevice.id)).toBe(false);
    // Its trust went with it: the phone needs a code again; the laptop does not.
    expect((await login(user, phone)).data.error).toBe('TWO_FACTOR_REQUIRED');
    expect((await login(user, laptop)).status).toBe(200);

    // Sign out everywhere: every session and every device's trust.
    expect((await call(t, 'POST', '/logoutEverywhere', { token: laptopToken })).status).toBe(200);
    expect((await call(t, 'POST', '/api/user/info', { token: laptopToken })).status).toBe(401);
    expect((await login(user, laptop)).data.error).toBe('TWO_FACTOR_REQUIRED');
  });
});

describe('turning it off', () => {
  it('needs the login password and a code (or a recovery code); then logins need no code', async () => {
    const { user, secret, recovery } = await enrolled();
    const noCode = await call(t, 'POST', '/twoFactor/disable', { token: user.token, payload: { password: user.password } });
    expect([noCode.status, noCode.data.error]).toEqual([422, 'TWO_FACTOR_CODE_REQUIRED']);
    const badPassword = await call(t, 'POST', '/twoFactor/disable', { token: user.token, payload: { password: 'Wrong-pass1', code: totpCode(secret, clock.now()) } });
    expect([badPassword.status, badPassword.data.error]).toEqual([400, 'OLD_PASSWORD_WRONG']);
    expect((await call<TwoFactorStatus>(t, 'GET', '/twoFactor/status', { token: user.token })).data.enabled).toBe(true);
    const off = await call(t, 'POST', '/twoFactor/disable', { token: user.token, payload: { password: user.password, recoveryCode: recovery[9] } });
    expect(off.status, off.msg).toBe(200);
    expect((await call<TwoFactorStatus>(t, 'GET', '/twoFactor/status', { token: user.token })).data).toEqual({ enabled: false, recoveryCodesLeft: 0 });
    expect((await login(user, newDevice())).status).toBe(200);
    const twice = await call(t, 'POST', '/twoFactor/disable', { token: user.token, payload: { password: user.password, code: '123456' } });
    expect([twice.status, twice.data.error]).toEqual([409, 'TWO_FACTOR_NOT_ENABLED']);
  });
});

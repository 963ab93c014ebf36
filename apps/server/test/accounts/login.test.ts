import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ManualClock } from '../../src/lib/clock.ts';
import { createTestApp, type TestApp } from '../helpers.ts';
import { latestEmailCode, loginOperator, registerAndLogin } from '../fixtures/users.ts';
import { LOGIN_FLOOD_PER_MINUTE } from '../../src/modules/accounts/routes.ts';
import { call } from './_api.ts';

const clock = new ManualClock(new Date('2026-11-20T15:00:00Z'));
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ clock });
});
afterAll(() => t.close());

let ip = 1;
const nextIp = () => `10.3.0.${ip++}`;
const login = (username: string, password: string, address = nextIp()) =>
  call<{ token: string; expiresAt: number; userInfo: { userId: number } }>(t, 'POST', '/loginByUsername', { payload: { username, password }, ip: address });

describe('login', () => {
  it('logs in by username or email and answers a session', async () => {
    const user = await registerAndLogin(t);
    const res = await login(user.username, user.password);
    expect(res.status).toBe(200);
    expect(res.data.userInfo.userId).toBe(user.userId);
    expect(res.data.expiresAt).toBe(clock.now() + 30 * 24 * 3600_000);
    expect((await login(user.email, user.password)).status).toBe(200);
    // Tokens are stored hashed only.
    const stored = await t.ctx.db.selectFrom('sessions').select('token_hash').where('user_id', '=', user.userId).execute();
    expect(stored.map((s) => s.token_hash)).not.toContain(res.data.token);
  });

  it('answers unknown and known users the same way', async () => {
    const user = await registerAndLogin(t);
    const known = await login(user.username, 'Wrong#1234');
    const unknown = await login('nobody_here', 'Wrong#1234');
    expect(known.status).toBe(400);
    expect(unknown.status).toBe(400);
    expect(unknown.msg).toBe(known.msg);
    expect(known.msg).toBe('Wrong username or password; 4 tries left');
    expect(unknown.data).toMatchObject({ error: 'LOGIN_FAILED' });
    expect(known.data).toMatchObject({ error: 'LOGIN_FAILED' });
  });

  it('locks the login for 15 minutes after 5 wrong passwords in a row, for known and unknown names alike', async () => {
    const user = await registerAndLogin(t);
    for (const name of [user.username, 'ghost_user']) {
      const msgs: string[] = [];
      for (let i = 0; i < 5; i++) msgs.push((await login(name, 'Wrong#1234')).msg);
      expect(msgs.slice(0, 4)).toEqual([4, 3, 2, 1].map((n) => `Wrong username or password; ${n} tries left`));
      expect(msgs[4]).toBe('Too many wrong passwords; login is locked for 15 minutes');
    }
    // Locked: even the right password is refused, by username or by email.
    const locked = await login(user.username, user.password);
    expect(locked.status).toBe(429);
    expect(locked.data).toMatchObject({ error: 'SECRET_LOCKED' });
    expect((await login(user.email, user.password)).status).toBe(429);
    clock.advance(14 * 60_000);
    expect((await login(user.username, user.password)).msg).toBe('Too many wrong passwords; login is locked for 1 minutes');
    clock.advance(60_000);
    expect((await login(user.username, user.password)).status).toBe(200);
  });

  it('a success clears the count of wrong passwords', async () => {
    const user = await registerAndLogin(t);
    for (let i = 0; i < 4; i++) await login(user.username, 'Wrong#1234');
    expect((await login(user.username, user.password)).status).toBe(200);
    expect((await login(user.username, 'Wrong#1234')).msg).toBe('Wrong username or password; 4 tries left');
  });

  it('a flood of sign-in calls from one address gets 429 past the route\'s cap, never a 5xx', async () => {
    // Calls without a body are refused by the contract (422) after the cap has counted them: cheap to send.
    const flood = LOGIN_FLOOD_PER_MINUTE + 20;
    // In waves of 20 at once (a wave's calls are all counted before any is answered).
    const results: Array<Awaited<ReturnType<typeof call>>> = [];
    for (let wave = 0; wave < flood / 20; wave++) results.push(...(await Promise.all(Array.from({ length: 20 }, () => call(t, 'POST', '/loginByUsername', { payload: {}, ip: '10.3.200.1' })))));
    const statuses = results.map((r) => r.status);
    expect([...new Set(statuses)].sort()).toEqual([422, 429]);
    expect(statuses.filter((s) => s === 422)).toHaveLength(LOGIN_FLOOD_PER_MINUTE);
    expect(statuses.filter((s) => s === 429)).toHaveLength(20);
    expect(results.find((r) => r.status === 429)).toMatchObject({ code: 429, msg: 'Too many requests, please wait a moment', data: { error: 'RATE_LIMITED' } });
  });

  it('counts failed sign-ins per address, not successes: many investors behind one address all get in (issue 29.9)', async () => {
    const nat = '10.3.201.1';
    const users = [await registerAndLogin(t), await registerAndLogin(t), await registerAndLogin(t)];
    // 45 right sign-ins in a minute from one address: more than the old cap of 20 and than the failures' 30.
    const statuses: number[] = [];
    for (let i = 0; i < 45; i++) statuses.push((await login(users[i % 3]!.username, users[i % 3]!.password, nat)).status);
    expect(statuses).toEqual(Array(45).fill(200));
    // 30 failed sign-ins (unknown names, so no account's own lock is what refuses) use up the address's minute...
    for (let i = 0; i < 30; i++) expect((await login(`nobody_${i}`, 'Wrong1234', nat)).data).toMatchObject({ error: 'LOGIN_FAILED' });
    // ...and then even a right password from it is refused, saying for how long; nothing is opened.
    const sessions = async () => (await t.ctx.db.selectFrom('sessions').select('id').where('user_id', '=', users[0]!.userId).execute()).length;
    const before = await sessions();
    const refused = await call(t, 'POST', '/loginByUsername', { payload: { username: users[0]!.username, password: users[0]!.password }, ip: nat, lang: 'mx' });
    expect(refused.status).toBe(429);
    expect(refused.msg).toMatch(/^Demasiados intentos de inicio de sesión fallidos desde tu red; espera \d+ segundos$/);
    expect(await sessions()).toBe(before);
    // Another address is not affected; a minute later the address is free again.
    expect((await login(users[0]!.username, users[0]!.password, '10.3.201.2')).status).toBe(200);
    clock.advance(60_001);
    expect((await login(users[0]!.username, users[0]!.password, nat)).status).toBe(200);
  });
});

describe('sessions', () => {
  it('accepts the token with or without "Bearer ", and logout revokes it (401 after)', async () => {
    const user = await registerAndLogin(t);
    expect((await call(t, 'POST', '/api/user/info', { token: `Bearer ${user.token}` })).status).toBe(200);
    expect((await call(t, 'POST', '/logout', { token: user.token })).status).toBe(200);
    const after = await call(t, 'POST', '/api/user/info', { token: user.token });
    expect(after.status).toBe(401);
    expect(after.msg).toBe('Login expired, please log in again');
  });

  it('expires after 30 days', async () => {
    const user = await registerAndLogin(t);
    clock.advance(30 * 24 * 3600_000 - 1000);
    expect((await call(t, 'POST', '/api/user/info', { token: user.token })).status).toBe(200);
    clock.advance(1000);
    expect((await call(t, 'POST', '/api/user/info', { token: user.token })).status).toBe(401);
  });

  it('answers a made-up token with 401', async () => {
    expect((await call(t, 'POST', '/api/user/info', { token: 'x'.repeat(43) })).status).toBe(401);
    expect((await call(t, 'POST', '/api/user/info', { token: 'y'.repeat(5000) })).status).toBe(401);
  });

  it('a frozen account answers 403 on every call and at login', async () => {
    const user = await registerAndLogin(t);
    await t.ctx.services.accounts!.setFrozen(user.userId, true, 'test');
    const res = await call(t, 'POST', '/api/user/info', { token: user.token });
    expect(res.status).toBe(403);
    expect(res.msg).toBe('Your account is frozen');
    expect((await login(user.username, user.password)).status).toBe(403);
    await t.ctx.services.accounts!.setFrozen(user.userId, false);
    expect((await call(t, 'POST', '/api/user/info', { token: user.token })).status).toBe(200);
  });
});

describe('passwords', () => {
  it('changing the password keeps this session and revokes the others', async () => {
    const user = await registerAndLogin(t);
    const other = (await login(user.username, user.password)).data.token;
    const res = await call(t, 'POST', '/updatePassword', {
      token: user.token,
      payload: { oldPassword: user.password, password: 'NewPass#456', confirmPassword: 'NewPass#456' },
    });
    expect(res.status).toBe(200);
    expect((await call(t, 'POST', '/api/user/info', { token: user.token })).status).toBe(200);
    expect((await call(t, 'POST', '/api/user/info', { token: other })).status).toBe(401);
    expect((await login(user.username, user.password)).status).toBe(400);
    expect((await login(user.username, 'NewPass#456')).status).toBe(200);
  });

  it('checks the old password (counting toward the lock), the rules and the confirmation', async () => {
    const user = await registerAndLogin(t);
    const wrongOld = await call(t, 'POST', '/updatePassword', {
      token: user.token,
      payload: { oldPassword: 'Wrong#1234', password: 'NewPass#456', confirmPassword: 'NewPass#456' },
    });
    expect(wrongOld.status).toBe(400);
    expect(wrongOld.msg).toBe('The current password is wrong; 4 tries left');
    const weak = await call(t, 'POST', '/updatePassword', { token: user.token, payload: { oldPassword: user.password, password: 'abc', confirmPassword: 'abc' } });
    expect(weak.msg).toBe('The password must be 8-20 characters: letters, digits or !@#$%^&*-_™€<>+=');
    const mismatch = await call(t, 'POST', '/updatePassword', {
      token: user.token,
      payload: { oldPassword: user.password, password: 'NewPass#456', confirmPassword: 'NewPass#457' },
      lang: 'zh_Hans_CN',
    });
    expect(mismatch.msg).toBe('两次输入的密码不一致');
    const same = await call(t, 'POST', '/updatePassword', { token: user.token, payload: { oldPassword: user.password, password: user.password, confirmPassword: user.password } });
    expect(same.msg).toBe('The new password must differ from the current one');
  });

  it('resets the password with an email code and revokes every session', async () => {
    const user = await registerAndLogin(t);
    clock.advance(61_000);
    expect((await call(t, 'POST', '/getEmailCode', { payload: { email: user.email, type: 'resetPassword' }, ip: nextIp() })).status).toBe(200);
    const code = await latestEmailCode(t, user.email);
    const mismatch = await call(t, 'POST', '/resetPassword', { payload: { email: user.email, code, password: 'Reset#1234', confirmPassword: 'Reset#12345' }, ip: nextIp() });
    expect(mismatch.msg).toBe('The two passwords do not match');
    const res = await call(t, 'POST', '/resetPassword', { payload: { email: user.email, code, password: 'Reset#1234', confirmPassword: 'Reset#1234' }, ip: nextIp() });
    expect(res.status).toBe(200);
    expect((await call(t, 'POST', '/api/user/info', { token: user.token })).status).toBe(401);
    expect((await login(user.username, 'Reset#1234')).status).toBe(200);
    // The code is single use.
    const again = await call(t, 'POST', '/resetPassword', { payload: { email: user.email, code, password: 'Reset#9999', confirmPassword: 'Reset#9999' }, ip: nextIp() });
    expect(again.msg).toBe('There is no valid verification code for this email; request a new one');
  });

  it('a register code does not reset a password', async () => {
    const user = await registerAndLogin(t);
    clock.advance(61_000);
    await call(t, 'POST', '/getEmailCode', { payload: { email: user.email, type: 'register' }, ip: nextIp() });
    const code = await latestEmailCode(t, user.email);
    const res = await call(t, 'POST', '/resetPassword', { payload: { email: user.email, code, password: 'Reset#1234', confirmPassword: 'Reset#1234' }, ip: nextIp() });
    expect(res.status).toBe(400);
  });
});

describe('transaction password', () => {
  it('is set once with exactly 6 digits; changing it needs the old one', async () => {
    const user = await registerAndLogin(t);
    for (const pin of ['12345', '1234567', 'abcdef', '12 345']) {
      const bad = await call(t, 'POST', '/settingPayPassword', { token: user.token, payload: { payPassword: pin } });
      expect(bad.status).toBe(400);
      expect(bad.msg).toBe('The transaction password must be exactly 6 digits');
    }
    const mismatch = await call(t, 'POST', '/settingPayPassword', { token: user.token, payload: { payPassword: '123456', confirmPayPassword: '123457' } });
    expect(mismatch.msg).toBe('The two transaction passwords do not match');
    expect((await call(t, 'POST', '/settingPayPassword', { token: user.token, payload: { payPassword: '123456' } })).status).toBe(200);
    const info = await call<{ payPasswordSet: boolean }>(t, 'POST', '/api/user/info', { token: user.token });
    expect(info.data.payPasswordSet).toBe(true);
    const twice = await call(t, 'POST', '/settingPayPassword', { token: user.token, payload: { payPassword: '654321' } });
    expect(twice.status).toBe(409);
    expect(twice.msg).toBe('You already have a transaction password; give the current one to change it');
    const wrongOld = await call(t, 'POST', '/updatePayPassword', { token: user.token, payload: { oldPayPassword: '000000', payPassword: '654321' } });
    expect(wrongOld.status).toBe(422);
    expect(wrongOld.msg).toBe('The transaction password is wrong; 4 tries left');
    expect((await call(t, 'POST', '/updatePayPassword', { token: user.token, payload: { oldPayPassword: '123456', payPassword: '654321' } })).status).toBe(200);
    await expect(t.ctx.services.accounts!.verifyPayPassword(user.userId, '654321')).resolves.toBeUndefined();
    const row = await t.ctx.db.selectFrom('users').select('pay_password_hash').where('id', '=', user.userId).executeTakeFirstOrThrow();
    expect(row.pay_password_hash?.startsWith('$argon2id$')).toBe(true);
  });

  it('verifyPayPassword: not set, wrong with tries left, locked for 15 minutes after 5', async () => {
    const user = await registerAndLogin(t);
    const accounts = t.ctx.services.accounts!;
    await expect(accounts.verifyPayPassword(user.userId, '123456')).rejects.toMatchObject({ error: 'PAY_PASSWORD_NOT_SET', status: 422 });
    await accounts.settingPayPassword(user.userId, '123456');
    for (let left = 4; left >= 1; left--) {
      await expect(accounts.verifyPayPassword(user.userId, '111111')).rejects.toMatchObject({ error: 'PAY_PASSWORD_WRONG', params: { left } });
    }
    await expect(accounts.verifyPayPassword(user.userId, '111111')).rejects.toMatchObject({ error: 'SECRET_LOCKED', params: { minutes: 15 } });
    await expect(accounts.verifyPayPassword(user.userId, '123456')).rejects.toMatchObject({ error: 'SECRET_LOCKED' });
    // The login password is a separate secret: it still works.
    expect((await login(user.username, user.password)).status).toBe(200);
    const es = await call(t, 'POST', '/updatePayPassword', { token: user.token, payload: { oldPayPassword: '123456', payPassword: '654321' }, lang: 'mx' });
    expect(es.msg).toBe('Demasiados intentos fallidos; la contraseña de transacción está bloqueada 15 minutos');
    clock.advance(15 * 60_000);
    await expect(accounts.verifyPayPassword(user.userId, '123456')).resolves.toBeUndefined();
  });

  it('requireKycVerified says "verify your identity first" until verified', async () => {
    const user = await registerAndLogin(t);
    await expect(t.ctx.services.accounts!.requireKycVerified(user.userId)).rejects.toMatchObject({
      error: 'KYC_REQUIRED',
      status: 422,
      text: { en: 'Verify your identity first (KYC)', es: 'Primero verifica tu identidad (KYC)', zh: '请先完成身份认证（KYC）' },
    });
  });
});

describe('operators and users are kept apart', () => {
  it('an operator token on a user call answers 403; a user token on an operator call answers 403', async () => {
    const user = await registerAndLogin(t);
    const operator = await loginOperator(t, 'admin');
    expect((await call(t, 'POST', '/api/user/info', { token: operator.token })).status).toBe(403);
    expect((await call(t, 'GET', '/admin/me', { token: user.token })).status).toBe(403);
  });
});

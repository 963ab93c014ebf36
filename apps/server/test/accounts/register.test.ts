import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers.ts';
import { latestEmailCode, registerAndLogin, uniqueName } from '../fixtures/users.ts';
import { call } from './_api.ts';

const argon2Prefix = '$argon2id$';
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

let ipCounter = 1;
/** Each registration from its own address, so per-IP limits never interfere here. */
const nextIp = () => `10.1.0.${ipCounter++}`;

async function codeFor(email: string, type: 'register' | 'resetPassword' = 'register'): Promise<string> {
  const res = await call(t, 'POST', '/getEmailCode', { payload: { email, type }, ip: nextIp() });
  expect(res.status).toBe(200);
  expect(res.data).toEqual({ expiresIn: 600, resendIn: 60 });
  return latestEmailCode(t, email);
}

function individual(overrides: Record<string, unknown> = {}) {
  const { username, email } = uniqueName('reg');
  return { username, email, password: 'Secret#123', confirmPassword: 'Secret#123', code: '000000', agreement: true, ...overrides };
}

describe('individual registration', () => {
  it('registers with an email code on /register/email and answers a session and the user', async () => {
    const input = individual();
    input.code = await codeFor(input.email);
    const res = await call<{ token: string; expiresAt: number; userInfo: Record<string, unknown> }>(t, 'POST', '/register/email', { payload: input, ip: nextIp() });
    expect(res.status).toBe(200);
    expect(res.data.token).toMatch(/^[\w-]{43}$/);
    expect(res.data.userInfo).toMatchObject({ username: input.username, email: input.email, accountType: 2, kycStatus: 'none', payPasswordSet: false });
    expect(res.data.userInfo.invitationCode).toMatch(/^[A-Z2-9]{8}$/);
    expect(res.data.userInfo.wsUrl).toContain('/pages/webview/index');
    const info = await call(t, 'POST', '/api/user/info', { token: res.data.token });
    expect(info.data.userId).toBe(res.data.userInfo.userId);
    // The password is stored as an argon2id hash, never as given.
    const row = await t.ctx.db.selectFrom('users').select('password_hash').where('username', '=', input.username).executeTakeFirstOrThrow();
    expect(row.password_hash.startsWith(argon2Prefix)).toBe(true);
    expect(row.password_hash).not.toContain('Secret#123');
  });

  it('accepts the same body on /new/register/email, and the new user can log in by username or email', async () => {
    const input = individual();
    input.code = await codeFor(input.email);
    const res = await call(t, 'POST', '/new/register/email', { payload: input, ip: nextIp() });
    expect(res.status).toBe(200);
    const byName = await call(t, 'POST', '/loginByUsername', { payload: { username: input.username, password: input.password }, ip: nextIp() });
    expect(byName.status).toBe(200);
    const byEmail = await call(t, 'POST', '/loginByUsername', { payload: { username: input.email.toUpperCase(), password: input.password }, ip: nextIp() });
    expect(byEmail.status).toBe(200);
  });

  it('ignores account type, KYC state, role and ids sent by the client', async () => {
    const input = individual({ accountType: 4, kycStatus: 'verified', role: 'admin', userId: 1, frozen: false, payPasswordSet: true });
    input.code = await codeFor(input.email);
    const res = await call<{ userInfo: Record<string, unknown> }>(t, 'POST', '/register/email', { payload: input, ip: nextIp() });
    expect(res.status).toBe(200);
    expect(res.data.userInfo).toMatchObject({ accountType: 2, kycStatus: 'none', payPasswordSet: false });
  });

  it('names each broken rule in the request language', async () => {
    const cases: Array<[Record<string, unknown>, string, string]> = [
      [{ username: 'abc' }, 'username', 'The username must be 4-20 characters: letters, digits, _ or -'],
      [{ username: 'bad name!' }, 'username', 'The username must be 4-20 characters: letters, digits, _ or -'],
      [{ username: 'a'.repeat(21) }, 'username', 'The username must be 4-20 characters: letters, digits, _ or -'],
      [{ email: 'no-at-sign' }, 'email', 'Enter a valid email address'],
      [{ email: 'a@' }, 'email', 'Enter a valid email address'],
      [{ password: 'short1', confirmPassword: 'short1' }, 'password', 'The password must be 8-20 characters: letters, digits or !@#$%^&*-_™€<>+='],
      [{ password: 'has space 123', confirmPassword: 'has space 123' }, 'password', 'The password must be 8-20 characters: letters, digits or !@#$%^&*-_™€<>+='],
      [{ password: 'x'.repeat(21), confirmPassword: 'x'.repeat(21) }, 'password', 'The password must be 8-20 characters: letters, digits or !@#$%^&*-_™€<>+='],
      [{ confirmPassword: 'Different#1' }, 'confirmPassword', 'The two passwords do not match'],
      [{ agreement: false }, 'agreement', 'Please accept the user agreement first'],
      [{ code: '12ab' }, 'code', 'The verification code has 6 digits'],
    ];
    for (const [override, field, msg] of cases) {
      const res = await call<{ field: string }>(t, 'POST', '/register/email', { payload: individual(override), ip: nextIp() });
      expect(res.status, JSON.stringify(override)).toBe(400);
      expect(res.msg).toBe(msg);
      expect(res.data.field).toBe(field);
    }
    const es = await call(t, 'POST', '/register/email', { payload: individual({ confirmPassword: 'Other#1234' }), lang: 'mx', ip: nextIp() });
    expect(es.msg).toBe('Las dos contraseñas no coinciden');
    const zh = await call(t, 'POST', '/register/email', { payload: individual({ agreement: false }), lang: 'zh_Hans_CN', ip: nextIp() });
    expect(zh.msg).toBe('请先同意用户协议');
    const missing = await call(t, 'POST', '/register/email', { payload: { username: 'someone' }, ip: nextIp() });
    expect(missing.status).toBe(422);
    expect(missing.msg).toContain('email');
  });

  it('accepts every special character of the spec in a password', async () => {
    const input = individual({ password: 'aA1!@#$%^&*-_™€<>+=', confirmPassword: 'aA1!@#$%^&*-_™€<>+=' });
    input.code = await codeFor(input.email);
    expect((await call(t, 'POST', '/register/email', { payload: input, ip: nextIp() })).status).toBe(200);
  });

  it('refuses a wrong code without creating the user, and does not burn the code on another mistake', async () => {
    const input = individual();
    const code = await codeFor(input.email);
    const wrong = await call(t, 'POST', '/register/email', { payload: { ...input, code: code === '000000' ? '111111' : '000000' }, ip: nextIp() });
    expect(wrong.status).toBe(400);
    expect(wrong.msg).toBe('The verification code is wrong; 4 tries left');
    const typo = await call(t, 'POST', '/register/email', { payload: { ...input, code, confirmPassword: 'nope' }, ip: nextIp() });
    expect(typo.msg).toBe('The two passwords do not match');
    const ok = await call(t, 'POST', '/register/email', { payload: { ...input, code }, ip: nextIp() });
    expect(ok.status).toBe(200);
  });

  it('refuses a taken username or email (any letter case)', async () => {
    const existing = await registerAndLogin(t);
    const byName = individual({ username: existing.username.toUpperCase() });
    byName.code = await codeFor(byName.email);
    const res = await call(t, 'POST', '/register/email', { payload: byName, ip: nextIp() });
    expect(res.status).toBe(409);
    expect(res.msg).toBe('That username is already taken');
    // Said only with a valid code (the mailbox's owner); a made-up code answers as for any email.
    // This account is made without a code, so that one can be asked for at once (60 s cool-down).
    const taken = uniqueName('taken');
    await t.ctx.services.accounts!.createUser({ username: taken.username, email: taken.email, password: 'Secret#123', accountType: 2 });
    const byEmail = individual({ email: taken.email.toUpperCase() });
    byEmail.code = await codeFor(byEmail.email);
    const res2 = await call(t, 'POST', '/register/email', { payload: byEmail, ip: nextIp() });
    expect(res2.status).toBe(409);
    expect(res2.msg).toBe('That email already has an account; log in or reset the password');
  });

  it('records the inviter of a valid invitation code and refuses an unknown one', async () => {
    const inviter = await registerAndLogin(t);
    const info = await call<{ invitationCode: string }>(t, 'POST', '/api/user/info', { token: inviter.token });
    const input = individual({ invitationCode: info.data.invitationCode.toLowerCase() });
    input.code = await codeFor(input.email);
    const res = await call<{ userInfo: { userId: number } }>(t, 'POST', '/register/email', { payload: input, ip: nextIp() });
    expect(res.status).toBe(200);
    const invitee = await t.ctx.services.accounts!.getUser(res.data.userInfo.userId);
    expect(invitee?.invitedBy).toBe(inviter.userId);
    const invitees = await t.ctx.services.accounts!.listInvitees(inviter.userId);
    expect(invitees).toEqual([expect.objectContaining({ userId: res.data.userInfo.userId, username: input.username, kycStatus: 'none' })]);
    const unknown = individual({ invitationCode: 'ZZZZZZZZ' });
    const bad = await call(t, 'POST', '/register/email', { payload: unknown, ip: nextIp() });
    expect(bad.status).toBe(400);
    expect(bad.msg).toBe('The invitation code does not exist');
  });
});

describe('company registration', () => {
  const company = (overrides: Record<string, unknown> = {}) => {
    const { email } = uniqueName('co');
    const username = `Co${Math.random().toString(36).slice(2, 10)}`;
    return {
      username,
      password: 'Corp12345',
      confirmPassword: 'Corp12345',
      email,
      code: '000000',
      agreement: true,
      fullName: 'Comercializadora del Norte SA de CV',
      licenseNumber: 'CNO010203AB1',
      officeAddress: 'Av. Constitución 100, Monterrey, NL',
      bankAccount: '012180001234567891',
      registrationPlace: 'Monterrey, Nuevo León',
      officerInfo: 'María Pérez, directora general',
      phone: '+52 81 1234 5678',
      ...overrides,
    };
  };

  it('registers a company account (type 4) with its corporate data', async () => {
    const input = company();
    input.code = await codeFor(input.email);
    const res = await call<{ token: string; userInfo: Record<string, unknown> }>(t, 'POST', '/register/company', { payload: input, ip: nextIp() });
    expect(res.status).toBe(200);
    expect(res.data.userInfo).toMatchObject({ accountType: 4, username: input.username, kycStatus: 'none' });
    const profile = await t.ctx.db.selectFrom('company_profiles').selectAll().where('user_id', '=', res.data.userInfo.userId as number).executeTakeFirstOrThrow();
    expect(profile).toMatchObject({ full_name: input.fullName, license_number: input.licenseNumber, phone: input.phone });
  });

  it('checks the corporate user ID (3-15 alnum), corporate password (8-20 alnum) and every field', async () => {
    const cases: Array<[Record<string, unknown>, string, string]> = [
      [{ username: 'ab' }, 'username', 'The corporate user ID must be 3-15 letters and digits'],
      [{ username: 'with_underscore' }, 'username', 'The corporate user ID must be 3-15 letters and digits'],
      [{ username: 'a'.repeat(16) }, 'username', 'The corporate user ID must be 3-15 letters and digits'],
      [{ password: 'Corp#1234', confirmPassword: 'Corp#1234' }, 'password', 'The corporate password must be 8-20 letters and digits'],
      [{ password: 'Corp1', confirmPassword: 'Corp1' }, 'password', 'The corporate password must be 8-20 letters and digits'],
      [{ fullName: '' }, 'fullName', 'Please fill in "full name"'],
      [{ officeAddress: 'x'.repeat(51) }, 'officeAddress', 'The field "office address" allows at most 50 characters'],
      [{ phone: 'call me' }, 'phone', 'The phone must have 7-20 digits (+, -, spaces and parentheses allowed)'],
      [{ agreement: false }, 'agreement', 'Please accept the user agreement first'],
    ];
    for (const [override, field, msg] of cases) {
      const res = await call<{ field: string }>(t, 'POST', '/register/company', { payload: company(override), ip: nextIp() });
      expect(res.status, JSON.stringify(override)).toBe(400);
      expect(res.msg).toBe(msg);
      expect(res.data.field).toBe(field);
    }
    const es = await call(t, 'POST', '/register/company', { payload: company({ fullName: '' }), lang: 'mx', ip: nextIp() });
    expect(es.msg).toBe('Completa el campo «nombre completo»');
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ManualClock } from '../../src/lib/clock.ts';
import { createTestApp, type TestApp } from '../helpers.ts';
import { latestEmailCode, registerAndLogin, uniqueName } from '../fixtures/users.ts';
import { call } from './_api.ts';

const clock = new ManualClock(new Date('2026-11-20T15:00:00Z'));
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ clock });
});
afterAll(() => t.close());

let ip = 1;
const nextIp = () => `10.2.0.${ip++}`;
const registration = (email: string, username: string, code: string) => ({
  username,
  email,
  password: 'Secret#123',
  confirmPassword: 'Secret#123',
  code,
  agreement: true,
});
const other = (code: string) => (code === '999999' ? '999998' : '999999');

describe('email codes', () => {
  it('sends a 6-digit code to the dev outbox, in the request language', async () => {
    const { email } = uniqueName('ec');
    const res = await call(t, 'POST', '/getEmailCode', { payload: { email }, lang: 'mx', ip: nextIp() });
    expect(res.status).toBe(200);
    const { list } = await t.ctx.services.mail!.outbox({ to: email, pageNum: 1, pageSize: 5 });
    expect(list).toHaveLength(1);
    expect(list[0]!.subject).toMatch(/^Tu código de verificación: \d{6}$/);
    expect(list[0]!.text).toContain('Vence en 10 minutos');
    // Only a hash is stored.
    const code = await latestEmailCode(t, email);
    const row = await t.ctx.db.selectFrom('email_codes').selectAll().where('email', '=', email).executeTakeFirstOrThrow();
    expect(row.code_hash).not.toContain(code);
  });

  it('expires after 10 minutes', async () => {
    const { email, username } = uniqueName('ec');
    await call(t, 'POST', '/getEmailCode', { payload: { email }, ip: nextIp() });
    const code = await latestEmailCode(t, email);
    clock.advance(10 * 60_000 + 1);
    const res = await call(t, 'POST', '/register/email', { payload: registration(email, username, code), ip: nextIp() });
    expect(res.status).toBe(400);
    expect(res.msg).toBe('The verification code has expired; request a new one');
  });

  it('works just before it expires, and only once', async () => {
    const { email, username } = uniqueName('ec');
    await call(t, 'POST', '/getEmailCode', { payload: { email }, ip: nextIp() });
    const code = await latestEmailCode(t, email);
    clock.advance(10 * 60_000 - 1000);
    expect((await call(t, 'POST', '/register/email', { payload: registration(email, username, code), ip: nextIp() })).status).toBe(200);
    // Used: a reset with a reused register code is refused (different purpose, and used).
    const again = await t.ctx.services.accounts!.codes.consume(email, 'register', code).catch((e: Error) => e.message);
    expect(again).toBe('There is no valid verification code for this email; request a new one'); // as for a code never asked for
  });

  it('allows 5 tries, then the code is dead even when right', async () => {
    const { email, username } = uniqueName('ec');
    await call(t, 'POST', '/getEmailCode', { payload: { email }, ip: nextIp() });
    const code = await latestEmailCode(t, email);
    const msgs: string[] = [];
    for (let i = 0; i < 5; i++) {
      msgs.push((await call(t, 'POST', '/register/email', { payload: registration(email, username, other(code)), ip: nextIp() })).msg);
    }
    expect(msgs).toEqual([
      'The verification code is wrong; 4 tries left',
      'The verification code is wrong; 3 tries left',
      'The verification code is wrong; 2 tries left',
      'The verification code is wrong; 1 tries left',
      'Too many wrong tries with this code; request a new one',
    ]);
    const right = await call(t, 'POST', '/register/email', { payload: registration(email, username, code), ip: nextIp() });
    expect(right.status).toBe(400);
    expect(right.msg).toBe('Too many wrong tries with this code; request a new one');
  });

  it('asks for a code first when none was sent, and a new code retires the old one', async () => {
    const { email, username } = uniqueName('ec');
    const none = await call(t, 'POST', '/register/email', { payload: registration(email, username, '123456'), ip: nextIp() });
    expect(none.msg).toBe('There is no valid verification code for this email; request a new one');
    await call(t, 'POST', '/getEmailCode', { payload: { email }, ip: nextIp() });
    const first = await latestEmailCode(t, email);
    clock.advance(61_000);
    await call(t, 'POST', '/getEmailCode', { payload: { email }, ip: nextIp() });
    const second = await latestEmailCode(t, email);
    if (first !== second) {
      const old = await call(t, 'POST', '/register/email', { payload: registration(email, username, first), ip: nextIp() });
      expect(old.status).toBe(400);
    }
    expect((await call(t, 'POST', '/register/email', { payload: registration(email, username, second), ip: nextIp() })).status).toBe(200);
  });

  it('limits codes per address: one a minute, ten an hour', async () => {
    const { email } = uniqueName('ec');
    expect((await call(t, 'POST', '/getEmailCode', { payload: { email }, ip: nextIp() })).status).toBe(200);
    const soon = await call(t, 'POST', '/getEmailCode', { payload: { email }, ip: nextIp() });
    expect(soon.status).toBe(429);
    expect(soon.msg).toBe('Wait 60 seconds before asking for another code');
    for (let i = 0; i < 9; i++) {
      clock.advance(61_000);
      expect((await call(t, 'POST', '/getEmailCode', { payload: { email }, ip: nextIp() })).status).toBe(200);
    }
    clock.advance(61_000);
    const hourly = await call(t, 'POST', '/getEmailCode', { payload: { email }, ip: nextIp() });
    expect(hourly.status).toBe(429);
    expect(hourly.msg).toBe('Too many codes were sent to this address; try again in an hour');
    clock.advance(3600_000);
    expect((await call(t, 'POST', '/getEmailCode', { payload: { email }, ip: nextIp() })).status).toBe(200);
  });

  it('limits codes per IP address (429, never a 5xx)', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 25; i++) {
      statuses.push((await call(t, 'POST', '/getEmailCode', { payload: { email: uniqueName('ip').email }, ip: '10.2.99.1' })).status);
    }
    expect(statuses.filter((s) => s === 200)).toHaveLength(20);
    expect(statuses.slice(20)).toEqual([429, 429, 429, 429, 429]);
    const limited = await call(t, 'POST', '/getEmailCode', { payload: { email: uniqueName('ip').email }, ip: '10.2.99.1' });
    expect(limited.msg).toBe('Too many requests, please wait a moment');
  });

  it('answers a password-reset code the same for unknown addresses, but sends nothing', async () => {
    const user = await registerAndLogin(t);
    clock.advance(61_000); // past the cool-down of the registration code
    const known = await call(t, 'POST', '/getEmailCode', { payload: { email: user.email, type: 'resetPassword' }, ip: nextIp() });
    const unknownEmail = uniqueName('nobody').email;
    const unknown = await call(t, 'POST', '/getEmailCode', { payload: { email: unknownEmail, type: 'resetPassword' }, ip: nextIp() });
    expect(unknown.status).toBe(known.status);
    expect(unknown.data).toEqual(known.data);
    expect(unknown.msg).toBe(known.msg);
    expect((await t.ctx.services.mail!.outbox({ to: unknownEmail, pageNum: 1, pageSize: 5 })).total).toBe(0);
    const reset = await call(t, 'POST', '/resetPassword', {
      payload: { email: unknownEmail, code: '123456', password: 'Another#123', confirmPassword: 'Another#123' },
      ip: nextIp(),
    });
    expect(reset.status).toBe(400);
    expect(reset.data).toMatchObject({ error: 'EMAIL_CODE_INVALID' });
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { need } from '../../src/context.ts';
import { loginOperator, registerAndLogin } from '../fixtures/users.ts';
import { body, createTestApp, type TestApp } from '../helpers.ts';

// Login passwords share the transaction password's guard: eight guesses at once (seven
// wrong and the right one) verify five at most and leave the login locked.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

const WRONG = ['Wrong0001!', 'Wrong0002!', 'Wrong0003!', 'Wrong0004!', 'Wrong0005!', 'Wrong0006!', 'Wrong0007!'];

async function burst(url: string, username: string, right: string) {
  const passwords = [...WRONG.slice(0, 3), right, ...WRONG.slice(3)];
  const answers = await Promise.all(passwords.map((password) => t.app.inject({ method: 'POST', url, headers: { lang: 'en' }, payload: { username, password } })));
  return answers.map((res) => (res.statusCode === 200 ? 'OK' : (body<{ error: string }>(res).data.error ?? String(res.statusCode))));
}

describe('parallel login guesses', () => {
  it('an investor login: at most four "wrong" answers, then locked, and the right password refused', async () => {
    const user = await registerAndLogin(t);
    const codes = await burst('/web/loginByUsername', user.username, user.password);
    expect(codes.filter((c) => c === 'LOGIN_FAILED').length, codes.join()).toBeLessThanOrEqual(4);
    expect(codes.filter((c) => c === 'SECRET_LOCKED').length).toBeGreaterThanOrEqual(3);
    expect(await need(t.ctx, 'accounts').guard.lockedUntil(`login:u:${user.userId}`)).toBeDefined();
    const again = await t.app.inject({ method: 'POST', url: '/web/loginByUsername', payload: { username: user.username, password: user.password } });
    expect(again.statusCode).toBe(429);
  });

  it('an operator login: the same', async () => {
    const operator = await loginOperator(t);
    const codes = await burst('/web/admin/login', operator.username, operator.password);
    expect(codes.filter((c) => c === 'SECRET_LOCKED').length, codes.join()).toBeGreaterThanOrEqual(3);
    expect(codes.filter((c) => c !== 'SECRET_LOCKED' && c !== 'OK').length).toBeLessThanOrEqual(4);
    const again = await t.app.inject({ method: 'POST', url: '/web/admin/login', payload: { username: operator.username, password: operator.password } });
    expect(again.statusCode).toBe(429);
  });
});

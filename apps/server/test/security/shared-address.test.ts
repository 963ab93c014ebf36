import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { need } from '../../src/context.ts';
import type { ManualClock } from '../../src/lib/clock.ts';
import { PAY_PASSWORD_THROTTLE } from '../../src/modules/accounts/service.ts';
import { totpCode } from '../../src/modules/accounts/totp.ts';
import { TWO_FACTOR_THROTTLE } from '../../src/modules/accounts/twofactor.ts';
import type { TestUser } from '../fixtures/users.ts';
import type { TestApp } from '../helpers.ts';
import { investor, key, tradingApp } from '../trading/_setup.ts';

/**
 * Many investors behind one address (a mobile carrier's shared NAT, an office): the throttles
 * count guesses per address, not successes, so 64 of them all trade and all confirm their
 * authenticator from it; wrong tries past the address's limit refuse it (even a right answer),
 * and each user's own lock still holds. On PGlite and on PostgreSQL.
 */

const NAT = '198.51.100.7';
const INVESTORS = 64;

let t: TestApp;
let clock: ManualClock;
let users: TestUser[];
beforeAll(async () => {
  ({ t, clock } = await tradingApp());
  users = [];
  for (let i = 0; i < INVESTORS; i++) users.push(await investor(t));
}, 180_000);
afterAll(async () => {
  await t?.close();
});

async function post(user: TestUser, url: string, payload: unknown, ip = NAT) {
  const res = await t.app.inject({ method: 'POST', url: `/web${url}`, headers: { authorization: user.token, lang: 'en' }, payload: payload as Record<string, unknown>, remoteAddress: ip });
  return { status: res.statusCode, ...(JSON.parse(res.body) as { code: number; msg: string; data: { error?: string } & Record<string, unknown> }) };
}

const order = (payPassword: string) => ({ code: 'AAPL', direction: 0, orderType: 0, quantity: 1, payPassword, idempotencyKey: key() });

describe(`${INVESTORS} investors behind one address`, () => {
  it('all place an order with their transaction password (more than the address\'s limit of wrong tries)', async () => {
    clock.advance(PAY_PASSWORD_THROTTLE.perAddress.windowMs + 1);
    expect(INVESTORS).toBeGreaterThan(PAY_PASSWORD_THROTTLE.perAddress.max);
    const answers = [];
    for (const user of users) answers.push(await post(user, '/stock/create', order('123456')));
    expect(answers.filter((a) => a.status !== 200).map((a) => a.msg)).toEqual([]);
    expect(answers.map((a) => a.data.code)).toEqual(Array(INVESTORS).fill('AAPL'));
  }, 120_000);

  it('all turn on two-factor with a right code; wrong codes past the address\'s limit refuse it, the user\'s lock holds', async () => {
    clock.advance(TWO_FACTOR_THROTTLE.perAddress.windowMs + 1);
    expect(INVESTORS).toBeGreaterThan(TWO_FACTOR_THROTTLE.perAddress.max);
    const secrets: string[] = [];
    for (const user of users) {
      const setup = await post(user, '/twoFactor/setup', {});
      expect(setup.status, setup.msg).toBe(200);
      secrets.push(setup.data.secret as string);
    }
    const enabled = [];
    for (const [i, user] of users.entries()) enabled.push(await post(user, '/twoFactor/enable', { code: totpCode(secrets[i]!, clock.now()) }));
    expect(enabled.filter((a) => a.status !== 200).map((a) => a.msg)).toEqual([]);

    // Guesses: twelve users send five wrong codes each (four "wrong" and a lock) from the address.
    clock.advance(TWO_FACTOR_THROTTLE.perAddress.windowMs + 1);
    const guessers = users.slice(0, TWO_FACTOR_THROTTLE.perAddress.max / 5);
    const codes: string[] = [];
    for (const user of guessers) {
      for (let i = 0; i < 5; i++) codes.push((await post(user, '/twoFactor/recoveryCodes', { code: '000000' })).data.error!);
    }
    expect(codes.filter((c) => c === 'TWO_FACTOR_CODE_WRONG').length).toBe(guessers.length * 4);
    expect(codes.filter((c) => c === 'SECRET_LOCKED').length).toBe(guessers.length);
    // The address has its minute's wrong tries: another user's right code from it is refused, unchecked.
    const other = users.at(-1)!;
    const refused = await post(other, '/twoFactor/recoveryCodes', { code: totpCode(secrets.at(-1)!, clock.now()) });
    expect([refused.status, refused.data.error]).toEqual([429, 'RATE_LIMITED']);
    // From another address it passes; the next minute, from the shared one too.
    const elsewhere = await post(other, '/twoFactor/recoveryCodes', { code: totpCode(secrets.at(-1)!, clock.now()) }, '203.0.113.9');
    expect(elsewhere.status, elsewhere.msg).toBe(200);
    clock.advance(TWO_FACTOR_THROTTLE.perAddress.windowMs + 1);
    const next = users.at(-2)!;
    expect((await post(next, '/twoFactor/recoveryCodes', { code: totpCode(secrets.at(-2)!, clock.now()) })).status).toBe(200);
    // Each guesser's own lock holds, whatever the address.
    for (const user of guessers) expect(await need(t.ctx, 'accounts').guard.lockedUntil(`2fa:${user.userId}`)).toBeDefined();
  }, 120_000);
});

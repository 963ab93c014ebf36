import type { Withdrawal } from '@app/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { need } from '../../src/context.ts';
import { ManualClock } from '../../src/lib/clock.ts';
import { PAY_PASSWORD_THROTTLE } from '../../src/modules/accounts/service.ts';
import { call } from '../accounts/_api.ts';
import { depositAndApprove, moneyCall, saveCard, WEEKDAY_NOON } from '../funding/_money.ts';
import { loginOperator, verifiedUser, type TestOperator } from '../fixtures/users.ts';
import { createTestApp, type TestApp } from '../helpers.ts';

/*
 * Issue 13, item 1, on the withdrawal call (the order call is in pay-password.test.ts): eight
 * guesses of the transaction password at once, seven wrong and the right one. At most five
 * are verified, the password ends locked and the right one is refused; at most one
 * withdrawal is made, and the ledger still reconciles. Then the per-user throttle of
 * password checks, hit by a burst at once: exactly the excess answers 429.
 */

const RIGHT = '123456';
const WRONG = ['000001', '000002', '000003', '000004', '000005', '000006', '000007'];

const clock = new ManualClock(WEEKDAY_NOON);
let t: TestApp;
let reviewer: TestOperator;
beforeAll(async () => {
  t = await createTestApp({ clock });
  reviewer = await loginOperator(t, 'reviewer');
}, 120_000);
afterAll(async () => {
  await t?.close();
});

const freshMinute = () => clock.advance(PAY_PASSWORD_THROTTLE.perAddress.windowMs + 1);

async function funded() {
  const user = await verifiedUser(t);
  await depositAndApprove(t, user, reviewer, '1000.00');
  const cardId = await saveCard(t, user);
  const withdraw = (payPassword: string) =>
    moneyCall<Withdrawal & { error?: string }>(t, '/withdrawal/withdrawal-apply', { token: user.token, payload: { amount: '10', cardId, payPassword } });
  return { user, withdraw };
}

describe('parallel guesses of the transaction password on withdrawals', () => {
  it('verify at most five, end locked, refuse the right one, and make at most one withdrawal', async () => {
    for (let round = 0; round < 3; round++) {
      freshMinute();
      const { user, withdraw } = await funded();
      const pins = [...WRONG.slice(0, round * 3), RIGHT, ...WRONG.slice(round * 3)];
      const answers = await Promise.all(pins.map((pin) => withdraw(pin)));
      const codes = answers.map((a) => (a.status === 200 ? 'OK' : a.data.error));
      expect(codes.filter((c) => c === 'PAY_PASSWORD_WRONG').length, codes.join()).toBeLessThanOrEqual(4);
      expect(codes.filter((c) => c === 'OK').length).toBeLessThanOrEqual(1);
      expect(codes.filter((c) => c === 'SECRET_LOCKED').length).toBeGreaterThanOrEqual(3);
      for (const c of codes) expect(['OK', 'PAY_PASSWORD_WRONG', 'SECRET_LOCKED']).toContain(c);

      // Locked now, for the right password too; no more withdrawals than the one allowed.
      expect(await need(t.ctx, 'accounts').guard.lockedUntil(`pay:${user.userId}`)).toBe(clock.now() + 15 * 60_000);
      const again = await withdraw(RIGHT);
      expect([again.status, again.data.error]).toEqual([429, 'SECRET_LOCKED']);
      const list = await call<{ total: number }>(t, 'POST', '/withdrawal/listPage', { token: user.token, payload: {} });
      expect(list.data.total).toBe(codes.filter((c) => c === 'OK').length);
    }
    expect((await need(t.ctx, 'ledger').reconcile()).ok).toBe(true);
  });

  it('the per-user throttle counts a burst atomically: of perUser.max + 4 checks at once, exactly 4 answer 429', async () => {
    freshMinute();
    const { user } = await funded();
    const accounts = need(t.ctx, 'accounts');
    // Distinct guesses (the same pin sent twice at once is one check): each is one hit, counted
    // before the lock, so the guesses the lock refuses count too.
    // Saving the payout card checked the password once already (issue 29.8): that check counts.
    const hitsOf = async () => Number((await t.ctx.db.selectFrom('secret_throttle').select(['hits']).where('key', '=', `pay:u:${user.userId}`).executeTakeFirst())?.hits ?? 0);
    const before = await hitsOf();
    const n = PAY_PASSWORD_THROTTLE.perUser.max + 4 - before;
    const results = await Promise.all(
      Array.from({ length: n }, (_, i) =>
        accounts.verifyPayPassword(user.userId, String(100_000 + i)).then(
          () => 'OK',
          (e: unknown) => (e as { error?: string }).error ?? 'THROWN',
        ),
      ),
    );
    expect(results.filter((r) => r === 'RATE_LIMITED'), results.join()).toHaveLength(4);
    for (const r of results) expect(['RATE_LIMITED', 'PAY_PASSWORD_WRONG', 'SECRET_LOCKED']).toContain(r);
    expect(await hitsOf()).toBe(before + n);
  });
});

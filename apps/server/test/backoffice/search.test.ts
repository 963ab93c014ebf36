import type { AdminDeposit, AdminUser, AdminWithdrawal, Deposit, Page } from '@app/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { need } from '../../src/context.ts';
import { ManualClock } from '../../src/lib/clock.ts';
import { call, tinyPng, upload } from '../accounts/_api.ts';
import { depositAndApprove, moneyCall, saveCard, WEEKDAY_NOON } from '../funding/_money.ts';
import { loginOperator, registerAndLogin, setPayPassword, type TestOperator, type TestUser } from '../fixtures/users.ts';
import { createTestApp, type TestApp } from '../helpers.ts';

// Issue 30.3: "lucia" finds lucia_hdz and "Lucía Hernández" on every queue and the customer list:
// partial, whatever the case and the accents.
const clock = new ManualClock(WEEKDAY_NOON);
let t: TestApp;
let reviewer: TestOperator;
let lucia: TestUser;
let marco: TestUser;

const named = async (username: string, firstName: string, lastName: string): Promise<TestUser> => {
  const user = await registerAndLogin(t, { username, email: `${username}@correo.mx` });
  await need(t.ctx, 'kyc').markVerified(user.userId, { firstName, lastName, country: 'MX', documentType: 'passport', documentNumber: 'G12345678' });
  await setPayPassword(t, user.token, '123456');
  return user;
};

beforeAll(async () => {
  t = await createTestApp({ clock });
  reviewer = await loginOperator(t, 'reviewer');
  const suffix = Date.now().toString(36).slice(-5);
  lucia = await named(`lucia_hdz${suffix}`, 'Lucía', 'Hernández');
  marco = await named(`marco_ruiz${suffix}`, 'Marco', 'Ruiz Peña');
  for (const user of [lucia, marco]) {
    const proof = await upload(t, user.token, tinyPng());
    const created = await moneyCall<Deposit>(t, '/recharge/create', { token: user.token, payload: { currency: 'MXN', amount: '1234.50', proofUrl: proof.data.url } });
    expect(created.status, created.msg).toBe(200);
  }
});
afterAll(() => t.close());

const depositQueue = async (keyword: string) =>
  (await call<Page<AdminDeposit>>(t, 'GET', `/admin/money/deposits?status=all&keyword=${encodeURIComponent(keyword)}`, { token: reviewer.token })).data.list.map((d) => d.username);

describe('partial, case- and accent-insensitive search', () => {
  it('finds the deposit of lucia_hdz by part of her username, her name with or without accents, in any case', async () => {
    for (const keyword of ['lucia', 'LUCIA', 'hdz', 'Lucía', 'hernandez', 'HERNÁNDEZ', 'cía hern']) {
      expect(await depositQueue(keyword), keyword).toEqual([lucia.username]);
    }
    expect(await depositQueue('pena')).toEqual([marco.username]);
    // Every queue but the pending one lists the newest first.
    expect(await depositQueue('correo.mx')).toEqual([marco.username, lucia.username]);
    // LIKE's own wildcards are searched as text, not as patterns.
    expect(await depositQueue('%')).toEqual([]);
    expect(await depositQueue('_hdz')).toEqual([lucia.username]);
  });

  it('the withdrawal and KYC queues and the customer list find her the same way', async () => {
    await depositAndApprove(t, lucia, reviewer, '5000.00');
    const cardId = await saveCard(t, lucia);
    expect((await moneyCall(t, '/withdrawal/withdrawal-apply', { token: lucia.token, payload: { amount: '100', cardId, payPassword: '123456' } })).status).toBe(200);
    const withdrawals = await call<Page<AdminWithdrawal>>(t, 'GET', '/admin/money/withdrawals?status=all&keyword=hernandez', { token: reviewer.token });
    expect(withdrawals.data.list.map((w) => w.username)).toEqual([lucia.username]);

    const kyc = await call<Page<{ userId: number }>>(t, 'GET', '/admin/kyc/list?status=all&keyword=Lucia', { token: reviewer.token });
    expect(kyc.data.list.map((k) => k.userId)).toEqual([lucia.userId]);

    const users = await call<Page<AdminUser>>(t, 'GET', '/admin/users?keyword=HERNANDEZ', { token: reviewer.token });
    expect(users.data.list.map((u) => u.userId)).toEqual([lucia.userId]);
    const byPart = await call<Page<AdminUser>>(t, 'GET', '/admin/users?keyword=ruiz', { token: reviewer.token });
    expect(byPart.data.list.map((u) => u.userId)).toEqual([marco.userId]);
  });
});

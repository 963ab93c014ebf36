import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { body, createTestApp, type TestApp } from '../helpers.ts';
import { loginOperator, registerAndLogin, setPayPassword, verifiedUser, verifyKyc } from '../fixtures/users.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('test fixtures', () => {
  it('registerAndLogin gives a working user token', async () => {
    const user = await registerAndLogin(t);
    const res = await t.app.inject({ method: 'POST', url: '/web/api/user/info', headers: { authorization: `Bearer ${user.token}` } });
    expect(res.statusCode).toBe(200);
    expect(body(res).data).toMatchObject({ userId: user.userId, username: user.username, accountType: 2, kycStatus: 'none', payPasswordSet: false });
  });

  it('verifyKyc and setPayPassword make a user ready to trade', async () => {
    const user = await registerAndLogin(t);
    await verifyKyc(t, user.userId);
    await setPayPassword(t, user.token, '123456');
    const info = body<{ kycStatus: string; payPasswordSet: boolean }>(
      await t.app.inject({ method: 'POST', url: '/web/api/user/info', headers: { authorization: user.token } }),
    ).data;
    expect(info).toMatchObject({ kycStatus: 'verified', payPasswordSet: true });
    const accounts = t.ctx.services.accounts!;
    await expect(accounts.requireKycVerified(user.userId)).resolves.toBeUndefined();
    await expect(accounts.verifyPayPassword(user.userId, '123456')).resolves.toBeUndefined();
    const other = await verifiedUser(t);
    expect(other.userId).not.toBe(user.userId);
  });

  it('loginOperator gives operator tokens by role', async () => {
    const admin = await loginOperator(t, 'admin');
    const reviewer = await loginOperator(t, 'reviewer');
    const me = await t.app.inject({ method: 'GET', url: '/web/admin/me', headers: { authorization: admin.token } });
    expect(body(me).data).toMatchObject({ id: admin.operatorId, roles: ['admin'] });
    const me2 = await t.app.inject({ method: 'GET', url: '/web/admin/me', headers: { authorization: reviewer.token } });
    expect(body(me2).data).toMatchObject({ roles: ['kyc_reviewer', 'money_reviewer'] });
  });
});

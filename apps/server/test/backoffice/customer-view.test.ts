import type { AuditEntry, CustomerView, Page, Withdrawal } from '@app/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ManualClock } from '../../src/lib/clock.ts';
import { call } from '../accounts/_api.ts';
import { loginOperator, verifiedUser, type TestOperator, type TestUser } from '../fixtures/users.ts';
import { depositAndApprove, moneyCall, saveCard, WEEKDAY_NOON } from '../funding/_money.ts';
import { createTestApp, type TestApp } from '../helpers.ts';

describe('the customer view: one page per customer, parts by role, private data masked', () => {
  const clock = new ManualClock(WEEKDAY_NOON);
  let t: TestApp;
  let admin: TestOperator;
  let kyc: TestOperator;
  let money: TestOperator;
  let ana: TestUser;

  beforeAll(async () => {
    t = await createTestApp({ clock });
    admin = await loginOperator(t, 'admin');
    kyc = await loginOperator(t, 'kyc_reviewer');
    money = await loginOperator(t, 'money_reviewer');
    ana = await verifiedUser(t);
    await depositAndApprove(t, ana, money, '5000.00');
    const cardId = await saveCard(t, ana);
    const w = await moneyCall<Withdrawal>(t, '/withdrawal/withdrawal-apply', { token: ana.token, payload: { currency: 'MXN', amount: '100.00', cardId, payPassword: '123456' } });
    expect(w.status, w.msg).toBe(200);
    expect((await call(t, 'POST', '/admin/backoffice/users/notes', { token: kyc.token, payload: { userId: ana.userId, text: 'Asked for a new proof' } })).status).toBe(200);
    expect((await call(t, 'POST', '/admin/users/freeze', { token: admin.token, payload: { userId: ana.userId, reason: 'checking' } })).status).toBe(200);
    expect((await call(t, 'POST', '/admin/users/unfreeze', { token: admin.token, payload: { userId: ana.userId } })).status).toBe(200);
  });
  afterAll(() => t.close());

  const view = async (token: string, id = ana.userId) => {
    const res = await call<CustomerView>(t, 'GET', `/admin/backoffice/customers/${id}`, { token });
    expect(res.status, res.msg).toBe(200);
    return res.data;
  };

  it('an admin sees every part, each from its module', async () => {
    const v = await view(admin.token);
    expect(v.profile).toMatchObject({ userId: ana.userId, username: ana.username, kycStatus: 'verified', frozen: false });
    expect(v.kyc![0]).toMatchObject({ userId: ana.userId, status: 'verified', documentNumber: '•••••5678' });
    expect(v.balances!.find((b) => b.walletType === 'BALANCE' && b.currency === 'MXN')).toMatchObject({ balance: '5000.00', frozen: '100.00', available: '4900.00' });
    expect(v.deposits!.map((d) => [d.amount, d.status])).toEqual([['5000.00', 3]]);
    expect(v.withdrawals![0]).toMatchObject({ amount: '100.00', status: 1, destinationDetail: { cardNo: '••••••••••••••7899' } });
    expect(v.sessions.length).toBeGreaterThan(0);
    expect(v.sessions[0]).toMatchObject({ live: true });
    expect(v.notes.map((n) => n.text)).toEqual(['Asked for a new proof']);
    expect(v.notices.length).toBeGreaterThan(0); // the KYC approval, the deposit
    expect(v.audit!.map((a) => a.action)).toEqual(['user.unfreeze', 'user.freeze', 'user.note', 'deposit.approve']);
    expect(v.positions).toEqual([]);
    expect(Array.isArray(v.orders)).toBe(true);
    expect(JSON.stringify(v)).not.toContain('G12345678');
    expect(JSON.stringify(v)).not.toContain('012180001234567899');
  });

  it('a KYC reviewer sees KYC but not money or the audit trail; a money reviewer the money but not KYC', async () => {
    const byKyc = await view(kyc.token);
    expect(byKyc.kyc).toHaveLength(1);
    expect(byKyc.balances).toBeUndefined();
    expect(byKyc.deposits).toBeUndefined();
    expect(byKyc.withdrawals).toBeUndefined();
    expect(byKyc.transfers).toBeUndefined();
    expect(byKyc.audit).toBeUndefined();
    expect(byKyc.notes).toHaveLength(1);
    const byMoney = await view(money.token);
    expect(byMoney.kyc).toBeUndefined();
    expect(byMoney.balances!.length).toBeGreaterThan(0);
    expect(byMoney.withdrawals).toHaveLength(1);
    expect(byMoney.audit).toBeUndefined();
  });

  it('an unknown customer is a localized 404; a user token is refused', async () => {
    const res = await call(t, 'GET', '/admin/backoffice/customers/999999', { token: admin.token, lang: 'zh_Hans_CN' });
    expect(res).toMatchObject({ status: 404, msg: '用户不存在' });
    expect((await call(t, 'GET', `/admin/backoffice/customers/${ana.userId}`, { token: ana.token })).status).toBe(403);
  });

  it('sign out everywhere: admin only, audited with the reason, the customer must log in again', async () => {
    const refused = await call(t, 'POST', '/admin/backoffice/customers/sign-out', { token: kyc.token, payload: { userId: ana.userId, reason: 'lost phone' } });
    expect(refused.status).toBe(403);
    expect((await call(t, 'POST', '/api/user/info', { token: ana.token })).status).toBe(200);
    const bad = await call(t, 'POST', '/admin/backoffice/customers/sign-out', { token: admin.token, payload: { userId: ana.userId, reason: ' ' } });
    expect(bad.status).toBe(422);
    const done = await call<{ revoked: number }>(t, 'POST', '/admin/backoffice/customers/sign-out', { token: admin.token, payload: { userId: ana.userId, reason: 'lost phone' } });
    expect(done.status, done.msg).toBe(200);
    expect(done.data.revoked).toBeGreaterThanOrEqual(1);
    expect((await call(t, 'POST', '/api/user/info', { token: ana.token })).status).toBe(401);
    const v = await view(admin.token);
    expect(v.sessions.every((s) => !s.live)).toBe(true);
    const audit = await call<Page<AuditEntry>>(t, 'GET', `/admin/audit?action=user.signOut&targetType=user&targetId=${ana.userId}`, { token: admin.token });
    expect(audit.data.list).toHaveLength(1);
    expect(audit.data.list[0]).toMatchObject({ operatorUsername: admin.username, detail: { reason: 'lost phone' } });
    const unknown = await call(t, 'POST', '/admin/backoffice/customers/sign-out', { token: admin.token, payload: { userId: 999999, reason: 'lost phone' } });
    expect(unknown.status).toBe(404);
    expect((await call<Page<AuditEntry>>(t, 'GET', '/admin/audit?action=user.signOut', { token: admin.token })).data.list).toHaveLength(1);
  });
});

import type { AuditEntry, KycSubmission, Notice, OutboxMail, Page } from '@app/contracts';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers.ts';
import { loginOperator, registerAndLogin, type TestOperator } from '../fixtures/users.ts';
import { call, tinyPng, upload } from '../accounts/_api.ts';

let t: TestApp;
let admin: TestOperator;
let reviewer: TestOperator;
beforeAll(async () => {
  t = await createTestApp();
  admin = await loginOperator(t, 'admin');
  reviewer = await loginOperator(t, 'reviewer');
});
afterAll(() => t.close());

async function submitKyc() {
  const user = await registerAndLogin(t);
  const front = await upload(t, user.token, tinyPng());
  const back = await upload(t, user.token, tinyPng());
  const res = await call(t, 'POST', '/updateReal', {
    token: user.token,
    payload: { firstName: 'Luis', lastName: 'Ramírez', documentType: 'passport', documentNumber: 'G12345678', country: 'MX', frontImage: front.data.url, backImage: back.data.url },
  });
  expect(res.status).toBe(200);
  return { user, front: front.data.url, back: back.data.url };
}

describe('operator login', () => {
  it('logs in, answers /admin/me, logs out (401 after)', async () => {
    const created = await call<{ id: number }>(t, 'POST', '/admin/operators', { token: admin.token, payload: { username: 'opmaria', password: 'Maria#2026', roles: ['money_reviewer', 'kyc_reviewer'] } });
    expect(created.status).toBe(200);
    const login = await call<{ token: string; operator: { roles: string[] } }>(t, 'POST', '/admin/login', { payload: { username: 'opmaria', password: 'Maria#2026' }, ip: '10.6.0.1' });
    expect(login.status).toBe(200);
    expect(login.data.operator.roles).toEqual(['kyc_reviewer', 'money_reviewer']);
    expect((await call(t, 'GET', '/admin/me', { token: login.data.token })).data).toMatchObject({ username: 'opmaria' });
    expect((await call(t, 'POST', '/admin/logout', { token: login.data.token })).status).toBe(200);
    expect((await call(t, 'GET', '/admin/me', { token: login.data.token })).status).toBe(401);
    const dup = await call(t, 'POST', '/admin/operators', { token: admin.token, payload: { username: 'OPMARIA', password: 'Maria#2026', roles: ['admin'] } });
    expect(dup.status).toBe(409);
  });

  it('refuses a wrong password like an unknown operator, and locks after 5', async () => {
    const wrong = await call(t, 'POST', '/admin/login', { payload: { username: admin.username, password: 'Wrong#1234' }, ip: '10.6.0.2' });
    const unknown = await call(t, 'POST', '/admin/login', { payload: { username: 'nobodyop', password: 'Wrong#1234' }, ip: '10.6.0.2' });
    expect(wrong.status).toBe(400);
    expect(unknown.msg).toBe(wrong.msg);
    for (let i = 0; i < 4; i++) await call(t, 'POST', '/admin/login', { payload: { username: 'nobodyop', password: 'x' }, ip: '10.6.0.2' });
    const locked = await call(t, 'POST', '/admin/login', { payload: { username: 'nobodyop', password: 'x' }, ip: '10.6.0.2' });
    expect(locked.status).toBe(429);
  });

  it('a user token cannot log in as an operator, and user credentials do not open the back office', async () => {
    const user = await registerAndLogin(t);
    const res = await call(t, 'POST', '/admin/login', { payload: { username: user.username, password: user.password }, ip: '10.6.0.3' });
    expect(res.status).toBe(400);
  });
});

describe('KYC review', () => {
  it('lists pending submissions oldest first, with their images, which operators can fetch', async () => {
    const first = await submitKyc();
    const second = await submitKyc();
    const list = await call<Page<KycSubmission>>(t, 'GET', '/admin/kyc/list?pageSize=100', { token: reviewer.token });
    expect(list.status).toBe(200);
    const ids = list.data.list.map((s) => s.userId);
    expect(ids.indexOf(first.user.userId)).toBeLessThan(ids.indexOf(second.user.userId));
    const item = list.data.list.find((s) => s.userId === first.user.userId)!;
    expect(item).toMatchObject({ status: 'pending', kind: 'individual', documentNumber: '•••••5678', frontImage: first.front, backImage: first.back, username: first.user.username });
    const image = await t.app.inject({ method: 'GET', url: item.frontImage!, headers: { authorization: reviewer.token } });
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/png');
    const detail = await call<KycSubmission>(t, 'GET', `/admin/kyc/${item.id}`, { token: reviewer.token });
    expect(detail.data.id).toBe(item.id);
    expect((await call(t, 'GET', '/admin/kyc/999999', { token: reviewer.token })).status).toBe(404);
  });

  it('approving makes the user verified, sends a notice, and is audited', async () => {
    const { user } = await submitKyc();
    const list = await call<Page<KycSubmission>>(t, 'GET', '/admin/kyc/list?pageSize=100', { token: reviewer.token });
    const id = list.data.list.find((s) => s.userId === user.userId)!.id;
    const res = await call<KycSubmission>(t, 'POST', '/admin/kyc/approve', { token: reviewer.token, payload: { id } });
    expect(res.status).toBe(200);
    expect(res.data).toMatchObject({ status: 'verified', reviewedBy: reviewer.username });
    expect((await call(t, 'GET', '/kyc/status', { token: user.token })).data).toMatchObject({ status: 'verified' });
    expect((await call(t, 'POST', '/api/user/info', { token: user.token })).data).toMatchObject({ kycStatus: 'verified' });
    await expect(t.ctx.services.accounts!.requireKycVerified(user.userId)).resolves.toBeUndefined();
    const notices = await call<Page<Notice> & { unreadCount: number }>(t, 'GET', '/userMessage/getMessage', { token: user.token, lang: 'mx' });
    expect(notices.data.unreadCount).toBe(1);
    expect(notices.data.list[0]).toMatchObject({ kind: 'kyc', title: 'Identidad verificada', read: false, ref: `kyc:${id}` });
    // Reviewed once only.
    const again = await call(t, 'POST', '/admin/kyc/reject', { token: reviewer.token, payload: { id, reason: 'late' } });
    expect(again.status).toBe(409);
    expect(again.msg).toBe('This submission was already reviewed');
    // A verified user cannot resubmit.
    const front = await upload(t, user.token, tinyPng());
    const resubmit = await call(t, 'POST', '/updateReal', {
      token: user.token,
      payload: { firstName: 'X', lastName: 'Y', documentType: 'passport', documentNumber: 'G12345678', country: 'MX', frontImage: front.data.url, backImage: front.data.url },
    });
    expect(resubmit.msg).toBe('Your identity is already verified');
    const audit = await call<Page<AuditEntry>>(t, 'GET', '/admin/audit?action=kyc.approve', { token: admin.token });
    expect(audit.data.list[0]).toMatchObject({ operatorUsername: reviewer.username, action: 'kyc.approve', targetType: 'kyc', targetId: String(id), detail: { userId: user.userId } });
  });

  it('rejecting gives the user the reason in a notice, and the user may retry', async () => {
    const { user } = await submitKyc();
    const list = await call<Page<KycSubmission>>(t, 'GET', '/admin/kyc/list?pageSize=100', { token: admin.token });
    const id = list.data.list.find((s) => s.userId === user.userId)!.id;
    const noReason = await call(t, 'POST', '/admin/kyc/reject', { token: admin.token, payload: { id } });
    expect(noReason.status).toBe(422);
    const res = await call(t, 'POST', '/admin/kyc/reject', { token: admin.token, payload: { id, reason: 'la foto está borrosa' } });
    expect(res.data).toMatchObject({ status: 'failed', reason: 'la foto está borrosa' });
    expect((await call(t, 'GET', '/kyc/status', { token: user.token })).data).toMatchObject({ status: 'failed', reason: 'la foto está borrosa' });
    expect((await call(t, 'POST', '/api/user/info', { token: user.token })).data).toMatchObject({ kycStatus: 'failed', kycReason: 'la foto está borrosa' });
    const notices = await call<Page<Notice>>(t, 'GET', '/userMessage/getMessage', { token: user.token, lang: 'en' });
    expect(notices.data.list[0]).toMatchObject({ title: 'Verification rejected', body: 'Your identity verification was rejected: la foto está borrosa. Correct the data and submit it again.' });
    const failed = await call<Page<KycSubmission>>(t, 'GET', '/admin/kyc/list?status=failed&pageSize=100', { token: admin.token });
    expect(failed.data.list.some((s) => s.id === id)).toBe(true);
    // Retry.
    const front = await upload(t, user.token, tinyPng());
    const back = await upload(t, user.token, tinyPng());
    const retry = await call(t, 'POST', '/updateReal', {
      token: user.token,
      payload: { firstName: 'Luis', lastName: 'Ramírez', documentType: 'passport', documentNumber: 'G12345679', country: 'MX', frontImage: front.data.url, backImage: back.data.url },
    });
    expect(retry.data).toMatchObject({ status: 'pending' });
  });
});

describe('users', () => {
  it('searches by username, email or id', async () => {
    const user = await registerAndLogin(t);
    const byName = await call<Page<{ userId: number }>>(t, 'GET', `/admin/users?keyword=${user.username.slice(0, 8)}`, { token: reviewer.token });
    expect(byName.data.list.map((u) => u.userId)).toContain(user.userId);
    const byEmail = await call<Page<{ userId: number; email: string }>>(t, 'GET', `/admin/users?keyword=${encodeURIComponent(user.email.toUpperCase())}`, { token: reviewer.token });
    expect(byEmail.data.list).toHaveLength(1);
    const byId = await call<Page<{ userId: number }>>(t, 'GET', `/admin/users?keyword=${user.userId}`, { token: reviewer.token });
    expect(byId.data.list.map((u) => u.userId)).toContain(user.userId);
    const wildcard = await call<Page<unknown>>(t, 'GET', '/admin/users?keyword=%25%25%25', { token: reviewer.token });
    expect(wildcard.data.total).toBe(0);
    const detail = await call(t, 'GET', `/admin/users/${user.userId}`, { token: reviewer.token });
    expect(detail.data).toMatchObject({ userId: user.userId, frozen: false, kycStatus: 'none', accountType: 2 });
    expect(JSON.stringify(detail.data)).not.toContain('hash');
    expect((await call(t, 'GET', '/admin/users/99999999', { token: reviewer.token })).status).toBe(404);
  });

  it('freezing (admin only) makes every call of the user 403 until unfrozen; both are audited', async () => {
    const user = await registerAndLogin(t);
    const frozen = await call(t, 'POST', '/admin/users/freeze', { token: admin.token, payload: { userId: user.userId, reason: 'suspicious activity' } });
    expect(frozen.data).toMatchObject({ frozen: true, frozenReason: 'suspicious activity' });
    const blocked = await call(t, 'POST', '/api/user/info', { token: user.token, lang: 'mx' });
    expect(blocked.status).toBe(403);
    expect(blocked.msg).toBe('Tu cuenta está congelada');
    expect((await call(t, 'GET', '/userMessage/getMessage', { token: user.token })).status).toBe(403);
    const frozenList = await call<Page<{ userId: number }>>(t, 'GET', '/admin/users?frozen=true&pageSize=100', { token: admin.token });
    expect(frozenList.data.list.map((u) => u.userId)).toContain(user.userId);
    await call(t, 'POST', '/admin/users/unfreeze', { token: admin.token, payload: { userId: user.userId } });
    expect((await call(t, 'POST', '/api/user/info', { token: user.token })).status).toBe(200);
    const audit = await call<Page<AuditEntry>>(t, 'GET', `/admin/audit?operatorId=${admin.operatorId}&pageSize=100`, { token: admin.token });
    const actions = audit.data.list.filter((e) => e.targetId === String(user.userId)).map((e) => e.action);
    expect(actions).toEqual(['user.unfreeze', 'user.freeze']);
    expect((await call(t, 'POST', '/admin/users/freeze', { token: admin.token, payload: { userId: 99999999, reason: 'nobody' } })).status).toBe(404);
  });
});

describe('dev outbox and audit log', () => {
  it('shows the emails kept in the dev outbox', async () => {
    const user = await registerAndLogin(t);
    const res = await call<Page<OutboxMail>>(t, 'GET', `/admin/outbox?to=${encodeURIComponent(user.email)}`, { token: admin.token });
    // Reset codes are an account takeover: only an admin reads the dev outbox.
    expect((await call(t, 'GET', `/admin/outbox?to=${encodeURIComponent(user.email)}`, { token: reviewer.token })).status).toBe(403);
    expect(res.data.total).toBe(1);
    expect(res.data.list[0]!.text).toMatch(/\d{6}/);
  });

  it('records operator logins and refuses to change or delete audit rows', async () => {
    const audit = await call<Page<AuditEntry>>(t, 'GET', '/admin/audit?action=operator.login&pageSize=100', { token: admin.token });
    expect(audit.data.total).toBeGreaterThanOrEqual(1);
    await expect(sql`update audit_log set action = 'x'`.execute(t.ctx.db)).rejects.toThrow(/append-only/);
    await expect(sql`delete from audit_log`.execute(t.ctx.db)).rejects.toThrow(/append-only/);
    await expect(sql`truncate audit_log`.execute(t.ctx.db)).rejects.toThrow(/append-only/);
    const after = await call<Page<AuditEntry>>(t, 'GET', '/admin/audit?action=operator.login&pageSize=100', { token: admin.token });
    expect(after.data.total).toBe(audit.data.total);
  });

  it('lists operators (admin only)', async () => {
    const res = await call<Array<{ username: string }>>(t, 'GET', '/admin/operators', { token: admin.token });
    expect(res.data.map((o) => o.username)).toEqual(expect.arrayContaining([admin.username, reviewer.username]));
  });

  it('operators can upload images (e.g. news covers)', async () => {
    const res = await upload(t, admin.token, tinyPng(), 'cover.png', '/web/admin/file/upload');
    expect(res.status).toBe(200);
    const user = await registerAndLogin(t);
    expect((await upload(t, user.token, tinyPng(), 'cover.png', '/web/admin/file/upload')).status).toBe(403);
    expect((await upload(t, admin.token, tinyPng(), 'x.png', '/web/file/upload')).status).toBe(403);
  });
});

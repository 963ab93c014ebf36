import type { AdminWithdrawal, AuditEntry, KycSubmission, Page, Withdrawal } from '@app/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ManualClock } from '../../src/lib/clock.ts';
import { maskAddress, maskNumber, maskPhone } from '../../src/modules/backoffice/mask.ts';
import { call } from '../accounts/_api.ts';
import { loginOperator, verifiedUser, type TestOperator, type TestUser } from '../fixtures/users.ts';
import { depositAndApprove, moneyCall, saveCard, WEEKDAY_NOON } from '../funding/_money.ts';
import { createTestApp, type TestApp } from '../helpers.ts';

describe('masks', () => {
  it('keep the last 4 of a number, the last 3 digits of a phone, the first word of an address', () => {
    expect(maskNumber('G12345678')).toBe('•••••5678');
    expect(maskNumber('012180001234567899')).toBe('••••••••••••••7899');
    expect(maskNumber('123')).toBe('••••3'); // short values: at least half hidden, never fewer than 4 marks
    expect(maskPhone('+52 55 1234 5678')).toBe('•••••••••678');
    expect(maskAddress('Av. Reforma 222, CDMX')).toBe('Av. ••••••');
  });
});

describe('private data in the back office: masked by default, revealed on purpose by role, audited', () => {
  const clock = new ManualClock(WEEKDAY_NOON);
  let t: TestApp;
  let kycReviewer: TestOperator;
  let moneyReviewer: TestOperator;
  let admin: TestOperator;
  let ana: TestUser;
  let kycId: number;
  let withdrawalId: number;

  beforeAll(async () => {
    t = await createTestApp({ clock });
    kycReviewer = await loginOperator(t, 'kyc_reviewer');
    moneyReviewer = await loginOperator(t, 'money_reviewer');
    admin = await loginOperator(t, 'admin');
    ana = await verifiedUser(t);
    const list = await call<Page<KycSubmission>>(t, 'GET', '/admin/kyc/list?status=verified&pageSize=100', { token: kycReviewer.token });
    kycId = list.data.list.find((s) => s.userId === ana.userId)!.id;
    await depositAndApprove(t, ana, moneyReviewer, '5000.00');
    const cardId = await saveCard(t, ana);
    const applied = await moneyCall<Withdrawal>(t, '/withdrawal/withdrawal-apply', { token: ana.token, payload: { currency: 'MXN', amount: '100.00', cardId, payPassword: '123456' } });
    expect(applied.status, applied.msg).toBe(200);
    withdrawalId = applied.data.id;
  });
  afterAll(() => t.close());

  const reveals = async () => (await call<Page<AuditEntry>>(t, 'GET', '/admin/audit?action=private.reveal', { token: admin.token })).data.list;

  it('the KYC list and detail show the ID number masked', async () => {
    const detail = await call<KycSubmission>(t, 'GET', `/admin/kyc/${kycId}`, { token: kycReviewer.token });
    expect(detail.status, detail.msg).toBe(200);
    expect(detail.data.documentNumber).toBe('•••••5678');
    expect(JSON.stringify(detail.data)).not.toContain('G12345678');
    const list = await call<Page<KycSubmission>>(t, 'GET', '/admin/kyc/list?status=all&pageSize=100', { token: kycReviewer.token });
    expect(JSON.stringify(list.data)).not.toContain('G12345678');
  });

  it('the withdrawal queue and detail show the payout CLABE masked', async () => {
    const queue = await call<Page<AdminWithdrawal>>(t, 'GET', '/admin/money/withdrawals', { token: moneyReviewer.token });
    const item = queue.data.list.find((w) => w.id === withdrawalId)!;
    expect(item.destinationDetail).toMatchObject({ cardNo: '••••••••••••••7899' });
    const detail = await call<AdminWithdrawal>(t, 'GET', `/admin/money/withdrawals/${withdrawalId}`, { token: moneyReviewer.token });
    expect(JSON.stringify(detail.data)).not.toContain('012180001234567899');
  });

  it('a KYC reviewer reveals the ID number; the reveal is in the audit log', async () => {
    expect(await reveals()).toHaveLength(0);
    const res = await call<{ value: string }>(t, 'POST', '/admin/backoffice/reveal/kyc', { token: kycReviewer.token, payload: { id: kycId, field: 'documentNumber' } });
    expect(res.status, res.msg).toBe(200);
    expect(res.data.value).toBe('G12345678');
    const audit = await reveals();
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ action: 'private.reveal', operatorUsername: kycReviewer.username, targetType: 'kyc', targetId: String(kycId), detail: { field: 'documentNumber' } });
  });

  it('a money reviewer reveals the payout CLABE, audited', async () => {
    const res = await call<{ value: string }>(t, 'POST', '/admin/backoffice/reveal/withdrawal', { token: moneyReviewer.token, payload: { id: withdrawalId, field: 'cardNo' } });
    expect(res.status, res.msg).toBe(200);
    expect(res.data.value).toBe('012180001234567899');
    expect((await reveals())[0]).toMatchObject({ operatorUsername: moneyReviewer.username, targetType: 'withdrawal', targetId: String(withdrawalId), detail: { field: 'cardNo' } });
  });

  it('a role without that duty is refused (403) and nothing is audited', async () => {
    const before = (await reveals()).length;
    const kycByMoney = await call(t, 'POST', '/admin/backoffice/reveal/kyc', { token: moneyReviewer.token, payload: { id: kycId, field: 'documentNumber' } });
    expect(kycByMoney.status).toBe(403);
    expect(JSON.stringify(kycByMoney.data ?? null)).not.toContain('G12345678');
    const clabeByKyc = await call(t, 'POST', '/admin/backoffice/reveal/withdrawal', { token: kycReviewer.token, payload: { id: withdrawalId, field: 'cardNo' } });
    expect(clabeByKyc.status).toBe(403);
    expect(await reveals()).toHaveLength(before);
  });

  it('a field the record lacks is a localized 404 and nothing is audited; a bad field is a 422', async () => {
    const before = (await reveals()).length;
    const none = await call(t, 'POST', '/admin/backoffice/reveal/kyc', { token: kycReviewer.token, payload: { id: kycId, field: 'phone' }, lang: 'mx' });
    expect(none).toMatchObject({ status: 404, msg: 'Ese dato no existe en este registro', data: { error: 'NOTHING_TO_REVEAL' } });
    const bad = await call(t, 'POST', '/admin/backoffice/reveal/kyc', { token: kycReviewer.token, payload: { id: kycId, field: 'password' } });
    expect(bad.status).toBe(422);
    expect(await reveals()).toHaveLength(before);
  });
});

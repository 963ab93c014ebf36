import type { AdminDeposit, AdminWithdrawal, Deposit, Notice, Page, WalletHold, Withdrawal } from '@app/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ManualClock } from '../../src/lib/clock.ts';
import { call, tinyPng, upload } from '../accounts/_api.ts';
import { loginOperator, verifiedUser, type TestOperator, type TestUser } from '../fixtures/users.ts';
import { createTestApp, type TestApp } from '../helpers.ts';
import { depositAndApprove, moneyCall, saveCard, WEEKDAY_NOON } from '../funding/_money.ts';

/**
 * What the user reads about money under review (issue 12): a refused deposit says why in
 * words ("Rejected: the proof does not match the transfer") in the user's language, a large
 * withdrawal says "1 of 2 approvals", and the holds list says what is frozen, why and since when.
 */
const clock = new ManualClock(WEEKDAY_NOON);
let t: TestApp;
let reviewer: TestOperator;
let admin: TestOperator;
let eva: TestUser;

beforeAll(async () => {
  t = await createTestApp({ clock });
  reviewer = await loginOperator(t, 'reviewer');
  admin = await loginOperator(t, 'admin');
  eva = await verifiedUser(t);
});
afterAll(() => t.close());

const newDeposit = async () => {
  const proof = await upload(t, eva.token, tinyPng());
  const created = await moneyCall<Deposit>(t, '/recharge/create', { token: eva.token, payload: { currency: 'MXN', amount: '500', proofUrl: proof.data.url } });
  expect(created.status, created.msg).toBe(200);
  return created.data;
};

describe('a refused deposit says why', () => {
  it('a picked reason reads in each language, in the list and the notice; never "Audit Failure"', async () => {
    const deposit = await newDeposit();
    const rejected = await call<AdminDeposit>(t, 'POST', '/admin/money/deposits/reject', { token: reviewer.token, payload: { id: deposit.id, reasonCode: 'proof_mismatch' } });
    expect(rejected.status, rejected.msg).toBe(200);
    const seen = async (lang: 'en' | 'mx' | 'zh_Hans_CN') => (await call<Page<Deposit>>(t, 'POST', '/recharge/listPage', { token: eva.token, payload: {}, lang })).data.list.find((d) => d.id === deposit.id)!;
    expect(await seen('en')).toMatchObject({ status: 2, statusLabel: 'Rejected: the proof does not match the transfer', reason: 'the proof does not match the transfer' });
    expect((await seen('mx')).statusLabel).toBe('Rechazado: el comprobante no coincide con la transferencia');
    expect((await seen('zh_Hans_CN')).statusLabel).toBe('已拒绝：凭证与转账不符');
    for (const lang of ['en', 'mx', 'zh_Hans_CN'] as const) expect((await seen(lang)).statusLabel).not.toMatch(/Audit Failure|Revisión fallida|审核失败/);
    const notices = await call<Page<Notice>>(t, 'GET', '/userMessage/getMessage', { token: eva.token, lang: 'mx' });
    expect(notices.data.list.some((n) => n.body.includes('el comprobante no coincide con la transferencia'))).toBe(true);
  });

  it('a typed reason is shown as written; no reason at all is refused (422, nothing changes)', async () => {
    const deposit = await newDeposit();
    const none = await call(t, 'POST', '/admin/money/deposits/reject', { token: reviewer.token, payload: { id: deposit.id } });
    expect(none.status).toBe(422);
    const unknown = await call(t, 'POST', '/admin/money/deposits/reject', { token: reviewer.token, payload: { id: deposit.id, reasonCode: 'because' } });
    expect(unknown.status).toBe(422);
    const still = (await call<Page<Deposit>>(t, 'POST', '/recharge/listPage', { token: eva.token, payload: {} })).data.list.find((d) => d.id === deposit.id)!;
    expect(still.status).toBe(1);
    const typed = await call<AdminDeposit>(t, 'POST', '/admin/money/deposits/reject', { token: reviewer.token, payload: { id: deposit.id, reason: 'La referencia no es la tuya' } });
    expect(typed.data).toMatchObject({ status: 2, statusLabel: 'Rejected: La referencia no es la tuya', reason: 'La referencia no es la tuya' });
  });
});

describe('a large withdrawal says how far its approvals got, and the holds list says what is frozen', () => {
  it('"Pending Review (1 of 2 approvals)" after the first approval; the hold is listed with its reason and time', async () => {
    await depositAndApprove(t, eva, reviewer, '100000.00');
    const cardId = await saveCard(t, eva);
    clock.advance(60_000);
    const applied = await moneyCall<Withdrawal>(t, '/withdrawal/withdrawal-apply', { token: eva.token, payload: { amount: '60000', cardId, payPassword: '123456' } });
    expect(applied.status, applied.msg).toBe(200);
    expect(applied.data).toMatchObject({ requiredApprovals: 2, approvals: 0, statusLabel: 'Pending Review (0 of 2 approvals)' });

    const holds = await call<{ list: WalletHold[] }>(t, 'GET', '/wallet/holds', { token: eva.token, lang: 'mx' });
    expect(holds.data.list).toEqual([
      { id: expect.any(Number), walletType: 'BALANCE', currency: 'MXN', amount: '60000.00', kind: 'withdrawal', reason: 'Retiro en revisión', ref: `withdrawal:${applied.data.id}`, since: WEEKDAY_NOON + 60_000 },
    ]);

    const first = await call<AdminWithdrawal>(t, 'POST', '/admin/money/withdrawals/approve', { token: reviewer.token, payload: { id: applied.data.id } });
    expect(first.status, first.msg).toBe(200);
    const mine = async (lang: 'en' | 'mx' | 'zh_Hans_CN') => (await call<Page<Withdrawal>>(t, 'POST', '/withdrawal/listPage', { token: eva.token, payload: {}, lang })).data.list.find((w) => w.id === applied.data.id)!;
    expect((await mine('en')).statusLabel).toBe('Pending Review (1 of 2 approvals)');
    expect((await mine('mx')).statusLabel).toBe('Pendiente de revisión (1 de 2 aprobaciones)');
    expect((await mine('zh_Hans_CN')).statusLabel).toBe('待审核（已批准 1/2）');

    await call(t, 'POST', '/admin/money/withdrawals/approve', { token: admin.token, payload: { id: applied.data.id } });
    expect((await mine('en')).statusLabel).toBe('Approved, to be sent'); // approved is not paid yet (issue 30.2)
    expect((await call<{ list: WalletHold[] }>(t, 'GET', '/wallet/holds', { token: eva.token })).data.list).toEqual([]);
  });

  it('answers 401 to a guest', async () => {
    expect((await call(t, 'GET', '/wallet/holds', {})).status).toBe(401);
  });
});

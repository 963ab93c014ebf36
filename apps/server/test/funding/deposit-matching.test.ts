import type { AdminDeposit, AuditEntry, Deposit, Notice, Page } from '@app/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { need } from '../../src/context.ts';
import { ManualClock } from '../../src/lib/clock.ts';
import { call, tinyPng, upload } from '../accounts/_api.ts';
import { loginOperator, verifiedUser, type TestOperator, type TestUser } from '../fixtures/users.ts';
import { createTestApp, type TestApp } from '../helpers.ts';
import { moneyCall, WEEKDAY_NOON } from './_money.ts';

// Issue 30.1: a SPEI deposit matched by its reference, the payer and the proof; credited at another
// amount with a reason (a second operator above the threshold) or rejected with a reason.
const clock = new ManualClock(WEEKDAY_NOON);
let t: TestApp;
let reviewer: TestOperator;
let approver: TestOperator;
let lucia: TestUser;

beforeAll(async () => {
  t = await createTestApp({ clock });
  reviewer = await loginOperator(t, 'reviewer');
  approver = await loginOperator(t, ['money_reviewer', 'money_approver']);
  lucia = await verifiedUser(t);
});
afterAll(() => t.close());

const mxn = async () => (await need(t.ctx, 'ledger').balances(lucia.userId)).find((b) => b.wallet === 'BALANCE' && b.currency === 'MXN')?.balance ?? 0n;
const approve = (token: string, payload: Record<string, unknown>, lang: 'en' | 'mx' | 'zh_Hans_CN' = 'en') => call<AdminDeposit & { error?: string }>(t, 'POST', '/admin/money/deposits/approve', { token, payload, lang });

async function declared(amount: string): Promise<Deposit> {
  const proof = await upload(t, lucia.token, tinyPng());
  const created = await moneyCall<Deposit>(t, '/recharge/create', {
    token: lucia.token,
    payload: { currency: 'MXN', amount, proofUrl: proof.data.url, payerBank: 'BBVA México', payerName: 'Lucía Hernández', payerAccount: '012180001234567899' },
  });
  expect(created.status, created.msg).toBe(200);
  return created.data;
}

describe('matching a SPEI deposit', () => {
  it('shows the reference the user was told, the payer and the verified name', async () => {
    const deposit = await declared('120000.00');
    const reference = `BMX${String(lucia.userId).padStart(7, '0')}`;
    expect(deposit.reference).toBe(reference);
    const detail = await call<AdminDeposit>(t, 'GET', `/admin/money/deposits/${deposit.id}`, { token: reviewer.token });
    expect(detail.data).toMatchObject({
      reference,
      payer: { bank: 'BBVA México', name: 'Lucía Hernández', account: '012180001234567899' },
      kycName: 'Test User',
      amount: '120000.00',
      approvedBy: [],
    });
  });

  it('a credit other than declared needs a reason, in every language, and writes nothing without one', async () => {
    const deposit = await declared('120000.00');
    const en = await approve(reviewer.token, { id: deposit.id, amount: '20000' });
    expect(en).toMatchObject({ status: 422, msg: 'Say why you credit MX$20,000.00 instead of the MX$120,000.00 declared', data: { error: 'CREDIT_REASON_REQUIRED', field: 'reason' } });
    expect((await approve(reviewer.token, { id: deposit.id, amount: '20000' }, 'mx')).msg).toBe('Indica por qué acreditas MX$20,000.00 en lugar de los MX$120,000.00 declarados');
    expect((await approve(reviewer.token, { id: deposit.id, amount: '20000' }, 'zh_Hans_CN')).msg).toBe('请说明为何入账 MX$20,000.00，而不是申报的 MX$120,000.00');
    const wrong = await approve(reviewer.token, { id: deposit.id, amount: '20000.001', reason: 'El comprobante dice 20,000' });
    expect(wrong).toMatchObject({ status: 400, data: { error: 'INVALID_AMOUNT', field: 'amount' } });
    const detail = await call<AdminDeposit>(t, 'GET', `/admin/money/deposits/${deposit.id}`, { token: reviewer.token });
    expect(detail.data).toMatchObject({ status: 1, history: [{ status: 'created' }] });
    expect(await mxn()).toBe(0n);
  });

  it('credits the amount of the proof with its reason; the user reads both amounts and the reason', async () => {
    const deposit = await declared('120000.00');
    const before = await mxn();
    const credited = await approve(reviewer.token, { id: deposit.id, amount: '20000', reason: 'El comprobante muestra MX$20,000.00' });
    expect(credited.status, credited.msg).toBe(200);
    expect(credited.data).toMatchObject({ status: 3, amount: '120000.00', creditAmount: '20000.00', creditReason: 'El comprobante muestra MX$20,000.00', approvedBy: [reviewer.username] });
    expect(credited.data.history.map((h) => [h.status, h.note])).toEqual([
      ['created', undefined],
      ['approved', 'El comprobante muestra MX$20,000.00'],
    ]);
    expect((await mxn()) - before).toBe(2_000_000n);
    const notices = await call<Page<Notice>>(t, 'GET', '/userMessage/getMessage', { token: lucia.token, lang: 'mx' });
    expect(notices.data.list[0]).toMatchObject({
      title: 'Depósito acreditado',
      body: `Tu depósito ${deposit.orderNo} se acreditó por MX$20,000.00 (indicaste MX$120,000.00): El comprobante muestra MX$20,000.00`,
    });
    const mine = await call<Page<Deposit>>(t, 'POST', '/recharge/listPage', { token: lucia.token, payload: {} });
    expect(mine.data.list.find((d) => d.id === deposit.id)).toMatchObject({ creditAmount: '20000.00', creditReason: 'El comprobante muestra MX$20,000.00' });
    const admin = await loginOperator(t, 'admin');
    const audit = await call<Page<AuditEntry>>(t, 'GET', '/admin/audit?action=deposit.approve', { token: admin.token });
    expect(audit.data.list[0]!.detail).toMatchObject({ declared: '120000.00', amount: '20000.00', reason: 'El comprobante muestra MX$20,000.00' });
  });

  it('an adjusted credit above the threshold is a proposal that a second money approver confirms', async () => {
    const deposit = await declared('90000.00');
    const before = await mxn();
    const proposed = await approve(reviewer.token, { id: deposit.id, amount: '60000', reason: 'Llegaron dos transferencias, solo una es suya' });
    expect(proposed.status, proposed.msg).toBe(200);
    expect(proposed.data).toMatchObject({ status: 1, proposal: { amount: '60000.00', reason: 'Llegaron dos transferencias, solo una es suya', by: reviewer.username, at: WEEKDAY_NOON } });
    expect(await mxn()).toBe(before);

    const self = await approve(reviewer.token, { id: deposit.id, amount: '60000' });
    expect(self.data.error).toBe('SECOND_APPROVER_REQUIRED');
    const otherReviewer = await loginOperator(t, 'reviewer');
    const notApprover = await approve(otherReviewer.token, { id: deposit.id, amount: '60000' });
    expect(notApprover).toMatchObject({ status: 403, msg: 'Confirming a large adjusted credit needs a money approver' });
    const differs = await approve(approver.token, { id: deposit.id, amount: '61000' }, 'mx');
    expect(differs).toMatchObject({ status: 409, msg: 'El primer operador propuso acreditar MX$60,000.00: confirma ese monto o rechaza el depósito', data: { error: 'PROPOSAL_DIFFERS' } });
    const unnamed = await approve(approver.token, { id: deposit.id });
    expect(unnamed.data.error).toBe('PROPOSAL_DIFFERS');
    expect(await mxn()).toBe(before);

    const confirmed = await approve(approver.token, { id: deposit.id, amount: '60000.00' });
    expect(confirmed.data).toMatchObject({ status: 3, creditAmount: '60000.00', approvedBy: [reviewer.username, approver.username] });
    expect(confirmed.data.proposal).toBeUndefined();
    expect(confirmed.data.history.map((h) => h.status)).toEqual(['created', 'proposed', 'approved']);
    expect((await mxn()) - before).toBe(6_000_000n);
    expect((await need(t.ctx, 'ledger').reconcile()).ok).toBe(true);
  });

  it('the declared amount itself is credited by one reviewer, whatever its size', async () => {
    const deposit = await declared('90000.00');
    const credited = await approve(reviewer.token, { id: deposit.id, amount: '90000' });
    expect(credited.data).toMatchObject({ status: 3, creditAmount: '90000.00' });
    expect(credited.data.creditReason).toBeUndefined();
  });
});

import crypto from 'node:crypto';
import type { BillItem, LoanOffer, LoanView, Page } from '@app/contracts';
import Decimal from 'decimal.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { need } from '../../src/context.ts';
import { ManualClock } from '../../src/lib/clock.ts';
import { loginOperator, verifiedUser, type TestOperator, type TestUser } from '../fixtures/users.ts';
import { body, createTestApp, type TestApp } from '../helpers.ts';

/** Wednesday 25 November 2026, 10:00 in Mexico City. */
const START = Date.UTC(2026, 10, 25, 16, 0, 0);
const DAY = 86_400_000;

let t: TestApp;
let clock: ManualClock;
let reviewer: TestOperator;

const minor = (value: string) => BigInt(new Decimal(value).times(100).toFixed(0));

async function call<T>(method: 'GET' | 'POST', user: { token: string }, url: string, payload: Record<string, unknown>, lang = 'en') {
  const res = await t.app.inject({
    method,
    url: method === 'GET' ? `/web${url}?${new URLSearchParams(Object.entries(payload).map(([k, v]): [string, string] => [k, String(v)])).toString()}` : `/web${url}`,
    headers: { authorization: user.token, lang, 'idempotency-key': crypto.randomUUID() },
    ...(method === 'POST' ? { payload } : {}),
  });
  return { status: res.statusCode, ...body<T>(res) };
}

async function disbursed(amount: string, termMonths: number) {
  const user = await verifiedUser(t);
  const offer = (await call<LoanOffer>('GET', user, '/loan/offer', { amount, termMonths })).data;
  const applied = await call<LoanView>('POST', user, '/loan/apply', { amount, termMonths, termsVersionId: offer.rule.versionId, payPassword: '123456' });
  expect(applied.status).toBe(200);
  expect((await call('POST', reviewer, '/admin/loans/review', { loanId: applied.data.id, decision: 'pass' })).status).toBe(200);
  return { user, loan: applied.data };
}

/** Moves the clock and logs the users and the operator in again (sessions expire over long jumps). */
async function travel(to: number, ...users: TestUser[]) {
  clock.set(to);
  for (const user of users) user.token = (await need(t.ctx, 'accounts').login(user.username, user.password)).token;
  reviewer.token = (await need(t.ctx, 'operators').login(reviewer.username, reviewer.password)).token;
}

const titlesOf = async (userId: number, loanId: number) =>
  (await t.ctx.db.selectFrom('notices').select(['title']).where('user_id', '=', userId).where('ref', '=', `loan:${loanId}`).orderBy('id').execute())
    .map((n) => (typeof n.title === 'string' ? (JSON.parse(n.title) as { en: string }) : (n.title as { en: string })).en)
    .filter((title) => ['Your loan payment is coming up', 'Your loan payment is due today', 'Loan payment overdue'].includes(title));

beforeAll(async () => {
  clock = new ManualClock(START);
  t = await createTestApp({ clock });
  reviewer = await loginOperator(t, 'money_reviewer');
});
afterAll(async () => {
  await t?.ctx.services.loans?.idle();
  await t?.close();
});

describe('loan statement references (issue 34 item 19)', () => {
  it('two repayments of one loan are told apart: "Loan #id, payment 1" and "payment 2", in every language', async () => {
    const { user, loan } = await disbursed('10000', 12);
    await need(t.ctx, 'ledger').post({ kind: 'seed', ref: `test:${user.userId}`, legs: [{ from: { house: 'DEMO_FUNDING', currency: 'MXN' }, to: { userId: user.userId, wallet: 'BALANCE', currency: 'MXN' }, amount: minor('5000') }] });
    await travel(START + 30 * DAY, user); // 2026-12-25, the first due date
    expect((await call('POST', user, '/loan/applyRepay', { loanId: loan.id, mode: 'instalment', payPassword: '123456' })).status).toBe(200);
    expect((await call('POST', user, '/loan/applyRepay', { loanId: loan.id, mode: 'part', amount: '2000', prepay: 'fewer', payPassword: '123456' })).status).toBe(200);
    const id = loan.id;
    for (const [lang, disburse, payment] of [
      ['en', `Loan #${id}`, (n: number) => `Loan #${id}, payment ${n}`],
      ['es', `Préstamo n.º ${id}`, (n: number) => `Préstamo n.º ${id}, pago ${n}`],
      ['zh', `贷款 #${id}`, (n: number) => `贷款 #${id}，第 ${n} 笔还款`],
    ] as const) {
      const bill = await call<Page<BillItem>>('POST', user, '/wallet/getWalletBill', { pageNum: 1, pageSize: 20, walletType: 'BALANCE' }, lang);
      const lines = bill.data.list.filter((l) => l.kind !== 'seed').map((l) => [l.kind, l.amount, l.ref, l.refText]);
      // Instalment 1: 665.52 principal + 400.00 interest + 64.00 IVA; then 2,000.00 with no interest accrued since.
      expect(lines).toEqual([
        ['loan', '-2000.00', `loan-repay:${id}:2`, payment(2)],
        ['iva_interest', '-64.00', `loan-repay:${id}:1`, payment(1)],
        ['interest', '-400.00', `loan-repay:${id}:1`, payment(1)],
        ['loan', '-665.52', `loan-repay:${id}:1`, payment(1)],
        ['loan', '10000.00', `loan-disburse:${id}`, disburse],
      ]);
    }
    await travel(START);
  });
});

describe('catch-up after a restart (issue 34 item 21)', () => {
  it('on the day itself the reminder goes out (the run of today is not a catch-up)', async () => {
    const { user, loan } = await disbursed('3000', 3);
    await travel(START + 27 * DAY, user); // 2026-12-22, 3 days before 2026-12-25
    const service = need(t.ctx, 'loans');
    expect(await service.sweep(service.today(), 500)).toMatchObject({ items: 1 });
    await service.idle();
    expect(await titlesOf(user.userId, loan.id)).toEqual(['Your loan payment is coming up']);
    await travel(START);
  });

  it('the server down from before the reminder until after the due date: no "3 days before" nor "due today" sent late, only the overdue notice, once', async () => {
    const { user, loan } = await disbursed('3000', 3);
    // The daily job has run today (25 November); then nothing runs until 27 December.
    await t.ctx.jobs.runDue({ budgetMs: 60_000 });
    await travel(START + 32 * DAY, user);
    await t.ctx.jobs.runDue({ budgetMs: 60_000 });
    await need(t.ctx, 'loans').idle();
    expect(await titlesOf(user.userId, loan.id)).toEqual(['Loan payment overdue']);
    const row = await t.ctx.db.selectFrom('loans_schedule').select(['status', 'notified']).where('loan_id', '=', loan.id).where('n', '=', 1).executeTakeFirstOrThrow();
    expect(row).toEqual({ status: 'late', notified: 'late' });
    // A catch-up run of the reminder's day itself, by hand, sends nothing either.
    const service = need(t.ctx, 'loans');
    expect(await service.sweep('2026-12-22', 500)).toEqual({ items: 0, more: false });
    await travel(START);
  });
});

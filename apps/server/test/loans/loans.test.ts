import crypto from 'node:crypto';
import type { BillItem, LoanDue, LoanOffer, LoanRepayment, LoanView, Page } from '@app/contracts';
import Decimal from 'decimal.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type BuiltApp } from '../../src/app.ts';
import { need } from '../../src/context.ts';
import { ManualClock } from '../../src/lib/clock.ts';
import { loginOperator, verifiedUser, registerAndLogin, type TestOperator, type TestUser } from '../fixtures/users.ts';
import { body, createTestApp, testConfig, type TestApp } from '../helpers.ts';

/** Wednesday 25 November 2026, 10:00 in Mexico City. */
const START = Date.UTC(2026, 10, 25, 16, 0, 0);
const DAY = 86_400_000;

let t: TestApp;
let second: BuiltApp | undefined;
let clock: ManualClock;
let reviewer: TestOperator;
let approver: TestOperator;

const key = () => crypto.randomUUID();
const minor = (value: string) => BigInt(new Decimal(value).times(100).toFixed(0));

async function call<T>(method: 'GET' | 'POST', user: { token: string } | undefined, url: string, payload?: Record<string, unknown>, lang = 'en', headers: Record<string, string> = {}) {
  const res = await t.app.inject({
    method,
    url: method === 'GET' && payload ? `/web${url}?${new URLSearchParams(Object.entries(payload).map(([k, v]): [string, string] => [k, String(v)])).toString()}` : `/web${url}`,
    headers: { ...(user ? { authorization: user.token } : {}), lang, ...headers },
    ...(method === 'POST' ? { payload: payload ?? {} } : {}),
  });
  return { status: res.statusCode, ...body<T>(res) };
}

async function fund(userId: number, amount: string) {
  await need(t.ctx, 'ledger').post({ kind: 'seed', ref: `test:${userId}`, legs: [{ from: { house: 'DEMO_FUNDING', currency: 'MXN' }, to: { userId, wallet: 'BALANCE', currency: 'MXN' }, amount: minor(amount) }] });
}

const balance = async (userId: number) => (await need(t.ctx, 'ledger').balance({ userId, wallet: 'BALANCE', currency: 'MXN' })).available;
const rowCount = async (table: 'loans_applications' | 'loans_repayments' | 'loans_history') => Number((await t.ctx.db.selectFrom(table).select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow()).n);

async function reconcileClean() {
  const report = await need(t.ctx, 'ledger').reconcile();
  expect(report.differences).toEqual([]);
}

async function offer(user: TestUser, amount = '10000', termMonths = 12) {
  const res = await call<LoanOffer>('GET', user, '/loan/offer', { amount, termMonths });
  expect(res.status).toBe(200);
  return res.data;
}

async function apply(user: TestUser, amount = '10000', termMonths = 12) {
  const o = await offer(user, amount, termMonths);
  const res = await call<LoanView>('POST', user, '/loan/apply', { amount, termMonths, termsVersionId: o.rule.versionId, payPassword: '123456' }, 'en', { 'idempotency-key': key() });
  expect(res.status).toBe(200);
  return res.data;
}

const review = (op: TestOperator, loanId: number, decision: 'pass' | 'reject', reason?: string) =>
  call<LoanView & { userId: number }>('POST', op, '/admin/loans/review', { loanId, decision, ...(reason ? { reason } : {}) });

const repay = (user: TestUser, payload: Record<string, unknown>, k = key(), lang = 'en') => call<LoanView>('POST', user, '/loan/applyRepay', { payPassword: '123456', ...payload }, lang, { 'idempotency-key': k });

/** Moves the clock and logs the user and the operators in again (sessions expire over long jumps). */
async function travel(to: number, ...users: TestUser[]) {
  clock.set(to);
  for (const user of users) user.token = (await need(t.ctx, 'accounts').login(user.username, user.password)).token;
  for (const op of [reviewer, approver]) op.token = (await need(t.ctx, 'operators').login(op.username, op.password)).token;
}

beforeAll(async () => {
  clock = new ManualClock(START);
  t = await createTestApp({ clock });
  reviewer = await loginOperator(t, 'money_reviewer');
  approver = await loginOperator(t, 'money_approver');
});
afterAll(async () => {
  await second?.ctx.services.loans?.idle();
  await second?.app.close();
  await t?.ctx.services.loans?.idle();
  await t?.close();
});

describe('loan offer, application, review, disbursement, repayment', () => {
  it('the offer shows rate, CAT without IVA, the French schedule with IVA and the total (worked example)', async () => {
    const user = await verifiedUser(t);
    const o = await offer(user);
    expect(o).toMatchObject({ currency: 'MXN', amount: '10000.00', termMonths: 12, annualRate: '48', cat: '60.1', instalment: '1065.52', firstPayment: '1129.52' });
    expect(o.schedule[0]).toMatchObject({ n: 1, dueDate: '2026-12-25', interest: '400.00', iva: '64.00', principal: '665.52', payment: '1129.52', balance: '9334.48' });
    expect(o.schedule).toHaveLength(12);
    expect(o.catText).toBe('CAT 60.1 % without IVA. For information and comparison.');
    const total = o.schedule.reduce((s, r) => s.plus(r.payment), new Decimal(0));
    expect(total.toFixed(2)).toBe(o.totalToPay);
    const es = await call<LoanOffer>('GET', user, '/loan/offer', { amount: '10000', termMonths: 12 }, 'es');
    expect(es.data.catText).toContain('sin IVA. Para fines informativos y de comparación.');
    expect(es.data.rule.text).toContain('sin penalización');
  });

  it('apply -> review pass -> disbursed to BALANCE -> pay an instalment -> prepay -> pay off: repaid, the ledger reconciles', async () => {
    const user = await verifiedUser(t);
    const applied = await apply(user);
    expect(applied).toMatchObject({ status: 'in_review', amount: '10000.00', approvalsNeeded: 1, approvals: 0 });
    expect(await balance(user.userId)).toBe(0n);

    const passed = await review(reviewer, applied.id, 'pass');
    expect(passed.status).toBe(200);
    expect(passed.data).toMatchObject({ status: 'in_use', outstanding: '10000.00', userId: user.userId });
    expect((await review(reviewer, applied.id, 'pass')).status).toBe(409);
    expect((await review(reviewer, applied.id, 'reject')).status).toBe(409);
    expect(await balance(user.userId)).toBe(minor('10000'));
    const audit = await t.ctx.db.selectFrom('audit_log').select(['action', 'operator_id']).where('target_type', '=', 'loan').where('target_id', '=', String(applied.id)).execute();
    expect(audit).toEqual([{ action: 'loans.approve', operator_id: reviewer.operatorId }]);
    const hist = await t.ctx.db.selectFrom('loans_history').select(['from_status', 'to_status']).where('loan_id', '=', applied.id).orderBy('id').execute();
    expect(hist.map((h) => h.to_status)).toEqual(['in_review', 'passed', 'in_use']);
    expect(await need(t.ctx, 'loans').liability(user.userId)).toEqual({ currency: 'MXN', outstanding: '10000.00', loans: 1 });
    // The funding overview shows the loan as owed, apart from (not in) the money the user has.
    const overview = await call<{ total: string; funding: string; loans?: { outstanding: string; count: number } }>('POST', user, '/userCenter/getFundingOverview', {});
    expect(overview.data.loans).toEqual({ outstanding: '10000.00', count: 1 });
    expect(overview.data.funding).toBe('10000.00');

    // Nothing due before the first date; interest to date only for the days elapsed.
    const early = await repay(user, { loanId: applied.id, mode: 'instalment' });
    expect(early.status).toBe(409);
    expect(early.code).toBe(409);
    await travel(START + 30 * DAY, user); // 2026-12-25: first instalment due
    const due = await call<LoanDue>('GET', user, '/loan/shouldRepayAmount', { loanId: applied.id });
    expect(due.data).toMatchObject({ instalment: '1065.52', interest: '400.00', iva: '64.00', principal: '665.52', dueNow: '1129.52', lateCharge: '0.00', interestToDate: '0.00' });
    const paid = await repay(user, { loanId: applied.id, mode: 'instalment' });
    expect(paid.status).toBe(200);
    expect(paid.data).toMatchObject({ status: 'in_use', outstanding: '9334.48' });
    expect(await balance(user.userId)).toBe(minor('10000') - minor('1129.52'));

    // Prepay 4,000 today (after the instalment): smaller payments on the same dates, no penalty.
    const before = await balance(user.userId);
    const part = await repay(user, { loanId: applied.id, mode: 'part', amount: '4000', prepay: 'smaller' });
    expect(part.status).toBe(200);
    expect(part.data.outstanding).toBe('5334.48');
    const next = part.data.schedule.find((r) => r.status !== 'paid')!;
    expect(next).toMatchObject({ n: 2, dueDate: '2027-01-25', interest: '213.38' });
    expect(new Decimal(next.instalment).lt('1065.52')).toBe(true);
    expect(before - (await balance(user.userId))).toBe(minor('4000'));

    // 15 days later: pay off = balance + interest to date (213.38 × 15/31) + IVA.
    await travel(START + 45 * DAY, user);
    await fund(user.userId, '1000');
    const d2 = await call<LoanDue>('GET', user, '/loan/shouldRepayAmount', { loanId: applied.id });
    expect(d2.data.interestToDate).toBe('103.25');
    expect(d2.data.payoff).toBe(new Decimal('5334.48').plus('103.25').plus('16.52').toFixed(2));
    const off = await repay(user, { loanId: applied.id, mode: 'all' });
    expect(off.status).toBe(200);
    expect(off.data).toMatchObject({ status: 'repaid', outstanding: '0.00' });
    // Refused moves from the final state: no payment, no review.
    expect((await repay(user, { loanId: applied.id, mode: 'instalment' })).status).toBe(409);
    expect((await repay(user, { loanId: applied.id, mode: 'all' })).status).toBe(409);
    expect((await review(reviewer, applied.id, 'pass')).status).toBe(409);
    expect((await review(reviewer, applied.id, 'reject')).status).toBe(409);
    const list = await call<Page<LoanRepayment>>('POST', user, '/loan/repayList', { loanId: applied.id });
    expect(list.data.list.map((r) => r.mode)).toEqual(['all', 'part', 'instalment']);
    const principal = list.data.list.reduce((s, r) => s.plus(r.principal), new Decimal(0));
    expect(principal.toFixed(2)).toBe('10000.00');
    const book = await need(t.ctx, 'ledger').balance({ house: 'LOANS_RECEIVABLE', currency: 'MXN' });
    expect(book.balance).toBe(0n);
    await reconcileClean();
    await travel(START);
  });

  it('one repayment key sent 20 times at once pays once', async () => {
    const user = await verifiedUser(t);
    const loan = await apply(user, '5000', 6);
    await review(reviewer, loan.id, 'pass');
    const k = key();
    const results = await Promise.all(Array.from({ length: 20 }, () => repay(user, { loanId: loan.id, mode: 'part', amount: '1000', prepay: 'fewer' }, k)));
    for (const r of results) expect([200, 409]).toContain(r.status);
    expect(results.filter((r) => r.status === 200).length).toBeGreaterThan(0);
    const reps = await t.ctx.db.selectFrom('loans_repayments').selectAll().where('loan_id', '=', loan.id).execute();
    expect(reps).toHaveLength(1);
    expect(await balance(user.userId)).toBe(minor('4000'));
    await reconcileClean();
  });

  it('maker-checker above the threshold: a reviewer passes first, the same operator or a reviewer cannot finish, a money approver disburses', async () => {
    const user = await verifiedUser(t);
    const loan = await apply(user, '30000', 12);
    expect(loan.approvalsNeeded).toBe(2);
    const first = await review(reviewer, loan.id, 'pass');
    expect(first.data).toMatchObject({ status: 'in_review', approvals: 1 });
    expect(await balance(user.userId)).toBe(0n);
    const again = await review(reviewer, loan.id, 'pass');
    expect(again.status).toBe(409);
    const otherReviewer = await loginOperator(t, 'money_reviewer');
    const notApprover = await review(otherReviewer, loan.id, 'pass');
    expect(notApprover.status).toBe(403);
    const done = await review(approver, loan.id, 'pass');
    expect(done.data.status).toBe('in_use');
    expect(await balance(user.userId)).toBe(minor('30000'));
    await reconcileClean();
  });

  it('a rejected application moves no money and cannot be passed afterwards; a new one can be made', async () => {
    const user = await verifiedUser(t);
    const loan = await apply(user, '2000', 3);
    const rejected = await review(reviewer, loan.id, 'reject', 'income not verified');
    expect(rejected.data).toMatchObject({ status: 'rejected', rejectReason: 'income not verified' });
    expect((await review(reviewer, loan.id, 'pass')).status).toBe(409);
    expect(await balance(user.userId)).toBe(0n);
    await apply(user, '2000', 3);
  });

  it('late instalments: the daily job marks them once and the late charge is default interest + IVA', async () => {
    const user = await verifiedUser(t);
    const loan = await apply(user, '10000', 12);
    await review(reviewer, loan.id, 'pass');
    await travel(START + 40 * DAY, user); // 10 days after 2026-12-25
    const service = need(t.ctx, 'loans');
    // The calendar job may already have caught up the missed days; two runners at once still send each notice once.
    await Promise.all([service.sweep(service.today(), 500), service.sweep(service.today(), 500)]);
    await service.idle();
    const lateNotices = await t.ctx.db.selectFrom('notices').select(['title']).where('user_id', '=', user.userId).where('ref', '=', `loan:${loan.id}`).execute();
    expect(lateNotices.filter((n) => (typeof n.title === 'string' ? JSON.parse(n.title) : n.title).en === 'Loan payment overdue')).toHaveLength(1);
    const second = await service.sweep(service.today(), 500);
    expect(second.items).toBe(0);
    const marked = await t.ctx.db.selectFrom('loans_schedule').select(['notified']).where('loan_id', '=', loan.id).where('n', '=', 1).executeTakeFirstOrThrow();
    const stages = marked.notified.split(',');
    expect(stages).toContain('late');
    expect(new Set(stages).size).toBe(stages.length);
    const due = await call<LoanDue>('GET', user, '/loan/shouldRepayAmount', { loanId: loan.id });
    // 665.52 × 0.72 × 10 / 360 = 13.31; IVA 2.13
    expect(due.data).toMatchObject({ overdueDays: 10, lateCharge: '15.44', dueNow: new Decimal('1129.52').plus('15.44').toFixed(2) });
    const row = await t.ctx.db.selectFrom('loans_schedule').select(['status']).where('loan_id', '=', loan.id).where('n', '=', 1).executeTakeFirstOrThrow();
    expect(row.status).toBe('late');
    // Paying it: the receipt's parts add up to what was paid (the late charge once), and the
    // statement names each line as itself (issue 34 items 5 and 16).
    await fund(user.userId, '2000');
    expect((await repay(user, { loanId: loan.id, mode: 'instalment' })).status).toBe(200);
    const receipt = (await call<Page<LoanRepayment>>('POST', user, '/loan/repayList', { loanId: loan.id, pageNum: 1, pageSize: 10 })).data.list[0]!;
    expect(receipt).toMatchObject({ amount: '1144.96', principal: '665.52', interest: '400.00', iva: '64.00', lateCharge: '15.44' });
    const bill = await call<Page<BillItem>>('POST', user, '/wallet/getWalletBill', { pageNum: 1, pageSize: 10, walletType: 'BALANCE' });
    const lines = bill.data.list.filter((l) => l.direction === 'out').map((l) => [l.kind, l.title, l.amount]);
    expect(lines.slice(0, 4).sort()).toEqual(
      [
        ['interest', 'Interest', '-400.00'],
        ['iva_interest', 'IVA on interest', '-66.13'],
        ['late_charge', 'Late charge (default interest)', '-13.31'],
        ['loan', 'Loan', '-665.52'],
      ].sort(),
    );
    const es = await call<Page<BillItem>>('POST', user, '/wallet/getWalletBill', { pageNum: 1, pageSize: 10, walletType: 'BALANCE' }, 'es');
    expect(es.data.list.map((l) => l.title)).toEqual(expect.arrayContaining(['IVA sobre intereses', 'Intereses moratorios']));
    expect(es.data.list.map((l) => l.title)).not.toContain('IVA sobre comisión');
    await service.idle();
    await travel(START);
  });
});

describe('prepayment, maker-checker and the daily job across processes', () => {
  it('prepay choosing fewer payments: the instalment stays, the schedule ends earlier, interest only on the balance, no penalty', async () => {
    const user = await verifiedUser(t);
    const loan = await apply(user, '10000', 12);
    await review(reviewer, loan.id, 'pass');
    await travel(START + 30 * DAY, user); // 2026-12-25
    expect((await repay(user, { loanId: loan.id, mode: 'instalment' })).status).toBe(200);
    const before = await balance(user.userId);
    const part = await repay(user, { loanId: loan.id, mode: 'part', amount: '4000', prepay: 'fewer' });
    expect(part.status).toBe(200);
    expect(before - (await balance(user.userId))).toBe(minor('4000'));
    const open = part.data.schedule.filter((r) => r.status !== 'paid');
    // 5,334.48 at 4 % a month with A = 1,065.52: 6 payments instead of 11.
    expect(open).toHaveLength(6);
    expect(open.map((r) => r.n)).toEqual([2, 3, 4, 5, 6, 7]);
    expect(open[0]).toMatchObject({ dueDate: '2027-01-25', interest: '213.38', iva: '34.14', instalment: '1065.52' });
    for (const r of open.slice(0, -1)) expect(r.instalment).toBe('1065.52');
    expect(new Decimal(open.at(-1)!.instalment).lt('1065.52')).toBe(true);
    expect(open.at(-1)!.balance).toBe('0.00');
    expect(open.reduce((s, r) => s.plus(r.principal), new Decimal(0)).toFixed(2)).toBe('5334.48');
    const rows = await t.ctx.db.selectFrom('loans_schedule').select(['n']).where('loan_id', '=', loan.id).orderBy('n').execute();
    expect(rows.map((r) => r.n)).toEqual([1, 2, 3, 4, 5, 6, 7]);
    await reconcileClean();
    await travel(START);
  });

  it('"fewer payments" after "smaller payments" keeps the smaller instalment in force (608.93), not the one fixed at disbursement (1,065.52)', async () => {
    // Expected rows computed apart (Python decimal): 10,000 at 4 % a month, A = 1,065.52; after
    // instalment 1 and 4,000 prepaid, A = 5,334.48 × 0.04 / (1 − 1.04^−11) = 608.93.
    const user = await verifiedUser(t);
    const loan = await apply(user, '10000', 12);
    await review(reviewer, loan.id, 'pass');
    await travel(START + 30 * DAY, user); // 2026-12-25
    expect((await repay(user, { loanId: loan.id, mode: 'instalment' })).status).toBe(200);
    const smaller = await repay(user, { loanId: loan.id, mode: 'part', amount: '4000', prepay: 'smaller' });
    expect(smaller.status).toBe(200);
    expect(smaller.data.instalmentInForce).toBe('608.93');
    const open = smaller.data.schedule.filter((r) => r.status !== 'paid');
    expect(open).toHaveLength(11);
    expect(open[0]).toMatchObject({ n: 2, dueDate: '2027-01-25', instalment: '608.93', interest: '213.38' });
    await travel(START + 61 * DAY, user); // 2027-01-25
    expect((await repay(user, { loanId: loan.id, mode: 'instalment' })).status).toBe(200);
    const fewer = await repay(user, { loanId: loan.id, mode: 'part', amount: '1000', prepay: 'fewer' });
    expect(fewer.status).toBe(200);
    expect(fewer.data.instalmentInForce).toBe('608.93');
    expect(fewer.data.schedule.filter((r) => r.status !== 'paid').map((r) => [r.n, r.instalment, r.interest, r.iva, r.principal, r.balance])).toEqual([
      [3, '608.93', '157.56', '25.21', '451.37', '3487.56'],
      [4, '608.93', '139.50', '22.32', '469.43', '3018.13'],
      [5, '608.93', '120.73', '19.32', '488.20', '2529.93'],
      [6, '608.93', '101.20', '16.19', '507.73', '2022.20'],
      [7, '608.93', '80.89', '12.94', '528.04', '1494.16'],
      [8, '608.93', '59.77', '9.56', '549.16', '945.00'],
      [9, '608.93', '37.80', '6.05', '571.13', '373.87'],
      [10, '388.82', '14.95', '2.39', '373.87', '0.00'],
    ]);
    const stored = await t.ctx.db.selectFrom('loans_applications').select(['instalment_minor', 'instalment_in_force_minor']).where('id', '=', loan.id).executeTakeFirstOrThrow();
    expect([BigInt(stored.instalment_minor), BigInt(stored.instalment_in_force_minor)]).toEqual([106_552n, 60_893n]);
    await reconcileClean();
    await travel(START);
  });

  it('maker-checker: whoever passes first cannot confirm it; another money approver can; a reject after the first pass moves no money', async () => {
    const user = await verifiedUser(t);
    const loan = await apply(user, '25000', 6);
    expect(loan.approvalsNeeded).toBe(2);
    expect((await review(approver, loan.id, 'pass')).data).toMatchObject({ status: 'in_review', approvals: 1 });
    const own = await review(approver, loan.id, 'pass', undefined);
    expect(own.status).toBe(409);
    expect(own.data).toMatchObject({ error: 'LOAN_SAME_REVIEWER' });
    expect(await balance(user.userId)).toBe(0n);
    const rejected = await review(reviewer, loan.id, 'reject', 'income below the rule');
    expect(rejected.data).toMatchObject({ status: 'rejected' });
    expect(await balance(user.userId)).toBe(0n);

    const other = await verifiedUser(t);
    const big = await apply(other, '25000', 6);
    await review(approver, big.id, 'pass');
    const secondApprover = await loginOperator(t, 'money_approver');
    const done = await review(secondApprover, big.id, 'pass');
    expect(done.data).toMatchObject({ status: 'in_use', approvals: 2 });
    const audit = await t.ctx.db.selectFrom('audit_log').select(['action', 'operator_id']).where('target_type', '=', 'loan').where('target_id', '=', String(big.id)).orderBy('id').execute();
    expect(audit).toEqual([
      { action: 'loans.approve.first', operator_id: approver.operatorId },
      { action: 'loans.approve', operator_id: secondApprover.operatorId },
    ]);
    expect(await balance(other.userId)).toBe(minor('25000'));
    await reconcileClean();
  });

  it('the daily job on two processes: a reminder 3 days before, a notice on the due date, then late, each once', async () => {
    const user = await verifiedUser(t);
    const loan = await apply(user, '3000', 3);
    await review(reviewer, loan.id, 'pass');
    second ??= await buildApp({ config: testConfig(), database: t.database, clock });
    const services = [need(t.ctx, 'loans'), need(second.ctx, 'loans')];
    const titles = async () =>
      (await t.ctx.db.selectFrom('notices').select(['title']).where('user_id', '=', user.userId).where('ref', '=', `loan:${loan.id}`).execute()).map((n) => (typeof n.title === 'string' ? (JSON.parse(n.title) as { en: string }) : (n.title as { en: string })).en);
    const both = async () => {
      await Promise.all([t.ctx.jobs.runDue({ budgetMs: 60_000 }), second!.ctx.jobs.runDue({ budgetMs: 60_000 }), ...services.map((s) => s.sweep(s.today(), 500))]);
      await Promise.all(services.map((s) => s.sweep(s.today(), 500)));
      await Promise.all(services.map((s) => s.idle()));
    };
    for (const [day, expected] of [
      [27, 'Your loan payment is coming up'],
      [30, 'Your loan payment is due today'],
      [32, 'Loan payment overdue'],
    ] as const) {
      await travel(START + day * DAY, user);
      await both();
      expect((await titles()).filter((x) => x === expected)).toHaveLength(1);
    }
    const row = await t.ctx.db.selectFrom('loans_schedule').select(['status', 'notified']).where('loan_id', '=', loan.id).where('n', '=', 1).executeTakeFirstOrThrow();
    expect(row).toEqual({ status: 'late', notified: 'before,due,late' });
    await travel(START);
  });
});

describe('refusals', () => {
  it('another user cannot see or repay your loan', async () => {
    const owner = await verifiedUser(t);
    const other = await verifiedUser(t);
    const loan = await apply(owner, '3000', 3);
    await review(reviewer, loan.id, 'pass');
    const seen = await call<LoanDue>('GET', other, '/loan/shouldRepayAmount', { loanId: loan.id });
    expect(seen.status).toBe(404);
    const paid = await repay(other, { loanId: loan.id, mode: 'all' });
    expect(paid.status).toBe(404);
    const list = await call<Page<LoanView>>('POST', other, '/loan/applyList', {});
    expect(list.data.list.find((l) => l.id === loan.id)).toBeUndefined();
    const mine = await call<Page<LoanView>>('POST', owner, '/loan/applyList', {});
    expect(mine.data.list.map((l) => l.id)).toContain(loan.id);
  });

  it('bad input answers the code with a localized message and writes nothing', async () => {
    const user = await verifiedUser(t);
    const o = await offer(user, '10000', 12);
    const apps = await rowCount('loans_applications');
    const hist = await rowCount('loans_history');
    const cases: Array<[Record<string, unknown>, number, string]> = [
      [{ amount: '10', termMonths: 12 }, 422, 'amount'],
      [{ amount: '999999', termMonths: 12 }, 422, 'amount'],
      [{ amount: '10000', termMonths: 7 }, 422, 'termMonths'],
      [{ amount: 'abc', termMonths: 12 }, 422, 'amount'],
    ];
    for (const [payload, status] of cases) {
      for (const lang of ['es', 'en', 'zh']) {
        const res = await call('POST', user, '/loan/apply', { ...payload, termsVersionId: o.rule.versionId, payPassword: '123456' }, lang, { 'idempotency-key': key() });
        expect(res.status).toBe(status);
        expect(res.msg.length).toBeGreaterThan(0);
      }
    }
    const es = await call('POST', user, '/loan/apply', { amount: '10', termMonths: 12, termsVersionId: o.rule.versionId, payPassword: '123456' }, 'es', { 'idempotency-key': key() });
    expect(es.msg).toBe('El monto debe estar entre MXN 1000 y MXN 50000');
    const zh = await call('POST', user, '/loan/apply', { amount: '10000', termMonths: 7, termsVersionId: o.rule.versionId, payPassword: '123456' }, 'zh', { 'idempotency-key': key() });
    expect(zh.msg).toContain('可选期限');
    const wrongPin = await call('POST', user, '/loan/apply', { amount: '10000', termMonths: 12, termsVersionId: o.rule.versionId, payPassword: '000000' }, 'en', { 'idempotency-key': key() });
    expect(wrongPin.status).toBeGreaterThanOrEqual(400);
    expect(wrongPin.status).toBeLessThan(500);
    const stale = await call('POST', user, '/loan/apply', { amount: '10000', termMonths: 12, termsVersionId: o.rule.versionId + 999, payPassword: '123456' }, 'en', { 'idempotency-key': key() });
    expect(stale.status).toBe(409);
    expect(await rowCount('loans_applications')).toBe(apps);
    expect(await rowCount('loans_history')).toBe(hist);

    // part repayment outside (due + interest to date, payoff]
    const loan = await apply(user, '10000', 12);
    await review(reviewer, loan.id, 'pass');
    const reps = await rowCount('loans_repayments');
    for (const amount of ['0', '20000']) {
      const res = await repay(user, { loanId: loan.id, mode: 'part', amount }, key(), 'es');
      expect(res.status).toBe(422);
      expect(res.msg).toContain('pago parcial');
    }
    expect((await repay(user, { loanId: loan.id, mode: 'part' })).status).toBe(422);
    expect(await rowCount('loans_repayments')).toBe(reps);
    await reconcileClean();
  });

  it('without verified KYC a user cannot apply; a second open loan is refused', async () => {
    const plain = await registerAndLogin(t);
    const o = await call<LoanOffer>('GET', plain, '/loan/offer', { amount: '10000', termMonths: 12 });
    expect(o.status).toBe(200);
    const res = await call('POST', plain, '/loan/apply', { amount: '10000', termMonths: 12, termsVersionId: o.data.rule.versionId, payPassword: '123456' }, 'en', { 'idempotency-key': key() });
    expect(res.status).toBe(422);
    const user = await verifiedUser(t);
    await apply(user, '2000', 3);
    const second = await call('POST', user, '/loan/apply', { amount: '2000', termMonths: 3, termsVersionId: o.data.rule.versionId, payPassword: '123456' }, 'en', { 'idempotency-key': key() });
    expect(second.status).toBe(409);
  });

  it('roles: a KYC reviewer cannot review loans; users cannot call the back office', async () => {
    const user = await verifiedUser(t);
    const loan = await apply(user, '2000', 3);
    const kyc = await loginOperator(t, 'kyc_reviewer');
    expect((await review(kyc, loan.id, 'pass')).status).toBe(403);
    expect((await call('GET', kyc, '/admin/loans')).status).toBe(403);
    expect((await call('GET', reviewer, '/admin/loans', { status: 'in_review' })).status).toBe(200);
    expect((await call('POST', user, '/admin/loans/review', { loanId: loan.id, decision: 'pass' })).status).toBeGreaterThanOrEqual(401);
    expect(await balance(user.userId)).toBe(0n);
  });
});

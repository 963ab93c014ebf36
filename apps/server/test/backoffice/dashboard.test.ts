import { QUEUE_SLA_MS, type Dashboard, type Deposit, type TradeOrder, type Withdrawal } from '@app/contracts';
import Decimal from 'decimal.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ManualClock } from '../../src/lib/clock.ts';
import { mexicoDayStart } from '../../src/modules/backoffice/dashboard.ts';
import { call, tinyPng, upload } from '../accounts/_api.ts';
import { loginOperator, registerAndLogin, verifiedUser, type TestOperator, type TestUser } from '../fixtures/users.ts';
import { depositAndApprove, moneyCall, saveCard } from '../funding/_money.ts';
import { createTestApp, type TestApp } from '../helpers.ts';
import { call as tradeCall, investor, key, tradingApp } from '../trading/_setup.ts';

// Tuesday 2026-11-17 08:00 in Mexico City (14:00 UTC).
const START = Date.parse('2026-11-17T14:00:00Z');
const HOUR = 3_600_000;

describe('the back-office dashboard: queues against their service level, today, reconciliation, jobs, chats', () => {
  const clock = new ManualClock(START);
  let t: TestApp;
  let reviewer: TestOperator;
  let ana: TestUser;

  beforeAll(async () => {
    t = await createTestApp({ clock });
    reviewer = await loginOperator(t, 'reviewer');
  });
  afterAll(() => t.close());

  const dashboard = async (token = reviewer.token) => {
    const res = await call<Dashboard>(t, 'GET', '/admin/backoffice/dashboard', { token });
    expect(res.status, res.msg).toBe(200);
    return res.data;
  };
  const queue = (d: Dashboard, key: string) => d.queues.find((q) => q.key === key)!;

  it('an empty back office: no open items, nothing today, no reconciliation yet', async () => {
    const d = await dashboard();
    expect(d.dayStart).toBe(Date.parse('2026-11-17T06:00:00Z'));
    expect(d.queues.map((q) => [q.key, q.count, q.overdue])).toEqual([
      ['kyc', 0, false],
      ['deposits', 0, false],
      ['withdrawals', 0, false],
      ['serviceApplications', 0, false],
    ]);
    expect(d.today).toEqual({ deposits: [], withdrawals: [], trading: [] });
    expect(d.reconciliation).toBeUndefined();
    expect(d.openChats).toBe(0);
  });

  it('counts each queue with its oldest item and flags it overdue past its service level', async () => {
    // A KYC submission at 08:00, a pending deposit at 08:00.
    const applicant = await registerAndLogin(t);
    const front = await upload(t, applicant.token, tinyPng());
    const back = await upload(t, applicant.token, tinyPng());
    const kyc = await call(t, 'POST', '/updateReal', {
      token: applicant.token,
      payload: { firstName: 'Luis', lastName: 'Ramírez', documentType: 'passport', documentNumber: 'G12345678', country: 'MX', frontImage: front.data.url, backImage: back.data.url },
    });
    expect(kyc.status, kyc.msg).toBe(200);
    ana = await verifiedUser(t);
    const proof = await upload(t, ana.token, tinyPng());
    const pending = await moneyCall<Deposit>(t, '/recharge/create', { token: ana.token, payload: { currency: 'MXN', amount: '50.00', proofUrl: proof.data.url } });
    expect(pending.status, pending.msg).toBe(200);

    clock.set(START + 5 * HOUR);
    reviewer = await loginOperator(t, 'reviewer');
    const d = await dashboard();
    expect(queue(d, 'kyc')).toEqual({ key: 'kyc', count: 1, oldestAt: START, oldestAgeMs: 5 * HOUR, slaMs: QUEUE_SLA_MS.kyc, overdue: false });
    // Deposits are due within 4 hours.
    expect(queue(d, 'deposits')).toMatchObject({ count: 1, oldestAt: START, oldestAgeMs: 5 * HOUR, overdue: true });
    expect(queue(d, 'withdrawals')).toMatchObject({ count: 0, overdue: false });
  });

  it("today's deposits and withdrawals per currency, from Mexico City's midnight", async () => {
    await depositAndApprove(t, ana, reviewer, '1000.00');
    await depositAndApprove(t, ana, reviewer, '234.50');
    const cardId = await saveCard(t, ana);
    const w = await moneyCall<Withdrawal>(t, '/withdrawal/withdrawal-apply', { token: ana.token, payload: { currency: 'MXN', amount: '100.25', cardId, payPassword: '123456' } });
    expect(w.status, w.msg).toBe(200);
    expect(queue(await dashboard(), 'withdrawals')).toMatchObject({ count: 1, oldestAt: START + 5 * HOUR, overdue: false });
    const approved = await call(t, 'POST', '/admin/money/withdrawals/approve', { token: reviewer.token, payload: { id: w.data.id } });
    expect(approved.status, approved.msg).toBe(200);
    // Reviewed, not paid yet (issue 30.2): out of the review queue, not in today's payouts.
    const between = await dashboard();
    expect(queue(between, 'withdrawals').count).toBe(0);
    expect(between.today.withdrawals).toEqual([]);
    expect((await call(t, 'POST', '/admin/money/withdrawals/send', { token: reviewer.token, payload: { id: w.data.id, trackingKey: 'BMXDASH0001' } })).status).toBe(200);
    const paid = await call(t, 'POST', '/admin/money/withdrawals/paid', { token: reviewer.token, payload: { id: w.data.id } });
    expect(paid.status, paid.msg).toBe(200);
    const d = await dashboard();
    expect(d.today.deposits).toEqual([{ currency: 'MXN', count: 2, amount: '1234.50' }]);
    expect(d.today.withdrawals).toEqual([{ currency: 'MXN', count: 1, amount: '100.25' }]);
    expect(queue(d, 'withdrawals').count).toBe(0);

    // The next day in Mexico City starts at 06:00 UTC: nothing yet today.
    clock.set(Date.parse('2026-11-18T06:30:00Z'));
    reviewer = await loginOperator(t, 'reviewer');
    const tomorrow = await dashboard();
    expect(tomorrow.today).toEqual({ deposits: [], withdrawals: [], trading: [] });
  });

  it('shows the last reconciliation without its report, and any operator may read it', async () => {
    const run = await call<{ id: number }>(t, 'POST', '/admin/backoffice/reconciliation/run', { token: reviewer.token, payload: {} });
    expect(run.status, run.msg).toBe(200);
    const approver = await loginOperator(t, 'money_approver');
    const d = await dashboard(approver.token);
    expect(d.reconciliation).toMatchObject({ id: run.data.id, ok: true, differences: 0, trigger: 'operator' });
    expect(d.reconciliation).not.toHaveProperty('report');
    expect(Array.isArray(d.failedJobs)).toBe(true);
    const user = await registerAndLogin(t);
    expect((await call(t, 'GET', '/admin/backoffice/dashboard', { token: user.token })).status).toBe(403); // a user token is not an operator's
  });

  it('Mexico City midnight is 06:00 UTC', () => {
    expect(mexicoDayStart(Date.parse('2026-11-18T05:59:59Z'))).toBe(Date.parse('2026-11-17T06:00:00Z'));
    expect(mexicoDayStart(Date.parse('2026-11-18T06:00:00Z'))).toBe(Date.parse('2026-11-18T06:00:00Z'));
  });
});

describe("the dashboard's trading volume: orders filled today, per price currency", () => {
  it('counts each filled order and sums its notional; a day later it starts again', async () => {
    const { t, clock } = await tradingApp();
    try {
      const ana = await investor(t);
      const amounts: string[] = [];
      for (const quantity of [10, 5]) {
        const res = await tradeCall<TradeOrder>(t, ana, '/stock/create', { code: 'AAPL', direction: 0, orderType: 0, quantity, payPassword: '123456', idempotencyKey: key() });
        expect(res.code, res.msg).toBe(200);
        amounts.push(res.data.total);
      }
      const operator = await loginOperator(t, 'money_reviewer');
      const d = await call<Dashboard>(t, 'GET', '/admin/backoffice/dashboard', { token: operator.token });
      expect(d.status, d.msg).toBe(200);
      const sum = amounts.reduce((a, b) => a.plus(b), new Decimal(0)).toFixed(2);
      expect(d.data.today.trading).toEqual([{ currency: 'USD', count: 2, amount: sum }]);
      clock.advance(24 * HOUR);
      const next = await call<Dashboard>(t, 'GET', '/admin/backoffice/dashboard', { token: (await loginOperator(t, 'money_reviewer')).token });
      expect(next.data.today.trading).toEqual([]);
    } finally {
      await t.close();
    }
  }, 120_000); // a second app with the market: slow on a loaded machine
});

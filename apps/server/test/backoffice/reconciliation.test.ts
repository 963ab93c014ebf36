import type { AuditEntry, Page, ReconciliationReport, ReconciliationRun } from '@app/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ManualClock } from '../../src/lib/clock.ts';
import { call } from '../accounts/_api.ts';
import { loginOperator, type TestOperator } from '../fixtures/users.ts';
import { createTestApp, type TestApp } from '../helpers.ts';

// Tuesday 2026-11-17, 10:15 in Mexico City.
const START = Date.parse('2026-11-17T16:15:30Z');
// Wednesday 2026-11-18, 00:06 in Mexico City (UTC-6): just after the daily 00:05 run is due.
const NEXT_DAY = Date.parse('2026-11-18T06:06:00Z');

describe('reconciliation runs on request (audited) and daily, never on reading the page', () => {
  const clock = new ManualClock(START);
  let t: TestApp;
  let reviewer: TestOperator;
  let approver: TestOperator;
  let kyc: TestOperator;
  let admin: TestOperator;

  beforeAll(async () => {
    t = await createTestApp({ clock });
    reviewer = await loginOperator(t, 'money_reviewer');
    approver = await loginOperator(t, 'money_approver');
    kyc = await loginOperator(t, 'kyc_reviewer');
    admin = await loginOperator(t, 'admin');
    // The runner has been up since START (jobs plan from when they are first seen).
    await t.ctx.jobs.runDue();
  });
  afterAll(() => t.close());

  const runs = () => t.ctx.db.selectFrom('backoffice_reconciliation_runs').selectAll().execute();
  const audits = async () => (await call<Page<AuditEntry>>(t, 'GET', '/admin/audit?action=ledger.reconcile', { token: admin.token })).data.list;

  it('reading the latest run runs nothing and writes nothing', async () => {
    const first = await call<{ last?: ReconciliationRun }>(t, 'GET', '/admin/backoffice/reconciliation', { token: reviewer.token });
    expect(first.status, first.msg).toBe(200);
    expect(first.data.last).toBeUndefined();
    await call(t, 'GET', '/admin/backoffice/reconciliation', { token: approver.token });
    // The old money page's call reads too: before any run it says so (in the reader's language) and runs none.
    const never = await call(t, 'GET', '/admin/money/reconciliation', { token: reviewer.token, lang: 'mx' });
    expect(never).toMatchObject({ status: 404, msg: 'Aún no se ha conciliado el libro mayor: pide una conciliación', data: { error: 'RECONCILIATION_NEVER_RUN' } });
    expect((await call(t, 'GET', '/admin/money/reconciliation', { token: reviewer.token, lang: 'zh_Hans_CN' })).msg).toBe('账本尚未对账：请发起一次对账');
    expect(await runs()).toHaveLength(0);
    expect(await audits()).toHaveLength(0);
  });

  it('an operator runs it: the run is kept with its result, audited, and shown as the latest', async () => {
    const run = await call<ReconciliationRun>(t, 'POST', '/admin/backoffice/reconciliation/run', { token: reviewer.token, payload: {} });
    expect(run.status, run.msg).toBe(200);
    expect(run.data).toMatchObject({ trigger: 'operator', operatorUsername: reviewer.username, ok: true, differences: 0, ranAt: START });
    expect(run.data.report.ok).toBe(true);
    expect(run.data.report.checkedAt).toBe(START);

    const last = await call<{ last?: ReconciliationRun }>(t, 'GET', '/admin/backoffice/reconciliation', { token: approver.token });
    expect(last.data.last).toEqual(run.data);
    const audit = await audits();
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ action: 'ledger.reconcile', operatorUsername: reviewer.username, targetType: 'reconciliation', targetId: String(run.data.id) });
  });

  it('the old GET /admin/money/reconciliation answers the last run\'s report and runs nothing', async () => {
    const before = { runs: (await runs()).length, audits: (await audits()).length };
    const last = await call<{ last?: ReconciliationRun }>(t, 'GET', '/admin/backoffice/reconciliation', { token: reviewer.token });
    for (const token of [reviewer.token, approver.token, reviewer.token]) {
      const old = await call<ReconciliationReport>(t, 'GET', '/admin/money/reconciliation', { token });
      expect(old.status, old.msg).toBe(200);
      expect(old.data).toEqual(last.data.last!.report);
    }
    expect((await runs()).length).toBe(before.runs);
    expect((await audits()).length).toBe(before.audits);
    expect((await call(t, 'GET', '/admin/money/reconciliation', { token: kyc.token })).status).toBe(403);
  });

  it('a role without money duties is refused both calls and nothing is written', async () => {
    expect((await call(t, 'GET', '/admin/backoffice/reconciliation', { token: kyc.token })).status).toBe(403);
    expect((await call(t, 'POST', '/admin/backoffice/reconciliation/run', { token: kyc.token, payload: {} })).status).toBe(403);
    expect(await runs()).toHaveLength(1);
  });

  it('the daily job runs it once at 00:05 Mexico City, however often the runner passes', async () => {
    clock.set(NEXT_DAY);
    await t.ctx.jobs.runDue();
    await t.ctx.jobs.runDue();
    const jobRuns = (await runs()).filter((r) => r.trigger === 'job');
    expect(jobRuns.map((r) => r.period)).toEqual(['2026-11-18']);
    expect(jobRuns[0]!.ok).toBe(true);
    // A day later the earlier sessions have expired: log in again.
    reviewer = await loginOperator(t, 'money_reviewer');
    admin = await loginOperator(t, 'admin');
    const last = await call<{ last?: ReconciliationRun }>(t, 'GET', '/admin/backoffice/reconciliation', { token: reviewer.token });
    expect(last.status, last.msg).toBe(200);
    expect(last.data.last).toMatchObject({ trigger: 'job', period: '2026-11-18', ok: true, ranAt: NEXT_DAY });
    expect(last.data.last!.operatorUsername).toBeUndefined();
    // The job writes no operator audit row.
    expect(await audits()).toHaveLength(1);
  });
});

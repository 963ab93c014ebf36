import type { AdminDeposit, AuditEntry, Deposit, JobInfo, JobRun, Page, WalletBalances } from '@app/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { need } from '../../src/context.ts';
import { ManualClock } from '../../src/lib/clock.ts';
import { call } from '../accounts/_api.ts';
import { loginOperator, registerAndLogin, type TestOperator, type TestUser } from '../fixtures/users.ts';
import { moneyCall, WEEKDAY_NOON } from '../funding/_money.ts';
import { createTestApp, testConfig, type TestApp } from '../helpers.ts';

const usd = async (t: TestApp, user: TestUser) =>
  (await call<WalletBalances>(t, 'POST', '/wallet/getWalletBalance', { token: user.token, payload: {} })).data.list.find((r) => r.walletType === 'BALANCE' && r.currency === 'USD')!.balance;

describe('the back office jobs page and the jobs moved onto the service (demo mode: simulated chain on)', () => {
  const clock = new ManualClock(WEEKDAY_NOON);
  let t: TestApp;
  let admin: TestOperator;
  let reviewer: TestOperator;
  let ana: TestUser;

  beforeAll(async () => {
    t = await createTestApp({ clock });
    admin = await loginOperator(t, 'admin');
    reviewer = await loginOperator(t, 'reviewer');
    ana = await registerAndLogin(t);
  });
  afterAll(() => t.close());

  it('lists the trading sweep, the chain watcher and wallet settlement with their runs; admin only', async () => {
    // Every product's jobs are due at once here; the default 5 s budget may end before the sweep on a loaded machine.
    // runDue returns as soon as nothing is left to claim, so a long budget only bounds a hang.
    await t.ctx.jobs.runDue({ budgetMs: 120_000 });
    const res = await call<{ list: JobInfo[] }>(t, 'GET', '/admin/jobs', { token: admin.token });
    expect(res.status, res.msg).toBe(200);
    const names = res.data.list.map((j) => j.name);
    expect(names).toEqual(expect.arrayContaining(['trading.sweep', 'funding.chain-watch', 'wallet.settle']));
    const sweep = res.data.list.find((j) => j.name === 'trading.sweep')!;
    expect(sweep).toMatchObject({ schedule: { everyMs: 1000 }, maxAttempts: 1, failures: 0, pending: 0, lastRun: { status: 'done', trigger: 'schedule', period: new Date(WEEKDAY_NOON - (WEEKDAY_NOON % 1000)).toISOString() } });
    expect(sweep.nextRunAt).toBe(WEEKDAY_NOON - (WEEKDAY_NOON % 1000) + 1000);
    expect(sweep.lastRun!.durationMs).toBeGreaterThanOrEqual(0);

    const forbidden = await call(t, 'GET', '/admin/jobs', { token: reviewer.token });
    expect(forbidden.status).toBe(403);
    const runs = await call<Page<JobRun>>(t, 'GET', '/admin/jobs/runs?job=wallet.settle', { token: admin.token });
    expect(runs.data.list.map((r) => r.job)).toEqual(['wallet.settle']);
  });

  it('"run now" queues a run for admins only, audited in the same transaction; an unknown job is a localized 404', async () => {
    const byReviewer = await call(t, 'POST', '/admin/jobs/run', { token: reviewer.token, payload: { name: 'wallet.settle' } });
    expect(byReviewer.status).toBe(403);
    const unknown = await call(t, 'POST', '/admin/jobs/run', { token: admin.token, payload: { name: 'no.such.job' }, lang: 'mx' });
    expect(unknown).toMatchObject({ status: 404, msg: 'No hay ninguna tarea llamada «no.such.job»', data: { error: 'JOB_NOT_FOUND', field: 'name' } });
    const empty = await call(t, 'POST', '/admin/jobs/run', { token: admin.token, payload: { name: '' } });
    expect(empty.status).toBe(422);
    const before = await t.ctx.db.selectFrom('job_runs').select('id').where('trigger', '!=', 'schedule').execute();
    expect(before).toHaveLength(0);

    const queued = await call<JobRun>(t, 'POST', '/admin/jobs/run', { token: admin.token, payload: { name: 'wallet.settle' } });
    expect(queued.status, queued.msg).toBe(200);
    expect(queued.data).toMatchObject({ job: 'wallet.settle', status: 'pending', trigger: `operator:${admin.username}`, attempts: 0 });
    const audit = await call<Page<AuditEntry>>(t, 'GET', '/admin/audit?action=job.run', { token: admin.token });
    expect(audit.data.list[0]).toMatchObject({ action: 'job.run', targetType: 'job', targetId: 'wallet.settle', operatorUsername: admin.username });

    await t.ctx.jobs.runDue();
    const ran = await call<Page<JobRun>>(t, 'GET', '/admin/jobs/runs?job=wallet.settle', { token: admin.token });
    expect(ran.data.list.find((r) => r.id === queued.data.id)).toMatchObject({ status: 'done', attempts: 1, passes: 1 });
  });

  it('the chain watcher job credits a crypto deposit at 3 confirmations, once, through the jobs service', async () => {
    const before = await usd(t, ana);
    const created = await moneyCall<Deposit>(t, '/recharge/create', { token: ana.token, payload: { currency: 'USDT', amount: '100', network: 'TRC20' } });
    expect(created.status, created.msg).toBe(200);
    expect(created.data.statusLabel).toBe('Confirming (0/3)');
    clock.advance(3_000 * 2);
    await t.ctx.jobs.runDue();
    const list = await call<Page<Deposit>>(t, 'POST', '/recharge/listPage', { token: ana.token, payload: { method: 'crypto' } });
    expect(list.data.list[0]).toMatchObject({ status: 1, confirmations: 2 });
    clock.advance(3_000);
    await t.ctx.jobs.runDue();
    clock.advance(3_000);
    await t.ctx.jobs.runDue();
    const done = await call<Page<Deposit>>(t, 'POST', '/recharge/listPage', { token: ana.token, payload: { method: 'crypto' } });
    expect(done.data.list[0]).toMatchObject({ status: 3 });
    expect(Number(await usd(t, ana))).toBeCloseTo(Number(before) + Number(done.data.list[0]!.creditAmount), 2);
    const txs = await t.ctx.db.selectFrom('ledger_transactions').select('id').where('ref', '=', `deposit:${created.data.id}`).execute();
    expect(txs).toHaveLength(1);
    // In demo mode an operator cannot approve a crypto deposit: the chain does.
    const second = await moneyCall<Deposit>(t, '/recharge/create', { token: ana.token, payload: { currency: 'USDT', amount: '50', network: 'TRC20' } });
    const refused = await call(t, 'POST', '/admin/money/deposits/approve', { token: reviewer.token, payload: { id: second.data.id } });
    expect(refused.status).toBe(409);
  });

  it('the trading sweep of a listening server and a sweep by hand share the job lease', async () => {
    const engine = need(t.ctx, 'trading').engine;
    const held = await t.ctx.jobs.exclusive('trading.sweep', () => engine.sweep());
    expect(held).toMatchObject({ ran: true, value: { ran: false } });
    expect((await engine.sweep()).ran).toBe(true);
  });
});

describe('without the simulated chain (SIMULATED_CHAIN=0): crypto deposits wait for an operator', () => {
  const clock = new ManualClock(WEEKDAY_NOON);
  let t: TestApp;
  let reviewer: TestOperator;
  let ana: TestUser;

  beforeAll(async () => {
    t = await createTestApp({ clock, config: testConfig({ SIMULATED_CHAIN: '0' }) });
    reviewer = await loginOperator(t, 'reviewer');
    ana = await registerAndLogin(t);
  });
  afterAll(() => t.close());

  it('is off by default outside demo mode, on in demo mode or when set', async () => {
    expect(testConfig({ SEED_DEMO: '0' }).simulatedChain).toBe(false);
    expect(testConfig({ SEED_DEMO: '1' }).simulatedChain).toBe(true);
    expect(testConfig({ SEED_DEMO: '0', SIMULATED_CHAIN: '1' }).simulatedChain).toBe(true);
    expect(t.ctx.config.simulatedChain).toBe(false);
    expect(t.ctx.jobs.names()).not.toContain('funding.chain-watch');
  });

  it('nothing credits a crypto deposit by itself; the money reviewer approves it (USD at the live price, audited) or rejects it', async () => {
    const before = await usd(t, ana);
    const hash = 'ab'.repeat(32);
    const created = await moneyCall<Deposit>(t, '/recharge/create', { token: ana.token, payload: { currency: 'USDT', amount: '100', network: 'TRC20', txHash: hash }, lang: 'zh_Hans_CN' });
    expect(created.status, created.msg).toBe(200);
    expect(created.data).toMatchObject({ status: 1, txHash: hash, statusLabel: '待审核' });
    expect(await t.ctx.db.selectFrom('sim_chain_txs').select('tx_hash').execute()).toHaveLength(0);

    clock.advance(3_600_000);
    await t.ctx.jobs.runDue();
    const waiting = await call<Page<Deposit>>(t, 'POST', '/recharge/listPage', { token: ana.token, payload: { method: 'crypto' } });
    expect(waiting.data.list[0]).toMatchObject({ status: 1 });
    expect(await usd(t, ana)).toBe(before);

    const approved = await call<AdminDeposit>(t, 'POST', '/admin/money/deposits/approve', { token: reviewer.token, payload: { id: created.data.id } });
    expect(approved.status, approved.msg).toBe(200);
    const price = need(t.ctx, 'market').quote('USDT/USD').bid;
    expect(approved.data).toMatchObject({ status: 3, method: 'crypto', reviewedBy: reviewer.username });
    expect(Number(approved.data.creditAmount)).toBeCloseTo(100 * price, 1);
    expect(Number(await usd(t, ana))).toBeCloseTo(Number(before) + Number(approved.data.creditAmount), 2);
    const again = await call(t, 'POST', '/admin/money/deposits/approve', { token: reviewer.token, payload: { id: created.data.id } });
    expect(again.status).toBe(409);
    const audit = await t.ctx.db.selectFrom('audit_log').select(['action', 'target_id']).where('action', '=', 'deposit.approve').execute();
    expect(audit).toEqual([{ action: 'deposit.approve', target_id: String(created.data.id) }]);

    const other = await moneyCall<Deposit>(t, '/recharge/create', { token: ana.token, payload: { currency: 'BTC', amount: '0.01', network: 'BTC' } });
    expect(other.status, other.msg).toBe(200);
    const rejected = await call<AdminDeposit>(t, 'POST', '/admin/money/deposits/reject', { token: reviewer.token, payload: { id: other.data.id, reason: 'no such transfer on chain' } });
    expect(rejected.status, rejected.msg).toBe(200);
    expect(rejected.data).toMatchObject({ status: 2 });
    expect((await need(t.ctx, 'ledger').reconcile()).ok).toBe(true);
  });
});

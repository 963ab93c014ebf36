import type { AdminDeposit, AdminWithdrawal, AuditEntry, BulkResult, Deposit, KycSubmission, Page, QueueExport, Withdrawal } from '@app/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { need } from '../../src/context.ts';
import { ManualClock } from '../../src/lib/clock.ts';
import { csvField } from '../../src/modules/backoffice/queues.ts';
import { amountMinor, parseKeyword } from '../../src/modules/backoffice/queue-filter.ts';
import { call, tinyPng, upload } from '../accounts/_api.ts';
import { loginOperator, registerAndLogin, verifiedUser, type TestOperator, type TestUser } from '../fixtures/users.ts';
import { depositAndApprove, moneyCall, saveCard, WEEKDAY_NOON } from '../funding/_money.ts';
import { createTestApp, type TestApp } from '../helpers.ts';

const MINUTE = 60_000;

describe('queue search helpers', () => {
  it('read a keyword as a user, a reference or an amount; CSV fields are quoted and never formulas', () => {
    expect(parseKeyword(' 1,500.50 ')).toEqual({ text: '1,500.50', amount: '1500.50' });
    expect(parseKeyword('42')).toEqual({ text: '42', id: 42, amount: '42' });
    expect(parseKeyword('ana@example.com')).toEqual({ text: 'ana@example.com' });
    expect(parseKeyword('  ')).toBeUndefined();
    expect(amountMinor('1500.5', 2)).toBe(150050n);
    expect(amountMinor('1.234', 2)).toBeUndefined();
    expect(csvField('a,b')).toBe('"a,b"');
    expect(csvField('say "hi"')).toBe('"say ""hi"""');
    expect(csvField('=HYPERLINK("x")')).toBe('"\'=HYPERLINK(""x"")"');
    expect(csvField('-100.00')).toBe('-100.00');
    expect(csvField(undefined)).toBe('');
  });
});

describe('review queues: search, filters, sort, CSV export (audited) and bulk decisions', () => {
  const clock = new ManualClock(WEEKDAY_NOON);
  let t: TestApp;
  let admin: TestOperator;
  let money: TestOperator;
  let kyc: TestOperator;
  let ana: TestUser;
  let bob: TestUser;
  const deposits: Deposit[] = [];

  const pendingDeposit = async (user: TestUser, amount: string, currency = 'MXN') => {
    const proof = await upload(t, user.token, tinyPng());
    const res = await moneyCall<Deposit>(t, '/recharge/create', { token: user.token, payload: { currency, amount, proofUrl: proof.data.url } });
    expect(res.status, res.msg).toBe(200);
    deposits.push(res.data);
    clock.advance(10 * MINUTE);
    return res.data;
  };

  beforeAll(async () => {
    t = await createTestApp({ clock });
    admin = await loginOperator(t, 'admin');
    money = await loginOperator(t, 'money_reviewer');
    kyc = await loginOperator(t, 'kyc_reviewer');
    ana = await verifiedUser(t);
    bob = await verifiedUser(t);
    await pendingDeposit(ana, '250.00');
    await pendingDeposit(bob, '1500.50');
    await pendingDeposit(ana, '99.00', 'USD');
    await pendingDeposit(bob, '250.00');
  });
  afterAll(() => t.close());

  const depositIds = async (query: string, token = money.token) => {
    const res = await call<Page<AdminDeposit>>(t, 'GET', `/admin/money/deposits?${query}`, { token });
    expect(res.status, res.msg).toBe(200);
    return res.data.list.map((d) => d.id);
  };
  const ids = (...n: number[]) => n.map((i) => deposits[i]!.id);

  it('deposits: search by user, reference and amount; filter by currency and dates; sort', async () => {
    expect(await depositIds('')).toEqual(ids(0, 1, 2, 3)); // pending, oldest first
    expect(await depositIds('sort=newest')).toEqual(ids(3, 2, 1, 0));
    expect(await depositIds(`keyword=${ana.username.toUpperCase()}`)).toEqual(ids(0, 2));
    expect(await depositIds(`keyword=${encodeURIComponent(bob.email)}`)).toEqual(ids(1, 3));
    expect(await depositIds(`keyword=${ana.userId}`)).toEqual(ids(0, 2));
    expect(await depositIds(`keyword=${deposits[1]!.orderNo}`)).toEqual(ids(1));
    expect(await depositIds('keyword=250')).toEqual(ids(0, 3));
    expect(await depositIds('keyword=1,500.50')).toEqual(ids(1));
    expect(await depositIds('currency=usd')).toEqual(ids(2));
    expect(await depositIds(`from=${WEEKDAY_NOON + 10 * MINUTE}&to=${WEEKDAY_NOON + 30 * MINUTE}`)).toEqual(ids(1, 2));
    expect(await depositIds('keyword=nobody-here')).toEqual([]);
    const paged = await call<Page<AdminDeposit>>(t, 'GET', '/admin/money/deposits?pageSize=3&pageNum=2', { token: money.token });
    expect(paged.data).toMatchObject({ total: 4, list: [{ id: deposits[3]!.id }] });
    expect((await call(t, 'GET', '/admin/money/deposits?from=tomorrow', { token: money.token })).status).toBe(422);
    expect((await call(t, 'GET', '/admin/money/deposits?currency=%3Bdrop', { token: money.token })).status).toBe(422);
  });

  it('KYC: search by user and dates', async () => {
    const carla = await registerAndLogin(t);
    const front = await upload(t, carla.token, tinyPng());
    const back = await upload(t, carla.token, tinyPng());
    const submitted = await call(t, 'POST', '/updateReal', {
      token: carla.token,
      payload: { firstName: 'Carla', lastName: 'Ruiz', documentType: 'passport', documentNumber: 'G99887766', country: 'MX', frontImage: front.data.url, backImage: back.data.url },
    });
    expect(submitted.status, submitted.msg).toBe(200);
    const list = async (query: string) => (await call<Page<KycSubmission>>(t, 'GET', `/admin/kyc/list?${query}`, { token: kyc.token })).data.list.map((s) => s.userId);
    expect(await list('status=all')).toContain(ana.userId);
    expect(await list(`status=all&keyword=${encodeURIComponent(carla.email)}`)).toEqual([carla.userId]);
    expect(await list(`status=verified&keyword=${ana.username}`)).toEqual([ana.userId]);
    expect(await list(`status=all&from=${clock.now()}`)).toEqual([carla.userId]);
    expect(await list(`status=all&to=${WEEKDAY_NOON}&keyword=${carla.userId}`)).toEqual([]);
  });

  it('exports what the filters show as CSV, private data masked, and audits the export', async () => {
    const res = await call<QueueExport>(t, 'GET', `/admin/backoffice/export/deposits?keyword=250&status=pending`, { token: money.token });
    expect(res.status, res.msg).toBe(200);
    expect(res.data).toMatchObject({ rows: 2, truncated: false });
    expect(res.data.filename).toMatch(/^deposits-pending-\d{8}-\d{4}\.csv$/);
    const lines = res.data.csv.trim().split('\r\n');
    expect(lines[0]).toBe('id,orderNo,userId,username,method,currency,amount,creditCurrency,creditAmount,status,createdAt,reviewedAt,reviewedBy,reason');
    expect(lines.slice(1).map((line) => Number(line.split(',')[0]))).toEqual(ids(0, 3));
    expect(lines[1]).toContain(',250.00,');

    const kycCsv = await call<QueueExport>(t, 'GET', '/admin/backoffice/export/kyc?status=all', { token: kyc.token });
    expect(kycCsv.status, kycCsv.msg).toBe(200);
    expect(kycCsv.data.csv).toContain('•••••7766');
    expect(kycCsv.data.csv).not.toContain('G99887766');

    const audit = await call<Page<AuditEntry>>(t, 'GET', '/admin/audit?action=queue.export', { token: admin.token });
    expect(audit.data.list.map((a) => [a.operatorUsername, a.targetType])).toEqual([
      [kyc.username, 'kyc'],
      [money.username, 'deposits'],
    ]);
    expect(audit.data.list[1]!.detail).toEqual({ filters: { status: 'pending', keyword: '250' }, rows: 2, truncated: false });
    // A KYC reviewer does not export money; nothing is audited for the refusal.
    expect((await call(t, 'GET', '/admin/backoffice/export/deposits', { token: kyc.token })).status).toBe(403);
    expect((await call<Page<AuditEntry>>(t, 'GET', '/admin/audit?action=queue.export', { token: admin.token })).data.total).toBe(2);
  });

  it('bulk deposit approval: each once, however many operators click at once; failures say why', async () => {
    const balance = async (user: TestUser) => {
      const rows = await need(t.ctx, 'wallet').accountBalances(user.userId);
      return rows.find((r) => r.wallet === 'BALANCE' && r.currency === 'MXN')?.balance ?? 0n;
    };
    const before = await balance(ana);
    const body = { decision: 'approve', ids: [...ids(0, 1), 999_999] };
    const answers = await Promise.all(Array.from({ length: 5 }, () => call<BulkResult>(t, 'POST', '/admin/backoffice/bulk/deposits', { token: money.token, payload: body })));
    for (const a of answers) expect(a.status, a.msg).toBe(200);
    // Each deposit approved by exactly one of the calls; the unknown id fails in every call.
    for (const id of ids(0, 1)) expect(answers.filter((a) => a.data.results.find((r) => r.id === id)!.ok)).toHaveLength(1);
    expect(answers[0]!.data.results.find((r) => r.id === 999_999)).toMatchObject({ ok: false, error: 'DEPOSIT_NOT_FOUND' });
    expect(await balance(ana)).toBe(before + 25_000n);
    const audit = await call<Page<AuditEntry>>(t, 'GET', '/admin/audit?action=deposit.approve&pageSize=100', { token: admin.token });
    expect(audit.data.list.filter((a) => ids(0, 1).includes(Number(a.targetId)))).toHaveLength(2);

    const rejected = await call<BulkResult>(t, 'POST', '/admin/backoffice/bulk/deposits', { token: money.token, payload: { decision: 'reject', ids: ids(3), reason: 'Proof does not match' } });
    expect(rejected.data).toMatchObject({ done: 1, failed: 0 });
    expect((await call(t, 'POST', '/admin/backoffice/bulk/deposits', { token: money.token, payload: { decision: 'reject', ids: ids(2) } })).status).toBe(422);
    expect((await call(t, 'POST', '/admin/backoffice/bulk/deposits', { token: money.token, payload: { decision: 'approve', ids: [] } })).status).toBe(422);
    expect((await call(t, 'POST', '/admin/backoffice/bulk/deposits', { token: kyc.token, payload: { decision: 'approve', ids: ids(2) } })).status).toBe(403);
    expect((await need(t.ctx, 'ledger').reconcile()).ok).toBe(true);
  });

  it('bulk withdrawals: a large one is never approved in bulk (two operators), small ones are', async () => {
    await depositAndApprove(t, bob, money, '100000.00');
    const cardId = await saveCard(t, bob);
    const apply = async (amount: string) => {
      const res = await moneyCall<Withdrawal>(t, '/withdrawal/withdrawal-apply', { token: bob.token, payload: { currency: 'MXN', amount, cardId, payPassword: '123456' } });
      expect(res.status, res.msg).toBe(200);
      return res.data.id;
    };
    const small = await apply('100.00');
    const large = await apply('60000.00');
    const res = await call<BulkResult>(t, 'POST', '/admin/backoffice/bulk/withdrawals', { token: money.token, payload: { decision: 'approve', ids: [small, large] }, lang: 'mx' });
    expect(res.status, res.msg).toBe(200);
    expect(res.data.results).toEqual([
      { id: small, ok: true },
      { id: large, ok: false, error: 'BULK_NEEDS_SECOND_APPROVER', msg: 'Un retiro grande necesita dos operadores: apruébalo uno por uno' },
    ]);
    const still = await call<AdminWithdrawal>(t, 'GET', `/admin/money/withdrawals/${large}`, { token: money.token });
    expect(still.data).toMatchObject({ status: 1, approvals: 0 });
    const rejected = await call<BulkResult>(t, 'POST', '/admin/backoffice/bulk/withdrawals', { token: money.token, payload: { decision: 'reject', ids: [large], reason: 'Call the customer first' } });
    expect(rejected.data).toMatchObject({ done: 1 });
    expect((await need(t.ctx, 'ledger').reconcile()).ok).toBe(true);
  });

  it('bulk KYC: approve several, each audited', async () => {
    const pending = (await call<Page<KycSubmission>>(t, 'GET', '/admin/kyc/list?status=pending', { token: kyc.token })).data.list.map((s) => s.id);
    expect(pending.length).toBeGreaterThan(0);
    const res = await call<BulkResult>(t, 'POST', '/admin/backoffice/bulk/kyc', { token: kyc.token, payload: { decision: 'reject', ids: pending, reason: 'Blurry document' } });
    expect(res.data).toMatchObject({ done: pending.length, failed: 0 });
    const audit = await call<Page<AuditEntry>>(t, 'GET', '/admin/audit?action=kyc.reject', { token: admin.token });
    expect(audit.data.list.map((a) => Number(a.targetId)).sort()).toEqual([...pending].sort());
    expect(audit.data.list[0]!.detail).toMatchObject({ reason: 'Blurry document', bulk: true });
    const again = await call<BulkResult>(t, 'POST', '/admin/backoffice/bulk/kyc', { token: kyc.token, payload: { decision: 'approve', ids: pending } });
    expect(again.data.failed).toBe(pending.length);
  });
});

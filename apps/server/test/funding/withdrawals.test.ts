import type { AdminWithdrawal, AuditEntry, FundingOverview, Notice, Page, UsableWithdrawal, Withdrawal } from '@app/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { need } from '../../src/context.ts';
import { ManualClock } from '../../src/lib/clock.ts';
import { call } from '../accounts/_api.ts';
import { loginOperator, registerAndLogin, verifiedUser, type TestOperator, type TestUser } from '../fixtures/users.ts';
import { createTestApp, type TestApp } from '../helpers.ts';
import { depositAndApprove, moneyCall, saveCard, WEEKDAY_NOON } from './_money.ts';

const clock = new ManualClock(WEEKDAY_NOON);
let t: TestApp;
let reviewer: TestOperator;
let admin: TestOperator;
let ana: TestUser;
let cardId: number;

beforeAll(async () => {
  t = await createTestApp({ clock });
  reviewer = await loginOperator(t, 'reviewer');
  admin = await loginOperator(t, 'admin');
  ana = await verifiedUser(t);
  await depositAndApprove(t, ana, reviewer, '100000.00');
  cardId = await saveCard(t, ana);
});
afterAll(() => t.close());

const usable = async (user: TestUser, currency = 'MXN') =>
  (await call<UsableWithdrawal>(t, 'GET', `/withdrawal/getUsableWithdrawalAmount?currency=${currency}`, { token: user.token })).data;

describe('withdrawal requests', () => {
  it('needs KYC verified, the transaction password and a saved destination of the user', async () => {
    const unverified = await registerAndLogin(t);
    const noKyc = await moneyCall(t, '/withdrawal/withdrawal-apply', { token: unverified.token, payload: { amount: '10', cardId, payPassword: '123456' } });
    expect(noKyc).toMatchObject({ status: 422, data: { error: 'KYC_REQUIRED' } });
    const noDestination = await moneyCall(t, '/withdrawal/withdrawal-apply', { token: ana.token, payload: { amount: '10', payPassword: '123456' } });
    expect(noDestination).toMatchObject({ status: 422, data: { error: 'DESTINATION_REQUIRED' } });
    const bob = await verifiedUser(t);
    const bobsCard = await saveCard(t, bob);
    const notMine = await moneyCall(t, '/withdrawal/withdrawal-apply', { token: ana.token, payload: { amount: '10', cardId: bobsCard, payPassword: '123456' } });
    expect(notMine).toMatchObject({ status: 404, data: { error: 'CARD_NOT_FOUND' } });
    const wrongPin = await moneyCall(t, '/withdrawal/withdrawal-apply', { token: ana.token, payload: { amount: '10', cardId, payPassword: '654321' } });
    expect(wrongPin).toMatchObject({ status: 422, data: { error: 'PAY_PASSWORD_WRONG' } });
    const tooMuch = await moneyCall(t, '/withdrawal/withdrawal-apply', { token: ana.token, payload: { amount: '100000.01', cardId, payPassword: '123456' } });
    expect(tooMuch).toMatchObject({ status: 422, data: { error: 'INSUFFICIENT_FUNDS' } });
    expect((await usable(ana)).amount).toBe('100000.00');
  });

  it('holds the amount at once; approval posts it (approved, not paid yet), and the user is told', async () => {
    const applied = await moneyCall<Withdrawal>(t, '/withdrawal/withdrawal-apply', { token: ana.token, payload: { currency: 'MXN', amount: '1200.75', cardId, payPassword: '123456' } });
    expect(applied.status, applied.msg).toBe(200);
    expect(applied.data).toMatchObject({
      method: 'bank',
      amount: '1200.75',
      fee: '0.00',
      status: 1,
      statusLabel: 'Pending Review',
      approvals: 0,
      requiredApprovals: 1,
      destination: { kind: 'bank', cardId, bankName: 'BBVA México', cardNoMasked: '**** 7899' },
    });
    const u = await usable(ana);
    expect(u).toMatchObject({ currency: 'MXN', amount: '98799.25', minAmount: '1.00' });
    expect(u.list.map((r) => r.currency)).toEqual(['MXN', 'USD', 'EUR']);
    const overview = await call<FundingOverview>(t, 'POST', '/userCenter/getFundingOverview', { token: ana.token, payload: {} });
    expect(overview.data).toMatchObject({ funding: '100000.00', frozen: '1200.75', pendingWithdrawals: { count: 1, amountMxn: '1200.75' }, depositedMxn: '100000.00' });

    const queue = await call<Page<AdminWithdrawal>>(t, 'GET', '/admin/money/withdrawals', { token: reviewer.token });
    const item = queue.data.list.find((w) => w.id === applied.data.id)!;
    expect(item.destinationDetail).toMatchObject({ cardNo: '••••••••••••••7899', bankName: 'BBVA México' }); // masked: reveal is audited (test/backoffice)
    const approved = await call<AdminWithdrawal>(t, 'POST', '/admin/money/withdrawals/approve', { token: reviewer.token, payload: { id: applied.data.id } });
    expect(approved.status, approved.msg).toBe(200);
    expect(approved.data).toMatchObject({ status: 1, stage: 'approved', approvals: 1, approvedBy: [reviewer.username], statusLabel: 'Approved, to be sent' });
    expect(approved.data.history.map((h) => h.status)).toEqual(['created', 'approved']);
    expect(await usable(ana)).toMatchObject({ amount: '98799.25' });
    const balances = await need(t.ctx, 'ledger').balances(ana.userId);
    expect(balances.find((b) => b.wallet === 'BALANCE' && b.currency === 'MXN')).toMatchObject({ balance: 9_879_925n, held: 0n });
    const after = await call<FundingOverview>(t, 'POST', '/userCenter/getFundingOverview', { token: ana.token, payload: {} });
    // On its way until the bank pays it (payouts.test.ts follows it to paid).
    expect(after.data).toMatchObject({ funding: '98799.25', frozen: '0.00', pendingWithdrawals: { count: 1, amountMxn: '1200.75' }, withdrawnMxn: '0.00' });
    const notices = await call<Page<Notice>>(t, 'GET', '/userMessage/getMessage', { token: ana.token });
    expect(notices.data.list.map((n) => n.title).slice(0, 2)).toEqual(['Withdrawal approved', 'Withdrawal requested']);
    const audit = await call<Page<AuditEntry>>(t, 'GET', '/admin/audit?action=withdrawal.approve', { token: admin.token });
    expect(audit.data.list[0]).toMatchObject({ operatorUsername: reviewer.username, targetId: String(applied.data.id) });
  });

  it('a rejection releases the hold and keeps the reason', async () => {
    const applied = await moneyCall<Withdrawal>(t, '/withdrawal/withdrawal-apply', { token: ana.token, payload: { amount: '500', cardId, payPassword: '123456' } });
    expect((await usable(ana)).amount).toBe('98299.25');
    const rejected = await call<AdminWithdrawal>(t, 'POST', '/admin/money/withdrawals/reject', { token: reviewer.token, payload: { id: applied.data.id, reason: 'Cuenta a nombre de otra persona' } });
    expect(rejected.data).toMatchObject({ status: 2, reason: 'Cuenta a nombre de otra persona' });
    expect((await usable(ana)).amount).toBe('98799.25');
    const mine = await call<Page<Withdrawal>>(t, 'POST', '/withdrawal/listPage', { token: ana.token, payload: { status: 2 }, lang: 'mx' });
    expect(mine.data.list[0]).toMatchObject({ id: applied.data.id, statusLabel: 'Revisión fallida' });
    const again = await call(t, 'POST', '/admin/money/withdrawals/approve', { token: admin.token, payload: { id: applied.data.id } });
    expect(again).toMatchObject({ status: 409, data: { error: 'ALREADY_REVIEWED' } });
  });

  it('a large withdrawal needs a second, different operator', async () => {
    const applied = await moneyCall<Withdrawal>(t, '/withdrawal/withdrawal-apply', { token: ana.token, payload: { amount: '60000', cardId, payPassword: '123456' } });
    expect(applied.data).toMatchObject({ requiredApprovals: 2, approvals: 0 });
    const first = await call<AdminWithdrawal>(t, 'POST', '/admin/money/withdrawals/approve', { token: reviewer.token, payload: { id: applied.data.id } });
    expect(first.data).toMatchObject({ status: 1, approvals: 1, approvedBy: [reviewer.username] });
    expect((await usable(ana)).amount).toBe('38799.25');
    const same = await call(t, 'POST', '/admin/money/withdrawals/approve', { token: reviewer.token, payload: { id: applied.data.id } });
    expect(same).toMatchObject({ status: 409, data: { error: 'SECOND_APPROVER_REQUIRED' } });
    const relogged = await need(t.ctx, 'operators').login(reviewer.username, reviewer.password);
    const sameAgain = await call(t, 'POST', '/admin/money/withdrawals/approve', { token: relogged.token, payload: { id: applied.data.id } });
    expect(sameAgain.status).toBe(409);
    const second = await call<AdminWithdrawal>(t, 'POST', '/admin/money/withdrawals/approve', { token: admin.token, payload: { id: applied.data.id } });
    expect(second.data).toMatchObject({ status: 1, stage: 'approved', approvals: 2, approvedBy: [reviewer.username, admin.username] });
    expect(second.data.history.map((h) => h.status)).toEqual(['created', 'approval_1', 'approved']);
    const audit = await call<Page<AuditEntry>>(t, 'GET', '/admin/audit?action=withdrawal.approve.first', { token: admin.token });
    expect(audit.data.list[0]!.targetId).toBe(String(applied.data.id));
    expect((await usable(ana)).amount).toBe('38799.25');
  });

  it('withdraws to a crypto wallet and records what was sent', async () => {
    await depositAndApprove(t, ana, reviewer, '300.00', 'USD');
    const wallet = await call<{ id: number }>(t, 'POST', '/userWallet/add', { token: ana.token, payload: { currency: 'USDT', network: 'ERC20', address: '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed', payPassword: '123456' } });
    // Saved longer ago than the cooling-off (issue 29.8; its own test is in payout-accounts.test.ts).
    await t.ctx.db.updateTable('crypto_wallets').set({ usable_from: new Date(t.ctx.clock.now()) }).where('id', '=', wallet.data.id).execute();
    const applied = await moneyCall<Withdrawal>(t, '/withdrawal/withdrawal-apply', { token: ana.token, payload: { currency: 'USD', amount: '100', walletId: wallet.data.id, payPassword: '123456' } });
    expect(applied.data).toMatchObject({ method: 'crypto', currency: 'USD', destination: { kind: 'crypto', asset: 'USDT', network: 'ERC20' } });
    const approved = await call<AdminWithdrawal>(t, 'POST', '/admin/money/withdrawals/approve', { token: reviewer.token, payload: { id: applied.data.id } });
    expect(approved.data).toMatchObject({ status: 1, stage: 'approved', payoutAsset: 'USDT' });
    expect(Number(approved.data.payoutAmount)).toBeCloseTo(100, 0);
    const house = await call<{ list: { code: string; balance: string }[] }>(t, 'GET', '/admin/money/house-accounts', { token: reviewer.token });
    expect(house.data.list.find((h) => h.code === 'h:CRYPTO_CUSTODY:USD')!.balance).toBe('100.00');
    expect(house.data.list.find((h) => h.code === 'h:BANK_IN_TRANSIT:MXN')!.balance).toBe('-38799.25');
  });

  it('a user sees only their own withdrawals; operators see the balances and a clean reconciliation', async () => {
    const bob = await verifiedUser(t);
    const bobs = await call<Page<Withdrawal>>(t, 'POST', '/withdrawal/listPage', { token: bob.token, payload: {} });
    expect(bobs.data).toMatchObject({ list: [], total: 0 });
    expect((await usable(bob)).amount).toBe('0.00');
    expect((await call(t, 'GET', '/admin/money/withdrawals', { token: ana.token })).status).toBe(403);
    const balances = await call<{ list: { walletType: string; currency: string; balance: string }[] }>(t, 'GET', `/admin/money/users/${ana.userId}/balances`, { token: reviewer.token });
    expect(balances.data.list.find((b) => b.walletType === 'BALANCE' && b.currency === 'MXN')!.balance).toBe('38799.25');
    // Reading the reconciliation runs none: ask for one (audited), then read its report.
    expect((await call(t, 'POST', '/admin/backoffice/reconciliation/run', { token: reviewer.token, payload: {} })).status).toBe(200);
    const report = await call<{ ok: boolean; differences: unknown[]; trialBalance: { sum: string }[] }>(t, 'GET', '/admin/money/reconciliation', { token: reviewer.token });
    expect(report.data).toMatchObject({ ok: true, differences: [] });
    expect(report.data.trialBalance.every((c) => c.sum === '0.00')).toBe(true);
    const audit = await call<Page<AuditEntry>>(t, 'GET', '/admin/audit?action=ledger.reconcile', { token: admin.token });
    expect(audit.data.total).toBe(1);
  });
});

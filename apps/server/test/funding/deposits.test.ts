import type { AdminDeposit, AuditEntry, Deposit, DepositChannel, Notice, Page, WalletBalances } from '@app/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { need } from '../../src/context.ts';
import { ManualClock } from '../../src/lib/clock.ts';
import { isValidAddress } from '../../src/modules/funding/addresses.ts';
import { isValidClabe } from '../../src/modules/funding/rules.ts';
import { userTopic } from '../../src/modules/push/hub.ts';
import { call, tinyPng, upload } from '../accounts/_api.ts';
import { loginOperator, registerAndLogin, type TestOperator, type TestUser } from '../fixtures/users.ts';
import { createTestApp, type TestApp } from '../helpers.ts';
import { moneyCall, WEEKDAY_NOON } from './_money.ts';

const clock = new ManualClock(WEEKDAY_NOON);
let t: TestApp;
let reviewer: TestOperator;
let admin: TestOperator;
let ana: TestUser;
let bob: TestUser;

beforeAll(async () => {
  t = await createTestApp({ clock });
  reviewer = await loginOperator(t, 'reviewer');
  admin = await loginOperator(t, 'admin');
  ana = await registerAndLogin(t);
  bob = await registerAndLogin(t);
});
afterAll(() => t.close());

const fundingMxn = async (user: TestUser) =>
  (await call<WalletBalances>(t, 'POST', '/wallet/getWalletBalance', { token: user.token, payload: {} })).data.list.find((r) => r.walletType === 'BALANCE' && r.currency === 'MXN')!;

describe('deposit channels', () => {
  it('offers MXN with the house CLABE and the user reference, USD, EUR, and USDT/BTC/ETH with the user’s own address per network', async () => {
    const res = await call<{ list: DepositChannel[] }>(t, 'POST', '/recharge/currency/selectList', { token: ana.token, payload: {} });
    expect(res.status).toBe(200);
    const list = res.data.list;
    expect(list.map((c) => c.currency)).toEqual(['MXN', 'USD', 'EUR', 'USDT', 'BTC', 'ETH']);
    const mxn = list[0]!;
    expect(mxn).toMatchObject({ method: 'bank', creditCurrency: 'MXN', minAmount: '1.00', decimals: 2 });
    expect(isValidClabe(mxn.bank!.clabe!)).toBe(true);
    expect(mxn.bank!.reference).toBe(`BMX${String(ana.userId).padStart(7, '0')}`);
    const usdt = list.find((c) => c.currency === 'USDT')!;
    expect(usdt.networks!.map((n) => n.network)).toEqual(['TRC20', 'ERC20']);
    for (const channel of list.filter((c) => c.method === 'crypto')) {
      expect(channel.creditCurrency).toBe('USD');
      for (const n of channel.networks!) {
        expect(isValidAddress(n.network, n.address), `${n.network} ${n.address}`).toBe(true);
        expect(n.confirmations).toBe(3);
      }
    }
    // Deterministic per user and network; different for another user.
    const again = await call<{ list: DepositChannel[] }>(t, 'POST', '/recharge/currency/selectList', { token: ana.token, payload: {} });
    expect(again.data.list[3]!.networks).toEqual(usdt.networks);
    const bobs = await call<{ list: DepositChannel[] }>(t, 'POST', '/recharge/currency/selectList', { token: bob.token, payload: {} });
    expect(bobs.data.list[3]!.networks![0]!.address).not.toBe(usdt.networks![0]!.address);
    const es = await call<{ list: DepositChannel[] }>(t, 'POST', '/recharge/currency/selectList', { token: ana.token, payload: {}, lang: 'mx' });
    expect(es.data.list[0]!.name).toBe('Transferencia SPEI en pesos (MXN)');
  });
});

describe('bank deposits', () => {
  it('needs an uploaded proof of the user, at least 1, at most 2 decimals', async () => {
    const noProof = await moneyCall(t, '/recharge/create', { token: ana.token, payload: { currency: 'MXN', amount: '100' } });
    expect(noProof).toMatchObject({ status: 400, data: { error: 'PROOF_REQUIRED', field: 'proofUrl' } });
    expect(noProof.msg).toBe('Please upload your credentials first (the transfer proof)');
    const bobsProof = await upload(t, bob.token, tinyPng());
    const notMine = await moneyCall(t, '/recharge/create', { token: ana.token, payload: { currency: 'MXN', amount: '100', proofUrl: bobsProof.data.url } });
    expect(notMine).toMatchObject({ status: 400, data: { error: 'PROOF_REQUIRED' } });
    const proof = await upload(t, ana.token, tinyPng());
    const small = await moneyCall(t, '/recharge/create', { token: ana.token, payload: { currency: 'MXN', amount: '0.99', proofUrl: proof.data.url }, lang: 'mx' });
    expect(small).toMatchObject({ status: 400, data: { error: 'AMOUNT_TOO_SMALL', field: 'amount' } });
    expect(small.msg).toBe('El importe mínimo es MX$1.00');
    const precise = await moneyCall(t, '/recharge/create', { token: ana.token, payload: { currency: 'MXN', amount: '10.001', proofUrl: proof.data.url } });
    expect(precise).toMatchObject({ status: 400, data: { error: 'INVALID_AMOUNT' } });
    const hkd = await moneyCall(t, '/recharge/create', { token: ana.token, payload: { currency: 'HKD', amount: '10', proofUrl: proof.data.url } });
    expect(hkd.status).toBe(422);
  });

  it('is pending review until an operator approves it; then the funding account is credited and the user notified', async () => {
    const proof = await upload(t, ana.token, tinyPng());
    const created = await moneyCall<Deposit>(t, '/recharge/create', { token: ana.token, payload: { currency: 'MXN', amount: 1500.5, proofUrl: proof.data.url } });
    expect(created.status, created.msg).toBe(200);
    expect(created.data).toMatchObject({ method: 'bank', currency: 'MXN', amount: '1500.50', status: 1, statusLabel: 'Pending Review', proofUrl: proof.data.url, creditCurrency: 'MXN' });
    expect(created.data.orderNo).toMatch(/^D20261117[0-9A-Z]{6}$/);
    expect((await fundingMxn(ana)).balance).toBe('0.00');

    const queue = await call<Page<AdminDeposit>>(t, 'GET', '/admin/money/deposits', { token: reviewer.token });
    const item = queue.data.list.find((d) => d.id === created.data.id)!;
    expect(item).toMatchObject({ userId: ana.userId, username: ana.username, proofUrl: proof.data.url, status: 1 });
    expect(item.history).toEqual([{ status: 'created', actor: `user:${ana.userId}`, createdAt: WEEKDAY_NOON }]);
    const image = await t.app.inject({ method: 'GET', url: item.proofUrl!, headers: { authorization: reviewer.token } });
    expect(image.statusCode).toBe(200);

    clock.advance(60_000);
    const approved = await call<AdminDeposit>(t, 'POST', '/admin/money/deposits/approve', { token: reviewer.token, payload: { id: created.data.id } });
    expect(approved.status, approved.msg).toBe(200);
    expect(approved.data).toMatchObject({ status: 3, statusLabel: 'Completed', creditAmount: '1500.50', reviewedBy: reviewer.username, completedAt: WEEKDAY_NOON + 60_000 });
    expect(approved.data.history.map((h) => [h.status, h.actor])).toEqual([
      ['created', `user:${ana.userId}`],
      ['approved', `operator:${reviewer.username}`],
    ]);
    expect((await fundingMxn(ana)).balance).toBe('1500.50');

    const twice = await call(t, 'POST', '/admin/money/deposits/reject', { token: admin.token, payload: { id: created.data.id, reason: 'too late' } });
    expect(twice).toMatchObject({ status: 409, data: { error: 'ALREADY_REVIEWED' } });
    expect((await fundingMxn(ana)).balance).toBe('1500.50');

    const mine = await call<Page<Deposit>>(t, 'POST', '/recharge/listPage', { token: ana.token, payload: { status: 3 } });
    expect(mine.data.list.map((d) => d.id)).toEqual([created.data.id]);
    const notices = await call<Page<Notice>>(t, 'GET', '/userMessage/getMessage', { token: ana.token });
    expect(notices.data.list[0]).toMatchObject({ kind: 'deposit', title: 'Deposit credited', ref: `deposit:${created.data.id}` });
    // The amount as the app writes it (issue 28.9), not "1500.50 MXN".
    expect(notices.data.list[0]!.body).toBe('Your deposit ' + created.data.orderNo + ' of MX$1,500.50 was credited to your funding account.');
    const audit = await call<Page<AuditEntry>>(t, 'GET', '/admin/audit?action=deposit.approve', { token: admin.token });
    expect(audit.data.list[0]).toMatchObject({ operatorUsername: reviewer.username, targetType: 'deposit', targetId: String(created.data.id) });
  });

  it('a rejection keeps the reason, credits nothing, and tells the user in their language', async () => {
    const proof = await upload(t, bob.token, tinyPng());
    const created = await moneyCall<Deposit>(t, '/recharge/create', { token: bob.token, payload: { currency: 'USD', amount: '20', proofUrl: proof.data.url } });
    const rejected = await call<AdminDeposit>(t, 'POST', '/admin/money/deposits/reject', { token: reviewer.token, payload: { id: created.data.id, reason: 'El comprobante no coincide' } });
    expect(rejected.data).toMatchObject({ status: 2, statusLabel: 'Rejected: El comprobante no coincide', reason: 'El comprobante no coincide' });
    const mine = await call<Page<Deposit>>(t, 'POST', '/recharge/listPage', { token: bob.token, payload: {}, lang: 'zh_Hans_CN' });
    expect(mine.data.list[0]).toMatchObject({ status: 2, statusLabel: '已拒绝：El comprobante no coincide', reason: 'El comprobante no coincide' });
    const notices = await call<Page<Notice>>(t, 'GET', '/userMessage/getMessage', { token: bob.token, lang: 'mx' });
    expect(notices.data.list[0]).toMatchObject({ title: 'Depósito rechazado' });
    expect(notices.data.list[0]!.body).toBe(`Tu depósito ${created.data.orderNo} de US$20.00 fue rechazado: El comprobante no coincide`);
    const audit = await call<Page<AuditEntry>>(t, 'GET', '/admin/audit?action=deposit.reject', { token: admin.token });
    expect(audit.data.list[0]!.detail).toMatchObject({ reason: 'El comprobante no coincide' });
  });

  it('a user sees only their own deposits; the back office is for operators only', async () => {
    const bobs = await call<Page<Deposit>>(t, 'POST', '/recharge/listPage', { token: bob.token, payload: { pageSize: 100 } });
    const anas = await call<Page<Deposit>>(t, 'POST', '/recharge/listPage', { token: ana.token, payload: { pageSize: 100 } });
    const anaIds = new Set(anas.data.list.map((d) => d.id));
    expect(bobs.data.list.some((d) => anaIds.has(d.id))).toBe(false);
    expect((await call(t, 'GET', '/admin/money/deposits', { token: ana.token })).status).toBe(403);
    expect((await call(t, 'POST', '/admin/money/deposits/approve', { token: ana.token, payload: { id: 1 } })).status).toBe(403);
    expect((await call(t, 'POST', '/recharge/listPage', { token: reviewer.token, payload: {} })).status).toBe(403);
    expect((await call(t, 'GET', '/admin/money/deposits/999999', { token: reviewer.token })).status).toBe(404);
  });
});

describe('crypto deposits', () => {
  it('counts confirmations on the chain, pushes the count live, and credits USD at 3 confirmations only', async () => {
    const events: { event: string; data: Record<string, unknown> }[] = [];
    let allThree!: () => void;
    const threeCounts = new Promise<void>((resolve) => (allThree = resolve));
    const off = await t.ctx.pubsub.subscribe(userTopic(ana.userId), (message) => {
      const m = message as { event?: string; data?: Record<string, unknown> };
      if (m.event) events.push({ event: m.event, data: m.data! });
      if (events.filter((e) => e.event === 'deposit.confirmations').length === 3) allThree();
    });
    const before = await call<WalletBalances>(t, 'POST', '/wallet/getWalletBalance', { token: ana.token, payload: {} });
    const usdBefore = before.data.list.find((r) => r.walletType === 'BALANCE' && r.currency === 'USD')!.balance;

    const bad = await moneyCall(t, '/recharge/create', { token: ana.token, payload: { currency: 'USDT', amount: '100', network: 'BTC' } });
    expect(bad).toMatchObject({ status: 422, data: { error: 'NETWORK_NOT_SUPPORTED' } });
    const tooPrecise = await moneyCall(t, '/recharge/create', { token: ana.token, payload: { currency: 'BTC', amount: '0.000000001', network: 'BTC' } });
    expect(tooPrecise).toMatchObject({ status: 400, data: { error: 'INVALID_AMOUNT' } });

    const created = await moneyCall<Deposit>(t, '/recharge/create', { token: ana.token, payload: { currency: 'USDT', amount: '250', network: 'TRC20' } });
    expect(created.status, created.msg).toBe(200);
    expect(created.data).toMatchObject({ method: 'crypto', currency: 'USDT', network: 'TRC20', amount: '250.00', confirmations: 0, requiredConfirmations: 3, status: 1, statusLabel: 'Confirming (0/3)' });
    const funding = need(t.ctx, 'funding');
    const block = 3_000; // TRC20 simulated block time

    for (const expected of [1, 2]) {
      clock.advance(block);
      await funding.deposits.pollConfirmations();
      const list = await call<Page<Deposit>>(t, 'POST', '/recharge/listPage', { token: ana.token, payload: { method: 'crypto' } });
      expect(list.data.list[0]).toMatchObject({ confirmations: expected, status: 1, statusLabel: `Confirming (${expected}/3)` });
      const now = await call<WalletBalances>(t, 'POST', '/wallet/getWalletBalance', { token: ana.token, payload: {} });
      expect(now.data.list.find((r) => r.walletType === 'BALANCE' && r.currency === 'USD')!.balance).toBe(usdBefore);
    }
    clock.advance(block);
    await funding.deposits.pollConfirmations();
    const done = await call<Page<Deposit>>(t, 'POST', '/recharge/listPage', { token: ana.token, payload: { method: 'crypto' } });
    const deposit = done.data.list[0]!;
    expect(deposit).toMatchObject({ status: 3, confirmations: 3, statusLabel: 'Completed' });
    const price = need(t.ctx, 'market').quote('USDT/USD').bid;
    expect(Number(deposit.creditAmount)).toBeCloseTo(250 * price, 1);
    const after = await call<WalletBalances>(t, 'POST', '/wallet/getWalletBalance', { token: ana.token, payload: {} });
    expect(after.data.list.find((r) => r.walletType === 'BALANCE' && r.currency === 'USD')!.balance).toBe((Number(usdBefore) + Number(deposit.creditAmount)).toFixed(2));

    // Polling again credits nothing more.
    clock.advance(block * 5);
    await funding.deposits.pollConfirmations();
    const again = await call<WalletBalances>(t, 'POST', '/wallet/getWalletBalance', { token: ana.token, payload: {} });
    const balancesOf = (b: WalletBalances) => b.list.filter((r) => r.walletType !== 'OVERVIEW').map((r) => [r.walletType, r.currency, r.balance]);
    expect(balancesOf(again.data)).toEqual(balancesOf(after.data));

    await threeCounts;
    await off();
    const counts = events.filter((e) => e.event === 'deposit.confirmations').map((e) => e.data.confirmations);
    expect(counts).toEqual([1, 2, 3]);
    const admin = await call<AdminDeposit>(t, 'GET', `/admin/money/deposits/${deposit.id}`, { token: reviewer.token });
    expect(admin.data.history.map((h) => h.status)).toEqual(['created', 'completed']);
    expect((await call(t, 'POST', '/admin/money/deposits/approve', { token: reviewer.token, payload: { id: deposit.id } })).status).toBe(409);
    expect((await need(t.ctx, 'ledger').reconcile()).ok).toBe(true);
  });

  it('two watchers polling at once credit a deposit once', async () => {
    const created = await moneyCall<Deposit>(t, '/recharge/create', { token: bob.token, payload: { currency: 'ETH', amount: '0.5', network: 'ETH' } });
    expect(created.data.amount).toBe('0.50000000');
    clock.advance(60_000);
    const funding = need(t.ctx, 'funding');
    await Promise.all([funding.deposits.pollConfirmations(), funding.deposits.pollConfirmations(), funding.deposits.pollConfirmations()]);
    await funding.deposits.pollConfirmations();
    const txs = await t.ctx.db.selectFrom('ledger_transactions').select('id').where('ref', '=', `deposit:${created.data.id}`).execute();
    expect(txs).toHaveLength(1);
    const list = await call<Page<Deposit>>(t, 'POST', '/recharge/listPage', { token: bob.token, payload: { method: 'crypto' } });
    expect(list.data.list[0]!.status).toBe(3);
  });
});

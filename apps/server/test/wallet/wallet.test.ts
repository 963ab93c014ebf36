import type { BillItem, Page, TransferQuote, WalletBalances, WalletTransfer } from '@app/contracts';
import Decimal from 'decimal.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { need } from '../../src/context.ts';
import { ManualClock } from '../../src/lib/clock.ts';
import { call } from '../accounts/_api.ts';
import { loginOperator, registerAndLogin, type TestOperator, type TestUser } from '../fixtures/users.ts';
import { createTestApp, type TestApp } from '../helpers.ts';
import { depositAndApprove, moneyCall, newKey, WEEKDAY_NOON } from '../funding/_money.ts';

const clock = new ManualClock(WEEKDAY_NOON);
let t: TestApp;
let operator: TestOperator;
let ana: TestUser;

beforeAll(async () => {
  t = await createTestApp({ clock });
  operator = await loginOperator(t, 'reviewer');
  ana = await registerAndLogin(t);
  await depositAndApprove(t, ana, operator, '10000.00');
});
afterAll(() => t.close());

const balances = async (user: TestUser, walletType?: string) =>
  (await call<WalletBalances>(t, 'POST', '/wallet/getWalletBalance', { token: user.token, payload: walletType ? { walletType } : {} })).data;
const row = (b: WalletBalances, wallet: string, currency: string) => b.list.find((r) => r.walletType === wallet && r.currency === currency)!;

describe('balances', () => {
  it('lists every wallet and currency with OVERVIEW first as the total in MXN', async () => {
    const b = await balances(ana);
    expect(b.list[0]).toMatchObject({ walletType: 'OVERVIEW', currency: 'MXN', balance: '10000.00', available: '10000.00', frozen: '0.00' });
    expect(row(b, 'BALANCE', 'MXN')).toMatchObject({ balance: '10000.00', available: '10000.00', valueMxn: '10000.00', decimals: 2 });
    expect(row(b, 'HK_STOCK', 'HKD')).toMatchObject({ balance: '0.00' });
    expect(b.list).toHaveLength(1 + 16); // OVERVIEW + BALANCE x3 + 9 product wallets (FINANCIAL in MXN, USD and BTC, SUBSCRIPTION in USD, HKD and MXN)
    // BTC is the mining product's currency (FINANCIAL wallet); its row is valued in MXN at the simulated BTC rate.
    expect(b.rates.map((r) => r.from).sort()).toEqual(['BTC', 'EUR', 'HKD', 'USD']);
    expect(row(b, 'FINANCIAL', 'BTC')).toMatchObject({ balance: '0.00000000', valueMxn: '0.00', decimals: 8 });
    const only = await balances(ana, 'BALANCE');
    expect(only.list.map((r) => r.walletType)).toEqual(['OVERVIEW', 'BALANCE', 'BALANCE', 'BALANCE']);
  });

  it('answers 401 to a guest', async () => {
    expect((await call(t, 'POST', '/wallet/getWalletBalance', { payload: {} })).status).toBe(401);
  });
});

describe('transfers', () => {
  it('quotes a conversion with rate, spread, amount out and validity, then transfers at that rate', async () => {
    const quote = await call<TransferQuote>(t, 'POST', '/wallet/transferQuote', {
      token: ana.token,
      payload: { fromWallet: 'BALANCE', fromCurrency: 'MXN', toWallet: 'US_STOCK', amount: '1000' },
    });
    expect(quote.status, quote.msg).toBe(200);
    const q = quote.data;
    expect(q).toMatchObject({ fromCurrency: 'MXN', toCurrency: 'USD', amount: '1000.00', spread: '0.0030', fee: '0.00', pendingSeconds: 10 });
    expect(q.validUntil).toBe(WEEKDAY_NOON + 30_000);
    const mid = new Decimal(need(t.ctx, 'market').fxRate('MXN', 'USD').mid);
    expect(new Decimal(q.rate).toNumber()).toBeCloseTo(mid.times(0.997).toNumber(), 6);
    expect(q.amountOut).toBe(new Decimal(1000).times(q.rate).toDecimalPlaces(2, Decimal.ROUND_DOWN).toFixed(2));

    const transfer = await moneyCall<WalletTransfer>(t, '/wallet/transfer', {
      token: ana.token,
      payload: { fromWallet: 'BALANCE', fromCurrency: 'MXN', toWallet: 'US_STOCK', amount: '1000', quoteId: q.quoteId },
    });
    expect(transfer.status, transfer.msg).toBe(200);
    expect(transfer.data).toMatchObject({ status: 'pending', amount: '1000.00', amountOut: q.amountOut, rate: q.rate, settlesAt: WEEKDAY_NOON + 10_000 });
    // Held at once: available down, balance unchanged until it settles.
    let b = await balances(ana);
    expect(row(b, 'BALANCE', 'MXN')).toMatchObject({ balance: '10000.00', available: '9000.00', frozen: '1000.00' });
    expect(row(b, 'US_STOCK', 'USD').balance).toBe('0.00');

    clock.advance(10_000);
    b = await balances(ana);
    expect(row(b, 'BALANCE', 'MXN')).toMatchObject({ balance: '9000.00', available: '9000.00', frozen: '0.00' });
    expect(row(b, 'US_STOCK', 'USD').balance).toBe(q.amountOut);

    const list = await call<Page<WalletTransfer>>(t, 'POST', '/wallet/transferList', { token: ana.token, payload: {} });
    expect(list.data.list[0]).toMatchObject({ id: transfer.data.id, status: 'completed', completedAt: WEEKDAY_NOON + 10_000 });
  });

  it('needs a quote for a conversion, refuses an expired or foreign quote, and moves one currency without one', async () => {
    const payload = { fromWallet: 'BALANCE', fromCurrency: 'MXN', toWallet: 'MX', amount: '100' };
    const same = await moneyCall<WalletTransfer>(t, '/wallet/transfer', { token: ana.token, payload });
    expect(same.status, same.msg).toBe(200);
    expect(same.data).toMatchObject({ rate: '1.00000000', amountOut: '100.00', toCurrency: 'MXN' });

    const noQuote = await moneyCall(t, '/wallet/transfer', { token: ana.token, payload: { ...payload, toWallet: 'FOREX' } });
    expect(noQuote).toMatchObject({ status: 422, data: { error: 'QUOTE_REQUIRED', field: 'quoteId' } });

    const q = (await call<TransferQuote>(t, 'POST', '/wallet/transferQuote', { token: ana.token, payload: { ...payload, toWallet: 'FOREX' } })).data;
    const other = await moneyCall(t, '/wallet/transfer', { token: ana.token, payload: { ...payload, toWallet: 'FOREX', amount: '101', quoteId: q.quoteId } });
    expect(other).toMatchObject({ status: 422, data: { error: 'QUOTE_MISMATCH' } });
    const bob = await registerAndLogin(t);
    const stolen = await moneyCall(t, '/wallet/transfer', { token: bob.token, payload: { ...payload, toWallet: 'FOREX', quoteId: q.quoteId } });
    expect(stolen).toMatchObject({ status: 422, data: { error: 'QUOTE_MISMATCH' } });
    clock.advance(30_001);
    const late = await moneyCall(t, '/wallet/transfer', { token: ana.token, payload: { ...payload, toWallet: 'FOREX', quoteId: q.quoteId } });
    expect(late).toMatchObject({ status: 409, data: { error: 'QUOTE_EXPIRED' } });
  });

  it('cancels a pending transfer (the hold is released) but not a settled one', async () => {
    const before = row(await balances(ana), 'BALANCE', 'MXN');
    const mxBefore = row(await balances(ana), 'MX', 'MXN').balance;
    const created = await moneyCall<WalletTransfer>(t, '/wallet/transfer', { token: ana.token, payload: { fromWallet: 'BALANCE', toWallet: 'MX', amount: '250.50' } });
    expect(created.status).toBe(200);
    expect(row(await balances(ana), 'BALANCE', 'MXN').frozen).toBe('250.50');
    const cancelled = await moneyCall<WalletTransfer>(t, '/wallet/cancelTransfer', { token: ana.token, payload: { id: created.data.id } });
    expect(cancelled.data).toMatchObject({ status: 'cancelled', cancelledAt: clock.now() });
    expect(row(await balances(ana), 'BALANCE', 'MXN')).toMatchObject({ balance: before.balance, available: before.available, frozen: '0.00' });
    clock.advance(20_000);
    expect(row(await balances(ana), 'MX', 'MXN').balance).toBe(mxBefore); // a cancelled transfer never settles

    const settled = await moneyCall<WalletTransfer>(t, '/wallet/transfer', { token: ana.token, payload: { fromWallet: 'BALANCE', toWallet: 'MX', amount: '1' } });
    clock.advance(10_000);
    const tooLate = await moneyCall(t, '/wallet/cancelTransfer', { token: ana.token, payload: { id: settled.data.id } });
    expect(tooLate).toMatchObject({ status: 409, data: { error: 'TRANSFER_NOT_PENDING' } });
    const bob = await registerAndLogin(t);
    const foreign = await moneyCall(t, '/wallet/cancelTransfer', { token: bob.token, payload: { id: settled.data.id } });
    expect(foreign).toMatchObject({ status: 404, data: { error: 'TRANSFER_NOT_FOUND' } });
  });

  it('goes back from a product wallet to BALANCE, and refuses product-to-product, wrong currencies and bad amounts', async () => {
    const back = await moneyCall<WalletTransfer>(t, '/wallet/transfer', { token: ana.token, payload: { fromWallet: 'MX', toWallet: 'BALANCE', amount: '1' } });
    expect(back.status, back.msg).toBe(200);
    const p2p = await moneyCall(t, '/wallet/transfer', { token: ana.token, payload: { fromWallet: 'MX', toWallet: 'US_STOCK', amount: '1' } });
    expect(p2p).toMatchObject({ status: 422, data: { error: 'TRANSFER_NOT_ALLOWED' } });
    const hkd = await moneyCall(t, '/wallet/transfer', { token: ana.token, payload: { fromWallet: 'BALANCE', fromCurrency: 'HKD', toWallet: 'HK_STOCK', amount: '1' } });
    expect(hkd).toMatchObject({ status: 422, data: { error: 'CURRENCY_NOT_ALLOWED', field: 'fromCurrency' } });
    for (const amount of ['0', '1.234', '-5', 'abc', '1e5', 0]) {
      const bad = await moneyCall(t, '/wallet/transfer', { token: ana.token, payload: { fromWallet: 'BALANCE', toWallet: 'MX', amount } });
      expect(bad, String(amount)).toMatchObject({ status: 400, data: { error: 'INVALID_AMOUNT', field: 'amount' } });
    }
    const es = await moneyCall(t, '/wallet/transfer', { token: ana.token, payload: { fromWallet: 'BALANCE', toWallet: 'MX', amount: '1.234' }, lang: 'mx' });
    expect(es.msg).toBe('El importe debe ser mayor que 0, con dígitos y como máximo 2 decimales');
    const zh = await moneyCall(t, '/wallet/transfer', { token: ana.token, payload: { fromWallet: 'BALANCE', toWallet: 'MX', amount: '1.234' }, lang: 'zh_Hans_CN' });
    expect(zh.msg).toBe('金额必须大于 0，且最多 2 位小数');
    const tooMuch = await moneyCall(t, '/wallet/transfer', { token: ana.token, payload: { fromWallet: 'BALANCE', toWallet: 'MX', amount: '1000000' } });
    expect(tooMuch).toMatchObject({ status: 422, data: { error: 'INSUFFICIENT_FUNDS' } });
    expect(tooMuch.msg).toMatch(/^Insufficient available balance: you have \d+\.\d\d MXN$/);
  });

  it('needs an idempotency key, replays the first answer for the same key and refuses it with another body', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/web/wallet/transfer', headers: { authorization: ana.token }, payload: { fromWallet: 'BALANCE', toWallet: 'MX', amount: '1' } });
    expect(res.statusCode).toBe(422);
    expect(JSON.parse(res.body).data.error).toBe('IDEMPOTENCY_KEY_REQUIRED');
    const key = newKey();
    const first = await moneyCall<WalletTransfer>(t, '/wallet/transfer', { token: ana.token, key, payload: { fromWallet: 'BALANCE', toWallet: 'MX', amount: '2' } });
    const again = await moneyCall<WalletTransfer>(t, '/wallet/transfer', { token: ana.token, key, payload: { fromWallet: 'BALANCE', toWallet: 'MX', amount: '2' } });
    expect(again.data).toEqual(first.data);
    const inBody = await moneyCall<WalletTransfer>(t, '/wallet/transfer', { token: ana.token, key: 'other-key-1', payload: { fromWallet: 'BALANCE', toWallet: 'MX', amount: '2', idempotencyKey: key } });
    expect(inBody.data.id).not.toBe(first.data.id); // the header wins over the body field
    const changed = await moneyCall(t, '/wallet/transfer', { token: ana.token, key, payload: { fromWallet: 'BALANCE', toWallet: 'MX', amount: '3' } });
    expect(changed).toMatchObject({ status: 409, data: { error: 'IDEMPOTENCY_MISMATCH' } });
    const list = await call<Page<WalletTransfer>>(t, 'POST', '/wallet/transferList', { token: ana.token, payload: { pageSize: 100 } });
    expect(list.data.list.filter((x) => x.id === first.data.id)).toHaveLength(1);
  });
});

describe('statement', () => {
  it('shows every posting with its running balance, kind, reference and time; filters and pages; only the user’s own', async () => {
    clock.advance(60_000);
    const all = await call<Page<BillItem>>(t, 'POST', '/wallet/getWalletBill', { token: ana.token, payload: { pageSize: 100 } });
    expect(all.status).toBe(200);
    const items = all.data.list;
    expect(items.length).toBeGreaterThanOrEqual(5);
    // Newest first; for each wallet and currency the running balance follows the amounts.
    const byAccount = new Map<string, BillItem[]>();
    for (const item of [...items].reverse()) byAccount.set(`${item.walletType}:${item.currency}`, [...(byAccount.get(`${item.walletType}:${item.currency}`) ?? []), item]);
    for (const list of byAccount.values()) {
      let running = new Decimal(0);
      for (const item of list) {
        running = running.plus(item.amount);
        expect(item.balanceAfter).toBe(running.toFixed(2));
      }
    }
    const b = await balances(ana);
    expect(byAccount.get('BALANCE:MXN')!.at(-1)!.balanceAfter).toBe(row(b, 'BALANCE', 'MXN').balance);
    const deposit = items.at(-1)!;
    expect(deposit).toMatchObject({ kind: 'deposit', direction: 'in', amount: '10000.00', balanceAfter: '10000.00', title: 'Deposit', walletType: 'BALANCE' });
    expect(deposit.ref).toMatch(/^deposit:\d+$/);
    const transfersIn = await call<Page<BillItem>>(t, 'POST', '/wallet/getWalletBill', { token: ana.token, payload: { kind: 'transfer', direction: 'in', walletType: 'US_STOCK' } });
    expect(transfersIn.data.list).toHaveLength(1);
    expect(transfersIn.data.list[0]).toMatchObject({ title: 'Transfer in', currency: 'USD' });
    const page2 = await call<Page<BillItem>>(t, 'POST', '/wallet/getWalletBill', { token: ana.token, payload: { pageNum: 2, pageSize: 2 } });
    expect(page2.data.list.map((i) => i.id)).toEqual(items.slice(2, 4).map((i) => i.id));
    expect(page2.data.total).toBe(items.length);
    const early = await call<Page<BillItem>>(t, 'POST', '/wallet/getWalletBill', { token: ana.token, payload: { endTime: WEEKDAY_NOON + 1 } });
    expect(early.data.list.every((i) => i.createdAt <= WEEKDAY_NOON)).toBe(true);
    const es = await call<Page<BillItem>>(t, 'POST', '/wallet/getWalletBill', { token: ana.token, payload: { kind: 'deposit' }, lang: 'mx' });
    expect(es.data.list[0]!.title).toBe('Depósito');

    const bob = await registerAndLogin(t);
    const bobs = await call<Page<BillItem>>(t, 'POST', '/wallet/getWalletBill', { token: bob.token, payload: {} });
    expect(bobs.data).toMatchObject({ list: [], total: 0 });
    expect((await balances(bob)).list[0]!.balance).toBe('0.00');
  });

  it('keeps the ledger reconciled', async () => {
    const report = await need(t.ctx, 'ledger').reconcile();
    expect(report.differences).toEqual([]);
    expect(report.ok).toBe(true);
  });
});

describe('service applications', () => {
  it('applies once per service; an operator approves it; the user is notified', async () => {
    const applied = await call<{ id: number; status: number; statusLabel: string }>(t, 'POST', '/userCenter/apply/service', { token: ana.token, payload: { service: 'BLOCK_TRADE', remark: 'institutional size' } });
    expect(applied.data).toMatchObject({ status: 1, statusLabel: 'Pending Review' });
    const twice = await call(t, 'POST', '/userCenter/apply/service', { token: ana.token, payload: { service: 'BLOCK_TRADE' } });
    expect(twice).toMatchObject({ status: 409, data: { error: 'SERVICE_ALREADY_APPLIED' } });
    const queue = await call<Page<{ id: number; username: string }>>(t, 'GET', '/admin/money/service-applications', { token: operator.token });
    expect(queue.data.list.find((a) => a.id === applied.data.id)).toMatchObject({ username: ana.username });
    const approved = await call(t, 'POST', '/admin/money/service-applications/approve', { token: operator.token, payload: { id: applied.data.id } });
    expect(approved.data).toMatchObject({ status: 3, reviewedBy: operator.username });
    expect(await need(t.ctx, 'wallet').hasService(ana.userId, 'BLOCK_TRADE')).toBe(true);
    const again = await call(t, 'POST', '/admin/money/service-applications/reject', { token: operator.token, payload: { id: applied.data.id, reason: 'late click' } });
    expect(again.status).toBe(409);
    const mine = await call<{ list: { status: number }[] }>(t, 'POST', '/userCenter/apply/list', { token: ana.token, payload: {} });
    expect(mine.data.list[0]).toMatchObject({ status: 3, statusLabel: 'Approved' });
    const notices = await call<Page<{ title: string }>>(t, 'GET', '/userMessage/getMessage', { token: ana.token });
    expect(notices.data.list.map((n) => n.title)).toContain('Service activated');
  });
});

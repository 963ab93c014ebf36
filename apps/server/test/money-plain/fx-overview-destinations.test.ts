import type { BillItem, Deposit, Page, TransferQuote, WalletBalances, WalletTransfer, Withdrawal } from '@app/contracts';
import Decimal from 'decimal.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { need } from '../../src/context.ts';
import { ManualClock } from '../../src/lib/clock.ts';
import { call } from '../accounts/_api.ts';
import { loginOperator, registerAndLogin, verifiedUser, type TestOperator, type TestUser } from '../fixtures/users.ts';
import { createTestApp, type TestApp } from '../helpers.ts';
import { depositAndApprove, moneyCall, saveCard, WEEKDAY_NOON } from '../funding/_money.ts';

const clock = new ManualClock(WEEKDAY_NOON);
let t: TestApp;
let operator: TestOperator;

beforeAll(async () => {
  t = await createTestApp({ clock });
  operator = await loginOperator(t, 'reviewer');
});
afterAll(() => t.close());

const minor = (value: string) => BigInt(new Decimal(value).times(100).toFixed(0));
const quoteFor = async (user: TestUser, amount: string) => {
  const res = await call<TransferQuote>(t, 'POST', '/wallet/transferQuote', { token: user.token, payload: { fromWallet: 'BALANCE', fromCurrency: 'MXN', toWallet: 'US_STOCK', amount } });
  expect(res.status, res.msg).toBe(200);
  return res.data;
};

describe('FX transfers', () => {
  let ana: TestUser;
  beforeAll(async () => {
    ana = await registerAndLogin(t);
    await depositAndApprove(t, ana, operator, '50000.00');
  });

  it('shows the spread as money: the amount at the mid rate minus what arrives', async () => {
    const q = await quoteFor(ana, '1000');
    const atMid = new Decimal(1000).times(q.midRate).toDecimalPlaces(2, Decimal.ROUND_HALF_EVEN);
    expect(q.spreadAmount).toBe(atMid.minus(q.amountOut).toFixed(2));
    expect(minor(q.spreadAmount)).toBeGreaterThan(0n);
  });

  it('a quote funds exactly one transfer: 10 transfers at once with one quote, one goes through', async () => {
    const q = await quoteFor(ana, '1000');
    const payload = { fromWallet: 'BALANCE', fromCurrency: 'MXN', toWallet: 'US_STOCK', amount: '1000', quoteId: q.quoteId };
    const results = await Promise.all(Array.from({ length: 10 }, () => moneyCall<WalletTransfer>(t, '/wallet/transfer', { token: ana.token, payload })));
    const ok = results.filter((r) => r.status === 200);
    expect(ok).toHaveLength(1);
    for (const refused of results.filter((r) => r.status !== 200)) expect(refused).toMatchObject({ status: 409, data: { error: 'QUOTE_USED', field: 'quoteId' } });
    expect(ok[0]!.data).toMatchObject({ quoteId: q.quoteId, amountOut: q.amountOut, rate: q.rate });
    const pending = await call<Page<WalletTransfer>>(t, 'POST', '/wallet/transferList', { token: ana.token, payload: { status: 'pending' } });
    expect(pending.data.list.filter((x) => x.quoteId === q.quoteId)).toHaveLength(1);
    // Only one amount was held.
    const b = (await call<WalletBalances>(t, 'POST', '/wallet/getWalletBalance', { token: ana.token, payload: {} })).data;
    expect(b.list.find((r) => r.walletType === 'BALANCE' && r.currency === 'MXN')).toMatchObject({ frozen: '1000.00' });
    // Used later, after the first settled: still refused, in the caller's language.
    clock.advance(10_000);
    const late = await moneyCall(t, '/wallet/transfer', { token: ana.token, payload, lang: 'mx' });
    expect(late).toMatchObject({ status: 409, data: { error: 'QUOTE_USED' } });
    expect(late.msg).toMatch(/ya se usó/);
    expect((await need(t.ctx, 'ledger').reconcile()).ok).toBe(true);
  });

  it('the transfer line of the statement names the other wallet and the rate', async () => {
    const bill = await call<Page<BillItem>>(t, 'POST', '/wallet/getWalletBill', { token: ana.token, payload: { kind: 'transfer', walletType: 'US_STOCK' } });
    expect(bill.data.list[0]).toMatchObject({ kind: 'transfer', direction: 'in', detail: { otherWallet: 'BALANCE' } });
    expect(new Decimal(bill.data.list[0]!.detail!.rate!).gt(0)).toBe(true);
    const out = await call<Page<BillItem>>(t, 'POST', '/wallet/getWalletBill', { token: ana.token, payload: { kind: 'transfer', walletType: 'BALANCE' } });
    expect(out.data.list[0]).toMatchObject({ direction: 'out', detail: { otherWallet: 'US_STOCK' } });
  });
});

describe('overview', () => {
  it('available + frozen = balance in every row, OVERVIEW included, to the centavo', async () => {
    const bea = await registerAndLogin(t);
    const wallet = need(t.ctx, 'wallet');
    const ledger = need(t.ctx, 'ledger');
    // A USD balance and a hold whose MXN values, each rounded alone, do not add up.
    const balance = 100_001n;
    let held = 1n;
    while (held < balance && wallet.toMxn(balance, 'USD') === wallet.toMxn(balance - held, 'USD') + wallet.toMxn(held, 'USD')) held++;
    expect(held).toBeLessThan(balance); // the old way (three values rounded apart) is off by a centavo here
    await ledger.post({ kind: 'seed', ref: `test:${bea.userId}`, legs: [{ from: { house: 'DEMO_FUNDING', currency: 'USD' }, to: { userId: bea.userId, wallet: 'BALANCE', currency: 'USD' }, amount: balance }] });
    await ledger.hold({ account: { userId: bea.userId, wallet: 'BALANCE', currency: 'USD' }, amount: held, kind: 'withdrawal', ref: 'test' });
    const b = (await call<WalletBalances>(t, 'POST', '/wallet/getWalletBalance', { token: bea.token, payload: {} })).data;
    for (const row of b.list) expect(minor(row.available) + minor(row.frozen), `${row.walletType} ${row.currency}`).toBe(minor(row.balance));
    expect(b.list[0]).toMatchObject({ walletType: 'OVERVIEW', balance: new Decimal(wallet.toMxn(balance, 'USD').toString()).dividedBy(100).toFixed(2) });
  });
});

describe('destinations', () => {
  it('refuses a USD or EUR withdrawal to a Mexican CLABE (SPEI moves pesos), localized, nothing held', async () => {
    const carla = await verifiedUser(t);
    const ledger = need(t.ctx, 'ledger');
    await ledger.post({ kind: 'seed', ref: 'test', legs: [{ from: { house: 'DEMO_FUNDING', currency: 'USD' }, to: { userId: carla.userId, wallet: 'BALANCE', currency: 'USD' }, amount: 50_000n }] });
    const cardId = await saveCard(t, carla);
    for (const [lang, text] of [
      ['en', /receives pesos only/],
      ['mx', /solo pesos/],
      ['zh_Hans_CN', /比索/],
    ] as const) {
      const res = await moneyCall<Withdrawal>(t, '/withdrawal/withdrawal-apply', { token: carla.token, payload: { currency: 'USD', amount: '100', cardId, payPassword: '123456' }, lang });
      expect(res).toMatchObject({ status: 422, data: { error: 'DESTINATION_CURRENCY', field: 'currency' } });
      expect(res.msg).toMatch(text);
    }
    const usd = await ledger.balance({ userId: carla.userId, wallet: 'BALANCE', currency: 'USD' });
    expect(usd.held).toBe(0n);
  });
});

describe('transfer targets', () => {
  it('money goes only into wallets a product uses; an unused wallet can still be emptied', async () => {
    const fede = await registerAndLogin(t);
    await depositAndApprove(t, fede, operator, '1000.00');
    for (const toWallet of ['STOCK'] as const) {
      const res = await moneyCall(t, '/wallet/transferQuote', { token: fede.token, payload: { fromWallet: 'BALANCE', fromCurrency: 'MXN', toWallet, amount: '100' }, lang: 'mx' });
      expect(res).toMatchObject({ status: 422, data: { error: 'TRANSFER_NOT_ALLOWED', field: 'toWallet' } });
      expect(res.msg).toMatch(/no está disponible/);
      const direct = await moneyCall(t, '/wallet/transfer', { token: fede.token, payload: { fromWallet: 'BALANCE', fromCurrency: 'USD', toWallet, amount: '1' } });
      expect(direct).toMatchObject({ status: 422, data: { error: 'TRANSFER_NOT_ALLOWED' } });
    }
    const ledger = need(t.ctx, 'ledger');
    await ledger.post({ kind: 'seed', ref: 'test', legs: [{ from: { house: 'DEMO_FUNDING', currency: 'USD' }, to: { userId: fede.userId, wallet: 'STOCK', currency: 'USD' }, amount: 500n }] });
    const back = await moneyCall<WalletTransfer>(t, '/wallet/transfer', { token: fede.token, payload: { fromWallet: 'STOCK', fromCurrency: 'USD', toWallet: 'BALANCE', toCurrency: 'USD', amount: '5' } });
    expect(back.status, back.msg).toBe(200);
  });
});

describe('crypto deposits', () => {
  it('show the rate at the precision it was priced with: amount x rate gives the credited USD', async () => {
    const dan = await registerAndLogin(t);
    const created = await moneyCall<Deposit>(t, '/recharge/create', { token: dan.token, payload: { currency: 'USDT', amount: '5000', network: 'TRC20' } });
    expect(created.status, created.msg).toBe(200);
    for (let i = 0; i < 3; i++) {
      clock.advance(3_000);
      await need(t.ctx, 'funding').deposits.pollConfirmations();
    }
    const done = (await call<Page<Deposit>>(t, 'POST', '/recharge/listPage', { token: dan.token, payload: { method: 'crypto' } })).data.list[0]!;
    expect(done.status).toBe(3);
    const price = new Decimal(need(t.ctx, 'market').quote('USDT/USD').bid);
    expect(new Decimal(done.rate!).equals(price)).toBe(true);
    expect(new Decimal(5000).times(done.rate!).toDecimalPlaces(2, Decimal.ROUND_DOWN).toFixed(2)).toBe(done.creditAmount);
  });
});

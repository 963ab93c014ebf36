import type { FundingOverview, TransferQuote, WalletBalances, WalletTransfer } from '@app/contracts';
import Decimal from 'decimal.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { need } from '../../src/context.ts';
import { ManualClock } from '../../src/lib/clock.ts';
import { call } from '../accounts/_api.ts';
import { loginOperator, registerAndLogin, type TestUser } from '../fixtures/users.ts';
import { createTestApp, type TestApp } from '../helpers.ts';
import { depositAndApprove, moneyCall, WEEKDAY_NOON } from '../funding/_money.ts';

// Issue 28: the figures a user confirms or checks are the figures booked and added up.
const clock = new ManualClock(WEEKDAY_NOON);
let t: TestApp;
let ana: TestUser;
const pair = { fromWallet: 'BALANCE', fromCurrency: 'MXN', toWallet: 'US_STOCK', toCurrency: 'USD' } as const;

beforeAll(async () => {
  t = await createTestApp({ clock });
  ana = await registerAndLogin(t);
  await depositAndApprove(t, ana, await loginOperator(t, 'reviewer'), '100000.00');
});
afterAll(() => t.close());

const usd = async () =>
  (await call<WalletBalances>(t, 'POST', '/wallet/getWalletBalance', { token: ana.token, payload: {} })).data.list.find((r) => r.walletType === 'US_STOCK' && r.currency === 'USD')!;
const quote = async (amount: string) => (await call<TransferQuote>(t, 'POST', '/wallet/transferQuote', { token: ana.token, payload: { ...pair, amount } })).data;

describe('a confirmed transfer quote', () => {
  it('is booked to the cent within its validity, though the market moved', async () => {
    const q = await quote('50000');
    expect(q).toMatchObject({ amount: '50000.00', amountOut: '2769.15', rate: '0.05538307' });
    clock.advance(25_000); // the rate moves; the quote still has 5 s
    expect(need(t.ctx, 'market').fxRate('MXN', 'USD').mid).not.toBe(q.midRate);
    expect((await quote('50000')).amountOut).not.toBe(q.amountOut);

    const done = await moneyCall<WalletTransfer>(t, '/wallet/transfer', { token: ana.token, payload: { ...pair, amount: '50000', quoteId: q.quoteId, amountOut: q.amountOut } });
    expect(done.status, done.msg).toBe(200);
    expect(done.data).toMatchObject({ amountOut: '2769.15', rate: '0.05538307', quoteId: q.quoteId });
    clock.advance(10_000);
    expect((await usd()).balance).toBe('2769.15');
  });

  it('refuses an amount other than the quote’s, and holds nothing', async () => {
    const q = await quote('1000');
    const shown = (Number(q.amountOut) + 0.01).toFixed(2);
    const refused = await moneyCall(t, '/wallet/transfer', { token: ana.token, payload: { ...pair, amount: '1000', quoteId: q.quoteId, amountOut: shown }, lang: 'mx' });
    expect(refused).toMatchObject({ status: 422, data: { error: 'QUOTE_MISMATCH', field: 'amountOut' } });
    expect(refused.msg).toBe(`El monto confirmado no es el de la cotización (US$${q.amountOut}): revisa la cotización y confirma de nuevo`);
    const b = (await call<WalletBalances>(t, 'POST', '/wallet/getWalletBalance', { token: ana.token, payload: {} })).data.list.find((r) => r.walletType === 'BALANCE' && r.currency === 'MXN')!;
    expect(b.frozen).toBe('0.00');
    // The same quote, confirmed as shown, still goes through.
    const ok = await moneyCall<WalletTransfer>(t, '/wallet/transfer', { token: ana.token, payload: { ...pair, amount: '1000', quoteId: q.quoteId, amountOut: q.amountOut } });
    expect(ok.data.amountOut).toBe(q.amountOut);
  });

  it('past its validity is refused, and a new quote is a new figure', async () => {
    const q = await quote('1000');
    clock.advance(30_000);
    const late = await moneyCall(t, '/wallet/transfer', { token: ana.token, payload: { ...pair, amount: '1000', quoteId: q.quoteId, amountOut: q.amountOut } });
    expect(late).toMatchObject({ status: 409, data: { error: 'QUOTE_EXPIRED' } });
    const bad = await moneyCall(t, '/wallet/transfer', { token: ana.token, payload: { ...pair, amount: '1000', quoteId: q.quoteId, amountOut: '1e3' } });
    expect(bad.status).toBe(422);
  });
});

// Issue 28 item 5: "frozen 7,484.25 against 369.50 USD x 20.2551 = 7,484.26, on the market of then" (2 of 5 runs).
describe('what is on hold, in pesos', () => {
  it('is the held amount converted at the rate shown, the same in both overviews, and the parts add up', async () => {
    // 369.50 USD held by a pending transfer back to the funding account.
    const q = (await call<TransferQuote>(t, 'POST', '/wallet/transferQuote', { token: ana.token, payload: { fromWallet: 'US_STOCK', toWallet: 'BALANCE', toCurrency: 'MXN', amount: '369.50' } })).data;
    const held = await moneyCall<WalletTransfer>(t, '/wallet/transfer', {
      token: ana.token,
      payload: { fromWallet: 'US_STOCK', toWallet: 'BALANCE', toCurrency: 'MXN', amount: '369.50', quoteId: q.quoteId, amountOut: q.amountOut },
    });
    expect(held.status, held.msg).toBe(200);
    const seen: string[] = [];
    for (let run = 0; run < 5; run++) {
      clock.advance(1_000); // another rate each run; the transfer stays pending (10 s)
      const b = (await call<WalletBalances>(t, 'POST', '/wallet/getWalletBalance', { token: ana.token, payload: {} })).data;
      const o = (await call<FundingOverview>(t, 'POST', '/userCenter/getFundingOverview', { token: ana.token, payload: {} })).data;
      const rate = b.rates.find((r) => r.from === 'USD')!.rate;
      const usdHeld = b.list.find((r) => r.walletType === 'US_STOCK' && r.currency === 'USD')!.frozen;
      expect(usdHeld).toBe('369.50');
      const expected = new Decimal('369.50').times(rate).toDecimalPlaces(2, Decimal.ROUND_HALF_EVEN).toFixed(2);
      const overview = b.list[0]!;
      expect(overview.frozen, `run ${run} at ${rate}`).toBe(expected);
      expect(o.frozen).toBe(expected);
      expect(new Decimal(overview.available).plus(overview.frozen).toFixed(2)).toBe(overview.balance);
      expect(new Decimal(o.funding).plus(o.products).toFixed(2)).toBe(o.total);
      expect(o.total).toBe(overview.balance);
      seen.push(expected);
    }
    expect(seen[0]).toBe('6648.24');
  });
});

import type { TradeOrder } from '@app/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { need } from '../../src/context.ts';
import { registerAndLogin, setPayPassword, type TestUser } from '../fixtures/users.ts';
import type { TestApp } from '../helpers.ts';
import { balance, call, key, trader, tradingApp, US_OPEN } from './_setup.ts';

const pin = '123456';

/** Scenario: every way an order is refused, each with its stable code, its field and a message naming the rule. */
describe('refused orders', () => {
  let t: TestApp;
  let user: TestUser;

  beforeAll(async () => {
    ({ t } = await tradingApp(US_OPEN));
    user = await trader(t, { US_STOCK: ['USD', '1000'], HK_STOCK: ['HKD', '100000'] });
  });
  afterAll(async () => {
    await need(t.ctx, 'trading').idle();
    await t.close();
  });

  const create = (u: TestUser | undefined, url: string, body: Record<string, unknown>) => call(t, u, url, { payPassword: pin, idempotencyKey: key(), ...body });

  it('needs a session, KYC verified and the transaction password', async () => {
    expect((await create(undefined, '/stock/create', { code: 'AAPL', direction: 0, quantity: 1 })).status).toBe(401);
    const unverified = await registerAndLogin(t);
    await setPayPassword(t, unverified.token, pin);
    const kyc = await create(unverified, '/stock/create', { code: 'AAPL', direction: 0, quantity: 1 });
    expect(kyc.status).toBe(422);
    expect((kyc.data as { error: string }).error).toBe('KYC_REQUIRED');
    const wrong = await create(user, '/stock/create', { code: 'AAPL', direction: 0, quantity: 1, payPassword: '000000' });
    expect(wrong.code).not.toBe(200);
    expect((wrong.data as { error: string }).error).toMatch(/PAY_PASSWORD/);
    const missing = await call(t, user, '/stock/create', { code: 'AAPL', direction: 0, quantity: 1, idempotencyKey: key() });
    expect(missing.status).toBe(422);
  });

  it('needs an idempotency key, and answers the first order again for the same key', async () => {
    const none = await call(t, user, '/stock/create', { code: 'AAPL', direction: 0, quantity: 1, payPassword: pin });
    expect((none.data as { error: string }).error).toBe('IDEMPOTENCY_KEY_REQUIRED');
    const k = key();
    const before = await balance(t, user.userId, 'US_STOCK', 'USD');
    const first = await call<TradeOrder>(t, user, '/stock/create', { code: 'AAPL', direction: 0, quantity: 1, payPassword: pin }, { 'idempotency-key': k });
    const again = await call<TradeOrder>(t, user, '/stock/create', { code: 'AAPL', direction: 0, quantity: 1, payPassword: pin }, { 'idempotency-key': k });
    expect(first.code).toBe(200);
    expect(again.code).toBe(200);
    expect(again.data.id).toBe(first.data.id);
    expect(again.data.replayed).toBe(true);
    const after = await balance(t, user.userId, 'US_STOCK', 'USD');
    expect(before.balance - after.balance).toBe(BigInt(Math.round(Number(first.data.margin) * 100)) + BigInt(Math.round(Number(first.data.fee) * 100)));
    const other = await call(t, user, '/stock/create', { code: 'AAPL', direction: 0, quantity: 2, payPassword: pin }, { 'idempotency-key': k });
    expect(other.status).toBe(409);
    expect((other.data as { error: string }).error).toBe('IDEMPOTENCY_MISMATCH');
  });

  it('refuses an order larger than the wallet, naming what it needs', async () => {
    const res = await create(user, '/stock/create', { code: 'AAPL', direction: 0, quantity: 100 });
    expect(res.status).toBe(422);
    expect((res.data as { error: string }).error).toBe('INSUFFICIENT_MARGIN');
    expect(res.msg).toMatch(/^Insufficient margin: the order needs US\$[\d,]+\.\d{2} \(margin US\$[\d,]+\.\d{2} \+ fee US\$[\d,]+\.\d{2}\); available US\$[\d,]+\.\d{2}$/);
    // With leverage 5 the same order needs a fifth of the margin.
    const levered = await call(t, user, '/orders/preview', { code: 'AAPL', direction: 0, quantity: 10, leverage: 5 });
    expect(levered.code).toBe(200);
    const bad = await create(user, '/stock/create', { code: 'AAPL', direction: 0, quantity: 1, leverage: 3 });
    expect((bad.data as { error: string }).error).toBe('INVALID_LEVERAGE');
    expect(bad.msg).toBe('Leverage 3 is not allowed; choose one of: 1, 2, 5, 10');
  });

  it('refuses a market order while the market is closed, with the opening time', async () => {
    // HKEX is closed at 10:00 in New York (23:00 in Hong Kong).
    const res = await create(user, '/hk/create', { code: '00700', direction: 0, quantity: 100 });
    expect(res.status).toBe(422);
    expect((res.data as { error: string }).error).toBe('MARKET_CLOSED');
    expect(res.msg).toBe('The market for 00700 is closed; it opens on 2026-01-07 09:30 (Asia/Hong_Kong time)');
    const es = await t.app.inject({
      method: 'POST',
      url: '/web/hk/create',
      headers: { authorization: user.token, lang: 'mx' },
      payload: { code: '00700', direction: 0, quantity: 100, payPassword: pin, idempotencyKey: key() },
    });
    expect(JSON.parse(es.body).msg).toBe('El mercado de 00700 está cerrado; abre el 2026-01-07 09:30 (hora de Asia/Hong_Kong)');
  });

  it('refuses quantities off the board lot, the minimum or the step', async () => {
    const lot = need(t.ctx, 'market').instrument('00700')!.lotSize;
    const res = await create(user, '/hk/create', { code: '00700', direction: 0, orderType: 1, price: '1', quantity: lot + 1 });
    expect((res.data as { error: string; field: string }).error).toBe('WRONG_LOT');
    expect((res.data as { field: string }).field).toBe('quantity');
    expect(res.msg).toBe(`The quantity must be a multiple of ${lot} (shares; lot ${lot})`);
    const forex = await create(user, '/crude/create', { code: 'EUR/USD', direction: 0, quantity: '0.015' });
    expect((forex.data as { error: string }).error).toBe('WRONG_LOT');
    const zero = await create(user, '/stock/create', { code: 'AAPL', direction: 0, quantity: 0 });
    expect((zero.data as { error: string }).error).toBe('INVALID_QUANTITY');
    const small = await create(user, '/crude/create', { code: 'EUR/USD', direction: 0, quantity: '0.001' });
    expect((small.data as { error: string }).error).toBe('QUANTITY_TOO_SMALL');
  });

  it('sends each market to its own create call', async () => {
    const res = await create(user, '/stock/create', { code: '00700', direction: 0, quantity: 100 });
    expect((res.data as { error: string }).error).toBe('WRONG_MARKET');
    expect(res.msg).toBe('00700 is not traded with this order: use /hk/create');
    const index = await create(user, '/stock/create', { code: 'SPX', direction: 0, quantity: 1 });
    expect((index.data as { error: string }).error).toBe('NOT_TRADABLE');
  });

  it('refuses a limit price far from the market, naming the price guard', async () => {
    const ask = need(t.ctx, 'market').quote('AAPL').ask;
    const res = await create(user, '/stock/create', { code: 'AAPL', direction: 0, orderType: 1, price: (ask * 0.8).toFixed(2), quantity: 1 });
    expect((res.data as { error: string }).error).toBe('PRICE_GUARD');
    expect(res.msg).toMatch(/^Price guard: the limit price must be within 10 % of the market \(between [\d.]+ and [\d.]+\)$/);
    const noPrice = await create(user, '/stock/create', { code: 'AAPL', direction: 0, orderType: 1, quantity: 1 });
    expect((noPrice.data as { error: string }).error).toBe('PRICE_REQUIRED');
    const offTick = await create(user, '/stock/create', { code: 'AAPL', direction: 0, orderType: 1, price: (ask * 0.99).toFixed(3) + '1', quantity: 1 });
    expect((offTick.data as { error: string }).error).toBe('INVALID_PRICE');
    // Every placeholder filled (issue 28: "Invalid price: {price}").
    const zero = await create(user, '/stock/create', { code: 'AAPL', direction: 0, orderType: 1, price: '0', quantity: 1 });
    expect(zero).toMatchObject({ data: { error: 'INVALID_PRICE' }, msg: 'Invalid price: 0 (enter a number greater than 0)' });
    expect(offTick.msg).not.toMatch(/\{\w+\}/);
  });

  it('refuses stops on the wrong side of the price', async () => {
    const ask = need(t.ctx, 'market').quote('AAPL').ask;
    const res = await create(user, '/stock/create', { code: 'AAPL', direction: 0, quantity: 1, stopLoss: (ask * 1.05).toFixed(2) });
    expect((res.data as { error: string }).error).toBe('INVALID_STOP');
    expect(res.msg).toBe(`The stop-loss must be below the price ${ask.toFixed(2)}`);
  });

  it('leaves no trace of a refused order', async () => {
    const orders = await t.ctx.db.selectFrom('trading_orders').select('id').where('user_id', '=', user.userId).execute();
    // Only the one idempotent order of the test above was placed.
    expect(orders).toHaveLength(1);
    const wallet = await balance(t, user.userId, 'US_STOCK', 'USD');
    expect(wallet.held).toBe(0n);
  });
});

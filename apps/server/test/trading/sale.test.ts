import type { TradeConfirmation, TradeOrder } from '@app/contracts';
import Decimal from 'decimal.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { need } from '../../src/context.ts';
import type { ManualClock } from '../../src/lib/clock.ts';
import { saleOf } from '../../src/modules/trading/sale.ts';
import type { TestUser } from '../fixtures/users.ts';
import type { TestApp } from '../helpers.ts';
import { balance, call, get, investor, key, minor, tradingApp } from './_setup.ts';

/** Tuesday 24 November 2026, 10:00 in New York: the US session is open and commissions carry IVA (tax.ts). */
const NOV_24_OPEN = Date.UTC(2026, 10, 24, 15, 0, 0);
const pin = '123456';

describe('a sale of held shares across lots (pure sum)', () => {
  it('sums quantity and money over the lots in minor units; net is what the wallet got', () => {
    const sale = saleOf(
      [
        { orderId: 7, quantity: '3', toWallet: 121_031n, fee: 121n, iva: 19n },
        { orderId: 9, quantity: '0.5', toWallet: 20_062n, fee: 100n, iva: 16n },
      ],
      2,
    );
    expect(sale).toEqual({ quantity: '3.5', gross: '1413.49', fee: '2.21', iva: '0.35', net: '1410.93', orderIds: [7, 9] });
  });
});

/** Issue 12: selling 4 MSFT held as 3 + 5 answers the whole sale, not the last lot's order. */
describe('POST /stock/create: a sale across two lots', () => {
  let t: TestApp;
  let clock: ManualClock;

  beforeAll(async () => {
    ({ t, clock } = await tradingApp(NOV_24_OPEN));
  });
  afterAll(async () => {
    await need(t.ctx, 'trading').idle();
    await t.close();
  });

  const create = (user: TestUser, body: Record<string, unknown>, idempotencyKey = key()) =>
    call<TradeOrder>(t, user, '/stock/create', { payPassword: pin, idempotencyKey, ...body });

  it('answers quantity and money summed over the lots to the cent, once per key; the ledger reconciles', async () => {
    const user = await investor(t);
    expect((await create(user, { code: 'MSFT', direction: 0, quantity: 3 })).code).toBe(200);
    clock.advance(60_000); // the second lot at another price
    expect((await create(user, { code: 'MSFT', direction: 0, quantity: 5 })).code).toBe(200);
    clock.advance(60_000);
    const before = await balance(t, user.userId, 'US_STOCK', 'USD');
    const saleKey = key();
    const sold = await create(user, { code: 'MSFT', direction: 1, quantity: 4 }, saleKey);
    expect(sold.code).toBe(200);
    const sale = sold.data.sale!;
    expect(sale).toBeDefined();
    // The whole lot of 3, then 1 of the 5: two closing orders, the answer is the last one.
    expect(sale.quantity).toBe('4');
    expect(sale.orderIds).toHaveLength(2);
    expect(sale.orderIds[1]).toBe(sold.data.id);
    expect(sold.data.quantity).toBe('1');
    // Each lot's confirmation (its own ledger transaction); the sale is their sum to the cent.
    const lots: TradeConfirmation[] = [];
    for (const orderId of sale.orderIds) {
      const res = await get<TradeConfirmation>(t, user, `/stock/confirmation?orderId=${orderId}`);
      expect(res.code).toBe(200);
      lots.push(res.data);
    }
    expect(lots.map((c) => c.quantity)).toEqual(['3', '1']);
    const sum = (pick: (c: TradeConfirmation) => string) => lots.reduce((total, c) => total + minor(pick(c)), 0n);
    expect(minor(sale.gross)).toBe(sum((c) => c.gross));
    expect(minor(sale.fee)).toBe(sum((c) => c.commission));
    expect(minor(sale.iva)).toBe(sum((c) => c.iva));
    expect(minor(sale.net)).toBe(sum((c) => c.net));
    expect(minor(sale.gross) - minor(sale.fee) - minor(sale.iva)).toBe(minor(sale.net));
    // IVA is in effect: 16 % of each lot's commission, half up, summed.
    expect(minor(sale.iva)).toBeGreaterThan(0n);
    const ivaRate = (await need(t.ctx, 'trading').tax.rate()).rate;
    expect(minor(sale.iva)).toBe(lots.reduce((total, c) => total + BigInt(new Decimal(c.commission).times(100).times(ivaRate).toDecimalPlaces(0, Decimal.ROUND_HALF_UP).toFixed(0)), 0n));
    // The last lot alone is not the sale: its fee is one of two.
    expect(minor(sale.fee)).toBeGreaterThan(minor(sold.data.fee));
    // Net is exactly what the wallet got.
    const after = await balance(t, user.userId, 'US_STOCK', 'USD');
    expect(after.balance - before.balance).toBe(minor(sale.net));
    // Left: 4 of the second lot.
    const left = await call<{ list: Array<{ code: string; positionNum: string }> }>(t, user, '/position/me', {});
    expect(left.data.list.filter((p) => p.code === 'MSFT').map((p) => p.positionNum)).toEqual(['4']);

    // The same key again: the same sale, nothing moved.
    const again = await create(user, { code: 'MSFT', direction: 1, quantity: 4 }, saleKey);
    expect(again.data).toMatchObject({ replayed: true, id: sold.data.id, sale });
    expect((await balance(t, user.userId, 'US_STOCK', 'USD')).balance).toBe(after.balance);
    // A buy has no sale.
    const buy = await create(user, { code: 'MSFT', direction: 0, quantity: 1 });
    expect(buy.code).toBe(200);
    expect(buy.data.sale).toBeUndefined();
    expect((await need(t.ctx, 'ledger').reconcile()).ok).toBe(true);
  });

  it('sells the oldest lots first: whole lots then part of the next, the rest untouched; more than held is refused with the holding', async () => {
    const user = await investor(t);
    for (let i = 0; i < 4; i++) {
      expect((await create(user, { code: 'NVDA', direction: 0, quantity: 1 })).code).toBe(200);
      clock.advance(1_000);
    }
    const lots = async () =>
      (await call<{ list: Array<{ code: string; positionNum: string }> }>(t, user, '/position/me', {})).data.list
        .filter((p) => p.code === 'NVDA')
        .map((p) => p.positionNum)
        .sort();
    const sold = await create(user, { code: 'NVDA', direction: 1, quantity: '2.5' });
    expect(sold.code).toBe(200);
    expect(sold.data.sale).toMatchObject({ quantity: '2.5' });
    expect(sold.data.sale!.orderIds).toHaveLength(3);
    expect(sold.data.quantity).toBe('0.5');
    expect(await lots()).toEqual(['0.5', '1']);
    const tooMany = await create(user, { code: 'NVDA', direction: 1, quantity: 2 });
    expect(tooMany.code).toBe(422);
    expect((tooMany.data as unknown as { error: string }).error).toBe('SELL_EXCEEDS_HOLDING');
    expect(tooMany.msg).toBe('You own 1.5 shares of NVDA: you cannot sell 2');
    expect(await lots()).toEqual(['0.5', '1']);
    // Exactly what is held sells every lot.
    const rest = await create(user, { code: 'NVDA', direction: 1, quantity: '1.5' });
    expect(rest.code).toBe(200);
    expect(rest.data.sale!.orderIds).toHaveLength(2);
    expect(await lots()).toEqual([]);
    expect((await need(t.ctx, 'ledger').reconcile()).ok).toBe(true);
  });

  it('two sales at once that together exceed the holding: one sells, the other is refused, no share sold twice', async () => {
    const user = await investor(t);
    for (let i = 0; i < 3; i++) expect((await create(user, { code: 'AMZN', direction: 0, quantity: 1 })).code).toBe(200);
    const answers = await Promise.all([create(user, { code: 'AMZN', direction: 1, quantity: 2 }), create(user, { code: 'AMZN', direction: 1, quantity: 2 })]);
    expect(answers.map((a) => a.code).sort()).toEqual([200, 422]);
    const refused = answers.find((a) => a.code !== 200)!;
    expect((refused.data as unknown as { error: string }).error).toBe('SELL_EXCEEDS_HOLDING');
    const left = await call<{ list: Array<{ code: string; positionNum: string }> }>(t, user, '/position/me', {});
    expect(left.data.list.filter((p) => p.code === 'AMZN').map((p) => p.positionNum)).toEqual(['1']);
    expect((await need(t.ctx, 'ledger').reconcile()).ok).toBe(true);
  });

  it('one sale key sent 10 times at once sells once and answers the same sale', async () => {
    const user = await investor(t);
    for (const quantity of [2, 2]) expect((await create(user, { code: 'AAPL', direction: 0, quantity })).code).toBe(200);
    const before = await balance(t, user.userId, 'US_STOCK', 'USD');
    const saleKey = key();
    const answers = await Promise.all(Array.from({ length: 10 }, () => create(user, { code: 'AAPL', direction: 1, quantity: 3 }, saleKey)));
    const ok = answers.filter((a) => a.code === 200);
    expect(ok.length).toBeGreaterThan(0);
    // Any other answer is the contract's "in progress" for the same key, never a second sale.
    for (const a of answers) if (a.code !== 200) expect((a.data as unknown as { error: string }).error).toBe('IDEMPOTENCY_IN_PROGRESS');
    const sale = ok[0]!.data.sale!;
    expect(sale.quantity).toBe('3');
    for (const a of ok) expect(a.data.sale).toEqual(sale);
    const after = await balance(t, user.userId, 'US_STOCK', 'USD');
    expect(after.balance - before.balance).toBe(minor(sale.net));
    const left = await call<{ list: Array<{ code: string; positionNum: string }> }>(t, user, '/position/me', {});
    expect(left.data.list.filter((p) => p.code === 'AAPL').map((p) => p.positionNum)).toEqual(['1']);
    expect((await need(t.ctx, 'ledger').reconcile()).ok).toBe(true);
  });
});

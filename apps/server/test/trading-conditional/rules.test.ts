import Decimal from 'decimal.js';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { TriggerBook } from '../../src/modules/trading/conditional-engine.ts';
import { evaluate, trailStop, type Watch } from '../../src/modules/trading/conditional-rules.ts';
import { fractionalSpec, quantityForAmount } from '../../src/modules/trading/order-terms.ts';
import { checkQuantity, quantitySpec } from '../../src/modules/trading/lots.ts';

/** A live order in price units of cents (scale 100). */
function watch(over: Partial<Watch>): Watch {
  return { id: 1, userId: 1, code: 'AAPL', kind: 'stop', direction: 1, status: 'active', trigger: 0, limit: 0, trailUnits: 0, trailPpm: 0, extreme: 0, extendedHours: false, expiresAt: Number.MAX_SAFE_INTEGER, groupId: 0, scale: 100, dirty: false, ...over };
}

/** Runs a scripted path of [bid, ask] (cents) through one order; answers the verdicts, tick by tick. */
function run(w: Watch, path: Array<[number, number]>): Array<string> {
  return path.map(([bid, ask]) => {
    const v = evaluate(w, bid, ask);
    if (v === 'work') w.status = 'working';
    return v ?? '-';
  });
}

describe('trigger rules against a scripted price path', () => {
  it('a sell stop fires on the first bid at or below its trigger, a buy stop on the first ask at or above', () => {
    expect(run(watch({ kind: 'stop', direction: 1, trigger: 19000 }), [[19100, 19102], [19001, 19003], [19000, 19002], [18950, 18952]])).toEqual(['-', '-', 'fire', 'fire']);
    expect(run(watch({ kind: 'stop', direction: 0, trigger: 19200 }), [[19100, 19102], [19197, 19199], [19198, 19200]])).toEqual(['-', '-', 'fire']);
  });

  it('a limit (and a take-profit) fires when the price comes to it', () => {
    expect(run(watch({ kind: 'limit', direction: 0, limit: 19000 }), [[19100, 19102], [18999, 19001], [18998, 19000]])).toEqual(['-', '-', 'fire']);
    expect(run(watch({ kind: 'take_profit', direction: 1, limit: 19500 }), [[19499, 19501], [19500, 19502]])).toEqual(['-', 'fire']);
  });

  it('a stop-limit works once its stop is reached and fires only at its limit or better', () => {
    // Sell stop 190.00, limit 189.50: the bid falls through the stop to 189.00 (below the limit), then comes back to 189.60.
    const w = watch({ kind: 'stop_limit', direction: 1, trigger: 19000, limit: 18950 });
    expect(run(w, [[19050, 19052], [18900, 18902], [18920, 18922], [18960, 18962]])).toEqual(['-', 'work', '-', 'fire']);
    // Reached with the limit already good: fires at once.
    expect(run(watch({ kind: 'stop_limit', direction: 1, trigger: 19000, limit: 18950 }), [[18990, 18992]])).toEqual(['fire']);
  });

  it('a trailing sell stop follows the highest bid by an amount and fires on the way down', () => {
    const w = watch({ kind: 'trailing', direction: 1, trailUnits: 100, extreme: 19000 });
    expect(run(w, [[19050, 19052], [19200, 19202], [19150, 19152], [19101, 19103], [19100, 19102]])).toEqual(['-', '-', '-', '-', 'fire']);
    expect(w.extreme).toBe(19200);
    expect(w.dirty).toBe(true);
  });

  it('a trailing buy stop follows the lowest ask by a percent (rounded away from the price)', () => {
    // 1 %: from an ask of 200.00 down to 180.00; the stop is then 181.80.
    const w = watch({ kind: 'trailing', direction: 0, trailPpm: 10_000, extreme: 20000 });
    expect(trailStop(w)).toBe(20200);
    expect(run(w, [[18998, 19000], [17998, 18000], [18177, 18179], [18178, 18180]])).toEqual(['-', '-', '-', 'fire']);
    expect(trailStop(w)).toBe(18180);
  });

  it('the book fires only open markets, extended-hours orders in pre/post, and expires what ran out', () => {
    const book = new TriggerBook();
    const row = (id: number, over: Record<string, unknown>) => ({
      id,
      user_id: 1,
      code: 'AAPL',
      kind: 'stop',
      direction: 1,
      status: 'active',
      trigger_price: '190.00',
      limit_price: null,
      trail_amount: null,
      trail_percent: null,
      trail_extreme: null,
      extended_hours: false,
      expires_at: new Date(10_000),
      group_id: null,
      seq: BigInt(id),
      ...over,
    });
    book.apply(row(1, {}) as never, 2);
    book.apply(row(2, { kind: 'limit', direction: 0, trigger_price: null, limit_price: '189.00', extended_hours: true }) as never, 2);
    book.apply(row(3, { expires_at: new Date(500) }) as never, 2);
    book.apply(row(4, { status: 'filled' }) as never, 2);
    expect(book.size).toBe(3);
    const quote = (status: string) => () => ({ bid: 188.5, ask: 188.52, status, bidText: '188.50', askText: '188.52' });
    const post = book.decide(quote('post'), 1000);
    expect(post.fire.map((w) => w.id)).toEqual([2]);
    expect(post.expire.map((w) => w.id)).toEqual([3]);
    const open = book.decide(quote('open'), 1000);
    expect(open.fire.map((w) => w.id).sort()).toEqual([1, 2]);
    const closed = book.decide(quote('closed'), 20_000);
    expect(closed.fire).toEqual([]);
    expect(closed.expire.map((w) => w.id).sort()).toEqual([1, 2, 3]);
    book.apply(row(1, { status: 'cancelled', seq: 9n }) as never, 2);
    expect(book.size).toBe(2);
    expect(book.lastSeq).toBe(9n);
  });
});

describe('fractional shares and buy by amount (exact)', () => {
  it('never spends more than the amount, and one more unit of the precision would', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 100, max: 10_000_000 }), // amount in cents: US$1 .. US$100,000
        fc.integer({ min: 1, max: 5_000_000 }), // price in cents: US$0.01 .. US$50,000
        fc.integer({ min: 0, max: 8 }),
        (amountCents, priceCents, decimals) => {
          const amount = new Decimal(amountCents).dividedBy(100);
          const price = new Decimal(priceCents).dividedBy(100);
          const q = quantityForAmount(amount, price, decimals);
          const unit = new Decimal(10).pow(-decimals);
          if (!q) {
            expect(unit.times(price).gt(amount)).toBe(true);
            return;
          }
          expect(q.decimalPlaces()).toBeLessThanOrEqual(decimals);
          expect(q.times(price).lte(amount)).toBe(true);
          expect(q.plus(unit).times(price).gt(amount)).toBe(true);
          // The notional in cents, rounded up as margin is (margin.ts), is still within the amount.
          const cents = q.times(price).times(100).toDecimalPlaces(0, Decimal.ROUND_UP);
          expect(cents.lte(amountCents)).toBe(true);
        },
      ),
      { numRuns: 2000 },
    );
  });

  it('a fractional spec takes quantities to the precision and refuses finer ones', () => {
    const spec = fractionalSpec(quantitySpec('US', { market: 'US', lotSize: 1, valueMultiplier: 1, contractSize: undefined }, { minQuantity: 1, quantityStep: 1, maxQuantity: 1_000_000 }), 6);
    expect(checkQuantity('0.261657', spec).toFixed()).toBe('0.261657');
    expect(() => checkQuantity('0.2616571', spec)).toThrow(/WRONG_LOT/);
    expect(checkQuantity('3', spec).toFixed()).toBe('3');
  });
});

import Decimal from 'decimal.js';
import { describe, expect, it } from 'vitest';
import { allocate, amountMinor, benchmarkOf, minPrice } from '../../src/modules/placing/rules.ts';

describe('placing rules', () => {
  it('benchmark: the higher of the last close and the 5-day average (worked examples)', () => {
    // Falling closes: the average is higher than the last close.
    expect(benchmarkOf(['10', '9.8', '9.6', '9.4', '9.2']).benchmark.toFixed(4)).toBe('9.6000');
    // Rising closes: the last close is higher.
    expect(benchmarkOf(['9', '9.5', '10', '10.5', '11']).benchmark.toFixed(4)).toBe('11.0000');
    expect(benchmarkOf(['1', '100', '10', '9.4', '9.2', '9']).average5Close.toFixed(4)).toBe('27.5200');
    expect(minPrice('9.6', '20', 2).toFixed(2)).toBe('7.68');
    expect(minPrice('9.61', '20', 2).toFixed(2)).toBe('7.69'); // 7.688 rounded up: never below the limit
  });

  it('allocates in full when not oversubscribed, pro rata with largest remainders otherwise', () => {
    const full = allocate([{ id: 1, quantity: 100n }, { id: 2, quantity: 50n }], 1000n);
    expect([...full.values()]).toEqual([100n, 50n]);
    const pro = allocate([{ id: 1, quantity: 700n }, { id: 2, quantity: 500n }, { id: 3, quantity: 300n }], 1000n);
    expect([...pro.entries()]).toEqual([[1, 467n], [2, 333n], [3, 200n]]);
    // Equal remainders: the earliest order first.
    const tie = allocate([{ id: 5, quantity: 1n }, { id: 6, quantity: 1n }, { id: 7, quantity: 1n }], 2n);
    expect([...tie.entries()]).toEqual([[5, 1n], [6, 1n], [7, 0n]]);
  });

  it('property: never more than offered nor than asked, and everything offered is placed when oversubscribed', () => {
    let seed = 42;
    const rand = (n: number) => {
      seed = (seed * 1103515245 + 12345) % 2147483648;
      return seed % n;
    };
    for (let round = 0; round < 300; round++) {
      const orders = Array.from({ length: 1 + rand(40) }, (_, i) => ({ id: i + 1, quantity: BigInt(1 + rand(5000)) }));
      const offered = BigInt(1 + rand(60_000));
      const out = allocate(orders, offered);
      const total = orders.reduce((s, o) => s + o.quantity, 0n);
      const placed = [...out.values()].reduce((s, q) => s + q, 0n);
      for (const o of orders) expect(out.get(o.id)! <= o.quantity).toBe(true);
      expect(placed).toBe(total < offered ? total : offered);
    }
  });

  it('amounts in cents, half up', () => {
    expect(amountMinor(467n, new Decimal('148.1234'))).toBe(6917363n); // 69,173.6278 -> 69,173.63
  });
});

import { describe, expect, it } from 'vitest';
import { allocateCross, equilibrium, syntheticBook, type BookOrder } from '../../src/modules/auction/rules.ts';

const o = (id: string, side: 'buy' | 'sell', kind: 'AO' | 'ALO', quantity: number, seq: number, price?: number): BookOrder => ({ id, side, kind, quantity, seq, price });

describe('opening cross', () => {
  it('finds the IEP of a hand-checked book and fills at that one price (AO first, ALO by price then time)', () => {
    // Prices in cents. At 9.95: buy 1,000 / sell 450; 10.00: 1,000 / 650; 10.05: 600 / 1,050; 10.10: 300 / 1,050.
    const book = [
      o('b-ao', 'buy', 'AO', 100, 1),
      o('b1', 'buy', 'ALO', 200, 2, 1010),
      o('b2', 'buy', 'ALO', 300, 3, 1005),
      o('b3', 'buy', 'ALO', 400, 4, 1000),
      o('s-ao', 'sell', 'AO', 150, 5),
      o('s1', 'sell', 'ALO', 300, 6, 995),
      o('s2', 'sell', 'ALO', 200, 7, 1000),
      o('s3', 'sell', 'ALO', 400, 8, 1005),
    ];
    const cross = equilibrium(book, 1000);
    expect(cross).toEqual({ price: 1000, volume: 650, buyVolume: 1000, sellVolume: 650, imbalance: 350 });
    const fills = allocateCross(book, cross);
    expect(Object.fromEntries(fills)).toEqual({ 'b-ao': 100, b1: 200, b2: 300, b3: 50, 's-ao': 150, s1: 300, s2: 200 });
  });

  it('tie-breaks: buy surplus everywhere -> highest; sell surplus -> lowest; otherwise nearest the previous close', () => {
    expect(equilibrium([o('b', 'buy', 'ALO', 300, 1, 1000), o('s', 'sell', 'ALO', 100, 2, 990)], 995).price).toBe(1000);
    expect(equilibrium([o('b', 'buy', 'ALO', 100, 1, 1000), o('s', 'sell', 'ALO', 300, 2, 990)], 995).price).toBe(990);
    expect(equilibrium([o('b', 'buy', 'ALO', 100, 1, 1000), o('s', 'sell', 'ALO', 100, 2, 990)], 996).price).toBe(1000);
    expect(equilibrium([o('b', 'buy', 'ALO', 100, 1, 1000), o('s', 'sell', 'ALO', 100, 2, 990)], 994).price).toBe(990);
  });

  it('no IEP when the best bid is under the best ask, or nothing executes', () => {
    expect(equilibrium([o('b', 'buy', 'ALO', 100, 1, 990), o('s', 'sell', 'ALO', 100, 2, 1000)], 995)).toMatchObject({ price: undefined, volume: 0 });
    expect(equilibrium([o('b', 'buy', 'AO', 100, 1)], 995).price).toBeUndefined();
    expect(allocateCross([o('b', 'buy', 'AO', 100, 1)], equilibrium([o('b', 'buy', 'AO', 100, 1)], 995)).size).toBe(0);
  });

  it('the synthetic book is the same for the same seed, stock and day, and forms a price near the reference', () => {
    const grid = (u: number) => u;
    const a = syntheticBook(7, 'AAPL', 20_000, 19_000, 1, grid);
    expect(syntheticBook(7, 'AAPL', 20_000, 19_000, 1, grid)).toEqual(a);
    expect(syntheticBook(7, 'AAPL', 20_001, 19_000, 1, grid)).not.toEqual(a);
    const cross = equilibrium(a, 19_000);
    expect(cross.price).toBeGreaterThan(19_000 * 0.98);
    expect(cross.price).toBeLessThan(19_000 * 1.02);
    expect(cross.volume).toBeGreaterThan(0);
  });

  it('property: fills never exceed an order, both sides fill the same volume', () => {
    let seed = 7;
    const rand = (n: number) => {
      seed = (seed * 1103515245 + 12345) % 2147483648;
      return seed % n;
    };
    for (let round = 0; round < 300; round++) {
      const book: BookOrder[] = Array.from({ length: 2 + rand(30) }, (_, i) => {
        const side = rand(2) === 0 ? 'buy' : 'sell';
        const kind = rand(5) === 0 ? 'AO' : 'ALO';
        return o(`o${i}`, side, kind, 1 + rand(1000), i, kind === 'ALO' ? 990 + rand(21) : undefined);
      });
      const cross = equilibrium(book, 1000);
      const fills = allocateCross(book, cross);
      let buy = 0;
      let sell = 0;
      for (const order of book) {
        const q = fills.get(order.id) ?? 0;
        expect(q).toBeLessThanOrEqual(order.quantity);
        if (order.side === 'buy') buy += q;
        else sell += q;
        if (q > 0 && order.kind === 'ALO') expect(order.side === 'buy' ? order.price! >= cross.price! : order.price! <= cross.price!).toBe(true);
      }
      expect(buy).toBe(cross.volume);
      expect(sell).toBe(cross.volume);
    }
  });
});

import { describe, expect, it } from 'vitest';
import type { RowQuote } from '../../components/market/QuoteRow.tsx';
import { moveId, sortRows } from './rows.ts';

const row = (code: string, price: number, ratio: number): RowQuote => ({
  name: code, stock_code: code, market: 'US', source: 0, decimals: 2, price_nominal: price, change: 0, change_ratio: ratio, volume: 0, status: 'open', time: 0,
});

describe('watchlist order', () => {
  const rows = [row('A', 10, -1), row('B', 30, 2), row('C', 20, 0.5)];
  it('keeps the user order without a sort and sorts by price or percent otherwise', () => {
    expect(sortRows(rows, undefined).map((r) => r.stock_code)).toEqual(['A', 'B', 'C']);
    expect(sortRows(rows, { key: 'price', order: 'desc' }).map((r) => r.stock_code)).toEqual(['B', 'C', 'A']);
    expect(sortRows(rows, { key: 'change', order: 'asc' }).map((r) => r.stock_code)).toEqual(['A', 'C', 'B']);
    expect(rows.map((r) => r.stock_code)).toEqual(['A', 'B', 'C']);
  });
  it('moves an id up, down, to the top, and clamps', () => {
    expect(moveId([1, 2, 3, 4], 3, 0)).toEqual([3, 1, 2, 4]);
    expect(moveId([1, 2, 3, 4], 1, 2)).toEqual([2, 3, 1, 4]);
    expect(moveId([1, 2, 3, 4], 2, 99)).toEqual([1, 3, 4, 2]);
    expect(moveId([1, 2, 3], 9, 0)).toEqual([1, 2, 3]);
  });
});

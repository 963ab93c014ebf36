import type { StockQuote } from '@app/contracts';
import { describe, expect, it } from 'vitest';
import { byTurnoverInUsd } from '../../src/modules/market/ranking.ts';

// Hot stocks across markets are ranked by turnover in US dollars at the live rates (issue 27.3):
// a currency whose rate is missing is never given an invented one.

const row = (stock_code: string, currency: string, turnover: number) => ({ stock_code, currency, turnover }) as StockQuote;

describe('hot stocks by turnover in US dollars', () => {
  it('converts each currency at its live rate', () => {
    const rows = [row('WALMEX', 'MXN', 1_800_000), row('AAPL', 'USD', 90_000), row('0700', 'HKD', 7_800_000)];
    expect(byTurnoverInUsd(rows, { MXN: 18, HKD: 7.8 }).map((r) => r.stock_code)).toEqual(['0700', 'WALMEX', 'AAPL']);
    // At another rate the order follows it.
    expect(byTurnoverInUsd(rows, { MXN: 9, HKD: 78 }).map((r) => r.stock_code)).toEqual(['WALMEX', '0700', 'AAPL']);
  });

  it('a currency without a live rate comes after every converted row, by its own turnover', () => {
    const rows = [row('WALMEX', 'MXN', 9_000_000_000), row('FEMSA', 'MXN', 5_000_000_000), row('AAPL', 'USD', 1), row('0700', 'HKD', 10)];
    expect(byTurnoverInUsd(rows, { MXN: undefined, HKD: 7.8 }).map((r) => r.stock_code)).toEqual(['0700', 'AAPL', 'WALMEX', 'FEMSA']);
    expect(byTurnoverInUsd(rows, { MXN: 0, HKD: 7.8 }).map((r) => r.stock_code)).toEqual(['0700', 'AAPL', 'WALMEX', 'FEMSA']);
  });
});

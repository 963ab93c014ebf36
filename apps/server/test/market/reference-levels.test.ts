import { describe, expect, it } from 'vitest';
import { REFERENCE_DATE } from '../../src/market/calendar.ts';
import { SimulatedMarket } from '../../src/market/simulated.ts';

// Issue 28.14: a user recognises the market. Every instrument starts at its real level of the
// date reference.csv names, and stays near it: the simulation's deviations from the reference
// level decay (a half-life of about 38 trading days) instead of wandering off for years.
// Before, on the review's day AMZN stood at US$59.57 (ref 230.82) and AT&T at 7.70 (ref 24.84).

const market = new SimulatedMarket(20260101);
const priceAt = (code: string, iso: string) => Number(market.quote(code, Date.parse(iso)).price);

describe('prices near the real levels of a stated date', () => {
  it('the reference date is named by the data files, and on it every price is its reference level', () => {
    expect(REFERENCE_DATE).toBe('2025-12-31');
    // 2025-12-31 after the US close (21:00 UTC): the day's close is the reference close.
    expect(priceAt('AMZN', '2025-12-31T22:00:00Z')).toBe(230.82);
    expect(priceAt('AAPL', '2025-12-31T22:00:00Z')).toBe(271.86);
    expect(priceAt('T', '2025-12-31T22:00:00Z')).toBe(24.84);
  });

  it('the review’s examples stay recognisable on its day (2026-12-03)', () => {
    const at = '2026-12-03T20:30:00Z';
    expect(priceAt('AMZN', at)).toBeGreaterThan(160);
    expect(priceAt('AMZN', at)).toBeLessThan(320);
    expect(priceAt('T', at)).toBeGreaterThan(15);
    expect(priceAt('AAPL', at)).toBeGreaterThan(200);
    const range = market.closeRange('AAPL', Date.parse(at))!;
    expect(range.high / 271.86).toBeLessThan(1.3);
  });

  it('across the calendar the median stock is within 12 % of its level and 95 % within 35 %', () => {
    const stocks = market.instruments().filter((i) => i.kind === 'stock' || i.kind === 'etf');
    expect(stocks.length).toBeGreaterThan(250);
    for (const day of ['2024-09-03', '2026-03-02', '2026-06-01', '2026-09-01', '2026-12-03', '2027-06-01', '2028-06-01']) {
      const deviations = stocks.map((i) => Math.abs(Math.log(priceAt(i.code, `${day}T20:30:00Z`) / i.refPrice))).sort((a, b) => a - b);
      expect(deviations[deviations.length >> 1], day).toBeLessThan(Math.log(1.12));
      expect(deviations[Math.floor(deviations.length * 0.95)], day).toBeLessThan(Math.log(1.35));
    }
  });
});

import { describe, expect, it } from 'vitest';
import { averagePrice, boll, ema, macd, rsi, sma } from './indicators.ts';

describe('sma', () => {
  it('averages the last n points and is undefined before', () => {
    expect(sma([1, 2, 3, 4, 5], 3)).toEqual([undefined, undefined, 2, 3, 4]);
  });
  it('handles n larger than the input', () => {
    expect(sma([1, 2], 5)).toEqual([undefined, undefined]);
  });
});

describe('ema', () => {
  it('starts at the first value and weighs with 2/(n+1)', () => {
    const out = ema([10, 11, 12], 3); // alpha 0.5
    expect(out).toEqual([10, 10.5, 11.25]);
  });
});

describe('boll', () => {
  it('is the mean ± 2 population standard deviations', () => {
    const values = [2, 4, 4, 4, 5, 5, 7, 9]; // mean 5, population sd 2
    const out = boll(values, 8, 2);
    expect(out.slice(0, 7)).toEqual(new Array(7).fill(undefined));
    expect(out[7]).toEqual({ mid: 5, upper: 9, lower: 1 });
  });
  it('collapses to the price on a flat line', () => {
    expect(boll([3, 3, 3], 3)[2]).toEqual({ mid: 3, upper: 3, lower: 3 });
  });
});

describe('macd', () => {
  it('is zero on a flat line', () => {
    for (const p of macd(new Array(40).fill(100))) expect(p).toEqual({ dif: 0, dea: 0, hist: 0 });
  });
  it('turns positive in an uptrend, with bars of 2 × (DIF − DEA)', () => {
    const values = Array.from({ length: 60 }, (_, i) => 100 + i);
    const out = macd(values);
    const last = out.at(-1)!;
    expect(last.dif).toBeGreaterThan(0);
    expect(last.dea).toBeGreaterThan(0);
    expect(last.hist).toBeCloseTo(2 * (last.dif - last.dea), 12);
  });
  it('matches a hand computation for short periods', () => {
    // fast 2 (alpha 2/3), slow 3 (alpha 1/2), signal 2 (alpha 2/3)
    const out = macd([1, 4], 2, 3, 2);
    // EMA2: 1, 1 + 2/3*3 = 3; EMA3: 1, 2.5 -> DIF 0, 0.5; DEA: 0, 1/3
    expect(out[1]!.dif).toBeCloseTo(0.5, 12);
    expect(out[1]!.dea).toBeCloseTo(1 / 3, 12);
    expect(out[1]!.hist).toBeCloseTo(1 / 3, 12);
  });
});

describe('rsi', () => {
  it('is 100 with only gains, 0 with only losses, undefined before n changes', () => {
    const up = rsi([1, 2, 3, 4, 5], 3);
    expect(up.slice(0, 3)).toEqual([undefined, undefined, undefined]);
    expect(up[3]).toBe(100);
    expect(up[4]).toBe(100);
    expect(rsi([5, 4, 3, 2], 3)[3]).toBe(0);
  });
  it("applies Wilder's smoothing", () => {
    // changes: +1, -1, +2 (n=2): first avg gain 0.5, loss 0.5 -> 50
    // next: gain (0.5*1 + 2)/2 = 1.25, loss (0.5*1 + 0)/2 = 0.25 -> 100 - 100/6
    const out = rsi([10, 11, 10, 12], 2);
    expect(out[2]).toBe(50);
    expect(out[3]).toBeCloseTo(100 - 100 / 6, 12);
  });
  it('stays within 0..100 on a random walk', () => {
    let price = 100;
    let seed = 7;
    const values = Array.from({ length: 300 }, () => {
      seed = (seed * 16807) % 2147483647;
      price += (seed / 2147483647 - 0.5) * 2;
      return price;
    });
    for (const v of rsi(values).filter((x) => x !== undefined)) {
      expect(v).toBeGreaterThanOrEqual(0);
      expect(v).toBeLessThanOrEqual(100);
    }
  });
});

describe('averagePrice', () => {
  it('is cumulative turnover over cumulative volume', () => {
    const out = averagePrice([
      { close: 10, volume: 100, turnover: 1000 },
      { close: 12, volume: 300, turnover: 3600 },
    ]);
    expect(out).toEqual([10, 11.5]);
  });
  it('falls back to the mean of closes without volume', () => {
    expect(averagePrice([
      { close: 10, volume: 0, turnover: 0 },
      { close: 20, volume: 0, turnover: 0 },
    ])).toEqual([10, 15]);
  });
});

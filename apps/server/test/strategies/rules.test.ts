import Decimal from 'decimal.js';
import { describe, expect, it } from 'vitest';
import {
  amountMinor,
  assetPrice,
  dailyFee,
  equityCurve,
  managementFee,
  maxDrawdown,
  rebalance,
  scaleQuantity,
  shareValue,
  sma,
  targetWeights,
  timeWeightedReturn,
  trackRecord,
  volatility,
  winRate,
  zScore,
  type StrategyParams,
  type TradeRecord,
} from '../../src/modules/strategies/rules.ts';

const d = (values: number[]) => values.map((v) => new Decimal(v));

describe('strategy signals', () => {
  const momentum: StrategyParams = { kind: 'ma_momentum', codes: ['AAA', 'BBB'], fast: 2, slow: 4, investPct: 90, bandPct: 3 };

  it('moving averages and z-score on a fixed series', () => {
    expect(sma(d([1, 2, 3, 4]), 2)!.toFixed(2)).toBe('3.50');
    expect(sma(d([1, 2]), 3)).toBeUndefined();
    // values 1,2,3,4,10: mean 4, population sd sqrt(10), z of 10 = 6/sqrt(10) = 1.897...
    expect(zScore(d([1, 2, 3, 4, 10]), 5)!.toFixed(4)).toBe('1.8974');
    expect(zScore(d([5, 5, 5]), 3)).toBeUndefined();
  });

  it('momentum: codes with fast MA above slow MA get an equal share of investPct', () => {
    const w = targetWeights(momentum, { AAA: d([10, 11, 12, 13]), BBB: d([13, 12, 11, 10]) }, {});
    expect(w.AAA!.toFixed(2)).toBe('0.45');
    expect(w.BBB!.toFixed(2)).toBe('0.00');
    // Not enough history: nothing.
    expect(targetWeights(momentum, { AAA: d([10, 11, 12]), BBB: d([1]) }, {}).AAA!.isZero()).toBe(true);
  });

  it('mean reversion holds the cheap currency between entry and exit (hysteresis)', () => {
    const params: StrategyParams = { kind: 'mean_reversion', code: 'USD/MXN', lookback: 5, entryZ: 1, exitZ: 0, investPct: 80 };
    // USD/MXN jumps up -> MXN (1/close) cheap -> enter.
    const cheap = [17, 17, 17.1, 16.9, 19].map((c) => assetPrice(params, c));
    expect(assetPrice(params, 20).toFixed(8)).toBe('0.05000000');
    expect(targetWeights(params, { 'USD/MXN': cheap }, {})['USD/MXN']!.toFixed(2)).toBe('0.80');
    // Held and still below the mean: keep; not held: stay out unless the entry level is reached.
    const stillLow = [17, 17.1, 16.9, 18, 17.6].map((c) => assetPrice(params, c));
    expect(zScore(stillLow, 5)!.lt(0)).toBe(true);
    expect(zScore(stillLow, 5)!.gt(-1)).toBe(true);
    expect(targetWeights(params, { 'USD/MXN': stillLow }, { 'USD/MXN': true })['USD/MXN']!.toFixed(2)).toBe('0.80');
    expect(targetWeights(params, { 'USD/MXN': stillLow }, {})['USD/MXN']!.toFixed(2)).toBe('0.00');
    // Back above the mean: exit.
    const back = [18, 18, 18, 18, 16].map((c) => assetPrice(params, c));
    expect(targetWeights(params, { 'USD/MXN': back }, { 'USD/MXN': true })['USD/MXN']!.toFixed(2)).toBe('0.00');
  });

  it('rebalance: whole units, sells first, buys cut to cash, small drifts inside the band left alone', () => {
    const prices = new Map([
      ['AAA', new Decimal('33.33')],
      ['BBB', new Decimal('50')],
    ]);
    const orders = rebalance(new Map([['BBB', new Decimal(10)]]), 100_000n, prices, { AAA: new Decimal('0.45'), BBB: new Decimal(0) }, 3);
    // Equity 1000 + 500 = 1500; AAA target 675 / 33.33 = 20.25 -> 20 shares = 666.60.
    expect(orders.map((o) => [o.code, o.side, o.quantity.toString(), o.amountMinor])).toEqual([
      ['BBB', 'sell', '10', 50_000n],
      ['AAA', 'buy', '20', 66_660n],
    ]);
    // Held 20 AAA, target 20.25 -> inside the band: no order.
    expect(rebalance(new Map([['AAA', new Decimal(20)]]), 83_340n, prices, { AAA: new Decimal('0.45') }, 3)).toEqual([]);
    // Not enough cash for the whole buy.
    const cut = rebalance(new Map(), 10_000n, prices, { AAA: new Decimal(1) }, 3);
    expect(cut.map((o) => [o.quantity.toString(), o.amountMinor])).toEqual([['3', 9_999n]]);
  });
});

describe('track record (TWR, drawdown, volatility, win rate) from trades', () => {
  // Day 1: 10,000.00 in; buy 100 X at 50. Day 2: X closes 55. Day 3: +5,000.00 in, X at 44.
  // Day 4: sell 100 X at 60.
  const trades: TradeRecord[] = [
    { day: 1, code: 'X', side: 'buy', quantity: 100, price: 50, amountMinor: 500_000n },
    { day: 4, code: 'X', side: 'sell', quantity: 100, price: 60, amountMinor: 600_000n },
  ];
  const closes: Record<number, number> = { 1: 50, 2: 55, 3: 44, 4: 60 };
  const curve = equityCurve(
    [1, 2, 3, 4],
    trades,
    [
      { day: 1, amountMinor: 1_000_000n },
      { day: 3, amountMinor: 500_000n },
    ],
    (_code, day) => (closes[day] ? new Decimal(closes[day]) : undefined),
  );

  it('daily equity = cash + positions at the close', () => {
    expect(curve.map((p) => p.equityMinor)).toEqual([1_000_000n, 1_050_000n, 1_440_000n, 1_600_000n]);
    expect(curve.map((p) => p.cashMinor)).toEqual([500_000n, 500_000n, 1_000_000n, 1_600_000n]);
  });

  it('TWR breaks at the flow: (1.05)(1440/1550)(1600/1440) - 1', () => {
    // r1 = 0, r2 = 0.05, r3 = (1440000-1050000-500000)/(1550000) = -0.0709677..., r4 = 160/144 - 1
    const expected = new Decimal(1.05).times(new Decimal(1_440_000).div(1_550_000)).times(new Decimal(1_600_000).div(1_440_000)).minus(1);
    expect(timeWeightedReturn(curve).toFixed(10)).toBe(expected.toFixed(10));
    expect(timeWeightedReturn(curve).toFixed(6)).toBe('0.083871');
  });

  it('max drawdown is the fall from the peak of the growth index', () => {
    // Index: 1, 1.05, 1.05*(1440/1550)=0.975484 -> drawdown 1 - 0.975484/1.05 = 0.070968
    expect(maxDrawdown(curve).toFixed(6)).toBe('0.070968');
  });

  it('volatility = sample sd of daily returns × √252', () => {
    const rs = [0, 0.05, -110_000 / 1_550_000, 160_000 / 1_440_000];
    const mean = rs.reduce((a, b) => a + b) / 4;
    const sd = Math.sqrt(rs.reduce((a, r) => a + (r - mean) ** 2, 0) / 3);
    expect(Number(volatility(curve).toFixed(8))).toBeCloseTo(sd * Math.sqrt(252), 8);
  });

  it('win rate counts sells above average cost', () => {
    const more: TradeRecord[] = [
      ...trades,
      { day: 5, code: 'Y', side: 'buy', quantity: 10, price: 10, amountMinor: 10_000n },
      { day: 6, code: 'Y', side: 'buy', quantity: 10, price: 20, amountMinor: 20_000n },
      { day: 7, code: 'Y', side: 'sell', quantity: 10, price: 14, amountMinor: 14_000n }, // cost 150.00: a loss
    ];
    const w = winRate(more);
    expect([w.wins, w.sells, w.rate!.toFixed(2)]).toEqual([1, 2, '0.50']);
    const record = trackRecord(curve, trades);
    expect(record.endMinor).toBe(1_600_000n);
    expect(record.trades).toBe(2);
    expect(record.winRate!.toFixed(2)).toBe('1.00');
  });
});

describe('fees and shares', () => {
  it('management fee: US$90,000 × 0.25 % × 30/365 = US$18.49 (PRODUCT-RULES 7)', () => {
    expect(managementFee(9_000_000n, '0.25', 30)).toBe(1_849n);
  });

  it('daily fees sum to the cycle fee to the cent', () => {
    let sum = 0n;
    for (let k = 1; k <= 30; k++) sum += dailyFee(9_000_000n, '0.25', k);
    expect(sum).toBe(1_849n);
  });

  it('share value and scaled quantities', () => {
    expect(shareValue(100_000n, 3_000_000n, 3_150_000n)).toBe(105_000n);
    expect(shareValue(33_333n, 3_000_000n, 3_000_001n)).toBe(33_333n);
    expect(scaleQuantity(17, '0.0333333333').toString()).toBe('0.566666');
    expect(amountMinor('0.566666', '187.25')).toBe(10_611n);
  });
});

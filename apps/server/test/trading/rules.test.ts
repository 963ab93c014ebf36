import Decimal from 'decimal.js';
import { describe, expect, it } from 'vitest';
import { sideOf, tradeFee, feeRate } from '../../src/modules/trading/fees.ts';
import { checkCloseQuantity, checkQuantity, notionalOf, quantitySpec } from '../../src/modules/trading/lots.ts';
import { checkStops, crossEquity, needsRiskWatch, riskAction, stopTriggered } from '../../src/modules/trading/liquidation.ts';
import { checkLeverage, isolatedTriggerPrice, marginLevel, marginShare, requiredMargin } from '../../src/modules/trading/margin.ts';
import { fillPrice, floatingPnl, flowsFromNet, markPrice, pnlInPriceCurrency, returnPercent, settleClose } from '../../src/modules/trading/pnl.ts';
import { checkPriceGuard, checkTick, limitCrosses, priceGuardRange } from '../../src/modules/trading/price-guard.ts';
import { RuleError } from '../../src/modules/trading/rule-error.ts';

const d = (v: Decimal.Value) => new Decimal(v);
const rules = { minQuantity: 1, quantityStep: 1, maxQuantity: 1_000_000 };
const codeOf = (fn: () => unknown): string | undefined => {
  try {
    fn();
    return undefined;
  } catch (error) {
    if (error instanceof RuleError) return error.code;
    throw error;
  }
};

describe('lots', () => {
  it('HK quantities are whole board lots', () => {
    const spec = quantitySpec('HK', { market: 'HK', lotSize: 500, valueMultiplier: 1, contractSize: undefined }, rules);
    expect(spec.min.toString()).toBe('500');
    expect(checkQuantity('1000', spec).toString()).toBe('1000');
    expect(codeOf(() => checkQuantity(750, spec))).toBe('WRONG_LOT');
    expect(codeOf(() => checkQuantity(100, spec))).toBe('QUANTITY_TOO_SMALL');
  });
  it('forex trades 0.01 lots of 100,000 units; futures whole contracts with their multiplier', () => {
    const fx = quantitySpec('FOREX', { market: 'FOREX', lotSize: 1, valueMultiplier: 1, contractSize: undefined }, { minQuantity: '0.01', quantityStep: '0.01', maxQuantity: 100 });
    expect(checkQuantity('0.05', fx).toString()).toBe('0.05');
    expect(codeOf(() => checkQuantity('0.015', fx))).toBe('WRONG_LOT');
    expect(notionalOf(d('17.9750'), d('0.05'), fx.multiplier).toString()).toBe('89875');
    const gc = quantitySpec('FUTURES', { market: 'FUTURES', lotSize: 1, valueMultiplier: 100, contractSize: 100 }, rules);
    expect(notionalOf(d('4341.1'), d(2), gc.multiplier).toString()).toBe('868220');
    expect(codeOf(() => checkQuantity('1.5', gc))).toBe('WRONG_LOT');
  });
  it('refuses junk, zero, floats in disguise and too much', () => {
    const spec = quantitySpec('US', { market: 'US', lotSize: 1, valueMultiplier: 1, contractSize: undefined }, rules);
    for (const bad of ['abc', '0', '-1', '1e3', '', 'NaN']) expect(codeOf(() => checkQuantity(bad, spec))).toBe('INVALID_QUANTITY');
    expect(codeOf(() => checkQuantity(2_000_000, spec))).toBe('QUANTITY_TOO_LARGE');
    expect(checkCloseQuantity(undefined, d(10), spec).toString()).toBe('10');
    expect(codeOf(() => checkCloseQuantity(11, d(10), spec))).toBe('QUANTITY_TOO_LARGE');
  });
});

describe('fees', () => {
  it('charge the side rate on the notional, half up, at least the minimum', () => {
    const rates = { buyRate: '0.001', sellRate: '0.0015', minFee: 100n };
    expect(sideOf(0, 'open')).toBe('buy');
    expect(sideOf(0, 'close')).toBe('sell');
    expect(sideOf(1, 'open')).toBe('sell');
    expect(sideOf(1, 'close')).toBe('buy');
    // 10 x 271.86 = 2718.60 USD x 0.1 % = 2.7186 -> 2.72
    expect(tradeFee(d('2718.60'), feeRate(rates, 'buy'), rates.minFee, 2)).toBe(272n);
    // 2718.60 x 0.15 % = 4.0779 -> 4.08
    expect(tradeFee(d('2718.60'), feeRate(rates, 'sell'), rates.minFee, 2)).toBe(408n);
    // a small order pays the minimum (1.00)
    expect(tradeFee(d('50'), '0.001', 100n, 2)).toBe(100n);
    // exactly half a cent rounds up
    expect(tradeFee(d('5'), '0.001', 0n, 2)).toBe(1n);
  });
});

describe('margin', () => {
  it('is the notional over the leverage, rounded up to the cent', () => {
    expect(requiredMargin(d('2718.60'), 1, 2)).toBe(271860n);
    expect(requiredMargin(d('2718.60'), 3, 2)).toBe(90620n);
    expect(requiredMargin(d('1000.01'), 10, 2)).toBe(10001n);
    expect(requiredMargin(d('0.001'), 1, 2)).toBe(1n);
  });
  it('leverage must be one of the table', () => {
    expect(checkLeverage(undefined, [1, 2, 5], 1)).toBe(1);
    expect(checkLeverage(5, [1, 2, 5], 1)).toBe(5);
    expect(codeOf(() => checkLeverage(3, [1, 2, 5], 1))).toBe('INVALID_LEVERAGE');
  });
  it('levels, shares and isolated trigger prices', () => {
    expect(marginLevel(50n, 100n)?.toString()).toBe('0.5');
    expect(marginLevel(50n, 0n)).toBeUndefined();
    expect(marginShare(1001n, d(1), d(3))).toBe(333n);
    expect(marginShare(1001n, d(3), d(3))).toBe(1001n);
    // Long 10 at 100 with 10x: margin 100.00; liquidation at level 0.3 -> equity 30 -> loss 70 -> 93.00
    const long = { direction: 0, openPrice: d(100), margin: 10000n, quantity: d(10), multiplier: d(1), rate: d(1), walletDecimals: 2, priceDecimals: 2 };
    expect(isolatedTriggerPrice({ ...long, level: '0.3' })?.toString()).toBe('93');
    expect(isolatedTriggerPrice({ ...long, level: '0.5' })?.toString()).toBe('95');
    // A short liquidates above its open price.
    expect(isolatedTriggerPrice({ ...long, direction: 1, level: '0.3' })?.toString()).toBe('107');
    // A leverage-1 long only gets there at a price of 0 or less: never.
    expect(isolatedTriggerPrice({ ...long, margin: 100000n, level: '0' })).toBeUndefined();
  });
});

describe('pnl', () => {
  const quote = { bid: d('99.90'), ask: d('100.10') };
  it('marks longs at the bid and shorts at the ask; fills buys at the ask and sells at the bid', () => {
    expect(markPrice(0, quote).toString()).toBe('99.9');
    expect(markPrice(1, quote).toString()).toBe('100.1');
    expect(fillPrice(0, quote).toString()).toBe('100.1');
    expect(fillPrice(1, quote).toString()).toBe('99.9');
  });
  it('computes signed P/L exactly and floors it in the wallet currency', () => {
    expect(pnlInPriceCurrency(0, d('100.10'), d('101.00'), d(10), d(1)).toString()).toBe('9');
    expect(pnlInPriceCurrency(1, d('99.90'), d('101.00'), d(10), d(1)).toString()).toBe('-11');
    // 0.05 lots of USD/MXN from 17.9750 to 17.9812: 0.0062 x 5000 = 31 MXN; at 1/17.9812 USD per MXN = 1.7240... USD -> 1.72
    const pnl = floatingPnl({ direction: 0, openPrice: d('17.9750'), mark: d('17.9812'), quantity: d('0.05'), multiplier: d(100000), rate: d(1).dividedBy('17.9812'), walletDecimals: 2 });
    expect(pnl).toBe(172n);
    // Losses round away from zero.
    expect(floatingPnl({ direction: 1, openPrice: d('1'), mark: d('1.00001'), quantity: d(1), multiplier: d(1), rate: d(1), walletDecimals: 2 })).toBe(-1n);
    expect(returnPercent(2500n, 10000n)).toBe('25.00');
    expect(returnPercent(-1n, 3n)).toBe('-33.33');
  });
  it('settles a close: margin back with the P/L, fee to the house, the market takes the rest', () => {
    expect(settleClose({ margin: 10000n, pnl: 900n, fee: 100n, mode: 'half', walletAvailable: 0n })).toEqual({ toWallet: 10800n, fee: 100n, market: -900n, absorbed: 0n });
    expect(settleClose({ margin: 10000n, pnl: -3000n, fee: 100n, mode: 'half', walletAvailable: 0n })).toEqual({ toWallet: 6900n, fee: 100n, market: 3000n, absorbed: 0n });
    // Isolated: a gap beyond the margin costs the user only the margin; the fee is cut first.
    expect(settleClose({ margin: 10000n, pnl: -9950n, fee: 100n, mode: 'half', walletAvailable: 5000n })).toEqual({ toWallet: 0n, fee: 50n, market: 9950n, absorbed: 50n });
    expect(settleClose({ margin: 10000n, pnl: -12000n, fee: 100n, mode: 'half', walletAvailable: 5000n })).toEqual({ toWallet: 0n, fee: 0n, market: 10000n, absorbed: 2100n });
    // Cross: the wallet pays a loss beyond the margin, up to its available balance.
    expect(settleClose({ margin: 10000n, pnl: -12000n, fee: 100n, mode: 'full', walletAvailable: 5000n })).toEqual({ toWallet: -2100n, fee: 100n, market: 12000n, absorbed: 0n });
    expect(settleClose({ margin: 10000n, pnl: -20000n, fee: 100n, mode: 'full', walletAvailable: 5000n })).toEqual({ toWallet: -5000n, fee: 0n, market: 15000n, absorbed: 5100n });
  });
  it('every settlement conserves money', () => {
    for (let i = 0; i < 500; i++) {
      const margin = BigInt(Math.floor(Math.random() * 100000));
      const pnl = BigInt(Math.floor((Math.random() - 0.6) * 300000));
      const fee = BigInt(Math.floor(Math.random() * 500));
      const walletAvailable = BigInt(Math.floor(Math.random() * 50000));
      for (const mode of ['half', 'full'] as const) {
        const s = settleClose({ margin, pnl, fee, mode, walletAvailable });
        expect(-margin + s.toWallet + s.fee + s.market).toBe(0n);
        expect(s.fee >= 0n && s.fee <= fee).toBe(true);
        expect(s.toWallet >= (mode === 'full' ? -walletAvailable : 0n)).toBe(true);
        const flows = flowsFromNet([
          ['margin', -margin],
          ['wallet', s.toWallet],
          ['fees', s.fee],
          ['market', s.market],
        ]);
        expect(flows.every((f) => f.amount > 0n && f.from !== f.to)).toBe(true);
      }
    }
  });
  it('turns net amounts into flows between payers and receivers', () => {
    expect(flowsFromNet([['a', -5n], ['b', 3n], ['c', 2n], ['d', 0n]])).toEqual([
      { from: 'a', to: 'b', amount: 3n },
      { from: 'a', to: 'c', amount: 2n },
    ]);
    expect(() => flowsFromNet([['a', -5n], ['b', 3n]])).toThrow();
  });
});

describe('liquidation', () => {
  const levels = { marginCallLevel: '0.5', liquidationLevel: '0.3' };
  it('margin call below the maintenance level, liquidation below the lower one', () => {
    expect(riskAction(d('0.8'), levels)).toBe('none');
    expect(riskAction(d('0.5'), levels)).toBe('none');
    expect(riskAction(d('0.49'), levels)).toBe('margin_call');
    expect(riskAction(d('0.3'), levels)).toBe('margin_call');
    expect(riskAction(d('0.29'), levels)).toBe('liquidate');
    expect(riskAction(undefined, levels)).toBe('none');
    expect(needsRiskWatch(0, 1)).toBe(false);
    expect(needsRiskWatch(1, 1)).toBe(true);
    expect(needsRiskWatch(0, 2)).toBe(true);
  });
  it('cross equity pools the wallet and the cross positions', () => {
    expect(crossEquity(1000n, [{ margin: 500n, pnl: -200n }, { margin: 300n, pnl: 50n }])).toEqual({ equity: 1650n, margin: 800n });
  });
  it('stops trigger on the right side and are refused on the wrong side', () => {
    expect(stopTriggered(0, d(95), { stopLoss: d(95) })).toBe('stop_loss');
    expect(stopTriggered(0, d(96), { stopLoss: d(95), takeProfit: d(110) })).toBeUndefined();
    expect(stopTriggered(0, d(110), { takeProfit: d(110) })).toBe('take_profit');
    expect(stopTriggered(1, d(105), { stopLoss: d(105) })).toBe('stop_loss');
    expect(stopTriggered(1, d(90), { takeProfit: d(91) })).toBe('take_profit');
    expect(codeOf(() => checkStops(0, d(100), { stopLoss: d(101) }, 2))).toBe('INVALID_STOP');
    expect(codeOf(() => checkStops(0, d(100), { takeProfit: d(99) }, 2))).toBe('INVALID_STOP');
    expect(codeOf(() => checkStops(1, d(100), { stopLoss: d(99) }, 2))).toBe('INVALID_STOP');
    expect(codeOf(() => checkStops(1, d(100), { stopLoss: d(101), takeProfit: d(90) }, 2))).toBeUndefined();
  });
});

describe('price guard', () => {
  const quote = { bid: d('99.90'), ask: d('100.10') };
  it('accepts a limit within the percent of the middle price and names the rule otherwise', () => {
    const range = priceGuardRange(quote, 10, 2);
    expect(range.min.toString()).toBe('90');
    expect(range.max.toString()).toBe('110');
    expect(codeOf(() => checkPriceGuard(d('90'), quote, 10, 2))).toBeUndefined();
    expect(codeOf(() => checkPriceGuard(d('89.99'), quote, 10, 2))).toBe('PRICE_GUARD');
    expect(codeOf(() => checkPriceGuard(d('110.01'), quote, 10, 2))).toBe('PRICE_GUARD');
  });
  it('checks decimals and the tick grid', () => {
    const grid = (p: number) => Math.round(p * 100) % 5 === 0;
    expect(codeOf(() => checkTick(d('100.05'), 2, grid))).toBeUndefined();
    expect(codeOf(() => checkTick(d('100.03'), 2, grid))).toBe('INVALID_PRICE');
    expect(codeOf(() => checkTick(d('100.001'), 2, () => true))).toBe('INVALID_PRICE');
  });
  it('a buy limit fills when the ask comes down to it, a sell when the bid comes up to it', () => {
    expect(limitCrosses(0, d('100.10'), quote)).toBe(true);
    expect(limitCrosses(0, d('100.09'), quote)).toBe(false);
    expect(limitCrosses(1, d('99.90'), quote)).toBe(true);
    expect(limitCrosses(1, d('99.91'), quote)).toBe(false);
  });
});

import Decimal from 'decimal.js';
import { describe, expect, it } from 'vitest';
import { AttemptKeys, stableJson } from './idempotency.ts';
import { adjustMoney, liveFigures, markOf, sumMoney, type LivePosition } from './live-pnl.ts';
import { pricedIn } from './format.ts';
import { cleanDecimalInput, fractionOf, stepQuantity, validateQuantity } from './quantity.ts';

const aapl: LivePosition = {
  direction: 0,
  openPrice: '271.86',
  currentPrice: '271.50',
  total: '2718.60',
  profit: '-3.60',
  margin: '2718.60',
  zdf: '-0.13',
  currency: 'USD',
  priceCurrency: 'USD',
  code: 'AAPL',
  status: 0,
};

describe('live floating P/L', () => {
  it('marks a long at the bid and a short at the ask', () => {
    const quote = { bid: 10.5, ask: 10.6, price_nominal: 10.55 };
    expect(markOf(0, quote)?.toString()).toBe('10.5');
    expect(markOf(1, quote)?.toString()).toBe('10.6');
    expect(markOf(0, { price_nominal: 9 })?.toString()).toBe('9');
    expect(markOf(0, undefined)).toBeUndefined();
  });

  it('recomputes a long stock position from the live bid', () => {
    const live = liveFigures(aapl, new Decimal('275.00'));
    expect(live).toEqual({ currentPrice: '275.00', profit: '31.40', zdf: '1.16', live: true });
  });

  it('recomputes a short with leverage, floored to the cent', () => {
    const short: LivePosition = { ...aapl, direction: 1, margin: '271.86', profit: '0.00', currentPrice: '271.86', zdf: '0.00' };
    const live = liveFigures(short, new Decimal('271.863'));
    // (271.863 - 271.86) x 10 x -1 = -0.03 exactly
    expect(live.profit).toBe('-0.03');
    const loss = liveFigures(short, new Decimal('271.8631'));
    expect(loss.profit).toBe('-0.04'); // -0.031 floored
    expect(liveFigures(short, new Decimal('270.86')).zdf).toBe('3.68');
  });

  it('uses the contract multiplier hidden in total (futures)', () => {
    const gold: LivePosition = { ...aapl, code: 'GC', openPrice: '2650.0', currentPrice: '2650.0', total: '265000.00', profit: '0.00', margin: '13250.00' };
    expect(liveFigures(gold, new Decimal('2651.5')).profit).toBe('150.00');
  });

  it('converts a cross-currency pair to the wallet currency', () => {
    // 0.10 lot USD/MXN (10,000 USD) opened at 17.0000, booked in USD.
    const usdmxn: LivePosition = { ...aapl, code: 'USD/MXN', currency: 'USD', priceCurrency: 'MXN', openPrice: '17.0000', currentPrice: '17.0000', total: '170000.00', profit: '0.00', margin: '1000.00' };
    // flat server P/L: rate = 1 / mark
    expect(liveFigures(usdmxn, new Decimal('17.1700')).profit).toBe('99.00');
    // with a server move, the server's own rate is reused
    const moved = { ...usdmxn, currentPrice: '17.1000', profit: '58.47' };
    expect(liveFigures(moved, new Decimal('17.1000')).profit).toBe('58.47');
  });

  it('keeps the server figures for closed positions and without a quote', () => {
    expect(liveFigures({ ...aapl, status: 1 }, new Decimal(300)).live).toBe(false);
    expect(liveFigures(aapl, undefined)).toEqual({ currentPrice: '271.50', profit: '-3.60', zdf: '-0.13', live: false });
  });

  it('sums and adjusts money strings exactly', () => {
    expect(sumMoney(['0.10', '0.20', '-0.05'])).toBe('0.25');
    expect(adjustMoney('100.00', '-3.60', '31.40')).toBe('135.00');
  });
});

describe('quantities', () => {
  const hk = { minCount: '100', step: '100', maxCount: '1000000' };
  const forex = { minCount: '0.01', step: '0.01', maxCount: '100' };

  it('validates against minimum, step and maximum', () => {
    expect(validateQuantity('', hk)).toBe('required');
    expect(validateQuantity('abc', hk)).toBe('invalid');
    expect(validateQuantity('0', hk)).toBe('invalid');
    expect(validateQuantity('50', hk)).toBe('tooSmall');
    expect(validateQuantity('150', hk)).toBe('wrongLot');
    expect(validateQuantity('2000000', hk)).toBe('tooLarge');
    expect(validateQuantity('300', hk)).toBeUndefined();
    expect(validateQuantity('0.015', forex)).toBe('wrongLot');
    expect(validateQuantity('0.05', forex)).toBeUndefined();
  });

  it('steps on the grid and snaps off-grid values', () => {
    expect(stepQuantity('', hk, 1)).toBe('100');
    expect(stepQuantity('100', hk, 1)).toBe('200');
    expect(stepQuantity('150', hk, 1)).toBe('200');
    expect(stepQuantity('150', hk, -1)).toBe('100');
    expect(stepQuantity('100', hk, -1)).toBe('100');
    expect(stepQuantity('0.05', forex, 1)).toBe('0.06');
    expect(stepQuantity('100', forex, 1)).toBe('100.00');
  });

  it('cleans typed input and takes fractions on the grid', () => {
    expect(cleanDecimalInput('1,2.3a4', 2)).toBe('1.23');
    expect(cleanDecimalInput('12.5', 0)).toBe('125');
    expect(fractionOf('10', 0.5, { minCount: '1', step: '1' })).toBe('5');
    expect(fractionOf('300', 0.5, hk)).toBe('100');
    expect(fractionOf('0.03', 0.25, forex)).toBe('0.01');
  });
});

describe('idempotency keys', () => {
  it('reuses the key for the same body and renews it for another body or after reset', () => {
    let n = 0;
    const keys = new AttemptKeys(() => `key-${++n}`);
    const first = keys.keyFor({ code: 'AAPL', quantity: '10' });
    expect(keys.keyFor({ quantity: '10', code: 'AAPL' })).toBe(first);
    expect(keys.keyFor({ code: 'AAPL', quantity: '11' })).toBe('key-2');
    keys.reset();
    expect(keys.keyFor({ code: 'AAPL', quantity: '11' })).toBe('key-3');
    expect(stableJson({ b: 1, a: [1, { d: undefined, c: 2 }] })).toBe('{"a":[1,{"c":2}],"b":1}');
  });
});

describe('close estimate', () => {
  const rate = { buyRate: '0.001', sellRate: '0.002', minFee: '1.00' };
  it('estimates P/L, fee and proceeds of part of a long', async () => {
    const { estimateClose } = await import('./close-estimate.ts');
    const est = estimateClose({ ...aapl, positionNum: '10' }, new Decimal('281.86'), '5', rate)!;
    // P/L 10 x 10 = 100.00, half = 50.00; fee 281.86 x 5 x 0.002 = 2.8186 -> 2.82; margin half 1359.30
    expect(est).toEqual({ fraction: '0.5', priceProfit: '50.00', openFee: '0.00', openIva: '0.00', profit: '47.18', fee: '2.82', iva: '0.00', receive: '1406.48' });
    expect(estimateClose({ ...aapl, positionNum: '10' }, new Decimal('281.86'), '11', rate)).toBeUndefined();
    expect(estimateClose({ ...aapl, positionNum: '10' }, new Decimal('1'), '1', rate)!.fee).toBe('1.00');
  });

  it('takes the IVA on the commission out of the proceeds, as the server books it (16 %, half up)', async () => {
    const { estimateClose } = await import('./close-estimate.ts');
    const est = estimateClose({ ...aapl, positionNum: '10' }, new Decimal('281.86'), '5', { ...rate, ivaRate: '0.16' })!;
    // fee 2.82, IVA 2.82 x 0.16 = 0.4512 -> 0.45; 1359.30 + 50.00 - 2.82 - 0.45
    expect(est).toEqual({ fraction: '0.5', priceProfit: '50.00', openFee: '0.00', openIva: '0.00', profit: '46.73', fee: '2.82', iva: '0.45', receive: '1406.03' });
  });

  it('counts both commissions and both IVAs in the estimated P/L (issue 28.3: -0.75 shown, -2.54 booked)', async () => {
    const { estimateClose } = await import('./close-estimate.ts');
    // 8 NVDA bought at 216.26 with a US$1.73 commission and US$0.28 IVA; 3 sold at 215.96 (0.3 lower).
    const nvda = { ...aapl, code: 'NVDA', openPrice: '216.26', currentPrice: '215.96', total: '1730.08', margin: '1730.08', profit: '-2.40', positionNum: '8', openFee: '1.73', openIva: '0.28' };
    const est = estimateClose(nvda, new Decimal('215.96'), '3', { buyRate: '0.001', sellRate: '0.001', minFee: '0.50', ivaRate: '0.16' })!;
    // price -0.90; opening share 1.73 x 3/8 = 0.64875 -> 0.64, IVA 0.28 x 3/8 = 0.105 -> 0.10;
    // closing fee 647.88 x 0.001 = 0.64788 -> 0.65, IVA 0.104 -> 0.10: -0.90 - 0.64 - 0.10 - 0.65 - 0.10 = -2.39
    expect(est).toMatchObject({ priceProfit: '-0.90', openFee: '0.64', openIva: '0.10', fee: '0.65', iva: '0.10', profit: '-2.39' });
  });
});

describe('pricedIn', () => {
  it('writes a price in its currency notation at its own precision, never the code after it', () => {
    expect(pricedIn('191.09', 'USD')).toBe('US$191.09');
    expect(pricedIn('20.04179', 'MXN')).toBe('MX$20.04179');
    expect(pricedIn('1911.5', 'HKD', 2)).toBe('HK$1,911.50');
    expect(pricedIn(undefined, 'USD')).toBe('--');
  });
});

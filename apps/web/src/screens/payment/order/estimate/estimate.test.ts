import Decimal from 'decimal.js';
import { describe, expect, it } from 'vitest';
import { bracketAllowed, extendedHoursAllowed, goesConditional, ticketKinds } from '../order-types/order-types.ts';
import { estimateAt, executablePrice } from './estimate.ts';

const quote = { bid: '216.26', ask: '216.30', decimals: 2 };

describe('executable price (issue 28.2)', () => {
  it('a market buy at the ask, a sale at the bid', () => {
    expect(executablePrice({ ...quote, direction: 0, kind: 'market' })).toEqual({ price: new Decimal('216.30'), basis: 'ask' });
    expect(executablePrice({ ...quote, direction: 1, kind: 'market' })).toEqual({ price: new Decimal('216.26'), basis: 'bid' });
  });
  it('a limit at its limit, or at the market when the market already crosses it', () => {
    expect(executablePrice({ ...quote, direction: 1, kind: 'limit', limit: '220.00' })).toEqual({ price: new Decimal('220.00'), basis: 'limit' });
    expect(executablePrice({ ...quote, direction: 1, kind: 'limit', limit: '210.00' })).toEqual({ price: new Decimal('216.26'), basis: 'bid' });
    expect(executablePrice({ ...quote, direction: 0, kind: 'limit', limit: '210.00' })).toEqual({ price: new Decimal('210.00'), basis: 'limit' });
    expect(executablePrice({ ...quote, direction: 0, kind: 'limit', limit: '' })).toBeUndefined();
  });
  it('a stop at its trigger, a stop limit at its limit', () => {
    expect(executablePrice({ ...quote, direction: 1, kind: 'stop', trigger: '190.10' })).toEqual({ price: new Decimal('190.10'), basis: 'trigger' });
    expect(executablePrice({ ...quote, direction: 1, kind: 'stop_limit', trigger: '190.10', limit: '189.50' })).toEqual({ price: new Decimal('189.50'), basis: 'limit' });
  });
  it('a trailing stop where its stop stands: a 2 % sale trail below the bid, an amount above the ask for a buy', () => {
    // 194.04 x 0.98 = 190.1592 -> 190.15 (a sale's stop rounds down)
    expect(executablePrice({ bid: '194.04', ask: '194.08', decimals: 2, direction: 1, kind: 'trailing', trail: '2', trailBy: 'percent' })).toEqual({ price: new Decimal('190.15'), basis: 'trail' });
    expect(executablePrice({ ...quote, direction: 0, kind: 'trailing', trail: '1.5', trailBy: 'amount' })).toEqual({ price: new Decimal('217.80'), basis: 'trail' });
  });
});

describe('estimate at a price', () => {
  // The preview of a sale of 5 AAPL at the bid 194.04: notional 970.20, commission 0.97 -> minimum 1.00, IVA 0.16.
  const sale = { price: '194.04', notional: '970.20', margin: '970.20', fee: '1.00', feeRate: '0.001', minFee: '1.00', iva: '0.16', ivaRate: '0.16', total: '971.36', sell: { held: '10', proceeds: '969.04', iva: '0.16' } };
  it("is the server's figures at the preview's own price", () => {
    expect(estimateAt(sale, { price: new Decimal('194.04'), basis: 'bid' })).toMatchObject({ notional: '970.20', fee: '1.00', iva: '0.16', proceeds: '969.04' });
  });
  it('re-prices a trailing-stop sale at its stop: notional, commission, IVA and proceeds', () => {
    // 5 x 190.15 = 950.75; commission 0.95 -> 1.00; IVA 0.16; proceeds 950.75 - 1.00 - 0.16 = 949.59
    expect(estimateAt(sale, { price: new Decimal('190.15'), basis: 'trail' })).toEqual({ price: '190.15', basis: 'trail', notional: '950.75', fee: '1.00', iva: '0.16', margin: '950.75', total: '951.91', proceeds: '949.59' });
  });
  it('re-prices a buy with a commission above the minimum', () => {
    // 8 NVDA: preview at 216.05 = 1728.40; at the ask 216.30 = 1730.40, commission 1.7304 -> 1.73, IVA 0.2768 -> 0.28
    const buy = { price: '216.05', notional: '1728.40', margin: '1728.40', fee: '1.73', feeRate: '0.001', minFee: '1.00', iva: '0.28', ivaRate: '0.16', total: '1730.41' };
    expect(estimateAt(buy, { price: new Decimal('216.30'), basis: 'ask' })).toEqual({ price: '216.30', basis: 'ask', notional: '1730.40', fee: '1.73', iva: '0.28', margin: '1730.40', total: '1732.41', proceeds: undefined });
  });
});

describe('order types (issue 28.1)', () => {
  it('a sale of shares held offers a limit, and sends every limit sale as a conditional order', () => {
    expect(ticketKinds()).toContain('limit');
    expect(goesConditional({ kind: 'limit', tif: 'gtc', extended: false, bracket: false }, true)).toBe(true);
    expect(goesConditional({ kind: 'limit', tif: 'gtc', extended: false, bracket: false }, false)).toBe(false);
    expect(goesConditional({ kind: 'limit', tif: 'day', extended: false, bracket: false }, false)).toBe(true);
    expect(goesConditional({ kind: 'market', tif: 'gtc', extended: false, bracket: false }, true)).toBe(false);
  });
  it('extended hours for US limits where published; a bracket never on a sale', () => {
    expect(extendedHoursAllowed('US', 'limit', true)).toBe(true);
    expect(extendedHoursAllowed('MX', 'limit', true)).toBe(false);
    expect(extendedHoursAllowed('US', 'stop', true)).toBe(false);
    expect(bracketAllowed('limit', true)).toBe(false);
    expect(bracketAllowed('limit', false)).toBe(true);
    expect(bracketAllowed('trailing', false)).toBe(false);
  });
});

import { describe, expect, it } from 'vitest';
import { formatCurrency, formatSignedCurrency } from '../../components/money/amount.ts';
import { decimalsOf } from './bill-amount.ts';

describe('statement amounts in their currency decimals (issue 34 item 17)', () => {
  it('a BTC payout reads in 8 decimals, pesos in 2', () => {
    expect(formatSignedCurrency('0.00000123', 'BTC', decimalsOf('0.00000123'))).toBe('+0.00000123 BTC');
    expect(formatCurrency('0.01234567', 'BTC', decimalsOf('0.01234567'))).toBe('0.01234567 BTC');
    expect(formatSignedCurrency('-1500.50', 'MXN', decimalsOf('-1500.50'))).toBe('-MX$1,500.50');
    expect(formatSignedCurrency('25', 'USD', decimalsOf('25'))).toBe('+US$25.00');
  });
});

import { describe, expect, it } from 'vitest';
import {
  checkAmount,
  cleanAmountInput,
  formatCurrency,
  formatFractionPercent,
  formatSignedCurrency,
  fromMinor,
  multiplyDecimal,
  sumDecimal,
  toMinor,
  truncateDecimal,
} from './amount.ts';

describe('amount input', () => {
  it('keeps digits, one dot and at most the allowed decimals while typing', () => {
    expect(cleanAmountInput('1,234.567')).toBe('1.23');
    expect(cleanAmountInput('12.3.4')).toBe('12.34');
    expect(cleanAmountInput('00012')).toBe('12');
    expect(cleanAmountInput('.5')).toBe('0.5');
    expect(cleanAmountInput('abc')).toBe('');
    expect(cleanAmountInput('0.00012345678', 8)).toBe('0.00012345');
    expect(cleanAmountInput('12.9', 0)).toBe('12');
  });

  it('checks the spec rules: > 0, at most 2 decimals, minimum and maximum', () => {
    expect(checkAmount('')).toBe('required');
    expect(checkAmount('1.234')).toBe('format');
    expect(checkAmount('1e3')).toBe('format');
    expect(checkAmount('0.00')).toBe('zero');
    expect(checkAmount('0.99', { min: '1' })).toBe('min');
    expect(checkAmount('1', { min: '1' })).toBeUndefined();
    expect(checkAmount('250000.01', { max: '250000.00' })).toBe('max');
    expect(checkAmount('250000', { max: '250000.00' })).toBeUndefined();
    expect(checkAmount('0.0001', { decimals: 8, min: '0.0001' })).toBeUndefined();
  });
});

describe('minor units', () => {
  it('converts both ways without floats', () => {
    expect(toMinor('1234.5')).toBe(123450n);
    expect(toMinor('0.1')).toBe(10n);
    expect(toMinor('-12.50')).toBe(-1250n);
    expect(toMinor('1.234')).toBeUndefined();
    expect(fromMinor(123450n)).toBe('1234.50');
    expect(fromMinor(5n)).toBe('0.05');
    expect(fromMinor(-1250n)).toBe('-12.50');
    expect(fromMinor(12345678n, 8)).toBe('0.12345678');
    expect(truncateDecimal('12.3456')).toBe('12.34');
    expect(truncateDecimal('7')).toBe('7.00');
  });

  it('sums and multiplies exactly (0.1 + 0.2 is 0.30)', () => {
    expect(sumDecimal(['0.10', '0.20'])).toBe('0.30');
    expect(sumDecimal(['944400.43', '-0.43', '12.3456'])).toBe('944412.34');
    expect(multiplyDecimal('0.0015', '94475.63')).toBe('141.71');
    expect(multiplyDecimal('3', '1.00')).toBe('3.00');
    expect(multiplyDecimal('x', '1')).toBeUndefined();
  });
});

describe('formatting', () => {
  it('shows MX$ for pesos and a clear sign or code otherwise', () => {
    expect(formatCurrency('1234.5', 'MXN')).toBe('MX$1,234.50');
    expect(formatCurrency('-12', 'MXN')).toBe('-MX$12.00');
    expect(formatCurrency('2000', 'USD')).toBe('US$2,000.00');
    expect(formatCurrency('1000', 'EUR')).toBe('€1,000.00');
    expect(formatCurrency('50000', 'HKD')).toBe('HK$50,000.00');
    expect(formatCurrency('0.0015', 'BTC', 8)).toBe('0.00150000 BTC');
    expect(formatSignedCurrency('1000.00', 'MXN')).toBe('+MX$1,000.00');
    expect(formatSignedCurrency('-49.65', 'USD')).toBe('-US$49.65');
    expect(formatSignedCurrency('0.00', 'USD')).toBe('US$0.00');
  });

  it('shows a spread fraction as a percent', () => {
    expect(formatFractionPercent('0.0030')).toBe('0.30%');
    expect(formatFractionPercent('0')).toBe('0.00%');
    expect(formatFractionPercent('0.0125')).toBe('1.25%');
  });
});

describe('asset amounts', () => {
  it('shows crypto with the decimals it has and fiat with 2', async () => {
    const { formatAssetAmount } = await import('./amount.ts');
    expect(formatAssetAmount('0.00150000', 'BTC')).toBe('0.0015 BTC');
    expect(formatAssetAmount('25', 'USDT')).toBe('25.00 USDT');
    expect(formatAssetAmount('0.12345678', 'ETH')).toBe('0.12345678 ETH');
    expect(formatAssetAmount('1234.5', 'MXN')).toBe('MX$1,234.50');
  });
});

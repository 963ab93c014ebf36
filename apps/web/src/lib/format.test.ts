import { describe, expect, it } from 'vitest';
import {
  currencySymbol,
  formatCompact,
  formatDate,
  formatFxRate,
  formatDateTime,
  formatDay,
  formatMoney,
  formatNumber,
  formatPercent,
  formatSigned,
  formatTime,
  formatExchangeDateTime,
  setFormatLocale,
  toEpochSeconds,
  trendOf,
  zoneAbbreviation,
} from './format.ts';

describe('numbers', () => {
  it('shows 2 decimals with thousand separators', () => {
    expect(formatNumber(1234567.891)).toBe('1,234,567.89');
    expect(formatNumber('0.5')).toBe('0.50');
    expect(formatNumber(0)).toBe('0.00');
    expect(formatNumber(null)).toBe('--');
    expect(formatNumber('abc')).toBe('--');
  });

  it('formats decimal strings exactly, without float rounding', () => {
    expect(formatNumber('12345678901234567.125', 3)).toBe('12,345,678,901,234,567.125');
    expect(formatNumber('1.005')).toBe('1.01');
  });

  it('writes what Intl.NumberFormat en-US writes, without it (half away from zero, strings and numbers)', () => {
    const texts = ['0', '7', '191.3349', '191.335', '-191.335', '2830068.95', '999.995', '-999.995', '0.005', '-0.004', '1234567.891', '00012.5', '+3.14159', '99999999.999', '0.0000001'];
    const numbers = [0, 7, 191.335, -191.335, 1.005, 2.675, 1234567.891, 0.1 + 0.2, -12.5, 123456789012345.67, 1e21, 1e-7, Number.NaN];
    for (const decimals of [0, 1, 2, 4, 8]) {
      const intl = new Intl.NumberFormat('en-US', { minimumFractionDigits: decimals, maximumFractionDigits: decimals });
      for (const text of texts) expect(formatNumber(text, decimals), `'${text}' with ${decimals}`).toBe(intl.format(text as unknown as number));
      for (const value of numbers) expect(formatNumber(value, decimals), `${value} with ${decimals}`).toBe(intl.format(value));
      expect(formatNumber(12345678901234567890n, decimals)).toBe(intl.format(12345678901234567890n));
    }
  });

  it('writes one currency notation: MX$, US$, HK$, € (never a bare $, never the code twice)', () => {
    expect(currencySymbol('MX')).toBe('MX$');
    expect(currencySymbol('US')).toBe('US$');
    expect(currencySymbol('HK')).toBe('HK$');
    expect(currencySymbol('HKD')).toBe('HK$');
    expect(currencySymbol('EUR')).toBe('€');
    expect(currencySymbol(undefined)).toBe('US$');
    expect(formatMoney('1500', 'MX')).toBe('MX$1,500.00');
    expect(formatMoney(-12, 'US')).toBe('-US$12.00');
    expect(formatMoney('184.16', 'USD')).toBe('US$184.16');
    expect(formatMoney('50000', 'HKD')).toBe('HK$50,000.00');
    for (const market of ['MX', 'US', 'HK', 'MXN', 'USD', 'HKD', 'EUR', 'FUTURES', undefined]) {
      const text = formatMoney('1', market);
      expect(text).not.toMatch(/(^|[^A-Z])\$/);
      expect(text).not.toMatch(/USD|MXN|HKD|EUR/);
    }
  });

  it('signs changes and percentages', () => {
    expect(formatSigned(1.2)).toBe('+1.20');
    expect(formatSigned(-0.4)).toBe('-0.40');
    expect(formatSigned(0)).toBe('0.00');
    expect(formatPercent('2.5')).toBe('+2.50%');
    expect(formatPercent(-1)).toBe('-1.00%');
  });

  it('calls rise, fall and flat', () => {
    expect(trendOf(1)).toBe('rise');
    expect(trendOf('-0.01')).toBe('fall');
    expect(trendOf('0.00')).toBe('flat');
    expect(trendOf('-0.00')).toBe('flat');
    expect(trendOf(undefined)).toBe('flat');
  });

  it('compacts large numbers in the units of each language', () => {
    expect(formatCompact(1_250_000, 'en')).toBe('1.25M');
    expect(formatCompact(999, 'en')).toBe('999');
    expect(formatCompact(3_400_000_000, 'en')).toBe('3.40B');
    expect(formatCompact(9_680_000_000_000, 'en')).toBe('9.68T');
    // Spanish: mil / M / mil M (a "billón" is 10^12 in Spanish, so never B for 10^9).
    expect(formatCompact(12_500, 'es')).toBe('12.50\u00a0mil');
    expect(formatCompact(1_250_000, 'es')).toBe('1.25\u00a0M');
    expect(formatCompact(1_600_000_000, 'es')).toBe('1.60\u00a0mil\u00a0M');
    expect(formatCompact(9_680_000_000_000, 'es')).toBe('9.68\u00a0B');
    // Chinese: 万 / 亿.
    expect(formatCompact(8_000, 'zh')).toBe('8000');
    expect(formatCompact(148_780_000, 'zh')).toBe('1.49亿');
    expect(formatCompact(1_250_000, 'zh')).toBe('125.00万');
    expect(formatCompact(9_680_000_000_000, 'zh')).toBe('9.68万亿');
    setFormatLocale('zh');
    expect(formatCompact(20_000)).toBe('2.00万');
    setFormatLocale('es');
    expect(formatCompact(20_000)).toBe('20.00\u00a0mil');
    // As a map callback (the chart's tick marks), the index is not a language.
    expect([20_000].map(formatCompact as unknown as (n: number, i: number) => string)).toEqual(['20.00\u00a0mil']);
  });
});

describe('dates', () => {
  // 2026-11-21 14:05:09 UTC
  const ms = Date.UTC(2026, 10, 21, 14, 5, 9);

  it('cuts digit-only timestamps to 10 digits', () => {
    expect(toEpochSeconds(ms)).toBe(ms / 1000);
    expect(toEpochSeconds(String(ms / 1000))).toBe(ms / 1000);
    expect(toEpochSeconds('2026-11-21T14:05:09Z')).toBe(ms / 1000);
  });

  it('writes one date format per language: es DD/MM/YYYY, en MM/DD/YYYY, zh year first', () => {
    expect(formatDateTime(ms, 'UTC', 'es')).toBe('21/11/2026 02:05:09 PM');
    expect(formatDateTime(ms, 'America/Mexico_City', 'es')).toBe('21/11/2026 08:05:09 AM');
    expect(formatDateTime(ms, 'UTC', 'en')).toBe('11/21/2026 02:05:09 PM');
    expect(formatDateTime(ms, 'UTC', 'zh')).toBe('2026-11-21 14:05:09');
    expect(formatDate(ms, 'UTC', 'es')).toBe('21/11/2026');
    expect(formatDate(ms, 'UTC', 'en')).toBe('11/21/2026');
    expect(formatDate(ms, 'UTC', 'zh')).toBe('2026-11-21');
    expect(formatDateTime('garbage')).toBe('--');
    // The default follows the UI language.
    setFormatLocale('en');
    expect(formatDate(ms, 'UTC')).toBe('11/21/2026');
    setFormatLocale('es');
    expect(formatDate(ms, 'UTC')).toBe('21/11/2026');
  });

  it('writes a server day (YYYY-MM-DD) in the same format, never moved by a time zone', () => {
    expect(formatDay('2026-11-25', 'es')).toBe('25/11/2026');
    expect(formatDay('2026-11-25', 'en')).toBe('11/25/2026');
    expect(formatDay('2026-11-25', 'zh')).toBe('2026-11-25');
    expect(formatDay('2026-01-01', 'es')).toBe('01/01/2026');
    expect(formatDay(undefined)).toBe('--');
    expect(formatDay('soon')).toBe('soon');
  });

  it('never shows a 12-hour time without AM/PM', () => {
    // 15:02 New York was shown as "03:02".
    const afternoon = Date.UTC(2026, 10, 23, 20, 2);
    expect(formatTime(afternoon, 'America/New_York', 'es')).toBe('03:02 PM');
    expect(formatTime(afternoon, 'America/New_York', 'en')).toBe('03:02 PM');
    expect(formatTime(afternoon, 'America/New_York', 'zh')).toBe('15:02');
    expect(formatTime(Date.UTC(2026, 0, 1, 0, 7), 'UTC', 'en')).toBe('12:07 AM');
    for (const locale of ['es', 'en'] as const) {
      for (let hour = 0; hour < 24; hour++) {
        const text = formatDateTime(Date.UTC(2026, 10, 23, hour, 30), 'UTC', locale);
        expect(text).toMatch(/ (AM|PM)$/);
      }
    }
  });

  it('names exchange zones by their own abbreviation and shows exchange times in the user zone', () => {
    const open = Date.UTC(2026, 10, 24, 1, 30); // 09:30 Hong Kong
    expect(zoneAbbreviation('Asia/Hong_Kong', open)).toBe('HKT');
    expect(zoneAbbreviation('America/New_York', open)).toBe('EST');
    expect(formatExchangeDateTime(open, 'Asia/Hong_Kong', 'America/Mexico_City', 'es')).toBe('23/11/2026 07:30:00 PM (09:30 AM HKT)');
    expect(formatExchangeDateTime(open, 'Asia/Hong_Kong', 'Asia/Hong_Kong', 'zh')).toBe('2026-11-24 09:30:00 HKT');
  });
});

describe('formatFxRate (issue 28: "1 MXN = 0.04920645 USD" read as USD/MXN)', () => {
  it('prices the foreign currency in pesos whichever way the money goes', () => {
    expect(formatFxRate('0.05624763', 'MXN', 'USD')).toBe('USD/MXN 17.7785');
    expect(formatFxRate('17.77850000', 'USD', 'MXN')).toBe('USD/MXN 17.7785');
    expect(formatFxRate('0.12830000', 'HKD', 'USD')).toBe('HKD/USD 0.1283');
    expect(formatFxRate('0', 'MXN', 'USD')).toBe('--');
  });
});

import { describe, expect, it } from 'vitest';
import {
  currencySymbol,
  formatCompact,
  formatDate,
  formatDateTime,
  formatMoney,
  formatNumber,
  formatPercent,
  formatSigned,
  formatTime,
  toEpochSeconds,
  trendOf,
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

  it('uses MX$ for the MX market and $ otherwise', () => {
    expect(currencySymbol('MX')).toBe('MX$');
    expect(currencySymbol('US')).toBe('$');
    expect(currencySymbol('HK')).toBe('$');
    expect(formatMoney('1500', 'MX')).toBe('MX$1,500.00');
    expect(formatMoney(-12, 'US')).toBe('-$12.00');
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

  it('compacts volumes', () => {
    expect(formatCompact(1_250_000)).toBe('1.25M');
    expect(formatCompact(999)).toBe('999');
    expect(formatCompact(3_400_000_000)).toBe('3.40B');
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

  it('formats DD/MM/YYYY hh:mm:ss A, MM/DD/YYYY and hh:mm', () => {
    expect(formatDateTime(ms, 'UTC')).toBe('21/11/2026 02:05:09 PM');
    expect(formatDateTime(ms, 'America/Mexico_City')).toBe('21/11/2026 08:05:09 AM');
    expect(formatDate(ms, 'UTC')).toBe('11/21/2026');
    expect(formatTime(ms, 'UTC')).toBe('02:05');
    expect(formatTime(Date.UTC(2026, 0, 1, 0, 7), 'UTC')).toBe('12:07');
    expect(formatDateTime('garbage')).toBe('--');
  });
});

import type { Currency } from '@app/contracts';
import { currencySymbol, formatNumber } from '../../lib/format.ts';

/**
 * Money typed by the user and sent by the server travels as decimal text. Arithmetic
 * (compare, "all", totals, an estimate) is done on whole minor units as bigint, never on
 * floats (STYLE: money in whole minor units, convert only at the edges).
 */

/** Keeps what an amount field may hold while typing: digits, one dot (a comma counts as one), at most `decimals` decimals. */
export function cleanAmountInput(raw: string, decimals = 2): string {
  let text = raw.replace(/,/g, '.').replace(/[^\d.]/g, '');
  const dot = text.indexOf('.');
  if (dot >= 0) text = text.slice(0, dot + 1) + text.slice(dot + 1).replace(/\./g, '');
  if (decimals === 0) text = text.replace(/\..*$/, '');
  const [whole = '', fraction] = text.split('.');
  const trimmedWhole = whole.replace(/^0+(?=\d)/, '').slice(0, 13);
  if (fraction === undefined) return trimmedWhole;
  return `${trimmedWhole || '0'}.${fraction.slice(0, decimals)}`;
}

/** "1234.5" -> 123450n with 2 decimals; undefined when it is not digits with at most `decimals` decimals. */
export function toMinor(text: string | number | null | undefined, decimals = 2): bigint | undefined {
  if (text === null || text === undefined) return undefined;
  const value = String(text).trim();
  const match = /^(-)?(\d+)(?:\.(\d+))?$/.exec(value);
  if (!match) return undefined;
  const [, sign, whole, fraction = ''] = match;
  if (fraction.length > decimals) return undefined;
  const minor = BigInt(whole! + fraction.padEnd(decimals, '0'));
  return sign ? -minor : minor;
}

/** 123450n -> "1234.50". */
export function fromMinor(minor: bigint, decimals = 2): string {
  const negative = minor < 0n;
  const digits = (negative ? -minor : minor).toString().padStart(decimals + 1, '0');
  const whole = digits.slice(0, digits.length - decimals);
  const fraction = decimals > 0 ? `.${digits.slice(digits.length - decimals)}` : '';
  return `${negative ? '-' : ''}${whole}${fraction}`;
}

/** Server money text with more decimals than wanted is cut (never rounded up): "12.3456" -> "12.34". */
export function truncateDecimal(text: string, decimals = 2): string {
  const match = /^(-?\d+)(?:\.(\d+))?$/.exec(text.trim());
  if (!match) return text;
  const fraction = (match[2] ?? '').slice(0, decimals).padEnd(decimals, '0');
  return decimals > 0 ? `${match[1]}.${fraction}` : match[1]!;
}

export type AmountError = 'required' | 'format' | 'zero' | 'min' | 'max';

/**
 * The amount rules of SPEC section 5: greater than 0, digits with at most 2 decimals (or
 * the asset's decimals), at least `min` (deposits: 1), at most `max` (what is available).
 */
export function checkAmount(text: string, options: { decimals?: number; min?: string; max?: string } = {}): AmountError | undefined {
  const decimals = options.decimals ?? 2;
  const value = text.trim();
  if (!value) return 'required';
  if (!/^\d{1,13}(\.\d+)?$/.test(value)) return 'format';
  const minor = toMinor(value, decimals);
  if (minor === undefined) return 'format';
  if (minor <= 0n) return 'zero';
  const min = options.min !== undefined ? toMinor(truncateDecimal(options.min, decimals), decimals) : undefined;
  if (min !== undefined && minor < min) return 'min';
  const max = options.max !== undefined ? toMinor(truncateDecimal(options.max, decimals), decimals) : undefined;
  if (max !== undefined && minor > max) return 'max';
  return undefined;
}

/** a * b, both decimal text, cut to `decimals` (an indicative value, e.g. 0.01 BTC in USD). */
export function multiplyDecimal(a: string, b: string, decimals = 2): string | undefined {
  const scale = (text: string) => {
    const match = /^(\d+)(?:\.(\d+))?$/.exec(text.trim());
    return match ? { digits: BigInt(match[1]! + (match[2] ?? '')), places: (match[2] ?? '').length } : undefined;
  };
  const x = scale(a);
  const y = scale(b);
  if (!x || !y) return undefined;
  const product = x.digits * y.digits;
  const places = x.places + y.places;
  const shifted = places >= decimals ? product / 10n ** BigInt(places - decimals) : product * 10n ** BigInt(decimals - places);
  return fromMinor(shifted, decimals);
}

/** Sum of decimal texts with the same decimals (e.g. the MXN value of several wallets). */
export function sumDecimal(values: readonly string[], decimals = 2): string {
  let total = 0n;
  for (const value of values) total += toMinor(truncateDecimal(value, decimals), decimals) ?? 0n;
  return fromMinor(total, decimals);
}

export function isZeroAmount(text: string | undefined): boolean {
  return !text || /^-?0*(\.0*)?$/.test(text.trim());
}

const SIGNS: Record<string, string> = { USD: 'US$', EUR: '€', HKD: 'HK$' };

/** The symbol shown before an amount: MX$ for pesos (SPEC section 1), US$, €, HK$; none for crypto. */
export function currencyPrefix(currency: Currency | string): string {
  if (currency === 'MXN') return currencySymbol('MX');
  return SIGNS[currency] ?? '';
}

/**
 * An amount with its currency: "MX$1,234.50", "US$12.00", "€3.10", "HK$50,000.00",
 * and crypto with its code after it: "0.00120000 BTC". Negative: "-MX$12.00".
 */
export function formatCurrency(value: string | number | null | undefined, currency: Currency | string, decimals = currency === 'BTC' ? 8 : 2): string {
  const text = formatNumber(value, decimals);
  if (text === '--') return text;
  const prefix = currencyPrefix(currency);
  if (!prefix) return `${text} ${currency}`;
  return text.startsWith('-') ? `-${prefix}${text.slice(1)}` : `${prefix}${text}`;
}

/** Signed for statements: "+MX$1,000.00" / "-US$49.65". */
export function formatSignedCurrency(value: string, currency: Currency | string, decimals = 2): string {
  const text = formatCurrency(value, currency, decimals);
  if (text === '--' || text.startsWith('-') || isZeroAmount(value)) return text;
  return `+${text}`;
}

/** A fraction as a percent: "0.0030" -> "0.30%". */
export function formatFractionPercent(fraction: string, decimals = 2): string {
  const minor = toMinor(truncateDecimal(fraction, decimals + 2), decimals + 2);
  if (minor === undefined) return '--';
  return `${formatNumber(fromMinor(minor, decimals), decimals)}%`;
}

/** A short idempotency key for one money-moving tap (8-100 characters). */
export function newIdempotencyKey(prefix = 'web'): string {
  const random = typeof crypto !== 'undefined' && 'randomUUID' in crypto ? crypto.randomUUID() : `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 12)}`;
  return `${prefix}-${random}`;
}

const FIAT = new Set(['MXN', 'USD', 'EUR', 'HKD']);

/** Fiat with 2 decimals and its sign; crypto with the decimals it has (2 to 8), e.g. "0.0015 BTC", "25.00 USDT". */
export function formatAssetAmount(value: string | null | undefined, currency: string): string {
  if (FIAT.has(currency)) return formatCurrency(value, currency);
  const fraction = /\.(\d*?)0*$/.exec(String(value ?? '').trim())?.[1] ?? '';
  return formatCurrency(value, currency, Math.min(8, Math.max(2, fraction.length)));
}

/** A round badge letter for a currency or asset. */
export const CURRENCY_GLYPH: Record<string, string> = { MXN: '$', USD: '$', EUR: '€', HKD: '$', USDT: '₮', BTC: 'B', ETH: 'Ξ' };

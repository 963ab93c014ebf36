import { CURRENCY_DECIMALS, formatMoneyText, type Currency } from '@app/contracts';
import Decimal from 'decimal.js';

/**
 * Money helpers. Inside the server an amount is an integer count of minor units (bigint)
 * of a currency whose precision travels with it (`CURRENCY_DECIMALS`); conversion to and
 * from decimal strings happens only at the edges (wire, display). Rates are decimal.js
 * values with an explicit rounding mode at every conversion.
 */

export const decimalsOf = (currency: Currency): number => CURRENCY_DECIMALS[currency];

/** An amount that cannot be read: not digits, too many decimals, or out of range. */
export class AmountFormatError extends Error {
  constructor(readonly reason: 'format' | 'decimals' | 'zero' | 'range') {
    super(`invalid amount (${reason})`);
  }
}

/** Largest amount accepted from a client: 10^13 units (keeps every product far from int64). */
const MAX_UNITS_DIGITS = 13;

/**
 * Parses a decimal amount ("1234.5", 1234.5) into minor units. Strings are read exactly;
 * numbers through their shortest decimal form (String(n)), never by multiplying floats.
 */
export function parseAmount(value: string | number, decimals: number, options: { allowZero?: boolean } = {}): bigint {
  const text = typeof value === 'number' ? (Number.isFinite(value) ? String(value) : '') : value.trim();
  const match = /^(\d+)(?:\.(\d+))?$/.exec(text);
  if (!match) throw new AmountFormatError('format');
  const [, whole, fraction = ''] = match;
  if (fraction.length > decimals) throw new AmountFormatError('decimals');
  if (whole!.replace(/^0+/, '').length > MAX_UNITS_DIGITS) throw new AmountFormatError('range');
  const minor = BigInt(whole!) * 10n ** BigInt(decimals) + BigInt(fraction.padEnd(decimals, '0') || '0');
  if (minor === 0n && !options.allowZero) throw new AmountFormatError('zero');
  return minor;
}

/** Minor units as a decimal string with exactly `decimals` digits after the point ("-12.50"). */
export function formatMinor(minor: bigint, decimals: number): string {
  const negative = minor < 0n;
  const digits = (negative ? -minor : minor).toString().padStart(decimals + 1, '0');
  const text = decimals === 0 ? digits : `${digits.slice(0, -decimals)}.${digits.slice(-decimals)}`;
  return negative ? `-${text}` : text;
}

export const formatMoney = (minor: bigint, currency: Currency): string => formatMinor(minor, decimalsOf(currency));
/** Minor units as a sentence writes them, the app's one notation: "MX$1,500.50", "-US$7.19" (notices, refusals). */
export const moneyText = (minor: bigint, currency: string): string => formatMoneyText(formatMinor(minor, CURRENCY_DECIMALS[currency as Currency] ?? 2), currency);

export function toDecimal(minor: bigint, decimals: number): Decimal {
  return new Decimal(minor.toString()).dividedBy(new Decimal(10).pow(decimals));
}

/** A decimal value in minor units, rounded with the given mode (default: toward zero). */
export function fromDecimal(value: Decimal, decimals: number, rounding: Decimal.Rounding = Decimal.ROUND_DOWN): bigint {
  return BigInt(value.times(new Decimal(10).pow(decimals)).toDecimalPlaces(0, rounding).toFixed(0));
}

/**
 * Converts minor units of one currency into another at `rate` (units of `to` per unit of
 * `from`). Default rounding is down: the house never pays out a fraction it did not get.
 */
export function convertMinor(minor: bigint, fromDecimals: number, rate: Decimal.Value, toDecimals: number, rounding: Decimal.Rounding = Decimal.ROUND_DOWN): bigint {
  return fromDecimal(toDecimal(minor, fromDecimals).times(rate), toDecimals, rounding);
}

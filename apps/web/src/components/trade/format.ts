import type { TradeMarket } from '@app/contracts';
import { formatDateTime, formatMoney, formatNumber, type Numeric } from '../../lib/format.ts';

/**
 * Formatting of trading figures. Money is in the wallet currency: MX$ for pesos and $
 * otherwise (SPEC section 1); prices keep the decimals the server sent (the instrument's);
 * quantities keep theirs (forex lots have two).
 */

const marketOfCurrency = (currency: string | undefined) => (currency === 'MXN' ? 'MX' : 'US');

export function money(value: Numeric | null | undefined, currency?: string): string {
  return formatMoney(value, marketOfCurrency(currency));
}

/** "+$31.40" / "-$3.60" / "$0.00". */
export function signedMoney(value: Numeric | null | undefined, currency?: string): string {
  const text = money(value, currency);
  if (text === '--' || text.startsWith('-')) return text;
  return /[1-9]/.test(text) ? `+${text}` : text;
}

export function decimalsOf(value: string | undefined): number {
  if (!value) return 2;
  const dot = value.indexOf('.');
  return dot < 0 ? 0 : value.length - dot - 1;
}

/** A price string with its own decimals and thousand separators. */
export function price(value: string | number | undefined | null, decimals?: number): string {
  if (value === undefined || value === null) return '--';
  return formatNumber(value, decimals ?? (typeof value === 'string' ? decimalsOf(value) : 2));
}

export function quantity(value: string | undefined): string {
  if (!value) return '--';
  return formatNumber(value, decimalsOf(value));
}

export type QuantityUnit = 'share' | 'contract' | 'lot';
export function unitOf(market: TradeMarket | string): QuantityUnit {
  if (market === 'FUTURES') return 'contract';
  if (market === 'FOREX') return 'lot';
  return 'share';
}

/** "0.1 %" from a rate "0.001". */
export function ratePercent(rate: string | undefined): string {
  if (!rate) return '--';
  const n = Number(rate) * 100;
  return `${Number.isFinite(n) ? Number(n.toFixed(4)).toString() : '--'} %`;
}

/** "share" / "shares" (lot, contract) for this quantity, in the UI language. */
export function unitLabel(t: (key: string, options?: { count: number }) => string, market: string, quantity?: string): string {
  const count = quantity === undefined ? 2 : Number(quantity);
  return t(`trade.units.${unitOf(market)}`, { count: Number.isFinite(count) ? count : 2 });
}

/** An instant in an exchange's own time zone with the zone's short name: "23/11/2026 09:30:00 AM GMT+8". */
export function exchangeTime(ms: number, timeZone: string | undefined): string {
  if (!timeZone) return formatDateTime(ms);
  let zone: string;
  try {
    zone = new Intl.DateTimeFormat('en-US', { timeZone, timeZoneName: 'short' }).formatToParts(new Date(ms)).find((p) => p.type === 'timeZoneName')?.value ?? '';
  } catch {
    return formatDateTime(ms);
  }
  return `${formatDateTime(ms, timeZone)} ${zone}`.trim();
}

import type { TradeMarket } from '@app/contracts';
import { formatExchangeDateTime, formatMoney, formatNumber, type Numeric } from '../../lib/format.ts';

/**
 * Formatting of trading figures. Money is in the wallet currency: MX$, US$, HK$, € (one
 * notation, never a bare $ and never the code after the amount); prices keep the decimals the server sent (the instrument's);
 * quantities keep theirs (forex lots have two).
 */

export function money(value: Numeric | null | undefined, currency?: string): string {
  return formatMoney(value, currency ?? 'USD');
}

/** "+US$31.40" / "-MX$3.60" / "HK$0.00". */
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

/** A price in its currency's notation, at the price's own precision: "US$191.09", "MX$20.04179". */
export function pricedIn(value: string | number | undefined | null, currency: string, decimals?: number): string {
  if (value === undefined || value === null) return '--';
  return formatMoney(value, currency, decimals ?? (typeof value === 'string' ? decimalsOf(value) : 2));
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

/** An exchange instant in the user's zone, with the exchange's own time and zone: "23/11/2026 07:30:00 PM (09:30 AM HKT)". */
export function exchangeTime(ms: number, timeZone: string | undefined): string {
  return formatExchangeDateTime(ms, timeZone);
}

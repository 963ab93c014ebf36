/**
 * Formatting used by every screen (SPEC section 9): 2 decimals with thousand
 * separators, MX$ for the Mexican market and $ otherwise, the spec's date formats,
 * digit-only timestamps cut to 10 digits (seconds), green rise and red fall.
 *
 * Amounts arrive from the API as decimal strings (money) or numbers (quotes); both are
 * formatted from their decimal text, never through float arithmetic.
 */

export type Numeric = number | string | bigint;

const grouping = new Map<number, Intl.NumberFormat>();
function formatter(decimals: number): Intl.NumberFormat {
  let f = grouping.get(decimals);
  if (!f) {
    f = new Intl.NumberFormat('en-US', { minimumFractionDigits: decimals, maximumFractionDigits: decimals });
    grouping.set(decimals, f);
  }
  return f;
}

/** 1234.5 -> "1,234.50". Strings are formatted exactly (Intl accepts decimal strings). */
export function formatNumber(value: Numeric | null | undefined, decimals = 2): string {
  if (value === null || value === undefined || value === '') return '--';
  const text = typeof value === 'string' ? value.trim() : value;
  if (typeof text === 'string' && !/^[+-]?\d+(\.\d+)?$/.test(text)) return '--';
  // Intl.NumberFormat.format takes a decimal string without converting it to a double.
  return formatter(decimals).format(text as unknown as number);
}

export type MarketCode = 'US' | 'MX' | 'HK' | string;

/** The currency symbol of a market: MX$ for the MX market and $ otherwise (SPEC section 1). */
export function currencySymbol(market?: MarketCode | null): string {
  return market === 'MX' ? 'MX$' : '$';
}

/** "MX$1,234.50" / "-$12.00". */
export function formatMoney(value: Numeric | null | undefined, market?: MarketCode | null, decimals = 2): string {
  const text = formatNumber(value, decimals);
  if (text === '--') return text;
  const negative = text.startsWith('-');
  return `${negative ? '-' : ''}${currencySymbol(market)}${negative ? text.slice(1) : text}`;
}

/** Signed change: "+1.25" / "-0.40". */
export function formatSigned(value: Numeric | null | undefined, decimals = 2): string {
  const text = formatNumber(value, decimals);
  if (text === '--' || text.startsWith('-')) return text;
  return isZero(text) ? text : `+${text}`;
}

/** Signed percent: "+1.25%". The value is already a percentage (1.25 means 1.25%). */
export function formatPercent(value: Numeric | null | undefined, decimals = 2): string {
  const text = formatSigned(value, decimals);
  return text === '--' ? text : `${text}%`;
}

function isZero(text: string): boolean {
  return /^[+-]?[0,]*(\.0*)?$/.test(text);
}

export type Trend = 'rise' | 'fall' | 'flat';
/** Rise is green, fall is red (SPEC section 9). */
export function trendOf(change: Numeric | null | undefined): Trend {
  if (change === null || change === undefined) return 'flat';
  const text = String(change).trim();
  if (text.startsWith('-')) return isZero(text) ? 'flat' : 'fall';
  return isZero(text) ? 'flat' : 'rise';
}

export const TREND_COLOR: Record<Trend, string> = { rise: 'var(--color-rise)', fall: 'var(--color-fall)', flat: 'var(--color-flat)' };

/**
 * Unix timestamps of digits only are cut to 10 characters (seconds), so that
 * millisecond values and second values read the same (SPEC section 9).
 */
export function toEpochSeconds(value: number | string): number {
  const text = String(value).trim();
  if (/^\d+$/.test(text)) return Number(text.slice(0, 10));
  const parsed = Date.parse(text);
  return Number.isNaN(parsed) ? Number.NaN : Math.floor(parsed / 1000);
}

const pad = (n: number) => String(n).padStart(2, '0');

interface Parts {
  day: number;
  month: number;
  year: number;
  hour: number;
  minute: number;
  second: number;
}

function partsOf(value: number | string, timeZone?: string): Parts | undefined {
  const seconds = toEpochSeconds(value);
  if (Number.isNaN(seconds)) return undefined;
  const date = new Date(seconds * 1000);
  if (!timeZone) {
    return { day: date.getDate(), month: date.getMonth() + 1, year: date.getFullYear(), hour: date.getHours(), minute: date.getMinutes(), second: date.getSeconds() };
  }
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-US', { timeZone, year: 'numeric', month: 'numeric', day: 'numeric', hour: 'numeric', minute: 'numeric', second: 'numeric', hourCycle: 'h23' })
      .formatToParts(date)
      .map((p) => [p.type, Number(p.value)]),
  );
  return { day: parts.day!, month: parts.month!, year: parts.year!, hour: parts.hour!, minute: parts.minute!, second: parts.second! };
}

function twelveHour(hour: number): { h: number; suffix: 'AM' | 'PM' } {
  return { h: hour % 12 === 0 ? 12 : hour % 12, suffix: hour < 12 ? 'AM' : 'PM' };
}

/** "DD/MM/YYYY hh:mm:ss A", e.g. "21/11/2026 02:05:09 PM". */
export function formatDateTime(value: number | string, timeZone?: string): string {
  const p = partsOf(value, timeZone);
  if (!p) return '--';
  const { h, suffix } = twelveHour(p.hour);
  return `${pad(p.day)}/${pad(p.month)}/${p.year} ${pad(h)}:${pad(p.minute)}:${pad(p.second)} ${suffix}`;
}

/** "MM/DD/YYYY". */
export function formatDate(value: number | string, timeZone?: string): string {
  const p = partsOf(value, timeZone);
  return p ? `${pad(p.month)}/${pad(p.day)}/${p.year}` : '--';
}

/** "hh:mm" (12-hour clock, as the spec writes it). */
export function formatTime(value: number | string, timeZone?: string): string {
  const p = partsOf(value, timeZone);
  if (!p) return '--';
  return `${pad(twelveHour(p.hour).h)}:${pad(p.minute)}`;
}

/** Large volumes: 1.2K, 3.4M, 5.6B. */
export function formatCompact(value: Numeric | null | undefined): string {
  if (value === null || value === undefined) return '--';
  const n = Number(value);
  if (!Number.isFinite(n)) return '--';
  const abs = Math.abs(n);
  if (abs >= 1e12) return `${(n / 1e12).toFixed(2)}T`;
  if (abs >= 1e9) return `${(n / 1e9).toFixed(2)}B`;
  if (abs >= 1e6) return `${(n / 1e6).toFixed(2)}M`;
  if (abs >= 1e3) return `${(n / 1e3).toFixed(2)}K`;
  return String(Math.round(n));
}

/**
 * Formatting used by every screen (SPEC section 9): 2 decimals with thousand
 * separators, one currency notation (MX$, US$, HK$, €), one date format per language
 * (es DD/MM/YYYY and en MM/DD/YYYY with a 12-hour clock that always says AM/PM, zh
 * YYYY-MM-DD with a 24-hour clock), digit-only timestamps cut to 10 digits (seconds),
 * large numbers in each language's units, green rise and red fall (or red rise: see
 * lib/trend-colors.ts).
 *
 * Amounts arrive from the API as decimal strings (money) or numbers (quotes); both are
 * formatted from their decimal text, never through float arithmetic.
 */

import { currencySymbol, formatDecimalText } from '@app/contracts';

// One way to write decimals and currency symbols, shared with the server's notices.
export { currencySymbol, formatDecimalText };

export type FormatLocale = 'es' | 'en' | 'zh';
let current: FormatLocale = 'es';

/** The language dates and large numbers are written in (i18n/index.ts keeps it in step with the UI). */
export function setFormatLocale(locale: string): void {
  current = locale === 'en' || locale === 'zh' ? locale : 'es';
}
export const formatLocale = (): FormatLocale => current;

export type Numeric = number | string | bigint;

/**
 * One Intl formatter per key, made on first use: making one costs a phone 5-30 ms (ICU data), and
 * prices and times are written on every pushed tick.
 */
function perKey<K, V>(make: (key: K) => V): (key: K) => V {
  const made = new Map<K, V>();
  return (key) => {
    let value = made.get(key);
    if (value === undefined) made.set(key, (value = make(key)));
    return value;
  };
}

const formatter = perKey((decimals: number) => new Intl.NumberFormat('en-US', { minimumFractionDigits: decimals, maximumFractionDigits: decimals }));

/** 1234.5 -> "1,234.50". Strings are formatted exactly, from their decimal text. */
export function formatNumber(value: Numeric | null | undefined, decimals = 2): string {
  if (value === null || value === undefined || value === '') return '--';
  const text = typeof value === 'string' ? value.trim() : String(value);
  if (/^[+-]?\d+(\.\d+)?$/.test(text)) return formatDecimalText(text, decimals);
  // A number JavaScript writes with an exponent (1e21, 1e-7) or NaN/Infinity.
  return typeof value === 'string' ? '--' : formatter(decimals).format(value as number);
}

export type MarketCode = 'US' | 'MX' | 'HK' | string;

/** "MX$1,234.50" / "-US$12.00" / "HK$3.10": the symbol once, never the code after it. */
export function formatMoney(value: Numeric | null | undefined, marketOrCurrency?: MarketCode | null, decimals = 2): string {
  const text = formatNumber(value, decimals);
  if (text === '--') return text;
  const negative = text.startsWith('-');
  return `${negative ? '-' : ''}${currencySymbol(marketOrCurrency)}${negative ? text.slice(1) : text}`;
}

/**
 * An exchange rate as a market writes it: the foreign currency priced in pesos, "USD/MXN
 * 20.2696", whichever way the money goes (a rate of 0.04933502 USD per MXN reads the same). Between
 * two foreign currencies, the first priced in the second. 4 decimals; the booked rate itself is the
 * server's (8 decimals), this is its reading.
 */
export function formatFxRate(rate: Numeric | null | undefined, from: string, to: string): string {
  const n = Number(rate);
  if (rate === null || rate === undefined || !Number.isFinite(n) || n <= 0) return '--';
  if (from === to) return formatNumber('1', 4);
  const inverted = from === 'MXN';
  const price = inverted ? 1 / n : n;
  return `${inverted ? to : from}/${inverted ? from : to} ${formatNumber(price.toFixed(6), 4)}`;
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

/** The date and 24-hour time parts of an instant in a time zone (one formatter per zone). */
export const zonedFormatter = perKey(
  (timeZone: string) => new Intl.DateTimeFormat('en-US', { timeZone, year: 'numeric', month: 'numeric', day: 'numeric', hour: 'numeric', minute: 'numeric', second: 'numeric', hourCycle: 'h23' }),
);

function partsOf(value: number | string, timeZone?: string): Parts | undefined {
  const seconds = toEpochSeconds(value);
  if (Number.isNaN(seconds)) return undefined;
  const date = new Date(seconds * 1000);
  if (!timeZone) {
    return { day: date.getDate(), month: date.getMonth() + 1, year: date.getFullYear(), hour: date.getHours(), minute: date.getMinutes(), second: date.getSeconds() };
  }
  const parts = Object.fromEntries(
    zonedFormatter(timeZone)
      .formatToParts(date)
      .map((p) => [p.type, Number(p.value)]),
  );
  return { day: parts.day!, month: parts.month!, year: parts.year!, hour: parts.hour!, minute: parts.minute!, second: parts.second! };
}

function twelveHour(hour: number): { h: number; suffix: 'AM' | 'PM' } {
  return { h: hour % 12 === 0 ? 12 : hour % 12, suffix: hour < 12 ? 'AM' : 'PM' };
}

function datePart(p: Parts, locale: FormatLocale): string {
  if (locale === 'zh') return `${p.year}-${pad(p.month)}-${pad(p.day)}`;
  if (locale === 'en') return `${pad(p.month)}/${pad(p.day)}/${p.year}`;
  return `${pad(p.day)}/${pad(p.month)}/${p.year}`;
}

function timePart(p: Parts, locale: FormatLocale, seconds: boolean): string {
  const sec = seconds ? `:${pad(p.second)}` : '';
  if (locale === 'zh') return `${pad(p.hour)}:${pad(p.minute)}${sec}`;
  const { h, suffix } = twelveHour(p.hour);
  return `${pad(h)}:${pad(p.minute)}${sec} ${suffix}`;
}

/** es "21/11/2026 02:05:09 PM", en "11/21/2026 02:05:09 PM", zh "2026-11-21 14:05:09". */
export function formatDateTime(value: number | string, timeZone?: string, locale: FormatLocale = current): string {
  const p = partsOf(value, timeZone);
  return p ? `${datePart(p, locale)} ${timePart(p, locale, true)}` : '--';
}

/** es "21/11/2026", en "11/21/2026", zh "2026-11-21". */
export function formatDate(value: number | string, timeZone?: string, locale: FormatLocale = current): string {
  const p = partsOf(value, timeZone);
  return p ? datePart(p, locale) : '--';
}

/**
 * A calendar day the server sends as "YYYY-MM-DD" (trade, settlement, maturity, listing, NAV
 * dates) in the language's one date format: es "25/11/2026", en "11/25/2026", zh "2026-11-25".
 * Read in UTC: it is a day, not an instant, so no time zone may move it to the day before.
 */
export function formatDay(day: string | null | undefined, locale: FormatLocale = current): string {
  if (!day) return '--';
  return /^\d{4}-\d{2}-\d{2}$/.test(day) ? formatDate(`${day}T00:00:00Z`, 'UTC', locale) : day;
}

/** es/en "02:05 PM" (never a 12-hour time without AM/PM), zh "14:05". */
export function formatTime(value: number | string, timeZone?: string, locale: FormatLocale = current): string {
  const p = partsOf(value, timeZone);
  return p ? timePart(p, locale, false) : '--';
}

/** Short names of exchange zones where Intl only knows an offset ("GMT+8"). */
const ZONE_NAMES: Record<string, string> = { 'Asia/Hong_Kong': 'HKT', 'Asia/Tokyo': 'JST', UTC: 'UTC' };

const zoneNamer = perKey((timeZone: string) => new Intl.DateTimeFormat('en-US', { timeZone, timeZoneName: 'short' }));

/** The exchange's own abbreviation of its zone at an instant: "HKT", "EST"/"EDT", "CST". */
export function zoneAbbreviation(timeZone: string, at: number = Date.now()): string {
  const known = ZONE_NAMES[timeZone];
  if (known) return known;
  try {
    return zoneNamer(timeZone).formatToParts(new Date(at)).find((p) => p.type === 'timeZoneName')?.value ?? '';
  } catch {
    return '';
  }
}

/**
 * An exchange instant for the user: in the user's own zone, followed by the exchange's
 * local time and zone when they differ: "23/11/2026 07:30:00 PM (09:30 AM HKT)".
 */
export function formatExchangeDateTime(ms: number, exchangeZone: string | undefined, userZone?: string, locale: FormatLocale = current): string {
  const mine = formatDateTime(ms, userZone, locale);
  if (!exchangeZone) return mine;
  const here = userZone ?? Intl.DateTimeFormat().resolvedOptions().timeZone;
  const same = formatDateTime(ms, exchangeZone, locale) === formatDateTime(ms, here, locale);
  return same ? `${mine} ${zoneAbbreviation(exchangeZone, ms)}` : `${mine} (${formatTime(ms, exchangeZone, locale)} ${zoneAbbreviation(exchangeZone, ms)})`;
}

const UNITS: Record<FormatLocale, Array<[number, string]>> = {
  // Spanish: mil, millones (M), miles de millones (mil M), billones (B = 10^12).
  // No-break spaces: "1.25 mil M" never wraps inside a list column.
  es: [[1e12, '\u00a0B'], [1e9, '\u00a0mil\u00a0M'], [1e6, '\u00a0M'], [1e3, '\u00a0mil']],
  en: [[1e12, 'T'], [1e9, 'B'], [1e6, 'M'], [1e3, 'K']],
  // Chinese: 万 (10^4), 亿 (10^8), 万亿 (10^12).
  zh: [[1e12, '万亿'], [1e8, '亿'], [1e4, '万']],
};

/** Large volumes in the language's units: es "1.60 mil M", en "1.60B", zh "16.00亿". */
export function formatCompact(value: Numeric | null | undefined, locale: FormatLocale = current): string {
  if (value === null || value === undefined) return '--';
  const n = Number(value);
  if (!Number.isFinite(n)) return '--';
  const abs = Math.abs(n);
  // Used as a callback (Array.map passes an index second): anything but a language is the UI language.
  for (const [size, unit] of UNITS[locale] ?? UNITS[current]) if (abs >= size) return `${(n / size).toFixed(2)}${unit}`;
  return String(Math.round(n));
}

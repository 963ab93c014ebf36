import type { Locale, LocalizedText } from '@app/contracts';
import { formatMoneyText, LOCALES } from '@app/contracts';
import Decimal from 'decimal.js';

/**
 * Rule texts name fields of the terms document as `{field}` or `{a.b}`; the server fills
 * them, so the text a user reads shows the same numbers the server computes with.
 * Pure functions (unit-tested).
 */

const PLACEHOLDER = /\{([A-Za-z_][\w]*(?:\.[\w]+)*)\}/g;

/** The value at a dotted path of a document, or undefined. */
export function valueAt(document: unknown, path: string): unknown {
  let current: unknown = document;
  for (const part of path.split('.')) {
    if (current === null || typeof current !== 'object') return undefined;
    current = (current as Record<string, unknown>)[part];
  }
  return current;
}

/**
 * Terms documents keep rates as exact fractions (`buyRate: '0.002'`, `ivaRate: '0.16'`):
 * a field whose name ends in `Rate` is one, and a reader sees it as a percent
 * ("0.2 %" in Spanish, "0.2%" in English and Chinese), never as 0.002.
 */
const RATE_FIELD = /Rate$/;
const DECIMAL = /^-?\d+(\.\d+)?$/;

function percent(value: string, locale: Locale): string {
  const shown = new Decimal(value).times(100).toString();
  return locale === 'es' ? `${shown}\u00a0%` : `${shown}%`;
}

function show(value: unknown, path = '', locale: Locale = 'en'): string {
  const isRate = RATE_FIELD.test(path) && (typeof value === 'number' || (typeof value === 'string' && DECIMAL.test(value)));
  if (isRate) return percent(String(value as string | number), locale);
  if (Array.isArray(value)) return value.map((item) => show(item)).join(', ');
  if (value === null || value === undefined) return '';
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value as string | number | boolean);
}

/** The placeholders of a text. */
export function placeholders(text: string): string[] {
  return [...text.matchAll(PLACEHOLDER)].map((m) => m[1]!);
}

/** The first placeholder of each language that the document does not have (for the publish check). */
export function missingPlaceholders(text: LocalizedText, document: unknown): Partial<Record<Locale, string>> {
  const missing: Partial<Record<Locale, string>> = {};
  for (const locale of LOCALES) {
    const bad = placeholders(text[locale]).find((path) => {
      const value = valueAt(document, path);
      return value === undefined || (typeof value === 'object' && value !== null && !Array.isArray(value));
    });
    if (bad !== undefined) missing[locale] = bad;
  }
  return missing;
}

/**
 * A placeholder written after a currency's symbol ("US$ {minAmount}", "MX${minFee}") is an
 * amount: it is written as the app writes money ("US$100.00", "MX$1,000.00"; issue 28.9),
 * whatever the spacing of the text that was published.
 */
const MONEY_PLACEHOLDER = /(US\$|MX\$|HK\$|€|₹)\s?\{([A-Za-z_][\w]*(?:\.[\w]+)*)\}/g;
const CURRENCY_OF_SYMBOL: Record<string, string> = { 'US$': 'USD', 'MX$': 'MXN', 'HK$': 'HKD', '€': 'EUR', '₹': 'INR' };

/** The text with its placeholders filled from the document, rates as percents in the text's language, amounts as money. */
export function renderRule(text: string, document: unknown, locale: Locale = 'en'): string {
  const withMoney = text.replace(MONEY_PLACEHOLDER, (whole, symbol: string, path: string) => {
    const value = valueAt(document, path);
    const amount = typeof value === 'number' ? String(value) : value;
    if (typeof amount !== 'string' || !DECIMAL.test(amount)) return whole;
    // A rate in money (US$0.065 per kWh) keeps its own places: a rule is never rounded.
    const places = Math.max(2, amount.split('.')[1]?.length ?? 0);
    return formatMoneyText(amount, CURRENCY_OF_SYMBOL[symbol]!, places);
  });
  return withMoney.replace(PLACEHOLDER, (whole, path: string) => {
    const value = valueAt(document, path);
    return value === undefined ? whole : show(value, path, locale);
  });
}

export function renderAll(text: LocalizedText, document: unknown): LocalizedText {
  return { es: renderRule(text.es, document, 'es'), en: renderRule(text.en, document, 'en'), zh: renderRule(text.zh, document, 'zh') };
}

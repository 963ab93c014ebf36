import type { Locale, LocalizedText } from '@app/contracts';

/** A placeholder's value: the same in every language, or one per language (a date, a name). */
export type TextParams = Record<string, string | number | LocalizedText>;

/**
 * Fills `{name}` placeholders. Unknown placeholders are left as they are. A value given per
 * language is taken in `locale` (English when no locale is said).
 */
export function interpolate(template: string, params: TextParams = {}, locale?: Locale): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => {
    if (!(name in params)) return whole;
    const value = params[name]!;
    return typeof value === 'object' ? value[locale ?? 'en'] : String(value);
  });
}

export function render(text: LocalizedText, locale: Locale, params?: TextParams): string {
  return interpolate(text[locale], params, locale);
}

const DAY_FORMATS: Record<Locale, Intl.DateTimeFormat> = {
  es: new Intl.DateTimeFormat('es-MX', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }),
  en: new Intl.DateTimeFormat('en-US', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }),
  zh: new Intl.DateTimeFormat('zh-CN', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }),
};

/** A calendar day (YYYY-MM-DD) as each language writes it in a sentence: "17 de diciembre de 2026", "December 17, 2026", "2026年12月17日". */
export function dayInWords(day: string): LocalizedText {
  const at = Date.parse(`${day}T00:00:00Z`);
  // Not a real day (2026-02-30 would roll over to March): written as given.
  if (Number.isNaN(at) || new Date(at).toISOString().slice(0, 10) !== day) return { es: day, en: day, zh: day };
  return { es: DAY_FORMATS.es.format(at), en: DAY_FORMATS.en.format(at), zh: DAY_FORMATS.zh.format(at) };
}

/** Declares a group of texts; the `satisfies` keeps every entry in all three languages. */
export const defineTexts = <T extends Record<string, LocalizedText>>(texts: T): T => texts;

const INTL_LOCALES: Record<Locale, string> = { es: 'es-MX', en: 'en-US', zh: 'zh-CN' };
const MOMENT_FORMATS = Object.fromEntries(
  (Object.keys(INTL_LOCALES) as Locale[]).map((locale) => [locale, new Intl.DateTimeFormat(INTL_LOCALES[locale], { day: 'numeric', month: 'long', year: 'numeric', hour: '2-digit', minute: '2-digit', hourCycle: 'h23', timeZone: 'America/Mexico_City' })]),
) as Record<Locale, Intl.DateTimeFormat>;
const MEXICO_CITY_TIME: LocalizedText = { es: 'hora de la Ciudad de México', en: 'Mexico City time', zh: '墨西哥城时间' };

/** A moment as each language writes it in a sentence, with its zone named: "4 de diciembre de 2026, 09:39 (hora de la Ciudad de México)". */
export function momentInWords(ms: number): LocalizedText {
  const at = (locale: Locale) => (locale === 'zh' ? `${MOMENT_FORMATS.zh.format(ms)}（${MEXICO_CITY_TIME.zh}）` : `${MOMENT_FORMATS[locale].format(ms)} (${MEXICO_CITY_TIME[locale]})`);
  return { es: at('es'), en: at('en'), zh: at('zh') };
}

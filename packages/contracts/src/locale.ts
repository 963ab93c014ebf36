/** UI locales (SPEC section 1): es is the default, en the fallback. */
export const LOCALES = ['es', 'en', 'zh'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'es';
export const FALLBACK_LOCALE: Locale = 'en';

/** The `lang` header values the app sends (SPEC section 7). */
export const LANG_HEADER_BY_LOCALE = { es: 'mx', en: 'en', zh: 'zh_Hans_CN' } as const satisfies Record<Locale, string>;
export type LangHeader = (typeof LANG_HEADER_BY_LOCALE)[Locale];

export function localeFromLangHeader(value: string | undefined): Locale {
  switch (value) {
    case 'en':
      return 'en';
    case 'zh_Hans_CN':
    case 'zh-Hans':
    case 'zh':
      return 'zh';
    default:
      return DEFAULT_LOCALE;
  }
}

/** A text in each of the three languages. */
export type LocalizedText = Record<Locale, string>;

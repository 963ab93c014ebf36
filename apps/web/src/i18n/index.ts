import { DEFAULT_LOCALE, FALLBACK_LOCALE, LOCALES, type Locale } from '@app/contracts';
import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import { areaMessages } from './messages/index.ts';
import type { MessageTree } from './types.ts';

const STORAGE_KEY = 'locale';

/** All areas' texts of one language, each under its area's key (`t('market.title')`). */
export function resourcesFor(locale: Locale): MessageTree {
  return Object.fromEntries(Object.entries(areaMessages).map(([area, messages]) => [area, messages[locale]]));
}

export function storedLocale(): Locale {
  const saved = typeof localStorage === 'undefined' ? null : localStorage.getItem(STORAGE_KEY);
  return (LOCALES as readonly string[]).includes(saved ?? '') ? (saved as Locale) : DEFAULT_LOCALE;
}

export async function initI18n(): Promise<void> {
  await i18n.use(initReactI18next).init({
    lng: storedLocale(),
    fallbackLng: FALLBACK_LOCALE,
    supportedLngs: [...LOCALES],
    resources: Object.fromEntries(LOCALES.map((locale) => [locale, { translation: resourcesFor(locale) }])),
    interpolation: { escapeValue: false },
    returnNull: false,
  });
  document.documentElement.lang = i18n.language === 'zh' ? 'zh-Hans' : i18n.language;
}

/** Switches the UI language and remembers it. */
export async function setLocale(locale: Locale): Promise<void> {
  localStorage.setItem(STORAGE_KEY, locale);
  await i18n.changeLanguage(locale);
  document.documentElement.lang = locale === 'zh' ? 'zh-Hans' : locale;
}

export function currentLocale(): Locale {
  return (LOCALES as readonly string[]).includes(i18n.language) ? (i18n.language as Locale) : DEFAULT_LOCALE;
}

export { i18n };

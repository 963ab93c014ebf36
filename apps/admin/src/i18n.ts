import { DEFAULT_LOCALE, FALLBACK_LOCALE, LOCALES, type Locale } from '@app/contracts';
import i18next from 'i18next';
import { useCallback } from 'react';
import { initReactI18next, useTranslation } from 'react-i18next';
import { MESSAGES, type MessageTree } from './messages.ts';

/**
 * The back office's texts through i18next + react-i18next, as in the web app: every area's
 * texts (messages.ts, one line per area) under its key, `t('<area>.<key>', { name })` with
 * `{{name}}` placeholders, a missing text falls back to English, then to the key.
 *
 * The helpers pages use are unchanged: `useT()` gives `{ t, locale }` (re-renders on a
 * language switch), `setLocale(locale)` switches and remembers, `currentLocale()` is the
 * language outside React (API `lang` header, sockets).
 */
const STORAGE_KEY = 'adminLocale';

function stored(): Locale {
  let saved: string | null;
  try {
    saved = typeof localStorage === 'undefined' ? null : localStorage.getItem(STORAGE_KEY);
  } catch {
    saved = null; // storage disabled
  }
  return (LOCALES as readonly string[]).includes(saved ?? '') ? (saved as Locale) : DEFAULT_LOCALE;
}

/** The back office's own i18next instance (also react-i18next's default, for `useTranslation()`). */
export const i18n = i18next.createInstance();

void i18n.use(initReactI18next).init({
  lng: stored(),
  fallbackLng: FALLBACK_LOCALE,
  supportedLngs: [...LOCALES],
  resources: Object.fromEntries(LOCALES.map((locale) => [locale, { translation: MESSAGES[locale] as MessageTree }])),
  // Inline resources: ready synchronously, before the first render.
  initAsync: false,
  // Keys are dotted paths; texts may contain ':' freely.
  nsSeparator: false,
  interpolation: { escapeValue: false }, // React escapes
  returnNull: false,
});

function htmlLang(locale: Locale): string {
  return locale === 'zh' ? 'zh-Hans' : locale;
}

export const currentLocale = (): Locale => {
  const language = i18n.resolvedLanguage ?? i18n.language;
  return (LOCALES as readonly string[]).includes(language) ? (language as Locale) : DEFAULT_LOCALE;
};

/** Switches the language of every mounted page (and later API calls) and remembers it. */
export function setLocale(next: Locale): void {
  try {
    localStorage.setItem(STORAGE_KEY, next);
  } catch {
    // storage disabled: the switch still holds for this visit
  }
  if (typeof document !== 'undefined') document.documentElement.lang = htmlLang(next);
  void i18n.changeLanguage(next);
}

/**
 * Looks a dotted key up in plain trees and fills {{name}} placeholders; an unknown key falls
 * back to `fallback`, then to the key. For texts outside the running app (tests, tools).
 */
export function translate(tree: MessageTree, fallback: MessageTree, key: string, vars: Record<string, string | number> = {}): string {
  const find = (root: MessageTree) => key.split('.').reduce<MessageTree | string | undefined>((node, part) => (typeof node === 'object' ? node[part] : undefined), root);
  const found = find(tree);
  const text = typeof found === 'string' ? found : (find(fallback) as string | undefined);
  if (typeof text !== 'string') return key;
  return text.replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(vars[name] ?? ''));
}

export type T = (key: string, vars?: Record<string, string | number>) => string;

/** The current language's `t` outside React. */
export const t: T = (key, vars) => i18n.t(key, vars ?? {});

export function useT(): { t: T; locale: Locale } {
  const { t: translateKey, i18n: instance } = useTranslation(undefined, { i18n });
  const locale = (LOCALES as readonly string[]).includes(instance.resolvedLanguage ?? '') ? (instance.resolvedLanguage as Locale) : currentLocale();
  const wrapped = useCallback<T>((key, vars) => translateKey(key, vars ?? {}), [translateKey]);
  return { t: wrapped, locale };
}

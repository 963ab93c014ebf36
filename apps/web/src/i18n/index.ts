import { DEFAULT_LOCALE, FALLBACK_LOCALE, LOCALES, type Locale } from '@app/contracts';
import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import { setFormatLocale } from '../lib/format.ts';
import { titlesIn } from '../screens/titles.ts';
import common from './messages/common.ts';
import nav from './messages/nav.ts';
import type { AreaMessages, MessageTree } from './types.ts';

const STORAGE_KEY = 'locale';

/**
 * Texts load in two steps so the first page does not carry every area's texts:
 * `common` and `nav` (the shell: tab labels, toasts, and as `nav.title` the route titles
 * each area declares in screens/<area>/titles.ts) are in the first page;
 * every other file of messages/ is its own small chunk, loaded with the first page of
 * an area that needs it (RoutePage calls `ensureAreaMessages`). `messages/index.ts`
 * still lists every area for the translation tests.
 */
const EAGER: Record<string, AreaMessages> = { common, nav };

const lazyBundles = import.meta.glob<AreaMessages>(['./messages/*.ts', '!./messages/index.ts', '!./messages/common.ts', '!./messages/nav.ts', '!./messages/*.test.ts'], {
  import: 'default',
});
const loaders = new Map(Object.entries(lazyBundles).map(([file, load]) => [file.slice('./messages/'.length, -'.ts'.length), load]));

const pending = new Map<string, Promise<void>>();

/** Loads text bundles (by file name) into i18next, once each; unknown names are ignored. */
export function loadMessages(names: readonly string[]): Promise<void> {
  return Promise.all(
    names.map((name) => {
      let job = pending.get(name);
      const load = loaders.get(name);
      if (!job && load) {
        job = load().then((messages) => {
          for (const locale of LOCALES) i18n.addResourceBundle(locale, 'translation', { [name]: messages[locale] }, true, true);
        });
        job.catch(() => pending.delete(name)); // a failed chunk can be retried
        pending.set(name, job);
      }
      return job;
    }),
  ).then(() => undefined);
}

/**
 * The texts an area's pages use besides common and nav: the `texts` its code chunk
 * declares (`screens/<area>/index.ts`), or every bundle when it declares none, so
 * nothing shows a raw key. The area's own bundle (messages/<area>.ts) is fetched in
 * parallel with its code (`preloadAreaMessages`), so a declared list costs nothing extra.
 */
export function ensureAreaMessages(texts: readonly string[] | undefined): Promise<void> {
  return loadMessages(texts ?? [...loaders.keys()]);
}

/** Starts loading the bundle named like the area, if there is one. */
export function preloadAreaMessages(area: string): Promise<void> {
  return loadMessages([area]);
}

/** The eagerly loaded texts of one language, each under its area's key (`t('common.back')`). */
export function resourcesFor(locale: Locale): MessageTree {
  const eager: MessageTree = Object.fromEntries(Object.entries(EAGER).map(([area, messages]) => [area, messages[locale]]));
  return { ...eager, nav: { ...(eager.nav as MessageTree), title: titlesIn(locale) } };
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
    // Components re-render when a text bundle arrives after them.
    react: { bindI18nStore: 'added' },
  });
  document.documentElement.lang = i18n.language === 'zh' ? 'zh-Hans' : i18n.language;
  // Dates and large numbers follow the UI language.
  setFormatLocale(i18n.language);
  i18n.on('languageChanged', (locale) => setFormatLocale(locale));
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

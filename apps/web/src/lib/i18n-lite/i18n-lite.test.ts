import { createInstance } from 'i18next';
import { describe, expect, it } from 'vitest';
import { areaMessages } from '../../i18n/messages/index.ts';
import type { MessageTree } from '../../i18n/types.ts';
import lite from './i18next.ts';

const LOCALES = ['es', 'en', 'zh'] as const;

function resources() {
  return Object.fromEntries(LOCALES.map((locale) => [locale, { translation: Object.fromEntries(Object.entries(areaMessages).map(([area, m]) => [area, m[locale]])) }]));
}

function leafKeys(tree: MessageTree, prefix = ''): string[] {
  return Object.entries(tree).flatMap(([key, value]) => (typeof value === 'string' ? [`${prefix}${key}`] : leafKeys(value, `${prefix}${key}.`)));
}

/** The options the app passes: a count (plural forms), variables, some missing. */
const OPTION_SETS: (Record<string, unknown> | undefined)[] = [undefined, { count: 1, code: 'AAPL', amount: 'MX$1.00' }, { count: 0 }, { count: 5, min: 1, max: 9, time: '10:00' }];

describe('i18n-lite (the browser bundle’s i18next) answers like i18next on every text of the app', () => {
  it('every key, every language, with and without counts and variables', async () => {
    const real = createInstance();
    await real.init({ lng: 'es', fallbackLng: 'en', resources: resources(), interpolation: { escapeValue: false }, returnNull: false });
    await lite.init({ lng: 'es', fallbackLng: 'en', resources: resources() });
    const keys = new Set(Object.entries(areaMessages).flatMap(([area, m]) => leafKeys(m.es, `${area}.`).map((k) => k.replace(/_(one|other|many|zero|two|few)$/, ''))));
    expect(keys.size).toBeGreaterThan(100);
    for (const locale of LOCALES) {
      await real.changeLanguage(locale);
      await lite.changeLanguage(locale);
      for (const key of keys) for (const options of OPTION_SETS) expect([locale, key, options, lite.t(key, options)]).toEqual([locale, key, options, real.t(key, options as never)]);
      for (const key of ['home.noSuchKey', 'nope']) expect(lite.t(key)).toBe(real.t(key));
      expect(lite.t('home.noSuchKey', { defaultValue: 'x {{n}}', n: 2 })).toBe(real.t('home.noSuchKey', { defaultValue: 'x {{n}}', n: 2 }));
      expect(lite.exists('common.back')).toBe(real.exists('common.back'));
      expect(lite.exists('common.noSuchKey')).toBe(false);
    }
  });

  it('a bundle added later is found and announced; a language change is announced', async () => {
    await lite.init({ lng: 'en', fallbackLng: 'en', resources: { en: { translation: {} } } });
    const events: string[] = [];
    lite.on('added', () => events.push('added'));
    lite.on('languageChanged', (lng) => events.push(`lng:${String(lng)}`));
    expect(lite.t('later.hello', { name: 'Ana' })).toBe('later.hello');
    lite.addResourceBundle('en', 'translation', { later: { hello: 'Hi {{name}}' } }, true, true);
    expect(lite.t('later.hello', { name: 'Ana' })).toBe('Hi Ana');
    await lite.changeLanguage('zh');
    expect(lite.t('later.hello', { name: 'Ana' })).toBe('Hi Ana'); // fallback language
    expect(events).toEqual(['added', 'lng:zh']);
  });
});

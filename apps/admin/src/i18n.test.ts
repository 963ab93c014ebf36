import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { currentLocale, i18n, setLocale, t, useT } from './i18n.ts';
import { MESSAGES } from './messages.ts';

function Probe() {
  const { t: tr, locale } = useT();
  return createElement('p', null, `${locale}|${tr('nav.users')}|${tr('kyc.detailTitle', { id: 7 })}`);
}

describe('back-office texts on i18next', () => {
  it('start in Spanish, fill placeholders, and switch language everywhere', () => {
    expect(currentLocale()).toBe('es');
    expect(t('kyc.detailTitle', { id: 4 })).toBe('Solicitud KYC #4');
    expect(renderToStaticMarkup(createElement(Probe))).toBe(`<p>es|${MESSAGES.es.nav.users}|Solicitud KYC #7</p>`);
    for (const locale of ['en', 'zh', 'es'] as const) {
      setLocale(locale);
      expect(currentLocale()).toBe(locale);
      expect(t('nav.users')).toBe(MESSAGES[locale].nav.users);
      expect(renderToStaticMarkup(createElement(Probe))).toContain(`${locale}|${MESSAGES[locale].nav.users}|`);
    }
  });

  it('fall back to English, then to the key; every area is loaded', () => {
    i18n.addResource('en', 'translation', 'probe.onlyEnglish', 'Only in English: {{n}}');
    setLocale('zh');
    expect(t('probe.onlyEnglish', { n: 2 })).toBe('Only in English: 2');
    expect(t('nav.nothing')).toBe('nav.nothing');
    expect(t('money.nav.deposits')).toBe(MESSAGES.zh.money.nav.deposits);
    setLocale('es');
    // i18next keeps MESSAGES.en itself as its bundle: take the probe out again, for the files run after this one.
    delete (MESSAGES.en as Record<string, unknown>).probe;
  });
});

// The web app's stand-ins as its bundle ships them: this file runs in vitest's `web-bundle`
// project, which resolves `zod`, `i18next` and `react-i18next` through apps/web/bundle-aliases.ts
// exactly as the build does. So the app's own i18n setup and the contracts run here on the
// modules users get, not on the real libraries the other unit tests load.
import { systemApi } from '@app/contracts';
import i18n from 'i18next';
import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { useTranslation } from 'react-i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { initI18n, loadMessages } from '../i18n/index.ts';

// The one part of the page the i18n setup touches (node has no DOM): <html lang>.
const html = { lang: '' };
beforeAll(async () => {
  Object.assign(globalThis, { document: { documentElement: html } });
  await initI18n();
});

describe('i18n as the bundle ships it (i18n-lite under the app’s own setup)', () => {
  it('is the stand-in, not i18next', () => {
    expect((i18n as unknown as { constructor: { name: string } }).constructor.name).toBe('I18nLite');
  });

  it('starts in Spanish with the shell’s texts, interpolates, and changes language', async () => {
    expect(i18n.language).toBe('es');
    expect(html.lang).toBe('es');
    expect(i18n.t('common.sizeExceeded', { limit: 5 })).toBe('El tamaño no puede exceder 5M');
    await i18n.changeLanguage('en');
    expect(i18n.t('common.sizeExceeded', { limit: 5 })).toBe('size cannot exceed 5M');
    await i18n.changeLanguage('zh');
    expect(i18n.t('common.sizeExceeded', { limit: 5 })).toBe('大小不能超过 5M');
    // An unknown variable stays as written, an unknown key answers itself.
    expect(i18n.t('common.sizeExceeded')).toBe('大小不能超过 {{limit}}M');
    expect(i18n.t('common.noSuchKey')).toBe('common.noSuchKey');
  });

  it('loads an area’s bundle on demand and picks plural forms by count, per language', async () => {
    await i18n.changeLanguage('en');
    expect(i18n.exists('alerts.fired')).toBe(false);
    await loadMessages(['alerts']);
    const params = { price: 'US$1.00', time: '10:00' };
    expect(i18n.t('alerts.fired', { count: 1, ...params })).toBe('Fired 1 time, last at US$1.00 on 10:00');
    expect(i18n.t('alerts.fired', { count: 3, ...params })).toBe('Fired 3 times, last at US$1.00 on 10:00');
    await i18n.changeLanguage('es');
    expect(i18n.t('alerts.fired', { count: 1, ...params })).toBe('Disparada 1 vez, la última a US$1.00 el 10:00');
    await i18n.changeLanguage('zh');
    expect(i18n.t('alerts.fired', { count: 2, ...params })).toBe('已触发 2 次，最近一次价格 US$1.00，时间 10:00');
  });

  it('falls back to English for a text missing in the language, and to defaultValue last', async () => {
    i18n.addResourceBundle('en', 'translation', { probe: { onlyEnglish: 'Only in {{lang}}' } }, true, true);
    await i18n.changeLanguage('es');
    expect(i18n.t('probe.onlyEnglish', { lang: 'English' })).toBe('Only in English');
    expect(i18n.t('probe.nowhere', { defaultValue: 'none {{n}}', n: 1 })).toBe('none 1');
  });

  it('useTranslation (react-i18next stand-in) renders the current language and follows a change', async () => {
    const Label = () => createElement('span', null, useTranslation().t('common.sizeExceeded', { limit: 2 }));
    await i18n.changeLanguage('en');
    expect(renderToString(createElement(Label))).toBe('<span>size cannot exceed 2M</span>');
    await i18n.changeLanguage('es');
    expect(renderToString(createElement(Label))).toBe('<span>El tamaño no puede exceder 2M</span>');
  });
});

describe('the contracts under the inert zod, as the web calls them', () => {
  it('build (object, extend, describe, chains) without effect and keep their paths', () => {
    expect(systemApi.appVersion.path).toBe('/appVersion/getPublishAppVersion');
    expect(systemApi.appVersion.method).toBe('GET');
    const schema = z.object({ a: z.string().min(1).optional() }).extend({ b: z.number() }).describe('doc');
    expect(typeof schema).toBe('function');
  });

  it('refuse to validate in the browser, at once and with the reason', () => {
    const schema = z.object({ a: z.string() });
    for (const call of [() => schema.parse({}), () => schema.safeParse({}), () => systemApi.appVersion.response.parse({})]) {
      expect(call).toThrow(/zod schemas are not bundled in the web app/);
    }
  });

  it('is not a thenable (awaiting a schema, as a lazy import might, does not hang)', async () => {
    const schema = z.object({});
    expect(await Promise.resolve(schema)).toBe(schema);
  });
});

import { readdirSync, readFileSync } from 'node:fs';
import { LOCALES } from '@app/contracts';
import { describe, expect, it } from 'vitest';
import nav from '../i18n/messages/nav.ts';
import { AREA_LOADERS } from '../screens/registry.ts';
import { TITLES_BY_AREA } from '../screens/titles.ts';
import { ALL_ROUTES, isTabPath, routeOf, TAB_ROUTES } from './routes.ts';
import { withQuery } from './nav.ts';

describe('routes', () => {
  it('has the five tabs in the spec order', () => {
    expect(TAB_ROUTES.map((r) => r.path)).toEqual([
      '/pages/home/index',
      '/pages/market/index',
      '/pages/watchlist/index',
      '/pages/trade/index',
      '/pages/profile/index',
    ]);
    expect(TAB_ROUTES.map((r) => r.tab)).toEqual([0, 1, 2, 3, 4]);
  });

  it('treats / and /pages/home/index as home', () => {
    expect(routeOf('/')?.path).toBe('/pages/home/index');
    expect(isTabPath('/')).toBe(true);
    expect(isTabPath('/pages/search/index')).toBe(false);
  });

  it('registers every route of SPEC section 2 once', () => {
    const paths = ALL_ROUTES.map((r) => r.path);
    expect(new Set(paths).size).toBe(paths.length);
    for (const path of [
      '/pages/watchlist/manage', '/pages/trade/detail', '/pages/profile/share', '/pages/profile/transaction', '/pages/profile/transfer',
      '/pages/quote/stock', '/pages/quote/future', '/pages/quote/globalindex', '/pages/quote/forex',
      '/pages/product/follow', '/pages/product/future', '/pages/product/popular', '/pages/product/auction', '/pages/product/forex',
      '/pages/product/blocktrade', '/pages/product/newstock', '/pages/product/ucstock',
      '/pages/hkstock/index', '/pages/hkstock/quote', '/pages/hkstock/payipo',
      '/pages/auth/login', '/pages/auth/register', '/pages/auth/registercompany', '/pages/auth/registerindividual', '/pages/auth/resetpwd', '/pages/auth/protocol',
      '/pages/withdraw/vm', '/pages/withdraw/bcard', '/pages/deposit/index', '/pages/deposit/fiat', '/pages/deposit/wallet', '/pages/deposit/record',
      '/pages/setting/index', '/pages/setting/security', '/pages/setting/loginpwd', '/pages/setting/paypwd',
      '/pages/bcard/index', '/pages/bcard/modify', '/pages/vm/index', '/pages/vm/modify', '/pages/kyc/individual',
      '/pages/search/index', '/pages/notice/index', '/pages/notice/detail', '/pages/news/detail', '/pages/webview/index',
      '/pages/payment/stock', '/pages/payment/follow', '/pages/payment/close', '/pages/payment/future', '/pages/payment/forex', '/pages/payment/newstock',
      '/pages/robotai/index', '/pages/robotai/product', '/pages/robotai/detail', '/pages/robotai/quote', '/pages/robotai/record', '/pages/robotai/rental',
      '/pages/bonds/list', '/pages/bonds/open', '/pages/bonds/close', '/pages/aiquantify/index', '/pages/aiquantify/record', '/pages/aiquantify/record-detail',
      '/pages/placing/index', '/pages/placing/record', '/pages/yinmutual/index', '/pages/yinmutual/myhold', '/pages/loan/index',
    ]) {
      expect(routeOf(path), path).toBeDefined();
    }
  });

  it('puts each product in one area, so its pages share one code chunk', () => {
    const areaOf = (path: string) => routeOf(path)?.area;
    expect(['/pages/product/newstock', '/pages/payment/newstock', '/pages/hkstock/payipo'].map(areaOf)).toEqual(['ipo', 'ipo', 'ipo']);
    expect(['/pages/product/follow', '/pages/payment/follow'].map(areaOf)).toEqual(['follow', 'follow']);
    expect(['/pages/product/future', '/pages/product/forex'].map(areaOf)).toEqual(['derivatives', 'derivatives']);
    expect(areaOf('/pages/product/blocktrade')).toBe('blocktrade');
    expect(areaOf('/pages/product/auction')).toBe('auction');
    // The shared order pages stay with the order form.
    expect(['/pages/payment/stock', '/pages/payment/future', '/pages/payment/forex', '/pages/payment/close'].map(areaOf)).toEqual(['payment', 'payment', 'payment', 'payment']);
  });

  it('registers a code chunk for every area a route names, and no area without a route', () => {
    const named = new Set(ALL_ROUTES.map((r) => r.area));
    expect([...named].filter((area) => !(area in AREA_LOADERS))).toEqual([]);
    expect(Object.keys(AREA_LOADERS).filter((area) => !named.has(area as never))).toEqual([]);
  });

  it('every area chunk renders only its own routes', () => {
    // Read as text: the chunks pull in components and styles a unit test does not load.
    for (const area of Object.keys(AREA_LOADERS)) {
      const source = readFileSync(new URL(`../screens/${area}/index.ts`, import.meta.url), 'utf8');
      const pages = source.slice(source.indexOf('export const pages'));
      for (const [, path] of pages.matchAll(/'(\/pages\/[\w/-]+)'\s*:/g)) expect(routeOf(path!)?.area, `${path} in screens/${area}`).toBe(area);
    }
  });

  it('builds query strings, leaving out empty values', () => {
    expect(withQuery('/pages/quote/stock', { name: 'Walmart de México', code: 'WALMEX *', source: 0, market: undefined })).toBe(
      '/pages/quote/stock?name=Walmart+de+M%C3%A9xico&code=WALMEX+*&source=0',
    );
  });
});

describe('route titles are each area’s own (issue 27)', () => {
  it('every route’s title is declared once, by the area the route names, in every language', () => {
    const declared = Object.entries(TITLES_BY_AREA).flatMap(([area, titles]) => Object.keys(titles).map((key) => `${area}:${key}`));
    const keys = declared.map((d) => d.split(':')[1]);
    expect(keys.filter((key, i) => keys.indexOf(key) !== i), 'a title key declared by two areas').toEqual([]);
    const wanted = [...new Set(ALL_ROUTES.map((r) => `${r.area}:${r.title}`))].sort();
    // Nothing else: a title no route of the area uses is a leftover (or another area's).
    expect([...declared].sort()).toEqual(wanted);
    for (const [area, titles] of Object.entries(TITLES_BY_AREA)) {
      for (const [key, text] of Object.entries(titles)) for (const locale of LOCALES) expect(text[locale]?.trim(), `${area} ${key} ${locale}`).toBeTruthy();
    }
  });

  it('each titles file is one entry per line, in the area’s own folder', () => {
    for (const area of Object.keys(TITLES_BY_AREA)) {
      expect(area in AREA_LOADERS, `screens/${area}/titles.ts: no such area`).toBe(true);
      const source = readFileSync(new URL(`../screens/${area}/titles.ts`, import.meta.url), 'utf8');
      const body = source.slice(source.indexOf('export const titles: RouteTitles = {') + 1);
      const lines = body.slice(body.indexOf('\n') + 1, body.indexOf('\n};')).split('\n').filter((line) => line.trim() !== '' && !line.trim().startsWith('//'));
      for (const line of lines) expect(line, `screens/${area}/titles.ts`).toMatch(/^ {2}\w+: \{ es: '(?:[^'\\]|\\.)+', en: '(?:[^'\\]|\\.)+', zh: '(?:[^'\\]|\\.)+' \},$/);
      expect(lines).toHaveLength(Object.keys(TITLES_BY_AREA[area]!).length);
    }
  });

  /** The areas besides the five tabs (whose pages the shell itself leads to). */
  const productAreas = Object.keys(AREA_LOADERS).filter((area) => !TAB_ROUTES.some((r) => r.area === area));
  /** The shell's shared files (routes.ts and screens/registry.ts are the registries: one line per entry). */
  const shared = [
    ...readdirSync(new URL('.', import.meta.url)).filter((f) => /\.tsx?$/.test(f) && !f.endsWith('.test.ts') && f !== 'routes.ts').map((f) => `shell/${f}`),
    'i18n/index.ts',
    'i18n/types.ts',
    'i18n/messages/index.ts',
    'i18n/messages/nav.ts',
    'i18n/messages/common.ts',
    'screens/titles.ts',
    'screens/types.ts',
    'screens/surfaces.ts',
    'main.tsx',
    'components/PageShell.tsx',
  ];

  it('the shell’s shared files and the shared nav bundle name no product area, its routes or its titles', () => {
    expect(productAreas.length).toBeGreaterThan(20);
    for (const file of shared) {
      const source = readFileSync(new URL(`../${file}`, import.meta.url), 'utf8');
      for (const area of productAreas) {
        expect(source.includes(`'${area}'`) || source.includes(`"${area}"`), `${file} names '${area}'`).toBe(false);
        expect(source.includes(`/${area}/`), `${file} imports from or leads to ${area}`).toBe(false);
        for (const route of ALL_ROUTES.filter((r) => r.area === area)) expect(source.includes(route.path), `${file} names ${route.path}`).toBe(false);
      }
    }
    // The shared nav bundle holds the tab bar's labels only.
    for (const locale of LOCALES) expect(Object.keys(nav[locale])).toEqual(['tab']);
  });
});


import fs from 'node:fs';
import path from 'node:path';
import * as contracts from '@app/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { need } from '../../src/context.ts';
import { EVENTS } from '../../src/events/map.ts';
import { modules } from '../../src/modules/index.ts';
import { contractRoutes } from '../fixtures/contract-routes.ts';
import { verifiedUser } from '../fixtures/users.ts';
import { body, createTestApp, type TestApp } from '../helpers.ts';
import { blockLines, importLines, REGISTRIES, withoutComments } from './registries.ts';

/**
 * Local registration (issue 11): a product area lives in its own folders and adds at most
 * one entry to each registry, one entry per line, so areas built at the same time never
 * edit the same line. This checks the registries' shape (an entry per line, nothing else
 * on it, the lines and the registry agreeing) and that every call a contract declares is
 * served by the modules that are registered.
 */

const ROOT = path.resolve(import.meta.dirname, '../../../..');
const read = (file: string) => fs.readFileSync(path.join(ROOT, file), 'utf8');

/**
 * The lines between `start` (a line that opens the registry) and the first line that is
 * exactly `end`, without blank lines and comments.
 */
function entryLines(file: string, start: RegExp, end: string): string[] {
  const lines = read(file).split('\n');
  const from = lines.findIndex((line) => start.test(line));
  expect(from, `${file}: the registry's opening line`).toBeGreaterThanOrEqual(0);
  const to = lines.findIndex((line, index) => index > from && line.trim() === end);
  expect(to, `${file}: the registry's closing line`).toBeGreaterThan(from);
  return lines
    .slice(from + 1, to)
    .map((line) => line.trim())
    .filter((line) => line !== '' && !line.startsWith('//') && !line.startsWith('/*') && !line.startsWith('*'));
}

/** Each line of a registry is one entry of the given shape (nothing before or after it but a comment). */
function expectOnePerLine(file: string, lines: string[], entry: RegExp): string[] {
  const bad = lines.filter((line) => !entry.test(line.replace(/\s*\/\/.*$/, '')));
  expect(bad, `${file}: lines that are not exactly one entry`).toEqual([]);
  return lines.map((line) => entry.exec(line.replace(/\s*\/\/.*$/, ''))![1]!);
}

/** Server modules with a messages file. */
const serverAreaFolders = () => fs.readdirSync(path.join(ROOT, 'apps/server/src/modules')).filter((name) => fs.existsSync(path.join(ROOT, 'apps/server/src/modules', name, 'messages.ts')));

const unique = (names: string[]) => names.filter((name, index) => names.indexOf(name) !== index);

describe('registries: one entry per line', () => {
  it('server modules: one import line and one entry line per module, in the list the app starts', () => {
    const file = 'apps/server/src/modules/index.ts';
    const names = expectOnePerLine(file, entryLines(file, /^export const modules: AppModule\[\] = \[$/, '];'), /^(\w+Module),$/);
    expect(names).toHaveLength(modules.length);
    expect(unique(names)).toEqual([]);
    const imports = [...read(file).matchAll(/^import \{ (\w+Module) \} from '[^']+';$/gm)].map((m) => m[1]!);
    expect([...imports].sort()).toEqual([...names].sort());
    expect(unique(modules.map((m) => m.name))).toEqual([]);
  });

  it('contracts: one export line per area, one ERRORS line per area map', () => {
    const index = 'packages/contracts/src/index.ts';
    const exportLines = read(index)
      .split('\n')
      .filter((line) => line.trim() !== '');
    const areas = expectOnePerLine(index, exportLines, /^export \* from '\.\/([\w-]+)\.ts';$/);
    expect(unique(areas)).toEqual([]);

    const errors = 'packages/contracts/src/errors.ts';
    const spreads = expectOnePerLine(errors, entryLines(errors, /^export const ERRORS = \{$/, '} as const satisfies Record<string, number>;'), /^\.\.\.(\w+Errors),$/);
    expect(unique(spreads)).toEqual([]);
    // Every area map the contracts export is spread into ERRORS (found by name).
    const maps = Object.keys(contracts).filter((name) => /Errors$/.test(name) && typeof (contracts as Record<string, unknown>)[name] === 'object');
    expect([...maps].sort()).toEqual([...spreads].sort());
  });

  it('events: one line per event in events/map.ts', () => {
    const file = 'apps/server/src/events/map.ts';
    const names = expectOnePerLine(file, entryLines(file, /^export const EVENTS = \{$/, '} as const;'), /^'([\w.]+)': z\..*,$/);
    expect(names).toEqual(Object.keys(EVENTS));
  });

  it('web: one screen chunk per line; routes one per line, each naming a registered area', () => {
    const registry = 'apps/web/src/screens/registry.ts';
    const areas = expectOnePerLine(
      registry,
      entryLines(registry, /^export const AREA_LOADERS = \{$/, '} satisfies Record<string, () => Promise<AreaModule>>;'),
      /^(\w+): \(\) => import\('\.\/\w+\/index\.ts'\),$/,
    );
    expect(unique(areas)).toEqual([]);
    const routes = 'apps/web/src/shell/routes.ts';
    const routeAreas = [
      ...expectOnePerLine(routes, entryLines(routes, /^export const TAB_ROUTES: AppRoute\[\] = \[$/, '];'), /^\{ path: (?:'[^']+'|[A-Z_]+), title: '\w+', area: '(\w+)'.*\},$/),
      ...expectOnePerLine(routes, entryLines(routes, /^export const PAGE_ROUTES: AppRoute\[\] = \[$/, '];'), /^\{ path: (?:'[^']+'|[A-Z_]+), title: '\w+', area: '(\w+)'.*\},$/),
    ];
    expect(routeAreas.filter((area) => !areas.includes(area))).toEqual([]);
    // Text bundles need no line: apps/web/src/i18n/messages/index.ts finds them by file name.
    expect(read('apps/web/src/i18n/messages/index.ts')).toMatch(/import\.meta\.glob/);
  });

  it('back office: one navigation entry, one page entry and one text entry per line', () => {
    const nav = 'apps/admin/src/nav.ts';
    const pages = expectOnePerLine(nav, entryLines(nav, /^export const NAV_ITEMS: readonly NavItem\[\] = \[$/, '];'), /^\{ page: '([\w-]+)', label: '[\w.]+', icon: '\w+'(?:, roles: [\w.]+)? \},$/);
    expect(unique(pages)).toEqual([]);
    const app = 'apps/admin/src/App.tsx';
    const pageEntries = expectOnePerLine(app, entryLines(app, /^const PAGES: /, '};'), /^'?([\w-]+)'?: \{ list: \w+(?:, detail: \w+)? \},$/);
    expect(unique(pageEntries)).toEqual([]);
    // Every page the navigation offers has its page entry.
    expect(pages.filter((page) => !pageEntries.includes(page))).toEqual([]);
    const messages = 'apps/admin/src/messages.ts';
    const texts = expectOnePerLine(messages, entryLines(messages, /^export const AREA_MESSAGES = \{$/, '} as const;'), /^(\w+): \w+_MESSAGES,$/);
    expect(unique(texts)).toEqual([]);
  });
});


describe('registered modules serve their contracts', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  }, 120_000);
  afterAll(() => t?.close());

  it("the dictionary lists the areas' own values with the platform's, in code order (issue 27)", async () => {
    const items = async (type: string) => body<Record<string, Array<{ value: number; label: string }>>>(await t.app.inject({ method: 'GET', url: `/web/dict/data?type=${type}`, headers: { lang: 'en' } })).data[type]!.map((i) => `${i.value} ${i.label}`);
    expect(await items('asset_source')).toEqual([
      '0 Stocks', '2 Forex', '3 Futures', '4 Block trade', '5 New stock (IPO)', '7 Pre-market auction', '8 Placing', '11 Hong Kong stocks', '99 Global indices', '100 Mining robot', '101 Bonds', '9999 AI quantification',
    ]);
    expect(await items('trade_list_tab')).toEqual(['0 Holding', '1 Closed', '2 Entrusted', '4 Subscription', '5 Follow', '6 Bonds']);
    // The system module's own dictionary names none of them: each comes from its area's messages.
    const owned = serverAreaFolders().flatMap((area) => [...read(`apps/server/src/modules/${area}/messages.ts`).matchAll(/defineDictionaryEntries\('\w+', \[\[(\w+\.\w+),/g)].map((m) => m[1]!));
    expect(owned).toHaveLength(10);
    const dict = read('apps/server/src/modules/system/dict.ts');
    expect(owned.filter((value) => dict.includes(value))).toEqual([]);
  });

  it("a hold of an area's own kind reads as the area names it (its messages' defineHoldReasons), in each language", async () => {
    const user = await verifiedUser(t);
    const ledger = need(t.ctx, 'ledger');
    const account = { userId: user.userId, wallet: 'SUBSCRIPTION' as const, currency: 'USD' as const };
    await ledger.post({ kind: 'seed', ref: `test:${user.userId}`, legs: [{ from: { house: 'DEMO_FUNDING', currency: 'USD' }, to: account, amount: 10_000n }] });
    await ledger.hold({ account, amount: 2_500n, kind: 'ipo', ref: 'test:hold' });
    const reasons = async (lang: string) =>
      body<{ list: Array<{ kind: string; reason: string; amount: string }> }>(await t.app.inject({ method: 'GET', url: '/web/wallet/holds', headers: { authorization: user.token, lang } })).data.list.map((h) => `${h.kind} ${h.amount} ${h.reason}`);
    expect(await reasons('en')).toEqual(['ipo 25.00 IPO subscription']);
    expect(await reasons('es')).toEqual(['ipo 25.00 Suscripción a una oferta pública (IPO)']);
    expect(await reasons('zh')).toEqual(['ipo 25.00 新股认购']);
  });

  it('every call a contract declares is served (a module registered it)', () => {
    const routes = contractRoutes();
    expect(routes.length).toBeGreaterThan(200);
    const missing = routes.filter(({ def }) => !t.app.hasRoute({ method: def.method, url: '/web' + def.path.replace(/\{(\w+)\}/g, ':$1') })).map(({ name, def }) => `${name} ${def.method} ${def.path}`);
    expect(missing).toEqual([]);
  });
});

describe('a product area is its own folder: shared files name no area (issue 27)', () => {
  /** The product areas: the server modules that register a section of the customer view. */
  const areas = fs.readdirSync(path.join(ROOT, 'apps/server/src/modules')).filter((name) => fs.existsSync(path.join(ROOT, 'apps/server/src/modules', name, 'customer-section.ts')));
  /** Shared files that show every area (the customer view, the audit log), on the server and in the back office. */
  const SHARED = [
    'apps/server/src/modules/backoffice/customer.ts',
    'apps/server/src/modules/backoffice/customer-sections.ts',
    'apps/admin/src/pages/backoffice/CustomerPage.tsx',
    'apps/admin/src/pages/backoffice/CustomerParts.tsx',
    'apps/admin/src/pages/backoffice/AreaSections.tsx',
    'apps/admin/src/pages/backoffice/audit.tsx',
    'packages/contracts/src/backoffice.ts',
  ];

  it('every product area registers its customer section from its own folder (one line in its index.ts)', () => {
    expect(areas.length).toBeGreaterThanOrEqual(9);
    for (const area of areas) {
      const index = read(`apps/server/src/modules/${area}/index.ts`);
      expect(index.match(/customerSections\.register\(/g), area).toHaveLength(1);
    }
  });

  it('the customer view and the audit log name no area, import none, ask no area service', () => {
    for (const file of SHARED) {
      const source = read(file);
      for (const area of areas) {
        expect(source.includes(`'${area}'`), `${file} names '${area}'`).toBe(false);
        expect(source.includes(`services.${area}`), `${file} asks services.${area}`).toBe(false);
        expect(source.includes(`'${area}')`) || source.includes(`/${area}/`), `${file} imports from ${area}`).toBe(false);
      }
    }
  });
});

describe('no shared file names a product area (issue 27)', () => {
  const dirs = (dir: string) => fs.readdirSync(path.join(ROOT, dir), { withFileTypes: true }).filter((e) => e.isDirectory()).map((e) => e.name);
  /** The product areas: on the server and in the back office, the modules with a customer-view section; in the app, the areas with surfaces (and the auction). */
  const serverAreas = dirs('apps/server/src/modules').filter((name) => fs.existsSync(path.join(ROOT, 'apps/server/src/modules', name, 'customer-section.ts')));
  const webAreas = [...dirs('apps/web/src/screens').filter((name) => fs.existsSync(path.join(ROOT, 'apps/web/src/screens', name, 'surfaces.tsx'))), 'auction'];
  const routes = [...read('apps/web/src/shell/routes.ts').matchAll(/\{ path: '([^']+)', title: '\w+', area: '(\w+)'/g)].map((m) => ({ path: m[1]!, area: m[2]! }));

  /**
   * Shared files that still name a product area, with the reason; this list may only shrink
   * (the test fails when one no longer does: take it off). Everything else outside the areas'
   * folders names none, except on its registry lines (REGISTRIES: one entry per line).
   */
  const KNOWN: Record<string, string> = {
    'packages/contracts/src/access-keys.ts': "SPEC's three checkSecret calls, one per product",
    'apps/server/src/modules/access-keys/routes.ts': 'the same three calls',
    'apps/admin/src/pages/access-keys/AccessKeysPage.tsx': 'the products an access key is issued for',
    'packages/contracts/src/portfolio.ts': "the holdings' `area` description lists examples",
    'packages/contracts/src/push.ts': "PUSH_TOPICS ('auction'), a registry on one line",
    'apps/server/src/modules/funding/overview.ts': "the funding overview asks the loans' liability (services.loans)",
    'apps/web/src/components/money/BalanceSummary.tsx': "the balances' link to the loans page",
    'apps/web/src/components/trade-confirmation/TradeConfirmationSheet.tsx': "the confirmation's PDF link leads to the documents page",
    'apps/web/src/shell/routes.ts': "QUOTE_PAGE_BY_SOURCE (SPEC: quote sources map to pages) leads source 11 to the hkstock area's quote page",
  };

  /** Source files outside every area's own folders (areas' own: modules/<area>/, pages/<area>/, screens/<any>/, contracts/<area>.ts, i18n/messages/<bundle>.ts). */
  function sharedFiles(): string[] {
    const walk = (dir: string): string[] =>
      fs.readdirSync(path.join(ROOT, dir), { withFileTypes: true }).flatMap((e) => (e.isDirectory() ? walk(`${dir}/${e.name}`) : [`${dir}/${e.name}`]));
    const own = (file: string) =>
      serverAreas.some((a) => file.startsWith(`apps/server/src/modules/${a}/`) || file.startsWith(`apps/admin/src/pages/${a}/`) || file === `packages/contracts/src/${a}.ts`) ||
      /^apps\/web\/src\/screens\/[\w-]+\//.test(file) ||
      (/^apps\/web\/src\/i18n\/messages\/[\w-]+\.ts$/.test(file) && !/\/(index|nav|common)\.ts$/.test(file));
    return ['apps/server/src', 'apps/admin/src', 'apps/web/src', 'packages/contracts/src']
      .flatMap(walk)
      .filter((file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file) && !own(file));
  }

  /** The product areas a file names outside its registry lines. */
  function named(file: string): string[] {
    const lines = read(file).split('\n');
    const registryLines = new Set(REGISTRIES.filter((r) => r.file === file).flatMap((r) => [...blockLines(lines.join('\n'), r), ...importLines(lines.join('\n'), r)]));
    const source = withoutComments(lines.filter((_, i) => !registryLines.has(i)).join('\n'));
    const areas = file.startsWith('apps/web/') ? webAreas : serverAreas;
    // In the app an area is its screens folder and its routes (a shell folder such as src/pwa/ may share a name).
    const needles = (a: string) =>
      file.startsWith('apps/web/')
        ? [`'${a}'`, `"${a}"`, `screens/${a}/`, ...(file.startsWith('apps/web/src/screens/') ? [`'./${a}/`] : [])]
        : [`'${a}'`, `"${a}"`, `/${a}/`, `'${a}.`, `services.${a}`, `./${a}.ts'`];
    return areas.filter(
      (a) => needles(a).some((needle) => source.includes(needle)) || (file.startsWith('apps/web/') && routes.some((r) => r.area === a && source.includes(`'${r.path}'`))),
    );
  }

  it('every shared file of the server, the back office, the app and the contracts names none (registries: on their entry lines only)', () => {
    const files = sharedFiles();
    expect(files.length).toBeGreaterThan(200);
    expect(files).toContain('apps/web/src/screens/surfaces.ts');
    expect(files).toContain('apps/server/src/modules/backoffice/customer.ts');
    const offenders = Object.fromEntries(files.map((file) => [file, named(file)] as const).filter(([, areas]) => areas.length > 0));
    expect(Object.keys(offenders).filter((file) => !(file in KNOWN)).map((file) => `${file}: ${offenders[file]!.join(', ')}`)).toEqual([]);
    expect(Object.keys(KNOWN).filter((file) => !(file in offenders)), 'names no area any more: take it off KNOWN').toEqual([]);
  });

  it('the scan sees an area named in a shared file, and not on a registry line', () => {
    // The registries do name every area, on their entry lines: the scan leaves exactly those out.
    const index = 'apps/server/src/modules/index.ts';
    expect(named(index)).toEqual([]);
    expect(serverAreas.filter((a) => read(index).includes(`./${a}/`))).toEqual(serverAreas);
    expect(named('apps/server/src/modules/funding/overview.ts')).toEqual(['loans']);
  });
});

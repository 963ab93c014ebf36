import fs from 'node:fs';
import path from 'node:path';
import { LOCALES } from '@app/contracts';
import { describe, expect, it } from 'vitest';
import { ALL_ROUTES } from '../shell/routes.ts';
import { HOME_TILES, PROFILE_SHORTCUTS, TRADE_TAB_ENTRIES } from './surfaces.ts';

// Issue 27: home's tiles, the account tab's product shortcuts and the trade tab's product lists
// are registries each area fills from screens/<area>/surfaces.tsx. The shared pages that read
// them never name an area, so a new area appears there by adding its own file.

const here = path.dirname(new URL(import.meta.url).pathname);
const areasWithSurfaces = fs.readdirSync(here).filter((name) => fs.existsSync(path.join(here, name, 'surfaces.tsx')));
/** The shared files that show the areas' surfaces. */
const SHARED = ['home/HomePage.tsx', 'profile/ProfilePage.tsx', 'profile/links.ts', 'profile/profile.css', 'trade/TradePage.tsx', 'trade/queries.ts', 'surfaces.ts'];

describe('the areas’ surfaces', () => {
  it('lead only to routes of the area that registers them, with labels in every language', () => {
    const areaOf = new Map(ALL_ROUTES.map((route) => [route.path, route.area]));
    for (const area of areasWithSurfaces) {
      const source = fs.readFileSync(path.join(here, area, 'surfaces.tsx'), 'utf8');
      for (const route of source.matchAll(/path: '([^']+)'/g)) expect(areaOf.get(route[1]!), `${area}: ${route[1]}`).toBe(area);
    }
    for (const entry of [...HOME_TILES, ...PROFILE_SHORTCUTS, ...TRADE_TAB_ENTRIES]) for (const locale of LOCALES) expect(entry.label[locale], entry.key).toMatch(/\S/);
  });

  it('have unique keys, and the trade tabs unique numbers after the trade page’s own (0-2)', () => {
    for (const list of [HOME_TILES, PROFILE_SHORTCUTS, TRADE_TAB_ENTRIES]) expect(new Set(list.map((e) => e.key)).size).toBe(list.length);
    const numbers = TRADE_TAB_ENTRIES.map((e) => e.number);
    expect(new Set(numbers).size).toBe(numbers.length);
    for (const n of numbers) expect(n).toBeGreaterThan(2);
  });

  /** Words that are an area's key and also mean something else in a shared file. */
  const OTHER_MEANING: Record<string, string[]> = { 'trade/queries.ts': ['funds'] /* the trading account's funds, a query key */ };

  it('the shared pages that show them name no area, import none and style none', () => {
    const keys = new Set([...HOME_TILES, ...PROFILE_SHORTCUTS, ...TRADE_TAB_ENTRIES].map((e) => e.key));
    for (const file of SHARED) {
      const source = fs.readFileSync(path.join(here, file), 'utf8');
      for (const area of areasWithSurfaces) expect(source.includes(`../${area}/`), `${file} imports from ${area}`).toBe(false);
      for (const key of keys) {
        if (OTHER_MEANING[file]?.includes(key)) continue;
        expect(source.includes(`'${key}'`), `${file} names '${key}'`).toBe(false);
        expect(source.includes(`-${key} `), `${file} styles ${key}`).toBe(false);
      }
    }
  });
});

describe('an area’s styles are its own', () => {
  const areas = fs.readdirSync(here).filter((name) => fs.statSync(path.join(here, name)).isDirectory());
  /**
   * Stylesheets an area still takes from another area's folder (area file -> the other's css).
   * This list may only shrink: move what is truly shared to a component's own css
   * (as components/product-page.css for the loan and fund pages) or give the area its own.
   */
  const BORROWED = [
    'aiquantify/QuantPages.tsx -> follow/follow.css',
    'auction/AuctionPage.tsx -> placing/placing.css',
    'bonds/BondsPages.tsx -> setting/setting.css',
    'kyc/KycPage.tsx -> auth/auth.css',
    'payment/ClosePage.tsx -> setting/setting.css',
    'payment/order/OrderPage.tsx -> setting/setting.css',
    'product/CuratedPage.tsx -> market/market-page.css',
    'setting/TwoFactorPage.tsx -> auth/auth.css',
    'trade/PositionDetailPage.tsx -> setting/setting.css',
    'vm/VmListPage.tsx -> bcard/bcard.css',
    'vm/VmModifyPage.tsx -> bcard/bcard.css',
  ];

  /** Every stylesheet a file of an area imports from another area's folder. */
  function borrowed(): string[] {
    const out: string[] = [];
    for (const area of areas) {
      const walk = (dir: string): string[] => fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => (e.isDirectory() ? walk(path.join(dir, e.name)) : [path.join(dir, e.name)]));
      for (const file of walk(path.join(here, area)).filter((f) => /\.(tsx?|css)$/.test(f))) {
        const source = fs.readFileSync(file, 'utf8');
        for (const m of source.matchAll(/(?:import|@import|from)\s*(?:url\()?['"]([^'"]+\.css)['"]/g)) {
          const target = path.relative(here, path.resolve(path.dirname(file), m[1]!));
          const owner = target.split(path.sep)[0]!;
          if (owner !== area && areas.includes(owner)) out.push(`${path.relative(here, file)} -> ${target}`);
        }
      }
    }
    return out.sort();
  }

  it('no area imports another area’s stylesheet beyond the shrinking list (loans and funds take none of bonds’)', () => {
    const found = borrowed();
    expect(found.filter((b) => !BORROWED.includes(b)), 'new borrowings: give the area its own css or a component’s').toEqual([]);
    expect(BORROWED.filter((b) => !found.includes(b)), 'no longer borrowed: take it off BORROWED').toEqual([]);
    expect(found.some((b) => b.startsWith('loan/') || b.startsWith('yinmutual/'))).toBe(false);
  });
});


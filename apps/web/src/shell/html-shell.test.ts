import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import home from '../i18n/messages/home.ts';
import nav from '../i18n/messages/nav.ts';
import ticket from '../i18n/messages/ticket.ts';

/**
 * index.html paints the tab bar and home's search bar before any script, with texts of its
 * own (it cannot import the bundles): they must say what the app says once it runs.
 */
const html = readFileSync(new URL('../../index.html', import.meta.url), 'utf8');
const literal = (name: string) => {
  const match = new RegExp(`var ${name} = (\\{[^;]*\\});`).exec(html);
  if (!match) throw new Error(`index.html has no var ${name}`);
  return JSON.parse(match[1]!.replace(/'/g, '"').replace(/(\w+):/g, '"$1":')) as Record<string, unknown>;
};
const LOCALES = ['es', 'en', 'zh'] as const;

describe('the HTML shell', () => {
  it('names the five tabs as the app does, in each language', () => {
    const tabs = literal('L');
    for (const locale of LOCALES) {
      const t = nav[locale].tab;
      expect(tabs[locale]).toEqual([t.home, t.market, t.watchlist, t.trade, t.profile]);
    }
  });

  it("shows home's search bar text as the app does, in each language, and Spanish without a script", () => {
    const search = literal('S');
    for (const locale of LOCALES) expect(search[locale]).toBe(home[locale].searchPlaceholder);
    expect(html).toContain(`<span id="sh-search-text">${home.es.searchPlaceholder}</span>`);
  });

  it("labels the portfolio total it paints (logged in, home) as the portfolio card does, in each language", () => {
    const labels = literal('PF');
    for (const locale of LOCALES) {
      const t = ticket[locale].portfolio;
      expect(labels[locale]).toEqual([t.totalAssets, t.mxnNote]);
    }
  });
});

describe("the shell's number formatting", () => {
  // The shell writes prices without Intl (its first use is slow on a phone); it must write what Intl writes.
  const source = /var num = (function \(v, d\) \{[\s\S]*?\n {8}\});/.exec(html);
  const num = new Function(`return ${source?.[1]}`)() as (v: unknown, d: number) => string;

  it('writes what Intl.NumberFormat en-US writes, rounding half away from zero', () => {
    const values = ['0', '-0', '7', '191.3349', '191.335', '-191.335', '2830068.95', '999.995', '-999.995', '0.005', '-0.004', '1234567.891', '00012.5', '+3.14159', '99999999.999'];
    for (const d of [0, 2, 3, 4]) {
      for (const v of values) {
        const intl = new Intl.NumberFormat('en-US', { minimumFractionDigits: d, maximumFractionDigits: d }).format(v as unknown as number);
        expect(num(v, d), `${v} with ${d} decimals`).toBe(intl);
      }
    }
  });

  it('writes -- for what is not a decimal', () => {
    for (const v of [null, undefined, '', 'abc', '1e5', '1.2.3']) expect(num(v, 2)).toBe('--');
  });
});

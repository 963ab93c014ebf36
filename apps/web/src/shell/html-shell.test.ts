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

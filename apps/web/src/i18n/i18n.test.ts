import { LOCALES } from '@app/contracts';
import { describe, expect, it } from 'vitest';
import { resourcesFor } from './index.ts';
import { areaMessages } from './messages/index.ts';
import type { MessageTree } from './types.ts';
import { ALL_ROUTES, TAB_KEYS } from '../shell/routes.ts';

function keys(tree: MessageTree, prefix = ''): string[] {
  return Object.entries(tree).flatMap(([key, value]) =>
    typeof value === 'string' ? [`${prefix}${key}`] : keys(value, `${prefix}${key}.`),
  );
}

function lookup(tree: MessageTree, path: string): string | undefined {
  let node: string | MessageTree | undefined = tree;
  for (const part of path.split('.')) node = typeof node === 'object' ? node[part] : undefined;
  return typeof node === 'string' ? node : undefined;
}

describe('translations', () => {
  for (const [area, messages] of Object.entries(areaMessages)) {
    it(`${area}: Spanish, English and Chinese have the same keys and no empty text`, () => {
      const reference = keys(messages.en).sort();
      for (const locale of LOCALES) {
        expect(keys(messages[locale]).sort(), `${area}.${locale}`).toEqual(reference);
        for (const key of reference) expect(lookup(messages[locale], key)?.trim(), `${area}.${locale}.${key}`).toBeTruthy();
      }
    });
  }

  it('every route has a title and every tab a label in each language', () => {
    for (const locale of LOCALES) {
      const nav = resourcesFor(locale).nav as MessageTree;
      for (const route of ALL_ROUTES) expect(lookup(nav, `title.${route.title}`)?.trim(), `${locale} ${route.path}`).toBeTruthy();
      for (const tab of TAB_KEYS) expect(lookup(nav, `tab.${tab}`), `${locale} tab ${tab}`).toBeTruthy();
    }
  });

  it('placeholders agree across languages', () => {
    for (const [area, messages] of Object.entries(areaMessages)) {
      for (const key of keys(messages.en)) {
        const vars = (locale: (typeof LOCALES)[number]) => [...(lookup(messages[locale], key) ?? '').matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]).sort();
        for (const locale of LOCALES) expect(vars(locale), `${area}.${locale}.${key}`).toEqual(vars('en'));
      }
    }
  });
});

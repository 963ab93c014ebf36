import { describe, expect, it } from 'vitest';
import type { MessageTree } from '../types.ts';
import auth from './auth.ts';
import kyc from './kyc.ts';
import notice from './notice.ts';
import profile from './profile.ts';
import settings from './settings.ts';

function keys(tree: MessageTree, prefix = ''): string[] {
  return Object.entries(tree).flatMap(([key, value]) => (typeof value === 'string' ? [`${prefix}${key}`] : keys(value, `${prefix}${key}.`)));
}

describe.each(Object.entries({ auth, kyc, notice, profile, settings }))('%s messages', (_area, messages) => {
  it('have the same keys in Spanish, English and Chinese, none empty', () => {
    const es = keys(messages.es).sort();
    expect(keys(messages.en).sort()).toEqual(es);
    expect(keys(messages.zh).sort()).toEqual(es);
    for (const locale of ['es', 'en', 'zh'] as const) {
      const flat = keys(messages[locale]).map((key) => key.split('.').reduce<MessageTree | string>((node, part) => (node as MessageTree)[part]!, messages[locale]));
      expect(flat.every((text) => typeof text === 'string' && text.trim().length > 0)).toBe(true);
    }
  });

  it('keep the interpolations of each text in every language', () => {
    const vars = (text: string) => [...text.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]).sort();
    const get = (tree: MessageTree, key: string) => key.split('.').reduce<MessageTree | string>((node, part) => (node as MessageTree)[part]!, tree) as string;
    for (const key of keys(messages.es)) {
      expect(vars(get(messages.en, key)), key).toEqual(vars(get(messages.es, key)));
      expect(vars(get(messages.zh, key)), key).toEqual(vars(get(messages.es, key)));
    }
  });
});

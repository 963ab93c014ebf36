import { DEFAULT_LOCALE, LOCALES, type Locale } from '@app/contracts';
import { useCallback, useSyncExternalStore } from 'react';
import { MESSAGES, type MessageTree } from './messages.ts';

const STORAGE_KEY = 'adminLocale';
const listeners = new Set<() => void>();

function stored(): Locale {
  const saved = typeof localStorage === 'undefined' ? null : localStorage.getItem(STORAGE_KEY);
  return (LOCALES as readonly string[]).includes(saved ?? '') ? (saved as Locale) : DEFAULT_LOCALE;
}

let locale: Locale = stored();

export const currentLocale = (): Locale => locale;

export function setLocale(next: Locale): void {
  locale = next;
  localStorage.setItem(STORAGE_KEY, next);
  document.documentElement.lang = next === 'zh' ? 'zh-Hans' : next;
  for (const listener of listeners) listener();
}

/** Looks a dotted key up and fills {{name}} placeholders; an unknown key falls back to English, then to the key. */
export function translate(tree: MessageTree, fallback: MessageTree, key: string, vars: Record<string, string | number> = {}): string {
  const find = (root: MessageTree) => key.split('.').reduce<MessageTree | string | undefined>((node, part) => (typeof node === 'object' ? node[part] : undefined), root);
  const found = find(tree);
  const text = typeof found === 'string' ? found : (find(fallback) as string | undefined);
  if (typeof text !== 'string') return key;
  return text.replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(vars[name] ?? ''));
}

export type T = (key: string, vars?: Record<string, string | number>) => string;

export function useT(): { t: T; locale: Locale } {
  const current = useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
    currentLocale,
  );
  const t = useCallback<T>((key, vars) => translate(MESSAGES[current], MESSAGES.en, key, vars), [current]);
  return { t, locale: current };
}

/**
 * The part of react-i18next the web app uses (`useTranslation`, `initReactI18next`), over
 * src/lib/i18n-lite/i18next.ts; vite.config.ts aliases `react-i18next` here for the browser
 * bundle. Components re-render when the language changes or a text bundle arrives.
 */
import { useMemo, useSyncExternalStore } from 'react';
import i18n from './i18next.ts';

let version = 0;
const subscribers = new Set<() => void>();
const bump = () => {
  version++;
  for (const notify of [...subscribers]) notify();
};
i18n.on('languageChanged', bump);
i18n.on('added', bump);

function subscribe(notify: () => void): () => void {
  subscribers.add(notify);
  return () => subscribers.delete(notify);
}

const snapshot = () => version;

export const initReactI18next = { type: '3rdParty', init: () => {} };

export function useTranslation() {
  // The same snapshot on a server render (tests render to a string; the real hook allows it too).
  const current = useSyncExternalStore(subscribe, snapshot, snapshot);
  return useMemo(() => {
    // A new function per language/bundle change, so memoized children see the change.
    const t: typeof i18n.t = (key, options) => i18n.t(key, options);
    return { t, i18n, ready: true, version: current };
  }, [current]);
}

/**
 * Recent searches, remembered in localStorage: the instruments the user opened from
 * search, newest first, without duplicates, at most RECENT_MAX.
 */
export interface RecentItem {
  name: string;
  stock_code: string;
  source: number;
  market: string;
}

export const RECENT_KEY = 'search.recent';
export const RECENT_MAX = 12;

type Store = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

export function readRecent(store: Store = localStorage): RecentItem[] {
  try {
    const parsed = JSON.parse(store.getItem(RECENT_KEY) ?? '[]') as unknown;
    if (!Array.isArray(parsed)) return [];
    return parsed
      .filter((x): x is RecentItem => typeof x === 'object' && x !== null && typeof x.stock_code === 'string' && typeof x.name === 'string' && typeof x.source === 'number')
      .slice(0, RECENT_MAX);
  } catch {
    return [];
  }
}

export function addRecent(item: RecentItem, store: Store = localStorage): RecentItem[] {
  const clean: RecentItem = { name: item.name, stock_code: item.stock_code, source: item.source, market: item.market };
  const next = [clean, ...readRecent(store).filter((x) => x.stock_code !== item.stock_code)].slice(0, RECENT_MAX);
  store.setItem(RECENT_KEY, JSON.stringify(next));
  return next;
}

export function clearRecent(store: Store = localStorage): void {
  store.removeItem(RECENT_KEY);
}

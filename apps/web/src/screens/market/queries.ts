import { marketApi, watchlistApi, type KlinePeriod, type QuoteSortKey, type SortOrder } from '@app/contracts';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { call } from '../../api/client.ts';
import { STALE } from '../../api/query-client.ts';
import { useSession } from '../../state/session.ts';

/**
 * Query keys of the market screens (home, markets, quotes, watchlist, search). Names come
 * back in the request language, so keys of anything with names carry the language.
 */
export const marketKeys = {
  all: ['market'] as const,
  home: (lang: string) => ['market', 'home', lang] as const,
  sessions: () => ['market', 'sessions'] as const,
  hot: (lang: string, market?: string) => ['market', 'hot', lang, market ?? 'all'] as const,
  top: (lang: string, market: string, type: string) => ['market', 'top', lang, market, type] as const,
  list: (lang: string, segment: string, sort?: QuoteSortKey, order?: SortOrder) => ['market', 'list', lang, segment, sort ?? '', order ?? ''] as const,
  detail: (lang: string, code: string) => ['market', 'detail', lang, code] as const,
  summary: (lang: string, code: string) => ['market', 'summary', lang, code] as const,
  depth: (code: string) => ['market', 'depth', code] as const,
  kline: (code: string, period: KlinePeriod, count: number) => ['market', 'kline', code, period, count] as const,
  search: (lang: string, keyword: string) => ['market', 'search', lang, keyword] as const,
};

export const watchlistKeys = {
  all: ['watchlist'] as const,
  list: (userId: number | string, lang: string) => ['watchlist', userId, lang] as const,
};

export function useLang(): string {
  return useTranslation().i18n.language;
}

/** Trading status of every exchange group (home strip, list headers). */
export function useSessions() {
  return useQuery({
    queryKey: marketKeys.sessions(),
    queryFn: () => call(marketApi.getMarkets, { body: {} }),
    staleTime: 60_000,
    refetchInterval: 60_000,
  });
}

/** The caller's watchlist (only when logged in). */
export function useWatchlist() {
  const { token, user } = useSession();
  const lang = useLang();
  return useQuery({
    queryKey: watchlistKeys.list(user?.userId ?? token ?? 'guest', lang),
    queryFn: () => call(watchlistApi.list),
    enabled: Boolean(token),
    staleTime: STALE.quotes,
  });
}

import { watchlistApi, type WatchlistGroup } from '@app/contracts';
import { useQuery } from '@tanstack/react-query';
import { call } from '../../api/client.ts';
import { STALE } from '../../api/query-client.ts';
import { useSession } from '../../state/session.ts';
import { useLang } from '../market/queries.ts';

/**
 * Watchlist groups (issue 21). Keys live under watchlistKeys.all, so anything that
 * invalidates the watchlist (star, push 'watchlist.updated', manage page) refreshes them too.
 */
export const groupKeys = {
  groups: (userId: number | string) => ['watchlist', 'groups', userId] as const,
  list: (userId: number | string, lang: string, group: string) => ['watchlist', userId, lang, 'group', group] as const,
  of: (userId: number | string, code: string) => ['watchlist', 'groups-of', userId, code] as const,
};

/** The caller's groups (All, US, MX, HK, then the user's own) with their counts. */
export function useWatchGroups(enabled = true) {
  const { token, user } = useSession();
  return useQuery({
    queryKey: groupKeys.groups(user?.userId ?? token ?? 'guest'),
    queryFn: () => call(watchlistApi.groups),
    enabled: Boolean(token) && enabled,
    staleTime: STALE.quotes,
  });
}

/** The watchlist narrowed to one group ('all' is the whole list). */
export function useGroupWatchlist(group: string) {
  const { token, user } = useSession();
  const lang = useLang();
  return useQuery({
    queryKey: groupKeys.list(user?.userId ?? token ?? 'guest', lang, group),
    queryFn: () => call(watchlistApi.list, group === 'all' ? {} : { query: { group } }),
    enabled: Boolean(token),
    staleTime: STALE.quotes,
  });
}

/** The user's own groups holding one instrument. */
export function useCodeGroups(code: string, enabled: boolean) {
  const { token, user } = useSession();
  return useQuery({
    queryKey: groupKeys.of(user?.userId ?? token ?? 'guest', code),
    queryFn: () => call(watchlistApi.codeGroups, { query: { stockCode: code } }),
    enabled: Boolean(token) && Boolean(code) && enabled,
    staleTime: 0,
  });
}

/** The chip label of a group: built-in ones in the user's language, the user's own by name. */
export function groupLabel(group: WatchlistGroup, t: (key: string) => string): string {
  if (group.kind === 'custom') return group.name ?? group.key;
  return t(`watchlist.groups.${group.key}`);
}

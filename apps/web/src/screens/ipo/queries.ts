import { ipoApi, type IpoStatus } from '@app/contracts';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { call } from '../../api/client.ts';
import { queryClient, STALE } from '../../api/query-client.ts';

/** Query keys of the IPO area (texts come in the request language, so keys carry it). */
export const ipoKeys = {
  all: ['ipo'] as const,
  list: (status: IpoStatus, lang: string) => ['ipo', 'list', status, lang] as const,
  detail: (id: number, lang: string) => ['ipo', 'detail', id, lang] as const,
  mine: (lang: string) => ['ipo', 'mine', lang] as const,
};

export function useIpoList(status: IpoStatus) {
  const lang = useTranslation().i18n.language;
  return useQuery({
    queryKey: ipoKeys.list(status, lang),
    queryFn: ({ signal }) => call(ipoApi.newStockList, { query: { pageNum: 1, pageSize: 50, status } }, { signal }),
    staleTime: STALE.quotes * 12,
  });
}

export function useIpoDetail(id: number) {
  const lang = useTranslation().i18n.language;
  return useQuery({
    queryKey: ipoKeys.detail(id, lang),
    queryFn: ({ signal }) => call(ipoApi.newStockDetail, { query: { id } }, { signal }),
    enabled: id > 0,
    retry: false,
  });
}

export function useMySubscriptions(enabled: boolean) {
  const lang = useTranslation().i18n.language;
  return useQuery({
    queryKey: ipoKeys.mine(lang),
    queryFn: ({ signal }) => call(ipoApi.subscriptions, { body: { pageNum: 1, pageSize: 50 } }, { signal }),
    enabled,
  });
}

/** What a subscription would hold, each charge named, worked by the server as the hold will be. */
export function useIpoPreview(body: { ipoId: number; quantity: number; limitPrice?: string; financePercent?: number }, enabled: boolean) {
  return useQuery({
    queryKey: [...ipoKeys.all, 'preview', body] as const,
    queryFn: ({ signal }) => call(ipoApi.preview, { body }, { signal }),
    enabled,
    retry: false,
    staleTime: STALE.quotes * 12,
  });
}

/** After a subscription changes: lists and wallet balances. */
export function invalidateIpo(): Promise<void> {
  return queryClient.invalidateQueries({ queryKey: ipoKeys.all });
}

export function useSubscription(id: number) {
  const lang = useTranslation().i18n.language;
  return useQuery({
    queryKey: [...ipoKeys.mine(lang), 'one', id] as const,
    queryFn: ({ signal }) => call(ipoApi.subscription, { query: { id } }, { signal }),
    enabled: id > 0,
    retry: false,
  });
}

/** The counts of each list, and the flipping rule's bar if one is in force (getIpoFullNum). */
export function useIpoCounts(enabled: boolean) {
  return useQuery({
    queryKey: [...ipoKeys.all, 'counts'] as const,
    queryFn: ({ signal }) => call(ipoApi.counts, {}, { signal }),
    enabled,
  });
}

import { followApi, strategiesApi } from '@app/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { call } from '../../api/client.ts';
import { queryClient, STALE } from '../../api/query-client.ts';

/** Query keys of follow investing and strategies (texts come in the request language). */
export const followKeys = {
  all: ['follow'] as const,
  agencies: (lang: string) => ['follow', 'agencies', lang] as const,
  preview: (agencyId: number, amount: string, period: number, lang: string) => ['follow', 'preview', agencyId, amount, period, lang] as const,
  copies: (lang: string) => ['follow', 'copies', lang] as const,
  copy: (id: number, lang: string) => ['follow', 'copy', id, lang] as const,
  strategy: (id: number, lang: string) => ['strategies', 'detail', id, lang] as const,
  trades: (id: number) => ['strategies', 'trades', id] as const,
};

export function useAgencies() {
  const lang = useTranslation().i18n.language;
  return useQuery({ queryKey: followKeys.agencies(lang), queryFn: ({ signal }) => call(followApi.getInvestAgencyList, {}, { signal }), staleTime: STALE.lists });
}

export function useCopyPreview(agencyId: number, amount: string, periodDays: number, enabled: boolean) {
  const lang = useTranslation().i18n.language;
  return useQuery({
    queryKey: followKeys.preview(agencyId, amount, periodDays, lang),
    queryFn: ({ signal }) => call(followApi.preview, { body: { agencyId, amount, periodDays } }, { signal }),
    enabled,
    placeholderData: keepPreviousData,
    retry: false,
  });
}

export function useCopies(enabled: boolean) {
  const lang = useTranslation().i18n.language;
  return useQuery({ queryKey: followKeys.copies(lang), queryFn: ({ signal }) => call(followApi.pageList, { body: { pageNum: 1, pageSize: 50 } }, { signal }), enabled });
}

export function useCopy(id: number, enabled: boolean) {
  const lang = useTranslation().i18n.language;
  return useQuery({ queryKey: followKeys.copy(id, lang), queryFn: ({ signal }) => call(followApi.detail, { body: { id } }, { signal }), enabled, retry: false });
}

export function useStrategy(id: number, enabled: boolean) {
  const lang = useTranslation().i18n.language;
  return useQuery({ queryKey: followKeys.strategy(id, lang), queryFn: ({ signal }) => call(strategiesApi.detail, { query: { id } }, { signal }), enabled, staleTime: STALE.lists });
}

export function useStrategyTrades(id: number, enabled: boolean) {
  return useQuery({ queryKey: followKeys.trades(id), queryFn: ({ signal }) => call(strategiesApi.trades, { query: { id, pageNum: 1, pageSize: 100 } }, { signal }), enabled, staleTime: STALE.lists });
}

export function invalidateFollow(): Promise<void> {
  return queryClient.invalidateQueries({ queryKey: followKeys.all });
}

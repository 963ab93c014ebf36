import { bondsApi, type BondPreview } from '@app/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { call } from '../../api/client.ts';
import { queryClient, STALE } from '../../api/query-client.ts';

/** Query keys of bonds (texts come in the request language, so keys carry it). */
export const bondsKeys = {
  all: ['bonds'] as const,
  list: (country: string, lang: string) => ['bonds', 'list', country, lang] as const,
  preview: (bondId: number, quantity: number, lang: string) => ['bonds', 'preview', bondId, quantity, lang] as const,
  holdings: (lang: string) => ['bonds', 'holdings', lang] as const,
  holding: (id: number, lang: string) => ['bonds', 'holding', id, lang] as const,
  totals: ['bonds', 'totals'] as const,
};

export function useBondList(country: 'MX' | 'US' | '') {
  const lang = useTranslation().i18n.language;
  return useQuery({
    queryKey: bondsKeys.list(country, lang),
    queryFn: ({ signal }) => call(bondsApi.bondsList, { body: { pageNum: 1, pageSize: 100, ...(country ? { country } : {}) } }, { signal }),
    staleTime: STALE.quotes * 12,
  });
}

export function useBondPreview(bondId: number, quantity: number, enabled: boolean) {
  const lang = useTranslation().i18n.language;
  return useQuery<BondPreview>({
    queryKey: bondsKeys.preview(bondId, quantity, lang),
    queryFn: ({ signal }) => call(bondsApi.preview, { body: { bondId, quantity } }, { signal }),
    enabled,
    placeholderData: keepPreviousData,
    retry: false,
  });
}

export function useHoldings(enabled: boolean) {
  const lang = useTranslation().i18n.language;
  return useQuery({
    queryKey: bondsKeys.holdings(lang),
    queryFn: ({ signal }) => call(bondsApi.pageList, { body: { pageNum: 1, pageSize: 50, status: 'all' } }, { signal }),
    enabled,
  });
}

export function useHolding(id: number, enabled: boolean) {
  const lang = useTranslation().i18n.language;
  return useQuery({
    queryKey: bondsKeys.holding(id, lang),
    queryFn: ({ signal }) => call(bondsApi.detail, { body: { holdingId: id } }, { signal }),
    enabled,
    retry: false,
  });
}

/** After a buy or a sale: holdings, totals and wallet balances change. */
export function invalidateBonds(): Promise<void> {
  return queryClient.invalidateQueries({ queryKey: bondsKeys.all });
}

import { blocktradeApi, type BlockPreview } from '@app/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { call } from '../../api/client.ts';
import { queryClient, STALE } from '../../api/query-client.ts';

/** Query keys of block trades (names come in the request language, so keys carry it). */
export const blocktradeKeys = {
  all: ['blocktrade'] as const,
  authority: ['blocktrade', 'authority'] as const,
  offers: (lang: string) => ['blocktrade', 'offers', lang] as const,
  preview: (offerId: number, quantity: number, lang: string) => ['blocktrade', 'preview', offerId, quantity, lang] as const,
  orders: (lang: string) => ['blocktrade', 'orders', lang] as const,
};

export function useAuthority(enabled: boolean) {
  return useQuery({ queryKey: blocktradeKeys.authority, queryFn: ({ signal }) => call(blocktradeApi.authority, {}, { signal }), enabled });
}

export function useOffers() {
  const lang = useTranslation().i18n.language;
  return useQuery({
    queryKey: blocktradeKeys.offers(lang),
    queryFn: ({ signal }) => call(blocktradeApi.offers, { body: { pageNum: 1, pageSize: 50 } }, { signal }),
    staleTime: STALE.quotes * 6,
  });
}

export function useBlockPreview(offerId: number, quantity: number, enabled: boolean) {
  const lang = useTranslation().i18n.language;
  return useQuery<BlockPreview>({
    queryKey: blocktradeKeys.preview(offerId, quantity, lang),
    queryFn: ({ signal }) => call(blocktradeApi.preview, { body: { offerId, quantity } }, { signal }),
    enabled,
    placeholderData: keepPreviousData,
    retry: false,
  });
}

export function useBlockOrders(enabled: boolean) {
  const lang = useTranslation().i18n.language;
  return useQuery({
    queryKey: blocktradeKeys.orders(lang),
    queryFn: ({ signal }) => call(blocktradeApi.pageList, { body: { pageNum: 1, pageSize: 50, status: 'all' } }, { signal }),
    enabled,
  });
}

/** After a trade, an application or a sale: authority, offers, positions and wallet balances change. */
export async function invalidateBlocktrade(): Promise<void> {
  await queryClient.invalidateQueries({ queryKey: blocktradeKeys.all });
  await queryClient.invalidateQueries({ queryKey: ['wallet'] });
}

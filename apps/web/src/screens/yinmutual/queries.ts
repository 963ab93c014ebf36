import { fundsApi, type FundPreview, type FundRedeemPreview } from '@app/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { call } from '../../api/client.ts';
import { queryClient, STALE } from '../../api/query-client.ts';
import { refreshMoney } from '../../components/money/queries.ts';

/** Query keys of mutual funds (names come in the request language, so keys carry it). */
export const fundKeys = {
  all: ['funds'] as const,
  products: (kind: string, lang: string) => ['funds', 'products', kind, lang] as const,
  preview: (id: number, amount: string, lang: string) => ['funds', 'preview', id, amount, lang] as const,
  orders: (lang: string) => ['funds', 'orders', lang] as const,
  stat: (lang: string) => ['funds', 'stat', lang] as const,
  redeemPreview: (orderId: number, units: string) => ['funds', 'redeemPreview', orderId, units] as const,
};

/** Before a redemption's PIN: the NAV day, the exit load and the MXN estimate (issue 34 item 8). */
export function useRedeemPreview(orderId: number, units: string | undefined, enabled: boolean) {
  return useQuery<FundRedeemPreview>({
    queryKey: fundKeys.redeemPreview(orderId, units ?? ''),
    queryFn: ({ signal }) => call(fundsApi.redeemPreview, { body: { orderId, ...(units ? { units } : {}) } }, { signal }),
    enabled,
    retry: false,
    staleTime: 0,
  });
}

export function useFundProducts(kind: 'on_demand' | 'fixed_term') {
  const lang = useTranslation().i18n.language;
  return useQuery({
    queryKey: fundKeys.products(kind, lang),
    queryFn: ({ signal }) => call(fundsApi.productPageList, { body: { pageNum: 1, pageSize: 50, kind } }, { signal }),
    staleTime: STALE.quotes * 12,
  });
}

export function useFundPreview(productId: number, amount: string, enabled: boolean) {
  const lang = useTranslation().i18n.language;
  return useQuery<FundPreview>({
    queryKey: fundKeys.preview(productId, amount, lang),
    queryFn: ({ signal }) => call(fundsApi.preview, { query: { productId, amount } }, { signal }),
    enabled,
    placeholderData: keepPreviousData,
    retry: false,
  });
}

export function useFundOrders(enabled: boolean) {
  const lang = useTranslation().i18n.language;
  return useQuery({
    queryKey: fundKeys.orders(lang),
    queryFn: ({ signal }) => call(fundsApi.pageList, { body: { pageNum: 1, pageSize: 50 } }, { signal }),
    enabled,
  });
}

export function useFundStat(enabled: boolean) {
  const lang = useTranslation().i18n.language;
  return useQuery({
    queryKey: fundKeys.stat(lang),
    queryFn: ({ signal }) => call(fundsApi.stat, { body: {} }, { signal }),
    enabled,
  });
}

/** After a buy or a redemption: orders, holdings and wallet balances change. */
export function invalidateFunds(): Promise<void> {
  return Promise.all([queryClient.invalidateQueries({ queryKey: fundKeys.all }), refreshMoney()]).then(() => undefined);
}

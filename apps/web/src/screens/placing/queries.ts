import { placingApi } from '@app/contracts';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { call } from '../../api/client.ts';
import { queryClient } from '../../api/query-client.ts';

/** Query keys of placings (texts come in the request language, so keys carry it). */
export const placingKeys = {
  all: ['placing'] as const,
  orders: (lang: string) => ['placing', 'orders', lang] as const,
  counts: ['placing', 'counts'] as const,
};

export function usePlacingOrders(enabled: boolean) {
  const lang = useTranslation().i18n.language;
  return useQuery({
    queryKey: placingKeys.orders(lang),
    queryFn: ({ signal }) => call(placingApi.subscriptions, { body: { pageNum: 1, pageSize: 50, status: 'all' } }, { signal }),
    enabled,
  });
}

export function usePlacingCounts(enabled: boolean) {
  return useQuery({
    queryKey: placingKeys.counts,
    queryFn: ({ signal }) => call(placingApi.flatCount, { body: {} }, { signal }),
    enabled,
  });
}

export const invalidatePlacing = () => queryClient.invalidateQueries({ queryKey: placingKeys.all });

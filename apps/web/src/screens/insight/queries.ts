import { insightApi, type InsightPeriod } from '@app/contracts';
import { useQuery } from '@tanstack/react-query';
import { call } from '../../api/client.ts';
import { STALE } from '../../api/query-client.ts';
import { useSession } from '../../state/session.ts';

/** Portfolio insight (issue 33): every key under `insightKeys.all`. */
export const insightKeys = {
  all: ['insight'] as const,
  performance: (userId: number | string, period: InsightPeriod) => ['insight', 'performance', userId, period] as const,
  allocation: (userId: number | string) => ['insight', 'allocation', userId] as const,
};

export function usePerformance(period: InsightPeriod) {
  const { token, user } = useSession();
  return useQuery({
    queryKey: insightKeys.performance(user?.userId ?? token ?? 'guest', period),
    queryFn: ({ signal }) => call(insightApi.performance, { query: { period } }, { signal }),
    enabled: Boolean(token),
    staleTime: STALE.lists,
  });
}

export function useAllocation() {
  const { token, user } = useSession();
  return useQuery({
    queryKey: insightKeys.allocation(user?.userId ?? token ?? 'guest'),
    queryFn: ({ signal }) => call(insightApi.allocation, {}, { signal }),
    enabled: Boolean(token),
    staleTime: STALE.lists,
  });
}

import { marketApi, miningApi, type RobotPreview } from '@app/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { call } from '../../api/client.ts';
import { queryClient, STALE } from '../../api/query-client.ts';
import { usePushEvent } from '../../push/live.ts';

/** Query keys of robot mining (texts come in the request language, so keys carry it). */
export const miningKeys = {
  all: ['mining'] as const,
  network: ['mining', 'network'] as const,
  robots: (mode: string, lang: string) => ['mining', 'robots', mode, lang] as const,
  preview: (robotId: number, units: number, days: number, lang: string) => ['mining', 'preview', robotId, units, days, lang] as const,
  orders: (status: string, lang: string) => ['mining', 'orders', status, lang] as const,
  order: (id: number, lang: string) => ['mining', 'order', id, lang] as const,
  messages: (id: number, lang: string) => ['mining', 'messages', id, lang] as const,
  payouts: (orderId: number | undefined) => ['mining', 'payouts', orderId ?? 0] as const,
  kline: ['mining', 'kline'] as const,
};

export function useNetwork() {
  return useQuery({ queryKey: miningKeys.network, queryFn: ({ signal }) => call(miningApi.network, { body: {} }, { signal }), staleTime: STALE.quotes * 6, refetchInterval: 30_000 });
}

export function useRobots(mode: 'rent' | 'buy' | '') {
  const lang = useTranslation().i18n.language;
  return useQuery({
    queryKey: miningKeys.robots(mode, lang),
    queryFn: ({ signal }) => call(miningApi.pageList, { body: { pageNum: 1, pageSize: 50, ...(mode ? { mode } : {}) } }, { signal }),
    staleTime: STALE.quotes * 6,
  });
}

export function usePreview(robotId: number, units: number, energyDays: number, enabled: boolean) {
  const lang = useTranslation().i18n.language;
  return useQuery<RobotPreview>({
    queryKey: miningKeys.preview(robotId, units, energyDays, lang),
    queryFn: ({ signal }) => call(miningApi.preview, { body: { robotId, units, energyDays } }, { signal }),
    enabled,
    placeholderData: keepPreviousData,
    retry: false,
  });
}

export function useOrders(status: 'active' | 'closed' | 'all', enabled: boolean) {
  const lang = useTranslation().i18n.language;
  return useQuery({
    queryKey: miningKeys.orders(status, lang),
    queryFn: ({ signal }) => call(miningApi.orderList, { body: { pageNum: 1, pageSize: 50, status } }, { signal }),
    enabled,
  });
}

export function useOrder(id: number, enabled: boolean) {
  const lang = useTranslation().i18n.language;
  return useQuery({
    queryKey: miningKeys.order(id, lang),
    queryFn: ({ signal }) => call(miningApi.detail, { body: { orderId: id } }, { signal }),
    enabled,
    retry: false,
  });
}

export function useMessages(id: number, enabled: boolean) {
  const lang = useTranslation().i18n.language;
  return useQuery({
    queryKey: miningKeys.messages(id, lang),
    queryFn: ({ signal }) => call(miningApi.messages, {}, { params: { orderId: String(id) }, signal }),
    enabled,
    retry: false,
  });
}

export function usePayouts(orderId: number | undefined, enabled: boolean) {
  return useQuery({
    queryKey: miningKeys.payouts(orderId),
    queryFn: ({ signal }) => call(miningApi.payouts, { body: { pageNum: 1, pageSize: 100, ...(orderId ? { orderId } : {}) } }, { signal }),
    enabled,
  });
}

export function useRobotKline(count: number) {
  return useQuery({
    queryKey: miningKeys.kline,
    queryFn: ({ signal }) => call(marketApi.cryptoRobotKline, { query: { code: 'BTC/USD', period: '1m', count } }, { signal }),
    refetchInterval: 30_000,
  });
}

/** A robot changed state or was paid (push `robot.updated`): refetch what shows robots. */
export function useLiveRobots(enabled: boolean): void {
  usePushEvent('robot.updated', () => void invalidateMining(), enabled);
}

export function invalidateMining(): Promise<void> {
  return queryClient.invalidateQueries({ queryKey: miningKeys.all });
}

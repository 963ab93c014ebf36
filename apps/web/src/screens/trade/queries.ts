import { tradingApi, type PushQuote, type TradeMarket, type TradeOrder, type TradePosition } from '@app/contracts';
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { call } from '../../api/client.ts';
import { queryClient, STALE } from '../../api/query-client.ts';
import { pushClient } from '../../push/client.ts';
import { latestQuote, useLiveQuotes, usePushEvent } from '../../push/live.ts';
import { useSession } from '../../state/session.ts';

/** Trade list tabs (SPEC section 3): holding 0, closed 1, entrusted 2 (subscription 4, follow 5, bonds 6 when they exist). */
/** The trade tab's own lists by tab number (the products' lists are their areas', screens/surfaces.ts). */
export const TRADE_TABS = { holding: 0, closed: 1, entrusted: 2 } as const;
export type TradeTab = keyof typeof TRADE_TABS;

export const PAGE_SIZE = 20;

/** Query keys of the trading screens; answers carry names in the request language, so keys carry it. */
export const tradeKeys = {
  all: ['trade'] as const,
  funds: () => ['trade', 'funds'] as const,
  counts: (market: string) => ['trade', 'counts', market] as const,
  list: (tab: TradeTab, market: string, lang: string) => ['trade', 'list', tab, market, lang] as const,
  position: (id: number, lang: string) => ['trade', 'position', id, lang] as const,
  water: (id: number, lang: string) => ['trade', 'water', id, lang] as const,
  byStock: (code: string, lang: string) => ['trade', 'byStock', code, lang] as const,
  rates: () => ['trade-ref', 'rates'] as const,
  minCount: (code: string) => ['trade-ref', 'minCount', code] as const,
};

/** Everything private of trading changed (an order, a fill, a close): refetch what is shown. */
export function invalidateTrading(): Promise<void> {
  return queryClient.invalidateQueries({ queryKey: tradeKeys.all });
}

const useLang = () => useTranslation().i18n.language;

export function useFundDetails() {
  const { token } = useSession();
  return useQuery({
    queryKey: tradeKeys.funds(),
    queryFn: ({ signal }) => call(tradingApi.fundDetails, { query: {} }, { signal }),
    enabled: Boolean(token),
    staleTime: 5_000,
    // Equity moves with the market; the push socket refreshes on events, this keeps totals fresh.
    refetchInterval: 15_000,
  });
}

export function useCounts(market?: TradeMarket) {
  const { token } = useSession();
  return useQuery({
    queryKey: tradeKeys.counts(market ?? 'all'),
    queryFn: ({ signal }) => call(tradingApi.halfOrFullNum, { body: market ? { market } : {} }, { signal }),
    enabled: Boolean(token),
  });
}

type ListItem<T extends TradeTab> = T extends 'entrusted' ? TradeOrder : TradePosition;

export function useTradeList<T extends TradeTab>(tab: T, market: TradeMarket | undefined, enabled = true) {
  const { token } = useSession();
  const lang = useLang();
  const def = tab === 'holding' ? tradingApi.me : tab === 'closed' ? tradingApi.flatList : tradingApi.consignList;
  return useInfiniteQuery({
    queryKey: tradeKeys.list(tab, market ?? 'all', lang),
    queryFn: async ({ pageParam, signal }) => {
      const body = { pageNum: pageParam, pageSize: PAGE_SIZE, ...(market ? { market } : {}) };
      const page = await call(def, { body }, { signal });
      return page as { list: ListItem<T>[]; total: number; pageNum: number; pageSize: number };
    },
    initialPageParam: 1,
    getNextPageParam: (last) => (last.pageNum * last.pageSize < last.total ? last.pageNum + 1 : undefined),
    enabled: Boolean(token) && enabled,
    staleTime: STALE.quotes,
  });
}

export function usePosition(id: number) {
  const { token } = useSession();
  const lang = useLang();
  return useQuery({
    queryKey: tradeKeys.position(id, lang),
    queryFn: ({ signal }) => call(tradingApi.positionDetail, { body: { id } }, { signal }),
    enabled: Boolean(token) && Number.isSafeInteger(id) && id > 0,
    staleTime: STALE.quotes,
  });
}

export function usePositionFlow(id: number) {
  const { token } = useSession();
  const lang = useLang();
  return useInfiniteQuery({
    queryKey: tradeKeys.water(id, lang),
    queryFn: ({ pageParam, signal }) => call(tradingApi.water, { body: { positionId: id, pageNum: pageParam, pageSize: PAGE_SIZE } }, { signal }),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.pageNum * last.pageSize < last.total ? last.pageNum + 1 : undefined),
    enabled: Boolean(token) && Number.isSafeInteger(id) && id > 0,
  });
}

export function useRates() {
  return useQuery({
    queryKey: tradeKeys.rates(),
    queryFn: ({ signal }) => call(tradingApi.rates, { query: {} }, { signal }),
    staleTime: STALE.reference,
  });
}

export function useMinCount(code: string) {
  return useQuery({
    queryKey: tradeKeys.minCount(code),
    queryFn: ({ signal }) => call(tradingApi.minCount, { body: { code } }, { signal }),
    enabled: Boolean(code),
    staleTime: STALE.reference,
  });
}

/**
 * Private order events over the push socket (fills, cancellations, margin calls,
 * liquidations) refresh every trading list and total shown. Bursts (a liquidation closes
 * several positions) are folded into one refetch.
 */
export function useTradingEvents(onAlert?: (data: { event: string; code?: string; level?: string; status?: string | number }) => void): void {
  const { token } = useSession();
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const refresh = () => {
    if (timer.current) return;
    timer.current = setTimeout(() => {
      timer.current = undefined;
      void invalidateTrading();
    }, 250);
  };
  useEffect(() => () => clearTimeout(timer.current), []);
  usePushEvent(
    'order.updated',
    (data) => {
      refresh();
      onAlert?.({ event: 'order', ...(data as { code?: string; event?: string; status?: number }) });
    },
    Boolean(token),
  );
  usePushEvent(
    'position.updated',
    (data) => {
      refresh();
      onAlert?.({ ...(data as { code?: string; event?: string }), event: `position.${String((data as { event?: string }).event ?? '')}` });
    },
    Boolean(token),
  );
  usePushEvent(
    'risk.alert',
    (data) => {
      refresh();
      onAlert?.({ event: 'risk', level: data.level });
    },
    Boolean(token),
  );
  usePushEvent('wallet.updated', refresh, Boolean(token));
}

/**
 * Live quotes of several codes, one re-render per push batch that touches them.
 * Subscribes the codes' topics while mounted (reference counted with other screens).
 */
export function useLiveQuoteMap(codes: readonly string[]): ReadonlyMap<string, PushQuote> {
  const key = useMemo(() => [...new Set(codes)].sort().join('\n'), [codes]);
  useLiveQuotes(key ? key.split('\n') : []);
  const [map, setMap] = useState<ReadonlyMap<string, PushQuote>>(() => initial(key));
  useEffect(() => {
    if (!key) return;
    const wanted = new Set(key.split('\n'));
    setMap(initial(key));
    return pushClient().onQuotes((quotes) => {
      const changed = quotes.filter((q) => wanted.has(q.stock_code));
      if (!changed.length) return;
      setMap((before) => {
        const next = new Map(before);
        for (const q of changed) {
          const old = next.get(q.stock_code);
          if (!old || old.time <= q.time) next.set(q.stock_code, q);
        }
        return next;
      });
    });
  }, [key]);
  return map;
}

function initial(key: string): Map<string, PushQuote> {
  const map = new Map<string, PushQuote>();
  if (!key) return map;
  for (const code of key.split('\n')) {
    const q = latestQuote(code);
    if (q) map.set(code, q);
  }
  return map;
}

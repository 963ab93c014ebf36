import type { QuoteSortKey, StockQuote } from '@app/contracts';
import { useInfiniteQuery } from '@tanstack/react-query';
import InfiniteScroll from 'antd-mobile/es/components/infinite-scroll';
import PullToRefresh from 'antd-mobile/es/components/pull-to-refresh';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { STALE } from '../../api/query-client.ts';
import { SimulatedTag } from '../../components/Trend.tsx';
import { QuoteRow, type RowQuote } from '../../components/market/QuoteRow.tsx';
import { StatusBadge } from '../../components/market/StatusBadge.tsx';
import { quotePathOf, quoteQueryOf } from '../../components/market/quote-utils.ts';
import '../../components/market/market.css';
import { Empty, LoadError } from '../../components/states.tsx';
import { useLiveQuotes } from '../../push/live.ts';
import { useNav } from '../../shell/nav.ts';
import { marketKeys, useLang, useSessions } from './queries.ts';
import { nextSort, PAGE_SIZE, SEGMENT_FETCH, SEGMENT_GROUP, type SegmentKey, type SortState } from './segments.ts';
import './market-page.css';

const COLUMNS: { key: QuoteSortKey; label: 'price' | 'volume' | 'change' }[] = [
  { key: 'price_nominal', label: 'price' },
  { key: 'volume', label: 'volume' },
  { key: 'change_ratio', label: 'change' },
];

/**
 * A live, sortable, paged list of one segment: pull down to refresh, more rows load as
 * the end comes into view, every loaded row follows the push socket.
 */
export function MarketList({ segment }: { segment: SegmentKey }) {
  const { t } = useTranslation();
  const nav = useNav();
  const lang = useLang();
  const [sort, setSort] = useState<SortState>(undefined);
  const query = useInfiniteQuery({
    queryKey: marketKeys.list(lang, segment, sort?.sort, sort?.order),
    queryFn: ({ pageParam }) => SEGMENT_FETCH[segment]({ pageNum: pageParam, pageSize: PAGE_SIZE, ...sort }),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.pageNum * last.pageSize < last.total ? last.pageNum + 1 : undefined),
    staleTime: STALE.quotes,
    placeholderData: (previous, previousQuery) => (previousQuery?.queryKey[3] === segment ? previous : undefined),
  });
  const rows = useMemo(() => {
    const seen = new Set<string>();
    const out: StockQuote[] = [];
    for (const page of query.data?.pages ?? []) {
      for (const q of page.list) {
        if (seen.has(q.stock_code)) continue; // a row can shift pages while prices move
        seen.add(q.stock_code);
        out.push(q);
      }
    }
    return out;
  }, [query.data]);
  useLiveQuotes(rows.map((q) => q.stock_code));
  const sessions = useSessions();
  const group = SEGMENT_GROUP[segment];
  const session = group ? sessions.data?.find((s) => s.market === group) : undefined;
  const total = query.data?.pages[0]?.total;
  const open = (q: RowQuote) => nav.go(quotePathOf(q.source), quoteQueryOf(q));

  return (
    <div className="market-list" data-testid={`market-list-${segment}`}>
      <div className="market-list-meta">
        {session && <StatusBadge status={session.status} />}
        {total !== undefined && <span className="market-count">{t('market.count', { count: total })}</span>}
        <span className="spacer" />
        <SimulatedTag label={t('common.simulated')} />
      </div>
      {/* A one-row table of column headers: each sortable header states its order (aria-sort) and holds its button. */}
      <div role="table" aria-label={t('market.columns.name')}>
        <div className="market-list-head" role="row">
          <span className="col-name" role="columnheader">
            {t('market.columns.name')}
          </span>
          {COLUMNS.map((col) => {
            const active = sort?.sort === col.key ? sort.order : undefined;
            return (
              <div
                key={col.key}
                role="columnheader"
                className="col-head"
                aria-sort={active === 'asc' ? 'ascending' : active === 'desc' ? 'descending' : 'none'}
                data-testid={`sort-${col.key}`}
              >
                <button
                  type="button"
                  className={`col-sort col-${col.label}${active ? ' active' : ''}`}
                  onClick={() => setSort(nextSort(sort, col.key))}
                  aria-label={t('market.sortBy', { column: t(`market.columns.${col.label}`) })}
                >
                  {t(`market.columns.${col.label}`)}
                  <i className={`sort-caret${active ? ` sort-${active}` : ''}`} aria-hidden />
                </button>
              </div>
            );
          })}
        </div>
      </div>
      {query.isError && !query.data ? (
        <LoadError onRetry={() => void query.refetch()} />
      ) : !query.data ? (
        <div className="rows-skeleton" data-testid="loading" aria-busy>
          {Array.from({ length: 10 }, (_, i) => (
            <div key={i} className="skeleton-row">
              <span className="skeleton" style={{ width: '36%' }} />
              <span className="skeleton" style={{ width: '16%' }} />
              <span className="skeleton" style={{ width: '20%' }} />
            </div>
          ))}
        </div>
      ) : (
        <PullToRefresh
          onRefresh={async () => {
            await query.refetch();
          }}
          pullingText={t('market.pullToRefresh')}
          canReleaseText={t('market.releaseToRefresh')}
          refreshingText={t('market.refreshing')}
          completeText={t('market.refreshed')}
        >
          {rows.length === 0 ? (
            <Empty />
          ) : (
            <div className={`quote-list card-list${query.isPlaceholderData ? ' is-stale' : ''}`} data-testid="market-rows">
              {rows.map((q) => (
                <QuoteRow key={q.stock_code} quote={q} onOpen={open} withVolume />
              ))}
            </div>
          )}
          <InfiniteScroll
            hasMore={Boolean(query.hasNextPage)}
            loadMore={async () => {
              const result = await query.fetchNextPage();
              if (result.isError) throw result.error;
            }}
          >
            {(hasMore, failed, retry) =>
              failed ? (
                <button type="button" className="list-footer mk-link-button" onClick={retry} data-testid="load-more-retry">
                  {t('common.connectionTimeout')}
                </button>
              ) : (
                <span className="list-footer" data-testid={hasMore ? 'loading-more' : 'no-more'}>
                  {hasMore ? t('market.loadingMore') : rows.length ? t('market.noMore') : ''}
                </span>
              )
            }
          </InfiniteScroll>
        </PullToRefresh>
      )}
    </div>
  );
}

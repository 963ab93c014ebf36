import type { Page } from '@app/contracts';
import { useInfiniteQuery, type QueryKey } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { InfiniteTail } from '../InfiniteTail.tsx';
import { DelayedLoading, Empty, LoadError } from '../states.tsx';

export const PAGE_SIZE = 20;

/** A paged list read page by page ({list,total,pageNum,pageSize}), for infinite scroll. */
export function usePagedList<T>(queryKey: QueryKey, fetchPage: (pageNum: number, signal: AbortSignal) => Promise<Page<T>>, enabled = true) {
  const query = useInfiniteQuery({
    queryKey,
    queryFn: ({ pageParam, signal }) => fetchPage(pageParam, signal),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.pageNum * last.pageSize < last.total ? last.pageNum + 1 : undefined),
    enabled,
  });
  const items = query.data?.pages.flatMap((page) => page.list) ?? [];
  return { query, items, total: query.data?.pages[0]?.total ?? 0 };
}

/** Loading, error, empty, or the rows followed by infinite scroll ("no more" at the end). */
export function PagedBody<T>({ list, empty, children, testId }: { list: ReturnType<typeof usePagedList<T>>; empty: string; children: (items: T[]) => ReactNode; testId: string }) {
  const { t } = useTranslation();
  const { query, items } = list;
  if (query.isError && !query.data) return <LoadError onRetry={() => void query.refetch()} />;
  if (!query.data) return <DelayedLoading />;
  if (items.length === 0) return <Empty text={empty} />;
  return (
    <div data-testid={testId}>
      {children(items)}
      <InfiniteTail pages={query} endText={t('money.noMore')} endClassName="list-end" />
    </div>
  );
}

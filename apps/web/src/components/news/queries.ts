import { newsApi, type Locale, type NewsCategory } from '@app/contracts';
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { call } from '../../api/client.ts';
import { STALE } from '../../api/query-client.ts';
import { currentLocale } from '../../i18n/index.ts';

export const newsKeys = {
  all: ['news'] as const,
  list: (locale: Locale, category: NewsCategory | 'all', pageSize: number) => [...newsKeys.all, 'list', locale, category, pageSize] as const,
  detail: (id: number) => [...newsKeys.all, 'detail', id] as const,
};

/** Published articles in the UI language, newest first, page by page. */
export function useNewsList(category: NewsCategory | 'all', pageSize: number) {
  const locale = currentLocale();
  return useInfiniteQuery({
    queryKey: newsKeys.list(locale, category, pageSize),
    queryFn: ({ pageParam, signal }) =>
      call(newsApi.pageList, { body: { pageNum: pageParam, pageSize, language: locale, ...(category === 'all' ? {} : { category }) } }, { signal }),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.pageNum * last.pageSize < last.total ? last.pageNum + 1 : undefined),
    staleTime: STALE.lists,
  });
}

export function useArticle(id: number) {
  return useQuery({
    queryKey: newsKeys.detail(id),
    queryFn: ({ signal }) => call(newsApi.detail, {}, { params: { id }, signal }),
    enabled: Number.isSafeInteger(id) && id > 0,
    staleTime: STALE.reference,
  });
}

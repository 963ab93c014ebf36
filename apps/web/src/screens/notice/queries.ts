import { noticesApi } from '@app/contracts';
import { useInfiniteQuery, useMutation, useQuery } from '@tanstack/react-query';
import { call } from '../../api/client.ts';
import { queryClient } from '../../api/query-client.ts';
import { useSession } from '../../state/session.ts';
import { accountKeys } from '../profile/queries.ts';

export const PAGE_SIZE = 20;

export const noticeKeys = {
  all: ['notices'] as const,
  list: () => [...noticeKeys.all, 'list'] as const,
  detail: (id: number) => [...noticeKeys.all, 'detail', id] as const,
};

export function useNoticeList() {
  const { token } = useSession();
  return useInfiniteQuery({
    queryKey: noticeKeys.list(),
    queryFn: ({ pageParam, signal }) => call(noticesApi.list, { query: { pageNum: pageParam, pageSize: PAGE_SIZE } }, { signal }),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.pageNum * last.pageSize < last.total ? last.pageNum + 1 : undefined),
    enabled: Boolean(token),
  });
}

/** Opening a notice marks it read on the server; the list and the count refresh after. */
export function useNotice(id: number) {
  return useQuery({
    queryKey: noticeKeys.detail(id),
    queryFn: async ({ signal }) => {
      const notice = await call(noticesApi.detail, {}, { params: { id }, signal });
      void queryClient.invalidateQueries({ queryKey: noticeKeys.list() });
      void queryClient.invalidateQueries({ queryKey: accountKeys.unread() });
      return notice;
    },
    enabled: Number.isSafeInteger(id) && id > 0,
  });
}

export function useMarkAllRead() {
  return useMutation({
    mutationFn: () => call(noticesApi.updateRead, { body: { all: true } }),
    onSuccess: ({ unreadCount }) => {
      queryClient.setQueryData(accountKeys.unread(), unreadCount);
      void queryClient.invalidateQueries({ queryKey: noticeKeys.list() });
    },
  });
}

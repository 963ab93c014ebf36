import { QueryClient } from '@tanstack/react-query';
import { ApiError, CancelledError } from './client.ts';

/** Shared stale times: live data comes over the socket, so lists need not refetch often. */
export const STALE = { quotes: 5_000, lists: 30_000, reference: 10 * 60_000 } as const;

export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      staleTime: STALE.lists,
      // Refused calls (4xx) are answers, not glitches: do not retry them.
      retry: (count, error) => !(error instanceof ApiError && error.code >= 400 && error.code < 500) && !(error instanceof CancelledError) && count < 2,
      refetchOnWindowFocus: false,
    },
  },
});

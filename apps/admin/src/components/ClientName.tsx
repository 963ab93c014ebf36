import { adminBackofficeApi } from '@app/contracts';
import { useQuery } from '@tanstack/react-query';
import { adminCall } from '../api.ts';
import { hrefOf } from '../router.ts';

/**
 * The usernames of a page of clients (issue 30.5), in one call per page: every queue names the
 * client ("#12 · lucia_hdz"), whichever area's rows carry only the id.
 */
export function useClientNames(ids: readonly number[]): ReadonlyMap<number, string> {
  const unique = [...new Set(ids)].sort((a, b) => a - b).slice(0, 100);
  const names = useQuery({
    queryKey: ['admin', 'client-names', unique.join(',')],
    queryFn: ({ signal }) => adminCall(adminBackofficeApi.clientNames, { query: { ids: unique.join(',') } }, {}, signal),
    enabled: unique.length > 0,
    staleTime: 5 * 60_000,
  });
  return new Map((names.data?.list ?? []).map((row) => [row.userId, row.username]));
}

/** A link to the customer view that names the client: "#12 · lucia_hdz" (the id alone until the name arrives). */
export function ClientName({ userId, names, testId }: { userId: number; names: ReadonlyMap<number, string>; testId?: string }) {
  const name = names.get(userId);
  return (
    <a href={hrefOf('users', userId)} data-testid={testId} data-username={name}>
      #{userId}
      {name ? ` · ${name}` : ''}
    </a>
  );
}

/** How a decision's sentence names the client. */
export const clientLabel = (userId: number, names: ReadonlyMap<number, string>): string => (names.has(userId) ? `#${userId} · ${names.get(userId)!}` : `#${userId}`);

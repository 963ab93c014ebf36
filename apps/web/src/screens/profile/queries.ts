import { accountsApi, noticesApi, systemApi, type UserInfo } from '@app/contracts';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { call } from '../../api/client.ts';
import { queryClient, STALE } from '../../api/query-client.ts';
import { currentLocale } from '../../i18n/index.ts';
import { session, useSession } from '../../state/session.ts';

/** Query keys of the account screens (profile, settings, KYC, notices count). */
export const accountKeys = {
  all: ['account'] as const,
  info: () => [...accountKeys.all, 'info'] as const,
  kyc: () => [...accountKeys.all, 'kyc'] as const,
  unread: () => [...accountKeys.all, 'unread'] as const,
  countries: (locale: string) => ['areas', 'countries', locale] as const,
};

/** The logged-in user from /api/user/info (kept in the session too), or nothing for a guest. */
export function useUserInfo() {
  const { token } = useSession();
  const query = useQuery({
    queryKey: accountKeys.info(),
    queryFn: ({ signal }) => call(accountsApi.userInfo, {}, { signal }),
    enabled: Boolean(token),
  });
  useEffect(() => {
    if (query.data && session.token()) session.setUser({ ...query.data });
  }, [query.data]);
  return { ...query, loggedIn: Boolean(token) };
}

/** The unread notices count (the badge of the account tab's notices entry). */
export function useUnreadCount() {
  const { token } = useSession();
  return useQuery({
    queryKey: accountKeys.unread(),
    queryFn: async ({ signal }) => (await call(noticesApi.list, { query: { pageNum: 1, pageSize: 1 } }, { signal })).unreadCount,
    enabled: Boolean(token),
  });
}

export function useCountries() {
  const locale = currentLocale();
  return useQuery({
    queryKey: accountKeys.countries(locale),
    queryFn: ({ signal }) => call(systemApi.areaList, { query: {} }, { signal }),
    staleTime: STALE.reference,
  });
}

/** After login or registration: remember the session and forget any guest-era data. */
export function startSession(token: string, user: UserInfo): void {
  // Nothing cached for a previous user (notices, balances, orders) may leak into this session.
  queryClient.clear();
  session.set(token, { ...user });
  queryClient.setQueryData(accountKeys.info(), user);
}

/** Logout, or a password change elsewhere: drop the session and every cached private answer. */
export function endSession(): void {
  session.clear();
  queryClient.clear();
}

export const kycStatusOf = (user: Pick<UserInfo, 'kycStatus'> | undefined) => user?.kycStatus ?? 'none';

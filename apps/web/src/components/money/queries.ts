import { fundingApi, walletApi, type Currency, type LedgerWallet, type WalletBalance } from '@app/contracts';
import { useQuery } from '@tanstack/react-query';
import { call } from '../../api/client.ts';
import { queryClient, STALE } from '../../api/query-client.ts';
import { usePushEvent } from '../../push/live.ts';
import { useSession } from '../../state/session.ts';
import { noteServerTime } from './clock.ts';

/**
 * Query keys of every money screen (deposit, withdraw, cards, wallets, transfer, history,
 * the balances card): one factory, so that a movement anywhere refreshes them all.
 */
export const moneyKeys = {
  all: ['money'] as const,
  balances: () => [...moneyKeys.all, 'balances'] as const,
  overview: () => [...moneyKeys.all, 'overview'] as const,
  channels: (locale: string) => [...moneyKeys.all, 'channels', locale] as const,
  deposits: (filter: object = {}) => [...moneyKeys.all, 'deposits', filter] as const,
  withdrawals: (filter: object = {}) => [...moneyKeys.all, 'withdrawals', filter] as const,
  usable: (currency: Currency) => [...moneyKeys.all, 'usable', currency] as const,
  cards: () => [...moneyKeys.all, 'cards'] as const,
  wallets: () => [...moneyKeys.all, 'wallets'] as const,
  bill: (filter: object = {}) => [...moneyKeys.all, 'bill', filter] as const,
  transfers: (filter: object = {}) => [...moneyKeys.all, 'transfers', filter] as const,
};

/** After a money movement: every balance, list and statement may have changed. */
export function refreshMoney(): Promise<void> {
  return queryClient.invalidateQueries({ queryKey: moneyKeys.all });
}

/**
 * Keeps money screens live: a pushed `wallet.updated` (a transfer settled, a deposit was
 * credited) or `review.updated` (an operator approved or rejected) refetches them.
 */
export function useMoneyLive(): void {
  const { token } = useSession();
  const enabled = Boolean(token);
  usePushEvent('wallet.updated', () => void refreshMoney(), enabled);
  usePushEvent('review.updated', () => void refreshMoney(), enabled);
}

/** Balances per wallet and currency, OVERVIEW first (the total in MXN). */
/** Totals of the funding overview; here for what the user owes on loans in use (a liability, not cash). */
export function useFundingOverview() {
  const { token } = useSession();
  return useQuery({
    queryKey: moneyKeys.overview(),
    queryFn: ({ signal }) => call(walletApi.fundingOverview, {}, { signal }),
    enabled: Boolean(token),
    staleTime: STALE.quotes,
  });
}

export function useBalances() {
  const { token } = useSession();
  return useQuery({
    queryKey: moneyKeys.balances(),
    queryFn: async ({ signal }) => {
      const data = await call(walletApi.getWalletBalance, { body: {} }, { signal });
      noteServerTime(data.time);
      return data;
    },
    enabled: Boolean(token),
    staleTime: STALE.quotes,
  });
}

export function balanceOf(list: readonly WalletBalance[] | undefined, wallet: LedgerWallet, currency: Currency): WalletBalance | undefined {
  return list?.find((row) => row.walletType === wallet && row.currency === currency);
}

export function useCards() {
  return useQuery({ queryKey: moneyKeys.cards(), queryFn: ({ signal }) => call(fundingApi.cardList, {}, { signal }) });
}

export function useCryptoWallets() {
  return useQuery({ queryKey: moneyKeys.wallets(), queryFn: ({ signal }) => call(fundingApi.walletList, {}, { signal }) });
}

export function useUsable(currency: Currency) {
  return useQuery({
    queryKey: moneyKeys.usable(currency),
    queryFn: ({ signal }) => call(fundingApi.usableWithdrawal, { query: { currency } }, { signal }),
    staleTime: STALE.quotes,
  });
}

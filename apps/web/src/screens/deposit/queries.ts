import { fundingApi, type DepositChannel } from '@app/contracts';
import { useQuery } from '@tanstack/react-query';
import { call } from '../../api/client.ts';
import { STALE } from '../../api/query-client.ts';
import { moneyKeys } from '../../components/money/queries.ts';
import { currentLocale } from '../../i18n/index.ts';

/** Deposit channels (bank transfer MXN/USD/EUR, crypto USDT/BTC/ETH), named in the reader's language. */
export function useChannels() {
  const locale = currentLocale();
  return useQuery({
    queryKey: moneyKeys.channels(locale),
    queryFn: ({ signal }) => call(fundingApi.depositChannels, {}, { signal }),
    staleTime: STALE.lists,
  });
}

export const channelOf = (list: readonly DepositChannel[] | undefined, currency: string) => list?.find((c) => c.currency === currency);

export const FIAT_PATH = '/pages/deposit/fiat';
export const CRYPTO_PATH = '/pages/deposit/wallet';
export const RECORD_PATH = '/pages/deposit/record';

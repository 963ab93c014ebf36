import { portfolioApi } from '@app/contracts';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { call } from '../../api/client.ts';
import { loadMessages } from '../../i18n/index.ts';
import { useSession } from '../../state/session.ts';

/** Under ['trade', ...]: invalidateTrading() (an order, a fill, a close) refreshes them too. */
export const portfolioKeys = {
  account: () => ['trade', 'account'] as const,
  portfolio: (lang: string) => ['trade', 'portfolio', lang] as const,
};

/** Cash or margin account and the risk notice (GET /web/trade/account). */
export function useTradeAccount() {
  const { token } = useSession();
  return useQuery({
    queryKey: portfolioKeys.account(),
    queryFn: ({ signal }) => call(portfolioApi.account, {}, { signal }),
    enabled: Boolean(token),
    staleTime: 30_000,
  });
}

/** The portfolio in MXN (GET /web/trade/portfolio), refreshed as the market moves. */
export function usePortfolio() {
  const { token } = useSession();
  const { i18n } = useTranslation();
  return useQuery({
    queryKey: portfolioKeys.portfolio(i18n.language),
    queryFn: ({ signal }) => call(portfolioApi.portfolio, {}, { signal }),
    enabled: Boolean(token),
    staleTime: 5_000,
    refetchInterval: 15_000,
  });
}

/** The ticket's texts (messages/ticket.ts), loaded on first use by any area. */
export function useTicketTexts(): boolean {
  const { i18n } = useTranslation();
  const [ready, setReady] = useState(() => i18n.exists('ticket.portfolio.title'));
  useEffect(() => {
    if (!ready) void loadMessages(['ticket']).then(() => setReady(true));
  }, [ready]);
  return ready;
}

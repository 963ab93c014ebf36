import { marketApi, type TradeOrder } from '@app/contracts';
import { useQuery } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError, call } from '../../../api/client.ts';
import { STALE } from '../../../api/query-client.ts';
import { PageShell } from '../../../components/PageShell.tsx';
import { DelayedLoading, Empty, LoadError } from '../../../components/states.tsx';
import '../../../components/market/market.css';
import { orderPathOf } from '../../../components/market/quote-utils.ts';
import { useTicketTexts, useTradeAccount } from '../../../components/portfolio/queries.ts';
import { useLiveQuote, useLiveQuotes, withLive } from '../../../push/live.ts';
import { useSession } from '../../../state/session.ts';
import { marketKeys } from '../../market/queries.ts';
import { LoginRequired } from '../../setting/LoginRequired.tsx';
import '../../setting/setting.css';
import { useMinCount, useRates } from '../../trade/queries.ts';
import type { PageProps } from '../../types.ts';
import { OrderFormView } from './form/OrderFormView.tsx';
import { OrderResult } from './result/OrderResult.tsx';
import '../payment.css';

/**
 * Order pages (/pages/payment/stock|future|forex; query name, code, source, direction):
 * live price, buy / sell, the order types the market allows (order-types/), quantity on the
 * instrument's lot grid, leverage and isolated / cross margin where the market allows,
 * optional stop-loss / take-profit, the all-in cost from /orders/preview, then confirm, the
 * transaction password and the result. One idempotency key per confirmed attempt, reused on retry.
 *
 * The folders: form/ (the ticket and its state), cost/ (the cost card), confirm/ (the
 * confirmation and risk sheets), result/ (after the fill), conditional/ (stops, time in
 * force, extended hours), order-types/ and estimate/ (pure rules, unit-tested).
 */
export function OrderPage({ route, query }: PageProps) {
  const { t } = useTranslation();
  const { token } = useSession();
  const code = query.code ?? '';
  let body: ReactNode;
  if (!code) body = <Empty text={t('payment.errors.missingCode')} />;
  else if (!token) body = <LoginRequired text={t('trade.guest.text')} />;
  else body = <OrderScreen code={code} initialDirection={query.direction === '1' ? 1 : 0} />;
  return <PageShell title={query.name || t(`nav.title.${route.title}`)}>{body}</PageShell>;
}

function OrderScreen({ code, initialDirection }: { code: string; initialDirection: 0 | 1 }) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language;
  const detail = useQuery({
    queryKey: marketKeys.detail(lang, code),
    queryFn: () => call(marketApi.stockDetail, { query: { code } }),
    staleTime: STALE.quotes,
  });
  useLiveQuotes([code]);
  const live = useLiveQuote(code);
  const min = useMinCount(code);
  const rates = useRates();
  const account = useTradeAccount();
  const ticketTexts = useTicketTexts();
  const [result, setResult] = useState<TradeOrder>();

  if ((detail.isError && !detail.data) || (min.isError && !min.data)) {
    const refused = min.error instanceof ApiError && min.error.code >= 400 && min.error.code < 500;
    if (refused && min.error) return <Empty text={min.error.message} />;
    return (
      <LoadError
        onRetry={() => {
          void detail.refetch();
          void min.refetch();
        }}
      />
    );
  }
  if (!detail.data || !min.data || !rates.data || !account.data || !ticketTexts) return <DelayedLoading />;
  const quote = withLive(detail.data.quote, live);
  if (!orderPathOf(quote)) return <Empty text={t('payment.errors.notTradable')} />;
  const rate = rates.data.list.find((r) => r.market === min.data.market);
  if (result) return <OrderResult order={result} onAgain={() => setResult(undefined)} />;
  return <OrderFormView code={code} quote={quote} session={detail.data.session} min={min.data} rate={rate} account={account.data} initialDirection={initialDirection} onDone={setResult} />;
}

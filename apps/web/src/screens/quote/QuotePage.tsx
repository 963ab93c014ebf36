import { marketApi, type Depth } from '@app/contracts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import Toast from 'antd-mobile/es/components/toast';
import { BellOutline, StarFill, StarOutline, UnorderedListOutline } from 'antd-mobile-icons';
import { lazy, Suspense, useState } from 'react';
import { useAfterFirstPaint } from '../../lib/use-after-first-paint.ts';
import { useTranslation } from 'react-i18next';
import { ApiError, call } from '../../api/client.ts';
import { STALE } from '../../api/query-client.ts';
import { PageShell } from '../../components/PageShell.tsx';
import { KeyStats } from '../../components/market/KeyStats.tsx';
import { OrderBook } from '../../components/market/OrderBook.tsx';
import { PriceHeader } from '../../components/market/PriceHeader.tsx';
import { marketTag, orderPathOf, SOURCE } from '../../components/market/quote-utils.ts';
import '../../components/market/market.css';
import { DelayedLoading, Empty, LoadError } from '../../components/states.tsx';
import { useLiveQuote, useLiveQuotes, usePushEvent, withLive } from '../../push/live.ts';
import { useNav } from '../../shell/nav.ts';
import { useSession } from '../../state/session.ts';
import { marketKeys, useLang } from '../market/queries.ts';
import type { PageProps } from '../types.ts';
import { AlertSheet } from '../alerts/AlertSheet.tsx';
import { alertKeys } from '../alerts/queries.ts';
import { GroupSheet } from '../watchlist/GroupSheet.tsx';
import './quote.css';
import { useWatchToggle } from './useWatchToggle.ts';

const QuoteChart = lazy(() => import('../../components/market/QuoteChart.tsx'));

/**
 * Quote page of any instrument (/pages/quote/stock|future|globalindex|forex and
 * /pages/hkstock/quote; query name, code, source, market): live price header, chart,
 * order book, key statistics, watchlist star, and buy / sell to the order page.
 */
export function QuotePage({ route, query }: PageProps) {
  const { t } = useTranslation();
  const nav = useNav();
  const lang = useLang();
  const code = query.code ?? '';
  const crypto = Number(query.source) === SOURCE.crypto || query.market === 'CRYPTO';
  const detail = useQuery({
    queryKey: marketKeys.detail(lang, code),
    queryFn: () => call(crypto ? marketApi.cryptoDetail : marketApi.stockDetail, { query: { code } }),
    enabled: Boolean(code),
    staleTime: STALE.quotes,
  });
  useLiveQuotes(code ? [code] : []);
  const live = useLiveQuote(code);
  // The chart (its library and canvas) starts once the price header has painted.
  const chartReady = useAfterFirstPaint();
  const base = detail.data?.quote;
  const quote = base ? withLive(base, live) : undefined;
  const tradable = quote ? orderPathOf(quote) : undefined;
  const summary = useQuery({
    queryKey: marketKeys.summary(lang, code),
    queryFn: () => call(marketApi.summaryDetail, { query: { code } }),
    enabled: Boolean(code) && !crypto,
    staleTime: STALE.lists,
  });
  const hasBook = quote !== undefined && quote.kind !== 'index';
  const depth = useQuery({
    queryKey: marketKeys.depth(code),
    queryFn: () => call(marketApi.detailQuote, { query: { code } }),
    enabled: Boolean(code) && hasBook,
    staleTime: 2_000,
    // The book is not on the push socket: refresh it while the market trades.
    refetchInterval: quote && quote.status !== 'closed' ? 3_000 : false,
  });
  const star = useWatchToggle(code, lang);
  const watched = Boolean(detail.data?.quote.selfSelectStatus);
  const title = quote?.name ?? query.name ?? t(`nav.title.${route.title}`);

  const { token } = useSession();
  const [sheet, setSheet] = useState(false);
  const [alertSheet, setAlertSheet] = useState(false);
  const client = useQueryClient();
  // A price alert fired (any instrument): say so here too, and refresh the alert lists.
  usePushEvent(
    'alert.fired',
    (data) => {
      Toast.show({ content: <span className="alert-toast">{t('alerts.toast', { code: data.code, price: data.price })}</span>, duration: 3000 });
      void client.invalidateQueries({ queryKey: alertKeys.all });
    },
    Boolean(token),
  );
  const starButton = quote && (
    <>
      {token && (
        <button type="button" className="mk-icon-button" onClick={() => setAlertSheet(true)} aria-label={t('alerts.bell')} data-testid="alert-bell">
          <BellOutline />
        </button>
      )}
      {token && watched && (
        <button
          type="button"
          className="mk-icon-button"
          onClick={() => setSheet(true)}
          aria-label={t('watchlist.groups.sheetTitle')}
          data-testid="watch-groups-button"
        >
          <UnorderedListOutline />
        </button>
      )}
      <button
      type="button"
      className={`mk-icon-button star-button${watched ? ' on' : ''}`}
      onClick={() => star.toggle(watched)}
      disabled={star.pending}
      aria-pressed={watched}
      aria-label={t(watched ? 'quote.watch.remove' : 'quote.watch.add')}
      data-testid="watch-star"
    >
      {watched ? <StarFill /> : <StarOutline />}
      </button>
    </>
  );

  let body;
  if (!code) body = <Empty text={t('quote.missingCode')} />;
  else if (detail.error instanceof ApiError && detail.error.code === 404) body = <Empty text={detail.error.message} />;
  else if (detail.isError && !detail.data) body = <LoadError onRetry={() => void detail.refetch()} />;
  else if (!quote || !detail.data) body = <DelayedLoading />;
  else {
    body = (
      <div className={`quote-page${tradable ? ' with-actions' : ''}`} data-testid="quote-page" data-code={quote.stock_code}>
        <div className="quote-ident">
          <span className={`market-tag market-tag-${marketTag(quote)}`}>{marketTag(quote)}</span>
          <span className="num">{quote.stock_code}</span>
          <span className="quote-ident-sep">·</span>
          <span>{quote.exchange}</span>
          <span className="quote-ident-sep">·</span>
          <span>{quote.currency}</span>
          {quote.lotSize > 1 && (
            <>
              <span className="quote-ident-sep">·</span>
              <span>{t('quote.lot', { count: quote.lotSize })}</span>
            </>
          )}
        </div>
        <PriceHeader quote={quote} session={detail.data.session} book={depth.data as Depth | undefined} />
        <Suspense fallback={<div className="quote-chart chart-placeholder" />}>
          {chartReady ? (
            <QuoteChart
              quote={{
                code: quote.stock_code,
                crypto,
                decimals: quote.decimals,
                prevClose: quote.prevClose,
                timeZone: detail.data.session.timezone,
                status: quote.status,
                price: quote.price_nominal,
                time: quote.time,
                volume: quote.volume,
              }}
            />
          ) : (
            <div className="quote-chart chart-placeholder" />
          )}
        </Suspense>
        {hasBook && (
          <section className="quote-card">
            <h3>{t('quote.book.title')}</h3>
            {depth.data ? <OrderBook depth={depth.data as Depth} /> : depth.isError ? <LoadError onRetry={() => void depth.refetch()} /> : <div className="book-placeholder skeleton" />}
          </section>
        )}
        {summary.data && (
          <section className="quote-card">
            <h3>{t('quote.keyStats')}</h3>
            <KeyStats summary={summary.data} stats={detail.data.stats} />
            {summary.data.description && <p className="quote-about">{summary.data.description}</p>}
          </section>
        )}
        {tradable && (
          <div className="quote-actions">
            <button type="button" className="action-buy" onClick={() => nav.go(tradable, { name: quote.name, code: quote.stock_code, source: quote.source, direction: 0 })} data-testid="quote-buy">
              {t('quote.buy')}
            </button>
            <button type="button" className="action-sell" onClick={() => nav.go(tradable, { name: quote.name, code: quote.stock_code, source: quote.source, direction: 1 })} data-testid="quote-sell">
              {t('quote.sell')}
            </button>
          </div>
        )}
      </div>
    );
  }

  return (
    <PageShell title={title} right={starButton}>
      {body}
      {token && code && <GroupSheet code={code} open={sheet} onClose={() => setSheet(false)} />}
      {token && code && quote && <AlertSheet code={code} last={quote.price_nominal} decimals={quote.decimals} open={alertSheet} onClose={() => setAlertSheet(false)} />}
    </PageShell>
  );
}

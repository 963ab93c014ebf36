import { CURATED_LISTS, marketApi, STOCK_MARKETS, type CuratedList, type StockMarket } from '@app/contracts';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { call } from '../../api/client.ts';
import { STALE } from '../../api/query-client.ts';
import { PageShell } from '../../components/PageShell.tsx';
import { SimulatedTag } from '../../components/Trend.tsx';
import { QuoteRow, type RowQuote } from '../../components/market/QuoteRow.tsx';
import { Segmented } from '../../components/market/Segmented.tsx';
import { quotePathOf, quoteQueryOf } from '../../components/market/quote-utils.ts';
import '../../components/market/market.css';
import '../market/market-page.css';
import { Empty, LoadError } from '../../components/states.tsx';
import { formatDate, formatMoney } from '../../lib/format.ts';
import { useLiveQuotes } from '../../push/live.ts';
import { useNav } from '../../shell/nav.ts';
import { marketKeys, useLang } from '../market/queries.ts';
import type { PageProps } from '../types.ts';

/** Which lists each route opens on: popular (what people trade and watch), ucstock (new and at their extremes). */
const DEFAULT_LIST: Record<string, CuratedList> = { '/pages/product/popular': 'mostTraded', '/pages/product/ucstock': 'newListings' };

const isList = (value: string | undefined): value is CuratedList => (CURATED_LISTS as readonly string[]).includes(value ?? '');
const isMarket = (value: string | undefined): value is StockMarket => (STOCK_MARKETS as readonly string[]).includes(value ?? '');

/**
 * Curated stock lists of US, MX and HK (issue 28 item 13): most traded today, most watched in the
 * app, new listings, at a 52-week high or low. Query: `market`, `list`.
 */
export function CuratedPage({ route, query }: PageProps) {
  const { t } = useTranslation();
  const nav = useNav();
  const lang = useLang();
  const market = isMarket(query.market) ? query.market : 'US';
  const list = isList(query.list) ? query.list : (DEFAULT_LIST[route.path] ?? 'mostTraded');
  const rows = useQuery({
    queryKey: [...marketKeys.all, 'curated', lang, market, list],
    queryFn: ({ signal }) => call(marketApi.curatedList, { query: { market, list, pageNum: 1, pageSize: 50 } }, { signal }),
    staleTime: STALE.quotes,
  });
  const items = rows.data?.list ?? [];
  useLiveQuotes(items.map((q) => q.stock_code));
  const open = (q: RowQuote) => nav.go(quotePathOf(q.source), quoteQueryOf(q));
  const go = (next: { market?: StockMarket; list?: CuratedList }) => nav.replace(route.path, { market: next.market ?? market, list: next.list ?? list });

  return (
    <PageShell title={t(`nav.title.${route.title}`)}>
      <div className="sticky-segments">
        <Segmented items={STOCK_MARKETS.map((key) => ({ key, label: t(`market.segments.${key}`) }))} value={market} onChange={(key) => go({ market: key })} testId="curated-market" />
        <Segmented items={CURATED_LISTS.map((key) => ({ key, label: t(`market.curated.${key}`) }))} value={list} onChange={(key) => go({ list: key })} variant="chips" testId="curated-list" />
      </div>
      <div className="market-list" data-testid={`curated-${market}-${list}`}>
        <div className="market-list-meta">
          <span className="market-count">{t(`market.curated.${list}Note`)}</span>
          <span className="spacer" />
          <SimulatedTag label={t('common.simulated')} />
        </div>
        {rows.isError && !rows.data ? (
          <LoadError onRetry={() => void rows.refetch()} />
        ) : !rows.data ? (
          <div className="rows-skeleton" aria-busy data-testid="loading" />
        ) : items.length === 0 ? (
          <Empty text={t(`market.curated.${list}Empty`)} />
        ) : (
          <div className="quote-list card-list" data-testid="curated-rows">
            {items.map((q) => (
              <div key={q.stock_code} className="curated-row">
                <QuoteRow quote={q} onOpen={open} withVolume />
                <div className="curated-why num">
                  {list === 'mostWatched' && t('market.curated.watchers', { count: q.watchers })}
                  {list === 'newListings' && q.listedAt !== undefined && t('market.curated.listed', { date: formatDate(q.listedAt) })}
                  {list === 'highs' && q.high52w !== undefined && t('market.curated.high', { price: formatMoney(q.high52w, q.currency, q.decimals) })}
                  {list === 'lows' && q.low52w !== undefined && t('market.curated.low', { price: formatMoney(q.low52w, q.currency, q.decimals) })}
                </div>
              </div>
            ))}
          </div>
        )}
      </div>
    </PageShell>
  );
}

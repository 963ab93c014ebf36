import { CURATED_LISTS, STOCK_MARKETS, type StockMarket } from '@app/contracts';
import { SearchOutline } from 'antd-mobile-icons';
import { useTranslation } from 'react-i18next';
import { PageShell } from '../../components/PageShell.tsx';
import { Segmented } from '../../components/market/Segmented.tsx';
import { useNav } from '../../shell/nav.ts';
import type { PageProps } from '../types.ts';
import { MarketList } from './MarketList.tsx';
import { isSegment, SEGMENT_KEYS } from './segments.ts';

const isStockMarket = (segment: string): segment is StockMarket => (STOCK_MARKETS as readonly string[]).includes(segment);

/** The curated lists of a stock market (issue 28): what people trade and watch on popular, the rest on ucstock. */
function CuratedLinks({ market }: { market: StockMarket }) {
  const { t } = useTranslation();
  const nav = useNav();
  return (
    <nav className="curated-links" aria-label={t('market.curated.title')} data-testid="curated-links">
      {CURATED_LISTS.map((list) => (
        <button
          key={list}
          type="button"
          className="curated-link"
          onClick={() => nav.go(list === 'mostTraded' || list === 'mostWatched' ? '/pages/product/popular' : '/pages/product/ucstock', { market, list })}
          data-testid={`curated-link-${list}`}
        >
          {t(`market.curated.${list}`)}
        </button>
      ))}
    </nav>
  );
}

/** Markets (tab 1): US, MX, HK, futures, forex and indices, each a live sortable list. */
export function MarketPage({ route, query }: PageProps) {
  const { t } = useTranslation();
  const nav = useNav();
  const segment = isSegment(query.segment) ? query.segment : 'US';
  return (
    <PageShell
      title={t(`nav.title.${route.title}`)}
      noBack
      right={
        <button type="button" className="mk-icon-button" onClick={() => nav.go('/pages/search/index')} aria-label={t('nav.title.search')} data-testid="market-search">
          <SearchOutline />
        </button>
      }
    >
      <div className="sticky-segments">
        <Segmented
          items={SEGMENT_KEYS.map((key) => ({ key, label: t(`market.segments.${key}`) }))}
          value={segment}
          onChange={(key) => nav.replace(route.path, { segment: key })}
          testId="segment"
        />
      </div>
      {isStockMarket(segment) && <CuratedLinks market={segment} />}
      <MarketList key={segment} segment={segment} />
    </PageShell>
  );
}

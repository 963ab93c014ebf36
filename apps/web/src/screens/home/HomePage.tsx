import { marketApi, TOP_LIST_TYPES, type HomeCard, type MarketSession } from '@app/contracts';
import { useQuery } from '@tanstack/react-query';
import { RightOutline, SearchOutline } from 'antd-mobile-icons';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { call } from '../../api/client.ts';
import { STALE } from '../../api/query-client.ts';
import { PageShell } from '../../components/PageShell.tsx';
import { NoticeBell } from '../../components/notices/NoticeBell.tsx';
import { SimulatedTag } from '../../components/Trend.tsx';
import { QuoteRow, type RowQuote } from '../../components/market/QuoteRow.tsx';
import { Segmented } from '../../components/market/Segmented.tsx';
import { Sparkline } from '../../components/market/Sparkline.tsx';
import { StatusBadge } from '../../components/market/StatusBadge.tsx';
import { formatChange, formatPrice, formatRatio, quotePathOf, quoteQueryOf } from '../../components/market/quote-utils.ts';
import { usePriceFlash } from '../../components/market/usePriceFlash.ts';
import '../../components/market/market.css';
import '../../components/portfolio/skeleton.css';
import { trendOf } from '../../lib/format.ts';
import { useLiveQuote, useLiveQuotes, withLive } from '../../push/live.ts';
import { useNav } from '../../shell/nav.ts';
import { marketKeys, useLang, useSessions } from '../market/queries.ts';
import { HOME_TILES, useLabel } from '../surfaces.ts';
import type { PageProps } from '../types.ts';
import { ShellPortfolio } from './ShellPortfolio.tsx';
import { homeSlots } from './slots.ts';
import { isComingSoon } from '../../shell/coming-soon.ts';
import { useSession } from '../../state/session.ts';

/** Logged in, home leads with the portfolio (issue 12); loaded apart from the first page's JavaScript. */
const Portfolio = lazy(() => import('../../components/portfolio/PortfolioCard.tsx'));
const PortfolioPositions = lazy(() => import('../../components/portfolio/PortfolioCard.tsx').then((m) => ({ default: m.PortfolioPositions })));

type TopType = (typeof TOP_LIST_TYPES)[number];
const MOVER_TYPES: TopType[] = ['gainers', 'losers', 'active'];
const MOVER_MARKETS = ['US', 'MX', 'HK'] as const;
type MoverMarket = (typeof MOVER_MARKETS)[number];

/** Home (tab 0): search, index cards, market status, products, top movers, hot stocks, news slot. */
export function HomePage({ route }: PageProps) {
  const { t } = useTranslation();
  const nav = useNav();
  const News = homeSlots.news;
  const { token } = useSession();
  return (
    <PageShell title={t(`nav.title.${route.title}`)} noBack right={<NoticeBell />}>
      <div className="home">
        <button type="button" className="search-bar" onClick={() => nav.go('/pages/search/index')} data-testid="home-search">
          <SearchOutline />
          <span>{t('home.searchPlaceholder')}</span>
        </button>
        {token && (
          // The summary's place is held from the first render (no jump when it arrives); the holdings come after the market sections.
          <Suspense fallback={<ShellPortfolio />}>
            <Portfolio placeholder={<ShellPortfolio />} />
          </Suspense>
        )}
        <IndexCards />
        <MarketStatusStrip />
        <ProductTiles />
        <TopMovers />
        <HotStocks />
        {token && (
          // Below the market sections: arriving last, the holdings add to the end instead of pushing what is on screen.
          <Suspense fallback={null}>
            <PortfolioPositions onOpen={(p) => nav.go('/pages/trade/detail', { name: p.name, code: p.code, source: p.source, id: p.positionId, type: 0 })} />
          </Suspense>
        )}
        {News && (
          <Suspense fallback={null}>
            <News />
          </Suspense>
        )}
      </div>
    </PageShell>
  );
}

function SectionHeader({ title, simulated, action }: { title: string; simulated?: boolean; action?: { label: string; onClick: () => void; testId: string } }) {
  const { t } = useTranslation();
  return (
    <div className="section-header">
      <h2>{title}</h2>
      {simulated && <SimulatedTag label={t('common.simulated')} />}
      <span className="spacer" />
      {action && (
        <button type="button" className="mk-link-button" onClick={action.onClick} data-testid={action.testId}>
          {action.label}
          <RightOutline />
        </button>
      )}
    </div>
  );
}

function SectionError({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <button type="button" className="section-error" onClick={onRetry} data-testid="section-error">
      {t('common.connectionTimeout')}
    </button>
  );
}

function RowsSkeleton({ rows }: { rows: number }) {
  return (
    <div className="rows-skeleton" data-testid="loading" aria-busy>
      {Array.from({ length: rows }, (_, i) => (
        <div key={i} className="skeleton-row">
          <span className="skeleton" style={{ width: '38%' }} />
          <span className="skeleton" style={{ width: '18%' }} />
          <span className="skeleton" style={{ width: '20%' }} />
        </div>
      ))}
    </div>
  );
}

function useOpenQuote() {
  const nav = useNav();
  return (q: RowQuote) => nav.go(quotePathOf(q.source), quoteQueryOf(q));
}

function IndexCards() {
  const { t } = useTranslation();
  const lang = useLang();
  const query = useQuery({
    queryKey: marketKeys.home(lang),
    queryFn: () => call(marketApi.homeCustomList, { query: { period: '5m' } }),
    staleTime: STALE.lists,
  });
  useLiveQuotes(query.data?.map((card) => card.stock_code) ?? []);
  return (
    <section className="home-section">
      <SectionHeader title={t('home.indices')} simulated />
      {query.isError && !query.data ? (
        <SectionError onRetry={() => void query.refetch()} />
      ) : (
        <div className="index-cards" data-testid="index-cards">
          {query.data
            ? query.data.map((card) => <IndexCard key={card.stock_code} card={card} />)
            : Array.from({ length: 3 }, (_, i) => <div key={i} className="index-card skeleton-card" />)}
        </div>
      )}
    </section>
  );
}

function IndexCard({ card: base }: { card: HomeCard }) {
  const open = useOpenQuote();
  const card = withLive(base, useLiveQuote(base.stock_code));
  const flash = usePriceFlash(card.price_nominal);
  const trend = trendOf(card.change_ratio);
  // The last point follows the live price so the line ends where the price is.
  const spark = card === base || !base.spark.length ? base.spark : [...base.spark.slice(0, -1), card.price_nominal];
  return (
    <button type="button" className={`index-card card-${trend}`} onClick={() => open(card)} data-testid={`index-card-${card.stock_code}`}>
      <div className="index-card-name">{card.name}</div>
      <div className={`index-card-price num trend-${trend} ${flash}`}>{formatPrice(card.price_nominal, card.decimals)}</div>
      <div className={`index-card-change num trend-${trend}`}>
        {formatChange(card.change, card.decimals)} <span>{formatRatio(card.change_ratio)}</span>
      </div>
      <Sparkline values={spark} base={card.prevClose} width={116} height={34} />
    </button>
  );
}

const STATUS_GROUPS = ['US', 'MX', 'HK', 'FUTURES', 'FOREX', 'CRYPTO'] as const;

function MarketStatusStrip() {
  const { t } = useTranslation();
  const sessions = useSessions();
  // While the sessions load, an empty strip of the same height holds the place (the tiles below would jump 30 px).
  if (!sessions.data) {
    return (
      <div className="status-strip" aria-hidden="true" data-testid="market-status-loading">
        <span className="status-badge status-placeholder">&nbsp;</span>
      </div>
    );
  }
  const byGroup = new Map<string, MarketSession>(sessions.data.map((s) => [s.market, s]));
  return (
    // Scrolls sideways: focusable so a keyboard can scroll it too (issue 19).
    <div className="status-strip" data-testid="market-status-strip" tabIndex={0} role="group" aria-label={t('nav.tab.market')}>
      {STATUS_GROUPS.map((group) => {
        const session = byGroup.get(group);
        return session ? <StatusBadge key={group} status={session.status} label={t(`market.group.${group}`)} /> : null;
      })}
    </div>
  );
}

function ProductTiles() {
  const { t } = useTranslation();
  const nav = useNav();
  const label = useLabel();
  return (
    <section className="home-section tiles" data-testid="product-tiles">
      {HOME_TILES.map((tile) => (
        <button key={tile.key} type="button" className={`tile${isComingSoon(tile.path) ? ' is-soon' : ''}`} onClick={() => nav.go(tile.path)} data-testid={`tile-${tile.key}`}>
          <span className="tile-icon" style={{ color: tile.hue, background: `${tile.hue}1a` }}>
            {tile.icon}
          </span>
          <span className="tile-label">{label(tile.label)}</span>
          {isComingSoon(tile.path) && (
            <span className="tile-soon" data-testid="tile-soon">
              {t('home.soon')}
            </span>
          )}
        </button>
      ))}
    </section>
  );
}

function TopMovers() {
  const { t } = useTranslation();
  const nav = useNav();
  const lang = useLang();
  const open = useOpenQuote();
  const [type, setType] = useState<TopType>('gainers');
  const [market, setMarket] = useState<MoverMarket>('US');
  const query = useQuery({
    queryKey: marketKeys.top(lang, market, type),
    queryFn: () => call(marketApi.topList, { query: { market, type, pageNum: 1, pageSize: 5 } }),
    staleTime: STALE.quotes,
    placeholderData: (previous) => previous,
  });
  const rows = query.data?.list ?? [];
  useLiveQuotes(rows.map((q) => q.stock_code));
  return (
    <section className="home-section card-section">
      <SectionHeader
        title={t('home.movers')}
        simulated
        action={{ label: t('home.more'), onClick: () => nav.go('/pages/market/index', { segment: market }), testId: 'movers-more' }}
      />
      <div className="movers-controls">
        <Segmented items={MOVER_TYPES.map((key) => ({ key, label: t(`home.moverTypes.${key}`) }))} value={type} onChange={setType} variant="pills" testId="movers-type" />
        <Segmented items={MOVER_MARKETS.map((key) => ({ key, label: key }))} value={market} onChange={setMarket} variant="chips" testId="movers-market" />
      </div>
      {query.isError && !query.data ? (
        <SectionError onRetry={() => void query.refetch()} />
      ) : !query.data ? (
        <RowsSkeleton rows={5} />
      ) : rows.length === 0 ? (
        <div className="section-empty" data-testid="empty">{t('common.empty')}</div>
      ) : (
        <div className={`quote-list${query.isPlaceholderData ? ' is-stale' : ''}`} data-testid="movers-list">
          {rows.map((q) => (
            <QuoteRow key={q.stock_code} quote={q} onOpen={open} />
          ))}
        </div>
      )}
    </section>
  );
}

function HotStocks() {
  const { t } = useTranslation();
  const lang = useLang();
  const open = useOpenQuote();
  const query = useQuery({
    queryKey: marketKeys.hot(lang),
    queryFn: () => call(marketApi.hotStock, { query: { limit: 8 } }),
    staleTime: STALE.quotes,
  });
  useLiveQuotes(query.data?.map((q) => q.stock_code) ?? []);
  return (
    <section className="home-section card-section">
      <SectionHeader title={t('home.hot')} simulated />
      {query.isError && !query.data ? (
        <SectionError onRetry={() => void query.refetch()} />
      ) : !query.data ? (
        <RowsSkeleton rows={6} />
      ) : query.data.length === 0 ? (
        <div className="section-empty" data-testid="empty">{t('common.empty')}</div>
      ) : (
        <div className="quote-list" data-testid="hot-list">
          {query.data.map((q) => (
            <QuoteRow key={q.stock_code} quote={q} onOpen={open} />
          ))}
        </div>
      )}
    </section>
  );
}

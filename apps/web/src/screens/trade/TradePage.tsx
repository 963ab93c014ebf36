import { TRADE_MARKETS, tradingApi, type TradeMarket, type TradeOrder, type TradePosition } from '@app/contracts';
import { useMutation } from '@tanstack/react-query';
import { Button, Dialog, InfiniteScroll, PullToRefresh, Toast } from 'antd-mobile';
import { UnorderedListOutline } from 'antd-mobile-icons';
import { Suspense, useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { call } from '../../api/client.ts';
import { PageShell } from '../../components/PageShell.tsx';
import { DelayedLoading, Empty, LoadError } from '../../components/states.tsx';
import { AccountSummary } from '../../components/trade/AccountSummary.tsx';
import { useTradeErrors } from '../../components/trade/errors.tsx';
import { money, price, quantity } from '../../components/trade/format.ts';
import { adjustMoney } from '../../components/trade/live-pnl.ts';
import { PayPasswordSheet } from '../../components/money/PayPasswordSheet.tsx';
import { ClosedRow, OrderRow, PositionRow } from '../../components/trade/rows.tsx';
import '../../components/market/market.css';
import { Segmented } from '../../components/market/Segmented.tsx';
import { usePushState } from '../../push/live.ts';
import { useNav } from '../../shell/nav.ts';
import { useSession } from '../../state/session.ts';
import PortfolioCard from '../../components/portfolio/PortfolioCard.tsx';
import { usePortfolio, useTicketTexts } from '../../components/portfolio/queries.ts';
import type { PageProps } from '../types.ts';
import { HOLDING_EXTRAS, TRADE_TAB_ENTRIES, useLabel } from '../surfaces.ts';
import { invalidateTrading, TRADE_TABS, useCounts, useFundDetails, useLiveQuoteMap, useTradeList, useTradingEvents } from './queries.ts';
import { ConditionalList, useConditionalOrders } from './ConditionalList.tsx';
import './trade.css';

/** A tab of the trade page: its own lists (TRADE_TABS), then the products' (screens/surfaces.ts). */
type TradeTab = string;
const NUMBER_OF_TAB: Record<TradeTab, number> = { ...TRADE_TABS, ...Object.fromEntries(TRADE_TAB_ENTRIES.map((entry) => [entry.key, entry.number])) };
const TAB_OF_NUMBER: Record<string, TradeTab> = Object.fromEntries(Object.entries(NUMBER_OF_TAB).map(([key, n]) => [String(n), key]));

/**
 * The trade tab (/pages/trade/index): the trading accounts strip, then holding (0),
 * closed (1) and entrusted (2) lists. Holding P/L follows the live quotes; private order
 * events refresh everything; pull to refresh, infinite scroll, cancel an entrusted order.
 * Then the products' lists, each registered by its area with its tab number (surfaces.tsx).
 * Query: tab (a number) and market (US, MX, HK, FUTURES, FOREX) are optional.
 */
export function TradePage({ route, query }: PageProps) {
  const { t } = useTranslation();
  const nav = useNav();
  const { token } = useSession();
  const tab = TAB_OF_NUMBER[query.tab ?? '0'] ?? 'holding';
  const market = (TRADE_MARKETS as readonly string[]).includes(query.market ?? '') ? (query.market as TradeMarket) : undefined;
  const setQuery = useCallback(
    (next: { tab?: TradeTab; market?: TradeMarket | undefined }) => {
      const nextTab = next.tab ?? tab;
      const nextMarket = 'market' in next ? next.market : market;
      nav.replace(route.path, { tab: NUMBER_OF_TAB[nextTab], market: nextMarket });
    },
    [nav, route.path, tab, market],
  );

  const right = token ? (
    <button type="button" className="mk-icon-button" onClick={() => nav.go('/pages/profile/transaction')} aria-label={t('trade.detail.statement')} data-testid="trade-statement">
      <UnorderedListOutline fontSize={22} />
    </button>
  ) : null;

  return (
    <PageShell title={t(`nav.title.${route.title}`)} noBack right={right}>
      {token ? <TradeBody tab={tab} market={market} onTab={(k) => setQuery({ tab: k })} onMarket={(m) => setQuery({ market: m })} /> : <Guest />}
    </PageShell>
  );
}

function Guest() {
  const { t } = useTranslation();
  const nav = useNav();
  return (
    <div className="trade-guest" data-testid="trade-guest">
      <div className="trade-guest-art" aria-hidden>
        <span className="bar b1" />
        <span className="bar b2" />
        <span className="bar b3" />
        <span className="bar b4" />
      </div>
      <h2>{t('trade.guest.title')}</h2>
      <p>{t('trade.guest.text')}</p>
      <Button color="primary" shape="rounded" block onClick={() => nav.go('/pages/auth/login')} data-testid="trade-login">
        {t('trade.guest.login')}
      </Button>
    </div>
  );
}

function TradeBody({ tab, market, onTab, onMarket }: { tab: TradeTab; market: TradeMarket | undefined; onTab: (tab: TradeTab) => void; onMarket: (m: TradeMarket | undefined) => void }) {
  const { t } = useTranslation();
  const funds = useFundDetails();
  const counts = useCounts(market);
  const holding = useTradeList('holding', market);
  const positions = useMemo(() => holding.data?.pages.flatMap((p) => p.list) ?? [], [holding.data]);
  const codes = useMemo(() => positions.map((p) => p.code), [positions]);
  const quotes = useLiveQuoteMap(codes);
  const pushState = usePushState();
  const label = useLabel();

  useTradingEvents((event) => {
    if (event.event === 'risk') Toast.show({ content: t(event.level === 'liquidation' ? 'trade.alerts.liquidation' : 'trade.alerts.warning'), duration: 3000 });
  });

  const tabs = [
    { key: 'holding' as const, label: withCount(t('trade.tabs.holding'), counts.data?.holdingNum) },
    { key: 'closed' as const, label: t('trade.tabs.closed') },
    { key: 'entrusted' as const, label: withCount(t('trade.tabs.entrusted'), counts.data?.entrustedNum) },
    ...TRADE_TAB_ENTRIES.map((entry) => ({ key: entry.key, label: label(entry.label) })),
  ];
  const product = TRADE_TAB_ENTRIES.find((entry) => entry.key === tab);

  return (
    <PullToRefresh
      onRefresh={invalidateTrading}
      pullingText={t('trade.pull.pulling')}
      canReleaseText={t('trade.pull.release')}
      refreshingText={t('trade.pull.refreshing')}
      completeText={t('trade.pull.done')}
    >
      <div className="trade-page" data-testid="trade-page" data-tab={tab}>
        <PortfolioCard />
        {funds.data ? (
          <AccountSummary funds={funds.data.list} positions={positions} quotes={quotes} market={market} onSelect={onMarket} />
        ) : funds.isError ? null : (
          <div className="acct-strip is-loading" aria-hidden>
            <span className="acct-card skeleton" />
            <span className="acct-card skeleton" />
          </div>
        )}
        <div className="trade-tabs">
          <Segmented items={tabs} value={tab} onChange={onTab} testId="trade-tab" />
          {market && (
            <button type="button" className="market-filter" onClick={() => onMarket(undefined)} data-testid="trade-market-filter">
              {t(`trade.markets.${market}`)} ✕
            </button>
          )}
          {pushState === 'reconnecting' && <span className="push-hint">{t('trade.reconnecting')}</span>}
        </div>
        {tab === 'holding' && <HoldingList list={holding} positions={positions} quotes={quotes} />}
        {tab === 'holding' &&
          HOLDING_EXTRAS.map((Extra, i) => (
            <Suspense key={i} fallback={null}>
              <Extra />
            </Suspense>
          ))}
        {tab === 'closed' && <ClosedList market={market} />}
        {tab === 'entrusted' && <EntrustedList market={market} />}
        {product && (
          <Suspense fallback={<DelayedLoading />}>
            <product.Content />
          </Suspense>
        )}
      </div>
    </PullToRefresh>
  );
}

function withCount(label: string, count: number | undefined) {
  return count ? `${label} (${count})` : label;
}

function detailQuery(p: TradePosition) {
  return { name: p.name, code: p.code, source: p.source, id: p.id, type: p.status };
}

function ListEnd({ hasMore, loadMore }: { hasMore: boolean; loadMore: () => Promise<unknown> }) {
  const { t } = useTranslation();
  return (
    <InfiniteScroll loadMore={async () => void (await loadMore())} hasMore={hasMore}>
      {hasMore ? <DelayedLoading /> : <span className="trade-list-end">{t('trade.noMore')}</span>}
    </InfiniteScroll>
  );
}

function EmptyTab({ text }: { text: string }) {
  const { t } = useTranslation();
  const nav = useNav();
  return (
    <div className="trade-empty">
      <Empty text={text} />
      <Button size="small" shape="rounded" onClick={() => nav.go('/pages/market/index')} data-testid="trade-go-markets">
        {t('trade.empty.goTrade')}
      </Button>
    </div>
  );
}

function HoldingList({
  list,
  positions,
  quotes,
}: {
  list: ReturnType<typeof useTradeList<'holding'>>;
  positions: TradePosition[];
  quotes: ReturnType<typeof useLiveQuoteMap>;
}) {
  const { t } = useTranslation();
  const nav = useNav();
  // Today's P/L per holding: the portfolio the card above already fetches (one query, shared
  // through react-query), joined by position id; shown once the ticket texts are loaded.
  const portfolio = usePortfolio();
  const ticketTexts = useTicketTexts();
  const dayPnl = useMemo(() => new Map(portfolio.data?.positions.map((p) => [p.positionId, p.dayPnlMxn])), [portfolio.data]);
  if (list.isError && !list.data) return <LoadError onRetry={() => void list.refetch()} />;
  if (!list.data) return <DelayedLoading />;
  if (!positions.length) return <EmptyTab text={t('trade.empty.holding')} />;
  return (
    <>
      <ul className="trade-list" data-testid="holding-list">
        {positions.map((p) => (
          <PositionRow
            key={p.id}
            position={p}
            quote={quotes.get(p.code)}
            dayPnlMxn={ticketTexts ? dayPnl.get(p.id) : undefined}
            onOpen={() => nav.go('/pages/trade/detail', detailQuery(p))}
          />
        ))}
      </ul>
      <ListEnd hasMore={Boolean(list.hasNextPage)} loadMore={() => list.fetchNextPage()} />
    </>
  );
}

function ClosedList({ market }: { market: TradeMarket | undefined }) {
  const { t } = useTranslation();
  const nav = useNav();
  const list = useTradeList('closed', market);
  const rows = list.data?.pages.flatMap((p) => p.list) ?? [];
  if (list.isError && !list.data) return <LoadError onRetry={() => void list.refetch()} />;
  if (!list.data) return <DelayedLoading />;
  if (!rows.length) return <EmptyTab text={t('trade.empty.closed')} />;
  return (
    <>
      <ul className="trade-list" data-testid="closed-list">
        {rows.map((p) => (
          <ClosedRow key={p.id} position={p} onOpen={() => nav.go('/pages/trade/detail', detailQuery(p))} />
        ))}
      </ul>
      <ListEnd hasMore={Boolean(list.hasNextPage)} loadMore={() => list.fetchNextPage()} />
    </>
  );
}

function EntrustedList({ market }: { market: TradeMarket | undefined }) {
  const { t } = useTranslation();
  const list = useTradeList('entrusted', market);
  const rows = list.data?.pages.flatMap((p) => p.list) ?? [];
  // Conditional orders (issue 21) wait above the resting limit orders.
  const conditional = useConditionalOrders(market);
  const waiting = conditional.data ?? [];
  const showError = useTradeErrors();
  const [target, setTarget] = useState<TradeOrder>();
  const [sheet, setSheet] = useState(false);
  const cancel = useMutation({
    mutationFn: ({ id, payPassword }: { id: number; payPassword: string }) => call(tradingApi.cancel, { body: { id, payPassword } }),
    onSuccess: () => {
      Toast.show({ icon: 'success', content: t('trade.cancel.done'), duration: 2000 });
      void invalidateTrading();
    },
  });

  async function ask(order: TradeOrder) {
    const ok = await Dialog.confirm({
      title: t('trade.cancel.title'),
      content: t('trade.cancel.text', {
        side: t(order.direction === 0 ? 'trade.dir.buy' : 'trade.dir.sell').toLowerCase(),
        quantity: quantity(order.quantity),
        code: order.code,
        price: price(order.limitPrice ?? order.price),
        amount: money(adjustMoney(order.margin, '0', order.fee), order.currency),
      }),
      confirmText: t('trade.cancel.confirm'),
      cancelText: t('trade.cancel.keep'),
    });
    if (!ok) return;
    setTarget(order);
    setSheet(true);
  }

  if (list.isError && !list.data) return <LoadError onRetry={() => void list.refetch()} />;
  if (!list.data) return <DelayedLoading />;
  return (
    <>
      <ConditionalList rows={waiting} />
      {rows.length ? (
        <>
          <ul className="trade-list" data-testid="entrusted-list">
            {rows.map((o) => (
              <OrderRow key={o.id} order={o} onCancel={() => void ask(o)} cancelling={cancel.isPending && target?.id === o.id} />
            ))}
          </ul>
          <ListEnd hasMore={Boolean(list.hasNextPage)} loadMore={() => list.fetchNextPage()} />
        </>
      ) : waiting.length ? null : (
        <EmptyTab text={t('trade.empty.entrusted')} />
      )}
      <PayPasswordSheet
        visible={sheet}
        summary={target ? `${t('trade.cancel.button')} · ${target.code} · ${quantity(target.quantity)}` : undefined}
        onClose={() => setSheet(false)}
        onError={showError}
        onSubmit={async (payPassword) => {
          if (!target) return;
          await cancel.mutateAsync({ id: target.id, payPassword });
          setSheet(false);
        }}
      />
    </>
  );
}

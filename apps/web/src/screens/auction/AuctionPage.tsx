import { auctionApi, auctionTopic, type AuctionIndicative, type AuctionOrder, type AuctionOrderKind, type Page, type StockMarket } from '@app/contracts';
import { Button, Tabs, Toast } from 'antd-mobile';
import { useQuery } from '@tanstack/react-query';
import Decimal from 'decimal.js';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { call } from '../../api/client.ts';
import { queryClient } from '../../api/query-client.ts';
import { PayPasswordSheet } from '../../components/money/PayPasswordSheet.tsx';
import { PageShell } from '../../components/PageShell.tsx';
import { DelayedLoading, Empty, LoadError } from '../../components/states.tsx';
import { RuleCard } from '../../components/terms/RuleCard.tsx';
import { useTradeErrors } from '../../components/trade/errors.tsx';
import { AttemptKeys } from '../../components/trade/idempotency.ts';
import { SimulatedTag } from '../../components/Trend.tsx';
import { usePushEvent, useLiveTopics } from '../../push/live.ts';
import { formatDateTime, formatMoney, formatNumber, formatSigned } from '../../lib/format.ts';
import { useSession } from '../../state/session.ts';
import { LoginRequired } from '../setting/LoginRequired.tsx';
import type { PageProps } from '../types.ts';
import { nextPhaseDelay } from './phase.ts';
import { isIndicativePush } from './push.ts';
import '../placing/placing.css';

const MARKETS: StockMarket[] = ['US', 'HK', 'MX'];
/** Phases in which orders change the book: the indicative price and volume arrive over the push socket. */
const LIVE_PHASES = ['input', 'no_cancel'];
const keysOf = {
  all: ['auction'] as const,
  list: (market: string, lang: string) => ['auction', 'list', market, lang] as const,
  orders: (lang: string) => ['auction', 'orders', lang] as const,
};

function Line({ label, value, testId, strong }: { label: ReactNode; value: ReactNode; testId?: string; strong?: boolean }) {
  return (
    <div className={`placing-line${strong ? ' strong' : ''}`}>
      <span>{label}</span>
      <span data-testid={testId}>{value}</span>
    </div>
  );
}

function OrderForm({ stock }: { stock: AuctionIndicative }) {
  const { t } = useTranslation();
  const { token } = useSession();
  const showError = useTradeErrors();
  const [kind, setKind] = useState<AuctionOrderKind>('AO');
  const start = stock.indicativePrice ?? stock.refPrice;
  const [price, setPrice] = useState(start.toFixed(stock.decimals));
  const [text, setText] = useState(String(stock.lotSize));
  const [paying, setPaying] = useState(false);
  const keys = useRef(new AttemptKeys());
  const w = stock.window;
  const accepting = w.phase === 'input' || w.phase === 'no_cancel';
  const quantity = /^\d{1,9}$/.test(text) ? Number(text) : 0;
  const priceOk = kind === 'AO' || (/^\d+(\.\d+)?$/.test(price) && Number(price) >= stock.bandLow && Number(price) <= stock.bandHigh);
  const valid = quantity > 0 && quantity % stock.lotSize === 0 && quantity <= stock.maxQuantity && priceOk;
  const worst = valid ? new Decimal(kind === 'AO' ? stock.bandHigh : price).times(quantity).toFixed(2) : undefined;
  if (!token) return <LoginRequired text={t('auction.title')} />;
  return (
    <section className="placing-box placing-page" style={{ padding: 12 }} data-testid="auction-form">
      <div className="placing-actions">
        {(['AO', 'ALO'] as const).map((k) => (
          <Button key={k} color={kind === k ? 'primary' : 'default'} fill={kind === k ? 'solid' : 'outline'} data-testid={`auction-kind-${k}`} onClick={() => setKind(k)}>
            {t(`auction.kind.${k}`)}
          </Button>
        ))}
      </div>
      <p className="placing-note">{t(`auction.kindHint.${kind}`)}</p>
      {kind === 'ALO' ? (
        <label className="placing-field">
          <span>{t('auction.price')}</span>
          <input inputMode="decimal" data-testid="auction-price" value={price} onChange={(e) => setPrice(e.target.value.replace(/[^\d.]/g, '').slice(0, 12))} />
          <small>
            {t('auction.band')}: {formatMoney(stock.bandLow, stock.currency, stock.decimals)} – {formatMoney(stock.bandHigh, stock.currency, stock.decimals)}
          </small>
        </label>
      ) : null}
      <label className="placing-field">
        <span>{t('auction.quantity')}</span>
        <input inputMode="numeric" data-testid="auction-quantity" value={text} onChange={(e) => setText(e.target.value.replace(/\D/g, '').slice(0, 9))} />
        <small>{t('auction.quantityHint', { lot: stock.lotSize, max: formatNumber(stock.maxQuantity, 0) })}</small>
      </label>
      <Line label={t('auction.worst')} value={worst ? formatMoney(worst, stock.currency) : '--'} strong testId="auction-worst" />
      <p className="placing-note">{t('auction.heldNote')}</p>
      <RuleCard product="auction" item={stock.market} timeZone={w.timezone} testId="auction-rule" />
      {accepting ? null : <div className="placing-error">{t('auction.closedNote', { time: formatDateTime(w.inputStart, w.timezone) })}</div>}
      <Button block color="primary" size="large" disabled={!valid || !accepting} data-testid="auction-confirm" onClick={() => setPaying(true)}>
        {t('auction.buy')}
      </Button>
      <PayPasswordSheet
        visible={paying}
        summary={worst ? `${stock.code} × ${formatNumber(quantity, 0)} · ${t(`auction.kind.${kind}`)}` : undefined}
        onClose={() => setPaying(false)}
        onError={showError}
        onSubmit={async (payPassword) => {
          const request = { code: stock.code, orderKind: kind, quantity, ...(kind === 'ALO' ? { price } : {}) };
          const key = keys.current.keyFor(request);
          await call(auctionApi.create, { body: { ...request, payPassword, idempotencyKey: key } });
          keys.current.reset();
          setPaying(false);
          await queryClient.invalidateQueries({ queryKey: keysOf.all });
          Toast.show({ content: t('auction.done') });
        }}
      />
    </section>
  );
}

function MyOrders() {
  const { t, i18n } = useTranslation();
  const showError = useTradeErrors();
  const orders = useQuery({ queryKey: keysOf.orders(i18n.language), queryFn: ({ signal }) => call(auctionApi.orders, { body: { pageNum: 1, pageSize: 20, status: 'all' } }, { signal }) });
  if (orders.isPending) return <DelayedLoading />;
  if (orders.isError) return <LoadError onRetry={() => void orders.refetch()} />;
  if (orders.data.list.length === 0) return <Empty text={t('auction.empty')} />;
  const cancel = async (order: AuctionOrder) => {
    try {
      await call(auctionApi.cancel, { body: { orderId: order.id } });
      Toast.show({ content: t('auction.cancelled') });
      await queryClient.invalidateQueries({ queryKey: keysOf.all });
    } catch (error) {
      showError(error);
    }
  };
  return (
    <>
      {orders.data.list.map((o) => (
        <div key={o.id} className="placing-card" data-testid={`auction-order-${o.id}`}>
          <div className="placing-head">
            <div>
              <div className="placing-code">
                {o.code} · {o.orderKind}
              </div>
              <div className="placing-name">{o.name}</div>
            </div>
            <span className={`placing-tag${o.status === 'queued' ? '' : ' done'}`} data-testid={`auction-order-status-${o.id}`}>
              {t(`auction.status.${o.status}`)}
            </span>
          </div>
          <Line label={t('auction.quantity')} value={formatNumber(o.quantity, 0)} />
          {o.price ? <Line label={t('auction.price')} value={formatMoney(o.price, o.currency)} /> : null}
          {o.status === 'queued' ? <Line label={t('auction.held')} value={formatMoney(o.held, o.walletCurrency)} /> : null}
          {o.filledQuantity > 0 ? <Line label={t('auction.filled')} value={formatNumber(o.filledQuantity, 0)} /> : null}
          {o.fillPrice ? <Line label={t('auction.fillPrice')} value={formatMoney(o.fillPrice, o.currency)} testId={`auction-fill-${o.id}`} /> : null}
          {o.carriedQuantity > 0 ? <Line label={t('auction.carried')} value={formatNumber(o.carriedQuantity, 0)} /> : null}
          {o.reason ? <p className="placing-note">{o.reason}</p> : null}
          {o.status === 'queued' ? (
            <div className="placing-actions">
              <Button fill="outline" data-testid={`auction-cancel-${o.id}`} onClick={() => void cancel(o)}>
                {t('auction.cancel')}
              </Button>
            </div>
          ) : null}
        </div>
      ))}
    </>
  );
}

export function AuctionPage({ query }: PageProps) {
  const { t, i18n } = useTranslation();
  const { token } = useSession();
  const [market, setMarket] = useState<StockMarket>(MARKETS.includes(query.market as StockMarket) ? (query.market as StockMarket) : 'US');
  const [code, setCode] = useState<string | undefined>(query.code);
  const list = useQuery({
    queryKey: keysOf.list(market, i18n.language),
    queryFn: ({ signal }) => call(auctionApi.list, { body: { market, pageNum: 1, pageSize: 20 } }, { signal }),
  });
  const first = list.data?.list[0];
  const w = first?.window;
  const live = !!w && LIVE_PHASES.includes(w.phase);
  // Live over the push socket (topic auction:<code>): each update replaces the stock's indicative fields in the cached list.
  useLiveTopics(live ? (list.data?.list ?? []).map((s) => auctionTopic(s.code)) : [], (_topic, data) => {
    if (!isIndicativePush(data)) return;
    const update = data;
    queryClient.setQueryData<Page<AuctionIndicative>>(keysOf.list(market, i18n.language), (old) =>
      old
        ? {
            ...old,
            list: old.list.map((s) => {
              if (s.code !== update.code) return s;
              const { indicativePrice: _gone, ...rest } = s;
              return { ...rest, ...update };
            }),
          }
        : old,
    );
  });
  // The user's orders settled by the cross (or cancelled): the server pushes order.updated; orders and window are read again.
  usePushEvent('order.updated', () => void queryClient.invalidateQueries({ queryKey: keysOf.all }), !!token);
  // The window's next phase (no-cancellation, end of input, the cross): the list is read again then, once.
  // Timed on the server's clock (the window's `now` plus the time since it was read), so a phone whose clock is off still refreshes on time.
  const { refetch, dataUpdatedAt } = list;
  useEffect(() => {
    if (!w) return;
    const delay = nextPhaseDelay(w, Date.now() - dataUpdatedAt);
    if (delay === undefined) return;
    const timer = setTimeout(() => void refetch(), delay);
    return () => clearTimeout(timer);
  }, [w, refetch, dataUpdatedAt]);
  const stock = list.data?.list.find((s) => s.code === code);
  let body: ReactNode;
  if (list.isPending) body = <DelayedLoading />;
  else if (list.isError) body = <LoadError onRetry={() => void list.refetch()} />;
  else
    body = (
      <div className="placing-page" data-testid="auction-page">
        <p className="placing-intro">{t('auction.intro')}</p>
        {w ? (
          <div className="placing-box" data-testid="auction-window">
            <div className="placing-head">
              <b>{t('auction.window', { day: w.day })}</b>
              <span className={`placing-tag${w.phase === 'input' || w.phase === 'no_cancel' ? '' : ' done'}`} data-testid="auction-phase">
                {t(`auction.phase.${w.phase}`)}
              </span>
            </div>
            <p className="placing-note">{t('auction.inputWindow', { start: formatDateTime(w.inputStart, w.timezone), end: formatDateTime(w.inputEnd, w.timezone) })}</p>
            <p className="placing-note">{t('auction.noCancelFrom', { time: formatDateTime(w.noCancelAt, w.timezone) })}</p>
            <p className="placing-note">{t('auction.crossAt', { time: formatDateTime(w.crossAt, w.timezone) })}</p>
            <p className="placing-note">
              {w.timezone} · {t('auction.live')}
            </p>
          </div>
        ) : null}
        {list.data.list.map((s) => [
          <button type="button" key={s.code} className={`placing-card${s.code === code ? ' selected' : ''}`} data-testid={`auction-stock-${s.code}`} onClick={() => setCode(s.code)}>
            <div className="placing-head">
              <div>
                <div className="placing-code">{s.code}</div>
                <div className="placing-name">{s.name}</div>
              </div>
              <span className="placing-code" data-testid={`auction-iep-${s.code}`}>
                {s.indicativePrice !== undefined ? formatMoney(s.indicativePrice, s.currency, s.decimals) : t('auction.noPrice')}
              </span>
            </div>
            <Line label={t('auction.ref')} value={formatMoney(s.refPrice, s.currency, s.decimals)} />
            <Line label={t('auction.volume')} value={formatNumber(s.indicativeVolume, 0)} />
            <Line label={t('auction.imbalance')} value={formatSigned(s.imbalance, 0)} />
          </button>,
          s.code === code && stock ? <OrderForm key={`form-${stock.code}`} stock={stock} /> : null,
        ])}
        {stock ? null : <p className="placing-note">{t('auction.pick')}</p>}
        {token ? (
          <>
            <h3 style={{ margin: '6px 0 0', fontSize: 15 }}>{t('auction.myOrders')}</h3>
            <MyOrders />
          </>
        ) : null}
      </div>
    );
  return (
    <PageShell title={t('auction.title')} right={<SimulatedTag label={t('auction.simulated')} />}>
      <Tabs activeKey={market} onChange={(k) => { setMarket(k as StockMarket); setCode(undefined); }} data-testid="auction-tabs">
        {MARKETS.map((m) => (
          <Tabs.Tab key={m} title={t(`auction.market.${m}`)} />
        ))}
      </Tabs>
      {body}
    </PageShell>
  );
}

import { AMOUNT_PATTERN, ERROR_CODES, tradingApi, type PositionFlow, type TradePosition } from '@app/contracts';
import { Button, InfiniteScroll, Input, Popup, Toast } from 'antd-mobile';
import Decimal from 'decimal.js';
import { useMemo, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { call } from '../../api/client.ts';
import { queryClient } from '../../api/query-client.ts';
import { PageShell } from '../../components/PageShell.tsx';
import { TradeConfirmationSheet } from '../../components/trade-confirmation/TradeConfirmationSheet.tsx';
import { DelayedLoading, Empty, LoadError } from '../../components/states.tsx';
import { Trend } from '../../components/Trend.tsx';
import { useTradeErrors } from '../../components/trade/errors.tsx';
import { decimalsOf, money, price, pricedIn, quantity, ratePercent, signedMoney, unitLabel } from '../../components/trade/format.ts';
import { AttemptKeys } from '../../components/trade/idempotency.ts';
import { liveFigures, markOf } from '../../components/trade/live-pnl.ts';
import { PayPasswordSheet } from '../../components/money/PayPasswordSheet.tsx';
import { cleanDecimalInput } from '../../components/trade/quantity.ts';
import { isShares, SideChips } from '../../components/trade/rows.tsx';
import { quotePathOf } from '../../components/market/quote-utils.ts';
import { formatDateTime, formatPercent } from '../../lib/format.ts';
import { useLiveQuote, useLiveQuotes } from '../../push/live.ts';
import { useNav } from '../../shell/nav.ts';
import { useSession } from '../../state/session.ts';
import { LoginRequired } from '../setting/LoginRequired.tsx';
import '../setting/setting.css';
import type { PageProps } from '../types.ts';
import { invalidateTrading, useFundDetails, usePosition, usePositionFlow, useTradingEvents } from './queries.ts';
import './trade.css';

/**
 * Position detail (/pages/trade/detail; query name, code, source, id, type): every field
 * of the position with live P/L, stop-loss / take-profit editing, adding margin to an
 * isolated position, the position's flow, and the close button.
 */
export function PositionDetailPage({ route, query }: PageProps) {
  const { t } = useTranslation();
  const { token } = useSession();
  const id = Number(query.id);
  const title = query.name ? `${query.name}` : t(`nav.title.${route.title}`);
  let body: ReactNode;
  if (!token) body = <LoginRequired text={t('trade.guest.text')} />;
  else if (!Number.isSafeInteger(id) || id <= 0) body = <Empty text={t('trade.detail.missingId')} />;
  else body = <Detail id={id} />;
  return <PageShell title={title}>{body}</PageShell>;
}

/** Stops to save ('' clears one: the contract drops nulls on the wire, so '' or 0 means clear). */
type Sheet = { kind: 'stops'; stopLoss: string; takeProfit: string } | { kind: 'margin'; amount: string };

function Detail({ id }: { id: number }) {
  const { t } = useTranslation();
  const nav = useNav();
  const position = usePosition(id);
  const p = position.data;
  const code = p?.code ?? '';
  const holding = p?.status === 0;
  useLiveQuotes(holding ? [code] : []);
  const quote = useLiveQuote(holding ? code : undefined);
  useTradingEvents();
  const showError = useTradeErrors();
  const [editor, setEditor] = useState<'stops' | 'margin'>();
  const [pending, setPending] = useState<Sheet>();
  const [confirmation, setConfirmation] = useState<number>();
  const keys = useRef(new AttemptKeys());

  if (position.isError && !p) {
    const notFound = (position.error as { errorCode?: string }).errorCode === ERROR_CODES.POSITION_NOT_FOUND;
    return notFound ? <Empty text={t('trade.detail.notFound')} /> : <LoadError onRetry={() => void position.refetch()} />;
  }
  if (!p) return <DelayedLoading />;
  const live = liveFigures(p, markOf(p.direction, quote));
  const unit = unitLabel(t, p.market, p.positionNum);

  async function submit(payPassword: string) {
    if (!pending || !p) return;
    if (pending.kind === 'stops') {
      const result = await call(tradingApi.additions, { body: { positionId: p.id, stopLoss: pending.stopLoss, takeProfit: pending.takeProfit, payPassword } });
      if (result.position) queryClient.setQueriesData({ queryKey: ['trade', 'position', p.id] }, result.position);
      Toast.show({ icon: 'success', content: t('trade.stops.saved') });
    } else {
      const body = { positionId: p.id, amount: pending.amount };
      const next = await call(tradingApi.addPositionMargin, { body: { ...body, payPassword, idempotencyKey: keys.current.keyFor(body) } });
      keys.current.reset();
      queryClient.setQueriesData({ queryKey: ['trade', 'position', p.id] }, next);
      Toast.show({ icon: 'success', content: t('trade.addMargin.done') });
    }
    setPending(undefined);
    void invalidateTrading();
  }

  const profitLabel = holding ? t('trade.fields.floating') : t('trade.fields.realized');
  // Shares bought without leverage read as shares: average cost, no margin, leverage ×1 or margin mode (issue 12).
  const shares = isShares(p);
  const leveraged: [string, ReactNode, string][] = shares
    ? []
    : [
        [t('trade.fields.margin'), money(p.margin, p.currency), 'margin'],
        [t('trade.fields.leverage'), `×${p.leverage}`, 'leverage'],
        [t('trade.fields.marginMode'), t(`trade.mode.${p.marginMode}`), 'marginMode'],
      ];
  const fields: [string, ReactNode, string?][] = [
    [t('trade.fields.quantity'), `${quantity(p.positionNum)} ${unit}`, 'quantity'],
    [shares ? t('ticket.portfolio.averageCost') : t('trade.fields.openPrice'), price(p.openPrice), 'openPrice'],
    [holding ? t('trade.fields.currentPrice') : t('trade.fields.closePrice'), price(holding ? live.currentPrice : p.closePrice), 'currentPrice'],
    [t('trade.fields.openTime'), formatDateTime(p.openTime), 'openTime'],
    ...(!holding && p.closeTime ? [[t('trade.fields.closeTime'), formatDateTime(p.closeTime), 'closeTime'] as [string, ReactNode, string]] : []),
    ...leveraged,
    [t('trade.fields.notional'), pricedIn(p.total, p.priceCurrency, 2), 'total'],
    [t('trade.fields.marketValue'), pricedIn(p.marketValue, p.priceCurrency, 2), 'marketValue'],
    [t('trade.fields.fee'), money(p.handlingFee, p.currency), 'fee'],
    [t('trade.fields.openFee'), money(p.openFee, p.currency), 'openFee'],
    ...(!holding ? [[t('trade.fields.closeFee'), money(p.closeFee, p.currency), 'closeFee'] as [string, ReactNode, string]] : []),
    [t('trade.fields.rates'), `${ratePercent(p.buyRate)} / ${ratePercent(p.sellRate)}`, 'rates'],
    ...(!holding ? [[t('trade.fields.closeReason'), t(`trade.reasons.${p.closeReason ?? 'user'}`), 'closeReason'] as [string, ReactNode, string]] : []),
    [t('trade.fields.positionNo'), p.positionNo, 'positionNo'],
  ];
  const risk: [string, ReactNode, string][] = holding && !shares
    ? [
        ...(p.marginLevel ? [[t('trade.fields.marginLevel'), `${new Decimal(p.marginLevel).times(100).toFixed(2)}%`, 'marginLevel'] as [string, ReactNode, string]] : []),
        ...(p.marginCallPrice ? [[t('trade.fields.marginCallPrice'), price(p.marginCallPrice), 'marginCallPrice'] as [string, ReactNode, string]] : []),
        ...(p.liquidationPrice ? [[t('trade.fields.liquidationPrice'), price(p.liquidationPrice), 'liquidationPrice'] as [string, ReactNode, string]] : []),
      ]
    : [];

  return (
    <div className={`detail-page${holding ? ' has-actions' : ''}`} data-testid="position-detail" data-status={p.status} data-live={live.live}>
      <section className="detail-hero">
        <div className="detail-hero-top">
          <button type="button" className="detail-instrument" onClick={() => nav.go(quotePathOf(p.source), { name: p.name, code: p.code, source: p.source })} data-testid="detail-quote">
            <span className="row-code">{p.code}</span>
            <span className="row-name">{p.name}</span>
          </button>
          <span className={`state-chip ${holding ? 'is-open' : 'is-closed'}`} data-testid="detail-state">
            {t(holding ? 'trade.detail.holding' : 'trade.detail.closedBadge')}
          </span>
        </div>
        {!shares && <SideChips direction={p.direction} leverage={p.leverage} marginMode={p.marginMode} />}
        <div className="detail-pnl-label">{profitLabel}</div>
        <div className="detail-pnl">
          <Trend change={live.profit} className="detail-pnl-value">
            <span data-testid="detail-profit">{signedMoney(live.profit, p.currency)}</span>
          </Trend>
          <Trend change={live.zdf} className="detail-pnl-pct">
            {formatPercent(live.zdf)}
          </Trend>
        </div>
      </section>

      <section className="detail-card">
        <dl className="detail-grid num">
          {fields.map(([label, value, key]) => (
            <div key={key} data-testid={`field-${key}`}>
              <dt>{label}</dt>
              <dd>{value}</dd>
            </div>
          ))}
        </dl>
      </section>

      <section className="detail-card">
        <div className="detail-card-head">
          <h3>{t('trade.detail.stops')}</h3>
          {holding && (
            <button type="button" className="tr-link" onClick={() => setEditor('stops')} data-testid="detail-edit-stops">
              {t('trade.detail.editStops')}
            </button>
          )}
        </div>
        <dl className="detail-grid num">
          <div data-testid="field-stopLoss">
            <dt>{t('trade.fields.stopLoss')}</dt>
            <dd>{p.stopLoss ? price(p.stopLoss) : t('trade.detail.none')}</dd>
          </div>
          <div data-testid="field-takeProfit">
            <dt>{t('trade.fields.takeProfit')}</dt>
            <dd>{p.takeProfit ? price(p.takeProfit) : t('trade.detail.none')}</dd>
          </div>
          {risk.map(([label, value, key]) => (
            <div key={key} data-testid={`field-${key}`}>
              <dt>{label}</dt>
              <dd>{value}</dd>
            </div>
          ))}
        </dl>
      </section>

      {/* The opening fill's trade confirmation (gross, commission, IVA, net, settlement; issue 12). */}
      <button type="button" className="detail-confirmation-link" onClick={() => setConfirmation(p.orderId)} data-testid="detail-confirmation">
        {t('statement.seeConfirmation')} ›
      </button>
      <TradeConfirmationSheet orderId={confirmation} onClose={() => setConfirmation(undefined)} />

      <FlowList positionId={p.id} priceDecimals={decimalsOf(p.openPrice)} />

      {holding && (
        <div className="detail-actions">
          {p.isolatedPosition && !shares && (
            <Button shape="rounded" onClick={() => setEditor('margin')} data-testid="detail-add-margin">
              {t('trade.detail.addMargin')}
            </Button>
          )}
          <Button
            color="primary"
            shape="rounded"
            onClick={() => nav.go('/pages/payment/close', { name: p.name, code: p.code, source: p.source, id: p.id, direction: p.direction })}
            data-testid="detail-close"
          >
            {/* A holding of shares is sold, not "closed" (issue 12). */}
            {shares ? t('quote.sell') : t('trade.detail.close')}
          </Button>
        </div>
      )}

      <StopsEditor
        position={p}
        visible={editor === 'stops'}
        onClose={() => setEditor(undefined)}
        onSave={(stopLoss, takeProfit) => {
          setEditor(undefined);
          setPending({ kind: 'stops', stopLoss, takeProfit });
        }}
      />
      <MarginEditor
        position={p}
        visible={editor === 'margin'}
        onClose={() => setEditor(undefined)}
        onSave={(amount) => {
          setEditor(undefined);
          setPending({ kind: 'margin', amount });
        }}
      />
      <PayPasswordSheet
        visible={Boolean(pending)}
        summary={
          pending?.kind === 'margin'
            ? `${t('trade.addMargin.title')} · ${money(pending.amount, p.currency)}`
            : pending
              ? `${t('trade.stops.title')} · ${p.code}`
              : undefined
        }
        onClose={() => setPending(undefined)}
        onError={showError}
        onSubmit={submit}
      />
    </div>
  );
}

function StopsEditor({ position, visible, onClose, onSave }: { position: TradePosition; visible: boolean; onClose: () => void; onSave: (sl: string, tp: string) => void }) {
  const { t } = useTranslation();
  const places = Math.max(2, (position.openPrice.split('.')[1] ?? '').length);
  const [sl, setSl] = useState(position.stopLoss ?? '');
  const [tp, setTp] = useState(position.takeProfit ?? '');
  const [error, setError] = useState<string>();
  const valid = (v: string) => v === '' || (/^\d+(\.\d+)?$/.test(v) && Number(v) > 0);
  return (
    <Popup
      visible={visible}
      onMaskClick={onClose}
      afterShow={() => {
        setSl(position.stopLoss ?? '');
        setTp(position.takeProfit ?? '');
        setError(undefined);
      }}
      bodyClassName="editor-sheet"
      destroyOnClose
    >
      <h3>{t('trade.stops.title')}</h3>
      <p className="editor-hint">{t(position.direction === 0 ? 'trade.stops.hintLong' : 'trade.stops.hintShort', { price: price(position.currentPrice) })}</p>
      {(
        [
          ['stopLoss', sl, setSl],
          ['takeProfit', tp, setTp],
        ] as const
      ).map(([key, value, set]) => (
        <label key={key} className="editor-field">
          <span>{t(`trade.fields.${key}`)}</span>
          <Input value={value} onChange={(v) => set(cleanDecimalInput(v, places))} inputMode="decimal" placeholder={t('trade.stops.placeholder')} data-testid={`stops-${key}`} />
          {value && (
            <button type="button" className="tr-link" onClick={() => set('')} data-testid={`stops-${key}-clear`}>
              {t('trade.stops.clear')}
            </button>
          )}
        </label>
      ))}
      {error && <p className="editor-error">{error}</p>}
      <Button
        block
        color="primary"
        shape="rounded"
        onClick={() => {
          if (!valid(sl) || !valid(tp)) return setError(t('trade.stops.invalid'));
          onSave(sl, tp);
        }}
        data-testid="stops-save"
      >
        {t('trade.stops.save')}
      </Button>
    </Popup>
  );
}

function MarginEditor({ position, visible, onClose, onSave }: { position: TradePosition; visible: boolean; onClose: () => void; onSave: (amount: string) => void }) {
  const { t } = useTranslation();
  const funds = useFundDetails();
  const wallet = funds.data?.list.find((f) => f.walletType === position.walletType);
  const [amount, setAmount] = useState('');
  const [error, setError] = useState<string>();
  return (
    <Popup visible={visible} onMaskClick={onClose} afterShow={() => setError(undefined)} bodyClassName="editor-sheet" destroyOnClose>
      <h3>{t('trade.addMargin.title')}</h3>
      <p className="editor-hint">{t('trade.addMargin.hint', { wallet: t(`trade.wallets.${position.walletType}`) })}</p>
      <label className="editor-field">
        <span>
          {t('trade.addMargin.amount')} ({position.currency})
        </span>
        <Input value={amount} onChange={(v) => setAmount(cleanDecimalInput(v, 2))} inputMode="decimal" placeholder="0.00" data-testid="margin-amount" />
      </label>
      <p className="editor-hint num">{t('trade.addMargin.available', { amount: money(wallet?.available, position.currency) })}</p>
      {error && <p className="editor-error">{error}</p>}
      <Button
        block
        color="primary"
        shape="rounded"
        onClick={() => {
          if (!AMOUNT_PATTERN.test(amount) || Number(amount) <= 0) return setError(t('trade.addMargin.invalid'));
          onSave(amount);
        }}
        data-testid="margin-save"
      >
        {t('trade.addMargin.confirm')}
      </Button>
    </Popup>
  );
}

function FlowList({ positionId, priceDecimals }: { positionId: number; priceDecimals: number }) {
  const { t } = useTranslation();
  const flow = usePositionFlow(positionId);
  const rows = useMemo(() => flow.data?.pages.flatMap((p) => p.list) ?? [], [flow.data]);
  return (
    <section className="detail-card" data-testid="position-flow">
      <div className="detail-card-head">
        <h3>{t('trade.detail.flow')}</h3>
      </div>
      {flow.isError && !flow.data ? (
        <LoadError onRetry={() => void flow.refetch()} />
      ) : !flow.data ? (
        <DelayedLoading />
      ) : rows.length === 0 ? (
        <p className="flow-empty">{t('trade.detail.flowEmpty')}</p>
      ) : (
        <>
          <ul className="flow-list">
            {rows.map((row) => (
              <FlowRow key={row.id} row={row} priceDecimals={priceDecimals} />
            ))}
          </ul>
          {flow.hasNextPage && (
            <InfiniteScroll loadMore={async () => void (await flow.fetchNextPage())} hasMore={Boolean(flow.hasNextPage)}>
              <DelayedLoading />
            </InfiniteScroll>
          )}
        </>
      )}
    </section>
  );
}

function FlowRow({ row, priceDecimals }: { row: PositionFlow; priceDecimals: number }) {
  return (
    <li className="flow-row" data-testid={`flow-${row.kind}`}>
      <span className="flow-main">
        <span className="flow-title">{row.title}</span>
        <span className="flow-time num">
          {formatDateTime(row.time)}
          {row.quantity && row.price ? ` · ${quantity(row.quantity)} @ ${price(row.price, priceDecimals)}` : ''}
        </span>
      </span>
      <Trend change={row.amount} className="flow-amount">
        {signedMoney(row.amount, row.currency)}
      </Trend>
    </li>
  );
}

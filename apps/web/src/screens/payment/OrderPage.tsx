import { marketApi, tradingApi, type MarketSession, type MinCount, type OrderInput, type OrderPreview, type StockQuote, type TradeOrder, type TradeRate } from '@app/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Button, Popup, Switch } from 'antd-mobile';
import { CheckCircleFill, ClockCircleFill } from 'antd-mobile-icons';
import Decimal from 'decimal.js';
import { useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError, call } from '../../api/client.ts';
import { STALE } from '../../api/query-client.ts';
import { PageShell } from '../../components/PageShell.tsx';
import { DelayedLoading, Empty, LoadError } from '../../components/states.tsx';
import { SimulatedTag } from '../../components/Trend.tsx';
import { StatusBadge } from '../../components/market/StatusBadge.tsx';
import '../../components/market/market.css';
import { orderPathOf } from '../../components/market/quote-utils.ts';
import { FIELD_ERRORS, useTradeErrors } from '../../components/trade/errors.tsx';
import { exchangeTime, money, price, quantity as qty, ratePercent, unitLabel } from '../../components/trade/format.ts';
import { AttemptKeys } from '../../components/trade/idempotency.ts';
import { PayPasswordSheet } from '../../components/money/PayPasswordSheet.tsx';
import { cleanDecimalInput, decimalsOfStep, stepQuantity } from '../../components/trade/quantity.ts';
import { formatDateTime, formatPercent, formatSigned, trendOf } from '../../lib/format.ts';
import { useLiveQuote, useLiveQuotes, withLive } from '../../push/live.ts';
import { useNav } from '../../shell/nav.ts';
import { useSession } from '../../state/session.ts';
import { marketKeys } from '../market/queries.ts';
import { LoginRequired } from '../setting/LoginRequired.tsx';
import '../setting/setting.css';
import { invalidateTrading, useMinCount, useRates } from '../trade/queries.ts';
import type { PageProps } from '../types.ts';
import { createCallOf, orderBody, tickDecimals, validateForm, type OrderForm } from './order-form.ts';
import { Field, Lines, Stepper } from './parts.tsx';
import './payment.css';

/**
 * Order pages (/pages/payment/stock|future|forex; query name, code, source, direction):
 * live price, buy / sell, market / limit, quantity on the instrument's lot grid, leverage
 * and isolated / cross margin where the market allows, optional stop-loss / take-profit,
 * the all-in cost from /orders/preview, then confirm, the transaction password and the
 * result. One idempotency key per confirmed attempt, reused on retry.
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
  if (!detail.data || !min.data || !rates.data) return <DelayedLoading />;
  const quote = withLive(detail.data.quote, live);
  if (!orderPathOf(quote)) return <Empty text={t('payment.errors.notTradable')} />;
  const rate = rates.data.list.find((r) => r.market === min.data.market);
  if (result) return <OrderResult order={result} onAgain={() => setResult(undefined)} />;
  return <OrderFormView code={code} quote={quote} session={detail.data.session} min={min.data} rate={rate} initialDirection={initialDirection} onDone={setResult} />;
}

function OrderFormView({
  code,
  quote,
  session,
  min,
  rate,
  initialDirection,
  onDone,
}: {
  code: string;
  quote: StockQuote;
  session: MarketSession;
  min: MinCount;
  rate: TradeRate | undefined;
  initialDirection: 0 | 1;
  onDone: (order: TradeOrder) => void;
}) {
  const { t } = useTranslation();
  const nav = useNav();
  const showError = useTradeErrors();
  const qPlaces = decimalsOfStep(min.step);
  const pDecimals = tickDecimals(quote.tickSize, quote.decimals);
  const [form, setForm] = useState<OrderForm>(() => ({
    direction: initialDirection,
    orderType: 0,
    quantity: min.minCount,
    price: '',
    leverage: rate?.defaultLeverage,
    marginMode: 'half',
    stops: false,
    stopLoss: '',
    takeProfit: '',
  }));
  const set = (patch: Partial<OrderForm>) => setForm((f) => ({ ...f, ...patch }));
  const errors = validateForm(form, min);
  const valid = Object.keys(errors).length === 0;
  const body = useMemo(() => orderBody(code, form, rate), [code, form, rate]);

  // The all-in cost, from the server, as the order changes and as the price moves.
  const [debounced, setDebounced] = useState(body);
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(body), 250);
    return () => clearTimeout(timer);
  }, [body]);
  const preview = useQuery({
    queryKey: ['trade', 'preview', debounced],
    queryFn: ({ signal }) => call(tradingApi.preview, { body: debounced }, { signal }),
    enabled: valid,
    placeholderData: keepPreviousData,
    staleTime: 0,
    refetchInterval: quote.status === 'closed' ? false : 3_000,
    retry: false,
  });
  const previewError = preview.error instanceof ApiError ? preview.error : undefined;
  const fieldOfPreviewError = previewError?.errorCode ? FIELD_ERRORS[previewError.errorCode] : undefined;
  const p = valid ? preview.data : undefined;

  const [confirming, setConfirming] = useState(false);
  const [paying, setPaying] = useState(false);
  const keys = useRef(new AttemptKeys());

  const side = form.direction === 0 ? 'buy' : 'sell';
  const closedForMarket = p ? !p.marketOpen && form.orderType === 0 : false;
  const canConfirm = valid && Boolean(p) && !preview.isError && Boolean(p?.enough) && !closedForMarket;

  function stepPrice(direction: 1 | -1) {
    const tick = new Decimal(quote.tickSize || 10 ** -pDecimals);
    const base = /^\d+(\.\d+)?$/.test(form.price) ? new Decimal(form.price) : new Decimal(quote.price_nominal);
    const next = Decimal.max(tick, base.dividedBy(tick).round().plus(direction).times(tick));
    set({ price: next.toFixed(pDecimals) });
  }

  async function submit(payPassword: string) {
    const key = keys.current.keyFor(body);
    const order = await call(createCallOf(min.market), { body: { ...body, payPassword, idempotencyKey: key } });
    keys.current.reset();
    setPaying(false);
    void invalidateTrading();
    onDone(order);
  }

  const unit = unitLabel(t, min.market);
  const trend = trendOf(quote.change);
  const quantityError = errors.quantity
    ? t(`payment.errors.quantity.${errors.quantity.key}`, errors.quantity.params)
    : fieldOfPreviewError === 'quantity'
      ? previewError?.message
      : undefined;
  const priceError = errors.price ? t(`payment.errors.price.${errors.price}`) : fieldOfPreviewError === 'price' ? previewError?.message : undefined;
  const quantityHintExtra =
    min.quantityUnit === 'lot' && min.lotUnits
      ? t('payment.lotUnits', { units: qty(String(min.lotUnits)) })
      : min.quantityUnit === 'contract' && min.contractSize
        ? t('payment.contractSize', { size: qty(String(min.contractSize)) })
        : min.lotSize > 1
          ? t('payment.boardLot', { lot: min.lotSize })
          : undefined;

  return (
    <div className={`order-page side-${side}`} data-testid="order-page" data-market={min.market}>
      <section className="order-quote" data-testid="order-quote">
        <div className="order-quote-main">
          <div>
            <div className="order-quote-code">
              {quote.stock_code} <span className="order-quote-exchange">{quote.exchange}</span>
            </div>
            <div className={`order-quote-price num trend-${trend}`} data-testid="order-price">
              {price(quote.price_nominal, pDecimals)}
            </div>
            <div className={`order-quote-change num trend-${trend}`}>
              {formatSigned(quote.change, pDecimals)} {formatPercent(quote.change_ratio)}
            </div>
          </div>
          <div className="order-quote-side">
            <StatusBadge status={quote.status} />
            <SimulatedTag label={t('common.simulated')} />
            <span className="order-quote-ba num">{t('payment.bidAsk', { bid: price(quote.bid, pDecimals), ask: price(quote.ask, pDecimals) })}</span>
          </div>
        </div>
        {session.status !== 'open' && session.nextOpen && (
          <div className="order-closed" data-testid="order-market-closed">
            <ClockCircleFill /> {t('payment.closed', { time: exchangeTime(session.nextOpen, session.timezone) })}
          </div>
        )}
      </section>

      <section className="order-card">
        <div className="side-toggle" role="tablist" data-testid="order-side">
          {([0, 1] as const).map((d) => (
            <button
              key={d}
              type="button"
              role="tab"
              aria-selected={form.direction === d}
              className={`side-${d === 0 ? 'buy' : 'sell'}${form.direction === d ? ' active' : ''}`}
              onClick={() => set({ direction: d })}
              data-testid={`order-side-${d === 0 ? 'buy' : 'sell'}`}
            >
              {t(d === 0 ? 'payment.side.buy' : 'payment.side.sell')}
              <small>{t(d === 0 ? 'payment.side.long' : 'payment.side.short')}</small>
            </button>
          ))}
        </div>

        <div className="type-toggle" role="tablist" data-testid="order-type">
          {([0, 1] as const).map((ot) => (
            <button
              key={ot}
              type="button"
              role="tab"
              aria-selected={form.orderType === ot}
              className={form.orderType === ot ? 'active' : undefined}
              onClick={() => set({ orderType: ot, ...(ot === 1 && !form.price ? { price: new Decimal(quote.price_nominal).toFixed(pDecimals) } : {}) })}
              data-testid={`order-type-${ot === 0 ? 'market' : 'limit'}`}
            >
              {t(ot === 0 ? 'payment.orderType.market' : 'payment.orderType.limit')}
            </button>
          ))}
        </div>

        <Field
          label={form.orderType === 0 ? t('payment.fields.price') : t('payment.fields.limitPrice')}
          extra={<span className="order-field-unit">{quote.currency}</span>}
          hint={form.orderType === 1 && p ? t('payment.guardHint', { min: price(p.priceGuard.min), max: price(p.priceGuard.max) }) : undefined}
          error={priceError}
          testId="order-price-field"
        >
          {form.orderType === 0 ? (
            <div className="market-price-box" data-testid="order-market-price">
              {t('payment.fields.marketPrice')}
            </div>
          ) : (
            <Stepper
              label={t('payment.fields.limitPrice')}
              value={form.price}
              onChange={(v) => set({ price: cleanDecimalInput(v, pDecimals) })}
              onStep={stepPrice}
              invalid={Boolean(priceError)}
              testId="order-limit"
            />
          )}
        </Field>

        <Field
          label={t('payment.fields.quantity')}
          extra={<span className="order-field-unit">{unit}</span>}
          hint={
            <>
              {t('payment.quantityHint', { min: qty(min.minCount), step: qty(min.step), unit })}
              {quantityHintExtra ? ` · ${quantityHintExtra}` : ''}
            </>
          }
          error={quantityError}
          testId="order-quantity-field"
        >
          <Stepper
            label={t('payment.fields.quantity')}
            value={form.quantity}
            onChange={(v) => set({ quantity: cleanDecimalInput(v, qPlaces) })}
            onStep={(d) => set({ quantity: stepQuantity(form.quantity, min, d) })}
            inputMode={qPlaces ? 'decimal' : 'numeric'}
            invalid={Boolean(quantityError)}
            testId="order-quantity"
          />
        </Field>

        {rate && rate.leverages.length > 1 && (
          <Field label={t('payment.fields.leverage')} testId="order-leverage" error={fieldOfPreviewError === 'leverage' ? previewError?.message : undefined}>
            <div className="chip-row">
              {rate.leverages.map((lev) => (
                <button
                  key={lev}
                  type="button"
                  className={`chip${(form.leverage ?? rate.defaultLeverage) === lev ? ' active' : ''}`}
                  onClick={() => set({ leverage: lev })}
                  aria-pressed={(form.leverage ?? rate.defaultLeverage) === lev}
                  data-testid={`order-leverage-${lev}`}
                >
                  ×{lev}
                </button>
              ))}
            </div>
          </Field>
        )}

        {rate && rate.marginModes.length > 1 && (
          <Field label={t('payment.fields.marginMode')} hint={t(form.marginMode === 'half' ? 'payment.mode.halfHint' : 'payment.mode.fullHint')} testId="order-margin-mode">
            <div className="chip-row">
              {rate.marginModes.map((mode) => (
                <button
                  key={mode}
                  type="button"
                  className={`chip${form.marginMode === mode ? ' active' : ''}`}
                  onClick={() => set({ marginMode: mode })}
                  aria-pressed={form.marginMode === mode}
                  data-testid={`order-mode-${mode}`}
                >
                  {t(`payment.mode.${mode}`)}
                </button>
              ))}
            </div>
          </Field>
        )}

        <div className="order-field">
          <div className="order-field-head">
            <span className="order-field-label">
              {t('payment.fields.stops')} <small className="muted">{t('payment.fields.optional')}</small>
            </span>
            <Switch checked={form.stops} onChange={(v) => set({ stops: v })} data-testid="order-stops-toggle" />
          </div>
          {form.stops && (
            <div className="stops-grid">
              {(['stopLoss', 'takeProfit'] as const).map((k) => (
                <label key={k} className="stops-input">
                  <span>{t(`payment.fields.${k}`)}</span>
                  <input
                    className="num"
                    inputMode="decimal"
                    value={form[k]}
                    onChange={(e) => set({ [k]: cleanDecimalInput(e.target.value, pDecimals) })}
                    placeholder={price(quote.price_nominal, pDecimals)}
                    data-testid={`order-${k}`}
                  />
                </label>
              ))}
            </div>
          )}
          {(errors.stops || fieldOfPreviewError === 'stops') && (
            <p className="order-field-error" role="alert">
              {errors.stops ? t('trade.stops.invalid') : previewError?.message}
            </p>
          )}
        </div>
      </section>

      <CostCard
        preview={p}
        timeZone={session.timezone}
        loading={valid && !preview.data && preview.isFetching}
        error={previewError && !fieldOfPreviewError ? previewError.message : undefined}
        waiting={!valid}
        orderType={form.orderType}
        onTransfer={() => nav.go('/pages/profile/transfer')}
      />

      <div className="order-bar">
        {p && !p.enough ? (
          <div className="order-bar-note is-warning" data-testid="order-bar-insufficient">
            <span>{t('payment.cost.insufficient', { wallet: t(`trade.wallets.${p.walletType}`, { defaultValue: p.walletType }) })}</span>
            <button type="button" className="tr-link" onClick={() => nav.go('/pages/profile/transfer')} data-testid="order-bar-transfer">
              {t('payment.cost.transfer')}
            </button>
          </div>
        ) : closedForMarket ? (
          <div className="order-bar-note" data-testid="order-bar-closed">
            {t('payment.closedMarketOrder')}
          </div>
        ) : null}
        <Button
          block
          shape="rounded"
          size="large"
          className={`order-submit side-${side}`}
          disabled={!canConfirm}
          onClick={() => setConfirming(true)}
          data-testid="order-submit"
        >
          {t(`payment.confirm.${side}`, { code: quote.stock_code })}
        </Button>
      </div>

      <ConfirmSheet
        visible={confirming}
        preview={p}
        body={body}
        onClose={() => setConfirming(false)}
        onPay={() => {
          setConfirming(false);
          setPaying(true);
        }}
      />
      <PayPasswordSheet
        visible={paying}
        summary={p ? `${t(`payment.side.${side}`)} ${qty(p.quantity)} ${p.code} · ${money(p.total, p.currency)}` : undefined}
        onClose={() => setPaying(false)}
        onError={(err) => {
          showError(err);
          void preview.refetch();
        }}
        onSubmit={submit}
      />
    </div>
  );
}

function CostCard({
  preview,
  timeZone,
  loading,
  error,
  waiting,
  orderType,
  onTransfer,
}: {
  preview: OrderPreview | undefined;
  timeZone: string;
  loading: boolean;
  error: string | undefined;
  waiting: boolean;
  orderType: 0 | 1;
  onTransfer: () => void;
}) {
  const { t } = useTranslation();
  let content: ReactNode;
  if (waiting) content = <p className="cost-note">{t('payment.cost.waiting')}</p>;
  else if (error)
    content = (
      <p className="order-field-error" role="alert" data-testid="order-preview-error">
        {error}
      </p>
    );
  else if (!preview) content = loading ? <DelayedLoading /> : <p className="cost-note">{t('payment.cost.waiting')}</p>;
  else content = <CostLines preview={preview} timeZone={timeZone} onTransfer={onTransfer} />;
  return (
    <section className="order-card cost-card" data-testid="order-cost" data-order-type={orderType}>
      <h3>{t('payment.cost.title')}</h3>
      {content}
    </section>
  );
}

function CostLines({ preview: p, timeZone, onTransfer }: { preview: OrderPreview; timeZone: string; onTransfer: () => void }) {
  const { t } = useTranslation();
  const wallet = t(`trade.wallets.${p.walletType}`, { defaultValue: p.walletType });
  return (
    <>
      {!p.marketOpen && p.nextOpen && (
        <p className="cost-warning" data-testid="order-cost-closed">
          {t('payment.closed', { time: exchangeTime(p.nextOpen, timeZone) })}
          {p.orderType === 0 ? ` ${t('payment.closedMarketOrder')}` : ''}
        </p>
      )}
      <Lines
        testId="order-cost-lines"
        rows={[
          [t(p.orderType === 0 ? 'payment.cost.fillPrice' : 'payment.cost.limitPrice'), `${price(p.price)} ${p.priceCurrency}`, 'price'],
          [t('payment.cost.quantity'), `${qty(p.quantity)} ${unitLabel(t, p.market, p.quantity)}`, 'quantity'],
          [t('payment.cost.notional'), `${price(p.notional, 2)} ${p.priceCurrency}`, 'notional'],
          p.conversion && [t('payment.cost.conversion'), t('payment.cost.conversionValue', { from: p.conversion.from, to: p.conversion.to, rate: p.conversion.rate }), 'conversion'],
          p.conversion && [t('payment.cost.notionalWallet', { currency: p.conversion.to }), money(p.conversion.notional, p.currency), 'notionalWallet'],
          [`${t('payment.cost.margin')} (×${p.leverage} ${t(`payment.mode.${p.marginMode}`)})`, money(p.margin, p.currency), 'margin'],
          [t('payment.cost.fee', { rate: ratePercent(p.feeRate) }), money(p.fee, p.currency), 'fee'],
          p.liquidationPrice !== undefined && [t('payment.cost.liquidationPrice'), price(p.liquidationPrice), 'liquidation'],
        ]}
      />
      <div className="cost-total" data-testid="order-cost-total">
        <span>{t('payment.cost.total')}</span>
        <strong className="num">
          {money(p.total, p.currency)} <small>{p.currency}</small>
        </strong>
      </div>
      {p.totalMxn && (
        <div className="cost-sub num" data-testid="order-cost-mxn">
          <span>{t('payment.cost.totalMxn')}</span>
          <span>≈ {money(p.totalMxn, 'MXN')}</span>
        </div>
      )}
      <div className={`cost-sub num${p.enough ? '' : ' is-short'}`} data-testid="order-cost-available">
        <span>{t('payment.cost.available', { wallet })}</span>
        <span>{money(p.available, p.currency)}</span>
      </div>
      {!p.enough && (
        <div className="cost-warning" data-testid="order-insufficient">
          {t('payment.cost.insufficient', { wallet })}
          <button type="button" className="tr-link" onClick={onTransfer} data-testid="order-transfer">
            {t('payment.cost.transfer')}
          </button>
        </div>
      )}
      {!p.fillsNow && p.marketOpen && <p className="cost-note">{t('payment.cost.rests')}</p>}
    </>
  );
}

function ConfirmSheet({ visible, preview, body, onClose, onPay }: { visible: boolean; preview: OrderPreview | undefined; body: OrderInput; onClose: () => void; onPay: () => void }) {
  const { t } = useTranslation();
  // A fresh price for the confirmation: the preview is fetched again when the sheet opens.
  const fresh = useQuery({
    queryKey: ['trade', 'preview', 'confirm', body],
    queryFn: ({ signal }) => call(tradingApi.preview, { body }, { signal }),
    enabled: visible,
    staleTime: 0,
    gcTime: 0,
    retry: false,
  });
  const p = fresh.data ?? preview;
  const side = body.direction === 0 ? 'buy' : 'sell';
  return (
    <Popup visible={visible} onMaskClick={onClose} bodyClassName="confirm-sheet" destroyOnClose data-testid="order-confirm">
      <h3>{t('payment.confirm.title')}</h3>
      {p && (
        <>
          <div className="confirm-head">
            <span className={`side-pill side-${side}`}>{t(`payment.side.${side}`)}</span>
            <strong>
              {p.code} · {p.name}
            </strong>
          </div>
          <Lines
            testId="order-confirm-lines"
            rows={[
              [t('payment.confirm.type'), t(p.orderType === 0 ? 'payment.orderType.market' : 'payment.orderType.limit'), 'type'],
              [t(p.orderType === 0 ? 'payment.cost.fillPrice' : 'payment.cost.limitPrice'), `${price(p.price)} ${p.priceCurrency}`, 'price'],
              [t('payment.cost.quantity'), `${qty(p.quantity)} ${unitLabel(t, p.market, p.quantity)}`, 'quantity'],
              [t('payment.cost.notional'), `${price(p.notional, 2)} ${p.priceCurrency}`, 'notional'],
              p.conversion && [t('payment.cost.conversion'), t('payment.cost.conversionValue', { from: p.conversion.from, to: p.conversion.to, rate: p.conversion.rate }), 'conversion'],
              [`${t('payment.cost.margin')} (×${p.leverage} ${t(`payment.mode.${p.marginMode}`)})`, money(p.margin, p.currency), 'margin'],
              [t('payment.cost.fee', { rate: ratePercent(p.feeRate) }), money(p.fee, p.currency), 'fee'],
              body.stopLoss !== undefined && [t('payment.fields.stopLoss'), price(String(body.stopLoss)), 'stopLoss'],
              body.takeProfit !== undefined && [t('payment.fields.takeProfit'), price(String(body.takeProfit)), 'takeProfit'],
            ]}
          />
          <div className="cost-total">
            <span>{t('payment.cost.total')}</span>
            <strong className="num" data-testid="order-confirm-total">
              {money(p.total, p.currency)} <small>{p.currency}</small>
            </strong>
          </div>
          {p.totalMxn && (
            <div className="cost-sub num">
              <span>{t('payment.cost.totalMxn')}</span>
              <span>≈ {money(p.totalMxn, 'MXN')}</span>
            </div>
          )}
          {!p.fillsNow && <p className="cost-note">{t('payment.cost.rests')}</p>}
        </>
      )}
      {fresh.error && (
        <p className="order-field-error" role="alert">
          {(fresh.error as Error).message}
        </p>
      )}
      <div className="confirm-actions">
        <Button shape="rounded" onClick={onClose} data-testid="order-confirm-cancel">
          {t('common.cancel')}
        </Button>
        <Button
          shape="rounded"
          className={`order-submit side-${side}`}
          disabled={!p || fresh.isFetching || Boolean(fresh.error) || !p.enough}
          loading={fresh.isFetching}
          loadingText={t('payment.confirm.refreshing')}
          onClick={onPay}
          data-testid="order-confirm-pay"
        >
          {t('payment.confirm.pay')}
        </Button>
      </div>
    </Popup>
  );
}

function OrderResult({ order, onAgain }: { order: TradeOrder; onAgain: () => void }) {
  const { t } = useTranslation();
  const nav = useNav();
  const filled = order.status === 1;
  const side = order.direction === 0 ? 'buy' : 'sell';
  return (
    <div className="order-result" data-testid="order-result" data-status={order.status} data-order-id={order.id} data-position-id={order.positionId}>
      {filled ? <CheckCircleFill className="result-icon is-ok" /> : <ClockCircleFill className="result-icon is-wait" />}
      <h2>{t(filled ? 'payment.result.filled' : 'payment.result.entrusted')}</h2>
      <p className="result-text">
        {filled
          ? t('payment.result.filledText', { side: t(`payment.side.${side}`), quantity: qty(order.quantity), code: order.code, price: price(order.price) })
          : t('payment.result.entrustedText', { price: price(order.limitPrice ?? order.price) })}
      </p>
      <section className="order-card">
        <Lines
          testId="order-result-lines"
          rows={[
            [t('trade.fields.orderNo'), order.orderNo, 'orderNo'],
            [t('trade.fields.direction'), `${t(`payment.side.${side}`)} · ${t(order.orderType === 0 ? 'payment.orderType.market' : 'payment.orderType.limit')}`, 'direction'],
            [filled ? t('payment.result.fillPrice') : t('payment.cost.limitPrice'), `${price(order.price)} ${order.priceCurrency}`, 'price'],
            [t('payment.cost.quantity'), qty(order.quantity), 'quantity'],
            [t('payment.cost.notional'), `${price(order.total, 2)} ${order.priceCurrency}`, 'notional'],
            [`${t('payment.cost.margin')} (×${order.leverage} ${t(`payment.mode.${order.marginMode}`)})`, money(order.margin, order.currency), 'margin'],
            [t('trade.fields.fee'), money(order.fee, order.currency), 'fee'],
            [t('trade.fields.created'), formatDateTime(order.createTimeTimestamp), 'time'],
          ]}
        />
      </section>
      <div className="result-actions">
        {filled && order.positionId ? (
          <Button
            block
            color="primary"
            shape="rounded"
            onClick={() => nav.replace('/pages/trade/detail', { name: order.name, code: order.code, source: order.source, id: order.positionId, type: 0 })}
            data-testid="result-view-position"
          >
            {t('payment.result.viewPosition')}
          </Button>
        ) : (
          <Button block color="primary" shape="rounded" onClick={() => nav.go('/pages/trade/index', { tab: 2 })} data-testid="result-view-orders">
            {t('payment.result.viewOrders')}
          </Button>
        )}
        <Button block shape="rounded" onClick={() => nav.go('/pages/trade/index', { tab: filled ? 0 : 2 })} data-testid="result-to-trade">
          {t('payment.result.toTrade')}
        </Button>
        <Button block fill="none" color="primary" onClick={onAgain} data-testid="result-again">
          {t('payment.result.again')}
        </Button>
      </div>
    </div>
  );
}

import { conditionalApi, ERROR_CODES, marketApi, portfolioApi, tradingApi, walletApi, type TradeAccount, type MarketSession, type MinCount, type OrderInput, type OrderPreview, type StockQuote, type TradeOrder, type TradeRate } from '@app/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Button, Dialog, Popup, Switch, Toast } from 'antd-mobile';
import { CheckCircleFill, ClockCircleFill } from 'antd-mobile-icons';
import Decimal from 'decimal.js';
import { useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError, call } from '../../api/client.ts';
import { STALE } from '../../api/query-client.ts';
import { PageShell } from '../../components/PageShell.tsx';
import { DelayedLoading, Empty, LoadError } from '../../components/states.tsx';
import { SimulatedTag } from '../../components/Trend.tsx';
import { RuleCard } from '../../components/terms/RuleCard.tsx';
import { StatusBadge } from '../../components/market/StatusBadge.tsx';
import '../../components/market/market.css';
import { orderPathOf } from '../../components/market/quote-utils.ts';
import { FIELD_ERRORS, useTradeErrors } from '../../components/trade/errors.tsx';
import { exchangeTime, money, price, pricedIn, quantity as qty, ratePercent, unitLabel } from '../../components/trade/format.ts';
import { AttemptKeys } from '../../components/trade/idempotency.ts';
import { isShares } from '../../components/trade/rows.tsx';
import { PayPasswordSheet } from '../../components/money/PayPasswordSheet.tsx';
import { TradeConfirmationSheet } from '../../components/trade-confirmation/TradeConfirmationSheet.tsx';
import { cleanDecimalInput, decimalsOfStep, stepQuantity } from '../../components/trade/quantity.ts';
import { formatDateTime, formatPercent, formatSigned, trendOf } from '../../lib/format.ts';
import { useLiveQuote, useLiveQuotes, withLive } from '../../push/live.ts';
import { useNav } from '../../shell/nav.ts';
import { useSession } from '../../state/session.ts';
import { marketKeys } from '../market/queries.ts';
import { LoginRequired } from '../setting/LoginRequired.tsx';
import '../setting/setting.css';
import { invalidateTrading, tradeKeys, useMinCount, useRates } from '../trade/queries.ts';
import { portfolioKeys, useTicketTexts, useTradeAccount } from '../../components/portfolio/queries.ts';
import { queryClient } from '../../api/query-client.ts';
import type { PageProps } from '../types.ts';
import { createCallOf, orderBody, tickDecimals, validateForm, type FormErrors, type OrderForm } from './order-form.ts';
import { Field, Lines, Stepper } from './parts.tsx';
import { ConditionalFields, KindPicker, useOrderRules } from './ConditionalFields.tsx';
import { amountAllowed, conditionalBody, INITIAL_CONDITIONAL, isConditional, validateConditional, withAmount, type ConditionalForm } from './conditional-form.ts';
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

function OrderFormView({
  code,
  quote,
  session,
  min,
  rate,
  account,
  initialDirection,
  onDone,
}: {
  code: string;
  quote: StockQuote;
  session: MarketSession;
  min: MinCount;
  rate: TradeRate | undefined;
  account: TradeAccount;
  initialDirection: 0 | 1;
  onDone: (order: TradeOrder) => void;
}) {
  const { t } = useTranslation();
  const nav = useNav();
  const showError = useTradeErrors();
  const qPlaces = decimalsOfStep(min.step);
  const pDecimals = tickDecimals(quote.tickSize, quote.decimals);
  // Stocks: a cash account buys and sells shares (leverage 1); futures and forex open at the lowest leverage (issue 12).
  const isStock = min.market === 'US' || min.market === 'MX' || min.market === 'HK';
  const cash = account.account === 'cash';
  const { i18n } = useTranslation();
  const byStock = useQuery({
    queryKey: tradeKeys.byStock(code, i18n.language),
    queryFn: ({ signal }) => call(tradingApi.getByStock, { body: { code } }, { signal }),
    enabled: isStock,
    staleTime: 5_000,
  });
  const held = (byStock.data?.positions ?? []).filter((x) => x.direction === 0).reduce((sum, x) => sum.plus(x.positionNum), new Decimal(0));
  const [form, setForm] = useState<OrderForm>(() => ({
    direction: initialDirection,
    orderType: 0,
    quantity: min.minCount,
    price: '',
    leverage: isStock ? (cash ? 1 : rate?.defaultLeverage) : rate?.leverages[0],
    marginMode: 'half',
    stops: false,
    stopLoss: '',
    takeProfit: '',
  }));
  const set = (patch: Partial<OrderForm>) => setForm((f) => ({ ...f, ...patch }));
  // Conditional orders, time in force, extended hours, buy by amount (issue 21; conditional-form.ts).
  const [cond, setCond] = useState<ConditionalForm>(INITIAL_CONDITIONAL);
  const patchCond = (patch: Partial<ConditionalForm>) => setCond((c) => ({ ...c, ...patch }));
  const orderRules = useOrderRules();
  // "Sell" on shares held (or on a cash account) sells them, at the market.
  const sellsHolding = isStock && form.direction === 1 && !form.short && (held.gt(0) || cash);
  const leveraged = !isStock || (!cash && !sellsHolding);
  useEffect(() => {
    if (sellsHolding && form.orderType !== 0) setForm((f) => ({ ...f, orderType: 0 }));
    if (sellsHolding && (cond.kind === 'limit' || cond.bracket)) setCond((c) => ({ ...c, kind: c.kind === 'limit' ? 'market' : c.kind, bracket: false }));
  }, [sellsHolding, form.orderType, cond.kind, cond.bracket]);
  const conditional = isConditional(cond);
  const canByAmount = amountAllowed(min.market, form.direction, cond, cash);
  const byAmount = cond.byAmount && canByAmount;
  const condError = validateConditional(cond, byAmount);
  const formErrors = validateForm(form, min);
  // Buying by amount, the server works out the quantity.
  const errors: FormErrors = { ...formErrors };
  if (byAmount) delete errors.quantity;
  const valid = Object.keys(errors).length === 0 && !condError;
  const body = useMemo(() => (byAmount ? withAmount(orderBody(code, form, rate), cond) : orderBody(code, conditional ? { ...form, stops: false } : form, rate)), [code, form, rate, byAmount, cond, conditional]);

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
  const [risk, setRisk] = useState(false);
  const keys = useRef(new AttemptKeys());
  // The price the user confirmed (market orders): the server refuses a fill outside the published band.
  const confirmedPrice = useRef<string | undefined>(undefined);
  const needsRiskNotice = !isStock && !account.riskNoticeAcknowledged;

  const side = form.direction === 0 ? 'buy' : 'sell';
  // A conditional order waits for its trigger: it may be placed while the market is closed (a bracket at the market may not).
  const closedForMarket = p ? !p.marketOpen && form.orderType === 0 && !(conditional && cond.kind !== 'market') : false;
  const oversell = Boolean(p?.sell && new Decimal(p.quantity).gt(p.sell.held));
  const canConfirm = valid && Boolean(p) && !preview.isError && (Boolean(p?.enough) || Boolean(p?.sell)) && !closedForMarket && !oversell;

  function stepPrice(direction: 1 | -1) {
    const tick = new Decimal(quote.tickSize || 10 ** -pDecimals);
    const base = /^\d+(\.\d+)?$/.test(form.price) ? new Decimal(form.price) : new Decimal(quote.price_nominal);
    const next = Decimal.max(tick, base.dividedBy(tick).round().plus(direction).times(tick));
    set({ price: next.toFixed(pDecimals) });
  }

  async function submit(payPassword: string) {
    if (conditional) {
      const sentConditional = conditionalBody(body, cond);
      const key = keys.current.keyFor(sentConditional);
      await call(conditionalApi.create, { body: { ...sentConditional, payPassword, idempotencyKey: key } });
      keys.current.reset();
      setPaying(false);
      void invalidateTrading();
      Toast.show({ icon: 'success', content: t('conditional.placed'), duration: 2000 });
      nav.go('/pages/trade/index', { tab: '2' });
      return;
    }
    const sent = { ...body, ...(form.orderType === 0 && confirmedPrice.current ? { confirmedPrice: confirmedPrice.current } : {}) };
    const key = keys.current.keyFor(sent);
    const order = await call(createCallOf(min.market), { body: { ...sent, payPassword, idempotencyKey: key } });
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
              <small>{isStock ? t(d === 0 ? 'ticket.buyShares' : form.short ? 'ticket.short' : 'ticket.sellShares') : t(d === 0 ? 'payment.side.long' : 'payment.side.short')}</small>
            </button>
          ))}
        </div>

        {isStock && (
          <p className="order-held" data-testid="order-held" data-held={held.toFixed()}>
            {held.gt(0) ? t('ticket.own', { count: Number(held.toFixed()), code: quote.stock_code }) : t('ticket.ownNone', { code: quote.stock_code })}
            {cash ? ` · ${t('ticket.cashAccount')}` : ` · ${t('ticket.marginAccount')}`}
          </p>
        )}
        {isStock && cash && <MarginApply status={account.marginApplication} />}
        {isStock && !cash && form.direction === 1 && (
          <div className="order-field-head" data-testid="order-short">
            <span className="order-field-label">
              {t('ticket.short')} <small className="muted">{t('ticket.shortHint')}</small>
            </span>
            <Switch checked={Boolean(form.short)} onChange={(v) => set({ short: v })} data-testid="order-short-toggle" />
          </div>
        )}
        <KindPicker
          value={cond.kind}
          sellsHolding={sellsHolding}
          onChange={(kind) => {
            patchCond({ kind, ...(kind !== 'limit' ? { extended: false } : {}), ...(kind === 'trailing' || kind === 'stop_limit' ? { bracket: false } : {}), ...(kind !== 'market' ? { byAmount: false } : {}) });
            const ot = kind === 'limit' ? 1 : 0;
            set({ orderType: ot, ...(ot === 1 && !form.price ? { price: new Decimal(quote.price_nominal).toFixed(pDecimals) } : {}) });
          }}
        />
        {sellsHolding && cond.kind === 'market' && (
          <p className="order-held" data-testid="order-market-only">
            {t('ticket.marketOnly')}
          </p>
        )}

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

        {!byAmount && (
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
        )}

        <ConditionalFields
          market={min.market}
          direction={form.direction}
          sellsHolding={sellsHolding}
          amountAllowed={canByAmount}
          value={cond}
          onChange={patchCond}
          currency={quote.currency}
          priceDecimals={pDecimals}
          placeholder={price(quote.price_nominal, pDecimals)}
          error={condError}
          serverError={previewError?.errorCode === ERROR_CODES.ORDER_AMOUNT_TOO_SMALL || previewError?.errorCode === ERROR_CODES.ORDER_AMOUNT_NOT_ALLOWED ? previewError.message : undefined}
          rules={orderRules.data}
        />

        {leveraged && rate && rate.leverages.length > 1 && (
          <Field label={t('payment.fields.leverage')} testId="order-leverage" error={fieldOfPreviewError === 'leverage' ? previewError?.message : undefined}>
            <div className="pay-chip-row">
              {rate.leverages.map((lev) => (
                <button
                  key={lev}
                  type="button"
                  className={`pay-chip${(form.leverage ?? rate.defaultLeverage) === lev ? ' active' : ''}`}
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

        {leveraged && rate && rate.marginModes.length > 1 && (
          <Field label={t('payment.fields.marginMode')} hint={t(form.marginMode === 'half' ? 'payment.mode.halfHint' : 'payment.mode.fullHint')} testId="order-margin-mode">
            <div className="pay-chip-row">
              {rate.marginModes.map((mode) => (
                <button
                  key={mode}
                  type="button"
                  className={`pay-chip${form.marginMode === mode ? ' active' : ''}`}
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

        {!sellsHolding && !conditional && !cond.bracket && (
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
        )}
      </section>

      <RuleCard product="trading" item={min.market} timeZone={session.timezone} testId="order-rule" />
      {(conditional || byAmount || cond.kind !== 'market') && <RuleCard product="trading-orders" item="ALL" timeZone={session.timezone} testId="order-rule-conditional" />}

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
        {p && !p.enough && !p.sell ? (
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
          onClick={() => (needsRiskNotice ? setRisk(true) : setConfirming(true))}
          data-testid="order-submit"
        >
          {t(`payment.confirm.${side}`, { code: quote.stock_code })}
        </Button>
      </div>

      <ConfirmSheet
        visible={confirming}
        preview={p}
        body={body}
        note={conditional ? <ConditionalNote form={cond} currency={quote.currency} /> : undefined}
        onClose={() => setConfirming(false)}
        onPay={(confirmed) => {
          confirmedPrice.current = confirmed;
          setConfirming(false);
          setPaying(true);
        }}
      />
      <RiskNoticeSheet
        visible={risk}
        onClose={() => setRisk(false)}
        onAccept={async () => {
          await call(portfolioApi.acknowledgeRisk, { body: { version: 1 } });
          await queryClient.invalidateQueries({ queryKey: portfolioKeys.account() });
          setRisk(false);
          setConfirming(true);
        }}
      />
      <PayPasswordSheet
        visible={paying}
        summary={p ? `${t(`payment.side.${side}`)} ${qty(p.quantity)} ${p.code} · ${money(p.sell ? p.sell.proceeds : p.total, p.currency)}` : undefined}
        onClose={() => setPaying(false)}
        onError={(err) => {
          void preview.refetch();
          if (err instanceof ApiError && err.errorCode === ERROR_CODES.PRICE_MOVED) {
            // The fill would be worse than the confirmed price beyond the band: ask again at the new price.
            void Dialog.confirm({
              title: t('ticket.moved.title'),
              content: <span data-testid="order-price-moved">{err.message}</span>,
              confirmText: <span data-testid="order-price-moved-confirm">{t('ticket.moved.confirm')}</span>,
              cancelText: t('common.cancel'),
              onConfirm: () => setConfirming(true),
            });
            return;
          }
          showError(err);
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
          [t(p.orderType === 0 ? 'payment.cost.fillPrice' : 'payment.cost.limitPrice'), pricedIn(p.price, p.priceCurrency), 'price'],
          [t('payment.cost.quantity'), `${qty(p.quantity)} ${unitLabel(t, p.market, p.quantity)}`, 'quantity'],
          [t('payment.cost.notional'), pricedIn(p.notional, p.priceCurrency, 2), 'notional'],
          p.conversion && [t('payment.cost.conversion'), t('payment.cost.conversionValue', { from: p.conversion.from, to: p.conversion.to, rate: p.conversion.rate }), 'conversion'],
          p.conversion && [t('payment.cost.notionalWallet', { currency: p.conversion.to }), money(p.conversion.notional, p.currency), 'notionalWallet'],
          !p.sell && [marginLabel(t, p), money(p.margin, p.currency), 'margin'],
          [feeLabel(t, p), money(p.fee, p.currency), 'fee'],
          p.sell && [t('ticket.iva'), money(p.sell.iva, p.currency), 'iva'],
          !p.sell && p.liquidationPrice !== undefined && [t('payment.cost.liquidationPrice'), price(p.liquidationPrice), 'liquidation'],
        ]}
      />
      <div className="cost-total" data-testid="order-cost-total">
        <span>{t(p.sell ? 'ticket.proceeds' : 'payment.cost.total')}</span>
        <strong className="num" data-testid={p.sell ? 'order-proceeds' : undefined}>
          {money(p.sell ? p.sell.proceeds : p.total, p.currency)}
        </strong>
      </div>
      {p.totalMxn && !p.sell && (
        <div className="cost-sub num" data-testid="order-cost-mxn">
          <span>{t('payment.cost.totalMxn')}</span>
          <span>≈ {money(p.totalMxn, 'MXN')}</span>
        </div>
      )}
      {p.sell && new Decimal(p.quantity).gt(p.sell.held) && (
        <p className="order-field-error" role="alert" data-testid="order-oversell">
          {t('ticket.own', { count: Number(p.sell.held), code: p.code })}
        </p>
      )}
      <div className={`cost-sub num${p.enough || p.sell ? '' : ' is-short'}`} data-testid="order-cost-available">
        <span>{t('payment.cost.available', { wallet })}</span>
        <span>{money(p.available, p.currency)}</span>
      </div>
      {!p.enough && !p.sell && (
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

/** "Margin (×2 Isolated)" for leveraged orders; "Gross amount" for shares bought without leverage. */
function marginLabel(t: (key: string) => string, p: OrderPreview): string {
  const shares = p.leverage === 1 && p.direction === 0 && (p.market === 'US' || p.market === 'MX' || p.market === 'HK');
  return shares ? t('ticket.gross') : `${t('payment.cost.margin')} (×${p.leverage} ${t(`payment.mode.${p.marginMode}`)})`;
}

/** A minimum fee shown as a minimum: "Commission (0.10 %, at least MX$10.00)". */
function feeLabel(t: (key: string, options?: Record<string, string>) => string, p: OrderPreview): string {
  return p.minFee ? t('ticket.feeMin', { rate: ratePercent(p.feeRate), min: money(p.minFee, p.currency) }) : t('payment.cost.fee', { rate: ratePercent(p.feeRate) });
}

/**
 * A cash account applies for a margin account (the MARGIN service application) after
 * reading the risk disclosure; an operator reviews it in the back office.
 */
function MarginApply({ status }: { status: TradeAccount['marginApplication'] }) {
  const { t } = useTranslation();
  const showError = useTradeErrors();
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  if (status === 'pending') {
    return (
      <p className="order-held" data-testid="margin-apply-pending">
        {t('ticket.marginApply.pending')}
      </p>
    );
  }
  return (
    <>
      {status === 'rejected' && (
        <p className="order-held" data-testid="margin-apply-rejected">
          {t('ticket.marginApply.rejected')}
        </p>
      )}
      <button type="button" className="tr-link" onClick={() => setOpen(true)} data-testid="margin-apply">
        {t('ticket.marginApply.link')}
      </button>
      <Popup visible={open} onMaskClick={() => setOpen(false)} bodyClassName="confirm-sheet" destroyOnClose data-testid="margin-apply-sheet">
        <h3>{t('ticket.marginApply.title')}</h3>
        <p className="cost-note" data-testid="margin-apply-disclosure">
          {t('ticket.marginApply.body')}
        </p>
        <div className="confirm-actions">
          <Button shape="rounded" onClick={() => setOpen(false)} data-testid="margin-apply-cancel">
            {t('common.cancel')}
          </Button>
          <Button
            shape="rounded"
            color="primary"
            loading={busy}
            onClick={() => {
              setBusy(true);
              call(walletApi.applyService, { body: { service: 'MARGIN', remark: 'margin risk disclosure v1 accepted' } })
                .then(() => queryClient.invalidateQueries({ queryKey: portfolioKeys.account() }))
                .then(() => setOpen(false))
                .catch(showError)
                .finally(() => setBusy(false));
            }}
            data-testid="margin-apply-accept"
          >
            {t('ticket.marginApply.accept')}
          </Button>
        </div>
      </Popup>
    </>
  );
}

/** Shown once before the first futures or forex order; accepting is stored on the server. */
function RiskNoticeSheet({ visible, onClose, onAccept }: { visible: boolean; onClose: () => void; onAccept: () => Promise<void> }) {
  const { t } = useTranslation();
  const [busy, setBusy] = useState(false);
  return (
    <Popup visible={visible} onMaskClick={onClose} bodyClassName="confirm-sheet" destroyOnClose data-testid="risk-notice">
      <h3>{t('ticket.risk.title')}</h3>
      <p className="cost-note" data-testid="risk-notice-text">
        {t('ticket.risk.body')}
      </p>
      <div className="confirm-actions">
        <Button shape="rounded" onClick={onClose} data-testid="risk-notice-cancel">
          {t('ticket.risk.cancel')}
        </Button>
        <Button
          shape="rounded"
          color="primary"
          loading={busy}
          onClick={() => {
            setBusy(true);
            void onAccept().finally(() => setBusy(false));
          }}
          data-testid="risk-notice-accept"
        >
          {t('ticket.risk.accept')}
        </Button>
      </div>
    </Popup>
  );
}

/** What a conditional order waits for, on the confirmation (issue 21). */
function ConditionalNote({ form: c, currency }: { form: ConditionalForm; currency: string }) {
  const { t } = useTranslation();
  return (
    <Lines
      testId="order-confirm-conditional"
      rows={[
        [t('conditional.confirm.conditional'), t('conditional.confirm.summary', { kind: t(`conditional.kind.${c.kind}`), tif: t(`conditional.tif.${c.tif}`) }) + (c.extended ? ` · ${t('conditional.extended')}` : ''), 'kind'],
        (c.kind === 'stop' || c.kind === 'stop_limit') && [t('conditional.fields.trigger'), pricedIn(c.trigger, currency), 'trigger'],
        c.kind === 'stop_limit' && [t('conditional.fields.limit'), pricedIn(c.limit, currency), 'limit'],
        c.kind === 'trailing' && [t('conditional.fields.trailBy'), c.trailBy === 'percent' ? `${c.trail} %` : pricedIn(c.trail, currency), 'trail'],
        c.bracket && [t('conditional.fields.takeProfit'), pricedIn(c.takeProfit, currency), 'takeProfit'],
        c.bracket && [t('conditional.fields.stopLoss'), pricedIn(c.stopLoss, currency), 'stopLoss'],
      ]}
    />
  );
}

function ConfirmSheet({
  visible,
  preview,
  body,
  note,
  onClose,
  onPay,
}: {
  visible: boolean;
  preview: OrderPreview | undefined;
  body: OrderInput;
  note?: ReactNode;
  onClose: () => void;
  onPay: (confirmedPrice: string | undefined) => void;
}) {
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
          {note}
          <Lines
            testId="order-confirm-lines"
            rows={[
              [t('payment.confirm.type'), t(p.orderType === 0 ? 'payment.orderType.market' : 'payment.orderType.limit'), 'type'],
              [t(p.orderType === 0 ? 'payment.cost.fillPrice' : 'payment.cost.limitPrice'), pricedIn(p.price, p.priceCurrency), 'price'],
              [t('payment.cost.quantity'), `${qty(p.quantity)} ${unitLabel(t, p.market, p.quantity)}`, 'quantity'],
              [t('payment.cost.notional'), pricedIn(p.notional, p.priceCurrency, 2), 'notional'],
              p.conversion && [t('payment.cost.conversion'), t('payment.cost.conversionValue', { from: p.conversion.from, to: p.conversion.to, rate: p.conversion.rate }), 'conversion'],
              !p.sell && [marginLabel(t, p), money(p.margin, p.currency), 'margin'],
              [feeLabel(t, p), money(p.fee, p.currency), 'fee'],
              p.sell && [t('ticket.iva'), money(p.sell.iva, p.currency), 'iva'],
              body.stopLoss !== undefined && [t('payment.fields.stopLoss'), price(String(body.stopLoss)), 'stopLoss'],
              body.takeProfit !== undefined && [t('payment.fields.takeProfit'), price(String(body.takeProfit)), 'takeProfit'],
            ]}
          />
          <div className="cost-total">
            <span>{t(p.sell ? 'ticket.proceeds' : 'payment.cost.total')}</span>
            <strong className="num" data-testid="order-confirm-total">
              {money(p.sell ? p.sell.proceeds : p.total, p.currency)}
            </strong>
          </div>
          {p.totalMxn && !p.sell && (
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
          disabled={!p || fresh.isFetching || Boolean(fresh.error) || !(p.enough || p.sell)}
          loading={fresh.isFetching}
          loadingText={t('payment.confirm.refreshing')}
          onClick={() => onPay(p?.orderType === 0 ? p.price : undefined)}
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
  const [confirmation, setConfirmation] = useState<number>();
  const filled = order.status === 1;
  // A closing order keeps its position's direction: closing a long (selling shares held) is a sale.
  const side = (order.direction === 0) === (order.openClose === 0) ? 'buy' : 'sell';
  // Shares bought without leverage, or a sale, show no "Margin (×1 Isolated)" line (issue 12).
  const marginLine = order.openClose === 0 && !isShares(order);
  // A sale of held shares may close several lots, one order each: the answer is the last
  // order and `sale` the whole sale, so quantity and money come from `sale` when present.
  const sale = order.sale;
  const lots = sale?.orderIds ?? [order.id];
  return (
    <div className="order-result" data-testid="order-result" data-status={order.status} data-order-id={order.id} data-position-id={order.positionId}>
      {filled ? <CheckCircleFill className="result-icon is-ok" /> : <ClockCircleFill className="result-icon is-wait" />}
      <h2>{t(filled ? 'payment.result.filled' : 'payment.result.entrusted')}</h2>
      <p className="result-text">
        {filled
          ? t('payment.result.filledText', { side: t(`payment.side.${side}`), quantity: qty(sale?.quantity ?? order.quantity), code: order.code, price: price(order.price) })
          : t('payment.result.entrustedText', { price: price(order.limitPrice ?? order.price) })}
      </p>
      <section className="order-card">
        <Lines
          testId="order-result-lines"
          rows={
            sale
              ? [
                  lots.length > 1 ? [t('ticket.sale.lots'), String(lots.length), 'lots'] : [t('trade.fields.orderNo'), order.orderNo, 'orderNo'],
                  [t('trade.fields.direction'), `${t(`payment.side.${side}`)} · ${t('payment.orderType.market')}`, 'direction'],
                  [t('payment.result.fillPrice'), pricedIn(order.price, order.priceCurrency), 'price'],
                  [t('payment.cost.quantity'), qty(sale.quantity), 'quantity'],
                  [t('ticket.gross'), money(sale.gross, order.currency), 'gross'],
                  [t('trade.fields.fee'), money(sale.fee, order.currency), 'fee'],
                  [t('ticket.iva'), money(sale.iva, order.currency), 'iva'],
                  [<strong>{t('ticket.sale.net')}</strong>, <strong>{money(sale.net, order.currency)}</strong>, 'net'],
                  [t('trade.fields.created'), formatDateTime(order.createTimeTimestamp), 'time'],
                ]
              : [
                  [t('trade.fields.orderNo'), order.orderNo, 'orderNo'],
                  [t('trade.fields.direction'), `${t(`payment.side.${side}`)} · ${t(order.orderType === 0 ? 'payment.orderType.market' : 'payment.orderType.limit')}`, 'direction'],
                  [filled ? t('payment.result.fillPrice') : t('payment.cost.limitPrice'), pricedIn(order.price, order.priceCurrency), 'price'],
                  [t('payment.cost.quantity'), qty(order.quantity), 'quantity'],
                  [t('payment.cost.notional'), pricedIn(order.total, order.priceCurrency, 2), 'notional'],
                  marginLine && [`${t('payment.cost.margin')} (×${order.leverage} ${t(`payment.mode.${order.marginMode}`)})`, money(order.margin, order.currency), 'margin'],
                  [t('trade.fields.fee'), money(order.fee, order.currency), 'fee'],
                  [t('trade.fields.created'), formatDateTime(order.createTimeTimestamp), 'time'],
                ]
          }
        />
      </section>
      {filled && (
        // The fill's trade confirmation (gross, commission, IVA, net, settlement), reachable from the order (issue 12); one per lot a sale closed.
        <div className="result-confirmations">
          {lots.map((id, i) => (
            <button type="button" key={id} className="detail-confirmation-link" onClick={() => setConfirmation(id)} data-testid={i === lots.length - 1 ? 'result-confirmation' : `result-confirmation-${id}`}>
              {t('statement.seeConfirmation')}
              {lots.length > 1 ? ` · ${t('ticket.sale.lot', { n: i + 1, total: lots.length })}` : ''} ›
            </button>
          ))}
        </div>
      )}
      <TradeConfirmationSheet orderId={confirmation} onClose={() => setConfirmation(undefined)} />
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

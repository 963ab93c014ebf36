import { tradingApi, type TradePosition } from '@app/contracts';
import { Button } from 'antd-mobile';
import { CheckCircleFill } from 'antd-mobile-icons';
import Decimal from 'decimal.js';
import { useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { call } from '../../api/client.ts';
import { PageShell } from '../../components/PageShell.tsx';
import { DelayedLoading, Empty, LoadError } from '../../components/states.tsx';
import { Trend } from '../../components/Trend.tsx';
import { StatusBadge } from '../../components/market/StatusBadge.tsx';
import '../../components/market/market.css';
import { estimateClose } from '../../components/trade/close-estimate.ts';
import { useTradeErrors } from '../../components/trade/errors.tsx';
import { money, price, quantity as qty, signedMoney, unitLabel } from '../../components/trade/format.ts';
import { AttemptKeys } from '../../components/trade/idempotency.ts';
import { liveFigures, markOf } from '../../components/trade/live-pnl.ts';
import { PayPasswordSheet } from '../../components/money/PayPasswordSheet.tsx';
import { cleanDecimalInput, decimalsOfStep, fractionOf, stepQuantity, validateQuantity } from '../../components/trade/quantity.ts';
import { isShares, SideChips } from '../../components/trade/rows.tsx';
import { formatDateTime, formatPercent } from '../../lib/format.ts';
import { useLiveQuote, useLiveQuotes } from '../../push/live.ts';
import { useNav } from '../../shell/nav.ts';
import { useSession } from '../../state/session.ts';
import { LoginRequired } from '../setting/LoginRequired.tsx';
import '../setting/setting.css';
import { invalidateTrading, useMinCount, usePosition, useRates, useTradingEvents } from '../trade/queries.ts';
import type { PageProps } from '../types.ts';
import { Field, Lines, Stepper } from './parts.tsx';
import './payment.css';

type CloseResult = { closed: TradePosition; remaining?: TradePosition | undefined };

/**
 * Close a position (/pages/payment/close; query name, code, source and id = the position):
 * all of it or part of it at the market, with the estimated P/L, fee and proceeds at the
 * live price, the transaction password, then the realized result.
 */
export function ClosePage({ route, query }: PageProps) {
  const { t } = useTranslation();
  const { token } = useSession();
  const id = Number(query.id);
  let body: ReactNode;
  if (!token) body = <LoginRequired text={t('trade.guest.text')} />;
  else if (!Number.isSafeInteger(id) || id <= 0) body = <Empty text={t('trade.detail.missingId')} />;
  else body = <CloseScreen id={id} />;
  // Shares held are sold, not "closed" (issue 28.7): the page says so once the position is known.
  const position = usePosition(Number.isSafeInteger(id) && id > 0 && token ? id : 0);
  const title = position.data && isShares(position.data) ? t('payment.close.sellPage') : t(`nav.title.${route.title}`);
  return <PageShell title={title}>{body}</PageShell>;
}

function CloseScreen({ id }: { id: number }) {
  const { t } = useTranslation();
  const position = usePosition(id);
  const p = position.data;
  const min = useMinCount(p?.code ?? '');
  const rates = useRates();
  const [result, setResult] = useState<CloseResult>();
  useTradingEvents();
  if (result) return <CloseResultView result={result} />;
  if ((position.isError && !p) || (min.isError && !min.data)) {
    return (
      <LoadError
        onRetry={() => {
          void position.refetch();
          void min.refetch();
        }}
      />
    );
  }
  if (!p || !min.data || !rates.data) return <DelayedLoading />;
  if (p.status !== 0) return <Empty text={t('payment.close.alreadyClosed')} />;
  return <CloseForm position={p} step={{ minCount: min.data.minCount, step: min.data.step }} rate={rates.data.list.find((r) => r.market === p.market)} onDone={setResult} />;
}

function CloseForm({
  position: p,
  step,
  rate,
  onDone,
}: {
  position: TradePosition;
  step: { minCount: string; step: string };
  rate: import('@app/contracts').TradeRate | undefined;
  onDone: (r: CloseResult) => void;
}) {
  const { t } = useTranslation();
  const showError = useTradeErrors();
  useLiveQuotes([p.code]);
  const quote = useLiveQuote(p.code);
  const mark = markOf(p.direction, quote);
  const live = liveFigures(p, mark);
  const [mode, setMode] = useState<'all' | 'part'>('all');
  const [part, setPart] = useState(() => fractionOf(p.positionNum, 0.5, step));
  const places = decimalsOfStep(step.step);
  const rules = { ...step, maxCount: p.positionNum };
  const amount = mode === 'all' ? p.positionNum : part;
  const error = mode === 'part' ? validateQuantity(part, rules) : undefined;
  const estimate = error ? undefined : estimateClose(p, mark ?? new Decimal(p.currentPrice), amount, rate);
  const [paying, setPaying] = useState(false);
  const keys = useRef(new AttemptKeys());
  const unit = unitLabel(t, p.market, p.positionNum);
  const amountUnit = unitLabel(t, p.market, amount);
  // A holding of shares is sold, not "closed" (issue 12).
  const confirmText = t(isShares(p) ? 'payment.close.sellConfirm' : 'payment.close.confirm', { quantity: qty(amount), code: p.code });

  async function submit(payPassword: string) {
    const body = { positionId: p.id, ...(mode === 'part' && part !== p.positionNum ? { quantity: part } : {}) };
    const res = await call(tradingApi.flatPosition, { body: { ...body, payPassword, idempotencyKey: keys.current.keyFor(body) } });
    keys.current.reset();
    setPaying(false);
    void invalidateTrading();
    onDone({ closed: res.closed, remaining: res.remaining });
  }

  return (
    <div className="order-page side-close" data-testid="close-page" data-position-id={p.id}>
      <section className="order-quote">
        <div className="order-quote-main">
          <div>
            <div className="order-quote-code">
              {p.code} <span className="order-quote-exchange">{p.name}</span>
            </div>
            {/* Shares bought without leverage read as shares: no "Long ×1 · Isolated" (issue 12). */}
            {!isShares(p) && <SideChips direction={p.direction} leverage={p.leverage} marginMode={p.marginMode} />}
          </div>
          <div className="order-quote-side">
            {quote && <StatusBadge status={quote.status} />}
            <Trend change={live.profit} className="close-live-pnl">
              <span data-testid="close-profit">{signedMoney(live.profit, p.currency)}</span>
            </Trend>
            <Trend change={live.zdf}>{formatPercent(live.zdf)}</Trend>
          </div>
        </div>
        <Lines
          rows={[
            [t('trade.fields.quantity'), `${qty(p.positionNum)} ${unit}`, 'held'],
            [isShares(p) ? t('ticket.portfolio.averageCost') : t('trade.fields.openPrice'), price(p.openPrice), 'open'],
            [t('payment.close.closePrice'), price(live.currentPrice), 'mark'],
            !isShares(p) && [t('trade.fields.margin'), money(p.margin, p.currency), 'margin'],
            [t('trade.fields.openTime'), formatDateTime(p.openTime), 'openTime'],
          ]}
        />
      </section>

      <section className="order-card">
        <div className="type-toggle" role="tablist" data-testid="close-mode">
          {(['all', 'part'] as const).map((m) => (
            <button key={m} type="button" role="tab" aria-selected={mode === m} className={mode === m ? 'active' : undefined} onClick={() => setMode(m)} data-testid={`close-mode-${m}`}>
              {t(`payment.close.${m}`)}
            </button>
          ))}
        </div>
        <Field
          label={t('payment.close.quantity')}
          extra={<span className="order-field-unit">{t('payment.close.of', { total: `${qty(p.positionNum)} ${unit}` })}</span>}
          error={error ? t(`payment.errors.quantity.${error}`, { min: step.minCount, max: p.positionNum, step: step.step }) : undefined}
          hint={t('payment.close.marketNote')}
          testId="close-quantity-field"
        >
          {mode === 'all' ? (
            <div className="market-price-box num" data-testid="close-all-quantity">
              {qty(p.positionNum)} {unit}
            </div>
          ) : (
            <>
              <Stepper
                label={t('payment.close.quantity')}
                value={part}
                onChange={(v) => setPart(cleanDecimalInput(v, places))}
                onStep={(d) => setPart(stepQuantity(part, rules, d))}
                invalid={Boolean(error)}
                testId="close-quantity"
              />
              <div className="pay-chip-row fractions">
                {[0.25, 0.5, 0.75].map((f) => (
                  <button key={f} type="button" className="pay-chip" onClick={() => setPart(fractionOf(p.positionNum, f, step))} data-testid={`close-fraction-${f * 100}`}>
                    {f * 100}%
                  </button>
                ))}
              </div>
            </>
          )}
        </Field>
      </section>

      <section className="order-card cost-card" data-testid="close-estimate">
        <h3>{t('payment.close.estimate')}</h3>
        {estimate ? (
          <>
            <Lines
              rows={[
                [t('payment.close.closePrice'), `${price(live.currentPrice)} ${p.priceCurrency}`, 'price'],
                [t('payment.close.quantity'), `${qty(amount)} ${amountUnit}`, 'quantity'],
                [t('payment.close.priceMove'), signedMoney(estimate.priceProfit, p.currency), 'priceProfit'],
                estimate.openFee !== '0.00' && [t('payment.close.openFee'), money(estimate.openFee, p.currency), 'openFee'],
                estimate.openIva !== '0.00' && [t('payment.close.openIva'), money(estimate.openIva, p.currency), 'openIva'],
                estimate.fee !== undefined && [t('payment.close.fee'), money(estimate.fee, p.currency), 'fee'],
                estimate.iva !== undefined && estimate.iva !== '0.00' && [t('ticket.iva'), money(estimate.iva, p.currency), 'iva'],
                estimate.profit !== undefined && [
                  <strong key="l">{t('payment.close.estimateNet')}</strong>,
                  <Trend key="pnl" change={estimate.profit}>
                    <strong data-testid="close-estimate-profit">{signedMoney(estimate.profit, p.currency)}</strong>
                  </Trend>,
                  'profit',
                ],
              ]}
            />
            {estimate.receive !== undefined && (
              <div className="cost-total">
                <span>{t('payment.close.receive')}</span>
                <strong className="num" data-testid="close-receive">
                  ≈ {money(estimate.receive, p.currency)}
                </strong>
              </div>
            )}
          </>
        ) : (
          <p className="cost-note">{t('payment.cost.waiting')}</p>
        )}
      </section>

      <div className="order-bar">
        <Button block shape="rounded" size="large" color="primary" disabled={Boolean(error)} onClick={() => setPaying(true)} data-testid="close-submit">
          {confirmText}
        </Button>
      </div>

      <PayPasswordSheet
        visible={paying}
        title={t(isShares(p) ? 'payment.close.sellTitle' : 'payment.close.title')}
        summary={`${confirmText}${estimate?.receive !== undefined ? ` · ${t('payment.close.receive')} ${money(estimate.receive, p.currency)}` : ''}`}
        onClose={() => setPaying(false)}
        onError={showError}
        onSubmit={submit}
      />
    </div>
  );
}

function CloseResultView({ result }: { result: CloseResult }) {
  const { t } = useTranslation();
  const nav = useNav();
  const c = result.closed;
  const unit = unitLabel(t, c.market, c.positionNum);
  return (
    <div className="order-result" data-testid="close-result" data-position-id={c.id}>
      <CheckCircleFill className="result-icon is-ok" />
      <h2>{t(isShares(c) ? (result.remaining ? 'payment.close.partSold' : 'payment.close.sold') : result.remaining ? 'payment.close.partDone' : 'payment.close.done')}</h2>
      <div className="result-pnl">
        <span>{t('payment.close.realized')}</span>
        <Trend change={c.profit} className="result-pnl-value">
          <span data-testid="close-result-profit">{signedMoney(c.profit, c.currency)}</span>
        </Trend>
      </div>
      <section className="order-card">
        <Lines
          rows={[
            [t('trade.fields.quantity'), `${qty(c.positionNum)} ${unit}`, 'quantity'],
            [t('trade.fields.openPrice'), price(c.openPrice), 'open'],
            [t('trade.fields.closePrice'), price(c.closePrice), 'close'],
            [t('trade.fields.fee'), money(c.handlingFee, c.currency), 'fee'],
            [t('trade.fields.returnPct'), formatPercent(c.zdf), 'zdf'],
            c.closeTime !== undefined && [t('trade.fields.closeTime'), formatDateTime(c.closeTime), 'time'],
          ]}
        />
        {result.remaining && <p className="cost-note">{t('payment.close.remaining', { quantity: `${qty(result.remaining.positionNum)} ${unit}` })}</p>}
      </section>
      <div className="result-actions">
        <Button block color="primary" shape="rounded" onClick={() => nav.go('/pages/trade/index', { tab: 1 })} data-testid="close-view-closed">
          {t('payment.close.viewClosed')}
        </Button>
        <Button block shape="rounded" onClick={() => nav.go('/pages/profile/transaction')} data-testid="close-view-statement">
          {t('payment.close.viewStatement')}
        </Button>
      </div>
    </div>
  );
}

import { type OrderPreview } from '@app/contracts';
import Decimal from 'decimal.js';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { DelayedLoading } from '../../../../components/states.tsx';
import { exchangeTime, money, price, pricedIn, quantity as qty, ratePercent, unitLabel } from '../../../../components/trade/format.ts';
import { formatFxRate } from '../../../../lib/format.ts';
import { Lines } from '../../parts.tsx';
import { estimateAt, type Estimate, type PriceAt } from '../estimate/estimate.ts';

export function CostCard({
  preview,
  timeZone,
  loading,
  error,
  waiting,
  orderType,
  at,
}: {
  preview: OrderPreview | undefined;
  /** The executable price of the order (estimate.ts), from the live quote. */
  at: PriceAt | undefined;
  timeZone: string;
  loading: boolean;
  error: string | undefined;
  waiting: boolean;
  orderType: 0 | 1;
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
  else content = <CostLines preview={preview} at={at} timeZone={timeZone} />;
  return (
    <section className="order-card cost-card" data-testid="order-cost" data-order-type={orderType}>
      <h3>{t('payment.cost.title')}</h3>
      {content}
    </section>
  );
}

function CostLines({ preview: p, at, timeZone }: { preview: OrderPreview; at: PriceAt | undefined; timeZone: string }) {
  const { t } = useTranslation();
  const e = estimateOf(p, at);
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
          ...estimateRows(t, p, e),
          p.conversion && [t('payment.cost.notionalWallet', { currency: p.conversion.to }), money(p.conversion.notional, p.currency), 'notionalWallet'],
          !p.sell && p.liquidationPrice !== undefined && [t('payment.cost.liquidationPrice'), price(p.liquidationPrice), 'liquidation'],
        ]}
      />
      <div className="cost-total" data-testid="order-cost-total">
        <span>{t(p.sell ? 'ticket.proceeds' : 'payment.cost.total')}</span>
        <strong className="num" data-testid={p.sell ? 'order-proceeds' : undefined}>
          {money(e.proceeds ?? e.total, p.currency)}
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
      {/* Not enough money is said once, in the order bar with its transfer link (issue 28.6). */}
      {!p.fillsNow && p.marketOpen && <p className="cost-note">{t('payment.cost.rests')}</p>}
    </>
  );
}

/** The estimate at the order's executable price, or at the preview's own price (its basis as the server names it). */
export function estimateOf(p: OrderPreview, at: PriceAt | undefined): Estimate {
  return estimateAt(p, at ?? { price: new Decimal(p.price), basis: p.priceBasis ?? (p.fillsNow ? (p.direction === 0 ? 'ask' : 'bid') : 'limit') });
}

type T = (key: string, options?: Record<string, unknown>) => string;

/**
 * The estimate's lines, on the cost card and the confirmation (issue 28): the price and what
 * it is (the ask, the bid, your limit, your stop), the quantity, the notional, the conversion,
 * the margin of a leveraged order (shares bought outright have none: their notional is what
 * they cost), the commission and its IVA, each named.
 */
export function estimateRows(t: T, p: OrderPreview, e: Estimate): Parameters<typeof Lines>[0]['rows'] {
  const shares = p.leverage === 1 && (p.market === 'US' || p.market === 'MX' || p.market === 'HK');
  return [
    [t(`payment.basis.${e.basis}`), pricedIn(e.price, p.priceCurrency), 'price'],
    [t('payment.cost.quantity'), `${qty(p.quantity)} ${unitLabel(t, p.market, p.quantity)}`, 'quantity'],
    [t('payment.cost.notional'), pricedIn(e.notional, p.priceCurrency, 2), 'notional'],
    // A rate as a market writes it (USD/MXN 20.2696), whichever way the money goes (issue 28.9).
    p.conversion && [t('payment.cost.conversion'), formatFxRate(p.conversion.rate, p.conversion.from, p.conversion.to), 'conversion'],
    !p.sell && !shares && [marginLabel(t, p), money(e.margin, p.currency), 'margin'],
    [feeLabel(t, p), money(e.fee, p.currency), 'fee'],
    e.iva !== '0.00' && [p.ivaRate ? t('payment.cost.iva', { rate: ratePercent(p.ivaRate) }) : t('ticket.iva'), money(e.iva, p.currency), 'iva'],
  ];
}

/** "Margin (×2 Isolated)" for leveraged orders; "Gross amount" for shares bought without leverage. */
export function marginLabel(t: (key: string) => string, p: OrderPreview): string {
  const shares = p.leverage === 1 && p.direction === 0 && (p.market === 'US' || p.market === 'MX' || p.market === 'HK');
  return shares ? t('ticket.gross') : `${t('payment.cost.margin')} (×${p.leverage} ${t(`payment.mode.${p.marginMode}`)})`;
}

/** A minimum fee shown as a minimum: "Commission (0.10 %, at least MX$10.00)". */
export function feeLabel(t: (key: string, options?: Record<string, string>) => string, p: OrderPreview): string {
  return p.minFee ? t('ticket.feeMin', { rate: ratePercent(p.feeRate), min: money(p.minFee, p.currency) }) : t('payment.cost.fee', { rate: ratePercent(p.feeRate) });
}


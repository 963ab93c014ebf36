import type { TradeOrder } from '@app/contracts';
import { Button } from 'antd-mobile';
import { CheckCircleFill, ClockCircleFill } from 'antd-mobile-icons';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { money, price, pricedIn, quantity as qty } from '../../../../components/trade/format.ts';
import { isShares } from '../../../../components/trade/rows.tsx';
import { TradeConfirmationSheet } from '../../../../components/trade-confirmation/TradeConfirmationSheet.tsx';
import { formatDateTime } from '../../../../lib/format.ts';
import { useNav } from '../../../../shell/nav.ts';
import { Lines } from '../../parts.tsx';

type T = (key: string, options?: Record<string, unknown>) => string;

/** The result's lines: a sale of held shares (summed over its lots), or an order. */
function resultRows(t: T, order: TradeOrder, side: 'buy' | 'sell', filled: boolean): Parameters<typeof Lines>[0]['rows'] {
  const sale = order.sale;
  const lots = sale?.orderIds ?? [order.id];
  // Shares bought without leverage, or a sale, show no "Margin (×1 Isolated)" line (issue 12).
  const marginLine = order.openClose === 0 && !isShares(order);
  return sale
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
      ];
}

export function OrderResult({ order, onAgain }: { order: TradeOrder; onAgain: () => void }) {
  const { t } = useTranslation();
  const nav = useNav();
  const [confirmation, setConfirmation] = useState<number>();
  const filled = order.status === 1;
  // A closing order keeps its position's direction: closing a long (selling shares held) is a sale.
  const side = (order.direction === 0) === (order.openClose === 0) ? 'buy' : 'sell';
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
            resultRows(t, order, side, filled)
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

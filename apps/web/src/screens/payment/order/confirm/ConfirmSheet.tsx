import { tradingApi, type OrderInput, type OrderPreview } from '@app/contracts';
import { useQuery } from '@tanstack/react-query';
import { Button, Popup } from 'antd-mobile';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { call } from '../../../../api/client.ts';
import { money, price, pricedIn } from '../../../../components/trade/format.ts';
import { Lines } from '../../parts.tsx';
import { estimateOf, estimateRows } from '../cost/CostCard.tsx';
import type { PriceAt } from '../estimate/estimate.ts';
import type { ConditionalForm } from '../conditional/conditional-form.ts';

/** What a conditional order waits for, on the confirmation (issue 21). */
export function ConditionalNote({ form: c, currency }: { form: ConditionalForm; currency: string }) {
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

/** What the order will be: its type, price, quantity, money and total. */
function ConfirmFigures({ preview: p, at, body, side, note }: { preview: OrderPreview; at: PriceAt | undefined; body: OrderInput; side: 'buy' | 'sell'; note: ReactNode }) {
  const { t } = useTranslation();
  const e = estimateOf(p, at);
  return (
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
          !note && [t('payment.confirm.type'), t(p.orderType === 0 ? 'payment.orderType.market' : 'payment.orderType.limit'), 'type'],
          ...estimateRows(t, p, e),
          body.stopLoss !== undefined && [t('payment.fields.stopLoss'), price(String(body.stopLoss)), 'stopLoss'],
          body.takeProfit !== undefined && [t('payment.fields.takeProfit'), price(String(body.takeProfit)), 'takeProfit'],
        ]}
      />
      <div className="cost-total">
        <span>{t(p.sell ? 'ticket.proceeds' : 'payment.cost.total')}</span>
        <strong className="num" data-testid="order-confirm-total">
          {money(e.proceeds ?? e.total, p.currency)}
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
  );
}

export function ConfirmSheet({
  visible,
  preview,
  body,
  note,
  at,
  onClose,
  onPay,
}: {
  visible: boolean;
  preview: OrderPreview | undefined;
  body: OrderInput;
  note?: ReactNode;
  /** The order's executable price now (estimate.ts). */
  at: PriceAt | undefined;
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
      {p && <ConfirmFigures preview={p} at={at} body={body} side={side} note={note} />}
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
          onClick={() => onPay(p?.orderType === 0 ? estimateOf(p, at).price : undefined)}
          data-testid="order-confirm-pay"
        >
          {t('payment.confirm.pay')}
        </Button>
      </div>
    </Popup>
  );
}


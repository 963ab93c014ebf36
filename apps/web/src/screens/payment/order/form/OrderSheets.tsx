import { conditionalApi, ERROR_CODES, portfolioApi, type MinCount, type OrderPreview, type TradeOrder } from '@app/contracts';
import { Dialog, Toast } from 'antd-mobile';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError, call } from '../../../../api/client.ts';
import { queryClient } from '../../../../api/query-client.ts';
import { PayPasswordSheet } from '../../../../components/money/PayPasswordSheet.tsx';
import { portfolioKeys } from '../../../../components/portfolio/queries.ts';
import { useTradeErrors } from '../../../../components/trade/errors.tsx';
import { money, quantity as qty } from '../../../../components/trade/format.ts';
import { AttemptKeys } from '../../../../components/trade/idempotency.ts';
import { useNav } from '../../../../shell/nav.ts';
import { invalidateTrading } from '../../../trade/queries.ts';
import { conditionalBody } from '../conditional/conditional-form.ts';
import { ConditionalNote, ConfirmSheet } from '../confirm/ConfirmSheet.tsx';
import { RiskNoticeSheet } from '../confirm/RiskNoticeSheet.tsx';
import { clearDraft } from './draft.ts';
import { createCallOf } from './order-form.ts';
import type { TicketState } from './use-ticket-form.ts';

/** Which sheet of the ticket is open: the confirmation, the risk notice or the transaction password. */
export type Sheet = 'confirm' | 'risk' | 'pay' | undefined;

interface Props {
  ticket: TicketState;
  min: MinCount;
  currency: string;
  preview: OrderPreview | undefined;
  refetchPreview: () => void;
  sheet: Sheet;
  setSheet: (sheet: Sheet) => void;
  onDone: (order: TradeOrder) => void;
}

/**
 * Places the ticket's order with the transaction password: a conditional order to
 * /orders/conditional/create, any other to its market's create call. One idempotency key
 * per confirmed attempt, reused on retry.
 */
function usePlaceOrder({ ticket, min, setSheet, onDone }: Pick<Props, 'ticket' | 'min' | 'setSheet' | 'onDone'>) {
  const { t } = useTranslation();
  const nav = useNav();
  const keys = useRef(new AttemptKeys());
  // The price the user confirmed (market orders): the server refuses a fill outside the published band.
  const confirmedPrice = useRef<string | undefined>(undefined);
  async function submit(payPassword: string) {
    if (ticket.conditional) {
      const sent = conditionalBody(ticket.body, ticket.cond);
      await call(conditionalApi.create, { body: { ...sent, payPassword, idempotencyKey: keys.current.keyFor(sent) } });
      keys.current.reset();
      clearDraft(ticket.body.code);
      setSheet(undefined);
      void invalidateTrading();
      Toast.show({ icon: 'success', content: t('conditional.placed'), duration: 2000 });
      nav.go('/pages/trade/index', { tab: '2' });
      return;
    }
    const sent = { ...ticket.body, ...(ticket.form.orderType === 0 && confirmedPrice.current ? { confirmedPrice: confirmedPrice.current } : {}) };
    const order = await call(createCallOf(min.market), { body: { ...sent, payPassword, idempotencyKey: keys.current.keyFor(sent) } });
    keys.current.reset();
    clearDraft(ticket.body.code);
    setSheet(undefined);
    void invalidateTrading();
    onDone(order);
  }
  return { submit, confirmedPrice };
}

/** The ticket's sheets: the confirmation (a fresh preview), the risk notice of futures and forex, the transaction password. */
export function OrderSheets({ ticket, min, currency, preview: p, refetchPreview, sheet, setSheet, onDone }: Props) {
  const { t } = useTranslation();
  const showError = useTradeErrors();
  const { submit, confirmedPrice } = usePlaceOrder({ ticket, min, setSheet, onDone });
  const side = ticket.form.direction === 0 ? 'buy' : 'sell';
  function onPayError(err: unknown) {
    refetchPreview();
    if (err instanceof ApiError && err.errorCode === ERROR_CODES.PRICE_MOVED) {
      // The fill would be worse than the confirmed price beyond the band: ask again at the new price.
      void Dialog.confirm({
        title: t('ticket.moved.title'),
        content: <span data-testid="order-price-moved">{err.message}</span>,
        confirmText: <span data-testid="order-price-moved-confirm">{t('ticket.moved.confirm')}</span>,
        cancelText: t('common.cancel'),
        onConfirm: () => setSheet('confirm'),
      });
      return;
    }
    showError(err);
  }
  return (
    <>
      <ConfirmSheet
        visible={sheet === 'confirm'}
        preview={p}
        body={ticket.body}
        at={ticket.at}
        note={ticket.conditional ? <ConditionalNote form={ticket.cond} currency={currency} /> : undefined}
        onClose={() => setSheet(undefined)}
        onPay={(confirmed) => {
          confirmedPrice.current = confirmed;
          setSheet('pay');
        }}
      />
      <RiskNoticeSheet
        visible={sheet === 'risk'}
        onClose={() => setSheet(undefined)}
        onAccept={async () => {
          await call(portfolioApi.acknowledgeRisk, { body: { version: 1 } });
          await queryClient.invalidateQueries({ queryKey: portfolioKeys.account() });
          setSheet('confirm');
        }}
      />
      <PayPasswordSheet
        visible={sheet === 'pay'}
        summary={p ? `${t(`payment.side.${side}`)} ${qty(p.quantity)} ${p.code} · ${money(p.sell ? p.sell.proceeds : p.total, p.currency)}` : undefined}
        onClose={() => setSheet(undefined)}
        onError={onPayError}
        onSubmit={submit}
      />
    </>
  );
}

import { conditionalApi, type ConditionalOrder, type TradeMarket } from '@app/contracts';
import { useMutation, useQuery } from '@tanstack/react-query';
import { Dialog, Toast } from 'antd-mobile';
import { memo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { call } from '../../api/client.ts';
import { PayPasswordSheet } from '../../components/money/PayPasswordSheet.tsx';
import { useTradeErrors } from '../../components/trade/errors.tsx';
import { price, quantity } from '../../components/trade/format.ts';
import { formatDate, formatDateTime } from '../../lib/format.ts';
import { useSession } from '../../state/session.ts';
import { STALE } from '../../api/query-client.ts';
import { invalidateTrading } from './queries.ts';

/** The caller's live conditional orders (issue 21), refreshed with the rest of trading (key under ['trade']). */
export function useConditionalOrders(market: TradeMarket | undefined) {
  const { token } = useSession();
  const lang = useTranslation().i18n.language;
  return useQuery({
    queryKey: ['trade', 'conditional', market ?? 'all', lang],
    queryFn: async ({ signal }) => {
      const page = await call(conditionalApi.list, { body: { live: true, pageSize: 50 } }, { signal });
      return market ? page.list.filter((o) => o.market === market) : page.list;
    },
    enabled: Boolean(token),
    staleTime: STALE.quotes,
  });
}

/**
 * The entrusted tab's conditional orders: each with its type, trigger, time in force and
 * state (a bracket's legs say which entry they belong to); a waiting one may be cancelled
 * with the transaction password.
 */
export function ConditionalList({ rows }: { rows: ConditionalOrder[] }) {
  const { t } = useTranslation();
  const showError = useTradeErrors();
  const [target, setTarget] = useState<ConditionalOrder>();
  const [sheet, setSheet] = useState(false);
  const cancel = useMutation({
    mutationFn: ({ id, payPassword }: { id: number; payPassword: string }) => call(conditionalApi.cancel, { body: { id, payPassword } }),
    onSuccess: () => {
      Toast.show({ icon: 'success', content: t('trade.cancel.done'), duration: 2000 });
      void invalidateTrading();
    },
  });
  if (!rows.length) return null;

  async function ask(order: ConditionalOrder) {
    const ok = await Dialog.confirm({
      title: t('conditional.cancel.title'),
      content: t('conditional.cancel.text', { kind: t(`conditional.kind.${order.kind}`), quantity: quantity(order.quantity), code: order.code }),
      confirmText: t('trade.cancel.confirm'),
      cancelText: t('trade.cancel.keep'),
    });
    if (!ok) return;
    setTarget(order);
    setSheet(true);
  }

  return (
    <section className="cond-section" data-testid="conditional-list">
      <h3 className="cond-title">{t('conditional.list.title')}</h3>
      <ul className="trade-list">
        {rows.map((o) => (
          <ConditionalRow key={o.id} order={o} onCancel={() => void ask(o)} cancelling={cancel.isPending && target?.id === o.id} />
        ))}
      </ul>
      <PayPasswordSheet
        visible={sheet}
        summary={target ? `${t('trade.cancel.button')} · ${target.code} · ${t(`conditional.kind.${target.kind}`)}` : undefined}
        onClose={() => setSheet(false)}
        onError={showError}
        onSubmit={async (payPassword) => {
          if (!target) return;
          await cancel.mutateAsync({ id: target.id, payPassword });
          setSheet(false);
        }}
      />
    </section>
  );
}

/** The price a conditional order waits for: its trigger, its limit, or where a trailing stop stands. */
function triggerOf(o: ConditionalOrder): { label: string; value: string } {
  if (o.kind === 'trailing') return { label: 'conditional.fields.trailStop', value: `${price(o.trailStop)}${o.trailPercent ? ` (${o.trailPercent} %)` : ''}` };
  if (o.triggerPrice) return { label: 'conditional.fields.trigger', value: price(o.triggerPrice) };
  return { label: 'conditional.fields.limit', value: price(o.limitPrice) };
}

const ConditionalRow = memo(function ConditionalRow({ order: o, onCancel, cancelling }: { order: ConditionalOrder; onCancel: () => void; cancelling: boolean }) {
  const { t } = useTranslation();
  const trigger = triggerOf(o);
  const cancellable = o.status === 'pending' || o.status === 'active' || (o.status === 'working' && !o.role);
  return (
    <li className="trade-row is-static" data-testid={`cond-${o.id}`} data-kind={o.kind} data-status={o.status} data-code={o.code}>
      <div className="row-top">
        <span className="row-instrument">
          <span className="row-code">{o.code}</span>
          <span className="row-name">{o.name}</span>
          <span className="row-market">{t(`trade.markets.${o.market}`)}</span>
        </span>
        {cancellable && (
          <button type="button" className="row-cancel" onClick={onCancel} disabled={cancelling} data-testid={`cond-cancel-${o.id}`}>
            {t('trade.cancel.button')}
          </button>
        )}
      </div>
      <div className="row-mid">
        <span className="side-chips">
          <span className={`side-chip ${o.direction === 0 ? 'is-long' : 'is-short'}`}>
            {t(o.direction === 0 ? 'trade.dir.buy' : 'trade.dir.sell')} · {t(`conditional.kind.${o.kind}`)}
          </span>
          <span className="mode-chip" data-testid={`cond-tif-${o.id}`}>
            {t(`conditional.tif.${o.timeInForce}`)}
            {o.extendedHours ? ` · ${t('conditional.extendedChip')}` : ''}
          </span>
        </span>
        <span className={`status-chip cond-status cond-status-${o.status}`} data-testid={`cond-status-${o.id}`}>
          {t(`conditional.status.${o.status}`)}
        </span>
      </div>
      <dl className="row-grid num">
        <div>
          <dt>{t('trade.fields.quantity')}</dt>
          <dd>{quantity(o.quantity)}</dd>
        </div>
        <div>
          <dt>{t(trigger.label)}</dt>
          <dd data-testid={`cond-trigger-${o.id}`}>{trigger.value}</dd>
        </div>
        <div>
          <dt>{t('conditional.fields.expires')}</dt>
          <dd>{o.timeInForce === 'gtc' ? formatDate(o.expiresAt) : formatDateTime(o.expiresAt)}</dd>
        </div>
      </dl>
      <div className="row-foot num">
        #{o.id}
        {o.groupId ? ` · ${t('conditional.list.legOf', { id: o.groupId })}` : ''} · {formatDateTime(o.createTime)}
      </div>
    </li>
  );
});

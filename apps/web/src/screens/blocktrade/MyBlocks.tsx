import { blocktradeApi, type BlockOrder } from '@app/contracts';
import { Button, Toast } from 'antd-mobile';
import { useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { call } from '../../api/client.ts';
import { PayPasswordSheet } from '../../components/money/PayPasswordSheet.tsx';
import { DelayedLoading, Empty, LoadError } from '../../components/states.tsx';
import { useTradeErrors } from '../../components/trade/errors.tsx';
import { AttemptKeys } from '../../components/trade/idempotency.ts';
import { formatDate, formatMoney, formatNumber, trendOf } from '../../lib/format.ts';
import { invalidateBlocktrade, useBlockOrders } from './queries.ts';
import './blocktrade.css';

/** Money in the market's notation: MX$ for pesos, US$ for dollars, HK$ for Hong Kong dollars. */
export const money = (value: string | number, currency: string) => formatMoney(value, currency === 'MXN' ? 'MX' : currency === 'USD' ? 'US' : currency === 'HKD' ? 'HK' : currency);
export const shares = (n: number) => formatNumber(n, 0);
/** A signed amount in the market's notation: "+MX$9,910.00" / "-US$12.00". */
export const signedMoney = (value: string, currency: string) => {
  const text = money(value, currency);
  return text.startsWith('-') || !/[1-9]/.test(text) ? text : `+${text}`;
};

export function Line({ label, value, testId, strong }: { label: ReactNode; value: ReactNode; testId?: string; strong?: boolean }) {
  return (
    <div className={`block-line${strong ? ' strong' : ''}`}>
      <span>{label}</span>
      <span className="num" data-testid={testId}>
        {value}
      </span>
    </div>
  );
}

// ---- the user's blocks ------------------------------------------------------------------------

export function OrderCard({ order, onSell }: { order: BlockOrder; onSell: (order: BlockOrder) => void }) {
  const { t } = useTranslation();
  const c = order.currency;
  return (
    <div className="block-card" data-testid={`block-order-${order.id}`}>
      <div className="block-card-head">
        <div>
          <div className="block-code">
            {order.code} × {shares(order.quantity)}
          </div>
          <div className="block-name">{order.name}</div>
        </div>
        <span className={`block-badge ${order.status}`} data-testid={`block-order-status-${order.id}`}>
          {t(`blocktrade.mine.status.${order.status}`)}
        </span>
      </div>
      <Line label={t('blocktrade.mine.bought')} value={`${money(order.price, c)} · ${formatDate(order.createdAt)}`} />
      <Line label={t('blocktrade.mine.total')} value={money(order.total, c)} testId={`block-order-total-${order.id}`} />
      {order.status === 'holding' ? <Line label={t('blocktrade.mine.value')} value={money(order.marketValue ?? '0', c)} /> : <Line label={t('blocktrade.mine.proceeds')} value={money(order.proceeds ?? '0', c)} />}
      <Line label={t('blocktrade.mine.profit')} value={<span className={`trend-${trendOf(order.profit ?? '0')}`}>{signedMoney(order.profit ?? '0', c)}</span>} />
      {order.status === 'holding' ? (
        <div className="block-actions">
          {order.locked && order.lockedUntil ? (
            <span className="block-lock" data-testid={`block-order-locked-${order.id}`}>
              {t('blocktrade.mine.lockedUntil', { date: formatDate(order.lockedUntil) })}
            </span>
          ) : (
            <span />
          )}
          <Button size="small" color="danger" fill="outline" disabled={order.locked} data-testid={`block-sell-${order.id}`} onClick={() => onSell(order)}>
            {t('blocktrade.mine.sell')}
          </Button>
        </div>
      ) : null}
    </div>
  );
}

/**
 * The user's blocks with their lock-up and the sale (refused while locked: the button is
 * disabled and says until when). `holdingOnly`: the blocks still held, under a title, or
 * nothing when there are none (the trade tab's holdings).
 */
export function MyBlocks({ holdingOnly = false }: { holdingOnly?: boolean }) {
  const { t } = useTranslation();
  const orders = useBlockOrders(true);
  const showError = useTradeErrors();
  const [selling, setSelling] = useState<BlockOrder>();
  const keys = useRef(new AttemptKeys());
  if (orders.isPending) return holdingOnly ? null : <DelayedLoading />;
  if (orders.isError) return holdingOnly ? null : <LoadError onRetry={() => void orders.refetch()} />;
  const list = holdingOnly ? orders.data.list.filter((order) => order.status === 'holding') : orders.data.list;
  if (list.length === 0) return holdingOnly ? null : <Empty text={t('blocktrade.mine.none')} />;
  return (
    <div className="block-list" data-testid={holdingOnly ? 'trade-block-holdings' : 'block-orders'}>
      {holdingOnly ? <div className="block-list-title">{t('blocktrade.title')}</div> : null}
      {list.map((order) => (
        <OrderCard key={order.id} order={order} onSell={setSelling} />
      ))}
      <PayPasswordSheet
        visible={selling !== undefined}
        title={t('blocktrade.mine.sellTitle')}
        summary={selling ? t('blocktrade.mine.sellSummary', { code: selling.code, quantity: shares(selling.quantity) }) : undefined}
        onClose={() => setSelling(undefined)}
        onError={showError}
        onSubmit={async (payPassword) => {
          const orderId = selling!.id;
          const key = keys.current.keyFor({ orderId });
          await call(blocktradeApi.close, { body: { orderId, payPassword, idempotencyKey: key } });
          keys.current.reset();
          setSelling(undefined);
          await invalidateBlocktrade();
          Toast.show({ content: t('blocktrade.mine.sold') });
        }}
      />
    </div>
  );
}


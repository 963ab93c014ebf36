import { ERROR_CODES, miningApi, type RobotOrder } from '@app/contracts';
import { Button, Dialog, Tabs, Toast } from 'antd-mobile';
import Decimal from 'decimal.js';
import { useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError, call } from '../../api/client.ts';
import { PayPasswordSheet } from '../../components/money/PayPasswordSheet.tsx';
import { PageShell } from '../../components/PageShell.tsx';
import { DelayedLoading, Empty, LoadError } from '../../components/states.tsx';
import { useTradeErrors } from '../../components/trade/errors.tsx';
import { AttemptKeys } from '../../components/trade/idempotency.ts';
import { SimulatedTag } from '../../components/Trend.tsx';
import { formatDateTime, formatNumber } from '../../lib/format.ts';
import { useNav } from '../../shell/nav.ts';
import { useSession } from '../../state/session.ts';
import { LoginRequired } from '../setting/LoginRequired.tsx';
import type { PageProps } from '../types.ts';
import { invalidateMining, useLiveRobots, useMessages, useOrder, useOrders, usePayouts } from './queries.ts';
import { Line, usd } from './RobotPages.tsx';
import './robotai.css';

/** SPEC section 4: 4 mining in yellow; 5 insufficient energy and 6 expired in red. */
const stateClass = (state: number) => (state === 4 ? 'robot-state mining' : state === 5 || state === 6 ? 'robot-state stopped' : state === 7 ? 'robot-state closed' : 'robot-state connecting');

export function StateBadge({ state, testId }: { state: number; testId?: string }) {
  const { t } = useTranslation();
  return (
    <span className={stateClass(state)} data-testid={testId} data-state={state}>
      {t(`mining.state.${state}`)}
    </span>
  );
}

function OrderCard({ order }: { order: RobotOrder }) {
  const { t } = useTranslation();
  const nav = useNav();
  return (
    <button type="button" className="robot-card robot-order" data-testid={`robot-order-${order.id}`} onClick={() => nav.go('/pages/robotai/detail', { id: String(order.id) })}>
      <div className="robot-card-head">
        <div>
          <div className="robot-title">{order.name}</div>
          <div className="robot-sub">
            {order.model} × {order.units} · {order.hashrateThs} TH/s
          </div>
        </div>
        <StateBadge state={order.state} testId={`robot-order-state-${order.id}`} />
      </div>
      <Line label={t('mining.order.mined')} value={`${order.minedBtc} BTC`} />
      <Line label={t('mining.order.income')} value={usd(order.income)} />
      <Line label={t('mining.order.energyLeft')} value={usd(order.energyBalance)} />
    </button>
  );
}

/** The user's robots (tab "My robots" of the index and the rental page), live over the push socket. */
export function OrderList({ status = 'all' }: { status?: 'active' | 'closed' | 'all' }) {
  const { t } = useTranslation();
  const { token } = useSession();
  const orders = useOrders(status, Boolean(token));
  useLiveRobots(Boolean(token));
  if (!token) return <LoginRequired text={t('mining.product.guest')} />;
  if (orders.isPending) return <DelayedLoading />;
  if (orders.isError) return <LoadError onRetry={() => void orders.refetch()} />;
  if (orders.data.list.length === 0) return <Empty text={t('mining.rental.empty')} />;
  return (
    <div className="robot-list" data-testid="robot-orders">
      {orders.data.list.map((order) => (
        <OrderCard key={order.id} order={order} />
      ))}
    </div>
  );
}

export function RobotRentalPage() {
  const { t } = useTranslation();
  const [tab, setTab] = useState<'active' | 'closed'>('active');
  return (
    <PageShell title={t('mining.rental.title')} right={<SimulatedTag label={t('mining.simulated')} />}>
      <Tabs activeKey={tab} onChange={(key) => setTab(key as 'active' | 'closed')}>
        <Tabs.Tab title={<span data-testid="robot-rental-active">{t('mining.rental.active')}</span>} key="active" />
        <Tabs.Tab title={<span data-testid="robot-rental-closed">{t('mining.rental.closed')}</span>} key="closed" />
      </Tabs>
      <OrderList status={tab} />
    </PageShell>
  );
}

function Messages({ id }: { id: number }) {
  const { t } = useTranslation();
  const messages = useMessages(id, true);
  if (messages.isPending) return <DelayedLoading />;
  if (messages.isError) return <LoadError onRetry={() => void messages.refetch()} />;
  if (messages.data.list.length === 0) return <Empty text={t('mining.order.noMessages')} />;
  return (
    <ul className="robot-messages" data-testid="robot-messages">
      {messages.data.list.map((m) => (
        <li key={m.id} data-testid={`robot-message-${m.kind}`}>
          <time>{formatDateTime(m.createdAt)}</time>
          <span className={m.kind === 'state' && (m.state === 5 || m.state === 6) ? 'robot-message-stop' : undefined}>{m.text}</span>
        </li>
      ))}
    </ul>
  );
}

export function RobotDetailPage({ query }: PageProps) {
  const { t } = useTranslation();
  const { token } = useSession();
  const nav = useNav();
  const showError = useTradeErrors();
  const id = Number(query.id);
  const order = useOrder(id, Boolean(token) && id > 0);
  useLiveRobots(Boolean(token));
  const [sheet, setSheet] = useState<'energy' | 'redeem' | undefined>();
  const [daysText, setDays] = useState('10');
  const keys = useRef(new AttemptKeys());

  let body: ReactNode;
  if (!token) body = <LoginRequired text={t('mining.product.guest')} />;
  // Without an id the query never runs (it would stay pending for ever).
  else if (!(id > 0)) body = <Empty text={t('mining.order.notFound')} />;
  else if (order.isPending) body = <DelayedLoading />;
  else if (order.isError) {
    const notFound = order.error instanceof ApiError && order.error.errorCode === ERROR_CODES.ROBOT_ORDER_NOT_FOUND;
    body = notFound ? <Empty text={order.error.message} /> : <LoadError onRetry={() => void order.refetch()} />;
  } else {
    const o = order.data;
    const open = o.state < 6;
    const days = Number(daysText) || 0;
    body = (
      <div className="robot-list" data-testid="robot-detail">
        <section className="robot-card">
          <div className="robot-card-head">
            <div>
              <div className="robot-title">{o.name}</div>
              <div className="robot-sub">
                {o.model} × {o.units} · {o.hashrateThs} TH/s
              </div>
            </div>
            <StateBadge state={o.state} testId="robot-state" />
          </div>
          <p className="robot-note">{t('mining.order.since', { time: formatDateTime(o.stateSince) })}</p>
          {/* It does not stop in silence (issue 34 item 15): stopped, or less than a day of energy left. */}
          {o.state === 5 ? (
            <p className="robot-note robot-warning" role="alert" data-testid="robot-energy-stopped">
              {t('mining.order.stoppedNote')}
            </p>
          ) : o.state === 4 && o.energyRunsOutAt && new Decimal(o.energyBalance).lte(o.energyUsdPerDay) ? (
            <p className="robot-note robot-warning" role="alert" data-testid="robot-energy-low">
              {t('mining.order.lowNote', { time: formatDateTime(o.energyRunsOutAt) })}
            </p>
          ) : null}
          <Line label={t('mining.order.mined')} value={`${o.minedBtc} BTC`} testId="robot-mined" strong />
          <Line label={t('mining.order.income')} value={usd(o.income)} testId="robot-income" />
          <Line label={t('mining.order.energyLeft')} value={usd(o.energyBalance)} testId="robot-energy-left" />
          <Line label={t('mining.order.energyPerDay')} value={usd(o.energyUsdPerDay)} />
          {o.energyRunsOutAt ? <Line label={t('mining.order.runsOut')} value={formatDateTime(o.energyRunsOutAt)} testId="robot-runs-out" /> : null}
          <Line label={t('mining.order.energyUsed')} value={usd(o.energyUsed)} />
          <Line label={t('mining.order.price')} value={usd(o.price)} />
          <Line label={t('mining.order.start')} value={formatDateTime(o.startTime)} />
          <Line label={t('mining.order.lock')} value={formatDateTime(o.lockTime)} />
          {open ? <Line label={t('mining.order.redeemValue')} value={usd(o.redeemValue)} testId="robot-redeem-value" /> : null}
          {o.refund ? <Line label={t('mining.order.refund')} value={usd(o.refund)} testId="robot-refund" /> : null}
        </section>
        {open ? (
          <section className="robot-card">
            <label className="robot-field">
              <span>{t('mining.order.topUpDays')}</span>
              <input inputMode="numeric" data-testid="robot-topup-days" value={daysText} onChange={(e) => setDays(e.target.value.replace(/\D/g, '').slice(0, 4))} />
              <small>
                ≈ {usd(new Decimal(o.energyUsdPerDay).times(days).toFixed(2))} · {t('mining.product.energyHint')}
              </small>
            </label>
            <Button block color="warning" className="robot-touch" disabled={days <= 0} data-testid="robot-topup" onClick={() => setSheet('energy')}>
              {t('mining.order.topUp')}
            </Button>
            <Button
              block
              color="danger"
              fill="outline"
              className="robot-touch"
              data-testid="robot-redeem"
              onClick={() =>
                void Dialog.confirm({
                  content: <span data-testid="robot-redeem-dialog">{t('mining.order.redeemConfirm', { amount: usd(o.redeemValue) })}</span>,
                  confirmText: t('mining.order.redeem'),
                  cancelText: t('common.cancel'),
                  onConfirm: () => setSheet('redeem'),
                })
              }
            >
              {t('mining.order.redeem')}
            </Button>
          </section>
        ) : null}
        <Button block fill="outline" className="robot-touch" data-testid="robot-records" onClick={() => nav.go('/pages/robotai/record', { id: String(o.id) })}>
          {t('mining.order.records')}
        </Button>
        <h3 className="robot-h3">{t('mining.order.messages')}</h3>
        <Messages id={o.id} />
        <PayPasswordSheet
          visible={sheet !== undefined}
          summary={sheet === 'redeem' ? `${t('mining.order.redeem')} · ${usd(o.redeemValue)}` : `${t('mining.order.topUp')} · ${days}`}
          onClose={() => setSheet(undefined)}
          onError={showError}
          onSubmit={async (payPassword) => {
            if (sheet === 'redeem') {
              const key = keys.current.keyFor({ redeem: id });
              await call(miningApi.redeem, { body: { orderId: id, payPassword, idempotencyKey: key } });
              Toast.show({ content: t('mining.order.redeemDone') });
            } else {
              const key = keys.current.keyFor({ orderId: id, energyDays: days });
              await call(miningApi.energy, { body: { orderId: id, energyDays: days, payPassword, idempotencyKey: key } });
              Toast.show({ content: t('mining.order.topUpDone') });
            }
            keys.current.reset();
            setSheet(undefined);
            await invalidateMining();
          }}
        />
      </div>
    );
  }
  return (
    <PageShell title={t('mining.order.title')} right={<SimulatedTag label={t('mining.simulated')} />}>
      {body}
    </PageShell>
  );
}

export function RobotRecordPage({ query }: PageProps) {
  const { t } = useTranslation();
  const { token } = useSession();
  const orderId = Number(query.id) > 0 ? Number(query.id) : undefined;
  const payouts = usePayouts(orderId, Boolean(token));
  let body: ReactNode;
  if (!token) body = <LoginRequired text={t('mining.product.guest')} />;
  else if (payouts.isPending) body = <DelayedLoading />;
  else if (payouts.isError) body = <LoadError onRetry={() => void payouts.refetch()} />;
  else if (payouts.data.list.length === 0) body = <Empty text={t('mining.record.empty')} />;
  else
    body = (
      <div className="robot-list" data-testid="robot-payouts">
        {payouts.data.list.map((p) => (
          <div className="robot-card" key={p.id} data-testid={`robot-payout-${p.id}`}>
            <Line label={t('mining.record.period')} value={`${formatDateTime(p.from)} – ${formatDateTime(p.to)}`} />
            <Line label={t('mining.record.blocks')} value={`${p.blocks} · ${formatNumber(p.networkEhs, 2)} EH/s`} />
            <Line label={t('mining.record.reward')} value={`${p.rewardBtc} BTC`} strong />
            <Line label={t('mining.record.poolFee')} value={`${p.poolFeeBtc} BTC`} />
            <Line label={t('mining.record.price')} value={usd(p.btcPrice)} />
            <Line label={t('mining.record.amount')} value={usd(p.amount)} />
            <Line label={t('mining.record.energy')} value={usd(p.energy)} />
          </div>
        ))}
      </div>
    );
  return (
    <PageShell title={t('mining.record.title')} right={<SimulatedTag label={t('mining.simulated')} />}>
      {body}
    </PageShell>
  );
}

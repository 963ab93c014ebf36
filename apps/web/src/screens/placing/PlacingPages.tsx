import { placingApi, type PlacingOrder, type PlacingTrancheDetail } from '@app/contracts';
import { Button, Toast } from 'antd-mobile';
import Decimal from 'decimal.js';
import { useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError, call } from '../../api/client.ts';
import { PayPasswordSheet } from '../../components/money/PayPasswordSheet.tsx';
import { PageShell } from '../../components/PageShell.tsx';
import { DelayedLoading, Empty, LoadError } from '../../components/states.tsx';
import { RuleCard } from '../../components/terms/RuleCard.tsx';
import { useTradeErrors } from '../../components/trade/errors.tsx';
import { AttemptKeys } from '../../components/trade/idempotency.ts';
import { SimulatedTag } from '../../components/Trend.tsx';
import { formatDateTime, formatMoney, formatNumber } from '../../lib/format.ts';
import { useNav } from '../../shell/nav.ts';
import { useSession } from '../../state/session.ts';
import { LoginRequired } from '../setting/LoginRequired.tsx';
import { invalidatePlacing, usePlacingCounts, usePlacingOrders } from './queries.ts';
import './placing.css';

const money = (value: string | number, currency: string) => formatMoney(value, currency);
/** quantity x price in cents, half up (the server's rule). */
const amountOf = (quantity: number, price: string) => new Decimal(price).times(quantity).toDecimalPlaces(2, Decimal.ROUND_HALF_UP).toFixed(2);

function Line({ label, value, testId, strong }: { label: ReactNode; value: ReactNode; testId?: string; strong?: boolean }) {
  return (
    <div className={`placing-line${strong ? ' strong' : ''}`}>
      <span>{label}</span>
      <span data-testid={testId}>{value}</span>
    </div>
  );
}

function TrancheCard({ tranche, selected, onSelect }: { tranche: PlacingTrancheDetail; selected: boolean; onSelect: () => void }) {
  const { t } = useTranslation();
  const c = tranche.currency;
  return (
    <button type="button" className={`placing-card${selected ? ' selected' : ''}`} data-testid={`placing-tranche-${tranche.id}`} onClick={onSelect}>
      <div className="placing-head">
        <div>
          <div className="placing-code">{tranche.stock_code}</div>
          <div className="placing-name">{tranche.name}</div>
        </div>
        <span className={`placing-tag${tranche.status === 'open' ? '' : ' done'}`}>{t(`placing.status.${tranche.status}`)}</span>
      </div>
      <Line label={t('placing.price')} value={money(tranche.price, c)} strong testId={`placing-price-${tranche.id}`} />
      <Line label={t('placing.livePrice')} value={money(tranche.livePrice, c)} />
      <Line label={t('placing.benchmark')} value={money(tranche.benchmark, c)} />
      <Line label={t('placing.discount')} value={`${formatNumber(tranche.discountPercent, 2)}%`} />
      <Line label={t('placing.discountLive')} value={`${formatNumber(tranche.discountToLivePercent, 2)}%`} />
      <Line label={t('placing.offered')} value={formatNumber(tranche.quantity, 0)} />
      <Line label={t('placing.minimum')} value={formatNumber(tranche.minQuantity, 0)} />
      <Line label={t('placing.window')} value={`${formatDateTime(tranche.startTime)} – ${formatDateTime(tranche.endTime)}`} />
      <Line label={t('placing.lockup')} value={formatDateTime(tranche.lockupUntil)} />
    </button>
  );
}

function SubscribeForm({ tranche, secret }: { tranche: PlacingTrancheDetail; secret: string }) {
  const { t } = useTranslation();
  const nav = useNav();
  const showError = useTradeErrors();
  const [text, setText] = useState(String(tranche.minQuantity));
  const [paying, setPaying] = useState(false);
  const keys = useRef(new AttemptKeys());
  const quantity = /^\d{1,10}$/.test(text) ? Number(text) : 0;
  const valid = quantity >= tranche.minQuantity && quantity <= tranche.quantity;
  const c = tranche.currency;
  const total = valid ? amountOf(quantity, tranche.price) : undefined;
  return (
    <section className="placing-page" style={{ padding: 0 }} data-testid="placing-form">
      <label className="placing-field">
        <span>{t('placing.quantity')}</span>
        <input inputMode="numeric" data-testid="placing-quantity" value={text} onChange={(e) => setText(e.target.value.replace(/\D/g, '').slice(0, 10))} />
        <small>{t('placing.quantityHint', { min: formatNumber(tranche.minQuantity, 0), max: formatNumber(tranche.quantity, 0) })}</small>
      </label>
      <div className="placing-box" data-testid="placing-preview">
        <Line label={t('placing.total')} value={total ? money(total, c) : '--'} strong testId="placing-total" />
        <p className="placing-note">{t('placing.from', { currency: c })}</p>
        <Line label={t('placing.best')} value={total ? `${formatNumber(quantity, 0)} × ${money(tranche.price, c)}` : '--'} />
        <Line label={t('placing.worst')} value={t('placing.worstValue')} />
        <p className="placing-note">{t('placing.after', { end: formatDateTime(tranche.endTime), lockup: formatDateTime(tranche.lockupUntil) })}</p>
      </div>
      <RuleCard product="placing" testId="placing-rule" />
      <Button block color="primary" size="large" disabled={!valid || tranche.status !== 'open'} data-testid="placing-confirm" onClick={() => setPaying(true)}>
        {t('placing.confirm')}
      </Button>
      <PayPasswordSheet
        visible={paying}
        summary={total ? `${tranche.stock_code} × ${formatNumber(quantity, 0)} · ${money(total, c)}` : undefined}
        onClose={() => setPaying(false)}
        onError={showError}
        onSubmit={async (payPassword) => {
          const request = { trancheId: tranche.id, quantity, secret, termsVersionId: tranche.rule.versionId };
          const key = keys.current.keyFor(request);
          await call(placingApi.create, { body: { ...request, payPassword, idempotencyKey: key } });
          keys.current.reset();
          setPaying(false);
          await invalidatePlacing();
          Toast.show({ content: t('placing.done') });
          nav.go('/pages/placing/record');
        }}
      />
    </section>
  );
}

export function PlacingPage() {
  const { t } = useTranslation();
  const { token } = useSession();
  const nav = useNav();
  const [secret, setSecret] = useState('');
  const [opened, setOpened] = useState<{ secret: string; tranches: PlacingTrancheDetail[] }>();
  const [selected, setSelected] = useState<number>();
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);

  const open = async () => {
    setBusy(true);
    setError(undefined);
    try {
      const tranches = await call(placingApi.tranches, { body: { secret } });
      setOpened({ secret, tranches });
      setSelected(tranches.find((x) => x.status === 'open')?.id);
    } catch (e) {
      setOpened(undefined);
      setError(e instanceof ApiError ? e.message : String(e));
    } finally {
      setBusy(false);
    }
  };

  let body: ReactNode;
  if (!token) body = <LoginRequired text={t('placing.guest')} />;
  else {
    const tranche = opened?.tranches.find((x) => x.id === selected);
    body = (
      <div className="placing-page" data-testid="placing-page">
        <p className="placing-intro">{t('placing.intro')}</p>
        <label className="placing-field">
          <span>{t('placing.key')}</span>
          <div className="placing-key">
            <input data-testid="placing-key" autoComplete="off" spellCheck={false} placeholder={t('placing.keyPlaceholder')} value={secret} onChange={(e) => setSecret(e.target.value.slice(0, 100))} />
            <Button color="primary" disabled={!secret.trim() || busy} loading={busy} data-testid="placing-open" onClick={() => void open()}>
              {t('placing.open')}
            </Button>
          </div>
        </label>
        {error ? (
          <div className="placing-error" role="alert" data-testid="placing-key-error">
            {error}
          </div>
        ) : null}
        {opened && opened.tranches.length === 0 ? <Empty text={t('placing.noTranches')} /> : null}
        {opened?.tranches.map((x) => <TrancheCard key={x.id} tranche={x} selected={x.id === selected} onSelect={() => setSelected(x.id)} />)}
        {tranche && opened ? <SubscribeForm key={tranche.id} tranche={tranche} secret={opened.secret} /> : null}
        <Button block fill="outline" data-testid="placing-records" onClick={() => nav.go('/pages/placing/record')}>
          {t('placing.records')}
        </Button>
      </div>
    );
  }
  return (
    <PageShell title={t('placing.title')} right={<SimulatedTag label={t('placing.simulated')} />}>
      {body}
    </PageShell>
  );
}

// ---- records ----------------------------------------------------------------------------------

function OrderCard({ order, onSell }: { order: PlacingOrder; onSell: () => void }) {
  const { t } = useTranslation();
  const c = order.currency;
  return (
    <div className="placing-card" data-testid={`placing-order-${order.id}`}>
      <div className="placing-head">
        <div>
          <div className="placing-code">{order.stock_code}</div>
          <div className="placing-name">{order.name}</div>
        </div>
        <span className={`placing-tag${order.status === 'subscribed' || order.status === 'allotted' ? '' : ' done'}`} data-testid={`placing-order-status-${order.id}`}>
          {t(`placing.orderStatus.${order.status}`)}
        </span>
      </div>
      <Line label={t('placing.price')} value={money(order.price, c)} />
      <Line label={t('placing.applied')} value={formatNumber(order.quantity, 0)} />
      <Line label={t('placing.total')} value={money(order.total, c)} />
      {order.allottedQuantity !== undefined ? <Line label={t('placing.allotted')} value={formatNumber(order.allottedQuantity, 0)} testId={`placing-allotted-${order.id}`} /> : null}
      {order.paid !== undefined ? <Line label={t('placing.paid')} value={money(order.paid, c)} /> : null}
      {order.released !== undefined ? <Line label={t('placing.released')} value={money(order.released, c)} /> : null}
      {order.marketValue !== undefined ? <Line label={t('placing.marketValue')} value={money(order.marketValue, c)} /> : null}
      {order.proceeds !== undefined ? <Line label={t('placing.proceeds')} value={money(order.proceeds, c)} strong /> : null}
      {order.status === 'allotted' && !order.sellable ? <p className="placing-note">{t('placing.lockedUntil', { date: formatDateTime(order.lockupUntil) })}</p> : null}
      {order.sellable ? (
        <div className="placing-actions">
          <Button color="danger" data-testid={`placing-sell-${order.id}`} onClick={onSell}>
            {t('placing.sell')}
          </Button>
        </div>
      ) : null}
    </div>
  );
}

export function PlacingRecordPage() {
  const { t } = useTranslation();
  const { token } = useSession();
  const nav = useNav();
  const showError = useTradeErrors();
  const orders = usePlacingOrders(Boolean(token));
  const counts = usePlacingCounts(Boolean(token));
  const [selling, setSelling] = useState<PlacingOrder>();
  const keys = useRef(new AttemptKeys());

  let body: ReactNode;
  if (!token) body = <LoginRequired text={t('placing.guest')} />;
  else if (orders.isPending) body = <DelayedLoading />;
  else if (orders.isError) body = <LoadError onRetry={() => void orders.refetch()} />;
  else {
    body = (
      <div className="placing-page" data-testid="placing-record">
        {counts.data ? (
          <div className="placing-counts" data-testid="placing-counts">
            {(['subscribed', 'locked', 'sellable', 'closed'] as const).map((k) => (
              <div key={k}>
                <b>{counts.data[k]}</b>
                {t(`placing.counts.${k}`)}
              </div>
            ))}
          </div>
        ) : null}
        {orders.data.list.length === 0 ? <Empty text={t('placing.empty')} /> : null}
        {orders.data.list.map((order) => (
          <OrderCard key={order.id} order={order} onSell={() => setSelling(order)} />
        ))}
        <Button block fill="outline" data-testid="placing-back" onClick={() => nav.go('/pages/placing/index')}>
          {t('placing.back')}
        </Button>
        <PayPasswordSheet
          visible={Boolean(selling)}
          summary={selling ? `${selling.stock_code} × ${formatNumber(selling.allottedQuantity ?? 0, 0)}` : undefined}
          onClose={() => setSelling(undefined)}
          onError={showError}
          onSubmit={async (payPassword) => {
            const request = { orderId: selling!.id };
            const key = keys.current.keyFor(request);
            await call(placingApi.sell, { body: { ...request, payPassword, idempotencyKey: key } });
            keys.current.reset();
            setSelling(undefined);
            await invalidatePlacing();
            Toast.show({ content: t('placing.sellDone') });
          }}
        />
      </div>
    );
  }
  return <PageShell title={t('placing.records')}>{body}</PageShell>;
}

import { fundsApi, type FundOrder, type FundProduct } from '@app/contracts';
import { Button, Tabs, Toast } from 'antd-mobile';
import { useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError, call } from '../../api/client.ts';
import { Sparkline } from '../../components/market/Sparkline.tsx';
import { PayPasswordSheet } from '../../components/money/PayPasswordSheet.tsx';
import { PageShell } from '../../components/PageShell.tsx';
import { DelayedLoading, Empty, LoadError } from '../../components/states.tsx';
import { RuleCard } from '../../components/terms/RuleCard.tsx';
import { useTradeErrors } from '../../components/trade/errors.tsx';
import { AttemptKeys } from '../../components/trade/idempotency.ts';
import { SimulatedTag } from '../../components/Trend.tsx';
import { formatDateTime, formatDay, formatMoney, formatNumber, formatSigned, trendOf } from '../../lib/format.ts';
import { useNav } from '../../shell/nav.ts';
import { useSession } from '../../state/session.ts';
import { LoginRequired } from '../setting/LoginRequired.tsx';
import '../../components/product-page.css';
import type { PageProps } from '../types.ts';
import { invalidateFunds, useFundOrders, useFundPreview, useFundProducts, useFundStat, useRedeemPreview } from './queries.ts';
import './funds.css';

const mxn = (v: string | number) => formatMoney(v, 'MX');
const inr = (v: string | number) => formatMoney(v, 'INR');

function Line({ label, value, testId, strong }: { label: ReactNode; value: ReactNode; testId?: string; strong?: boolean }) {
  return (
    <div className={`bonds-line${strong ? ' strong' : ''}`}>
      <span>{label}</span>
      <span className="num" data-testid={testId}>
        {value}
      </span>
    </div>
  );
}

function Change({ value }: { value: string | undefined }) {
  if (value === undefined) return null;
  return <span className={`trend-${trendOf(value)}`}>{formatSigned(value, 4)}%</span>;
}

// ---- buying ---------------------------------------------------------------------------------------

function BuyPanel({ product }: { product: FundProduct }) {
  const { t } = useTranslation();
  const { token } = useSession();
  const nav = useNav();
  const showError = useTradeErrors();
  const [amount, setAmount] = useState(String(Math.max(1000, Number(product.minAmount))));
  const valid = /^\d{1,9}(\.\d{1,2})?$/.test(amount);
  const preview = useFundPreview(product.id, amount, Boolean(token) && valid);
  const [paying, setPaying] = useState(false);
  const keys = useRef(new AttemptKeys());
  if (!token) return <LoginRequired text={t('funds.guest')} />;
  const p = preview.data;
  const error = preview.error instanceof ApiError ? preview.error.message : undefined;
  return (
    <div className="funds-buy" data-testid={`fund-buy-${product.code}`}>
      <label className="bonds-field">
        <span>{t('funds.amount')}</span>
        <input inputMode="decimal" data-testid="fund-amount" value={amount} onChange={(e) => setAmount(e.target.value.replace(/[^\d.]/g, '').slice(0, 12))} />
        <small>{t('funds.minimum', { amount: mxn(product.minAmount) })}</small>
      </label>
      {error && valid ? (
        <div className="bonds-error" data-testid="fund-preview-error">
          {error}
        </div>
      ) : null}
      {p && valid && !preview.isError ? (
        <section className="bonds-cost" data-testid="fund-preview">
          <Line label={t('funds.pay')} value={mxn(p.amount)} />
          <Line label={t('funds.stampDuty')} value={`${mxn(p.stampDuty)} (${inr(p.stampDutyInr)})`} testId="fund-duty" />
          <Line label={t('funds.rate')} value={t('funds.rateValue', { rate: p.inrPerMxn })} />
          <Line label={t('funds.invested')} value={inr(p.investedInr)} testId="fund-invested" strong />
          <Line label={t('funds.navDate')} value={formatDay(p.navDate)} testId="fund-nav-date" />
          <p className="bonds-note" data-testid="fund-cutoff">
            {p.beforeCutOff ? t('funds.beforeCutOff', { cutOff: p.cutOff, date: formatDay(p.navDate) }) : t('funds.afterCutOff', { cutOff: p.cutOff, date: formatDay(p.navDate) })}
          </p>
          {p.lastNav ? <Line label={t('funds.estimatedUnits', { nav: formatNumber(p.lastNav, 4), date: formatDay(p.lastNavDate) })} value={formatNumber(p.estimatedUnits, 3)} /> : null}
          {p.lockInEnd ? <Line label={t('funds.lockInEnd')} value={p.lockInEnd} testId="fund-lockin" /> : null}
          {p.exitLoad.length > 0 ? (
            <p className="bonds-note" data-testid="fund-exit-load">
              {t('funds.exitLoadTable', { table: p.exitLoad.map((r, k) => `${t('funds.day', { n: k + 1 })} ${r}%`).join(' · '), after: p.exitLoad.length + 1 })}
            </p>
          ) : null}
          <p className="bonds-note">{t('funds.review')}</p>
        </section>
      ) : preview.isFetching ? (
        <DelayedLoading />
      ) : null}
      <RuleCard product="funds" item="IN" testId="fund-rule" />
      <Button block color="primary" size="large" disabled={!p || !valid || preview.isError || preview.isFetching} data-testid="fund-confirm" onClick={() => setPaying(true)}>
        {t('funds.confirm')}
      </Button>
      <PayPasswordSheet
        visible={paying}
        summary={p ? `${product.code} · ${mxn(p.amount)}` : undefined}
        onClose={() => setPaying(false)}
        onError={(e) => {
          showError(e);
          void preview.refetch();
        }}
        onSubmit={async (payPassword) => {
          const request = { productId: product.id, amount, termsVersionId: p!.rule.versionId };
          const key = keys.current.keyFor(request);
          await call(fundsApi.create, { body: { ...request, payPassword, idempotencyKey: key } });
          keys.current.reset();
          setPaying(false);
          await invalidateFunds();
          Toast.show({ content: t('funds.ordered') });
          nav.go('/pages/yinmutual/myhold');
        }}
      />
    </div>
  );
}

function FundCard({ product, open, onToggle }: { product: FundProduct; open: boolean; onToggle: () => void }) {
  const { t } = useTranslation();
  const values = product.history.map((h) => Number(h.nav));
  return (
    <div className="bonds-card static funds-card" data-testid={`fund-${product.code}`}>
      <div className="bonds-card-head">
        <div>
          <div className="bonds-code">{product.name}</div>
          <div className="bonds-name">
            {product.code} · {t(`funds.model.${product.model}`)}
          </div>
        </div>
        <div className="bonds-yield">
          <span className="num" data-testid={`fund-nav-${product.code}`}>
            {product.nav ? formatMoney(product.nav, 'INR', 4) : '--'}
          </span>
          <small>
            NAV {product.navDate ? formatDay(product.navDate) : ''} <Change value={product.change} />
          </small>
        </div>
      </div>
      {values.length > 1 ? <Sparkline values={values} width={340} height={44} className="funds-spark" /> : null}
      <div className="bonds-grid">
        {product.annualYield ? <Line label={t('funds.yield')} value={`${product.annualYield}%`} /> : null}
        {product.lockInYears > 0 ? <Line label={t('funds.lockIn')} value={t('funds.years', { count: product.lockInYears })} /> : null}
        {product.exitLoad.length > 0 ? <Line label={t('funds.exitLoad')} value={t('funds.exitLoadShort', { first: product.exitLoad[0], days: product.exitLoad.length + 1 })} /> : null}
        <Line label={t('funds.minimumLabel')} value={mxn(product.minAmount)} />
      </div>
      <Button block color={open ? 'default' : 'primary'} fill={open ? 'outline' : 'solid'} className="funds-toggle" disabled={product.status !== 'open'} data-testid={`fund-open-${product.code}`} onClick={onToggle}>
        {product.status !== 'open' ? t('funds.closed') : open ? t('funds.hide') : t('funds.buy')}
      </Button>
      {open ? <BuyPanel product={product} /> : null}
    </div>
  );
}

function ProductList({ kind }: { kind: 'on_demand' | 'fixed_term' }) {
  const list = useFundProducts(kind);
  const [open, setOpen] = useState<number>();
  if (list.isPending) return <DelayedLoading />;
  if (list.isError) return <LoadError onRetry={() => void list.refetch()} />;
  if (list.data.list.length === 0) return <Empty />;
  return (
    <div className="bonds-list" data-testid={`fund-list-${kind}`}>
      {list.data.list.map((p) => (
        <FundCard key={p.id} product={p} open={open === p.id} onToggle={() => setOpen(open === p.id ? undefined : p.id)} />
      ))}
    </div>
  );
}

/** /pages/yinmutual/index: the schemes (on-demand and fixed-term) with NAV, history, rule, and buying. */
export function FundsListPage({ query }: PageProps) {
  const { t } = useTranslation();
  const nav = useNav();
  const [tab, setTab] = useState(query.tab === 'fixed_term' ? 'fixed_term' : 'on_demand');
  return (
    <PageShell title={t('funds.title')} right={<SimulatedTag label={t('funds.simulated')} />}>
      <p className="bonds-intro">{t('funds.intro')}</p>
      <div className="funds-mine-link">
        <Button size="small" fill="outline" data-testid="fund-go-mine" onClick={() => nav.go('/pages/yinmutual/myhold')}>
          {t('funds.myFunds')}
        </Button>
      </div>
      <Tabs activeKey={tab} onChange={setTab} data-testid="fund-tabs">
        <Tabs.Tab title={<span data-testid="fund-tab-on_demand">{t('funds.kind.on_demand')}</span>} key="on_demand" />
        <Tabs.Tab title={<span data-testid="fund-tab-fixed_term">{t('funds.kind.fixed_term')}</span>} key="fixed_term" />
      </Tabs>
      <p className="bonds-intro">{t(`funds.kindNote.${tab}`)}</p>
      <ProductList kind={tab as 'on_demand' | 'fixed_term'} />
    </PageShell>
  );
}

// ---- holdings and orders --------------------------------------------------------------------------

/** What the redemption would pay, shown with the PIN: the NAV day, the exit load and the MXN estimate. */
function RedeemSummary({ order, units, enabled }: { order: FundOrder; units: string | undefined; enabled: boolean }) {
  const { t } = useTranslation();
  const preview = useRedeemPreview(order.id, units, enabled);
  const head = `${order.code} · ${formatNumber(units ?? order.unitsHeld ?? '0', 3)} ${t('funds.units')}`;
  if (!preview.data) return <div>{head}</div>;
  const p = preview.data;
  return (
    <div className="funds-redeem-summary" data-testid={`fund-redeem-summary-${order.id}`}>
      <div>{head}</div>
      <Line label={t('funds.redeemPricedAt')} value={formatDay(p.redeemNavDate)} />
      <Line label={t('funds.redeemGross', { date: formatDay(p.navDate), nav: formatNumber(p.nav, 4) })} value={inr(p.grossInr)} />
      <Line label={t('funds.redeemLoad', { rate: p.exitLoadRate, days: p.heldDays })} value={`-${inr(p.exitLoadInr)}`} testId={`fund-redeem-load-${order.id}`} />
      <Line label={t('funds.redeemNet')} value={`${inr(p.netInr)} ≈ ${mxn(p.amountMxn)}`} testId={`fund-redeem-mxn-${order.id}`} strong />
      <small>{t('funds.mxnAt', { rate: p.inrPerMxn })}</small>
    </div>
  );
}

function OrderCard({ order }: { order: FundOrder }) {
  const { t } = useTranslation();
  const showError = useTradeErrors();
  const [paying, setPaying] = useState(false);
  const [units, setUnits] = useState('');
  const keys = useRef(new AttemptKeys());
  const held = order.unitsHeld ?? order.units ?? '0';
  // Empty = all the units held; otherwise up to 3 decimals and no more than held.
  const unitsValid = units === '' || (/^\d{1,12}(\.\d{1,3})?$/.test(units) && Number(units) > 0 && Number(units) <= Number(held));
  const partial = units !== '' && unitsValid && Number(units) < Number(held);
  return (
    <div className="bonds-card static funds-order" data-testid={`fund-order-${order.id}`}>
      <div className="bonds-card-head">
        <div>
          <div className="bonds-code">{order.name}</div>
          <div className="bonds-name">
            #{order.id} · {formatDateTime(order.createTime)}
          </div>
        </div>
        <span className={`funds-badge funds-badge-${order.status}`} data-testid={`fund-order-status-${order.id}`} data-status={order.status}>
          {t(`funds.status.${order.status}`)}
        </span>
      </div>
      <div className="bonds-grid">
        <Line label={t('funds.paid')} value={`${mxn(order.amount)} · ${t('funds.dutyShort', { duty: mxn(order.stampDuty) })}`} />
        <Line label={t('funds.invested')} value={inr(order.investedInr)} />
        <Line label={t('funds.navDate')} value={order.nav ? `${formatDay(order.navDate)} · NAV ${formatNumber(order.nav, 4)}` : t('funds.navPending', { date: formatDay(order.navDate) })} />
        {order.units ? <Line label={t('funds.units')} value={formatNumber(order.units, 3)} testId={`fund-order-units-${order.id}`} /> : null}
        {order.unitsRedeemed && Number(order.unitsRedeemed) > 0 && order.status === 1 ? (
          <Line label={t('funds.unitsLeft')} value={`${formatNumber(held, 3)} · ${t('funds.unitsOut', { units: formatNumber(order.unitsRedeemed, 3) })}`} testId={`fund-order-held-${order.id}`} />
        ) : null}
        {order.value ? <Line label={t('funds.value')} value={inr(order.value)} /> : null}
        {order.income ? <Line label={t('funds.income')} value={<span className={`trend-${trendOf(order.income)}`}>{inr(order.income)}</span>} /> : null}
        {order.lockInEnd ? <Line label={t('funds.lockInEnd')} value={order.lockInEnd} /> : null}
        {order.redeemNavDate && order.status === 1 ? <Line label={t('funds.redeemAt')} value={formatDay(order.redeemNavDate)} testId={`fund-order-redeem-date-${order.id}`} /> : null}
        {order.redeemInr ? <Line label={t('funds.redeemed')} value={`${inr(order.redeemInr)} → ${mxn(order.redeemAmount ?? 0)}`} /> : null}
        {order.exitLoadInr ? <Line label={t('funds.exitLoadPaid', { rate: order.exitLoadRate })} value={inr(order.exitLoadInr)} /> : null}
        {order.rejectReason ? <Line label={t('funds.reason')} value={order.rejectReason} /> : null}
      </div>
      {order.status === 0 ? <p className="bonds-note">{t('funds.inReview')}</p> : null}
      {order.redeemable ? (
        <>
          <label className="bonds-field">
            <span>{t('funds.redeemUnits')}</span>
            <input
              inputMode="decimal"
              data-testid={`fund-redeem-units-${order.id}`}
              value={units}
              placeholder={t('funds.allUnits', { units: formatNumber(held, 3) })}
              onChange={(e) => setUnits(e.target.value.replace(/[^\d.]/g, '').slice(0, 16))}
            />
            <small>{unitsValid ? t('funds.redeemUnitsHint') : t('funds.redeemUnitsBad', { units: formatNumber(held, 3) })}</small>
          </label>
          <Button block color="danger" fill="outline" disabled={!unitsValid} data-testid={`fund-redeem-${order.id}`} onClick={() => setPaying(true)}>
            {partial ? t('funds.redeemPart', { units: formatNumber(units, 3) }) : t('funds.redeem')}
          </Button>
        </>
      ) : null}
      <PayPasswordSheet
        visible={paying}
        summary={<RedeemSummary order={order} units={partial ? units : undefined} enabled={paying} />}
        onClose={() => setPaying(false)}
        onError={showError}
        onSubmit={async (payPassword) => {
          const body = partial ? { orderId: order.id, units } : { orderId: order.id };
          const key = keys.current.keyFor(body);
          const done = await call(fundsApi.redeem, { body: { ...body, payPassword, idempotencyKey: key } });
          keys.current.reset();
          setPaying(false);
          setUnits('');
          await invalidateFunds();
          Toast.show({ content: t('funds.redeemAsked', { date: formatDay(done.redeemNavDate) }) });
        }}
      />
    </div>
  );
}

export function FundsHoldPage() {
  const { t } = useTranslation();
  const { token } = useSession();
  const nav = useNav();
  const stat = useFundStat(Boolean(token));
  const orders = useFundOrders(Boolean(token));
  let body: ReactNode;
  if (!token) body = <LoginRequired text={t('funds.guest')} />;
  else if (stat.isPending || orders.isPending) body = <DelayedLoading />;
  else if (stat.isError || orders.isError) body = <LoadError onRetry={() => void Promise.all([stat.refetch(), orders.refetch()])} />;
  else {
    const s = stat.data;
    body = (
      <div className="bonds-page" data-testid="fund-hold">
        <section className="bonds-cost funds-stat" data-testid="fund-stat">
          <Line label={t('funds.total')} value={`${inr(s.totalAmount)} ≈ ${mxn(s.totalMxn)}`} testId="fund-total" strong />
          <Line label={t('funds.current')} value={`${inr(s.currentAmount)} ≈ ${mxn(s.currentMxn)}`} testId="fund-current" />
          <Line label={t('funds.regular')} value={`${inr(s.regularAmount)} ≈ ${mxn(s.regularMxn)}`} testId="fund-regular" />
          <Line label={t('funds.cost')} value={inr(s.cost)} />
          <Line label={t('funds.income')} value={<span className={`trend-${trendOf(s.income)}`}>{`${inr(s.income)} ≈ ${mxn(s.incomeMxn)}`}</span>} testId="fund-income" />
          <p className="bonds-note">{t('funds.mxnAt', { rate: s.inrPerMxn })}</p>
          {Number(s.pending) > 0 ? <Line label={t('funds.pending')} value={mxn(s.pending)} /> : null}
          <p className="bonds-note">{t('funds.past')}</p>
        </section>
        {s.holdings.map((h) => (
          <section key={h.productId} className="bonds-cost" data-testid={`fund-holding-${h.code}`}>
            <Line label={h.name} value={`${inr(h.value)} ≈ ${mxn(h.valueMxn)}`} strong />
            <Line label={t('funds.units')} value={formatNumber(h.units, 3)} />
            <Line label={`NAV ${formatDay(h.navDate)}`} value={formatNumber(h.nav, 4)} />
            <Line label={t('funds.income')} value={<span className={`trend-${trendOf(h.income)}`}>{inr(h.income)}</span>} />
            {h.lockInEnd ? <Line label={t('funds.lockInEnd')} value={h.lockInEnd} /> : null}
          </section>
        ))}
        <h3 className="bonds-h3">{t('funds.orders')}</h3>
        {orders.data.list.length === 0 ? (
          <>
            <Empty text={t('funds.noOrders')} />
            <Button block color="primary" data-testid="fund-go-buy" onClick={() => nav.go('/pages/yinmutual/index')}>
              {t('funds.browse')}
            </Button>
          </>
        ) : (
          orders.data.list.map((o) => <OrderCard key={o.id} order={o} />)
        )}
      </div>
    );
  }
  return <PageShell title={t('funds.myFunds')}>{body}</PageShell>;
}

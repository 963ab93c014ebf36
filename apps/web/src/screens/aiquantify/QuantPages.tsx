import { accessKeysApi, ERROR_CODES, quantApi, type QuantProduct } from '@app/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Button, Tabs, Toast } from 'antd-mobile';
import Decimal from 'decimal.js';
import { useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError, call } from '../../api/client.ts';
import { queryClient, STALE } from '../../api/query-client.ts';
import { PayPasswordSheet } from '../../components/money/PayPasswordSheet.tsx';
import { PageShell } from '../../components/PageShell.tsx';
import { DelayedLoading, Empty, LoadError } from '../../components/states.tsx';
import { useTradeErrors } from '../../components/trade/errors.tsx';
import { AttemptKeys } from '../../components/trade/idempotency.ts';
import { SimulatedTag } from '../../components/Trend.tsx';
import { formatDay, formatSigned, trendOf } from '../../lib/format.ts';
import { serverNow } from '../../components/money/clock.ts';
import { useBalances } from '../../components/money/queries.ts';
import { useNav } from '../../shell/nav.ts';
import { useSession } from '../../state/session.ts';
import { Line } from '../follow/FollowPages.tsx';
import { Disclaimer, RecordFigures, StrategyDetail, usd } from '../follow/Strategy.tsx';
import { LoginRequired } from '../setting/LoginRequired.tsx';
import type { PageProps } from '../types.ts';
import '../follow/follow.css';

/*
 * AI quant products: the products with their strategies' records and a ranking, the
 * subscription (amount, access key when the product needs one, the lock and the fee
 * before confirming), my subscriptions and each one's daily profit records.
 */

const quantKeys = {
  all: ['quant'] as const,
  list: (lang: string) => ['quant', 'list', lang] as const,
  ranking: (window: string, lang: string) => ['quant', 'ranking', window, lang] as const,
  stat: (lang: string) => ['quant', 'stat', lang] as const,
  orders: (lang: string) => ['quant', 'orders', lang] as const,
  order: (id: number, lang: string) => ['quant', 'order', id, lang] as const,
  profits: (id: number, lang: string) => ['quant', 'profits', id, lang] as const,
};

function useLang() {
  return useTranslation().i18n.language;
}

const RANKING_WINDOWS = ['30d', '90d', '1y'] as const;

/** Fee of a cycle as the server computes it: amount × pct / 100 × days / 365, to the cent half up. */
function cycleFee(amount: string, pct: string, days: number): string {
  return new Decimal(amount).times(pct).div(100).times(days).div(365).toDecimalPlaces(2, Decimal.ROUND_HALF_UP).toFixed(2);
}

/** The last day of a cycle that starts today, on the server's clock (the phone's said 31 Dec where the record says 16 Dec; issue 28). */
function addDays(days: number): string {
  const d = new Date(serverNow());
  d.setUTCDate(d.getUTCDate() + days - 1);
  return formatDay(d.toISOString().slice(0, 10));
}

function Stat() {
  const { t } = useTranslation();
  const lang = useLang();
  const stat = useQuery({ queryKey: quantKeys.stat(lang), queryFn: ({ signal }) => call(quantApi.getProfitStat, {}, { signal }) });
  if (!stat.data) return null;
  return (
    <div className="follow-box" data-testid="quant-stat">
      <div className="follow-figures">
        <div className="follow-figure">
          <span className={`num trend-${trendOf(stat.data.today)}`} data-testid="quant-stat-today">
            {formatSigned(stat.data.today)}
          </span>
          <small>{t('quant.stat.today')}</small>
        </div>
        <div className="follow-figure">
          <span className={`num trend-${trendOf(stat.data.cumulative)}`} data-testid="quant-stat-cumulative">
            {formatSigned(stat.data.cumulative)}
          </span>
          <small>{t('quant.stat.cumulative')}</small>
        </div>
        <div className="follow-figure">
          <span className="num">{usd(stat.data.inProgress)}</span>
          <small>{t('quant.stat.inProgress')}</small>
        </div>
      </div>
      <Disclaimer testId="quant-stat-disclaimer" />
    </div>
  );
}

function Ranking() {
  const { t } = useTranslation();
  const lang = useLang();
  const [window, setWindow] = useState<(typeof RANKING_WINDOWS)[number]>('90d');
  const ranking = useQuery({ queryKey: quantKeys.ranking(window, lang), queryFn: ({ signal }) => call(quantApi.getRanking, { query: { window } }, { signal }), placeholderData: keepPreviousData, staleTime: STALE.lists });
  return (
    <div className="follow-box" data-testid="quant-ranking">
      <h4>{t('quant.ranking')}</h4>
      <Tabs activeKey={window} onChange={(key) => setWindow(key as typeof window)}>
        {RANKING_WINDOWS.map((w) => (
          <Tabs.Tab key={w} title={<span data-testid={`quant-window-${w}`}>{t(`quant.window.${w}`)}</span>} />
        ))}
      </Tabs>
      {ranking.data ? (
        <table className="follow-table">
          <tbody>
            {ranking.data.list.map((r) => (
              <tr key={r.productId} data-testid={`quant-rank-${r.rank}`}>
                <td>{r.rank}</td>
                <td>{r.name}</td>
                <td className={`num trend-${trendOf(r.record.twrPct)}`}>{r.record.twrPct}%</td>
                <td className="num">{r.record.maxDrawdownPct}%</td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : null}
      <Disclaimer testId="quant-ranking-disclaimer" />
    </div>
  );
}

/** The access key of a product that asks for one, checked before paying. */
function QuantKeyField({ product, secret, setSecret }: { product: QuantProduct; secret: string; setSecret: (secret: string) => void }) {
  const { t } = useTranslation();
  const showError = useTradeErrors();
  const [keyOk, setKeyOk] = useState(false);
  return (
      <label className="follow-field">
        <span>{t('quant.order.secret')}</span>
        <input data-testid="quant-secret" value={secret} onChange={(e) => { setSecret(e.target.value); setKeyOk(false); }} />
        <Button
          size="small"
          data-testid="quant-check"
          disabled={!secret}
          onClick={async () => {
            try {
              const res = await call(accessKeysApi.checkQuant, { body: { secret, productId: product.id } });
              setKeyOk(res.valid);
              Toast.show({ content: res.valid ? t('quant.order.keyOk') : res.message });
            } catch (error) {
              showError(error);
            }
          }}
        >
          {t('quant.order.check')}
        </Button>
        {keyOk ? <small data-testid="quant-key-ok">{t('quant.order.keyOk')}</small> : null}
      </label>
  );
}

function Subscribe({ product }: { product: QuantProduct }) {
  // The wallet answer carries the server's time: the lock's last day is counted on it, not on the phone's clock.
  useBalances();
  const { t } = useTranslation();
  const nav = useNav();
  const showError = useTradeErrors();
  const [amount, setAmount] = useState(product.minAmount);
  const [secret, setSecret] = useState('');
  const [paying, setPaying] = useState(false);
  const keys = useRef(new AttemptKeys());
  const valid = /^\d{1,9}(\.\d{1,2})?$/.test(amount);
  return (
    <div className="follow-page" data-testid={`quant-subscribe-${product.id}`}>
      <label className="follow-field">
        <span>{t('quant.order.amount')}</span>
        <input inputMode="decimal" data-testid="quant-amount" value={amount} onChange={(e) => setAmount(e.target.value.replace(/[^\d.]/g, '').slice(0, 12))} />
        <small>{t('quant.order.amountHint', { min: usd(product.minAmount), max: usd(product.maxAmount) })}</small>
      </label>
      {product.needsKey ? <QuantKeyField product={product} secret={secret} setSecret={setSecret} /> : null}
      <div className="follow-box">
        <Line label={t('quant.order.feeTotal')} value={valid ? usd(cycleFee(amount, product.feePctYear, product.cycleDays)) : '--'} testId="quant-fee" />
        <div className="follow-warn" data-testid="quant-lock">
          {t('quant.order.lock', { days: product.cycleDays, end: addDays(product.cycleDays) })}
        </div>
        <p className="follow-rule" data-testid="quant-rule">
          {product.rule}
        </p>
      </div>
      <Button block color="primary" size="large" data-testid="quant-confirm" disabled={!valid || (product.needsKey && !secret)} onClick={() => setPaying(true)}>
        {t('quant.order.confirm')}
      </Button>
      <PayPasswordSheet
        visible={paying}
        summary={`${product.name} · ${usd(valid ? amount : '0')}`}
        onClose={() => setPaying(false)}
        onError={showError}
        onSubmit={async (payPassword) => {
          // The terms version the user read goes with the order: if a newer one took effect, the
          // server asks to confirm again and the list refetches so the new rule is what shows.
          const request = { productId: product.id, amount, termsVersionId: product.termsVersionId, ...(product.needsKey ? { secret } : {}) };
          const key = keys.current.keyFor(request);
          let order;
          try {
            order = await call(quantApi.orderSave, { body: { ...request, payPassword, idempotencyKey: key } });
          } catch (error) {
            if (error instanceof ApiError && error.errorCode === ERROR_CODES.QUANT_TERMS_CHANGED) {
              setPaying(false);
              await queryClient.invalidateQueries({ queryKey: quantKeys.all });
            }
            throw error;
          }
          keys.current.reset();
          setPaying(false);
          await queryClient.invalidateQueries({ queryKey: quantKeys.all });
          Toast.show({ content: t('quant.order.done') });
          nav.go('/pages/aiquantify/record-detail', { id: String(order.id) });
        }}
      />
    </div>
  );
}

function ProductCard({ product }: { product: QuantProduct }) {
  const { t } = useTranslation();
  const { token } = useSession();
  const [open, setOpen] = useState<'none' | 'strategy' | 'subscribe'>('none');
  const s = product.strategy;
  return (
    <div className="follow-card" data-testid={`quant-product-${product.id}`}>
      <div className="follow-card-head">
        <div>
          <div className="follow-name">{product.name}</div>
          <div className="follow-sub">
            {t('quant.cycle', { days: product.cycleDays })} · {t('quant.fee', { fee: product.feePctYear })}
            {product.needsKey ? ` · ${t('quant.needsKey')}` : ''}
          </div>
          <div className="follow-sub">{t('quant.limits', { min: usd(product.minAmount), max: usd(product.maxAmount) })}</div>
        </div>
      </div>
      <RecordFigures record={s.record} live={s.live} launchDate={s.launchDate} testId={`quant-record-${product.id}`} />
      {open === 'strategy' ? <StrategyDetail id={s.id} /> : null}
      {open === 'subscribe' ? token ? <Subscribe product={product} /> : <LoginRequired text={t('quant.order.guest')} /> : null}
      <div className="follow-actions">
        <Button fill="outline" data-testid={`quant-more-${product.id}`} onClick={() => setOpen(open === 'strategy' ? 'none' : 'strategy')}>
          {open === 'strategy' ? t('follow.strategy.less') : t('follow.strategy.more')}
        </Button>
        <Button color="primary" data-testid={`quant-open-${product.id}`} onClick={() => setOpen(open === 'subscribe' ? 'none' : 'subscribe')}>
          {t('quant.subscribe')}
        </Button>
      </div>
    </div>
  );
}

export function QuantIndexPage() {
  const { t } = useTranslation();
  const { token } = useSession();
  const nav = useNav();
  const lang = useLang();
  const list = useQuery({ queryKey: quantKeys.list(lang), queryFn: ({ signal }) => call(quantApi.list, {}, { signal }), staleTime: STALE.lists });
  let body: ReactNode;
  if (list.isPending) body = <DelayedLoading />;
  else if (list.isError) body = <LoadError onRetry={() => void list.refetch()} />;
  else if (list.data.list.length === 0) body = <Empty text={t('quant.empty')} />;
  else body = list.data.list.map((p) => <ProductCard key={p.id} product={p} />);
  return (
    <PageShell title={t('quant.title')} right={<SimulatedTag label={t('follow.simulated')} />}>
      <p className="follow-intro">{t('quant.intro')}</p>
      <div className="follow-list" data-testid="quant-list">
        {token ? <Stat /> : null}
        {token ? (
          <Button fill="outline" data-testid="quant-records" onClick={() => nav.go('/pages/aiquantify/record')}>
            {t('quant.records')}
          </Button>
        ) : null}
        <Ranking />
        {body}
      </div>
    </PageShell>
  );
}

export function QuantRecordPage() {
  const { t } = useTranslation();
  const { token } = useSession();
  const nav = useNav();
  const lang = useLang();
  const orders = useQuery({ queryKey: quantKeys.orders(lang), queryFn: ({ signal }) => call(quantApi.orderPageList, { body: { pageNum: 1, pageSize: 50 } }, { signal }), enabled: Boolean(token) });
  let body: ReactNode;
  if (!token) body = <LoginRequired text={t('quant.order.guest')} />;
  else if (orders.isPending) body = <DelayedLoading />;
  else if (orders.isError) body = <LoadError onRetry={() => void orders.refetch()} />;
  else if (orders.data.list.length === 0) body = <Empty text={t('quant.record.empty')} />;
  else
    body = orders.data.list.map((o) => (
      <button key={o.id} type="button" className="follow-row-button" data-testid={`quant-order-${o.id}`} onClick={() => nav.go('/pages/aiquantify/record-detail', { id: String(o.id) })}>
        <div className="follow-card-head">
          <div>
            <div className="follow-name">{o.productName}</div>
            <div className="follow-sub">
              {t(`quant.record.status.${o.status}`)} · {t('quant.record.period', { from: o.startDate, to: o.endDate })}
            </div>
          </div>
          <div className={`follow-name num trend-${trendOf(o.profit)}`}>{formatSigned(o.profit)}</div>
        </div>
        <Line label={t('quant.record.amount')} value={usd(o.amount)} />
        <Disclaimer testId={`quant-order-disclaimer-${o.id}`} />
      </button>
    ));
  return (
    <PageShell title={t('quant.records')}>
      <div className="follow-list">{body}</div>
    </PageShell>
  );
}

export function QuantRecordDetailPage({ query }: PageProps) {
  const { t } = useTranslation();
  const { token } = useSession();
  const lang = useLang();
  const id = Number(query.id);
  const order = useQuery({ queryKey: quantKeys.order(id, lang), queryFn: ({ signal }) => call(quantApi.orderDetail, { body: { id } }, { signal }), enabled: Boolean(token) && id > 0, retry: false });
  const profits = useQuery({ queryKey: quantKeys.profits(id, lang), queryFn: ({ signal }) => call(quantApi.profitList, { query: { orderId: id, pageNum: 1, pageSize: 100 } }, { signal }), enabled: Boolean(token) && id > 0 });
  let body: ReactNode;
  if (!token) body = <LoginRequired text={t('quant.order.guest')} />;
  // Without an id the query never runs (it would stay pending for ever).
  else if (!(id > 0)) body = <Empty text={t('quant.record.notFound')} />;
  else if (order.isPending) body = <DelayedLoading />;
  else if (order.isError) body = order.error instanceof ApiError && order.error.code === 404 ? <Empty text={t('quant.record.notFound')} /> : <LoadError onRetry={() => void order.refetch()} />;
  else {
    const o = order.data;
    body = (
      <div className="follow-page" data-testid="quant-order-detail">
        <div className="follow-box">
          <div className="follow-name">{o.productName}</div>
          <div className="follow-sub" data-testid="quant-order-status">
            {t(`quant.record.status.${o.status}`)} · {t('quant.record.period', { from: o.startDate, to: o.endDate })}
          </div>
          <Line label={t('quant.record.amount')} value={usd(o.amount)} />
          <Line label={t('quant.record.days')} value={`${o.days} / ${o.cycleDays}`} testId="quant-order-days" />
          <Line label={t('quant.record.fee')} value={usd(o.fee)} />
          <Line label={t('quant.record.profit')} value={<span className={`trend-${trendOf(o.profit)}`}>{formatSigned(o.profit)}</span>} testId="quant-order-profit" strong />
          {o.payout ? <Line label={t('quant.record.payout')} value={usd(o.payout)} testId="quant-order-payout" strong /> : null}
          <Disclaimer testId="quant-order-detail-disclaimer" />
        </div>
        <h4>{t('quant.record.daily')}</h4>
        {profits.data && profits.data.list.length === 0 ? <Empty text={t('quant.record.noRecords')} /> : null}
        {profits.data && profits.data.list.length > 0 ? (
          <table className="follow-table" data-testid="quant-daily">
            <thead>
              <tr>
                <td>{t('quant.record.date')}</td>
                <td className="num">{t('quant.record.gross')}</td>
                <td className="num">{t('quant.record.fee')}</td>
                <td className="num">{t('quant.record.net')}</td>
              </tr>
            </thead>
            <tbody>
              {profits.data.list.map((r) => (
                <tr key={r.date} data-testid={`quant-day-${r.date}`}>
                  <td>{formatDay(r.date)}</td>
                  <td className={`num trend-${trendOf(r.gross)}`}>{formatSigned(r.gross)}</td>
                  <td className="num">{r.fee}</td>
                  <td className={`num trend-${trendOf(r.net)}`}>{formatSigned(r.net)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        ) : null}
      </div>
    );
  }
  return <PageShell title={t('quant.records')}>{body}</PageShell>;
}

import { ERROR_CODES, ipoApi, type IpoStatus, type NewStock, type NewStockDetail } from '@app/contracts';
import { Button, Tabs, Toast } from 'antd-mobile';
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
import { formatDateTime, formatDay, formatNumber } from '../../lib/format.ts';
import { useNav } from '../../shell/nav.ts';
import { useSession } from '../../state/session.ts';
import { LoginRequired } from '../setting/LoginRequired.tsx';
import type { PageProps } from '../types.ts';
import { ChargeLines, Line, money, MySubscriptions, price } from './parts.tsx';
import { financedPreview } from './preview.ts';
import { invalidateIpo, useIpoCounts, useIpoDetail, useIpoList, useIpoPreview } from './queries.ts';
import './ipo.css';

function IpoCard({ ipo }: { ipo: NewStock }) {
  const { t } = useTranslation();
  const nav = useNav();
  return (
    <button type="button" className="ipo-card" data-testid={`ipo-${ipo.stock_code}`} onClick={() => nav.go('/pages/payment/newstock', { id: String(ipo.id) })}>
      <div className="ipo-head">
        <div>
          <div className="ipo-code">{ipo.stock_code}</div>
          <div className="ipo-name">
            {ipo.name} · {ipo.exchange}
          </div>
        </div>
        <span className="ipo-badge">{t(`ipo.status.${ipo.status}`)}</span>
      </div>
      <Line label={t('ipo.range')} value={`${price(ipo.priceLow, ipo.currency)} – ${price(ipo.priceHigh, ipo.currency)}`} />
      {ipo.issuePrice !== undefined ? <Line label={t('ipo.finalPrice')} value={price(ipo.issuePrice, ipo.currency)} /> : null}
      <Line label={t('ipo.window')} value={`${formatDay(ipo.purchaseStartDate)} → ${formatDay(ipo.purchaseEndDate)}`} />
      <Line label={t('ipo.listing')} value={formatDay(ipo.listDate)} />
    </button>
  );
}

function IpoList({ status }: { status: IpoStatus }) {
  const { t } = useTranslation();
  const list = useIpoList(status);
  if (list.isPending) return <DelayedLoading />;
  if (list.isError) return <LoadError onRetry={() => void list.refetch()} />;
  if (list.data.list.length === 0) return <Empty text={t('ipo.empty')} />;
  return (
    <div className="ipo-list">
      {list.data.list.map((ipo) => (
        <IpoCard key={ipo.id} ipo={ipo} />
      ))}
    </div>
  );
}

const TABS = ['subscribing', 'upcoming', 'pending_listing', 'listed', 'mine'] as const;

/** /pages/product/newstock: the IPO calendar by state, and my subscriptions. */
export function IpoListPage({ query }: PageProps) {
  const { t } = useTranslation();
  const [tab, setTab] = useState<string>(query.tab ?? 'subscribing');
  return (
    <PageShell title={t('ipo.title')}>
      <Tabs activeKey={tab} onChange={setTab} data-testid="ipo-tabs">
        {TABS.map((key) => (
          <Tabs.Tab key={key} title={<span data-testid={`ipo-tab-${key}`}>{t(`ipo.tabs.${key}`)}</span>}>
            {key === 'mine' ? <MySubscriptions /> : tab === key ? <IpoList status={key as IpoStatus} /> : null}
          </Tabs.Tab>
        ))}
      </Tabs>
    </PageShell>
  );
}

/** The all-in amount held for a choice: HK the published tier amount, US/MX shares x limit price. */
function heldFor(ipo: NewStockDetail, quantity: number, limit: string): string | undefined {
  if (ipo.market === 'HK') return ipo.tiers?.find((tier) => tier.lots === quantity)?.amount;
  if (!/^\d+(\.\d{1,4})?$/.test(limit) || quantity <= 0) return undefined;
  return new Decimal(limit).times(quantity).toDecimalPlaces(2, Decimal.ROUND_HALF_UP).toFixed(2);
}

const FINANCE_STEPS = [0, 50, 80, 90];

/** The order the page would send: HK a tier (and financing), US/MX shares at a limit (the top by default). */
function orderOf(ipo: NewStockDetail, quantityText: string, limit: string, financePercent: number) {
  const hk = ipo.market === 'HK';
  const quantity = quantityText === '' ? (hk ? 1 : ipo.lotSize * 10) : Number(quantityText);
  const limitPrice = limit === '' ? String(ipo.priceHigh) : limit;
  const body = { ipoId: ipo.id, quantity, ...(hk ? (financePercent > 0 ? { financePercent } : {}) : { limitPrice }) };
  return { quantity, limitPrice, body, valid: heldFor(ipo, quantity, limitPrice) !== undefined };
}

/** /pages/payment/newstock?id=: one IPO, its rule card and the subscription with its all-in preview. */
export function IpoSubscribePage({ query }: PageProps) {
  const { t } = useTranslation();
  const { token } = useSession();
  const nav = useNav();
  const showError = useTradeErrors();
  const id = Number(query.id);
  const detail = useIpoDetail(id);
  const counts = useIpoCounts(!!token);
  const barredUntil = counts.data?.barredUntil;
  const [quantityText, setQuantityText] = useState('');
  const [limit, setLimit] = useState('');
  const [paying, setPaying] = useState(false);
  const [financePercent, setFinancePercent] = useState(0);
  const keys = useRef(new AttemptKeys());
  const shown = detail.data;
  const order = shown ? orderOf(shown, quantityText, limit, financePercent) : undefined;
  const preview = useIpoPreview(order?.body ?? { ipoId: 0, quantity: 0 }, Boolean(token && shown?.subscribable && order?.valid));

  let body: ReactNode;
  // Without an id the query never runs (it would stay pending for ever).
  if (!(id > 0)) body = <Empty text={t('ipo.notFound')} />;
  else if (detail.isPending) body = <DelayedLoading />;
  else if (detail.isError) {
    const notFound = detail.error instanceof ApiError && detail.error.errorCode === ERROR_CODES.IPO_NOT_FOUND;
    body = notFound ? <Empty text={t('ipo.notFound')} /> : <LoadError onRetry={() => void detail.refetch()} />;
  } else {
    const ipo = detail.data;
    const hk = ipo.market === 'HK';
    const { quantity, limitPrice } = orderOf(ipo, quantityText, limit, financePercent);
    const amount = heldFor(ipo, quantity, limitPrice);
    const finance = hk && ipo.financing && financePercent > 0 && amount ? financedPreview(amount, financePercent, ipo.financing.ratePercent, ipo.financing.days) : undefined;
    const held = finance ? finance.held : amount;
    const steps = ipo.financing ? FINANCE_STEPS.filter((p) => p <= ipo.financing!.maxPercent) : [];
    body = (
      <div className="ipo-page" data-testid="ipo-detail">
        <div className="ipo-card">
          <div className="ipo-head">
            <div>
              <div className="ipo-code">{ipo.stock_code}</div>
              <div className="ipo-name">
                {ipo.name} · {ipo.exchange} · {ipo.sector}
              </div>
            </div>
            <span className="ipo-badge">{t(`ipo.status.${ipo.status}`)}</span>
          </div>
          <Line label={t('ipo.range')} value={`${price(ipo.priceLow, ipo.currency)} – ${price(ipo.priceHigh, ipo.currency)}`} />
          {ipo.issuePrice !== undefined ? <Line label={t('ipo.finalPrice')} value={price(ipo.issuePrice, ipo.currency)} /> : null}
          <Line label={t('ipo.lotSize')} value={formatNumber(ipo.lotSize, 0)} />
          <Line label={t('ipo.offered')} value={formatNumber(ipo.sharesOffered, 0)} />
          <Line label={t('ipo.window')} value={`${formatDateTime(ipo.purchaseStartDateTimestamp ?? 0)} → ${formatDateTime(ipo.purchaseEndDateTimestamp)}`} />
          {ipo.allotmentDate ? <Line label={t('ipo.allotment')} value={formatDay(ipo.allotmentDate)} /> : null}
          <Line label={t('ipo.listing')} value={formatDay(ipo.listDate)} />
          {ipo.seed ? <Line label={t('ipo.seed')} value={<code>{ipo.seed}</code>} testId="ipo-seed" /> : null}
          {ipo.seedCommitment && !ipo.seed ? <p className="ipo-note ipo-commitment" data-testid="ipo-seed-commitment">{t('ipo.seedCommitment')}: <code>{ipo.seedCommitment}</code></p> : null}
          <p className="ipo-note">{ipo.description}</p>
        </div>
        <RuleCard product="ipo" item={ipo.market} testId="ipo-rule" />
        {!ipo.subscribable ? (
          <div className="ipo-error">{t('ipo.notOpen')}</div>
        ) : !token ? (
          <LoginRequired text={t('ipo.guest')} />
        ) : barredUntil !== undefined ? (
          <div className="ipo-error" data-testid="ipo-barred">
            {t('ipo.barred', { date: formatDateTime(barredUntil) })}
          </div>
        ) : (
          <>
            {hk ? (
              <label className="ipo-field">
                <span>{t('ipo.quantityShares')}</span>
                <select data-testid="ipo-tier" value={String(quantity)} onChange={(e) => setQuantityText(e.target.value)}>
                  {(ipo.tiers ?? []).map((tier) => (
                    <option key={tier.lots} value={tier.lots}>
                      {t('ipo.tier', { lots: tier.lots, shares: formatNumber(tier.shares, 0) })} · {money(tier.amount, ipo.currency)}
                    </option>
                  ))}
                </select>
              </label>
            ) : (
              <>
                <label className="ipo-field">
                  <span>{t('ipo.quantityShares')}</span>
                  <input inputMode="numeric" data-testid="ipo-quantity" value={quantityText === '' ? String(quantity) : quantityText} onChange={(e) => setQuantityText(e.target.value.replace(/\D/g, '').slice(0, 9))} />
                </label>
                <label className="ipo-field">
                  <span>{t('ipo.limitPrice')}</span>
                  <input inputMode="decimal" data-testid="ipo-limit" value={limitPrice} onChange={(e) => setLimit(e.target.value.replace(/[^\d.]/g, '').slice(0, 12))} />
                </label>
              </>
            )}
            {hk && ipo.financing ? (
              <label className="ipo-field">
                <span>{t('ipo.finance')}</span>
                <select data-testid="ipo-finance" value={String(financePercent)} onChange={(e) => setFinancePercent(Number(e.target.value))}>
                  {steps.map((p) => (
                    <option key={p} value={p}>
                      {p === 0 ? t('ipo.financeNone') : t('ipo.financeOption', { pct: p })}
                    </option>
                  ))}
                </select>
                <span className="ipo-note">{t('ipo.financeNote', { rate: ipo.financing.ratePercent, days: ipo.financing.days })}</span>
              </label>
            ) : null}
            <section className="ipo-card">
              {finance && amount ? (
                <>
                  <Line label={t('ipo.tierAmount')} value={money(amount, ipo.currency)} />
                  <Line label={t('ipo.loan')} value={money(finance.loan, ipo.currency)} testId="ipo-loan" />
                  <Line label={t('ipo.deposit')} value={money(finance.deposit, ipo.currency)} />
                  <Line label={t('ipo.interest')} value={money(finance.interest, ipo.currency)} testId="ipo-interest" />
                </>
              ) : null}
              {preview.data ? <ChargeLines charges={preview.data.charges} currency={ipo.currency} testId="ipo-charges" /> : null}
              <Line label={t('ipo.preview')} value={held ? money(held, ipo.currency) : '--'} testId="ipo-held" strong />
              <p className="ipo-note">{t(hk ? 'ipo.previewHk' : 'ipo.previewUs')}</p>
              <p className="ipo-note">{t('ipo.from', { currency: ipo.currency })}</p>
            </section>
            <Button block color="primary" size="large" disabled={!held} data-testid="ipo-confirm" onClick={() => setPaying(true)}>
              {t('ipo.subscribe')}
            </Button>
            <PayPasswordSheet
              visible={paying}
              summary={held ? `${ipo.stock_code} · ${money(held, ipo.currency)}` : undefined}
              onClose={() => setPaying(false)}
              onError={showError}
              onSubmit={async (payPassword) => {
                const request = { ipoId: ipo.id, quantity, ...(hk ? (finance ? { financePercent } : {}) : { limitPrice }) };
                const key = keys.current.keyFor(request);
                await call(ipoApi.subscribe, { body: { ...request, payPassword, idempotencyKey: key } });
                keys.current.reset();
                setPaying(false);
                await invalidateIpo();
                Toast.show({ content: t('ipo.done') });
                nav.go('/pages/product/newstock', { tab: 'mine' });
              }}
            />
          </>
        )}
      </div>
    );
  }
  return <PageShell title={t('ipo.subscribe')}>{body}</PageShell>;
}

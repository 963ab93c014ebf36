import { bondsApi, ERROR_CODES, type BondCashFlow, type GovBond } from '@app/contracts';
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
import { SimulatedTag } from '../../components/Trend.tsx';
import { formatDay, formatNumber, trendOf } from '../../lib/format.ts';
import { useNav } from '../../shell/nav.ts';
import { useSession } from '../../state/session.ts';
import { LoginRequired } from '../setting/LoginRequired.tsx';
import '../setting/setting.css';
import type { PageProps } from '../types.ts';
import { Holdings, Line, money, signedMoney } from './Holdings.tsx';
import { invalidateBonds, useBondList, useBondPreview, useHolding } from './queries.ts';
import '../../components/product-page.css';
import './bonds.css';

// ---- the list ---------------------------------------------------------------------------------

function BondCard({ bond }: { bond: GovBond }) {
  const { t } = useTranslation();
  const nav = useNav();
  const discount = bond.couponFrequency === 0;
  return (
    <button type="button" className="bonds-card" data-testid={`bond-${bond.code}`} disabled={bond.open === false} onClick={() => nav.go('/pages/bonds/open', { id: String(bond.id) })}>
      <div className="bonds-card-head">
        <div>
          <div className="bonds-code">{bond.code}</div>
          <div className="bonds-name">{bond.name}</div>
        </div>
        <div className="bonds-yield">
          <span className="num" data-testid={`bond-yield-${bond.code}`}>
            {formatNumber(bond.yield, bond.country === 'US' ? 3 : 2)}%
          </span>
          <small>{t(bond.type === 'T_BILL' ? 'bonds.discountRate' : 'bonds.yield')}</small>
        </div>
      </div>
      <div className="bonds-grid">
        <Line label={t('bonds.price')} value={formatNumber(bond.price, 4)} />
        <Line label={t('bonds.coupon')} value={discount ? t('bonds.noCoupon') : `${formatNumber(bond.couponRate, 3)}%`} />
        <Line label={t('bonds.maturity')} value={`${formatDay(bond.maturityDate)} · ${t('bonds.daysLeft', { days: bond.termDays })}`} />
        {bond.auction ? <AuctionNote bond={bond} /> : null}
        <Line label={t('bonds.accruedToday')} value={formatNumber(bond.accrued ?? 0, 4)} />
      </div>
      <div className="bonds-card-foot">
        <span>
          {t(`bonds.type.${bond.type}`)} · {t('bonds.minimum', { amount: money(bond.minAmount, bond.currency) })}
        </span>
        <span className="bonds-buy">{bond.open === false ? t('bonds.closed') : t('bonds.buy')}</span>
      </div>
    </button>
  );
}

function BondList({ country }: { country: 'MX' | 'US' }) {
  const list = useBondList(country);
  if (list.isPending) return <DelayedLoading />;
  if (list.isError) return <LoadError onRetry={() => void list.refetch()} />;
  return (
    <div className="bonds-list" data-testid={`bond-list-${country}`}>
      {list.data.list.map((bond) => (
        <BondCard key={bond.id} bond={bond} />
      ))}
    </div>
  );
}

/** Which CETES the user is buying (issue 34 item 13): the primary auction, its settlement and full term. */
function AuctionNote({ bond }: { bond: GovBond }) {
  const { t } = useTranslation();
  if (!bond.auction) return null;
  return (
    <small className="bonds-note" data-testid={`bond-auction-${bond.code}`}>
      {t('bonds.auction', { auction: formatDay(bond.auction.auctionDate), settlement: formatDay(bond.auction.settlementDate), days: bond.termDays })}
    </small>
  );
}

export function BondsListPage({ query }: PageProps) {
  const { t } = useTranslation();
  const [tab, setTab] = useState(query.tab === 'mine' || query.tab === 'US' ? query.tab : 'MX');
  return (
    <PageShell title={t('bonds.title')} right={<SimulatedTag label={t('bonds.simulated')} />}>
      <p className="bonds-intro">{t('bonds.intro')}</p>
      <Tabs activeKey={tab} onChange={setTab} data-testid="bond-tabs">
        <Tabs.Tab title={t('bonds.country.MX')} key="MX" />
        <Tabs.Tab title={t('bonds.country.US')} key="US" />
        <Tabs.Tab title={t('bonds.myBonds')} key="mine" />
      </Tabs>
      {tab === 'mine' ? <Holdings /> : <BondList country={tab as 'MX' | 'US'} />}
    </PageShell>
  );
}

// ---- buying -----------------------------------------------------------------------------------

function Schedule({ flows, currency }: { flows: BondCashFlow[]; currency: string }) {
  const { t } = useTranslation();
  return (
    <table className="bonds-schedule" data-testid="bond-schedule">
      <thead>
        <tr>
          <th>{t('bonds.open.date')}</th>
          <th>{t('bonds.open.amount')}</th>
          <th>{t('bonds.open.isr')}</th>
          <th>{t('bonds.open.net')}</th>
        </tr>
      </thead>
      <tbody>
        {flows.map((flow) => (
          <tr key={`${flow.kind}-${flow.date}`} data-testid={`bond-flow-${flow.kind}-${flow.date}`}>
            <td>
              {formatDay(flow.date)}
              <small>{t(`bonds.open.kind.${flow.kind}`)}</small>
            </td>
            <td className="num">{money(flow.amount, currency)}</td>
            <td className="num">{money(flow.isr, currency)}</td>
            <td className="num">{money(flow.net, currency)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

export function BondsOpenPage({ query }: PageProps) {
  const { t } = useTranslation();
  const { token } = useSession();
  const nav = useNav();
  const showError = useTradeErrors();
  const bondId = Number(query.id);
  const list = useBondList('');
  const bond = list.data?.list.find((b) => b.id === bondId);
  const [text, setText] = useState('');
  const minimumTitles = bond ? Math.max(1, Math.ceil(bond.minAmount / Number(bond.titlePrice ?? bond.faceValue))) : 1;
  const quantity = /^\d{1,7}$/.test(text) ? Number(text) : text === '' ? minimumTitles : 0;
  const preview = useBondPreview(bondId, quantity, Boolean(token && bond && quantity > 0));
  const [paying, setPaying] = useState(false);
  const keys = useRef(new AttemptKeys());

  let body: ReactNode;
  if (!token) body = <LoginRequired text={t('bonds.guest')} />;
  else if (list.isPending) body = <DelayedLoading />;
  else if (list.isError) body = <LoadError onRetry={() => void list.refetch()} />;
  else if (!bond) body = <Empty text={t('bonds.open.notFound')} />;
  else {
    const p = preview.data;
    const previewError = preview.error instanceof ApiError ? preview.error.message : undefined;
    body = (
      <div className="bonds-page" data-testid="bond-open">
        <div className="bonds-card static">
          <div className="bonds-card-head">
            <div>
              <div className="bonds-code">{bond.code}</div>
              <div className="bonds-name">{bond.name}</div>
            </div>
            <div className="bonds-yield">
              <span className="num">{formatNumber(bond.yield, bond.country === 'US' ? 3 : 2)}%</span>
              <small>{t(bond.type === 'T_BILL' ? 'bonds.discountRate' : 'bonds.yield')}</small>
            </div>
          </div>
          <div className="bonds-grid">
            <Line label={t('bonds.titlePrice')} value={bond.titlePrice ? money(bond.titlePrice, bond.currency, 4) : '--'} />
            <Line label={t('bonds.maturity')} value={`${formatDay(bond.maturityDate)} · ${t('bonds.daysLeft', { days: bond.termDays })}`} />
            {bond.auction ? <AuctionNote bond={bond} /> : null}
            {bond.udi ? (
              <Line
                label={t('bonds.udi.value', { date: formatDay(bond.udi.date) })}
                value={money(bond.udi.value, bond.currency, 6)}
                testId="bond-udi"
              />
            ) : null}
          </div>
          {bond.udi ? (
            <small data-testid="bond-udi-note">
              {t('bonds.udi.note', { anchor: money(bond.udi.anchorValue, bond.currency, 6), anchorDate: formatDay(bond.udi.anchorDate), inflation: bond.udi.inflationPercent })}
            </small>
          ) : null}
        </div>
        <label className="bonds-field">
          <span>{t('bonds.open.quantity')}</span>
          <input inputMode="numeric" data-testid="bond-quantity" value={text === '' ? String(minimumTitles) : text} onChange={(e) => setText(e.target.value.replace(/\D/g, '').slice(0, 7))} />
          <small>{t('bonds.open.quantityHint', { face: bond.udi ? t('bonds.udi.face', { face: bond.faceValue, value: money(new Decimal(bond.faceValue).times(bond.udi.value).toFixed(2), bond.currency) }) : money(bond.faceValue, bond.currency) })}</small>
        </label>
        {previewError ? (
          <div className="bonds-error" data-testid="bond-preview-error">
            {previewError}
          </div>
        ) : null}
        {p ? (
          <>
            <section className="bonds-cost" data-testid="bond-cost">
              <Line label={t('bonds.open.clean')} value={money(p.cleanAmount, p.currency)} />
              <Line label={t('bonds.open.accrued')} value={money(p.accruedAmount, p.currency)} />
              <Line label={t('bonds.open.fee')} value={money(p.fee, p.currency)} testId="bond-fee" />
              <Line label={t('bonds.open.total')} value={money(p.total, p.currency)} testId="bond-total" strong />
              <Line label={t('bonds.open.face')} value={money(p.faceAmount, p.currency)} />
              <p className="bonds-note">{t('bonds.open.from', { currency: p.currency, wallet: t('money.wallets.FINANCIAL') })}</p>
            </section>
            <h3 className="bonds-h3">{t('bonds.open.schedule')}</h3>
            <Schedule flows={p.schedule} currency={p.currency} />
            <Line label={t('bonds.open.received')} value={money(p.totalReceived, p.currency)} testId="bond-received" strong />
          </>
        ) : null}
        <RuleCard product="bonds" item={bond.country} testId="bond-rule" />
        <Button block color="primary" size="large" disabled={!p || preview.isError || preview.isFetching} data-testid="bond-confirm" onClick={() => setPaying(true)}>
          {t('bonds.open.confirm')}
        </Button>
        <PayPasswordSheet
          visible={paying}
          summary={p ? `${bond.code} × ${p.quantity} · ${money(p.total, p.currency)}` : undefined}
          onClose={() => setPaying(false)}
          onError={(error) => {
            showError(error);
            void preview.refetch();
          }}
          onSubmit={async (payPassword) => {
            const request = { bondId, quantity, termsVersionId: p!.rule.versionId };
            const key = keys.current.keyFor(request);
            await call(bondsApi.create, { body: { ...request, payPassword, idempotencyKey: key } });
            keys.current.reset();
            setPaying(false);
            await invalidateBonds();
            Toast.show({ content: t('bonds.open.done') });
            nav.go('/pages/bonds/list', { tab: 'mine' });
          }}
        />
      </div>
    );
  }
  return <PageShell title={t('bonds.buy')}>{body}</PageShell>;
}

// ---- selling ----------------------------------------------------------------------------------

export function BondsClosePage({ query }: PageProps) {
  const { t } = useTranslation();
  const { token } = useSession();
  const nav = useNav();
  const showError = useTradeErrors();
  const id = Number(query.id);
  const holding = useHolding(id, Boolean(token) && id > 0);
  const [paying, setPaying] = useState(false);
  const keys = useRef(new AttemptKeys());

  let body: ReactNode;
  if (!token) body = <LoginRequired text={t('bonds.guest')} />;
  // Without an id the query never runs (it would stay pending for ever).
  else if (!(id > 0)) body = <Empty text={t('bonds.open.notFound')} />;
  else if (holding.isPending) body = <DelayedLoading />;
  else if (holding.isError) {
    const notFound = holding.error instanceof ApiError && holding.error.errorCode === ERROR_CODES.BOND_HOLDING_NOT_FOUND;
    body = notFound ? <Empty text={holding.error.message} /> : <LoadError onRetry={() => void holding.refetch()} />;
  } else {
    const h = holding.data;
    const sellable = h.status === 'bought' && h.daysToMaturity > 0;
    const spread = new Decimal(h.sellProceeds).plus(h.interest).minus(h.cost);
    body = (
      <div className="bonds-page" data-testid="bond-close">
        <section className="bonds-cost">
          <Line label={t('bonds.close.holding')} value={`${h.code} × ${h.quantity}`} />
          <Line label={t('bonds.close.cost')} value={money(h.cost, h.currency)} />
          <Line label={t('bonds.close.buyYield')} value={`${formatNumber(h.buyYield, 2)}%`} />
          <Line label={t('bonds.close.marketValue')} value={money(h.marketValue, h.currency)} />
          <Line label={t('bonds.close.accrued')} value={money(h.accrued, h.currency)} />
          <Line label={t('bonds.close.interest')} value={money(new Decimal(h.interest).minus(h.isrWithheld).toFixed(2), h.currency)} />
          <Line label={t('bonds.close.pricePnl')} value={<span className={`trend-${trendOf(h.pricePnl)}`}>{signedMoney(h.pricePnl, h.currency)}</span>} />
          <Line label={t('bonds.close.interestPnl')} value={<span className={`trend-${trendOf(h.interestPnl)}`}>{signedMoney(h.interestPnl, h.currency)}</span>} />
          <Line label={t('bonds.close.proceeds')} value={money(h.sellProceeds, h.currency)} testId="bond-proceeds" strong />
          <Line label={t('bonds.close.spread')} value={<span className={`trend-${trendOf(spread.toFixed(2))}`}>{signedMoney(spread.toFixed(2), h.currency)}</span>} testId="bond-spread" />
          <p className="bonds-note">{t('bonds.close.explain')}</p>
        </section>
        {sellable ? null : <div className="bonds-error">{t('bonds.close.notSellable')}</div>}
        <RuleCard product="bonds" item={h.currency === 'USD' ? 'US' : 'MX'} testId="bond-rule" />
        <Button block color="danger" size="large" disabled={!sellable} data-testid="bond-sell-confirm" onClick={() => setPaying(true)}>
          {t('bonds.close.confirm')}
        </Button>
        <PayPasswordSheet
          visible={paying}
          summary={`${h.code} × ${h.quantity} · ${money(h.sellProceeds, h.currency)}`}
          onClose={() => setPaying(false)}
          onError={showError}
          onSubmit={async (payPassword) => {
            const key = keys.current.keyFor({ holdingId: id });
            await call(bondsApi.flatPosition, { body: { holdingId: id, payPassword, idempotencyKey: key } });
            keys.current.reset();
            setPaying(false);
            await invalidateBonds();
            Toast.show({ content: t('bonds.close.done') });
            nav.go('/pages/bonds/list', { tab: 'mine' });
          }}
        />
      </div>
    );
  }
  return <PageShell title={t('bonds.close.title')}>{body}</PageShell>;
}

import { bondsApi, type BondHolding } from '@app/contracts';
import { useQuery } from '@tanstack/react-query';
import { Button } from 'antd-mobile';
import Decimal from 'decimal.js';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { call } from '../../api/client.ts';
import { DelayedLoading, Empty, LoadError } from '../../components/states.tsx';
import { formatDay, formatMoney, formatNumber, trendOf } from '../../lib/format.ts';
import { useNav } from '../../shell/nav.ts';
import { useSession } from '../../state/session.ts';
import { LoginRequired } from '../setting/LoginRequired.tsx';
import { bondsKeys, useHoldings } from './queries.ts';
import '../../components/product-page.css';
import './bonds.css';

/*
 * The user's bond holdings: the "My bonds" tab of the list page and the trade tab's
 * bonds list (6), with the totals of /position/getTreasuryBondTotal.
 */

export const money = (value: string | number, currency: string, decimals = 2) => formatMoney(value, currency === 'MXN' ? 'MX' : currency === 'USD' ? 'US' : currency, decimals);
/** A signed amount in the bond's currency: "+MX$42.10" / "-US$3.00". */
export const signedMoney = (value: string, currency: string) => {
  const text = money(value, currency);
  return text.startsWith('-') || !/[1-9]/.test(text) ? text : `+${text}`;
};

export function Line({ label, value, testId, strong }: { label: ReactNode; value: ReactNode; testId?: string; strong?: boolean }) {
  return (
    <div className={`bonds-line${strong ? ' strong' : ''}`}>
      <span>{label}</span>
      <span className="num" data-testid={testId}>
        {value}
      </span>
    </div>
  );
}


/** The totals per currency, each figure labelled and adding up (issue 34 item 10). */
function Totals() {
  const { t } = useTranslation();
  const totals = useQuery({ queryKey: bondsKeys.totals, queryFn: ({ signal }) => call(bondsApi.total, {}, { signal }) });
  if (!totals.data || totals.data.list.length === 0) return null;
  const signed = (value: string, currency: string) => <span className={`trend-${trendOf(value)}`}>{signedMoney(value, currency)}</span>;
  return (
    <>
      {totals.data.list.map((row) => (
        <div className="bonds-cost" key={row.currency} data-testid={`bond-totals-${row.currency}`}>
          <div className="bonds-sum-title">{t('bonds.sum.title', { currency: row.currency })}</div>
          <Line label={t('bonds.sum.dirty')} value={money(row.dirtyValue, row.currency)} testId={`bond-totals-dirty-${row.currency}`} strong />
          <Line label={t('bonds.sum.clean')} value={money(row.marketValue, row.currency)} />
          <Line label={t('bonds.close.accrued')} value={money(row.accrued, row.currency)} />
          <Line label={t('bonds.sum.cost')} value={money(row.cost, row.currency)} />
          {/* Coupons as the wallet received them (net), with the ISR withheld beside them when there was any. */}
          <Line label={t('bonds.close.interest')} value={money(row.interestNet, row.currency)} testId={`bond-totals-interest-${row.currency}`} />
          {new Decimal(row.isrWithheld).gt(0) ? <Line label={t('bonds.open.isr')} value={money(row.isrWithheld, row.currency)} /> : null}
          <Line label={t('bonds.sum.openProfit')} value={signed(row.openProfit, row.currency)} />
          {row.closedHoldings > 0 ? <Line label={t('bonds.sum.realizedProfit', { count: row.closedHoldings })} value={signed(row.realizedProfit, row.currency)} /> : null}
          <Line label={t('bonds.sum.profit')} value={signed(row.profit, row.currency)} testId={`bond-totals-profit-${row.currency}`} strong />
        </div>
      ))}
    </>
  );
}

function HoldingCard({ holding }: { holding: BondHolding }) {
  const { t } = useTranslation();
  const nav = useNav();
  const open = holding.status === 'bought';
  const held = open || holding.status === 'waiting_redemption' || holding.status === 'awaiting_settlement';
  // While held, the ISR withheld is the coupons' only (a sale's or redemption's adds to it after).
  const received = held ? new Decimal(holding.interest).minus(holding.isrWithheld) : new Decimal(0);
  return (
    <div className="bonds-card" data-testid={`bond-holding-${holding.id}`} data-status={holding.status}>
      <div className="bonds-card-head">
        <div>
          <div className="bonds-code">{holding.code}</div>
          <div className="bonds-name">
            {t('bonds.close.quantity')} {holding.quantity} · <span data-testid={`bond-holding-status-${holding.id}`}>{t(`bonds.status.${holding.status}`)}</span>
          </div>
        </div>
        <div className="bonds-headline">
          <div className="bonds-headline-label">{t(held ? 'bonds.sum.cardProfit' : 'bonds.sum.cardRealized')}</div>
          <div className={`bonds-yield num trend-${trendOf(holding.profit)}`} data-testid={`bond-holding-profit-${holding.id}`}>
            {signedMoney(holding.profit, holding.currency)}
          </div>
        </div>
      </div>
      <div className="bonds-grid">
        {held ? (
          <>
            <Line label={t('bonds.sum.dirty')} value={money(new Decimal(holding.marketValue).plus(holding.accrued).toFixed(2), holding.currency)} testId={`bond-holding-dirty-${holding.id}`} />
            <Line label={t('bonds.close.marketValue')} value={money(holding.marketValue, holding.currency)} />
            <Line label={t('bonds.close.accrued')} value={money(holding.accrued, holding.currency)} />
          </>
        ) : null}
        {received.gt(0) ? <Line label={t('bonds.close.interest')} value={money(received.toFixed(2), holding.currency)} testId={`bond-holding-interest-${holding.id}`} /> : null}
        {holding.status === 'awaiting_settlement' && holding.issueDate ? <Line label={t('bonds.status.awaiting_settlement')} value={t('bonds.settles', { date: formatDay(holding.issueDate) })} /> : null}
        <Line label={t('bonds.close.buyYield')} value={`${formatNumber(holding.buyYield, 2)}%`} />
        <Line label={t('bonds.maturity')} value={`${formatDay(holding.maturityDate)} · ${t('bonds.daysLeft', { days: holding.daysToMaturity })}`} />
      </div>
      {open && holding.daysToMaturity > 0 ? (
        <Button size="small" fill="outline" data-testid={`bond-sell-${holding.id}`} onClick={() => nav.go('/pages/bonds/close', { id: String(holding.id) })}>
          {t('bonds.sell')}
        </Button>
      ) : null}
    </div>
  );
}

/** The holdings with their totals (a guest sees the login line). */
export function Holdings() {
  const { t } = useTranslation();
  const { token } = useSession();
  const holdings = useHoldings(Boolean(token));
  if (!token) return <LoginRequired text={t('bonds.guest')} />;
  if (holdings.isPending) return <DelayedLoading />;
  if (holdings.isError) return <LoadError onRetry={() => void holdings.refetch()} />;
  if (holdings.data.list.length === 0) return <Empty text={t('bonds.noHoldings')} />;
  return (
    <div className="bonds-list" data-testid="bond-holdings">
      <Totals />
      {holdings.data.list.map((holding) => (
        <HoldingCard key={holding.id} holding={holding} />
      ))}
    </div>
  );
}


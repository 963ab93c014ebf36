import { ipoApi, type IpoCharges, type IpoSubscription } from '@app/contracts';
import { Button, Toast } from 'antd-mobile';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { call } from '../../api/client.ts';
import { PayPasswordSheet } from '../../components/money/PayPasswordSheet.tsx';
import { DelayedLoading, Empty, LoadError } from '../../components/states.tsx';
import { useTradeErrors } from '../../components/trade/errors.tsx';
import { formatDateTime, formatDay, formatMoney, formatNumber } from '../../lib/format.ts';
import { useNav } from '../../shell/nav.ts';
import { useSession } from '../../state/session.ts';
import { LoginRequired } from '../setting/LoginRequired.tsx';
import { invalidateIpo, useMySubscriptions } from './queries.ts';
import './ipo.css';

/** Money in the currency: HK$5,050.43, US$210.00, MX$320.00. */
export const money = (value: string | number, currency: string) => formatMoney(value, currency);
export const price = (value: number | string, currency?: string) => {
  const decimals = Math.max(2, (String(value).split('.')[1] ?? '').length);
  return currency ? formatMoney(value, currency, decimals) : formatNumber(value, decimals);
};

export function Line({ label, value, testId, strong }: { label: ReactNode; value: ReactNode; testId?: string; strong?: boolean }) {
  return (
    <div className={`ipo-line${strong ? ' strong' : ''}`}>
      <span>{label}</span>
      <span className="num" data-testid={testId}>
        {value}
      </span>
    </div>
  );
}

const CHARGE_LINES = ['brokerage', 'iva', 'sfcLevy', 'afrcLevy', 'tradingFee'] as const;

/** Each part of an IPO's cost, named (issue 34 item 7): the shares, each charge, the total. */
export function ChargeLines({ charges, currency, testId }: { charges: IpoCharges; currency: string; testId: string }) {
  const { t } = useTranslation();
  return (
    <div className="ipo-charges" data-testid={testId}>
      <Line label={t('ipo.charges.gross')} value={money(charges.gross, currency)} />
      {CHARGE_LINES.map((part) => (
        <Line key={part} label={t(`ipo.charges.${part}`)} value={money(charges[part], currency)} testId={`${testId}-${part}`} />
      ))}
      <Line label={t('ipo.charges.total')} value={money(charges.total, currency)} strong />
    </div>
  );
}

/** The badge of a subscription: an allotment owing a payment reads "allotted: pay now". */
function badgeOf(sub: IpoSubscription): string {
  return sub.due !== undefined ? 'to_pay' : sub.status;
}

/** One of my subscriptions: its money, its state, and what I can do with it now. */
export function SubscriptionCard({ sub }: { sub: IpoSubscription }) {
  const { t } = useTranslation();
  const nav = useNav();
  const showError = useTradeErrors();
  const [action, setAction] = useState<'cancel' | 'reconfirm' | null>(null);
  const open = sub.status === 'subscribed' || sub.status === 'reconfirm';
  return (
    <div className="ipo-card" data-testid={`ipo-sub-${sub.id}`} data-status={badgeOf(sub)}>
      <div className="ipo-head">
        <div>
          <div className="ipo-code">{sub.stock_code}</div>
          <div className="ipo-name">{sub.name}</div>
        </div>
        <span className="ipo-badge" data-testid={`ipo-sub-status-${sub.id}`}>
          {t(`ipo.subStatus.${badgeOf(sub)}`)}
        </span>
      </div>
      <Line label={t('ipo.quantityShares')} value={formatNumber(sub.shares, 0)} />
      {sub.limitPrice !== undefined ? <Line label={t('ipo.limitPrice')} value={price(sub.limitPrice, sub.currency)} /> : null}
      {open ? <Line label={t('ipo.held')} value={money(sub.held, sub.currency)} /> : null}
      {sub.financePercent !== undefined ? <Line label={t('ipo.loan')} value={`${money(sub.loan ?? '0', sub.currency)} · ${sub.financePercent} %`} /> : null}
      {sub.interest !== undefined ? <Line label={t('ipo.interest')} value={money(sub.interest, sub.currency)} /> : null}
      {sub.allottedShares !== undefined ? <Line label={t('ipo.allottedShares')} value={formatNumber(sub.allottedShares, 0)} /> : null}
      {sub.due !== undefined ? <Line label={t('ipo.due')} value={money(sub.due, sub.currency)} strong testId={`ipo-sub-due-${sub.id}`} /> : null}
      {sub.due !== undefined && sub.payBy !== undefined ? <Line label={t('ipo.payBy')} value={formatDateTime(sub.payBy)} /> : null}
      {sub.paid !== undefined && sub.due === undefined ? <Line label={t('ipo.paid')} value={money(sub.paid, sub.currency)} /> : null}
      {sub.charges && sub.due === undefined ? <ChargeLines charges={sub.charges} currency={sub.currency} testId={`ipo-sub-charges-${sub.id}`} /> : null}
      {sub.released !== undefined && sub.due === undefined ? <Line label={t('ipo.released')} value={money(sub.released, sub.currency)} /> : null}
      {sub.listDate ? <Line label={t('ipo.listing')} value={formatDay(sub.listDate)} /> : null}
      {sub.orderStatus ? <Line label={t('ipo.orderStatusLabel')} value={t(`ipo.orderStatus.${sub.orderStatus}`)} /> : null}
      {open || sub.due !== undefined ? (
        <div className="ipo-actions">
          {sub.due !== undefined ? (
            <Button size="small" color="primary" data-testid={`ipo-pay-${sub.id}`} onClick={() => nav.go('/pages/hkstock/payipo', { id: String(sub.id), code: sub.stock_code })}>
              {t('ipo.pay')}
            </Button>
          ) : null}
          {sub.status === 'reconfirm' ? (
            <Button size="small" color="primary" data-testid={`ipo-reconfirm-${sub.id}`} onClick={() => setAction('reconfirm')}>
              {t('ipo.reconfirm')}
            </Button>
          ) : null}
          {open ? (
            <Button size="small" data-testid={`ipo-cancel-${sub.id}`} onClick={() => setAction('cancel')}>
              {t('ipo.cancel')}
            </Button>
          ) : null}
        </div>
      ) : null}
      <PayPasswordSheet
        visible={action !== null}
        summary={`${sub.stock_code} · ${formatNumber(sub.shares, 0)}`}
        onClose={() => setAction(null)}
        onError={showError}
        onSubmit={async (payPassword) => {
          await call(action === 'reconfirm' ? ipoApi.reconfirm : ipoApi.cancel, { body: { id: sub.id, payPassword } });
          setAction(null);
          await invalidateIpo();
          if (action === 'cancel') Toast.show({ content: t('ipo.cancelled') });
        }}
      />
    </div>
  );
}

/** My subscriptions (the calendar's "mine" tab and the trade tab's list 4). */
export function MySubscriptions({ showMore = false }: { showMore?: boolean }) {
  const { t } = useTranslation();
  const nav = useNav();
  const { token } = useSession();
  const mine = useMySubscriptions(Boolean(token));
  if (!token) return <LoginRequired text={t('ipo.guest')} />;
  if (mine.isPending) return <DelayedLoading />;
  if (mine.isError) return <LoadError onRetry={() => void mine.refetch()} />;
  const more = showMore ? (
    <Button block fill="outline" data-testid="ipo-more" onClick={() => nav.go('/pages/product/newstock')}>
      {t('ipo.more')}
    </Button>
  ) : null;
  if (mine.data.list.length === 0)
    return (
      <div className="ipo-list" data-testid="ipo-mine">
        <Empty text={t('ipo.noMine')} />
        {more}
      </div>
    );
  return (
    <div className="ipo-list" data-testid="ipo-mine">
      {mine.data.list.map((sub) => (
        <SubscriptionCard key={sub.id} sub={sub} />
      ))}
      {more}
    </div>
  );
}

import { ERROR_CODES, ipoApi } from '@app/contracts';
import { Button, Toast } from 'antd-mobile';
import { useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError, call } from '../../api/client.ts';
import { PayPasswordSheet } from '../../components/money/PayPasswordSheet.tsx';
import { PageShell } from '../../components/PageShell.tsx';
import { DelayedLoading, Empty, LoadError } from '../../components/states.tsx';
import { useTradeErrors } from '../../components/trade/errors.tsx';
import { AttemptKeys } from '../../components/trade/idempotency.ts';
import { formatDateTime, formatDay, formatNumber } from '../../lib/format.ts';
import { useNav } from '../../shell/nav.ts';
import { useSession } from '../../state/session.ts';
import { LoginRequired } from '../setting/LoginRequired.tsx';
import type { PageProps } from '../types.ts';
import { Line, money } from './parts.tsx';
import { invalidateIpo, useSubscription } from './queries.ts';

/**
 * /pages/hkstock/payipo?id=: pay for allotted shares (a financed application whose
 * allotment costs more than its deposit): the cost, the deposit already held, what is
 * owed and the deadline; the transaction password; after the deadline the allotment lapses.
 */
export function PayIpoPage({ query }: PageProps) {
  const { t } = useTranslation();
  const { token } = useSession();
  const nav = useNav();
  const showError = useTradeErrors();
  const id = Number(query.id);
  const sub = useSubscription(token ? id : 0);
  const [paying, setPaying] = useState(false);
  const keys = useRef(new AttemptKeys());

  let body: ReactNode;
  if (!token) body = <LoginRequired text={t('ipo.guest')} />;
  else if (!(id > 0)) body = <Empty text={t('ipo.payNothing')} />;
  else if (sub.isPending) body = <DelayedLoading />;
  else if (sub.isError) {
    const missing = sub.error instanceof ApiError && sub.error.errorCode === ERROR_CODES.IPO_SUBSCRIPTION_NOT_FOUND;
    body = missing ? <Empty text={t('ipo.payNothing')} /> : <LoadError onRetry={() => void sub.refetch()} />;
  } else {
    const s = sub.data;
    const owing = s.due !== undefined;
    const badge = owing ? 'to_pay' : s.status;
    body = (
      <div className="ipo-page" data-testid="ipo-pay-page">
        <div className="ipo-card">
          <div className="ipo-head">
            <div>
              <div className="ipo-code">{s.stock_code}</div>
              <div className="ipo-name">{s.name}</div>
            </div>
            <span className="ipo-badge" data-testid="ipo-pay-status">
              {t(`ipo.subStatus.${badge}`)}
            </span>
          </div>
          <Line label={t('ipo.allottedShares')} value={formatNumber(s.allottedShares ?? 0, 0)} />
          {s.financePercent !== undefined ? <Line label={t('ipo.loan')} value={`${money(s.loan ?? '0', s.currency)} · ${s.financePercent} %`} /> : null}
          {s.interest !== undefined ? <Line label={t('ipo.interest')} value={money(s.interest, s.currency)} /> : null}
          {owing ? (
            <>
              <Line label={t('ipo.deposit')} value={money(s.held, s.currency)} />
              <Line label={t('ipo.due')} value={money(s.due!, s.currency)} testId="ipo-pay-due" strong />
              {s.payBy !== undefined ? <Line label={t('ipo.payBy')} value={formatDateTime(s.payBy)} /> : null}
            </>
          ) : (
            <>
              {s.paid !== undefined ? <Line label={t('ipo.paid')} value={money(s.paid, s.currency)} testId="ipo-pay-paid" strong /> : null}
              {s.orderStatus ? <Line label={t('ipo.orderStatusLabel')} value={t(`ipo.orderStatus.${s.orderStatus}`)} /> : null}
            </>
          )}
          {s.listDate ? <Line label={t('ipo.listing')} value={formatDay(s.listDate)} /> : null}
        </div>
        {owing ? (
          <>
            <p className="ipo-note">{t('ipo.payNote', { currency: s.currency })}</p>
            <Button block color="primary" size="large" data-testid="ipo-pay-confirm" onClick={() => setPaying(true)}>
              {t('ipo.pay')} {money(s.due!, s.currency)}
            </Button>
            <PayPasswordSheet
              visible={paying}
              summary={`${s.stock_code} · ${money(s.due!, s.currency)}`}
              onClose={() => setPaying(false)}
              onError={showError}
              onSubmit={async (payPassword) => {
                const key = keys.current.keyFor({ id: s.id });
                await call(ipoApi.pay, { body: { id: s.id, payPassword, idempotencyKey: key } });
                keys.current.reset();
                setPaying(false);
                await invalidateIpo();
                Toast.show({ content: t('ipo.payDone') });
              }}
            />
          </>
        ) : (
          <div className="ipo-note" data-testid="ipo-pay-none">
            {t('ipo.payNothing')}
          </div>
        )}
        <Button block fill="outline" data-testid="ipo-pay-mine" onClick={() => nav.go('/pages/product/newstock', { tab: 'mine' })}>
          {t('ipo.tabs.mine')}
        </Button>
      </div>
    );
  }
  return <PageShell title={t('ipo.payTitle')}>{body}</PageShell>;
}

import type { WalletBalances } from '@app/contracts';
import { Skeleton } from 'antd-mobile';
import { DownOutline, EyeInvisibleOutline, EyeOutline, RightOutline, UpOutline } from 'antd-mobile-icons';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatTime } from '../../lib/format.ts';
import { useNav } from '../../shell/nav.ts';
import { formatCurrency, isZeroAmount, sumDecimal } from './amount.ts';
import { useBalances, useFundingOverview, useMoneyLive } from './queries.ts';
import { useWalletName } from './WalletPicker.tsx';
import './money.css';

const HIDE_KEY = 'hideBalances';
const MASK = '******';

/** Totals in MXN from one balances answer: funding account, product wallets and what is on hold. */
export function summarize(data: WalletBalances) {
  const overview = data.list.find((row) => row.walletType === 'OVERVIEW');
  const wallets = data.list.filter((row) => row.walletType !== 'OVERVIEW');
  return {
    total: overview?.valueMxn ?? sumDecimal(wallets.map((row) => row.valueMxn)),
    funding: sumDecimal(wallets.filter((row) => row.walletType === 'BALANCE').map((row) => row.valueMxn)),
    products: sumDecimal(wallets.filter((row) => row.walletType !== 'BALANCE').map((row) => row.valueMxn)),
    // The server's: each held amount converted at the rate (half-even), summed in centavos. A
    // product here truncated and read 7,484.25 against 369.50 USD x 20.2551 = 7,484.26 (issue 28).
    frozen: overview?.frozen ?? '0.00',
    wallets: wallets.filter((row) => !isZeroAmount(row.balance) || !isZeroAmount(row.frozen)),
  };
}

/**
 * The account tab's balances card: the total of every wallet in MXN (Overview 0), the
 * funding account, the product wallets and what is on hold, and each wallet on demand.
 * Live: a pushed wallet change refetches it. Amounts can be hidden with the eye.
 */
export function BalanceSummary() {
  const { t } = useTranslation();
  const nav = useNav();
  const name = useWalletName();
  const balances = useBalances();
  const loans = useFundingOverview().data?.loans;
  useMoneyLive();
  const [hidden, setHidden] = useState(() => localStorage.getItem(HIDE_KEY) === '1');
  const [open, setOpen] = useState(false);
  const toggleHidden = () => {
    localStorage.setItem(HIDE_KEY, hidden ? '0' : '1');
    setHidden(!hidden);
  };
  const show = (text: string) => (hidden ? MASK : text);

  if (!balances.data) {
    return (
      <section className="balance-summary" data-testid="balances-summary" data-state={balances.isError ? 'error' : 'loading'}>
        <div className="balance-summary-title">{t('money.summary.total')}</div>
        {balances.isError ? (
          <button type="button" className="balance-summary-retry" onClick={() => void balances.refetch()} data-testid="balances-retry">
            <span className="balance-summary-total num">--</span>
            <span>{t('money.summary.retry')}</span>
          </button>
        ) : (
          <Skeleton.Paragraph lineCount={2} animated />
        )}
      </section>
    );
  }

  const s = summarize(balances.data);
  return (
    <section className="balance-summary" data-testid="balances-summary" data-state="ready">
      <div className="balance-summary-head">
        <span className="balance-summary-title">{t('money.summary.total')}</span>
        <button type="button" className="icon-button balance-eye" onClick={toggleHidden} aria-label={t(hidden ? 'money.summary.show' : 'money.summary.hide')} data-testid="balances-eye">
          {hidden ? <EyeInvisibleOutline /> : <EyeOutline />}
        </button>
        <button type="button" className="balance-summary-link" onClick={() => nav.go('/pages/profile/transaction')} data-testid="balances-history">
          {t('money.summary.statement')} <RightOutline />
        </button>
      </div>
      <div className="balance-summary-total num" data-testid="balances-total">
        {show(formatCurrency(s.total, 'MXN'))}
      </div>
      <div className="balance-summary-cells">
        <div className="balance-summary-cell">
          <span>{t('money.summary.funding')}</span>
          <strong className="num" data-testid="balances-funding">
            {show(formatCurrency(s.funding, 'MXN'))}
          </strong>
        </div>
        <div className="balance-summary-cell">
          <span>{t('money.summary.products')}</span>
          <strong className="num" data-testid="balances-products">
            {show(formatCurrency(s.products, 'MXN'))}
          </strong>
        </div>
        <div className="balance-summary-cell">
          <span>{t('money.summary.frozen')}</span>
          <strong className="num" data-testid="balances-frozen">
            {show(formatCurrency(s.frozen, 'MXN'))}
          </strong>
        </div>
      </div>
      {loans && loans.count > 0 && (
        // What the user owes is a liability: shown apart, never added to the cash above.
        <button type="button" className="balance-summary-loans" onClick={() => nav.go('/pages/loan/index')} data-testid="balances-loans">
          <span>
            {t('money.summary.loans', { count: loans.count })}
            <small>{t('money.summary.loansNote')}</small>
          </span>
          <strong className="num">{show(formatCurrency(loans.outstanding, 'MXN'))}</strong>
          <RightOutline />
        </button>
      )}
      <button type="button" className="balance-summary-toggle" onClick={() => setOpen(!open)} aria-expanded={open} data-testid="balances-toggle">
        {t(open ? 'money.summary.hideWallets' : 'money.summary.showWallets', { count: s.wallets.length })}
        {open ? <UpOutline /> : <DownOutline />}
      </button>
      {open && (
        <ul className="balance-summary-wallets" data-testid="balances-wallets">
          {s.wallets.map((row) => (
            <li key={`${row.walletType}:${row.currency}`} data-testid={`balances-wallet-${row.walletType}-${row.currency}`}>
              <span className="bw-name">
                {name(row.walletType)} <span className="currency-chip">{row.currency}</span>
              </span>
              <span className="bw-amount num">
                <strong>{show(formatCurrency(row.balance, row.currency))}</strong>
                {row.currency !== 'MXN' && <small>≈ {show(formatCurrency(row.valueMxn, 'MXN'))}</small>}
                {!isZeroAmount(row.frozen) && <small className="bw-frozen">{t('money.summary.onHold', { amount: show(formatCurrency(row.frozen, row.currency)) })}</small>}
              </span>
            </li>
          ))}
          <li className="balance-summary-rates">{t('money.summary.rates', { time: formatTime(balances.data.time) })}</li>
        </ul>
      )}
    </section>
  );
}

import { ERROR_CODES, fundingApi, type BankCard, type CryptoWallet, type Currency, type Withdrawal } from '@app/contracts';
import { useMutation, useQuery } from '@tanstack/react-query';
import { Button } from 'antd-mobile';
import { AddOutline, CheckCircleFill, RightOutline } from 'antd-mobile-icons';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError, call } from '../../api/client.ts';
import { checkAmount, formatCurrency, newIdempotencyKey, type AmountError } from '../../components/money/amount.ts';
import { AmountInput } from '../../components/money/AmountInput.tsx';
import { KycNotice } from '../../components/money/KycNotice.tsx';
import { MoneyPage } from '../../components/money/MoneyPage.tsx';
import { PayPasswordSheet } from '../../components/money/PayPasswordSheet.tsx';
import { TotpField, useTotp } from '../../components/money/TotpField.tsx';
import { moneyKeys, refreshMoney, useCards, useCryptoWallets, useUsable } from '../../components/money/queries.ts';
import { ReviewStatusTag } from '../../components/money/StatusTag.tsx';
import { shortAddress, WithdrawalRow } from '../../components/money/records.tsx';
import { DelayedLoading, LoadError } from '../../components/states.tsx';
import { formatDateTime } from '../../lib/format.ts';
import { useNav } from '../../shell/nav.ts';
import { showCallError } from '../auth/forms.ts';
import { useUserInfo } from '../profile/queries.ts';
import type { PageProps } from '../types.ts';
import './withdraw.css';

const CURRENCIES: Currency[] = ['MXN', 'USD', 'EUR'];
export type WithdrawKind = 'bank' | 'crypto';
const PATHS: Record<WithdrawKind, string> = { bank: '/pages/withdraw/bcard', crypto: '/pages/withdraw/vm' };

export function WithdrawBankPage(props: PageProps) {
  return <WithdrawPage {...props} kind="bank" />;
}
export function WithdrawCryptoPage(props: PageProps) {
  return <WithdrawPage {...props} kind="crypto" />;
}

/**
 * A withdrawal from the funding account to a saved bank account (`/pages/withdraw/bcard`)
 * or crypto wallet (`/pages/withdraw/vm`): needs KYC verified and the transaction
 * password; the amount is held at once and paid out after review.
 */
function WithdrawPage({ route, query, kind }: PageProps & { kind: WithdrawKind }) {
  const { t } = useTranslation();
  const nav = useNav();
  return (
    <MoneyPage title={t(`nav.title.${route.title}`)}>
      <div className="money-page">
        <div className="money-segmented" role="tablist" data-testid="withdraw-kind">
          {(['bank', 'crypto'] as const).map((k) => (
            <button key={k} type="button" role="tab" aria-selected={k === kind} className={k === kind ? 'active' : ''} onClick={() => k !== kind && nav.replace(PATHS[k])} data-testid={`withdraw-kind-${k}`}>
              {t(`money.withdraw.kind.${k}`)}
            </button>
          ))}
        </div>
        <WithdrawForm key={kind} kind={kind} initialCurrency={(CURRENCIES as string[]).includes(query.currency ?? '') ? (query.currency as Currency) : kind === 'crypto' ? 'USD' : 'MXN'} />
        <RecentWithdrawals />
      </div>
    </MoneyPage>
  );
}

function WithdrawForm({ kind, initialCurrency }: { kind: WithdrawKind; initialCurrency: Currency }) {
  const { t } = useTranslation();
  const nav = useNav();
  const info = useUserInfo();
  const [currency, setCurrency] = useState<Currency>(initialCurrency);
  const usable = useUsable(currency);
  const cards = useCards();
  const wallets = useCryptoWallets();
  const destinations = kind === 'bank' ? cards : wallets;
  const [picked, setPicked] = useState<number>();
  const [amount, setAmount] = useState('');
  const [amountError, setAmountError] = useState<AmountError | string>();
  const [sheet, setSheet] = useState(false);
  const [kycBlocked, setKycBlocked] = useState<string>();
  const [done, setDone] = useState<Withdrawal>();
  const key = useRef(newIdempotencyKey('wd'));
  // Two-step verification on: the authenticator's code goes with the request (issue 21).
  const totp = useTotp();

  const kycStatus = info.data?.kycStatus;
  const needsKyc = Boolean(kycBlocked) || (kycStatus !== undefined && kycStatus !== 'verified');
  const list = (destinations.data?.list ?? []) as (BankCard | CryptoWallet)[];
  const chosenId = picked ?? list[0]?.id;
  const chosen = list.find((d) => d.id === chosenId);
  const available = usable.data?.amount;
  const min = usable.data?.minAmount ?? '1';

  const apply = useMutation({
    mutationFn: (payPassword: string) =>
      call(fundingApi.withdrawalApply, {
        body: {
          currency,
          amount,
          payPassword,
          idempotencyKey: key.current,
          ...(kind === 'bank' ? { cardId: chosenId } : { walletId: chosenId }),
          ...totp.body(),
        },
      }),
    onSuccess: (withdrawal) => {
      key.current = newIdempotencyKey('wd');
      totp.set('');
      setDone(withdrawal);
      void refreshMoney();
      window.scrollTo({ top: 0 });
    },
  });

  const onError = (error: unknown) => {
    if (error instanceof ApiError && error.errorCode === ERROR_CODES.KYC_REQUIRED) {
      setKycBlocked(error.message);
      return;
    }
    if (error instanceof ApiError && (error.data as { field?: string } | undefined)?.field === 'amount') setAmountError(error.message);
    totp.take(error);
    showCallError(error);
  };

  const start = () => {
    const problem = checkAmount(amount, { min, ...(available !== undefined ? { max: available } : {}) });
    setAmountError(problem);
    const codeReady = totp.check();
    if (problem || !codeReady || !chosen || needsKyc) return;
    setSheet(true);
  };

  if (done) return <WithdrawDone withdrawal={done} onAgain={() => { setDone(undefined); setAmount(''); }} />;

  return (
    <>
      {needsKyc && <KycNotice status={kycBlocked ? undefined : kycStatus} message={kycBlocked} />}

      <section className="money-card" data-testid="withdraw-destination">
        <h2 className="money-card-title">
          {t(kind === 'bank' ? 'money.withdraw.toBank' : 'money.withdraw.toWallet')}
          <button type="button" className="link-button small-link" onClick={() => nav.go(kind === 'bank' ? '/pages/bcard/index' : '/pages/vm/index')} data-testid="withdraw-manage">
            {t('money.withdraw.manage')} <RightOutline />
          </button>
        </h2>
        {destinations.isError && !destinations.data ? (
          <LoadError onRetry={() => void destinations.refetch()} />
        ) : !destinations.data ? (
          <DelayedLoading />
        ) : list.length === 0 ? (
          <button type="button" className="add-destination" onClick={() => nav.go(kind === 'bank' ? '/pages/bcard/modify' : '/pages/vm/modify')} data-testid="withdraw-add-destination">
            <AddOutline /> {t(kind === 'bank' ? 'money.withdraw.addCard' : 'money.withdraw.addWallet')}
          </button>
        ) : (
          <div className="destination-list" role="radiogroup">
            {list.map((d) => (
              <button key={d.id} type="button" role="radio" aria-checked={d.id === chosenId} className={`destination${d.id === chosenId ? ' selected' : ''}`} onClick={() => setPicked(d.id)} data-testid={`withdraw-destination-${d.id}`}>
                {'bankName' in d ? (
                  <>
                    <span className="destination-name">{d.bankName}</span>
                    <span className="destination-sub num">
                      {d.accountName} · {d.cardNoMasked}
                    </span>
                  </>
                ) : (
                  <>
                    <span className="destination-name">
                      {d.label || d.currency} <span className="currency-chip">{d.currency}</span> <span className="currency-chip">{d.network}</span>
                    </span>
                    <span className="destination-sub mono">{shortAddress(d.address)}</span>
                  </>
                )}
                {d.id === chosenId && <CheckCircleFill className="destination-check" />}
              </button>
            ))}
          </div>
        )}
      </section>

      <section className="money-card" data-testid="withdraw-form">
        <div className="currency-tabs" role="tablist" data-testid="withdraw-currency">
          <span className="chip-row-label">{t('money.withdraw.from')}</span>
          {CURRENCIES.map((c) => (
            <button
              key={c}
              type="button"
              role="tab"
              aria-selected={c === currency}
              className={`chip${c === currency ? ' active' : ''}`}
              onClick={() => {
                setCurrency(c);
                setAmountError(undefined);
              }}
              data-testid={`withdraw-currency-${c}`}
            >
              {c}
            </button>
          ))}
        </div>
        <AmountInput
          value={amount}
          onChange={(value) => {
            setAmount(value);
            setAmountError(undefined);
          }}
          currency={currency}
          available={available}
          onAll={() => {
            if (available !== undefined) setAmount(available);
            setAmountError(undefined);
          }}
          error={amountError}
          errorParams={{ min: formatCurrency(min, currency), max: formatCurrency(available ?? '0', currency) }}
          hint={t('money.withdraw.minHint', { min: formatCurrency(min, currency) })}
          testId="withdraw-amount"
        />
        {usable.isError && <p className="money-note warn">{t('money.withdraw.usableFailed')}</p>}
        <dl className="facts">
          <dt>{t('money.fee')}</dt>
          <dd className="num">{formatCurrency(usable.data?.fee ?? '0', currency)}</dd>
          <dt>{t('money.withdraw.arrival')}</dt>
          <dd>{t(kind === 'bank' ? 'money.withdraw.arrivalBank' : 'money.withdraw.arrivalCrypto', { asset: chosen && 'network' in chosen ? chosen.currency : 'USDT' })}</dd>
        </dl>
        <p className="money-note">{t('money.withdraw.holdNote')}</p>
        {kind === 'bank' && usable.data?.cutoff && (
          <p className="money-note" data-testid="withdraw-cutoff">
            {t('money.withdraw.cutoff', { time: usable.data.cutoff.time, when: formatDateTime(usable.data.cutoff.nextSendBy, usable.data.cutoff.timeZone) })}
          </p>
        )}
        <TotpField state={totp} label={t('twofactor.withdrawCode')} hint={t('twofactor.withdrawCodeHint')} testId="withdraw-totp" />
      </section>

      <div className="money-footer">
        <Button block color="primary" shape="rounded" disabled={needsKyc || !chosen} onClick={start} data-testid="withdraw-submit">
          {t('money.withdraw.submit')}
        </Button>
      </div>

      <PayPasswordSheet
        visible={sheet}
        onClose={() => setSheet(false)}
        onSubmit={(pin) => apply.mutateAsync(pin)}
        onError={onError}
        testId="withdraw-pay"
        summary={
          <>
            <span className="pay-amount">{formatCurrency(amount || '0', currency)}</span>
            <span className="pay-detail">
              {chosen ? ('bankName' in chosen ? `${chosen.bankName} · ${chosen.cardNoMasked}` : `${chosen.currency} ${chosen.network} · ${shortAddress(chosen.address)}`) : ''}
            </span>
          </>
        }
      />
    </>
  );
}


function WithdrawDone({ withdrawal: w, onAgain }: { withdrawal: Withdrawal; onAgain: () => void }) {
  const { t } = useTranslation();
  const nav = useNav();
  return (
    <section className="money-card withdraw-done" data-testid="withdraw-done">
      <CheckCircleFill className="withdraw-done-icon" />
      <h2>{t('money.withdraw.submittedTitle')}</h2>
      <div className="withdraw-done-amount num" data-testid="withdraw-done-amount">
        {formatCurrency(w.amount, w.currency)}
      </div>
      <ReviewStatusTag status={w.status} testId="withdraw-done-status" />
      <dl className="facts">
        <dt>{t('money.orderNo')}</dt>
        <dd className="num">{w.orderNo}</dd>
        <dt>{t('money.withdraw.destination')}</dt>
        <dd>{w.destination.kind === 'bank' ? `${w.destination.bankName} · ${w.destination.cardNoMasked}` : `${w.destination.asset} ${w.destination.network} · ${shortAddress(w.destination.address ?? '')}`}</dd>
        <dt>{t('money.time')}</dt>
        <dd className="num">{formatDateTime(w.createdAt)}</dd>
      </dl>
      {w.requiredApprovals > 1 && <p className="money-note warn" data-testid="withdraw-done-large">{t('money.withdraw.largeNote', { n: w.requiredApprovals })}</p>}
      <p className="money-note">{t('money.withdraw.submittedText')}</p>
      <div className="button-pair">
        <Button shape="rounded" onClick={onAgain} data-testid="withdraw-again">
          {t('money.withdraw.again')}
        </Button>
        <Button color="primary" shape="rounded" onClick={() => nav.go('/pages/profile/transaction', { tab: 'withdrawals' })} data-testid="withdraw-done-history">
          {t('money.withdraw.viewHistory')}
        </Button>
      </div>
    </section>
  );
}

const RECENT = { pageNum: 1, pageSize: 5 } as const;

function RecentWithdrawals() {
  const { t } = useTranslation();
  const nav = useNav();
  const list = useQuery({ queryKey: moneyKeys.withdrawals(RECENT), queryFn: ({ signal }) => call(fundingApi.withdrawalList, { body: RECENT }, { signal }) });
  const rows = list.data?.list ?? [];
  if (!rows.length) return null;
  return (
    <section className="money-card" data-testid="withdraw-recent">
      <h2 className="money-card-title">
        {t('money.withdraw.recent')}
        <button type="button" className="link-button small-link" onClick={() => nav.go('/pages/profile/transaction', { tab: 'withdrawals' })} data-testid="withdraw-recent-all">
          {t('money.viewAll')} <RightOutline />
        </button>
      </h2>
      <div className="record-list">
        {rows.map((w) => (
          <WithdrawalRow key={w.id} withdrawal={w} />
        ))}
      </div>
    </section>
  );
}

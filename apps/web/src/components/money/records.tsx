import { CRYPTO_CONFIRMATIONS, fundingApi, walletApi, type Deposit, type Withdrawal, type WalletTransfer } from '@app/contracts';
import { useMutation } from '@tanstack/react-query';
import { Button, Dialog, PullToRefresh } from 'antd-mobile';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { call } from '../../api/client.ts';
import { showCallError, toastOk } from '../../screens/auth/forms.ts';
import { serverNow, useServerNow } from './clock.ts';
import { PagedBody, PAGE_SIZE, usePagedList } from './paging.tsx';
import { moneyKeys, refreshMoney } from './queries.ts';
import { formatDateTime, formatFxRate } from '../../lib/format.ts';
import { CURRENCY_GLYPH, formatAssetAmount, formatCurrency, newIdempotencyKey } from './amount.ts';
import { ReviewStatusTag, TransferStatusTag } from './StatusTag.tsx';
import { useWalletName } from './WalletPicker.tsx';
import './money.css';

/** Rows of the money histories, shared by the deposit record, the withdraw page and the history page. */

/** "TWLwfjUdPg…Sf7wqSbg8": long addresses shortened in lists. */
export const shortAddress = (address: string) => (address.length > 20 ? `${address.slice(0, 10)}…${address.slice(-8)}` : address);

export function DepositRow({ deposit: d }: { deposit: Deposit }) {
  const { t } = useTranslation();
  const required = d.requiredConfirmations ?? CRYPTO_CONFIRMATIONS;
  return (
    <div className="record" data-testid={`deposit-record-${d.id}`} data-status={d.status}>
      <span className={`channel-glyph small glyph-${d.currency}`} aria-hidden>
        {CURRENCY_GLYPH[d.currency] ?? d.currency.slice(0, 1)}
      </span>
      <div className="record-main">
        <span className="record-title">
          {t(d.method === 'crypto' ? 'money.deposit.kindCrypto' : 'money.deposit.kindBank')}
          {d.network && <span className="currency-chip">{d.network}</span>}
        </span>
        <span className="record-sub num">
          {d.orderNo} · {formatDateTime(d.createdAt)}
        </span>
        {d.method === 'crypto' && d.status === 1 && (
          <span className="record-sub" data-testid={`deposit-record-${d.id}-confirmations`}>
            {t('money.deposit.confirmCount', { count: Math.min(d.confirmations ?? 0, required), required })}
          </span>
        )}
        {d.status === 2 && d.reason && <span className="record-reason">{t('money.reason', { reason: d.reason })}</span>}
        {d.creditReason && d.creditAmount && (
          <span className="record-reason" data-testid={`deposit-record-${d.id}-credit-reason`}>
            {t('money.deposit.creditReason', { amount: formatCurrency(d.creditAmount, d.creditCurrency), reason: d.creditReason })}
          </span>
        )}
      </div>
      <div className="record-side">
        <span className={`record-amount num${d.status === 2 ? ' amount-void' : ''}`}>{formatAssetAmount(d.amount, d.currency)}</span>
        {d.creditAmount && d.creditCurrency !== d.currency && <span className="record-sub num">+{formatAssetAmount(d.creditAmount, d.creditCurrency)}</span>}
        {/* The rate at the precision it was priced with ("1.0002", not "1.00"; issue 12). */}
        {d.creditAmount && d.rate && d.creditCurrency !== d.currency && (
          <span className="record-sub num" data-testid={`deposit-record-${d.id}-rate`}>
            {t('statement.rate', { rate: d.rate })}
          </span>
        )}
        <ReviewStatusTag status={d.status} testId={`deposit-record-${d.id}-status`} />
      </div>
    </div>
  );
}

export function WithdrawalRow({ withdrawal: w }: { withdrawal: Withdrawal }) {
  const { t } = useTranslation();
  return (
    <div className="record" data-testid={`withdrawal-${w.id}`} data-status={w.status}>
      <div className="record-main">
        <span className="record-title">
          {w.destination.kind === 'bank' ? w.destination.bankName : `${w.destination.asset} · ${w.destination.network}`}
          {w.destination.kind === 'bank' && <span className="record-sub num">{w.destination.cardNoMasked}</span>}
        </span>
        <span className="record-sub num">
          {w.orderNo} · {formatDateTime(w.createdAt)}
        </span>
        {w.status === 1 && w.requiredApprovals > 1 && <span className="record-sub">{t('money.withdraw.approvals', { count: w.approvals, required: w.requiredApprovals })}</span>}
        {w.status === 2 && w.reason && <span className="record-reason">{t('money.reason', { reason: w.reason })}</span>}
        {w.trackingKey && (
          <span className="record-sub num" data-testid={`withdrawal-${w.id}-tracking`}>
            {t('money.withdraw.trackingKey', { key: w.trackingKey })}
          </span>
        )}
      </div>
      <div className="record-side">
        <span className={`record-amount num${w.status === 2 ? ' amount-void' : ''}`}>-{formatCurrency(w.amount, w.currency)}</span>
        {w.payoutAmount && w.payoutAsset && <span className="record-sub num">{formatAssetAmount(w.payoutAmount, w.payoutAsset)}</span>}
        <PayoutStageTag withdrawal={w} testId={`withdrawal-${w.id}-status`} />
      </div>
    </div>
  );
}

/** Where a payout is (issue 30.2): under review, approved and to be sent, sent, paid; or refused, returned. */
export function PayoutStageTag({ withdrawal: w, testId }: { withdrawal: Withdrawal; testId?: string }) {
  const { t } = useTranslation();
  const tone = w.status === 3 ? 'completed' : w.status === 2 ? 'failed' : w.stage === 'review' ? 'pending' : 'processing';
  return (
    <span className={`money-status money-status-${tone}`} data-testid={testId} data-status={w.status} data-stage={w.stage}>
      {t(`money.withdraw.stage.${w.stage}`)}
    </span>
  );
}

export function DepositList({ status }: { status?: 1 | 2 | 3 }) {
  const { t } = useTranslation();
  const list = usePagedList<Deposit>(moneyKeys.deposits({ status: status ?? 'all', list: true }), (pageNum, signal) =>
    call(fundingApi.depositList, { body: { pageNum, pageSize: PAGE_SIZE, ...(status ? { status } : {}) } }, { signal }),
  );
  return (
    <PullToRefresh onRefresh={async () => void (await list.query.refetch())}>
      <section className="money-card record-card">
        <PagedBody list={list} empty={t('money.deposit.empty')} testId="deposit-records-list">
          {(items) => (
            <div className="record-list">
              {items.map((d) => (
                <DepositRow key={d.id} deposit={d} />
              ))}
            </div>
          )}
        </PagedBody>
      </section>
    </PullToRefresh>
  );
}

export function WithdrawalList({ status }: { status?: 1 | 2 | 3 }) {
  const { t } = useTranslation();
  const list = usePagedList<Withdrawal>(moneyKeys.withdrawals({ status: status ?? 'all', list: true }), (pageNum, signal) =>
    call(fundingApi.withdrawalList, { body: { pageNum, pageSize: PAGE_SIZE, ...(status ? { status } : {}) } }, { signal }),
  );
  return (
    <PullToRefresh onRefresh={async () => void (await list.query.refetch())}>
      <section className="money-card record-card">
        <PagedBody list={list} empty={t('money.withdraw.empty')} testId="withdrawal-records-list">
          {(items) => (
            <div className="record-list">
              {items.map((w) => (
                <WithdrawalRow key={w.id} withdrawal={w} />
              ))}
            </div>
          )}
        </PagedBody>
      </section>
    </PullToRefresh>
  );
}

export function TransferList() {
  const { t } = useTranslation();
  const list = usePagedList<WalletTransfer>(moneyKeys.transfers({ list: true }), (pageNum, signal) => call(walletApi.transferList, { body: { pageNum, pageSize: PAGE_SIZE } }, { signal }));
  return (
    <PullToRefresh onRefresh={async () => void (await list.query.refetch())}>
      <section className="money-card record-card">
        <PagedBody list={list} empty={t('money.transfer.empty')} testId="transfer-records-list">
          {(items) => (
            <div className="record-list">
              {items.map((tr) => (
                <TransferRow key={tr.id} transfer={tr} />
              ))}
            </div>
          )}
        </PagedBody>
      </section>
    </PullToRefresh>
  );
}

/** One transfer: from and to, amounts, rate; a pending one counts down to settling and can be cancelled. */
export function TransferRow({ transfer: tr }: { transfer: WalletTransfer }) {
  const { t } = useTranslation();
  const name = useWalletName();
  const pending = tr.status === 'pending';
  const now = useServerNow(pending);
  const left = Math.max(0, Math.ceil((tr.settlesAt - now) / 1000));
  const due = pending && left === 0;
  // Reading settles due transfers on the server: ask again shortly after the undo window.
  useEffect(() => {
    if (!due) return;
    const timer = setTimeout(() => void refreshMoney(), 1200);
    return () => clearTimeout(timer);
  }, [due]);
  const cancel = useMutation({
    mutationFn: () => call(walletApi.cancelTransfer, { body: { id: tr.id, idempotencyKey: newIdempotencyKey(`cancel-${tr.id}`) } }),
    onSuccess: () => {
      toastOk(t('money.transfer.cancelled'));
      void refreshMoney();
    },
    onError: (error) => {
      showCallError(error);
      void refreshMoney();
    },
  });
  const confirmCancel = async () => {
    const ok = await Dialog.confirm({ content: t('money.transfer.cancelConfirm'), confirmText: t('money.transfer.cancel'), cancelText: t('money.keep') });
    if (ok && serverNow() < tr.settlesAt + 5_000) cancel.mutate();
  };
  const converted = tr.fromCurrency !== tr.toCurrency;
  return (
    <div className="record" data-testid={`transfer-${tr.id}`} data-status={tr.status}>
      <div className="record-main">
        <span className="record-title">
          {name(tr.fromWallet)} → {name(tr.toWallet)}
        </span>
        <span className="record-sub num">{formatDateTime(tr.createdAt)}</span>
        {converted && (
          <span className="record-sub num">
            {formatFxRate(tr.rate, tr.fromCurrency, tr.toCurrency)}
          </span>
        )}
        {pending && (
          <span className="transfer-pending-line">
            <span data-testid={`transfer-${tr.id}-countdown`}>{left > 0 ? t('money.transfer.settlesIn', { s: left }) : t('money.transfer.settling')}</span>
            <Button size="mini" shape="rounded" color="danger" fill="outline" loading={cancel.isPending} disabled={left <= 0} onClick={() => void confirmCancel()} data-testid={`transfer-${tr.id}-cancel`}>
              {t('money.transfer.cancel')}
            </Button>
          </span>
        )}
      </div>
      <div className="record-side">
        <span className="record-amount num">-{formatCurrency(tr.amount, tr.fromCurrency)}</span>
        <span className="record-sub num amount-in">+{formatCurrency(tr.amountOut, tr.toCurrency)}</span>
        <TransferStatusTag status={tr.status} testId={`transfer-${tr.id}-status`} />
      </div>
    </div>
  );
}

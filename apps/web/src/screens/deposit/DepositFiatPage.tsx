import { fundingApi, type Deposit, type DepositChannel } from '@app/contracts';
import { useMutation } from '@tanstack/react-query';
import { Button, Toast } from 'antd-mobile';
import { CheckCircleFill } from 'antd-mobile-icons';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { call } from '../../api/client.ts';
import { checkAmount, formatCurrency, newIdempotencyKey, type AmountError } from '../../components/money/amount.ts';
import { AmountInput } from '../../components/money/AmountInput.tsx';
import { CopyField } from '../../components/money/CopyField.tsx';
import { MoneyPage } from '../../components/money/MoneyPage.tsx';
import { refreshMoney } from '../../components/money/queries.ts';
import { ReviewStatusTag } from '../../components/money/StatusTag.tsx';
import { DelayedLoading, Empty, LoadError } from '../../components/states.tsx';
import { ImageUpload } from '../../components/upload/ImageUpload.tsx';
import { formatDateTime } from '../../lib/format.ts';
import { useNav } from '../../shell/nav.ts';
import { showCallError } from '../auth/forms.ts';
import type { PageProps } from '../types.ts';
import { channelOf, RECORD_PATH, useChannels } from './queries.ts';
import './deposit.css';
import { NO_PAYER, PayerFields, payerBody, type Payer } from './PayerFields.tsx';

const FIAT = ['MXN', 'USD', 'EUR'] as const;

/** "646180156400000003" -> "6461 8015 6400 0000 03" for reading (copied without spaces). */
export const groupDigits = (text: string) => text.replace(/(.{4})(?=.)/g, '$1 ');

/** A bank deposit: the house account to send to (copy buttons), then the amount and the transfer proof. */
export function DepositFiatPage({ route, query }: PageProps) {
  const { t } = useTranslation();
  const nav = useNav();
  const channels = useChannels();
  const currency = (FIAT as readonly string[]).includes(query.currency ?? '') ? query.currency! : 'MXN';
  const channel = channelOf(channels.data?.list, currency);

  let body;
  if (channels.isError && !channels.data) body = <LoadError onRetry={() => void channels.refetch()} />;
  else if (!channels.data) body = <DelayedLoading />;
  else if (!channel?.bank) body = <Empty text={t('money.deposit.channelMissing')} />;
  else body = <FiatForm key={currency} channel={channel} onCurrency={(next) => nav.replace(route.path, { currency: next })} />;
  return <MoneyPage title={t(`nav.title.${route.title}`)}>{body}</MoneyPage>;
}

function FiatForm({ channel, onCurrency }: { channel: DepositChannel; onCurrency: (currency: string) => void }) {
  const { t } = useTranslation();
  const nav = useNav();
  const bank = channel.bank!;
  const [amount, setAmount] = useState('');
  const [proofUrl, setProofUrl] = useState<string>();
  const [payer, setPayer] = useState<Payer>(NO_PAYER);
  const [amountError, setAmountError] = useState<AmountError | string>();
  const [done, setDone] = useState<Deposit>();
  const key = useRef(newIdempotencyKey('dep'));

  const create = useMutation({
    mutationFn: () => call(fundingApi.depositCreate, { body: { currency: channel.currency as 'MXN', amount, proofUrl, ...payerBody(payer), idempotencyKey: key.current } }),
    onSuccess: (deposit) => {
      key.current = newIdempotencyKey('dep');
      void refreshMoney();
      setDone(deposit);
      window.scrollTo({ top: 0 });
    },
    onError: (error) => {
      const field = (error as { data?: { field?: string } }).data?.field;
      if (field === 'amount') setAmountError((error as Error).message);
      showCallError(error);
    },
  });

  const submit = () => {
    const problem = checkAmount(amount, { decimals: 2, min: channel.minAmount });
    setAmountError(problem);
    if (problem) return;
    if (!proofUrl) {
      Toast.show({ content: t('money.deposit.proofFirst'), duration: 2000 });
      return;
    }
    create.mutate();
  };

  if (done) {
    return (
      <div className="money-page">
        <section className="money-card deposit-done" data-testid="deposit-done">
          <CheckCircleFill className="deposit-done-icon" />
          <h2>{t('money.deposit.submittedTitle')}</h2>
          <div className="deposit-done-amount num" data-testid="deposit-done-amount">
            {formatCurrency(done.amount, done.currency)}
          </div>
          <ReviewStatusTag status={done.status} testId="deposit-done-status" />
          <dl className="facts">
            <dt>{t('money.orderNo')}</dt>
            <dd className="num">{done.orderNo}</dd>
            <dt>{t('money.time')}</dt>
            <dd className="num">{formatDateTime(done.createdAt)}</dd>
            {done.reference && (
              <>
                <dt>{t('money.deposit.reference')}</dt>
                <dd className="num" data-testid="deposit-done-reference">
                  {done.reference}
                </dd>
              </>
            )}
          </dl>
          <p className="money-note">{t('money.deposit.submittedText')}</p>
          <div className="button-pair">
            <Button shape="rounded" onClick={() => nav.replace(RECORD_PATH)} data-testid="deposit-done-records">
              {t('money.deposit.viewRecords')}
            </Button>
            <Button color="primary" shape="rounded" onClick={() => nav.back()} data-testid="deposit-done-close">
              {t('money.done')}
            </Button>
          </div>
        </section>
      </div>
    );
  }

  const rows: [string, string | undefined, boolean?][] = [
    ['bankName', bank.bankName],
    ['accountName', bank.accountName],
    ['clabe', bank.clabe, true],
    ['accountNumber', bank.accountNumber, true],
    ['iban', bank.iban, true],
    ['swiftCode', bank.swiftCode, true],
    ['abaRouting', bank.abaRouting, true],
    ['bankAddress', bank.bankAddress],
  ];
  return (
    <div className="money-page">
      <div className="money-segmented" role="tablist" data-testid="deposit-fiat-currency">
        {FIAT.map((c) => (
          <button key={c} type="button" role="tab" aria-selected={c === channel.currency} className={c === channel.currency ? 'active' : ''} onClick={() => onCurrency(c)} data-testid={`deposit-fiat-${c}`}>
            {c}
          </button>
        ))}
      </div>

      <section className="money-card" data-testid="deposit-bank-details">
        <h2 className="money-card-title">
          <span>
            <span className="step-dot">1</span> {t('money.deposit.step1')}
          </span>
        </h2>
        <p className="card-sub">{channel.name}</p>
        {rows
          .filter(([, value]) => value)
          .map(([field, value, mono]) => (
            <CopyField key={field} label={t(`money.bankField.${field}`)} value={value!} display={field === 'clabe' || field === 'iban' || field === 'accountNumber' ? groupDigits(value!) : value} mono={mono} testId={`deposit-bank-${field}`} />
          ))}
        <div className="deposit-reference">
          <CopyField label={t('money.deposit.reference')} value={bank.reference} mono testId="deposit-bank-reference" />
          <p>{t('money.deposit.referenceHint')}</p>
        </div>
      </section>

      <section className="money-card" data-testid="deposit-form">
        <h2 className="money-card-title">
          <span>
            <span className="step-dot">2</span> {t('money.deposit.step2')}
          </span>
        </h2>
        <AmountInput
          value={amount}
          onChange={(value) => {
            setAmount(value);
            setAmountError(undefined);
          }}
          currency={channel.currency}
          error={amountError}
          errorParams={{ min: formatCurrency(channel.minAmount, channel.currency) }}
          hint={t('money.deposit.minHint', { min: formatCurrency(channel.minAmount, channel.currency), decimals: 2 })}
          testId="deposit-amount"
        />
        <div className="deposit-proof">
          <div className="deposit-proof-label">
            {t('money.deposit.proof')} <span className="required">*</span>
          </div>
          <ImageUpload value={proofUrl} onChange={setProofUrl} label={t('money.deposit.proofLabel')} testId="deposit-proof" />
        </div>
        <PayerFields payer={payer} onChange={setPayer} />
      </section>
      <div className="money-footer">
        <Button block color="primary" shape="rounded" loading={create.isPending} onClick={submit} data-testid="deposit-submit">
          {t('money.deposit.submit')}
        </Button>
      </div>
    </div>
  );
}

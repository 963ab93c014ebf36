import { CRYPTO_CONFIRMATIONS, fundingApi, type Deposit, type DepositChannel, type Page } from '@app/contracts';
import { useMutation, useQuery } from '@tanstack/react-query';
import { Button, Input, ProgressBar } from 'antd-mobile';
import { ExclamationTriangleOutline } from 'antd-mobile-icons';
import { lazy, Suspense, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { call } from '../../api/client.ts';
import { queryClient } from '../../api/query-client.ts';
import { checkAmount, CURRENCY_GLYPH, formatAssetAmount, formatCurrency, multiplyDecimal, newIdempotencyKey, type AmountError } from '../../components/money/amount.ts';
import { AmountInput } from '../../components/money/AmountInput.tsx';
import { CopyField } from '../../components/money/CopyField.tsx';
import { MoneyPage } from '../../components/money/MoneyPage.tsx';
import { moneyKeys, refreshMoney } from '../../components/money/queries.ts';
import { ReviewStatusTag } from '../../components/money/StatusTag.tsx';
import { DelayedLoading, Empty, LoadError } from '../../components/states.tsx';
import { SimulatedTag } from '../../components/Trend.tsx';
import { formatDateTime } from '../../lib/format.ts';
import { usePushEvent } from '../../push/live.ts';
import { useNav } from '../../shell/nav.ts';
import { showCallError, toastOk } from '../auth/forms.ts';
import type { PageProps } from '../types.ts';
import { channelOf, useChannels } from './queries.ts';
import './deposit.css';

const QrCode = lazy(() => import('./QrCode.tsx'));
const ASSETS = ['USDT', 'BTC', 'ETH'] as const;
const INCOMING_FILTER = { method: 'crypto', pageSize: 10 } as const;

/** A crypto deposit: the user's own address per network (QR and copy), then "I have sent it", then the live confirmations. */
export function DepositWalletPage({ route, query }: PageProps) {
  const { t } = useTranslation();
  const nav = useNav();
  const channels = useChannels();
  const asset = (ASSETS as readonly string[]).includes(query.currency ?? '') ? query.currency! : 'USDT';
  const channel = channelOf(channels.data?.list, asset);

  let body;
  if (channels.isError && !channels.data) body = <LoadError onRetry={() => void channels.refetch()} />;
  else if (!channels.data) body = <DelayedLoading />;
  else if (!channel?.networks?.length) body = <Empty text={t('money.deposit.channelMissing')} />;
  else
    body = (
      <div className="money-page">
        <div className="money-segmented" role="tablist" data-testid="deposit-asset">
          {ASSETS.map((a) => (
            <button key={a} type="button" role="tab" aria-selected={a === asset} className={a === asset ? 'active' : ''} onClick={() => nav.replace(route.path, { currency: a, network: undefined })} data-testid={`deposit-asset-${a}`}>
              {a}
            </button>
          ))}
        </div>
        <CryptoChannel key={asset} channel={channel} network={query.network} onNetwork={(network) => nav.replace(route.path, { currency: asset, network })} />
        <IncomingDeposits />
      </div>
    );
  return <MoneyPage title={t(`nav.title.${route.title}`)}>{body}</MoneyPage>;
}

function CryptoChannel({ channel, network: wanted, onNetwork }: { channel: DepositChannel; network?: string; onNetwork: (network: string) => void }) {
  const { t } = useTranslation();
  const networks = channel.networks!;
  const net = networks.find((n) => n.network === wanted) ?? networks[0]!;
  const [amount, setAmount] = useState('');
  const [txHash, setTxHash] = useState('');
  const [amountError, setAmountError] = useState<AmountError | string>();
  const key = useRef(newIdempotencyKey('dep'));
  const estimate = channel.priceUsd && amount && !checkAmount(amount, { decimals: net.decimals }) ? multiplyDecimal(amount, channel.priceUsd) : undefined;

  const create = useMutation({
    mutationFn: () =>
      call(fundingApi.depositCreate, {
        body: { currency: channel.currency as 'USDT', amount, network: net.network, ...(txHash.trim() ? { txHash: txHash.trim() } : {}), idempotencyKey: key.current },
      }),
    onSuccess: () => {
      key.current = newIdempotencyKey('dep');
      setAmount('');
      setTxHash('');
      toastOk(t('money.deposit.cryptoSubmitted'));
      void refreshMoney();
    },
    onError: (error) => {
      if ((error as { data?: { field?: string } }).data?.field === 'amount') setAmountError((error as Error).message);
      showCallError(error);
    },
  });
  const submit = () => {
    const problem = checkAmount(amount, { decimals: net.decimals, min: net.minAmount });
    setAmountError(problem);
    if (!problem) create.mutate();
  };

  return (
    <>
      {networks.length > 1 && (
        <div className="chip-row" role="tablist" data-testid="deposit-networks">
          <span className="chip-row-label">{t('money.network')}</span>
          {networks.map((n) => (
            <button key={n.network} type="button" role="tab" aria-selected={n.network === net.network} className={`chip${n.network === net.network ? ' active' : ''}`} onClick={() => onNetwork(n.network)} data-testid={`deposit-network-${n.network}`}>
              {n.network}
            </button>
          ))}
        </div>
      )}
      <section className="money-card deposit-address-card" data-testid="deposit-address-card" data-network={net.network}>
        <div className="deposit-address-head">
          <span className={`channel-glyph glyph-${channel.currency}`} aria-hidden>
            {CURRENCY_GLYPH[channel.currency]}
          </span>
          <div>
            <strong>{channel.name}</strong>
            <span className="muted-line">
              {t('money.network')}: {net.network}
            </span>
          </div>
        </div>
        <div className="qr-box">
          <Suspense fallback={<div className="qr-placeholder" />}>
            <QrCode value={net.address} />
          </Suspense>
        </div>
        <CopyField label={t('money.deposit.address')} value={net.address} mono testId="deposit-address" />
        <dl className="facts compact">
          <dt>{t('money.deposit.minimum')}</dt>
          <dd className="num">{formatAssetAmount(net.minAmount, channel.currency)}</dd>
          <dt>{t('money.deposit.confirmations')}</dt>
          <dd>{t('money.deposit.confirmationsValue', { n: net.confirmations })}</dd>
          <dt>{t('money.deposit.creditedAs')}</dt>
          <dd>
            {channel.creditCurrency}
            {channel.priceUsd && (
              <span className="muted-line">
                1 {channel.currency} ≈ {formatCurrency(channel.priceUsd, 'USD')} <SimulatedTag label={t('common.simulated')} />
              </span>
            )}
          </dd>
        </dl>
        <p className="money-note warn">
          <ExclamationTriangleOutline /> {t('money.deposit.onlyThis', { asset: channel.currency, network: net.network })}
        </p>
      </section>

      <section className="money-card" data-testid="deposit-crypto-form">
        <h2 className="money-card-title">{t('money.deposit.sentTitle')}</h2>
        <AmountInput
          value={amount}
          onChange={(value) => {
            setAmount(value);
            setAmountError(undefined);
          }}
          currency={channel.currency}
          decimals={net.decimals}
          error={amountError}
          errorParams={{ min: `${net.minAmount} ${channel.currency}` }}
          hint={estimate ? t('money.deposit.estimate', { amount: formatCurrency(estimate, 'USD') }) : t('money.deposit.minHint', { min: `${net.minAmount} ${channel.currency}`, decimals: net.decimals })}
          testId="deposit-crypto-amount"
        />
        <label className="field-label" htmlFor="deposit-txhash">
          {t('money.deposit.txHash')} <small>{t('money.optional')}</small>
        </label>
        <Input id="deposit-txhash" className="text-field mono" value={txHash} onChange={setTxHash} placeholder={t('money.deposit.txHashPlaceholder')} clearable data-testid="deposit-txhash" />
        <Button block color="primary" shape="rounded" className="form-button" loading={create.isPending} onClick={submit} data-testid="deposit-crypto-submit">
          {t('money.deposit.sentButton')}
        </Button>
      </section>
    </>
  );
}

/** Crypto deposits on their way, with the confirmation count pushed live (credited at 3). */
function IncomingDeposits() {
  const { t } = useTranslation();
  const key = moneyKeys.deposits(INCOMING_FILTER);
  const list = useQuery({ queryKey: key, queryFn: ({ signal }) => call(fundingApi.depositList, { body: { ...INCOMING_FILTER, pageNum: 1 } }, { signal }) });
  usePushEvent('deposit.confirmations', (event) => {
    queryClient.setQueryData<Page<Deposit>>(key, (old) =>
      old ? { ...old, list: old.list.map((d) => (d.id === event.id ? { ...d, confirmations: event.confirmations, ...(event.status ? { status: event.status as Deposit['status'] } : {}) } : d)) } : old,
    );
    if (event.confirmations >= event.required) void refreshMoney();
  });
  const rows = list.data?.list ?? [];
  if (!rows.length) return null;
  return (
    <section className="money-card" data-testid="deposit-incoming">
      <h2 className="money-card-title">{t('money.deposit.incoming')}</h2>
      <div className="record-list">
        {rows.map((d) => {
          const required = d.requiredConfirmations ?? CRYPTO_CONFIRMATIONS;
          const count = Math.min(d.confirmations ?? 0, required);
          return (
            <div key={d.id} className="record" data-testid={`deposit-incoming-${d.id}`} data-confirmations={count}>
              <div className="record-main">
                <span className="record-title">
                  {formatAssetAmount(d.amount, d.currency)} <span className="currency-chip">{d.network}</span>
                </span>
                <span className="record-sub num">{formatDateTime(d.createdAt)}</span>
                {d.status === 1 && (
                  <div className="confirm-bar">
                    <ProgressBar percent={(count / required) * 100} style={{ '--track-width': '6px', '--fill-color': 'var(--adm-color-primary)' }} />
                    <span className="num" data-testid={`deposit-incoming-${d.id}-count`}>
                      {t('money.deposit.confirmCount', { count, required })}
                    </span>
                  </div>
                )}
              </div>
              <div className="record-side">
                <ReviewStatusTag status={d.status} />
                {d.creditAmount && <span className="record-sub num">+{formatCurrency(d.creditAmount, d.creditCurrency)}</span>}
              </div>
            </div>
          );
        })}
      </div>
    </section>
  );
}

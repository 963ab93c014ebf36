import { ERROR_CODES, PRODUCT_WALLETS, TRANSFER_QUOTE_SECONDS, TRANSFER_TARGETS, WALLET_CURRENCIES, walletApi } from '@app/contracts';
import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import { Button } from 'antd-mobile';
import { RightOutline } from 'antd-mobile-icons';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError, call } from '../../api/client.ts';
import { checkAmount, formatCurrency, formatFractionPercent, newIdempotencyKey, type AmountError } from '../../components/money/amount.ts';
import { AmountInput } from '../../components/money/AmountInput.tsx';
import { useServerNow } from '../../components/money/clock.ts';
import { MoneyPage } from '../../components/money/MoneyPage.tsx';
import { balanceOf, moneyKeys, refreshMoney, useBalances } from '../../components/money/queries.ts';
import { TransferRow } from '../../components/money/records.tsx';
import { WalletPicker, type WalletOption } from '../../components/money/WalletPicker.tsx';
import { SimulatedTag } from '../../components/Trend.tsx';
import { formatFxRate } from '../../lib/format.ts';
import { useNav } from '../../shell/nav.ts';
import { showCallError, toastOk } from '../auth/forms.ts';
import type { PageProps } from '../types.ts';
import '../../components/money/money.css';
import './transfer.css';

const FUNDING: WalletOption[] = WALLET_CURRENCIES.BALANCE.map((currency) => ({ wallet: 'BALANCE', currency }));
/** Every currency of every product wallet (SUBSCRIPTION holds USD, HKD and MXN; FINANCIAL MXN and USD). */
const PRODUCTS: WalletOption[] = PRODUCT_WALLETS.flatMap((wallet) => WALLET_CURRENCIES[wallet].map((currency) => ({ wallet, currency })));
/** Wallets money may go into: those a product uses (issue 12); any product wallet may be emptied. */
const TARGETS: WalletOption[] = PRODUCTS.filter((p) => TRANSFER_TARGETS.includes(p.wallet as (typeof TRANSFER_TARGETS)[number]));
const RECENT = { pageNum: 1, pageSize: 5 } as const;

function productOf(name: string | undefined): WalletOption {
  return PRODUCTS.find((p) => p.wallet === name) ?? PRODUCTS.find((p) => p.wallet === 'US_STOCK')!;
}

/**
 * Moves money between the funding account (BALANCE) and a product wallet, either way.
 * Query: `to` (a product wallet to fund) or `from` (a product wallet to empty). The live
 * rate, spread and amount received are quoted before confirming; a transfer stays pending
 * for a few seconds and can be cancelled.
 */
export function TransferPage({ route, query }: PageProps) {
  const { t } = useTranslation();
  const [outward, setOutward] = useState(Boolean(query.from && !query.to));
  const [funding, setFunding] = useState<WalletOption>(FUNDING[0]!);
  const [product, setProduct] = useState<WalletOption>(productOf(query.to ?? query.from));
  const balances = useBalances();
  const from = outward ? product : funding;
  const to = outward ? funding : product;

  return (
    <MoneyPage title={t(`nav.title.${route.title}`)}>
      <div className="money-page">
        <section className="money-card transfer-pair" data-testid="transfer-pair">
          <WalletPicker label={t('money.transfer.from')} value={from} options={outward ? PRODUCTS : FUNDING} balances={balances.data?.list} onChange={outward ? setProduct : setFunding} testId="transfer-from" />
          <button type="button" className="transfer-swap" onClick={() => setOutward(!outward)} aria-label={t('money.transfer.swap')} data-testid="transfer-swap">
            <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden fill="currentColor">
              <path d="M7 3l-4 4h3v10h2V7h3L7 3zm10 18l4-4h-3V7h-2v10h-3l4 4z" />
            </svg>
          </button>
          <WalletPicker label={t('money.transfer.to')} value={to} options={outward ? FUNDING : TARGETS} balances={balances.data?.list} onChange={outward ? setFunding : setProduct} testId="transfer-to" />
        </section>
        <TransferForm key={`${from.wallet}:${from.currency}>${to.wallet}:${to.currency}`} from={from} to={to} available={balanceOf(balances.data?.list, from.wallet, from.currency)?.available} />
        <RecentTransfers />
      </div>
    </MoneyPage>
  );
}

function TransferForm({ from, to, available }: { from: WalletOption; to: WalletOption; available: string | undefined }) {
  const { t } = useTranslation();
  const [amount, setAmount] = useState('');
  const [typed, setTyped] = useState('');
  const [amountError, setAmountError] = useState<AmountError | string>();
  const key = useRef(newIdempotencyKey('tr'));

  // Ask for a quote once typing pauses, for an amount that passes the rules.
  useEffect(() => {
    const timer = setTimeout(() => setTyped(amount), 350);
    return () => clearTimeout(timer);
  }, [amount]);
  const valid = typed !== '' && !checkAmount(typed, available !== undefined ? { max: available } : {});
  const pair = { fromWallet: from.wallet, fromCurrency: from.currency, toWallet: to.wallet, toCurrency: to.currency } as const;
  const quote = useQuery({
    queryKey: [...moneyKeys.all, 'quote', pair, typed],
    queryFn: ({ signal }) => call(walletApi.transferQuote, { body: { ...pair, amount: typed } }, { signal }),
    enabled: valid,
    // A quote on the screen is the figure booked if confirmed while it is valid: it is never
    // replaced under the user's finger (issue 28: "US$2,460.32" was booked at US$2,460.98 after a
    // background refresh), only once it has run out (below).
    staleTime: TRANSFER_QUOTE_SECONDS * 1000,
    gcTime: 0,
    refetchOnWindowFocus: false,
    placeholderData: keepPreviousData,
  });
  const q = valid && quote.data && quote.data.amount && typed ? quote.data : undefined;
  const now = useServerNow(Boolean(q));
  const secondsLeft = q ? Math.max(0, Math.ceil((q.validUntil - now) / 1000)) : 0;
  const fresh = q && !quote.isPlaceholderData && quote.data?.fromWallet === from.wallet;
  const expired = Boolean(q) && secondsLeft <= 0;
  const { refetch, isFetching } = quote;
  useEffect(() => {
    if (expired && !isFetching) void refetch();
  }, [expired, isFetching, refetch]);

  const transfer = useMutation({
    mutationFn: () => call(walletApi.transfer, { body: { ...pair, amount: typed, quoteId: q!.quoteId, amountOut: q!.amountOut, idempotencyKey: key.current } }),
    onSuccess: (result) => {
      key.current = newIdempotencyKey('tr');
      setAmount('');
      setTyped('');
      toastOk(t('money.transfer.submitted', { s: result.settlesAt > result.createdAt ? Math.round((result.settlesAt - result.createdAt) / 1000) : 0 }));
      void refreshMoney();
    },
    onError: (error) => {
      if (error instanceof ApiError && (error.errorCode === ERROR_CODES.QUOTE_EXPIRED || error.errorCode === ERROR_CODES.QUOTE_MISMATCH)) void quote.refetch();
      if (error instanceof ApiError && (error.data as { field?: string } | undefined)?.field === 'amount') setAmountError(error.message);
      showCallError(error);
    },
  });

  const confirm = () => {
    const problem = checkAmount(amount, available !== undefined ? { max: available } : {});
    setAmountError(problem);
    if (problem || !fresh || secondsLeft <= 0) return;
    transfer.mutate();
  };

  const converted = from.currency !== to.currency;
  return (
    <>
      <section className="money-card" data-testid="transfer-form">
        <AmountInput
          value={amount}
          onChange={(value) => {
            setAmount(value);
            setAmountError(undefined);
          }}
          currency={from.currency}
          available={available}
          onAll={() => {
            if (available !== undefined) setAmount(available);
            setAmountError(undefined);
          }}
          error={amountError ?? (amount && amount === typed && !valid ? (checkAmount(amount, available !== undefined ? { max: available } : {}) ?? undefined) : undefined)}
          errorParams={{ max: formatCurrency(available ?? '0', from.currency) }}
          testId="transfer-amount"
        />
        <div className={`quote-box${fresh ? '' : ' quote-box-idle'}`} data-testid="transfer-quote" data-state={fresh ? 'ready' : quote.isFetching ? 'loading' : 'idle'}>
          <div className="quote-receive">
            <span>{t('money.transfer.receive')}</span>
            <strong className="num" data-testid="transfer-quote-out">
              {q ? formatCurrency(q.amountOut, q.toCurrency) : formatCurrency('0', to.currency)}
            </strong>
          </div>
          <dl className="facts compact">
            {converted && (
              <>
                <dt>{t('money.transfer.rate')}</dt>
                <dd className="num" data-testid="transfer-quote-rate">
                  {q ? formatFxRate(q.rate, q.fromCurrency, q.toCurrency) : '--'}
                </dd>
                <dt>{t('money.transfer.midRate')}</dt>
                <dd className="num">
                  {q ? formatFxRate(q.midRate, q.fromCurrency, q.toCurrency) : '--'} <SimulatedTag label={t('common.simulated')} />
                </dd>
              </>
            )}
            <dt>{t('money.transfer.spread')}</dt>
            <dd className="num" data-testid="transfer-quote-spread">
              {q ? (Number(q.spread) > 0 ? `${formatCurrency(q.spreadAmount, q.toCurrency)} (${formatFractionPercent(q.spread)})` : formatFractionPercent(q.spread)) : '--'}
            </dd>
            <dt>{t('money.fee')}</dt>
            <dd className="num">{q ? formatCurrency(q.fee, q.fromCurrency) : '--'}</dd>
          </dl>
          <div className="quote-foot">
            {quote.isError && !quote.isFetching ? (
              <span className="quote-error">{quote.error instanceof ApiError ? quote.error.message : t('common.networkError')}</span>
            ) : q ? (
              <span className="num" data-testid="transfer-quote-valid">
                {secondsLeft > 0 ? t('money.transfer.validFor', { s: secondsLeft }) : t('money.transfer.refreshing')}
              </span>
            ) : (
              <span>{t(converted ? 'money.transfer.quoteHint' : 'money.transfer.sameCurrency')}</span>
            )}
          </div>
        </div>
        <p className="money-note">{t('money.transfer.undoNote')}</p>
      </section>
      <div className="money-footer">
        <Button block color="primary" shape="rounded" loading={transfer.isPending} disabled={!fresh || secondsLeft <= 0} onClick={confirm} data-testid="transfer-confirm">
          {q && fresh ? t('money.transfer.confirmAmount', { amount: formatCurrency(q.amount, q.fromCurrency) }) : t('money.transfer.confirm')}
        </Button>
      </div>
    </>
  );
}

function RecentTransfers() {
  const { t } = useTranslation();
  const nav = useNav();
  const list = useQuery({ queryKey: moneyKeys.transfers(RECENT), queryFn: ({ signal }) => call(walletApi.transferList, { body: RECENT }, { signal }) });
  const rows = list.data?.list ?? [];
  if (!rows.length) return null;
  return (
    <section className="money-card" data-testid="transfer-recent">
      <h2 className="money-card-title">
        {t('money.transfer.recent')}
        <button type="button" className="link-button small-link" onClick={() => nav.go('/pages/profile/transaction', { tab: 'transfers' })} data-testid="transfer-recent-all">
          {t('money.viewAll')} <RightOutline />
        </button>
      </h2>
      <div className="record-list">
        {rows.map((tr) => (
          <TransferRow key={tr.id} transfer={tr} />
        ))}
      </div>
    </section>
  );
}

import type { DepositChannel } from '@app/contracts';
import { RightOutline, UnorderedListOutline } from 'antd-mobile-icons';
import { useTranslation } from 'react-i18next';
import { formatCurrency } from '../../components/money/amount.ts';
import { MoneyPage } from '../../components/money/MoneyPage.tsx';
import { balanceOf, useBalances } from '../../components/money/queries.ts';
import { DelayedLoading, LoadError } from '../../components/states.tsx';
import { useNav } from '../../shell/nav.ts';
import type { PageProps } from '../types.ts';
import { CRYPTO_PATH, FIAT_PATH, RECORD_PATH, useChannels } from './queries.ts';
import { CURRENCY_GLYPH } from '../../components/money/amount.ts';
import './deposit.css';

/** Choose how to deposit: a bank transfer in MXN, USD or EUR, or crypto (USDT, BTC, ETH). */
export function DepositIndexPage({ route }: PageProps) {
  const { t } = useTranslation();
  const nav = useNav();
  const channels = useChannels();
  const balances = useBalances();
  const right = (
    <button type="button" className="nav-text-button" onClick={() => nav.go(RECORD_PATH)} data-testid="deposit-records">
      <UnorderedListOutline /> {t('money.deposit.records')}
    </button>
  );

  let body;
  if (channels.isError && !channels.data) body = <LoadError onRetry={() => void channels.refetch()} />;
  else if (!channels.data) body = <DelayedLoading />;
  else {
    const bank = channels.data.list.filter((c) => c.method === 'bank');
    const crypto = channels.data.list.filter((c) => c.method === 'crypto');
    body = (
      <div className="money-page">
        <section className="money-card deposit-funding" data-testid="deposit-funding">
          <div className="deposit-funding-title">{t('money.deposit.fundingTitle')}</div>
          <div className="deposit-funding-row">
            {(['MXN', 'USD', 'EUR'] as const).map((currency) => (
              <div key={currency} className="deposit-funding-cell">
                <span className="currency-chip">{currency}</span>
                <strong className="num">{formatCurrency(balanceOf(balances.data?.list, 'BALANCE', currency)?.available ?? undefined, currency)}</strong>
              </div>
            ))}
          </div>
        </section>

        <h2 className="money-section-title">{t('money.deposit.bankTitle')}</h2>
        <section className="money-card channel-list" data-testid="deposit-bank-channels">
          {bank.map((channel) => (
            <ChannelRow key={channel.currency} channel={channel} onOpen={() => nav.go(FIAT_PATH, { currency: channel.currency })} />
          ))}
        </section>

        <h2 className="money-section-title">{t('money.deposit.cryptoTitle')}</h2>
        <section className="money-card channel-list" data-testid="deposit-crypto-channels">
          {crypto.map((channel) => (
            <ChannelRow key={channel.currency} channel={channel} onOpen={() => nav.go(CRYPTO_PATH, { currency: channel.currency })} />
          ))}
        </section>
        <p className="money-note">{t('money.deposit.indexNote')}</p>
      </div>
    );
  }
  return (
    <MoneyPage title={t(`nav.title.${route.title}`)} right={right}>
      {body}
    </MoneyPage>
  );
}

function ChannelRow({ channel, onOpen }: { channel: DepositChannel; onOpen: () => void }) {
  const { t } = useTranslation();
  const crypto = channel.method === 'crypto';
  return (
    <button type="button" className="channel-row" onClick={onOpen} data-testid={`deposit-channel-${channel.currency}`}>
      <span className={`channel-glyph glyph-${channel.currency}`} aria-hidden>
        {CURRENCY_GLYPH[channel.currency] ?? channel.currency.slice(0, 1)}
      </span>
      <span className="channel-main">
        <span className="channel-name">{channel.currency}</span>
        <span className="channel-sub">{channel.name}</span>
        <span className="channel-sub">
          {crypto
            ? t('money.deposit.cryptoSub', { networks: (channel.networks ?? []).map((n) => n.network).join(' · '), n: channel.networks?.[0]?.confirmations ?? 3 })
            : t('money.deposit.bankSub', { min: formatCurrency(channel.minAmount, channel.currency) })}
        </span>
      </span>
      {crypto && (
        <span className="channel-side">
          {channel.priceUsd && <span className="channel-price num">≈ {formatCurrency(channel.priceUsd, 'USD')}</span>}
          <span className="channel-credit">{t('money.deposit.creditIn', { currency: channel.creditCurrency })}</span>
        </span>
      )}
      <RightOutline className="channel-arrow" />
    </button>
  );
}

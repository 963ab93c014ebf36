import { MAX_CARDS, type CryptoWallet } from '@app/contracts';
import { Button } from 'antd-mobile';
import { AddOutline, RightOutline } from 'antd-mobile-icons';
import { useTranslation } from 'react-i18next';
import { MoneyPage } from '../../components/money/MoneyPage.tsx';
import { useCryptoWallets } from '../../components/money/queries.ts';
import { DelayedLoading, Empty, LoadError } from '../../components/states.tsx';
import { useNav } from '../../shell/nav.ts';
import { CURRENCY_GLYPH } from '../../components/money/amount.ts';
import type { PageProps } from '../types.ts';
import '../bcard/bcard.css';

export const VM_MODIFY_PATH = '/pages/vm/modify';

/** The user's crypto wallets for withdrawals (address and currency type per network). */
export function VmListPage({ route }: PageProps) {
  const { t } = useTranslation();
  const nav = useNav();
  const wallets = useCryptoWallets();
  const list = wallets.data?.list ?? [];
  const full = list.length >= MAX_CARDS;

  let body;
  if (wallets.isError && !wallets.data) body = <LoadError onRetry={() => void wallets.refetch()} />;
  else if (!wallets.data) body = <DelayedLoading />;
  else
    body = (
      <div className="money-page">
        {list.length === 0 ? (
          <Empty text={t('money.vm.empty')} />
        ) : (
          <section className="money-card vm-list" data-testid="vm-list">
            {list.map((wallet) => (
              <WalletRow key={wallet.id} wallet={wallet} onOpen={() => nav.go(VM_MODIFY_PATH, { id: wallet.id })} />
            ))}
          </section>
        )}
        <Button block shape="rounded" color="primary" fill={list.length ? 'outline' : 'solid'} disabled={full} onClick={() => nav.go(VM_MODIFY_PATH)} data-testid="vm-add">
          <AddOutline /> {t('money.vm.add')}
        </Button>
        <p className="money-note">{full ? t('money.vm.limit', { max: MAX_CARDS }) : t('money.vm.note')}</p>
      </div>
    );
  return <MoneyPage title={t(`nav.title.${route.title}`)}>{body}</MoneyPage>;
}

function WalletRow({ wallet, onOpen }: { wallet: CryptoWallet; onOpen: () => void }) {
  return (
    <button type="button" className="vm-row" onClick={onOpen} data-testid={`vm-${wallet.id}`}>
      <span className={`channel-glyph glyph-${wallet.currency}`} aria-hidden>
        {CURRENCY_GLYPH[wallet.currency]}
      </span>
      <span className="vm-main">
        <span className="vm-name">
          {wallet.label || wallet.currency} <span className="currency-chip">{wallet.currency}</span> <span className="currency-chip">{wallet.network}</span>
        </span>
        <span className="vm-address mono">{wallet.address}</span>
      </span>
      <RightOutline className="channel-arrow" />
    </button>
  );
}

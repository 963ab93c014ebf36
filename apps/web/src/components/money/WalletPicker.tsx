import type { Currency, LedgerWallet, WalletBalance } from '@app/contracts';
import { Popup } from 'antd-mobile';
import { CheckOutline, DownOutline } from 'antd-mobile-icons';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatCurrency } from './amount.ts';
import { balanceOf } from './queries.ts';

export interface WalletOption {
  wallet: LedgerWallet;
  currency: Currency;
}

export const optionKey = (o: WalletOption) => `${o.wallet}:${o.currency}`;

/** A wallet's name in the reader's language (money.wallets.*). */
export function useWalletName() {
  const { t } = useTranslation();
  return (wallet: string) => t(`money.wallets.${wallet}`, { defaultValue: wallet });
}

/**
 * Chooses one wallet (and currency): a row showing the choice and its available balance;
 * a tap opens the list of every option with its balance.
 */
export function WalletPicker({
  label,
  value,
  options,
  balances,
  onChange,
  testId,
  disabled,
}: {
  label: string;
  value: WalletOption;
  options: readonly WalletOption[];
  balances: readonly WalletBalance[] | undefined;
  onChange: (next: WalletOption) => void;
  testId: string;
  disabled?: boolean;
}) {
  const { t } = useTranslation();
  const name = useWalletName();
  const [open, setOpen] = useState(false);
  const current = balanceOf(balances, value.wallet, value.currency);
  return (
    <>
      <button type="button" className="wallet-picker" onClick={() => setOpen(true)} disabled={disabled} data-testid={testId} data-value={optionKey(value)}>
        <span className="wallet-picker-label">{label}</span>
        <span className="wallet-picker-main">
          <span className="wallet-picker-name">{name(value.wallet)}</span>
          <span className="currency-chip">{value.currency}</span>
        </span>
        <span className="wallet-picker-balance num">
          {t('money.available')} {current ? formatCurrency(current.available, value.currency) : '--'}
        </span>
        {!disabled && <DownOutline className="wallet-picker-arrow" />}
      </button>
      <Popup visible={open} onMaskClick={() => setOpen(false)} bodyClassName="sheet" data-testid={`${testId}-sheet`}>
        <h2 className="sheet-title">{label}</h2>
        <div className="sheet-list">
          {options.map((option) => {
            const row = balanceOf(balances, option.wallet, option.currency);
            const selected = optionKey(option) === optionKey(value);
            return (
              <button
                key={optionKey(option)}
                type="button"
                className={`sheet-option${selected ? ' selected' : ''}`}
                onClick={() => {
                  onChange(option);
                  setOpen(false);
                }}
                data-testid={`${testId}-option-${option.wallet}-${option.currency}`}
              >
                <span className="sheet-option-main">
                  <span>{name(option.wallet)}</span>
                  <span className="currency-chip">{option.currency}</span>
                </span>
                <span className="sheet-option-extra num">{row ? formatCurrency(row.available, option.currency) : '--'}</span>
                {selected && <CheckOutline className="sheet-option-check" />}
              </button>
            );
          })}
        </div>
      </Popup>
    </>
  );
}

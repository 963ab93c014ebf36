import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { cleanAmountInput, formatCurrency, type AmountError } from './amount.ts';

export interface AmountInputProps {
  value: string;
  onChange: (value: string) => void;
  /** Currency code shown beside the field (MXN, USD, BTC...). */
  currency: string;
  decimals?: number;
  /** What may be used; shows "Available ..." and enables the All button. */
  available?: string;
  /** Fills the field with everything available. */
  onAll?: () => void;
  error?: AmountError | string;
  /** Parameters of the error text (min, max, decimals). */
  errorParams?: Record<string, string | number>;
  label?: string;
  hint?: string;
  testId: string;
  disabled?: boolean;
}

/**
 * A money field: large tabular digits, the currency beside them, at most `decimals`
 * decimals as you type, the available amount and an "All" button. Errors come from
 * `checkAmount` (keys money.amountError.*) or the server's own message.
 */
export function AmountInput({ value, onChange, currency, decimals = 2, available, onAll, error, errorParams, label, hint, testId, disabled }: AmountInputProps) {
  const { t } = useTranslation();
  const id = useId();
  const errorText = error ? (['required', 'format', 'zero', 'min', 'max'].includes(error) ? t(`money.amountError.${error}`, { decimals, ...errorParams }) : error) : undefined;
  return (
    <div className={`amount-input${errorText ? ' has-error' : ''}`} data-testid={testId}>
      <label className="amount-input-label" htmlFor={id}>
        {label ?? t('money.amount')}
      </label>
      <div className="amount-input-row">
        <span className="amount-input-code" data-testid={`${testId}-currency`}>
          {currency}
        </span>
        <input
          id={id}
          className="amount-input-field num"
          inputMode="decimal"
          autoComplete="off"
          placeholder={decimals > 0 ? `0.${'0'.repeat(Math.min(decimals, 2))}` : '0'}
          value={value}
          disabled={disabled}
          onChange={(e) => onChange(cleanAmountInput(e.target.value, decimals))}
          aria-invalid={Boolean(errorText)}
          data-testid={`${testId}-input`}
        />
        {onAll && (
          <button type="button" className="amount-input-all" onClick={onAll} disabled={disabled || available === undefined} data-testid={`${testId}-all`}>
            {t('money.all')}
          </button>
        )}
      </div>
      <div className="amount-input-foot">
        {errorText ? (
          <span className="amount-input-error" role="alert" data-testid={`${testId}-error`}>
            {errorText}
          </span>
        ) : (
          <span className="amount-input-hint">{hint}</span>
        )}
        {available !== undefined && (
          <span className="amount-input-available" data-testid={`${testId}-available`}>
            {t('money.available')} <strong className="num">{formatCurrency(available, currency, decimals)}</strong>
          </span>
        )}
      </div>
    </div>
  );
}

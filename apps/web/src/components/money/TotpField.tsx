import { ERROR_CODES } from '@app/contracts';
import { Input } from 'antd-mobile';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../api/client.ts';
import { useUserInfo } from '../../screens/profile/queries.ts';
import './money.css';

export interface TotpState {
  /** Two-step verification is on: the code goes with the request. */
  enabled: boolean;
  value: string;
  error: string | undefined;
  set: (value: string) => void;
  /** The request's `totp`, when enabled. */
  body: () => { totp?: string };
  /** Says whether the code is complete, and shows why not. */
  check: () => boolean;
  /** Takes a refusal about the code (shown under the field, the code cleared); false for any other. */
  take: (error: unknown) => boolean;
}

/** The authenticator code that withdrawals and payout accounts ask for once two-step verification is on (issues 21, 29.8). */
export function useTotp(): TotpState {
  const { t } = useTranslation();
  const info = useUserInfo();
  const enabled = info.data?.twoFactorEnabled === true;
  const [value, setValue] = useState('');
  const [error, setError] = useState<string>();
  const code = value.replace(/\s/g, '');
  return {
    enabled,
    value,
    error,
    set: (next) => {
      setValue(next);
      setError(undefined);
    },
    body: () => (enabled ? { totp: code } : {}),
    check: () => {
      const missing = enabled && !/^\d{6}$/.test(code);
      setError(missing ? t('twofactor.codeFormat') : undefined);
      return !missing;
    },
    take: (failure) => {
      if (!(failure instanceof ApiError)) return false;
      const wrong = failure.errorCode === ERROR_CODES.TWO_FACTOR_CODE_WRONG || failure.errorCode === ERROR_CODES.TWO_FACTOR_CODE_USED;
      if (!wrong && (failure.data as { field?: string } | undefined)?.field !== 'totp') return false;
      // A wrong or used code is typed again; a missing one stays for the user to finish.
      if (wrong) setValue('');
      setError(failure.message);
      return true;
    },
  };
}

/** The code's field, shown only when two-step verification is on. */
export function TotpField({ state, label, hint, testId }: { state: TotpState; label: string; hint: string; testId: string }) {
  const { t } = useTranslation();
  if (!state.enabled) return null;
  return (
    <div className="totp-field">
      <label htmlFor={`${testId}-input`}>{label}</label>
      <Input
        id={`${testId}-input`}
        value={state.value}
        onChange={state.set}
        placeholder={t('twofactor.codePlaceholder')}
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={7}
        aria-describedby={`${testId}-hint`}
        aria-invalid={state.error ? true : undefined}
        data-testid={testId}
      />
      <p id={`${testId}-hint`} className={state.error ? 'money-note warn' : 'money-note'} data-testid={`${testId}-hint`}>
        {state.error ?? hint}
      </p>
    </div>
  );
}

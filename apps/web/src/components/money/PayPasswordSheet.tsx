import { ERROR_CODES, PAY_PASSWORD_PATTERN, type ErrorCode } from '@app/contracts';
import { Button, NumberKeyboard, PasscodeInput, Popup, SpinLoading, type PasscodeInputRef } from 'antd-mobile';
import { CloseOutline, LockOutline } from 'antd-mobile-icons';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { usePasscodeA11y } from '../../lib/passcode-a11y.ts';
import { useTranslation } from 'react-i18next';
import { ApiError, CancelledError } from '../../api/client.ts';
import { useUserInfo } from '../../screens/profile/queries.ts';
import { useNav } from '../../shell/nav.ts';
import './money.css';

const PAY_PASSWORD_LENGTH = 6;
/** Errors that are about the digits typed: the sheet stays open to try again. */
const PASSWORD_ERRORS = new Set<ErrorCode>([ERROR_CODES.PAY_PASSWORD_WRONG, ERROR_CODES.SECRET_LOCKED]);

export interface PayPasswordSheetProps {
  visible: boolean;
  onClose: () => void;
  /**
   * Sends the 6 digits. Resolve: the sheet closes. Reject with an error about the password
   * (field `payPassword`): the message shows under the digits and they clear. Any other
   * error closes the sheet and goes to `onError` (a toast by default in callers).
   */
  onSubmit: (payPassword: string) => Promise<unknown>;
  onError?: (error: unknown) => void;
  title?: string;
  /** What is being confirmed: amount, destination... */
  summary?: ReactNode;
  testId?: string;
}

/**
 * The transaction password sheet used by withdrawals and trades (SPEC section 6): six
 * digits on the number keyboard, sent as soon as the sixth is typed. A user without a
 * transaction password is sent to set one first.
 */
export function PayPasswordSheet({ visible, onClose, onSubmit, onError, title, summary, testId = 'pay-sheet' }: PayPasswordSheetProps) {
  const { t } = useTranslation();
  const nav = useNav();
  const info = useUserInfo();
  const input = useRef<PasscodeInputRef>(null);
  usePasscodeA11y();
  const [value, setValue] = useState('');
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);
  const [notSet, setNotSet] = useState(false);
  const needsSetup = notSet || info.data?.payPasswordSet === false;

  useEffect(() => {
    if (!visible) return;
    setValue('');
    setError(undefined);
    const timer = setTimeout(() => input.current?.focus(), 250);
    return () => clearTimeout(timer);
  }, [visible]);

  async function submit(pin: string) {
    if (!PAY_PASSWORD_PATTERN.test(pin) || busy) return;
    setBusy(true);
    setError(undefined);
    try {
      await onSubmit(pin);
      setBusy(false);
      onClose();
    } catch (err) {
      setBusy(false);
      setValue('');
      if (err instanceof CancelledError) return;
      if (err instanceof ApiError && err.errorCode === ERROR_CODES.PAY_PASSWORD_NOT_SET) {
        setNotSet(true);
        return;
      }
      const field = err instanceof ApiError ? (err.data as { field?: string } | undefined)?.field : undefined;
      if (err instanceof ApiError && (field === 'payPassword' || (err.errorCode !== undefined && PASSWORD_ERRORS.has(err.errorCode)))) {
        setError(err.message);
        setTimeout(() => input.current?.focus(), 50);
        return;
      }
      onClose();
      onError?.(err);
    }
  }

  return (
    <Popup visible={visible} onMaskClick={busy ? undefined : onClose} bodyClassName="pay-sheet" destroyOnClose data-testid={`${testId}-popup`}>
      <div data-testid={testId}>
        <div className="pay-sheet-head">
          <button type="button" className="pay-sheet-close" onClick={onClose} disabled={busy} aria-label={t('common.cancel')} data-testid={`${testId}-close`}>
            <CloseOutline />
          </button>
          <h2>{title ?? t('money.pay.title')}</h2>
        </div>
        {summary && <div className="pay-sheet-summary">{summary}</div>}
        {needsSetup ? (
          <div className="pay-sheet-setup" data-testid={`${testId}-setup`}>
            <LockOutline fontSize={34} />
            <p>{t('money.pay.notSet')}</p>
            <Button
              color="primary"
              shape="rounded"
              onClick={() => {
                onClose();
                nav.go('/pages/setting/paypwd');
              }}
              data-testid={`${testId}-setup-button`}
            >
              {t('money.pay.setNow')}
            </Button>
          </div>
        ) : (
          <div className="pay-sheet-body">
            <p className="pay-sheet-prompt">{t('money.pay.prompt')}</p>
            <PasscodeInput
              ref={input}
              length={PAY_PASSWORD_LENGTH}
              value={value}
              onChange={(next) => {
                setValue(next);
                if (next) setError(undefined);
              }}
              onFill={(pin) => void submit(pin)}
              error={Boolean(error) && !value}
              keyboard={<NumberKeyboard randomOrder={false} showCloseButton={false} />}
              className="pay-sheet-input"
              data-testid={`${testId}-input`}
            />
            <div className={error ? 'pay-sheet-error' : 'pay-sheet-hint'} role={error ? 'alert' : undefined} data-testid={error ? `${testId}-error` : `${testId}-hint`}>
              {busy ? <SpinLoading style={{ '--size': '18px' }} /> : (error ?? t('money.pay.hint'))}
            </div>
            <button
              type="button"
              className="link-button pay-sheet-forgot"
              onClick={() => {
                onClose();
                nav.go('/pages/setting/paypwd');
              }}
              data-testid={`${testId}-forgot`}
            >
              {t('money.pay.change')}
            </button>
          </div>
        )}
      </div>
    </Popup>
  );
}

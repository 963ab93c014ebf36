import { NumberKeyboard, PasscodeInput, Popup, SpinLoading, type PasscodeInputRef } from 'antd-mobile';
import { CloseOutline } from 'antd-mobile-icons';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../api/client.ts';
import { useNav } from '../../shell/nav.ts';
import './trade.css';

/**
 * The transaction-password sheet of trading actions: six digit cells over a number pad.
 * `onSubmit` runs the action with the password. A wrong or locked password (the server's
 * PAY_PASSWORD_WRONG / PAY_PASSWORD_LOCKED, with tries left in its message) is shown in
 * the sheet and the cells clear for another try; any other refusal closes the sheet and
 * goes to `onError`, which explains it on the page.
 */
export function PayPasswordSheet({
  visible,
  title,
  summary,
  onSubmit,
  onClose,
  onError,
}: {
  visible: boolean;
  title?: string;
  /** What is being paid: "Buy 10 AAPL · $2,720.50". */
  summary?: ReactNode;
  onSubmit: (payPassword: string) => Promise<void>;
  onClose: () => void;
  onError: (error: unknown) => void;
}) {
  const { t } = useTranslation();
  const nav = useNav();
  const [value, setValue] = useState('');
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);
  const input = useRef<PasscodeInputRef>(null);

  useEffect(() => {
    if (!visible) {
      setValue('');
      setError(undefined);
      setBusy(false);
      return;
    }
    const timer = setTimeout(() => input.current?.focus(), 80);
    return () => clearTimeout(timer);
  }, [visible]);

  async function submit(pin: string) {
    if (busy || !/^\d{6}$/.test(pin)) return;
    setBusy(true);
    setError(undefined);
    try {
      await onSubmit(pin);
    } catch (err) {
      setValue('');
      if (err instanceof ApiError && err.errorCode?.startsWith('PAY_PASSWORD_') && err.errorCode !== 'PAY_PASSWORD_NOT_SET') {
        setError(err.message);
        setTimeout(() => input.current?.focus(), 50);
      } else {
        onClose();
        onError(err);
      }
    } finally {
      setBusy(false);
    }
  }

  return (
    <Popup visible={visible} onMaskClick={busy ? undefined : onClose} bodyClassName="paysheet" destroyOnClose data-testid="pay-sheet">
      <div className="paysheet-head">
        <button type="button" className="paysheet-close" onClick={onClose} disabled={busy} aria-label={t('common.cancel')} data-testid="pay-sheet-close">
          <CloseOutline />
        </button>
        <h3>{title ?? t('payment.pay.title')}</h3>
      </div>
      {summary && (
        <div className="paysheet-summary num" data-testid="pay-sheet-summary">
          {summary}
        </div>
      )}
      <p className={error ? 'paysheet-error' : 'paysheet-hint'} role={error ? 'alert' : undefined} data-testid={error ? 'pay-sheet-error' : 'pay-sheet-hint'}>
        {error ?? t('payment.pay.hint')}
      </p>
      <div className="paysheet-cells">
        <PasscodeInput
          ref={input}
          length={6}
          seperated
          plain={false}
          value={value}
          onChange={(v) => {
            setValue(v);
            if (v) setError(undefined);
          }}
          onFill={(v) => void submit(v)}
          error={Boolean(error) && !value}
          keyboard={<NumberKeyboard randomOrder={false} showCloseButton={false} className="paysheet-keyboard" />}
          className="paysheet-input"
          data-testid="pay-sheet-input"
        />
        {busy && (
          <div className="paysheet-busy" role="status" data-testid="pay-sheet-busy">
            <SpinLoading style={{ '--size': '22px' }} />
            <span>{t('payment.pay.processing')}</span>
          </div>
        )}
      </div>
      <button
        type="button"
        className="paysheet-forgot"
        onClick={() => {
          onClose();
          nav.go('/pages/setting/paypwd');
        }}
        data-testid="pay-sheet-forgot"
      >
        {t('payment.pay.forgot')}
      </button>
      <div className="paysheet-keyboard-space" aria-hidden />
    </Popup>
  );
}

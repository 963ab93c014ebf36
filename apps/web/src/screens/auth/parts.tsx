import { accountsApi } from '@app/contracts';
import { Button, Checkbox, Input, Popup } from 'antd-mobile';
import { CloseOutline, EyeInvisibleOutline, EyeOutline } from 'antd-mobile-icons';
import { useEffect, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { call } from '../../api/client.ts';
import { showCallError, toastOk, type FormInstance } from './forms.ts';
import './auth.css';

/** The brand mark and a page heading, above every auth form. */
export function AuthHero({ title, subtitle }: { title: string; subtitle?: string }) {
  const { t } = useTranslation();
  return (
    <div className="auth-hero">
      <div className="auth-mark" aria-hidden>
        <span>B</span>
      </div>
      <div className="auth-brand">
        {t('common.appName')}
        <span>{t('auth.tagline')}</span>
      </div>
      <h2 className="auth-title">{title}</h2>
      {subtitle && <p className="auth-subtitle">{subtitle}</p>}
    </div>
  );
}

/** A password input with a show/hide eye. Works as an antd-mobile Form control. */
export function PasswordInput({
  value,
  onChange,
  placeholder,
  testId,
  autoComplete = 'current-password',
  maxLength = 20,
}: {
  value?: string;
  onChange?: (value: string) => void;
  placeholder?: string;
  testId: string;
  autoComplete?: string;
  maxLength?: number;
}) {
  const { t } = useTranslation();
  const [visible, setVisible] = useState(false);
  return (
    <div className="password-input">
      <Input
        type={visible ? 'text' : 'password'}
        value={value}
        onChange={onChange}
        placeholder={placeholder}
        autoComplete={autoComplete}
        maxLength={maxLength}
        data-testid={testId}
      />
      <button type="button" className="password-eye" onClick={() => setVisible((v) => !v)} aria-label={t('auth.fields.showPassword')} data-testid={`${testId}-eye`}>
        {visible ? <EyeOutline /> : <EyeInvisibleOutline />}
      </button>
    </div>
  );
}

/**
 * "Send code" next to the code field: checks the email field first, asks for a code of
 * the given type, then counts down until another may be asked (the server's resendIn).
 */
export function SendCodeButton({ form, type, testId }: { form: FormInstance; type: 'register' | 'resetPassword'; testId: string }) {
  const { t } = useTranslation();
  const [left, setLeft] = useState(0);
  const [sending, setSending] = useState(false);
  useEffect(() => {
    if (left <= 0) return;
    const timer = setTimeout(() => setLeft((s) => s - 1), 1000);
    return () => clearTimeout(timer);
  }, [left]);

  async function send() {
    try {
      await form.validateFields(['email']);
    } catch {
      return;
    }
    const email = String(form.getFieldValue('email') ?? '').trim();
    setSending(true);
    try {
      const { resendIn } = await call(accountsApi.getEmailCode, { body: { email, type } });
      setLeft(resendIn > 0 ? resendIn : 60);
      toastOk(t('auth.fields.codeSent', { email }));
    } catch (error) {
      showCallError(error, form, ['email']);
    } finally {
      setSending(false);
    }
  }

  return (
    <Button size="small" fill="none" color="primary" className="send-code" disabled={left > 0} loading={sending} onClick={() => void send()} data-testid={testId}>
      <span className="num">{left > 0 ? t('auth.fields.resendIn', { seconds: left }) : t('auth.fields.sendCode')}</span>
    </Button>
  );
}

/** The user agreement, section by section, in the current language. */
export function AgreementText() {
  const { t } = useTranslation();
  return (
    <article className="agreement" data-testid="agreement-text">
      <p className="agreement-updated">{t('auth.agreement.updated')}</p>
      <p className="agreement-intro">{t('auth.agreement.intro')}</p>
      {AGREEMENT_SECTIONS.map((key) => (
        <section key={key}>
          <h2>{t(`auth.agreement.sections.${key}.title`)}</h2>
          <p>{t(`auth.agreement.sections.${key}.body`)}</p>
        </section>
      ))}
    </article>
  );
}
const AGREEMENT_SECTIONS = ['s1', 's2', 's3', 's4', 's5', 's6', 's7', 's8', 's9'] as const;

/**
 * The "I accept the user agreement" checkbox. The link opens the agreement over the
 * form (so typed fields are kept), with a button that accepts it.
 */
export function AgreementCheck({ value, onChange, testId }: { value?: boolean; onChange?: (checked: boolean) => void; testId: string }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  return (
    <div className="agreement-check">
      <Checkbox checked={Boolean(value)} onChange={(checked) => onChange?.(checked)} data-testid={testId} style={{ '--icon-size': '18px', '--font-size': '13px', '--gap': '8px' }}>
        {t('auth.fields.agreePrefix')}
      </Checkbox>{' '}
      <button type="button" className="link-button" onClick={() => setOpen(true)} data-testid={`${testId}-open`}>
        {t('auth.fields.agreementLink')}
      </button>
      <Popup visible={open} onMaskClick={() => setOpen(false)} bodyClassName="agreement-popup" destroyOnClose>
        <div className="agreement-popup-head">
          <strong>{t('nav.title.protocol')}</strong>
          <button type="button" className="icon-button" onClick={() => setOpen(false)} aria-label={t('common.cancel')} data-testid={`${testId}-close`}>
            <CloseOutline fontSize={20} />
          </button>
        </div>
        <div className="agreement-popup-body">
          <AgreementText />
        </div>
        <div className="agreement-popup-foot">
          <Button
            block
            color="primary"
            shape="rounded"
            onClick={() => {
              onChange?.(true);
              setOpen(false);
            }}
            data-testid={`${testId}-accept`}
          >
            {t('auth.fields.accept')}
          </Button>
        </div>
      </Popup>
    </div>
  );
}

/** "Already have an account? Log in" and similar one-line switches under a form. */
export function AuthSwitch({ text, action, onClick, testId }: { text: string; action: string; onClick: () => void; testId: string }): ReactNode {
  return (
    <p className="auth-switch">
      {text}{' '}
      <button type="button" className="link-button" onClick={onClick} data-testid={testId}>
        {action}
      </button>
    </p>
  );
}

import { Form, Input } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { useFormRules, type FormInstance } from './forms.ts';
import { AgreementCheck, PasswordInput, SendCodeButton } from './parts.tsx';
import * as rules from './rules.ts';

/**
 * Form fields that registration (individual and company) and password reset share.
 * `testPrefix` keeps each page's test ids (`register-email`, `company-email`, ...).
 */

export function EmailCodeFields({ form, codeType, testPrefix }: { form: FormInstance; codeType: 'register' | 'resetPassword'; testPrefix: string }) {
  const { t } = useTranslation();
  const r = useFormRules();
  return (
    <>
      <Form.Item name="email" label={t('auth.fields.email')} rules={r.of(rules.email)}>
        <Input type="email" inputMode="email" autoComplete="email" placeholder={t('auth.fields.emailPlaceholder')} clearable maxLength={100} data-testid={`${testPrefix}-email`} />
      </Form.Item>
      <Form.Item name="code" label={t('auth.fields.code')} rules={r.of(rules.emailCode)} extra={<SendCodeButton form={form} type={codeType} testId={`${testPrefix}-send-code`} />}>
        <Input inputMode="numeric" autoComplete="one-time-code" placeholder={t('auth.fields.codePlaceholder')} maxLength={6} data-testid={`${testPrefix}-code`} />
      </Form.Item>
    </>
  );
}

/** "Confirm password", checked against the `password` field ("The two passwords do not match"). */
export function ConfirmPasswordField({ testPrefix }: { testPrefix: string }) {
  const { t } = useTranslation();
  const r = useFormRules();
  return (
    <Form.Item
      name="confirmPassword"
      label={t('auth.fields.confirmPassword')}
      dependencies={['password']}
      rules={[({ getFieldValue }) => ({ validator: async (_: unknown, value: unknown) => r.check(rules.matches(getFieldValue('password'), value)) })]}
    >
      <PasswordInput placeholder={t('auth.fields.confirmPlaceholder')} autoComplete="new-password" testId={`${testPrefix}-confirm`} />
    </Form.Item>
  );
}

/** The optional invitation code and the user agreement that must be accepted. */
export function InvitationAndAgreement({ testPrefix }: { testPrefix: string }) {
  const { t } = useTranslation();
  const r = useFormRules();
  return (
    <>
      <Form.Item name="invitationCode" label={t('auth.fields.invitation')}>
        <Input placeholder={t('auth.fields.invitationPlaceholder')} maxLength={20} clearable data-testid={`${testPrefix}-invitation`} />
      </Form.Item>
      <Form.Item name="agreement" rules={r.of(rules.agreement)} className="agreement-item">
        <AgreementCheck testId={`${testPrefix}-agreement`} />
      </Form.Item>
    </>
  );
}

import { accountsApi, type CompanyRegistration } from '@app/contracts';
import { useMutation } from '@tanstack/react-query';
import { Button, Form, Input } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { call } from '../../api/client.ts';
import { PageShell } from '../../components/PageShell.tsx';
import { useNav } from '../../shell/nav.ts';
import { deviceId } from '../../state/device.ts';
import { startSession } from '../profile/queries.ts';
import type { PageProps } from '../types.ts';
import { showCallError, toastOk, useFormRules } from './forms.ts';
import { AuthHero, AuthSwitch, PasswordInput } from './parts.tsx';
import * as rules from './rules.ts';
import { EmailCodeFields, ConfirmPasswordField, InvitationAndAgreement } from './shared-fields.tsx';

/** The corporate data of a company (shared with the company KYC form). */
export const CORPORATE_FIELDS = ['fullName', 'licenseNumber', 'officeAddress', 'bankAccount', 'registrationPlace', 'officerInfo', 'phone'] as const;
const FIELDS = [...CORPORATE_FIELDS, 'username', 'email', 'code', 'password', 'confirmPassword', 'invitationCode', 'agreement'] as const;

/** Corporate data fields, for any antd-mobile Form (registration and company KYC). */
export function CorporateFields({ testPrefix }: { testPrefix: string }) {
  const { t } = useTranslation();
  const r = useFormRules();
  return (
    <>
      {CORPORATE_FIELDS.map((name) => (
        <Form.Item key={name} name={name} label={t(`auth.company.${name}`)} rules={r.of(name === 'phone' ? rules.phone : rules.shortText)}>
          <Input
            placeholder={t(`auth.company.${name}Placeholder`)}
            inputMode={name === 'phone' ? 'tel' : name === 'bankAccount' ? 'numeric' : undefined}
            maxLength={name === 'phone' ? 20 : 50}
            clearable
            data-testid={`${testPrefix}-${name}`}
          />
        </Form.Item>
      ))}
    </>
  );
}

export function RegisterCompanyPage({ route, query }: PageProps) {
  const { t } = useTranslation();
  const nav = useNav();
  const [form] = Form.useForm();
  const r = useFormRules();
  const register = useMutation({
    mutationFn: (body: CompanyRegistration) => call(accountsApi.registerCompany, { body: { ...body, deviceId: deviceId() } }),
    onSuccess: (result) => {
      startSession(result.token, result.userInfo);
      toastOk(t('auth.register.success'));
      nav.go('/pages/profile/index');
    },
    onError: (error) => showCallError(error, form, FIELDS),
  });

  const submit = (values: CompanyRegistration) =>
    register.mutate({ ...values, invitationCode: values.invitationCode?.trim() || undefined, agreement: Boolean(values.agreement) });

  return (
    <PageShell title={t(`nav.title.${route.title}`)}>
      <div className="auth-page">
        <AuthHero title={t('auth.register.company')} subtitle={t('auth.register.companyDesc')} />
        <Form
          form={form}
          className="auth-form"
          layout="vertical"
          initialValues={{ invitationCode: rules.invitationFromQuery(query) ?? '', agreement: false }}
          onFinish={submit}
          footer={
            <Button block type="submit" color="primary" size="large" shape="rounded" loading={register.isPending} data-testid="company-submit">
              {t('auth.register.submit')}
            </Button>
          }
        >
          <Form.Header>{t('auth.register.sectionCompany')}</Form.Header>
          <CorporateFields testPrefix="company" />
          <Form.Header>{t('auth.register.sectionAccess')}</Form.Header>
          <Form.Item name="username" label={t('auth.company.userId')} rules={r.of(rules.corporateUserId)}>
            <Input autoComplete="username" placeholder={t('auth.company.userIdPlaceholder')} maxLength={15} clearable data-testid="company-username" />
          </Form.Item>
          <EmailCodeFields form={form} codeType="register" testPrefix="company" />
          <Form.Item name="password" label={t('auth.fields.password')} rules={r.of(rules.corporatePassword)}>
            <PasswordInput placeholder={t('auth.company.passwordPlaceholder')} autoComplete="new-password" testId="company-password" />
          </Form.Item>
          <ConfirmPasswordField testPrefix="company" />
          <InvitationAndAgreement testPrefix="company" />
        </Form>
        <AuthSwitch text={t('auth.register.haveAccount')} action={t('auth.register.login')} onClick={() => nav.replace('/pages/auth/login')} testId="company-login" />
      </div>
    </PageShell>
  );
}

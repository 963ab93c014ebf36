import { accountsApi, type IndividualRegistration } from '@app/contracts';
import { useMutation } from '@tanstack/react-query';
import { Button, Form, Input } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { call } from '../../api/client.ts';
import { PageShell } from '../../components/PageShell.tsx';
import { useNav } from '../../shell/nav.ts';
import { startSession } from '../profile/queries.ts';
import type { PageProps } from '../types.ts';
import { showCallError, toastOk, useFormRules } from './forms.ts';
import { AgreementCheck, AuthHero, AuthSwitch, PasswordInput, SendCodeButton } from './parts.tsx';
import * as rules from './rules.ts';

const FIELDS = ['email', 'code', 'username', 'password', 'confirmPassword', 'invitationCode', 'agreement'] as const;

export function RegisterIndividualPage({ route, query }: PageProps) {
  const { t } = useTranslation();
  const nav = useNav();
  const [form] = Form.useForm();
  const r = useFormRules();
  const register = useMutation({
    mutationFn: (body: IndividualRegistration) => call(accountsApi.registerNew, { body }),
    onSuccess: (result) => {
      startSession(result.token, result.userInfo);
      toastOk(t('auth.register.success'));
      nav.go('/pages/profile/index');
    },
    onError: (error) => showCallError(error, form, FIELDS),
  });

  const submit = (values: IndividualRegistration) =>
    register.mutate({ ...values, email: values.email.trim(), username: values.username.trim(), invitationCode: values.invitationCode?.trim() || undefined, agreement: Boolean(values.agreement) });

  return (
    <PageShell title={t(`nav.title.${route.title}`)}>
      <div className="auth-page">
        <AuthHero title={t('auth.register.individual')} subtitle={t('auth.register.individualDesc')} />
        <Form
          form={form}
          className="auth-form"
          layout="vertical"
          initialValues={{ invitationCode: rules.invitationFromQuery(query) ?? '', agreement: false }}
          onFinish={submit}
          footer={
            <Button block type="submit" color="primary" size="large" shape="rounded" loading={register.isPending} data-testid="register-submit">
              {t('auth.register.submit')}
            </Button>
          }
        >
          <Form.Item name="email" label={t('auth.fields.email')} rules={r.of(rules.email)}>
            <Input type="email" inputMode="email" autoComplete="email" placeholder={t('auth.fields.emailPlaceholder')} clearable maxLength={100} data-testid="register-email" />
          </Form.Item>
          <Form.Item name="code" label={t('auth.fields.code')} rules={r.of(rules.emailCode)} extra={<SendCodeButton form={form} type="register" testId="register-send-code" />}>
            <Input inputMode="numeric" autoComplete="one-time-code" placeholder={t('auth.fields.codePlaceholder')} maxLength={6} data-testid="register-code" />
          </Form.Item>
          <Form.Item name="username" label={t('auth.fields.username')} rules={r.of(rules.username)}>
            <Input autoComplete="username" placeholder={t('auth.fields.usernamePlaceholder')} clearable maxLength={20} data-testid="register-username" />
          </Form.Item>
          <Form.Item name="password" label={t('auth.fields.password')} rules={r.of(rules.password)}>
            <PasswordInput placeholder={t('auth.fields.passwordPlaceholder')} autoComplete="new-password" testId="register-password" />
          </Form.Item>
          <Form.Item
            name="confirmPassword"
            label={t('auth.fields.confirmPassword')}
            dependencies={['password']}
            rules={[({ getFieldValue }) => ({ validator: async (_: unknown, value: unknown) => r.check(rules.matches(getFieldValue('password'), value)) })]}
          >
            <PasswordInput placeholder={t('auth.fields.confirmPlaceholder')} autoComplete="new-password" testId="register-confirm" />
          </Form.Item>
          <Form.Item name="invitationCode" label={t('auth.fields.invitation')}>
            <Input placeholder={t('auth.fields.invitationPlaceholder')} maxLength={20} clearable data-testid="register-invitation" />
          </Form.Item>
          <Form.Item name="agreement" rules={r.of(rules.agreement)} className="agreement-item">
            <AgreementCheck testId="register-agreement" />
          </Form.Item>
        </Form>
        <AuthSwitch text={t('auth.register.haveAccount')} action={t('auth.register.login')} onClick={() => nav.replace('/pages/auth/login')} testId="register-login" />
      </div>
    </PageShell>
  );
}

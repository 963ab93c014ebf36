import { accountsApi, type IndividualRegistration } from '@app/contracts';
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

const FIELDS = ['email', 'code', 'username', 'password', 'confirmPassword', 'invitationCode', 'agreement'] as const;

export function RegisterIndividualPage({ route, query }: PageProps) {
  const { t } = useTranslation();
  const nav = useNav();
  const [form] = Form.useForm();
  const r = useFormRules();
  const register = useMutation({
    mutationFn: (body: IndividualRegistration) => call(accountsApi.registerNew, { body: { ...body, deviceId: deviceId() } }),
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
          <EmailCodeFields form={form} codeType="register" testPrefix="register" />
          <Form.Item name="username" label={t('auth.fields.username')} rules={r.of(rules.username)}>
            <Input autoComplete="username" placeholder={t('auth.fields.usernamePlaceholder')} clearable maxLength={20} data-testid="register-username" />
          </Form.Item>
          <Form.Item name="password" label={t('auth.fields.password')} rules={r.of(rules.password)}>
            <PasswordInput placeholder={t('auth.fields.passwordPlaceholder')} autoComplete="new-password" testId="register-password" />
          </Form.Item>
          <ConfirmPasswordField testPrefix="register" />
          <InvitationAndAgreement testPrefix="register" />
        </Form>
        <AuthSwitch text={t('auth.register.haveAccount')} action={t('auth.register.login')} onClick={() => nav.replace('/pages/auth/login')} testId="register-login" />
      </div>
    </PageShell>
  );
}

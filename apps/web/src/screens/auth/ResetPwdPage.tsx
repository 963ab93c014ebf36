import { accountsApi } from '@app/contracts';
import { useMutation } from '@tanstack/react-query';
import { Button, Form, Input } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { call } from '../../api/client.ts';
import { PageShell } from '../../components/PageShell.tsx';
import { useNav } from '../../shell/nav.ts';
import type { PageProps } from '../types.ts';
import { showCallError, toastOk, useFormRules } from './forms.ts';
import { AuthHero, PasswordInput, SendCodeButton } from './parts.tsx';
import * as rules from './rules.ts';

interface ResetValues {
  email: string;
  code: string;
  password: string;
  confirmPassword: string;
}

export function ResetPwdPage({ route, query }: PageProps) {
  const { t } = useTranslation();
  const nav = useNav();
  const [form] = Form.useForm();
  const r = useFormRules();
  const reset = useMutation({
    mutationFn: (body: ResetValues) => call(accountsApi.resetPassword, { body }),
    onSuccess: () => {
      toastOk(t('auth.reset.success'));
      nav.replace('/pages/auth/login');
    },
    onError: (error) => showCallError(error, form, ['email', 'code', 'password', 'confirmPassword']),
  });
  return (
    <PageShell title={t(`nav.title.${route.title}`)}>
      <div className="auth-page">
        <AuthHero title={t(`nav.title.${route.title}`)} subtitle={t('auth.reset.subtitle')} />
        <Form
          form={form}
          className="auth-form"
          layout="vertical"
          initialValues={{ email: query.email ?? '' }}
          onFinish={(values: ResetValues) => reset.mutate({ ...values, email: values.email.trim() })}
          footer={
            <Button block type="submit" color="primary" size="large" shape="rounded" loading={reset.isPending} data-testid="reset-submit">
              {t('auth.reset.submit')}
            </Button>
          }
        >
          <Form.Item name="email" label={t('auth.fields.email')} rules={r.of(rules.email)}>
            <Input type="email" inputMode="email" autoComplete="email" placeholder={t('auth.fields.emailPlaceholder')} clearable maxLength={100} data-testid="reset-email" />
          </Form.Item>
          <Form.Item name="code" label={t('auth.fields.code')} rules={r.of(rules.emailCode)} extra={<SendCodeButton form={form} type="resetPassword" testId="reset-send-code" />}>
            <Input inputMode="numeric" autoComplete="one-time-code" placeholder={t('auth.fields.codePlaceholder')} maxLength={6} data-testid="reset-code" />
          </Form.Item>
          <Form.Item name="password" label={t('auth.fields.newPassword')} rules={r.of(rules.password)}>
            <PasswordInput placeholder={t('auth.fields.passwordPlaceholder')} autoComplete="new-password" testId="reset-password" />
          </Form.Item>
          <Form.Item
            name="confirmPassword"
            label={t('auth.fields.confirmPassword')}
            dependencies={['password']}
            rules={[({ getFieldValue }) => ({ validator: async (_: unknown, value: unknown) => r.check(rules.matches(getFieldValue('password'), value)) })]}
          >
            <PasswordInput placeholder={t('auth.fields.confirmPlaceholder')} autoComplete="new-password" testId="reset-confirm" />
          </Form.Item>
        </Form>
      </div>
    </PageShell>
  );
}

import { accountsApi } from '@app/contracts';
import { useMutation } from '@tanstack/react-query';
import { Button, Form } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { call } from '../../api/client.ts';
import { PageShell } from '../../components/PageShell.tsx';
import { useNav } from '../../shell/nav.ts';
import type { PageProps } from '../types.ts';
import { showCallError, toastOk, useFormRules } from './forms.ts';
import { AuthHero, PasswordInput } from './parts.tsx';
import * as rules from './rules.ts';
import { EmailCodeFields, ConfirmPasswordField } from './shared-fields.tsx';

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
          <EmailCodeFields form={form} codeType="resetPassword" testPrefix="reset" />
          <Form.Item name="password" label={t('auth.fields.newPassword')} rules={r.of(rules.password)}>
            <PasswordInput placeholder={t('auth.fields.passwordPlaceholder')} autoComplete="new-password" testId="reset-password" />
          </Form.Item>
          <ConfirmPasswordField testPrefix="reset" />
        </Form>
      </div>
    </PageShell>
  );
}

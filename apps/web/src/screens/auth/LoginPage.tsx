import { accountsApi, ERROR_CODES } from '@app/contracts';
import { Button, Form, Input } from 'antd-mobile';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { ApiError, call } from '../../api/client.ts';
import { PageShell } from '../../components/PageShell.tsx';
import { useNav } from '../../shell/nav.ts';
import { deviceId } from '../../state/device.ts';
import { startSession } from '../profile/queries.ts';
import { pendingChallenge } from './challenge.ts';
import type { PageProps } from '../types.ts';
import { showCallError, toastOk, useFormRules } from './forms.ts';
import { AuthHero, AuthSwitch, PasswordInput } from './parts.tsx';
import { required } from './rules.ts';

const PROFILE = '/pages/profile/index';

/** Back where the user came from (or to `redirect`), else to the account tab. */
function useAfterLogin(query: Record<string, string>) {
  const nav = useNav();
  return () => {
    if (query.redirect?.startsWith('/pages/')) return nav.replace(query.redirect);
    const idx = (window.history.state as { idx?: number } | null)?.idx ?? 0;
    if (idx > 0) nav.back();
    else nav.go(PROFILE);
  };
}

export function LoginPage({ route, query }: PageProps) {
  const { t } = useTranslation();
  const nav = useNav();
  const [form] = Form.useForm();
  const r = useFormRules();
  const done = useAfterLogin(query);
  const login = useMutation({
    mutationFn: (values: { username: string; password: string }) => call(accountsApi.login, { body: { ...values, deviceId: deviceId() } }),
    onSuccess: (result) => {
      startSession(result.token, result.userInfo);
      toastOk(t('auth.login.success'));
      done();
    },
    onError: (error) => {
      // Two-step verification on and a device it has not seen pass it: the second step.
      const challenge = error instanceof ApiError && error.errorCode === ERROR_CODES.TWO_FACTOR_REQUIRED ? (error.data as { challenge?: string } | undefined)?.challenge : undefined;
      if (challenge) {
        pendingChallenge.set({ challenge, ...(query.redirect ? { redirect: query.redirect } : {}) });
        nav.replace('/pages/auth/twofactor');
        return;
      }
      showCallError(error, form, ['username', 'password']);
    },
  });

  return (
    <PageShell title={t(`nav.title.${route.title}`)}>
      <div className="auth-page">
        <AuthHero title={t('auth.login.welcome')} subtitle={t('auth.login.subtitle')} />
        <Form
          form={form}
          className="auth-form"
          layout="vertical"
          initialValues={{ username: query.username ?? '' }}
          onFinish={(values: { username: string; password: string }) => login.mutate({ username: values.username.trim(), password: values.password })}
          footer={
            <Button block type="submit" color="primary" size="large" shape="rounded" loading={login.isPending} data-testid="login-submit">
              {t('auth.login.submit')}
            </Button>
          }
        >
          <Form.Item name="username" label={t('auth.login.username')} rules={r.of(required)}>
            <Input placeholder={t('auth.login.usernamePlaceholder')} autoComplete="username" clearable maxLength={100} data-testid="login-username" />
          </Form.Item>
          <Form.Item name="password" label={t('auth.login.password')} rules={r.of(required)}>
            <PasswordInput placeholder={t('auth.login.passwordPlaceholder')} testId="login-password" maxLength={40} />
          </Form.Item>
        </Form>
        <div className="auth-links">
          <button type="button" className="link-button" onClick={() => nav.go('/pages/auth/resetpwd')} data-testid="login-forgot">
            {t('auth.login.forgot')}
          </button>
        </div>
        <AuthSwitch text={t('auth.login.noAccount')} action={t('auth.login.register')} onClick={() => nav.go('/pages/auth/register', query.code ? { code: query.code } : undefined)} testId="login-register" />
        <p className="auth-demo">{t('auth.login.demoHint')}</p>
      </div>
    </PageShell>
  );
}

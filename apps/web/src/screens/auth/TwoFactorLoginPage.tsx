import { ERROR_CODES, twoFactorApi } from '@app/contracts';
import { Button, Form, Input } from 'antd-mobile';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError, call } from '../../api/client.ts';
import { PageShell } from '../../components/PageShell.tsx';
import { useNav } from '../../shell/nav.ts';
import { startSession } from '../profile/queries.ts';
import type { PageProps } from '../types.ts';
import { pendingChallenge } from './challenge.ts';
import { showCallError, toastOk } from './forms.ts';
import { AuthHero } from './parts.tsx';

const PROFILE = '/pages/profile/index';

/**
 * The second step of a login from a new device (issue 21): the 6-digit code of the
 * authenticator app, or one of the recovery codes. Reached after the login page got
 * TWO_FACTOR_REQUIRED; without a live challenge it offers to sign in again.
 */
export function TwoFactorLoginPage({ route }: PageProps) {
  const { t } = useTranslation();
  const nav = useNav();
  const [form] = Form.useForm();
  const [pending] = useState(() => pendingChallenge.get());
  const [recovery, setRecovery] = useState(false);
  const [expired, setExpired] = useState(!pending);

  const verify = useMutation({
    mutationFn: (values: { code?: string; recoveryCode?: string }) =>
      call(twoFactorApi.login, { body: { challenge: pending!.challenge, ...(recovery ? { recoveryCode: values.recoveryCode?.trim() } : { code: values.code?.replace(/\s/g, '') }) } }),
    onSuccess: (result) => {
      pendingChallenge.clear();
      startSession(result.token, result.userInfo);
      toastOk(t('auth.login.success'));
      const redirect = pending?.redirect;
      if (redirect?.startsWith('/pages/')) nav.replace(redirect);
      else nav.go(PROFILE);
    },
    onError: (error) => {
      if (error instanceof ApiError && error.errorCode === ERROR_CODES.TWO_FACTOR_CHALLENGE_INVALID) {
        pendingChallenge.clear();
        setExpired(true);
        return;
      }
      form.setFields([{ name: recovery ? 'recoveryCode' : 'code', errors: error instanceof ApiError ? [error.message] : [] }]);
      showCallError(error);
    },
  });

  return (
    <PageShell title={t(`nav.title.${route.title}`)}>
      <div className="auth-page" data-testid="twofactor-login">
        <AuthHero title={t('twofactor.loginTitle')} subtitle={expired ? t('twofactor.expired') : t(recovery ? 'twofactor.loginRecoveryIntro' : 'twofactor.loginIntro')} />
        {expired ? (
          <Button block color="primary" size="large" shape="rounded" onClick={() => nav.replace('/pages/auth/login')} data-testid="twofactor-login-restart">
            {t('twofactor.backToLogin')}
          </Button>
        ) : (
          <>
            <Form
              form={form}
              className="auth-form"
              layout="vertical"
              onFinish={(values: { code?: string; recoveryCode?: string }) => verify.mutate(values)}
              footer={
                <Button block type="submit" color="primary" size="large" shape="rounded" loading={verify.isPending} data-testid="twofactor-login-submit">
                  {t('twofactor.verify')}
                </Button>
              }
            >
              {recovery ? (
                <Form.Item
                  key="recovery"
                  name="recoveryCode"
                  label={t('twofactor.recoveryCode')}
                  rules={[{ validator: async (_: unknown, v?: string) => { if (!/^[A-Za-z2-9]{5}[\s-]?[A-Za-z2-9]{5}$/.test((v ?? '').trim())) throw new Error(t('twofactor.recoveryCode')); } }]}
                >
                  <Input placeholder={t('twofactor.recoveryPlaceholder')} autoComplete="off" maxLength={20} clearable data-testid="twofactor-login-recovery" />
                </Form.Item>
              ) : (
                <Form.Item
                  key="code"
                  name="code"
                  label={t('twofactor.code')}
                  rules={[{ validator: async (_: unknown, v?: string) => { if (!/^\d{6}$/.test((v ?? '').replace(/\s/g, ''))) throw new Error(t('twofactor.codeFormat')); } }]}
                >
                  <Input placeholder={t('twofactor.codePlaceholder')} inputMode="numeric" autoComplete="one-time-code" maxLength={7} clearable data-testid="twofactor-login-code" />
                </Form.Item>
              )}
            </Form>
            <p className="auth-demo">{t('twofactor.trustNote')}</p>
            <div className="auth-links">
              <button type="button" className="link-button" onClick={() => { setRecovery((r) => !r); form.resetFields(); }} data-testid="twofactor-login-toggle">
                {t(recovery ? 'twofactor.useApp' : 'twofactor.useRecovery')}
              </button>
            </div>
          </>
        )}
      </div>
    </PageShell>
  );
}

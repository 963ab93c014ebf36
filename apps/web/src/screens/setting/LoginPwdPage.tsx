import { accountsApi } from '@app/contracts';
import { useMutation } from '@tanstack/react-query';
import { Button, Form } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { call } from '../../api/client.ts';
import { PageShell } from '../../components/PageShell.tsx';
import { useNav } from '../../shell/nav.ts';
import { showCallError, toastOk, useFormRules } from '../auth/forms.ts';
import { PasswordInput } from '../auth/parts.tsx';
import * as rules from '../auth/rules.ts';
import { useUserInfo } from '../profile/queries.ts';
import type { PageProps } from '../types.ts';
import { LoginRequired } from './LoginRequired.tsx';
import './setting.css';

interface Values {
  oldPassword: string;
  password: string;
  confirmPassword: string;
}

/** Changes the login password (/updatePassword); the server logs out the other sessions. */
export function LoginPwdPage({ route }: PageProps) {
  const { t } = useTranslation();
  const nav = useNav();
  const info = useUserInfo();
  const [form] = Form.useForm();
  const r = useFormRules();
  const update = useMutation({
    mutationFn: (body: Values) => call(accountsApi.updatePassword, { body }),
    onSuccess: () => {
      toastOk(t('settings.loginPwd.success'));
      nav.back();
    },
    onError: (error) => showCallError(error, form, ['oldPassword', 'password', 'confirmPassword']),
  });
  return (
    <PageShell title={t(`nav.title.${route.title}`)}>
      {!info.loggedIn ? (
        <LoginRequired text={t('settings.loginFirst')} />
      ) : (
        <div className="auth-page">
          <p className="settings-hint">{t('settings.loginPwd.hint')}</p>
          <Form
            form={form}
            className="auth-form"
            layout="vertical"
            onFinish={(values: Values) => update.mutate(values)}
            footer={
              <Button block type="submit" color="primary" size="large" shape="rounded" loading={update.isPending} data-testid="loginpwd-submit">
                {t('settings.loginPwd.submit')}
              </Button>
            }
          >
            <Form.Item name="oldPassword" label={t('settings.loginPwd.old')} rules={r.of(rules.required)}>
              <PasswordInput placeholder={t('settings.loginPwd.oldPlaceholder')} testId="loginpwd-old" maxLength={40} />
            </Form.Item>
            <Form.Item name="password" label={t('settings.loginPwd.new')} rules={r.of(rules.password)}>
              <PasswordInput placeholder={t('settings.loginPwd.newPlaceholder')} autoComplete="new-password" testId="loginpwd-new" />
            </Form.Item>
            <Form.Item
              name="confirmPassword"
              label={t('settings.loginPwd.confirm')}
              dependencies={['password']}
              rules={[({ getFieldValue }) => ({ validator: async (_: unknown, value: unknown) => r.check(rules.matches(getFieldValue('password'), value)) })]}
            >
              <PasswordInput placeholder={t('settings.loginPwd.confirmPlaceholder')} autoComplete="new-password" testId="loginpwd-confirm" />
            </Form.Item>
          </Form>
          <div className="auth-links">
            <button type="button" className="link-button" onClick={() => nav.go('/pages/auth/resetpwd', { email: info.data?.email })} data-testid="loginpwd-forgot">
              {t('settings.forgot')}
            </button>
          </div>
        </div>
      )}
    </PageShell>
  );
}

import { twoFactorApi, type TwoFactorSetup } from '@app/contracts';
import { useMutation } from '@tanstack/react-query';
import { Button, Dialog, Form, Input, Toast } from 'antd-mobile';
import { CheckShieldOutline } from 'antd-mobile-icons';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError, call } from '../../api/client.ts';
import { queryClient } from '../../api/query-client.ts';
import { copyText } from '../../components/money/CopyField.tsx';
import { PageShell } from '../../components/PageShell.tsx';
import { DelayedLoading, LoadError } from '../../components/states.tsx';
import { formatDateTime } from '../../lib/format.ts';
import { showCallError } from '../auth/forms.ts';
import { PasswordInput } from '../auth/parts.tsx';
import { useSession } from '../../state/session.ts';
import { accountKeys } from '../profile/queries.ts';
import type { PageProps } from '../types.ts';
import { LoginRequired } from './LoginRequired.tsx';
import { securityKeys, useTwoFactorStatus } from './queries.ts';
import '../auth/auth.css';
import './setting.css';

const TwoFactorQr = lazy(() => import('./TwoFactorQr.tsx'));

const codeRule = (message: string) => [{ validator: async (_: unknown, v?: string) => { if (!/^\d{6}$/.test((v ?? '').replace(/\s/g, ''))) throw new Error(message); } }];

async function copy(text: string, done: string) {
  const ok = await copyText(text);
  Toast.show({ icon: ok ? 'success' : 'fail', content: done, duration: 1500 });
}

const refresh = () => Promise.all([queryClient.invalidateQueries({ queryKey: securityKeys.all }), queryClient.invalidateQueries({ queryKey: accountKeys.info() })]);

/**
 * Two-step verification (issue 21): turn it on with a QR code (or the key typed by hand)
 * confirmed by a first code, see the ten recovery codes once, turn it off with the login
 * password and a code.
 */
export function TwoFactorPage({ route }: PageProps) {
  const { t } = useTranslation();
  const status = useTwoFactorStatus();
  const { token } = useSession();
  const [setup, setSetup] = useState<TwoFactorSetup>();
  const [codes, setCodes] = useState<{ list: string[]; renewed: boolean }>();

  const start = useMutation({ mutationFn: () => call(twoFactorApi.setup), onSuccess: setSetup, onError: (error) => showCallError(error) });

  let body;
  if (!token) body = <LoginRequired text={t('settings.loginFirst')} />;
  else if (codes) body = <RecoveryCodes codes={codes.list} renewed={codes.renewed} onDone={() => setCodes(undefined)} />;
  else if (status.isError && !status.data) body = <LoadError onRetry={() => void status.refetch()} />;
  else if (!status.data) body = <DelayedLoading />;
  else if (setup && !status.data.enabled)
    body = (
      <Enrol
        setup={setup}
        onEnabled={(recovery) => {
          setSetup(undefined);
          setCodes({ list: recovery, renewed: false });
          void refresh();
        }}
      />
    );
  else if (status.data.enabled)
    body = (
      <div className="twofactor-section">
        <div className="twofactor-status on" data-testid="twofactor-status">
          <CheckShieldOutline aria-hidden />
          <div>
            <strong>{t('twofactor.on')}</strong>
            {status.data.enabledAt !== undefined && <span>{t('twofactor.statusOn', { date: formatDateTime(status.data.enabledAt) })}</span>}
            <span data-testid="twofactor-codes-left">{t('twofactor.codesLeft', { count: status.data.recoveryCodesLeft })}</span>
          </div>
        </div>
        <RenewCodes
          onRenewed={(list) => {
            setCodes({ list, renewed: true });
            void refresh();
          }}
        />
        <TurnOff />
      </div>
    );
  else
    body = (
      <div className="twofactor-section">
        <div className="twofactor-status" data-testid="twofactor-status">
          <CheckShieldOutline aria-hidden />
          <div>
            <strong>{t('twofactor.off')}</strong>
          </div>
        </div>
        <p className="twofactor-text">{t('twofactor.intro')}</p>
        <Button block color="primary" shape="rounded" size="large" loading={start.isPending} onClick={() => start.mutate()} data-testid="twofactor-start">
          {t('twofactor.turnOn')}
        </Button>
      </div>
    );

  return <PageShell title={t(`nav.title.${route.title}`)}>{body}</PageShell>;
}

function Enrol({ setup, onEnabled }: { setup: TwoFactorSetup; onEnabled: (codes: string[]) => void }) {
  const { t } = useTranslation();
  const [form] = Form.useForm();
  const enable = useMutation({
    mutationFn: (code: string) => call(twoFactorApi.enable, { body: { code } }),
    onSuccess: (result) => onEnabled(result.recoveryCodes),
    onError: (error) => {
      if (error instanceof ApiError) form.setFields([{ name: 'code', errors: [error.message] }]);
      showCallError(error);
    },
  });
  const grouped = setup.secret.replace(/(.{4})/g, '$1 ').trim();
  return (
    <div className="twofactor-section" data-testid="twofactor-enrol">
      <p className="twofactor-step">{t('twofactor.step1')}</p>
      <div className="twofactor-qr">
        <Suspense fallback={<div className="twofactor-qr-placeholder" />}>
          <TwoFactorQr value={setup.uri} label={t('twofactor.qrLabel')} />
        </Suspense>
      </div>
      <p className="twofactor-text">{t('twofactor.manual')}</p>
      <div className="twofactor-secret">
        <code className="mono" data-testid="twofactor-secret">
          {grouped}
        </code>
        <button type="button" className="link-button" onClick={() => void copy(setup.secret, t('twofactor.copied'))} data-testid="twofactor-secret-copy">
          {t('twofactor.copyKey')}
        </button>
      </div>
      <p className="twofactor-step">{t('twofactor.step2')}</p>
      <Form
        form={form}
        className="auth-form"
        layout="vertical"
        onFinish={(values: { code: string }) => enable.mutate(values.code.replace(/\s/g, ''))}
        footer={
          <Button block type="submit" color="primary" shape="rounded" size="large" loading={enable.isPending} data-testid="twofactor-confirm">
            {t('twofactor.confirm')}
          </Button>
        }
      >
        <Form.Item name="code" label={t('twofactor.code')} rules={codeRule(t('twofactor.codeFormat'))}>
          <Input placeholder={t('twofactor.codePlaceholder')} inputMode="numeric" autoComplete="one-time-code" maxLength={7} clearable data-testid="twofactor-code" />
        </Form.Item>
      </Form>
    </div>
  );
}

function RecoveryCodes({ codes, renewed, onDone }: { codes: string[]; renewed: boolean; onDone: () => void }) {
  const { t } = useTranslation();
  return (
    <div className="twofactor-section" data-testid="twofactor-recovery">
      <div className="twofactor-status on">
        <CheckShieldOutline aria-hidden />
        <div>
          <strong>{t(renewed ? 'twofactor.renewed' : 'twofactor.enabled')}</strong>
        </div>
      </div>
      <h2 className="twofactor-heading">{t('twofactor.recoveryTitle')}</h2>
      <p className="twofactor-text">{t(renewed ? 'twofactor.renewedIntro' : 'twofactor.recoveryIntro')}</p>
      <ol className="twofactor-codes mono" data-testid="twofactor-recovery-codes">
        {codes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </ol>
      <Button block shape="rounded" onClick={() => void copy(codes.join('\n'), t('twofactor.copied'))} data-testid="twofactor-recovery-copy">
        {t('twofactor.copyCodes')}
      </Button>
      <Button block color="primary" shape="rounded" className="twofactor-done" onClick={onDone} data-testid="twofactor-recovery-done">
        {t('twofactor.saved')}
      </Button>
    </div>
  );
}

/**
 * Ten new recovery codes, proven by a code of the app or the login password; the old ones
 * stop working at once (the server deletes them in the same transaction).
 */
function RenewCodes({ onRenewed }: { onRenewed: (codes: string[]) => void }) {
  const { t } = useTranslation();
  const [form] = Form.useForm();
  const [byPassword, setByPassword] = useState(false);
  const renew = useMutation({
    mutationFn: (values: { code?: string; password?: string }) =>
      call(twoFactorApi.regenerateRecoveryCodes, { body: byPassword ? { password: values.password } : { code: values.code?.replace(/\s/g, '') } }),
    onSuccess: (result) => {
      form.resetFields();
      onRenewed(result.recoveryCodes);
    },
    onError: (error) => showCallError(error, form, ['password', 'code']),
  });
  const submit = async (values: { code?: string; password?: string }) => {
    const ok = await Dialog.confirm({ content: t('twofactor.renewConfirm'), confirmText: t('twofactor.renew'), cancelText: t('common.cancel') });
    if (ok) renew.mutate(values);
  };
  return (
    <section className="twofactor-renew" aria-labelledby="twofactor-renew-title">
      <h2 id="twofactor-renew-title" className="twofactor-heading">
        {t('twofactor.renewTitle')}
      </h2>
      <p className="twofactor-text">{t('twofactor.renewIntro')}</p>
      <Form
        form={form}
        className="auth-form"
        layout="vertical"
        onFinish={(values: { code?: string; password?: string }) => void submit(values)}
        footer={
          <Button block type="submit" color="primary" fill="outline" shape="rounded" loading={renew.isPending} data-testid="twofactor-renew">
            {t('twofactor.renew')}
          </Button>
        }
      >
        {byPassword ? (
          <Form.Item key="password" name="password" label={t('twofactor.password')} rules={[{ required: true, message: t('twofactor.passwordPlaceholder') }]}>
            <PasswordInput placeholder={t('twofactor.passwordPlaceholder')} testId="twofactor-renew-password" maxLength={40} />
          </Form.Item>
        ) : (
          <Form.Item key="code" name="code" label={t('twofactor.code')} rules={codeRule(t('twofactor.codeFormat'))}>
            <Input placeholder={t('twofactor.codePlaceholder')} inputMode="numeric" autoComplete="one-time-code" maxLength={7} data-testid="twofactor-renew-code" />
          </Form.Item>
        )}
      </Form>
      <button type="button" className="link-button" onClick={() => setByPassword((p) => !p)} data-testid="twofactor-renew-toggle">
        {t(byPassword ? 'twofactor.useApp' : 'twofactor.usePassword')}
      </button>
    </section>
  );
}

function TurnOff() {
  const { t } = useTranslation();
  const [form] = Form.useForm();
  const [recovery, setRecovery] = useState(false);
  const disable = useMutation({
    mutationFn: (values: { password: string; code?: string; recoveryCode?: string }) =>
      call(twoFactorApi.disable, {
        body: { password: values.password, ...(recovery ? { recoveryCode: values.recoveryCode?.trim() } : { code: values.code?.replace(/\s/g, '') }) },
      }),
    onSuccess: () => {
      form.resetFields();
      Toast.show({ icon: 'success', content: t('twofactor.disabled'), duration: 2000 });
      void refresh();
    },
    onError: (error) => showCallError(error, form, ['password', 'code']),
  });
  const submit = async (values: { password: string; code?: string; recoveryCode?: string }) => {
    const ok = await Dialog.confirm({ content: t('twofactor.turnOffConfirm'), confirmText: t('twofactor.turnOff'), cancelText: t('common.cancel') });
    if (ok) disable.mutate(values);
  };
  return (
    <section className="twofactor-off" aria-labelledby="twofactor-off-title">
      <h2 id="twofactor-off-title" className="twofactor-heading">
        {t('twofactor.turnOff')}
      </h2>
      <p className="twofactor-text">{t('twofactor.turnOffIntro')}</p>
      <Form
        form={form}
        className="auth-form"
        layout="vertical"
        onFinish={(values: { password: string; code?: string; recoveryCode?: string }) => void submit(values)}
        footer={
          <Button block type="submit" shape="rounded" className="twofactor-off-button" loading={disable.isPending} data-testid="twofactor-disable">
            {t('twofactor.turnOff')}
          </Button>
        }
      >
        <Form.Item name="password" label={t('twofactor.password')} rules={[{ required: true, message: t('twofactor.passwordPlaceholder') }]}>
          <PasswordInput placeholder={t('twofactor.passwordPlaceholder')} testId="twofactor-disable-password" maxLength={40} />
        </Form.Item>
        {recovery ? (
          <Form.Item key="recovery" name="recoveryCode" label={t('twofactor.recoveryCode')} rules={[{ required: true, message: t('twofactor.recoveryCode') }]}>
            <Input placeholder={t('twofactor.recoveryPlaceholder')} autoComplete="off" maxLength={20} data-testid="twofactor-disable-recovery" />
          </Form.Item>
        ) : (
          <Form.Item key="code" name="code" label={t('twofactor.code')} rules={codeRule(t('twofactor.codeFormat'))}>
            <Input placeholder={t('twofactor.codePlaceholder')} inputMode="numeric" autoComplete="one-time-code" maxLength={7} data-testid="twofactor-disable-code" />
          </Form.Item>
        )}
      </Form>
      <button type="button" className="link-button" onClick={() => setRecovery((r) => !r)} data-testid="twofactor-disable-toggle">
        {t(recovery ? 'twofactor.useApp' : 'twofactor.useRecovery')}
      </button>
    </section>
  );
}

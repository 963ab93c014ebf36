import { accountsApi, PAY_PASSWORD_PATTERN } from '@app/contracts';
import { useMutation } from '@tanstack/react-query';
import { Button, NumberKeyboard, PasscodeInput, Steps, type PasscodeInputRef } from 'antd-mobile';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { call } from '../../api/client.ts';
import { queryClient } from '../../api/query-client.ts';
import { PageShell } from '../../components/PageShell.tsx';
import { DelayedLoading, LoadError } from '../../components/states.tsx';
import { usePasscodeA11y } from '../../lib/passcode-a11y.ts';
import { useNav } from '../../shell/nav.ts';
import { showCallError, toastOk } from '../auth/forms.ts';
import { accountKeys, useUserInfo } from '../profile/queries.ts';
import type { PageProps } from '../types.ts';
import { LoginRequired } from './LoginRequired.tsx';
import './setting.css';

type Step = 'old' | 'new' | 'confirm';

/**
 * The 6-digit transaction password: /settingPayPassword the first time, otherwise
 * /updatePayPassword with the old one. Three short steps on the number keyboard.
 */
export function PayPwdPage({ route }: PageProps) {
  const { t } = useTranslation();
  const info = useUserInfo();
  return (
    <PageShell title={t(`nav.title.${route.title}`)}>
      {!info.loggedIn ? (
        <LoginRequired text={t('settings.loginFirst')} />
      ) : info.data ? (
        <PayPwdSteps hasOld={info.data.payPasswordSet} />
      ) : info.isError ? (
        <LoadError onRetry={() => void info.refetch()} />
      ) : (
        <DelayedLoading />
      )}
    </PageShell>
  );
}

function PayPwdSteps({ hasOld }: { hasOld: boolean }) {
  const { t } = useTranslation();
  const nav = useNav();
  const steps: Step[] = hasOld ? ['old', 'new', 'confirm'] : ['new', 'confirm'];
  const [step, setStep] = useState<Step>(steps[0]!);
  const [values, setValues] = useState<Record<Step, string>>({ old: '', new: '', confirm: '' });
  const [error, setError] = useState<string>();
  const input = useRef<PasscodeInputRef>(null);
  usePasscodeA11y();

  useEffect(() => {
    const timer = setTimeout(() => input.current?.focus(), 50);
    return () => clearTimeout(timer);
  }, [step]);

  const save = useMutation({
    mutationFn: (v: Record<Step, string>) =>
      hasOld
        ? call(accountsApi.updatePayPassword, { body: { oldPayPassword: v.old, payPassword: v.new, confirmPayPassword: v.confirm } })
        : call(accountsApi.settingPayPassword, { body: { payPassword: v.new, confirmPayPassword: v.confirm } }),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: accountKeys.info() });
      toastOk(t(hasOld ? 'settings.payPwd.updateSuccess' : 'settings.payPwd.setSuccess'));
      nav.back();
    },
    onError: (err) => {
      showCallError(err);
      setError(err instanceof Error ? err.message : undefined);
      restart();
    },
  });

  function restart() {
    setValues({ old: '', new: '', confirm: '' });
    setStep(steps[0]!);
  }

  function onFill(value: string) {
    if (!PAY_PASSWORD_PATTERN.test(value)) return;
    const next = { ...values, [step]: value };
    setValues(next);
    if (step === 'confirm') {
      if (next.confirm !== next.new) {
        setError(t('settings.payPwd.mismatch'));
        setValues({ ...next, new: '', confirm: '' });
        setStep('new');
        return;
      }
      save.mutate(next);
      return;
    }
    setError(undefined);
    setStep(steps[steps.indexOf(step) + 1]!);
  }

  const prompt = { old: 'settings.payPwd.enterOld', new: 'settings.payPwd.enterNew', confirm: 'settings.payPwd.confirmNew' }[step];
  const stepLabel = { old: 'settings.payPwd.stepOld', new: 'settings.payPwd.stepNew', confirm: 'settings.payPwd.stepConfirm' };
  return (
    <div className="paypwd-page" data-testid="paypwd" data-step={step}>
      <Steps current={steps.indexOf(step)} className="paypwd-steps">
        {steps.map((s) => (
          <Steps.Step key={s} title={t(stepLabel[s])} />
        ))}
      </Steps>
      <h2 className="paypwd-prompt" data-testid="paypwd-prompt">
        {t(prompt)}
      </h2>
      <PasscodeInput
        key={step}
        ref={input}
        length={6}
        seperated
        value={values[step]}
        onChange={(value) => {
          setValues((v) => ({ ...v, [step]: value }));
          if (value) setError(undefined);
        }}
        onFill={onFill}
        error={Boolean(error) && !values[step]}
        keyboard={<NumberKeyboard randomOrder={false} />}
        className="paypwd-input"
        data-testid={`paypwd-input-${step}`}
      />
      <p className={error ? 'paypwd-error' : 'paypwd-hint'} role={error ? 'alert' : undefined} data-testid={error ? 'paypwd-error' : 'paypwd-hint'}>
        {error ?? t('settings.payPwd.hint')}
      </p>
      {step !== steps[0] && (
        <Button fill="none" color="primary" size="small" onClick={restart} disabled={save.isPending} data-testid="paypwd-restart">
          {t('settings.payPwd.restart')}
        </Button>
      )}
    </div>
  );
}

import { Button } from 'antd-mobile';
import { LockOutline } from 'antd-mobile-icons';
import { useTranslation } from 'react-i18next';
import { useNav } from '../../shell/nav.ts';

/** Shown by a private page to a guest: a short line and a login button. */
export function LoginRequired({ text }: { text: string }) {
  const { t } = useTranslation();
  const nav = useNav();
  return (
    <div className="login-required" data-testid="login-required">
      <LockOutline fontSize={40} />
      <p>{text}</p>
      <Button color="primary" shape="rounded" onClick={() => nav.go('/pages/auth/login')} data-testid="login-required-button">
        {t('settings.login')}
      </Button>
    </div>
  );
}

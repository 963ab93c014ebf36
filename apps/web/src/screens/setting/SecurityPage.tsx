import { List } from 'antd-mobile';
import { CheckShieldOutline, KeyOutline, MailOutline, AppstoreOutline, UserContactOutline } from 'antd-mobile-icons';
import { useTranslation } from 'react-i18next';
import { PageShell } from '../../components/PageShell.tsx';
import { DelayedLoading, LoadError } from '../../components/states.tsx';
import { useNav } from '../../shell/nav.ts';
import { KycBadge } from '../profile/KycBadge.tsx';
import { useUserInfo } from '../profile/queries.ts';
import type { PageProps } from '../types.ts';
import { LoginRequired } from './LoginRequired.tsx';
import './setting.css';

export function SecurityPage({ route }: PageProps) {
  const { t } = useTranslation();
  const nav = useNav();
  const info = useUserInfo();
  const user = info.data;
  return (
    <PageShell title={t(`nav.title.${route.title}`)}>
      {!info.loggedIn ? (
        <LoginRequired text={t('settings.loginFirst')} />
      ) : info.isError && !user ? (
        <LoadError onRetry={() => void info.refetch()} />
      ) : !user ? (
        <DelayedLoading />
      ) : (
        <div className="settings-page">
          <p className="settings-intro">{t('settings.securityIntro')}</p>
          <List mode="card">
            <List.Item prefix={<MailOutline />} extra={<span className="settings-email">{user.email}</span>} data-testid="security-email">
              {t('settings.email')}
            </List.Item>
            <List.Item prefix={<UserContactOutline />} extra={<KycBadge status={user.kycStatus} />} onClick={() => nav.go('/pages/kyc/individual')} data-testid="security-kyc">
              {t('settings.kyc')}
            </List.Item>
          </List>
          <List mode="card">
            <List.Item prefix={<KeyOutline />} description={t('settings.loginPasswordDesc')} onClick={() => nav.go('/pages/setting/loginpwd')} data-testid="security-loginpwd">
              {t('settings.loginPassword')}
            </List.Item>
            <List.Item
              prefix={<KeyOutline />}
              description={t('settings.payPasswordDesc')}
              extra={<span className={user.payPasswordSet ? 'pill-set' : 'pill-unset'}>{t(user.payPasswordSet ? 'settings.isSet' : 'settings.notSet')}</span>}
              onClick={() => nav.go('/pages/setting/paypwd')}
              data-testid="security-paypwd"
            >
              {t('settings.payPassword')}
            </List.Item>
          </List>
          <List mode="card">
            <List.Item
              prefix={<CheckShieldOutline />}
              description={t('twofactor.desc')}
              extra={<span className={user.twoFactorEnabled ? 'pill-set' : 'pill-unset'}>{t(user.twoFactorEnabled ? 'twofactor.on' : 'twofactor.off')}</span>}
              onClick={() => nav.go('/pages/setting/twofactor')}
              data-testid="security-twofactor"
            >
              {t('twofactor.short')}
            </List.Item>
            <List.Item prefix={<AppstoreOutline />} description={t('twofactor.devices.desc')} onClick={() => nav.go('/pages/setting/devices')} data-testid="security-devices">
              {t('twofactor.devices.title')}
            </List.Item>
          </List>
        </div>
      )}
    </PageShell>
  );
}

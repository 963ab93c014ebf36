import { accountsApi, LOCALES, type Locale } from '@app/contracts';
import { Button, CheckList, Dialog, List, Toast } from 'antd-mobile';
import { FileOutline, KeyOutline, LockOutline, UserContactOutline } from 'antd-mobile-icons';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { call } from '../../api/client.ts';
import { PageShell } from '../../components/PageShell.tsx';
import { currentLocale, setLocale } from '../../i18n/index.ts';
import { setTrendColors, shouldOfferRedUp, TREND_COLOR_CHOICES, trendColors, type TrendColors } from '../../lib/trend-colors.ts';
import { useNav } from '../../shell/nav.ts';
import { endSession, useUserInfo } from '../profile/queries.ts';
import type { PageProps } from '../types.ts';
import './setting.css';

export function SettingsPage({ route }: PageProps) {
  const { t } = useTranslation();
  const nav = useNav();
  const locale = currentLocale();
  const info = useUserInfo();
  const guard = (path: string) => () => nav.go(info.loggedIn ? path : '/pages/auth/login');
  const payStatus = info.data ? t(info.data.payPasswordSet ? 'settings.isSet' : 'settings.notSet') : null;
  const [colors, setColors] = useState<TrendColors>(trendColors());
  const chooseColors = (value: TrendColors) => {
    setTrendColors(value);
    setColors(value);
  };
  const changeLocale = async (value: Locale) => {
    await setLocale(value);
    // Chinese-speaking users are offered red-up once (green-up stays the default).
    if (!shouldOfferRedUp(value)) return;
    const redUp = await Dialog.confirm({ content: t('settings.redUpOffer'), confirmText: t('settings.redUpYes'), cancelText: t('settings.redUpNo') });
    chooseColors(redUp ? 'red-up' : 'green-up');
  };

  const logout = async () => {
    const ok = await Dialog.confirm({ content: t('profile.logoutConfirm'), confirmText: t('settings.logout'), cancelText: t('common.cancel') });
    if (!ok) return;
    await call(accountsApi.logout).catch(() => undefined);
    endSession();
    Toast.show({ content: t('profile.loggedOut'), duration: 2000 });
    nav.go('/pages/profile/index');
  };

  return (
    <PageShell title={t(`nav.title.${route.title}`)}>
      <div className="settings-page">
        <List header={t('settings.language')} mode="card">
          <CheckList value={[locale]} onChange={(values) => values[0] && void changeLocale(values[0] as Locale)} data-testid="language-list">
            {LOCALES.map((code) => (
              <CheckList.Item key={code} value={code} data-testid={`language-${code}`}>
                {t(`settings.languages.${code}`)}
              </CheckList.Item>
            ))}
          </CheckList>
        </List>
        <List header={t('settings.trendColors')} mode="card">
          <CheckList value={[colors]} onChange={(values) => values[0] && chooseColors(values[0] as TrendColors)} data-testid="trend-colors">
            {TREND_COLOR_CHOICES.map((choice) => (
              <CheckList.Item key={choice} value={choice} data-testid={`trend-colors-${choice}`}>
                <span className="trend-choice">
                  <i style={{ background: choice === 'red-up' ? '#c9262d' : '#007a4d' }} aria-hidden />
                  {t(`settings.trendColorOptions.${choice}`)}
                </span>
              </CheckList.Item>
            ))}
          </CheckList>
        </List>
        <List header={t('settings.account')} mode="card">
          <List.Item prefix={<LockOutline />} onClick={guard('/pages/setting/security')} data-testid="settings-security">
            {t('settings.security')}
          </List.Item>
          <List.Item prefix={<KeyOutline />} onClick={guard('/pages/setting/loginpwd')} data-testid="settings-loginpwd">
            {t('settings.loginPassword')}
          </List.Item>
          <List.Item prefix={<KeyOutline />} extra={payStatus} onClick={guard('/pages/setting/paypwd')} data-testid="settings-paypwd">
            {t('settings.payPassword')}
          </List.Item>
          <List.Item prefix={<UserContactOutline />} onClick={guard('/pages/kyc/individual')} data-testid="settings-kyc">
            {t('settings.kyc')}
          </List.Item>
        </List>
        <List header={t('settings.about')} mode="card">
          <List.Item prefix={<FileOutline />} onClick={() => nav.go('/pages/auth/protocol')} data-testid="settings-agreement">
            {t('settings.agreement')}
          </List.Item>
          <List.Item extra={<span className="num">{__APP_VERSION__}</span>} data-testid="settings-version">
            {t('settings.version')}
          </List.Item>
        </List>
        {info.loggedIn && (
          <div className="settings-logout">
            <Button block shape="rounded" onClick={() => void logout()} data-testid="settings-logout">
              {t('settings.logout')}
            </Button>
          </div>
        )}
      </div>
    </PageShell>
  );
}

import { accountsApi, twoFactorApi, type Device } from '@app/contracts';
import { useMutation } from '@tanstack/react-query';
import { Button, Dialog, Toast } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { call } from '../../api/client.ts';
import { queryClient } from '../../api/query-client.ts';
import { PageShell } from '../../components/PageShell.tsx';
import { DelayedLoading, Empty, LoadError } from '../../components/states.tsx';
import { formatDateTime } from '../../lib/format.ts';
import { useNav } from '../../shell/nav.ts';
import { useSession } from '../../state/session.ts';
import { showCallError } from '../auth/forms.ts';
import { endSession } from '../profile/queries.ts';
import type { PageProps } from '../types.ts';
import { LoginRequired } from './LoginRequired.tsx';
import { securityKeys, useDevices } from './queries.ts';
import './setting.css';

/**
 * The devices signed in to the account or trusted (issue 21): name, first and last seen,
 * this device marked; "sign out" per device (its sessions end and its trust goes) and
 * "sign out everywhere".
 */
export function DevicesPage({ route }: PageProps) {
  const { t } = useTranslation();
  const nav = useNav();
  const { token } = useSession();
  const devices = useDevices();

  const signOut = useMutation({
    mutationFn: (device: Device) => call(twoFactorApi.signOutDevice, { body: { id: device.id } }),
    onSuccess: (_result, device) => {
      Toast.show({ icon: 'success', content: t('twofactor.devices.signedOut'), duration: 2000 });
      if (device.current) {
        endSession();
        nav.go('/pages/auth/login');
        return;
      }
      void queryClient.invalidateQueries({ queryKey: securityKeys.devices() });
    },
    onError: (error) => showCallError(error),
  });
  const everywhere = useMutation({
    mutationFn: () => call(accountsApi.logoutEverywhere),
    onSuccess: () => {
      endSession();
      Toast.show({ icon: 'success', content: t('twofactor.devices.everywhereDone'), duration: 2000 });
      nav.go('/pages/auth/login');
    },
    onError: (error) => showCallError(error),
  });

  const confirmSignOut = async (device: Device) => {
    const ok = await Dialog.confirm({ content: t('twofactor.devices.signOutConfirm'), confirmText: t('twofactor.devices.signOut'), cancelText: t('common.cancel') });
    if (ok) signOut.mutate(device);
  };
  const confirmEverywhere = async () => {
    const ok = await Dialog.confirm({ content: t('twofactor.devices.everywhereConfirm'), confirmText: t('twofactor.devices.everywhere'), cancelText: t('common.cancel') });
    if (ok) everywhere.mutate();
  };

  let body;
  if (!token) body = <LoginRequired text={t('settings.loginFirst')} />;
  else if (devices.isError && !devices.data) body = <LoadError onRetry={() => void devices.refetch()} />;
  else if (!devices.data) body = <DelayedLoading />;
  else
    body = (
      <div className="settings-page devices-page">
        <p className="settings-intro">{t('twofactor.devices.intro')}</p>
        {devices.data.list.length === 0 ? (
          <Empty text={t('twofactor.devices.empty')} />
        ) : (
          <ul className="device-list" data-testid="device-list">
            {devices.data.list.map((device) => {
              const name = device.name || t('twofactor.devices.unknown');
              return (
                <li key={device.id} className="device-card" data-testid={`device-${device.id}`} data-current={device.current || undefined}>
                  <div className="device-head">
                    <strong className="device-name">{name}</strong>
                    {device.current && <span className="device-tag current">{t('twofactor.devices.thisDevice')}</span>}
                    {device.trusted && <span className="device-tag trusted">{t('twofactor.devices.trusted')}</span>}
                  </div>
                  <p className="device-seen">{t('twofactor.devices.lastSeen', { date: formatDateTime(device.lastSeenAt) })}</p>
                  <p className="device-seen">{t('twofactor.devices.firstSeen', { date: formatDateTime(device.firstSeenAt) })}</p>
                  <Button
                    size="small"
                    shape="rounded"
                    className="device-signout"
                    loading={signOut.isPending && signOut.variables?.id === device.id}
                    onClick={() => void confirmSignOut(device)}
                    aria-label={t('twofactor.devices.signOutLabel', { name })}
                    data-testid={`device-signout-${device.id}`}
                  >
                    {t('twofactor.devices.signOut')}
                  </Button>
                </li>
              );
            })}
          </ul>
        )}
        <div className="settings-logout">
          <Button block shape="rounded" loading={everywhere.isPending} onClick={() => void confirmEverywhere()} data-testid="devices-signout-everywhere">
            {t('twofactor.devices.everywhere')}
          </Button>
        </div>
      </div>
    );
  return <PageShell title={t(`nav.title.${route.title}`)}>{body}</PageShell>;
}

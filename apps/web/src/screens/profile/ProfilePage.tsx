import { accountsApi, LOCALES, type Locale, type UserInfo } from '@app/contracts';
import { ActionSheet, Badge, Button, Dialog, List, Skeleton, Toast } from 'antd-mobile';
import {
  ArrowDownCircleOutline,
  BankcardOutline,
  BellOutline,
  ClockCircleOutline,
  FileOutline,
  GlobalOutline,
  LoopOutline,
  MessageOutline,
  LinkOutline,
  RightOutline,
  SetOutline,
  UpCircleOutline,
  UserAddOutline,
  UserContactOutline,
} from 'antd-mobile-icons';
import { Suspense, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { call } from '../../api/client.ts';
import { BalanceSummary } from '../../components/money/BalanceSummary.tsx';
import PortfolioCard from '../../components/portfolio/PortfolioCard.tsx';
import { PageShell } from '../../components/PageShell.tsx';
import { currentLocale, setLocale } from '../../i18n/index.ts';
import { useNav } from '../../shell/nav.ts';
import { useSession } from '../../state/session.ts';
import { PROFILE_SECTIONS, useLabel } from '../surfaces.ts';
import type { PageProps } from '../types.ts';
import { KycBadge } from './KycBadge.tsx';
import { isComingSoon } from '../../shell/coming-soon.ts';
import { linkTarget, PUBLIC_CHAT, SHORTCUT_GROUPS, type Shortcut } from './links.ts';
import { endSession, useUnreadCount, useUserInfo } from './queries.ts';
import './profile.css';

const LOGIN = '/pages/auth/login';
const KYC = '/pages/kyc/individual';

const ICONS: Record<string, ReactNode> = {
  deposit: <ArrowDownCircleOutline />,
  withdraw: <UpCircleOutline />,
  transfer: <LoopOutline />,
  history: <ClockCircleOutline />,
  bankCards: <BankcardOutline />,
  wallets: <LinkOutline />,
  kyc: <UserContactOutline />,
  share: <UserAddOutline />,
  alerts: <BellOutline />,
};

/** The account tab: who you are, your verification, balances, shortcuts and the menu. */
export function ProfilePage({ route }: PageProps) {
  const { t } = useTranslation();
  const nav = useNav();
  const { user: cached } = useSession();
  const info = useUserInfo();
  const label = useLabel();
  const unread = useUnreadCount();
  const user = info.data ?? (cached as UserInfo | null) ?? undefined;

  const open = (item: Shortcut) => (item.needsLogin && !info.loggedIn ? nav.go(LOGIN) : nav.go(item.path));
  const openChat = () => {
    const target = info.loggedIn && info.data ? linkTarget(info.data.wsUrl) : PUBLIC_CHAT;
    nav.go(target.path, target.query);
  };
  const chooseLanguage = () => {
    const sheet = ActionSheet.show({
      actions: LOCALES.map((code) => ({ key: code, text: t(`settings.languages.${code}`), bold: code === currentLocale() })),
      cancelText: t('common.cancel'),
      onAction: (action) => {
        void setLocale(action.key as Locale);
        sheet.close();
      },
    });
  };
  const logout = async () => {
    const ok = await Dialog.confirm({ content: t('profile.logoutConfirm'), confirmText: t('profile.menu.logout'), cancelText: t('common.cancel') });
    if (!ok) return;
    // The session ends here whatever the server says (it may already be gone).
    await call(accountsApi.logout).catch(() => undefined);
    endSession();
    Toast.show({ content: t('profile.loggedOut'), duration: 2000 });
  };

  const unreadCount = info.loggedIn ? (unread.data ?? 0) : 0;
  const right = (
    <div className="profile-actions">
      <button type="button" className="profile-action" onClick={() => nav.go(info.loggedIn ? '/pages/notice/index' : LOGIN)} aria-label={unreadCount > 0 ? `${t('profile.menu.notices')} ${unreadCount > 99 ? '99+' : unreadCount}` : t('profile.menu.notices')} data-testid="profile-notices-bell">
        <Badge content={unreadCount > 0 ? (unreadCount > 99 ? '99+' : unreadCount) : null}>
          <BellOutline fontSize={22} />
        </Badge>
      </button>
      <button type="button" className="profile-action" onClick={() => nav.go('/pages/setting/index')} aria-label={t('profile.menu.settings')} data-testid="profile-settings-icon">
        <SetOutline fontSize={22} />
      </button>
    </div>
  );

  return (
    <PageShell title={t(`nav.title.${route.title}`)} right={right} noBack>
      <div className="profile-page">
        {!info.loggedIn ? (
          <GuestCard onLogin={() => nav.go(LOGIN)} onRegister={() => nav.go('/pages/auth/register')} />
        ) : user && user.userId ? (
          <UserCard user={user} onKyc={() => nav.go(KYC)} />
        ) : info.isError ? (
          <button type="button" className="profile-card profile-error" onClick={() => void info.refetch()} data-testid="profile-load-error">
            {t('profile.loadFailed')}
          </button>
        ) : (
          <div className="profile-card" data-testid="profile-loading">
            <Skeleton.Title animated />
            <Skeleton.Paragraph lineCount={2} animated />
          </div>
        )}

        {info.loggedIn && <PortfolioCard />}
        {info.loggedIn && <BalanceSummary />}
        {info.loggedIn && (
          <Suspense fallback={null}>
            {PROFILE_SECTIONS.map((Section, i) => (
              <Section key={i} />
            ))}
          </Suspense>
        )}

        {SHORTCUT_GROUPS.map((group) => (
          <section key={group.key} className="shortcut-group" data-testid={`shortcuts-${group.key}`}>
            <h2>{t(`profile.groups.${group.key}`)}</h2>
            <div className="shortcut-grid">
              {group.items.map((item) => (
                <button key={item.key} type="button" className={`shortcut shortcut-${item.key}${isComingSoon(item.path) ? ' is-soon' : ''}`} onClick={() => open(item)} data-testid={`shortcut-${item.key}`}>
                  <span className="shortcut-icon" style={item.product?.tone}>
                    {item.product ? item.product.icon : ICONS[item.key]}
                  </span>
                  <span className="shortcut-label">{item.product ? label(item.product.label) : t(`profile.shortcuts.${item.key}`)}</span>
                  {isComingSoon(item.path) && (
                    <span className="shortcut-soon" data-testid="tile-soon">
                      {t('profile.soon')}
                    </span>
                  )}
                </button>
              ))}
            </div>
          </section>
        ))}

        <List className="profile-menu" mode="card">
          {info.loggedIn && (
            <List.Item prefix={<BellOutline />} onClick={() => nav.go('/pages/notice/index')} extra={unreadCount > 0 ? <Badge content={unreadCount > 99 ? '99+' : unreadCount} /> : null} data-testid="profile-notices">
              {t('profile.menu.notices')}
            </List.Item>
          )}
          <List.Item prefix={<SetOutline />} onClick={() => nav.go('/pages/setting/index')} data-testid="profile-settings">
            {t('profile.menu.settings')}
          </List.Item>
          <List.Item prefix={<GlobalOutline />} extra={t(`settings.languages.${currentLocale()}`)} onClick={chooseLanguage} data-testid="profile-language">
            {t('profile.menu.language')}
          </List.Item>
          <List.Item prefix={<MessageOutline />} onClick={openChat} data-testid="profile-service">
            {t('profile.menu.service')}
          </List.Item>
          <List.Item prefix={<FileOutline />} onClick={() => nav.go('/pages/auth/protocol')} data-testid="profile-agreement">
            {t('profile.menu.about')}
          </List.Item>
        </List>

        {info.loggedIn && (
          <div className="profile-logout">
            <Button block shape="rounded" onClick={() => void logout()} data-testid="profile-logout">
              {t('profile.menu.logout')}
            </Button>
          </div>
        )}
      </div>
    </PageShell>
  );
}

function GuestCard({ onLogin, onRegister }: { onLogin: () => void; onRegister: () => void }) {
  const { t } = useTranslation();
  return (
    <section className="profile-card guest-card" data-testid="profile-guest">
      <div className="guest-avatar" aria-hidden>
        <UserContactOutline />
      </div>
      <h2>{t('profile.guest.title')}</h2>
      <p>{t('profile.guest.subtitle')}</p>
      <div className="guest-buttons">
        <Button color="primary" shape="rounded" onClick={onLogin} data-testid="profile-login">
          {t('profile.guest.login')}
        </Button>
        <Button shape="rounded" onClick={onRegister} data-testid="profile-register">
          {t('profile.guest.register')}
        </Button>
      </div>
    </section>
  );
}

function UserCard({ user, onKyc }: { user: UserInfo; onKyc: () => void }) {
  const { t } = useTranslation();
  const status = user.kycStatus ?? 'none';
  const copyUid = () => {
    void navigator.clipboard?.writeText(String(user.userId)).then(() => Toast.show({ content: t('profile.copied'), duration: 1500 }));
  };
  return (
    <section className="profile-card user-card" data-testid="profile-user">
      <div className="user-row">
        <div className="user-avatar" aria-hidden>
          {user.username.slice(0, 1).toUpperCase()}
        </div>
        <div className="user-main">
          <div className="user-name" data-testid="profile-username">
            {user.realName || user.username}
          </div>
          <button type="button" className="user-uid num" onClick={copyUid} data-testid="profile-uid">
            {user.realName ? `@${user.username} · ` : ''}
            {t('profile.uid', { id: user.userId })}
            <span className="visually-hidden"> · {t('profile.copyUid')}</span>
          </button>
          <div className="user-tags">
            {user.accountType && (
              <span className="account-type" data-testid="profile-account-type">
                {t(`profile.accountType.${user.accountType}`)}
              </span>
            )}
            <KycBadge status={status} />
          </div>
        </div>
      </div>
      {status !== 'verified' && (
        <button type="button" className={`kyc-banner kyc-banner-${status}`} onClick={onKyc} data-testid="profile-kyc-action">
          <span className="kyc-banner-text">{status === 'failed' ? t('profile.kycHint.failed', { reason: user.kycReason ?? '—' }) : t(`profile.kycHint.${status}`)}</span>
          <span className="kyc-banner-action">
            {t(`profile.kycAction.${status}`)}
            <RightOutline />
          </span>
        </button>
      )}
    </section>
  );
}

import { adminApi, LOCALES, type Locale } from '@app/contracts';
import { useQuery } from '@tanstack/react-query';
import { useEffect, type ComponentType } from 'react';
import { adminCall, queryClient } from './api.ts';
import { Icon, LoadFailed, Notes } from './components/ui.tsx';
import { setLocale, useT } from './i18n.ts';
import { visibleNav } from './nav.ts';
import { AuditPage } from './pages/AuditPage.tsx';
import { KycDetailPage } from './pages/KycDetailPage.tsx';
import { KycQueuePage } from './pages/KycQueuePage.tsx';
import { LANGUAGE_NAMES, LoginPage } from './pages/LoginPage.tsx';
import { DepositDetailPage, DepositsPage } from './pages/money/DepositsPage.tsx';
import { HouseAccountsPage, ReconciliationPage } from './pages/money/LedgerPages.tsx';
import { WithdrawalDetailPage, WithdrawalsPage } from './pages/money/WithdrawalsPage.tsx';
import { ChatConversationPage, ChatQueuePage } from './pages/engagement/ChatPages.tsx';
import { NewsEditPage, NewsPage } from './pages/engagement/NewsPages.tsx';
import { NoticesPage } from './pages/engagement/NoticesPage.tsx';
import { OutboxPage } from './pages/OutboxPage.tsx';
import { TermsPage } from './pages/terms/TermsPage.tsx';
import { AccessKeysPage } from './pages/access-keys/AccessKeysPage.tsx';
import { JobsPage } from './pages/jobs/JobsPage.tsx';
import { BondsPage } from './pages/bonds/BondsPage.tsx';
import { FollowAdminPage } from './pages/follow/FollowAdminPage.tsx';
import { BlocktradePage } from './pages/blocktrade/BlocktradePage.tsx';
import { AuctionAdminPage, PlacingAdminPage } from './pages/placing/PlacingPage.tsx';
import { IpoAdminPage } from './pages/ipo/IpoAdminPage.tsx';
import { LoansPage } from './pages/loans/LoansPage.tsx';
import { FundsPage } from './pages/funds/FundsPage.tsx';
import { MiningPage } from './pages/mining/MiningPage.tsx';
import { DashboardPage } from './pages/dashboard/DashboardPage.tsx';
import { NavBadge } from './pages/dashboard/NavBadge.tsx';
import { CustomerPage } from './pages/backoffice/CustomerPage.tsx';
import { UsersPage } from './pages/UsersPage.tsx';
import { adminKeys } from './queries.ts';
import { hrefOf, parseHash, useHash, type AdminRoute } from './router.ts';
import { operatorSession, useOperatorSession } from './session.ts';

/** Each sidebar page: its list view and, for `#/<page>/<id>`, its detail view. */
const PAGES: Record<string, { list: ComponentType<{ route: AdminRoute }>; detail?: ComponentType<{ id: number }> }> = {
  kyc: { list: KycQueuePage, detail: KycDetailPage },
  users: { list: UsersPage, detail: CustomerPage },
  outbox: { list: OutboxPage },
  audit: { list: AuditPage },
  deposits: { list: DepositsPage, detail: DepositDetailPage },
  withdrawals: { list: WithdrawalsPage, detail: WithdrawalDetailPage },
  house: { list: HouseAccountsPage },
  reconciliation: { list: ReconciliationPage },
  news: { list: NewsPage, detail: NewsEditPage },
  notices: { list: NoticesPage },
  chat: { list: ChatQueuePage, detail: ChatConversationPage },
  terms: { list: TermsPage },
  'access-keys': { list: AccessKeysPage },
  jobs: { list: JobsPage },
  bonds: { list: BondsPage },
  placing: { list: PlacingAdminPage },
  auction: { list: AuctionAdminPage },
  ipo: { list: IpoAdminPage },
  loans: { list: LoansPage },
  funds: { list: FundsPage },
  mining: { list: MiningPage },
  blocktrade: { list: BlocktradePage },
  dashboard: { list: DashboardPage },
  follow: { list: FollowAdminPage },
};

export function App() {
  const { token } = useOperatorSession();
  return (
    <>
      {token ? <Console /> : <LoginPage />}
      <Notes />
    </>
  );
}

function Console() {
  const { t, locale } = useT();
  const { operator } = useOperatorSession();
  const route = parseHash(useHash(), 'dashboard');
  // Refreshes the operator (role) and proves the stored token still works.
  const me = useQuery({ queryKey: adminKeys.me(), queryFn: ({ signal }) => adminCall(adminApi.me, {}, {}, signal), staleTime: 60_000 });
  const roles = me.data?.roles ?? operator?.roles ?? [];
  const nav = visibleNav(roles);
  const page = PAGES[route.page] && nav.some((item) => item.page === route.page) ? route.page : (nav.find((item) => PAGES[item.page])?.page ?? 'users');
  const entry = PAGES[page]!;

  useEffect(() => {
    document.title = `${t(nav.find((item) => item.page === page)?.label ?? 'console')} · ${t('brand')}`;
  }, [t, nav, page]);

  const logout = async () => {
    await adminCall(adminApi.logout).catch(() => undefined);
    operatorSession.clear();
    queryClient.clear();
  };

  return (
    <div className="shell">
      <aside className="sidebar">
        <div className="sidebar-brand">
          <span className="brand-mark">B</span>
          <span>
            <strong>{t('brand')}</strong>
            <small>{t('console')}</small>
          </span>
        </div>
        <nav>
          {nav.map((item) => (
            <a key={item.page} href={hrefOf(item.page)} className={`nav-item ${item.page === page ? 'nav-active' : ''}`} aria-current={item.page === page ? 'page' : undefined} data-testid={`nav-${item.page}`}>
              <Icon name={item.icon} />
              {t(item.label)}
              <NavBadge page={item.page} />
            </a>
          ))}
        </nav>
      </aside>
      <div className="main">
        <header className="topbar">
          <span className="topbar-operator" data-testid="operator-name">
            {operator?.username ?? me.data?.username}
            <span className="role">{roles.map((role) => t(`header.role.${role}`)).join(' · ')}</span>
          </span>
          <select value={locale} onChange={(e) => setLocale(e.target.value as Locale)} aria-label={t('header.language')} data-testid="admin-language">
            {LOCALES.map((code) => (
              <option key={code} value={code}>
                {LANGUAGE_NAMES[code]}
              </option>
            ))}
          </select>
          <button type="button" className="btn btn-small" onClick={() => void logout()} data-testid="admin-logout">
            {t('header.logout')}
          </button>
        </header>
        <main className="content">
          {me.isError && !me.data ? (
            <LoadFailed error={me.error} onRetry={() => void me.refetch()} />
          ) : route.id !== undefined && entry.detail ? (
            <entry.detail key={`${page}-${route.id}`} id={route.id} />
          ) : (
            <entry.list route={{ ...route, page }} />
          )}
        </main>
      </div>
    </div>
  );
}

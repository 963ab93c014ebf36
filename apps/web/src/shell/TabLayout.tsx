import TabBar from 'antd-mobile/es/components/tab-bar';
import { AppOutline, FileOutline, HistogramOutline, StarOutline, UserOutline } from 'antd-mobile-icons';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, useLocation } from 'react-router';
import { useNav } from './nav.ts';
import { HOME_PATH, TAB_KEYS, TAB_ROUTES } from './routes.ts';

const ICONS: Record<(typeof TAB_KEYS)[number], ReactNode> = {
  home: <AppOutline />,
  market: <HistogramOutline />,
  watchlist: <StarOutline />,
  trade: <FileOutline />,
  profile: <UserOutline />,
};

/** The five tab pages above the bottom tab bar (50px, SPEC section 2). */
export function TabLayout({ badges }: { badges?: Partial<Record<(typeof TAB_KEYS)[number], ReactNode>> }) {
  const { t } = useTranslation();
  const nav = useNav();
  const { pathname } = useLocation();
  const active = pathname === '/' ? HOME_PATH : pathname;
  return (
    <div className="tab-layout">
      <main className="tab-content">
        <Outlet />
      </main>
      <TabBar className="tab-bar" activeKey={active} onChange={(path) => nav.go(path)} safeArea>
        {TAB_ROUTES.map((route, index) => {
          const key = TAB_KEYS[index]!;
          return (
            <TabBar.Item key={route.path} icon={ICONS[key]} title={<span data-testid={`tab-${key}`}>{t(`nav.tab.${key}`)}</span>} badge={badges?.[key]} />
          );
        })}
      </TabBar>
    </div>
  );
}

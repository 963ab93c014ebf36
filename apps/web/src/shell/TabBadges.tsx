import type { ReactNode } from 'react';
import type { TAB_KEYS } from './routes.ts';

export type TabBadgeMap = Partial<Record<(typeof TAB_KEYS)[number], ReactNode>>;

/**
 * Supplies the tab bar's badges (the account tab's unread notices). The notices
 * capability fills this in; until then there are none.
 */
export function TabBadges({ render }: { render: (badges: TabBadgeMap) => ReactNode }) {
  return <>{render({})}</>;
}

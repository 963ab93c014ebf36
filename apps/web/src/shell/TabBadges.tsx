import type { ReactNode } from 'react';
import { badgeText, useLiveUnreadCount } from '../components/notices/unread.ts';
import type { TAB_KEYS } from './routes.ts';

export type TabBadgeMap = Partial<Record<(typeof TAB_KEYS)[number], ReactNode>>;

/**
 * Supplies the tab bar's badges: the account tab shows the unread notices, kept live
 * from the push socket (components/notices/unread.ts).
 */
export function TabBadges({ render }: { render: (badges: TabBadgeMap) => ReactNode }) {
  const text = badgeText(useLiveUnreadCount());
  return <>{render(text ? { profile: <span data-testid="tab-profile-badge">{text}</span> } : {})}</>;
}

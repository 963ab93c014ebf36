import type { OperatorRole } from '@app/contracts';

/**
 * The sidebar, in order. A later capability (deposits, withdrawals, news, chat) adds
 * one entry here and one page in `pages/` registered in `App.tsx`'s PAGES.
 */
export interface NavItem {
  page: string;
  /** i18n key of the label. */
  label: string;
  /** Roles that see it; everyone when absent. */
  roles?: readonly OperatorRole[];
  icon: 'shield' | 'users' | 'mail' | 'list' | 'in' | 'out' | 'bank' | 'scale' | 'news' | 'bell' | 'chat';
}

export const NAV_ITEMS: readonly NavItem[] = [
  { page: 'kyc', label: 'nav.kyc', icon: 'shield' },
  { page: 'users', label: 'nav.users', icon: 'users' },
  { page: 'deposits', label: 'money.nav.deposits', icon: 'in' },
  { page: 'withdrawals', label: 'money.nav.withdrawals', icon: 'out' },
  { page: 'house', label: 'money.nav.house', icon: 'bank' },
  { page: 'reconciliation', label: 'money.nav.reconciliation', icon: 'scale' },
  { page: 'chat', label: 'engagement.nav.chat', icon: 'chat' },
  { page: 'notices', label: 'engagement.nav.notices', icon: 'bell' },
  { page: 'news', label: 'engagement.nav.news', icon: 'news' },
  { page: 'outbox', label: 'nav.outbox', icon: 'mail' },
  { page: 'audit', label: 'nav.audit', icon: 'list', roles: ['admin'] },
];

export function visibleNav(role: OperatorRole): NavItem[] {
  return NAV_ITEMS.filter((item) => !item.roles || item.roles.includes(role));
}

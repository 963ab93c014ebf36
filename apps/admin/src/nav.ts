import { adminIpoApi } from '@app/contracts';
import { adminAuctionApi, adminPlacingApi } from '@app/contracts';
import { adminMiningApi } from '@app/contracts';
import { adminBlocktradeApi } from '@app/contracts';
import { adminFollowApi } from '@app/contracts';
import { accessKeysApi, adminApi, adminBondsApi, adminJobsApi, adminLoansApi, adminFundsApi, adminMoneyApi, adminNewsApi, adminNoticesApi, rolesAllow, termsApi, type OperatorRole } from '@app/contracts';

/**
 * The sidebar, in order. A later capability (deposits, withdrawals, news, chat) adds
 * one entry here and one page in `pages/` registered in `App.tsx`'s PAGES.
 */
export interface NavItem {
  page: string;
  /** i18n key of the label. */
  label: string;
  /** Roles that see it (the roles of the page's calls, from the contracts); every operator when absent. */
  roles?: readonly OperatorRole[];
  icon: 'shield' | 'users' | 'mail' | 'list' | 'in' | 'out' | 'bank' | 'scale' | 'news' | 'bell' | 'chat';
}

export const NAV_ITEMS: readonly NavItem[] = [
  { page: 'dashboard', label: 'backoffice.nav', icon: 'list' },
  { page: 'kyc', label: 'nav.kyc', icon: 'shield', roles: adminApi.kycList.roles },
  { page: 'users', label: 'nav.users', icon: 'users' },
  { page: 'deposits', label: 'money.nav.deposits', icon: 'in', roles: adminMoneyApi.deposits.roles },
  { page: 'withdrawals', label: 'money.nav.withdrawals', icon: 'out', roles: adminMoneyApi.withdrawals.roles },
  { page: 'house', label: 'money.nav.house', icon: 'bank', roles: adminMoneyApi.houseAccounts.roles },
  { page: 'reconciliation', label: 'money.nav.reconciliation', icon: 'scale', roles: adminMoneyApi.reconcile.roles },
  { page: 'chat', label: 'engagement.nav.chat', icon: 'chat' },
  { page: 'notices', label: 'engagement.nav.notices', icon: 'bell', roles: adminNoticesApi.send.roles },
  { page: 'news', label: 'engagement.nav.news', icon: 'news', roles: adminNewsApi.list.roles },
  { page: 'terms', label: 'terms.nav', icon: 'scale', roles: termsApi.adminProducts.roles },
  { page: 'access-keys', label: 'accessKeys.nav', icon: 'shield', roles: accessKeysApi.adminList.roles },
  { page: 'jobs', label: 'jobs.nav', icon: 'list', roles: adminJobsApi.list.roles },
  { page: 'bonds', label: 'bonds.nav', icon: 'scale', roles: adminBondsApi.list.roles },
  { page: 'placing', label: 'placing.nav', icon: 'scale', roles: adminPlacingApi.list.roles },
  { page: 'auction', label: 'placing.navAuction', icon: 'list', roles: adminAuctionApi.crosses.roles },
  { page: 'ipo', label: 'ipo.nav', icon: 'scale', roles: adminIpoApi.list.roles },
  { page: 'loans', label: 'loans.nav', icon: 'bank', roles: adminLoansApi.list.roles },
  { page: 'funds', label: 'funds.nav', icon: 'scale', roles: adminFundsApi.orders.roles },
  { page: 'mining', label: 'mining.nav', icon: 'scale', roles: adminMiningApi.robots.roles },
  { page: 'blocktrade', label: 'blocktrade.nav', icon: 'scale', roles: adminBlocktradeApi.applications.roles },
  { page: 'follow', label: 'follow.nav', icon: 'scale', roles: adminFollowApi.agencies.roles },
  { page: 'outbox', label: 'nav.outbox', icon: 'mail', roles: adminApi.outbox.roles },
  { page: 'audit', label: 'nav.audit', icon: 'list', roles: adminApi.auditLog.roles },
];

/** The entries an operator holding `roles` can use (admin sees everything). */
export function visibleNav(roles: readonly OperatorRole[]): NavItem[] {
  return NAV_ITEMS.filter((item) => rolesAllow(roles, item.roles));
}

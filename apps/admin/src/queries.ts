/** Query keys of the back office, one factory for every page. */
export const adminKeys = {
  me: () => ['admin', 'me'] as const,
  kyc: () => ['admin', 'kyc'] as const,
  kycList: (status: string, page: number) => [...adminKeys.kyc(), 'list', status, page] as const,
  kycDetail: (id: number) => [...adminKeys.kyc(), 'detail', id] as const,
  users: () => ['admin', 'users'] as const,
  userList: (keyword: string, frozen: string, page: number) => [...adminKeys.users(), 'list', keyword, frozen, page] as const,
  userDetail: (id: number) => [...adminKeys.users(), 'detail', id] as const,
  outbox: (to: string, page: number) => ['admin', 'outbox', to, page] as const,
  audit: (action: string, page: number) => ['admin', 'audit', action, page] as const,
};

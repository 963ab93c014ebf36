import type { AreaModule } from '../types.ts';
import { DepositFiatPage } from './DepositFiatPage.tsx';
import { DepositIndexPage } from './DepositIndexPage.tsx';
import { DepositRecordPage } from './DepositRecordPage.tsx';
import { DepositWalletPage } from './DepositWalletPage.tsx';

/** Pages of this area by route path; a route without an entry shows its titled placeholder. */
export const pages: AreaModule['pages'] = {
  '/pages/deposit/index': DepositIndexPage,
  '/pages/deposit/fiat': DepositFiatPage,
  '/pages/deposit/wallet': DepositWalletPage,
  '/pages/deposit/record': DepositRecordPage,
};

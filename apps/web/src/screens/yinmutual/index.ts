import type { AreaModule } from '../types.ts';
import { FundsHoldPage, FundsListPage } from './FundsPages.tsx';

/** Mutual funds: the schemes with NAV and buying; the holdings and orders with redemption. */
export const pages: AreaModule['pages'] = {
  '/pages/yinmutual/index': FundsListPage,
  '/pages/yinmutual/myhold': FundsHoldPage,
};

export const texts: AreaModule['texts'] = ['funds', 'money', 'trade', 'settings', 'terms'];

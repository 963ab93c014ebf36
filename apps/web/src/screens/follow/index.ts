import type { AreaModule } from '../types.ts';
import { FollowAgenciesPage, FollowOrderPage } from './FollowPages.tsx';

/** Follow investing: the agencies (with their strategies' track records) and my copies; the copy order page. */
export const pages: AreaModule['pages'] = {
  '/pages/product/follow': FollowAgenciesPage,
  '/pages/payment/follow': FollowOrderPage,
};

export const texts: AreaModule['texts'] = ['follow', 'money', 'trade', 'settings', 'terms'];

import type { AreaModule } from '../types.ts';
import { IpoListPage, IpoSubscribePage } from './IpoPages.tsx';
import { PayIpoPage } from './PayIpoPage.tsx';

/** IPO subscriptions: the calendar with my subscriptions, one IPO with its subscription, and paying for allotted shares. */
export const pages: AreaModule['pages'] = {
  '/pages/product/newstock': IpoListPage,
  '/pages/payment/newstock': IpoSubscribePage,
  '/pages/hkstock/payipo': PayIpoPage,
};

export const texts: AreaModule['texts'] = ['ipo', 'money', 'trade', 'settings', 'terms'];

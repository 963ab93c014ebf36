import type { AreaModule } from '../types.ts';
import { ClosePage } from './ClosePage.tsx';
import { OrderPage } from './order/OrderPage.tsx';

/** Pages of this area by route path; a route without an entry shows its titled placeholder. */
export const pages: AreaModule['pages'] = {
  '/pages/payment/stock': OrderPage,
  '/pages/payment/future': OrderPage,
  '/pages/payment/forex': OrderPage,
  '/pages/payment/close': ClosePage,
};

import type { AreaModule } from '../types.ts';
import { AuctionPage } from './AuctionPage.tsx';

/** The pre-market auction page: windows, indicative prices, AO/ALO orders and the user's orders. */
export const pages: AreaModule['pages'] = {
  '/pages/product/auction': AuctionPage,
};

export const texts: AreaModule['texts'] = ['auction', 'money', 'trade', 'settings', 'terms'];

import type { AreaModule } from '../types.ts';
import { PlacingPage, PlacingRecordPage } from './PlacingPages.tsx';

/** Placings: the key and tranche page with its subscription, and the records. */
export const pages: AreaModule['pages'] = {
  '/pages/placing/index': PlacingPage,
  '/pages/placing/record': PlacingRecordPage,
};

export const texts: AreaModule['texts'] = ['placing', 'money', 'trade', 'settings', 'terms'];

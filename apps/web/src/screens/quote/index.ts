import type { AreaModule } from '../types.ts';
import { QuotePage } from './QuotePage.tsx';

/** Quote pages: one screen for every kind of instrument (SPEC: quote sources map to pages). */
export const pages: AreaModule['pages'] = {
  '/pages/quote/stock': QuotePage,
  '/pages/quote/future': QuotePage,
  '/pages/quote/globalindex': QuotePage,
  '/pages/quote/forex': QuotePage,
};

/** Text bundles these pages use besides common and nav. */
export const texts: AreaModule['texts'] = ['quote', 'market', 'watchlist', 'alerts'];

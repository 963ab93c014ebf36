import type { AreaModule } from '../types.ts';
import { ForexProductPage, FuturesProductPage } from './DerivativesPages.tsx';

/** Futures and forex product pages (home tiles Futuros and Divisas). */
export const pages: AreaModule['pages'] = {
  '/pages/product/future': FuturesProductPage,
  '/pages/product/forex': ForexProductPage,
};

/** Text bundles these pages use besides common and nav. */
export const texts: AreaModule['texts'] = ['derivatives', 'market'];

import type { AreaModule } from '../types.ts';
import { ManagePage } from './ManagePage.tsx';
import { WatchlistPage } from './WatchlistPage.tsx';

export const pages: AreaModule['pages'] = {
  '/pages/watchlist/index': WatchlistPage,
  '/pages/watchlist/manage': ManagePage,
};

/** Text bundles these pages use besides common and nav. */
export const texts: AreaModule['texts'] = ['watchlist', 'market'];

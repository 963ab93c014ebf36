import type { AreaModule } from '../types.ts';
import { MarketPage } from './MarketPage.tsx';

/** Pages of this area by route path; a route without an entry shows its titled placeholder. */
export const pages: AreaModule['pages'] = {
  '/pages/market/index': MarketPage,
};

/** Text bundles these pages use besides common and nav. */
export const texts: AreaModule['texts'] = ['market'];

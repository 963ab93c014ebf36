import type { Area } from '../shell/routes.ts';
import type { AreaModule } from './types.ts';

/** One code chunk per area, loaded the first time one of its pages opens. */
export const AREA_LOADERS: Record<Area, () => Promise<AreaModule>> = {
  home: () => import('./home/index.ts'),
  market: () => import('./market/index.ts'),
  watchlist: () => import('./watchlist/index.ts'),
  trade: () => import('./trade/index.ts'),
  profile: () => import('./profile/index.ts'),
  quote: () => import('./quote/index.ts'),
  product: () => import('./product/index.ts'),
  hkstock: () => import('./hkstock/index.ts'),
  auth: () => import('./auth/index.ts'),
  withdraw: () => import('./withdraw/index.ts'),
  deposit: () => import('./deposit/index.ts'),
  setting: () => import('./setting/index.ts'),
  bcard: () => import('./bcard/index.ts'),
  vm: () => import('./vm/index.ts'),
  kyc: () => import('./kyc/index.ts'),
  search: () => import('./search/index.ts'),
  notice: () => import('./notice/index.ts'),
  news: () => import('./news/index.ts'),
  webview: () => import('./webview/index.ts'),
  payment: () => import('./payment/index.ts'),
  robotai: () => import('./robotai/index.ts'),
  bonds: () => import('./bonds/index.ts'),
  aiquantify: () => import('./aiquantify/index.ts'),
  placing: () => import('./placing/index.ts'),
  yinmutual: () => import('./yinmutual/index.ts'),
  loan: () => import('./loan/index.ts'),
};

import type { AreaModule } from './types.ts';

/**
 * Every area of the web app, one per line: its code chunk, loaded the first time one of
 * its pages opens. An area is a product (or a shell concern): its routes in
 * shell/routes.ts name it, and its pages live in screens/<area>/. The `Area` type comes
 * from this list, so adding an area is this one line.
 */
export const AREA_LOADERS = {
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
  ipo: () => import('./ipo/index.ts'),
  follow: () => import('./follow/index.ts'),
  blocktrade: () => import('./blocktrade/index.ts'),
  auction: () => import('./auction/index.ts'),
  derivatives: () => import('./derivatives/index.ts'),
  alerts: () => import('./alerts/index.ts'),
  documents: () => import('./documents/index.ts'),
} satisfies Record<string, () => Promise<AreaModule>>;

export type Area = keyof typeof AREA_LOADERS;

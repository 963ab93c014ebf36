import type { AreaModule } from '../types.ts';
import { PositionDetailPage } from './PositionDetailPage.tsx';
import { TradePage } from './TradePage.tsx';

/** Pages of this area by route path; a route without an entry shows its titled placeholder. */
export const pages: AreaModule['pages'] = {
  '/pages/trade/index': TradePage,
  '/pages/trade/detail': PositionDetailPage,
};

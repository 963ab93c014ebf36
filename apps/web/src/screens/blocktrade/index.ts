import type { AreaModule } from '../types.ts';
import { BlocktradePage } from './BlocktradePage.tsx';

/** Block trades: authority, offers, the order sheet and the user's blocks on one route. */
export const pages: AreaModule['pages'] = {
  '/pages/product/blocktrade': BlocktradePage,
};

export const texts: AreaModule['texts'] = ['blocktrade', 'money', 'trade', 'settings', 'terms', 'payment'];

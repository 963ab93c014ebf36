import type { AreaModule } from '../types.ts';
import { BondsClosePage, BondsListPage, BondsOpenPage } from './BondsPages.tsx';

/** Bonds: the list (with the user's holdings), the buy page and the sale page. */
export const pages: AreaModule['pages'] = {
  '/pages/bonds/list': BondsListPage,
  '/pages/bonds/open': BondsOpenPage,
  '/pages/bonds/close': BondsClosePage,
};

export const texts: AreaModule['texts'] = ['bonds', 'money', 'trade', 'settings', 'terms'];

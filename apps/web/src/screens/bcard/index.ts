import type { AreaModule } from '../types.ts';
import { BcardListPage } from './BcardListPage.tsx';
import { BcardModifyPage } from './BcardModifyPage.tsx';

/** Pages of this area by route path; a route without an entry shows its titled placeholder. */
export const pages: AreaModule['pages'] = {
  '/pages/bcard/index': BcardListPage,
  '/pages/bcard/modify': BcardModifyPage,
};

import type { AreaModule } from '../types.ts';
import { SearchPage } from './SearchPage.tsx';

export const pages: AreaModule['pages'] = {
  '/pages/search/index': SearchPage,
};

/** Text bundles these pages use besides common and nav. */
export const texts: AreaModule['texts'] = ['search', 'market'];

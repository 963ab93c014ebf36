import type { AreaModule } from '../types.ts';
import { SearchPage } from './SearchPage.tsx';

export const pages: AreaModule['pages'] = {
  '/pages/search/index': SearchPage,
};

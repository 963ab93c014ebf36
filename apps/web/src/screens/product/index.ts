import type { AreaModule } from '../types.ts';
import { CuratedPage } from './CuratedPage.tsx';

/** Pages of this area by route path; a route without an entry shows its titled placeholder. */
export const pages: AreaModule['pages'] = {
  '/pages/product/popular': CuratedPage,
  '/pages/product/ucstock': CuratedPage,
};

/** Text bundles these pages use besides common and nav. */
export const texts: AreaModule['texts'] = ['market'];

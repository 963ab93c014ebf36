import type { AreaModule } from '../types.ts';
import { HomePage } from './HomePage.tsx';

/** Pages of this area by route path; a route without an entry shows its titled placeholder. */
export const pages: AreaModule['pages'] = {
  '/pages/home/index': HomePage,
};

/** Text bundles these pages use besides common and nav. */
export const texts: AreaModule['texts'] = ['home', 'market', 'news'];

import type { AreaModule } from '../types.ts';
import { VmListPage } from './VmListPage.tsx';
import { VmModifyPage } from './VmModifyPage.tsx';

/** Pages of this area by route path; a route without an entry shows its titled placeholder. */
export const pages: AreaModule['pages'] = {
  '/pages/vm/index': VmListPage,
  '/pages/vm/modify': VmModifyPage,
};

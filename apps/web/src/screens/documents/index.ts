import type { AreaModule } from '../types.ts';
import { DocumentsPage } from './DocumentsPage.tsx';

/** Documents (issue 31): monthly statements and trade confirmations as PDF, and the email choices. */
export const pages: AreaModule['pages'] = {
  '/pages/documents/index': DocumentsPage,
};

/** Text bundles these pages use besides common and nav. */
export const texts: AreaModule['texts'] = ['documents'];

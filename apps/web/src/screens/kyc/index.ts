import type { AreaModule } from '../types.ts';
import { KycPage } from './KycPage.tsx';

export const pages: AreaModule['pages'] = {
  '/pages/kyc/individual': KycPage,
};

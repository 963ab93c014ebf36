import type { AreaModule } from '../types.ts';
import { WithdrawBankPage, WithdrawCryptoPage } from './WithdrawPage.tsx';

/** Pages of this area by route path; a route without an entry shows its titled placeholder. */
export const pages: AreaModule['pages'] = {
  '/pages/withdraw/bcard': WithdrawBankPage,
  '/pages/withdraw/vm': WithdrawCryptoPage,
};

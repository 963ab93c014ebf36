import type { AreaModule } from '../types.ts';
import { LoanPage } from './LoanPage.tsx';

/** Loans: the offer (CAT, schedule with IVA, total) and application; the user's loans with repayment. */
export const pages: AreaModule['pages'] = {
  '/pages/loan/index': LoanPage,
};

export const texts: AreaModule['texts'] = ['loan', 'money', 'trade', 'settings', 'terms'];

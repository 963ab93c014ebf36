import type { AreaModule } from '../types.ts';
import { ProfilePage } from './ProfilePage.tsx';
import { SharePage } from './SharePage.tsx';
import { TransactionPage } from './TransactionPage.tsx';
import { TransferPage } from './TransferPage.tsx';

export const pages: AreaModule['pages'] = {
  '/pages/profile/index': ProfilePage,
  '/pages/profile/share': SharePage,
  '/pages/profile/transfer': TransferPage,
  '/pages/profile/transaction': TransactionPage,
};

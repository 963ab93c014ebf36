import type { AreaModule } from '../types.ts';
import { ProfilePage } from './ProfilePage.tsx';

export const pages: AreaModule['pages'] = {
  '/pages/profile/index': ProfilePage,
};

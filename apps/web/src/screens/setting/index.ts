import type { AreaModule } from '../types.ts';
import { SettingsPage } from './SettingsPage.tsx';

export const pages: AreaModule['pages'] = {
  '/pages/setting/index': SettingsPage,
};

import type { AreaModule } from '../types.ts';
import { DevicesPage } from './DevicesPage.tsx';
import { LoginPwdPage } from './LoginPwdPage.tsx';
import { PayPwdPage } from './PayPwdPage.tsx';
import { SecurityPage } from './SecurityPage.tsx';
import { SettingsPage } from './SettingsPage.tsx';
import { TwoFactorPage } from './TwoFactorPage.tsx';

export const pages: AreaModule['pages'] = {
  '/pages/setting/index': SettingsPage,
  '/pages/setting/security': SecurityPage,
  '/pages/setting/loginpwd': LoginPwdPage,
  '/pages/setting/paypwd': PayPwdPage,
  '/pages/setting/twofactor': TwoFactorPage,
  '/pages/setting/devices': DevicesPage,
};

import type { AreaModule } from '../types.ts';
import { LoginPage } from './LoginPage.tsx';
import { ProtocolPage } from './ProtocolPage.tsx';
import { RegisterCompanyPage } from './RegisterCompanyPage.tsx';
import { RegisterIndividualPage } from './RegisterIndividualPage.tsx';
import { RegisterPage } from './RegisterPage.tsx';
import { ResetPwdPage } from './ResetPwdPage.tsx';
import { TwoFactorLoginPage } from './TwoFactorLoginPage.tsx';

export const pages: AreaModule['pages'] = {
  '/pages/auth/login': LoginPage,
  '/pages/auth/register': RegisterPage,
  '/pages/auth/registerindividual': RegisterIndividualPage,
  '/pages/auth/registercompany': RegisterCompanyPage,
  '/pages/auth/resetpwd': ResetPwdPage,
  '/pages/auth/protocol': ProtocolPage,
  '/pages/auth/twofactor': TwoFactorLoginPage,
};

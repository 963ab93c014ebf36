import type { RouteTitles } from '../titles.ts';

/** The titles of this area's routes (shell/routes.ts `title`), one per line: the top bar's and the loading page's. */
export const titles: RouteTitles = {
  login: { es: 'Iniciar sesión', en: 'Log in', zh: '登录' },
  register: { es: 'Crear cuenta', en: 'Sign up', zh: '注册' },
  registerCompany: { es: 'Cuenta empresarial', en: 'Company account', zh: '企业账户' },
  registerIndividual: { es: 'Cuenta personal', en: 'Individual account', zh: '个人账户' },
  resetPwd: { es: 'Restablecer contraseña', en: 'Reset password', zh: '重置密码' },
  protocol: { es: 'Acuerdo de usuario', en: 'User agreement', zh: '用户协议' },
  twoFactorLogin: { es: 'Verificación', en: 'Verification', zh: '身份验证' },
};

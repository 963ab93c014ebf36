import type { RouteTitles } from '../titles.ts';

/** The titles of this area's routes (shell/routes.ts `title`), one per line: the top bar's and the loading page's. */
export const titles: RouteTitles = {
  setting: { es: 'Configuración', en: 'Settings', zh: '设置' },
  security: { es: 'Seguridad', en: 'Security', zh: '安全' },
  loginPwd: { es: 'Contraseña de acceso', en: 'Login password', zh: '登录密码' },
  payPwd: { es: 'Contraseña de transacción', en: 'Transaction password', zh: '交易密码' },
  twoFactor: { es: 'Verificación en dos pasos', en: 'Two-step verification', zh: '两步验证' },
  devices: { es: 'Dispositivos', en: 'Devices', zh: '设备管理' },
};

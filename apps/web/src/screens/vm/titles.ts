import type { RouteTitles } from '../titles.ts';

/** The titles of this area's routes (shell/routes.ts `title`), one per line: the top bar's and the loading page's. */
export const titles: RouteTitles = {
  vm: { es: 'Billeteras cripto', en: 'Crypto wallets', zh: '加密钱包' },
  vmModify: { es: 'Editar billetera', en: 'Edit wallet', zh: '编辑钱包' },
};

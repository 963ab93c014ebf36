import type { RouteTitles } from '../titles.ts';

/** The titles of this area's routes (shell/routes.ts `title`), one per line: the top bar's and the loading page's. */
export const titles: RouteTitles = {
  withdrawVm: { es: 'Retiro en cripto', en: 'Crypto withdrawal', zh: '加密货币提现' },
  withdrawBcard: { es: 'Retiro a cuenta bancaria', en: 'Bank withdrawal', zh: '银行卡提现' },
};

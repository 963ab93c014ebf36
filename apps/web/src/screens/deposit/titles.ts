import type { RouteTitles } from '../titles.ts';

/** The titles of this area's routes (shell/routes.ts `title`), one per line: the top bar's and the loading page's. */
export const titles: RouteTitles = {
  deposit: { es: 'Depositar', en: 'Deposit', zh: '充值' },
  depositFiat: { es: 'Depósito bancario', en: 'Bank deposit', zh: '银行充值' },
  depositWallet: { es: 'Depósito en cripto', en: 'Crypto deposit', zh: '加密货币充值' },
  depositRecord: { es: 'Historial de depósitos', en: 'Deposit history', zh: '充值记录' },
};

import type { RouteTitles } from '../titles.ts';

/** The titles of this area's routes (shell/routes.ts `title`), one per line: the top bar's and the loading page's. */
export const titles: RouteTitles = {
  bcard: { es: 'Cuentas bancarias', en: 'Bank accounts', zh: '银行卡' },
  bcardModify: { es: 'Editar cuenta bancaria', en: 'Edit bank account', zh: '编辑银行卡' },
};

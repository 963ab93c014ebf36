import type { RouteTitles } from '../titles.ts';

/** The titles of this area's routes (shell/routes.ts `title`), one per line: the top bar's and the loading page's. */
export const titles: RouteTitles = {
  trade: { es: 'Operar', en: 'Trade', zh: '交易' },
  tradeDetail: { es: 'Detalle de posición', en: 'Position detail', zh: '持仓详情' },
};

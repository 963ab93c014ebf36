import type { RouteTitles } from '../titles.ts';

/** The titles of this area's routes (shell/routes.ts `title`), one per line: the top bar's and the loading page's. */
export const titles: RouteTitles = {
  productFuture: { es: 'Futuros', en: 'Futures', zh: '期货' },
  productForex: { es: 'Divisas', en: 'Forex', zh: '外汇' },
};

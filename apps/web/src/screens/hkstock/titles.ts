import type { RouteTitles } from '../titles.ts';

/** The titles of this area's routes (shell/routes.ts `title`), one per line: the top bar's and the loading page's. */
export const titles: RouteTitles = {
  hkstock: { es: 'Acciones de Hong Kong', en: 'Hong Kong stocks', zh: '港股' },
  hkstockQuote: { es: 'Cotización HK', en: 'HK quote', zh: '港股行情' },
};

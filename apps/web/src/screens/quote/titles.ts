import type { RouteTitles } from '../titles.ts';

/** The titles of this area's routes (shell/routes.ts `title`), one per line: the top bar's and the loading page's. */
export const titles: RouteTitles = {
  quoteStock: { es: 'Cotización', en: 'Quote', zh: '行情' },
  quoteFuture: { es: 'Futuros', en: 'Futures', zh: '期货' },
  quoteGlobalIndex: { es: 'Índice global', en: 'Global index', zh: '全球指数' },
  quoteForex: { es: 'Divisas', en: 'Forex', zh: '外汇' },
};

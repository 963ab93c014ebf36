import type { RouteTitles } from '../titles.ts';

/** The titles of this area's routes (shell/routes.ts `title`), one per line: the top bar's and the loading page's. */
export const titles: RouteTitles = {
  productFollow: { es: 'Inversión copiada', en: 'Follow investing', zh: '跟单' },
  paymentFollow: { es: 'Orden copiada', en: 'Follow order', zh: '跟单下单' },
};

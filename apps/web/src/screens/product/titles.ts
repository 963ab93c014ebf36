import type { RouteTitles } from '../titles.ts';

/** The titles of this area's routes (shell/routes.ts `title`), one per line: the top bar's and the loading page's. */
export const titles: RouteTitles = {
  productPopular: { es: 'Populares', en: 'Popular', zh: '热门' },
  productUcstock: { es: 'Nuevas y en extremos', en: 'New and at extremes', zh: '新股与新高新低' },
};

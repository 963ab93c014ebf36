import type { RouteTitles } from '../titles.ts';

/** The titles of this area's routes (shell/routes.ts `title`), one per line: the top bar's and the loading page's. */
export const titles: RouteTitles = {
  yinmutual: { es: 'Fondos mutuos', en: 'Mutual funds', zh: '共同基金' },
  yinmutualMyhold: { es: 'Mis fondos', en: 'My funds', zh: '我的基金' },
};

import type { RouteTitles } from '../titles.ts';

/** The titles of this area's routes (shell/routes.ts `title`), one per line: the top bar's and the loading page's. */
export const titles: RouteTitles = {
  placing: { es: 'Colocaciones', en: 'Placing', zh: '配售' },
  placingRecord: { es: 'Registros de colocación', en: 'Placing records', zh: '配售记录' },
};

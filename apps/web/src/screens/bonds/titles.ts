import type { RouteTitles } from '../titles.ts';

/** The titles of this area's routes (shell/routes.ts `title`), one per line: the top bar's and the loading page's. */
export const titles: RouteTitles = {
  bondsList: { es: 'Bonos', en: 'Bonds', zh: '债券' },
  bondsOpen: { es: 'Comprar bono', en: 'Buy bond', zh: '买入债券' },
  bondsClose: { es: 'Redimir bono', en: 'Redeem bond', zh: '赎回债券' },
};

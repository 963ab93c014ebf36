import type { RouteTitles } from '../titles.ts';

/** The titles of this area's routes (shell/routes.ts `title`), one per line: the top bar's and the loading page's. */
export const titles: RouteTitles = {
  watchlist: { es: 'Favoritos', en: 'Watchlist', zh: '自选' },
  watchlistManage: { es: 'Administrar favoritos', en: 'Manage watchlist', zh: '管理自选' },
};

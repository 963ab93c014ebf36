import type { RouteTitles } from '../titles.ts';

/** The titles of this area's routes (shell/routes.ts `title`), one per line: the top bar's and the loading page's. */
export const titles: RouteTitles = {
  loan: { es: 'Préstamos', en: 'Loans', zh: '贷款' },
};

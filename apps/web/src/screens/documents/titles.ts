import type { RouteTitles } from '../titles.ts';

/** The titles of this area's routes (shell/routes.ts `title`), one per line: the top bar's and the loading page's. */
export const titles: RouteTitles = {
  documents: { es: 'Estados de cuenta y documentos', en: 'Statements and documents', zh: '对账单与文件' },
};

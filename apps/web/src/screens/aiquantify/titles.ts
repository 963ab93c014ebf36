import type { RouteTitles } from '../titles.ts';

/** The titles of this area's routes (shell/routes.ts `title`), one per line: the top bar's and the loading page's. */
export const titles: RouteTitles = {
  aiquantify: { es: 'Cuantitativo IA', en: 'AI quantification', zh: 'AI 量化' },
  aiquantifyRecord: { es: 'Registros cuantitativos', en: 'Quant records', zh: '量化记录' },
  aiquantifyRecordDetail: { es: 'Detalle del registro', en: 'Record detail', zh: '记录详情' },
};

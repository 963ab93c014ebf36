import type { RouteTitles } from '../titles.ts';

/** The titles of this area's routes (shell/routes.ts `title`), one per line: the top bar's and the loading page's. */
export const titles: RouteTitles = {
  notice: { es: 'Avisos', en: 'Notices', zh: '通知' },
  noticeDetail: { es: 'Aviso', en: 'Notice', zh: '通知详情' },
};

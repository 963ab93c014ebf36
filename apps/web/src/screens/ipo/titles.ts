import type { RouteTitles } from '../titles.ts';

/** The titles of this area's routes (shell/routes.ts `title`), one per line: the top bar's and the loading page's. */
export const titles: RouteTitles = {
  productNewstock: { es: 'Nuevas emisiones (IPO)', en: 'New stocks (IPO)', zh: '新股申购' },
  hkstockPayipo: { es: 'Suscripción IPO HK', en: 'HK IPO subscription', zh: '港股新股申购' },
  paymentNewstock: { es: 'Suscribir IPO', en: 'Subscribe to IPO', zh: '申购新股' },
};

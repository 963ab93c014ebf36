import type { RouteTitles } from '../titles.ts';

/** The titles of this area's routes (shell/routes.ts `title`), one per line: the top bar's and the loading page's. */
export const titles: RouteTitles = {
  paymentStock: { es: 'Orden de acciones', en: 'Stock order', zh: '股票下单' },
  paymentClose: { es: 'Cerrar posición', en: 'Close position', zh: '平仓' },
  paymentFuture: { es: 'Orden de futuros', en: 'Futures order', zh: '期货下单' },
  paymentForex: { es: 'Orden de divisas', en: 'Forex order', zh: '外汇下单' },
};

import type { RouteTitles } from '../titles.ts';

/** The titles of this area's routes (shell/routes.ts `title`), one per line: the top bar's and the loading page's. */
export const titles: RouteTitles = {
  robotai: { es: 'Robot IA', en: 'AI robot', zh: 'AI 机器人' },
  robotaiProduct: { es: 'Productos robot', en: 'Robot products', zh: '机器人产品' },
  robotaiDetail: { es: 'Detalle del robot', en: 'Robot detail', zh: '机器人详情' },
  robotaiQuote: { es: 'Cotización cripto', en: 'Crypto quote', zh: '加密货币行情' },
  robotaiRecord: { es: 'Registros del robot', en: 'Robot records', zh: '机器人记录' },
  robotaiRental: { es: 'Renta de robot', en: 'Robot rental', zh: '机器人租赁' },
};

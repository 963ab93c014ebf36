import { defineMessages } from '../types.ts';

/** The tab bar's labels. Route titles are each area's own: screens/<area>/titles.ts (served as `nav.title.<key>`). */
export default defineMessages({
  es: {
    tab: { home: 'Inicio', market: 'Mercados', watchlist: 'Favoritos', trade: 'Operar', profile: 'Cuenta' },
  },
  en: {
    tab: { home: 'Home', market: 'Markets', watchlist: 'Watchlist', trade: 'Trade', profile: 'Account' },
  },
  zh: {
    tab: { home: '首页', market: '行情', watchlist: '自选', trade: '交易', profile: '我的' },
  },
});

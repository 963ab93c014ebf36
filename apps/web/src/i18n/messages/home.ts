import { defineMessages } from '../types.ts';

/** Home page (tab 0). */
export default defineMessages({
  es: {
    searchPlaceholder: 'Buscar acciones, índices, divisas',
    indices: 'Índices',
    movers: 'Movimientos del día',
    hot: 'Acciones populares',
    more: 'Más',
    moverTypes: { gainers: 'Alzas', losers: 'Bajas', active: 'Más activas' },
    soon: 'Pronto',
  },
  en: {
    searchPlaceholder: 'Search stocks, indices, forex',
    indices: 'Indices',
    movers: 'Top movers',
    hot: 'Hot stocks',
    more: 'More',
    moverTypes: { gainers: 'Gainers', losers: 'Losers', active: 'Most active' },
    soon: 'Soon',
  },
  zh: {
    searchPlaceholder: '搜索股票、指数、外汇',
    indices: '指数',
    movers: '涨跌榜',
    hot: '热门股票',
    more: '更多',
    moverTypes: { gainers: '涨幅榜', losers: '跌幅榜', active: '成交活跃' },
    soon: '即将推出',
  },
});

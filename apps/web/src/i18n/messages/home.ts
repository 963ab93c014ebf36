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
    tiles: {
      ipo: 'IPO', bonds: 'Bonos', futures: 'Futuros', forex: 'Divisas', blocktrade: 'Bloques', follow: 'Copiar',
      aiquant: 'Cuant. IA', robot: 'Minería', placing: 'Colocaciones', funds: 'Fondos', loans: 'Préstamos', hkstock: 'Hong Kong',
    },
  },
  en: {
    searchPlaceholder: 'Search stocks, indices, forex',
    indices: 'Indices',
    movers: 'Top movers',
    hot: 'Hot stocks',
    more: 'More',
    moverTypes: { gainers: 'Gainers', losers: 'Losers', active: 'Most active' },
    soon: 'Soon',
    tiles: {
      ipo: 'IPO', bonds: 'Bonds', futures: 'Futures', forex: 'Forex', blocktrade: 'Block trade', follow: 'Follow',
      aiquant: 'AI quant', robot: 'Robot mining', placing: 'Placing', funds: 'Mutual funds', loans: 'Loans', hkstock: 'HK stocks',
    },
  },
  zh: {
    searchPlaceholder: '搜索股票、指数、外汇',
    indices: '指数',
    movers: '涨跌榜',
    hot: '热门股票',
    more: '更多',
    moverTypes: { gainers: '涨幅榜', losers: '跌幅榜', active: '成交活跃' },
    soon: '即将推出',
    tiles: {
      ipo: '新股申购', bonds: '债券', futures: '期货', forex: '外汇', blocktrade: '大宗交易', follow: '跟单',
      aiquant: 'AI 量化', robot: '机器人挖矿', placing: '配售', funds: '共同基金', loans: '贷款', hkstock: '港股',
    },
  },
});

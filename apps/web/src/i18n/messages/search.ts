import { defineMessages } from '../types.ts';

/** Search page. */
export default defineMessages({
  es: {
    placeholder: 'Código o nombre: AAPL, Walmex, 00700…',
    clear: 'Borrar',
    recent: 'Búsquedas recientes',
    clearRecent: 'Borrar búsquedas recientes',
    hot: 'Populares',
    results_one: '{{count}} resultado',
    results_other: '{{count}} resultados',
    noResults: 'Sin resultados para «{{keyword}}»',
  },
  en: {
    placeholder: 'Code or name: AAPL, Walmex, 00700…',
    clear: 'Clear',
    recent: 'Recent searches',
    clearRecent: 'Clear recent searches',
    hot: 'Popular',
    results_one: '{{count}} result',
    results_other: '{{count}} results',
    noResults: 'No results for “{{keyword}}”',
  },
  zh: {
    placeholder: '代码或名称：AAPL、Walmex、00700…',
    clear: '清除',
    recent: '最近搜索',
    clearRecent: '清除最近搜索',
    hot: '热门',
    results_one: '共 {{count}} 个结果',
    results_other: '共 {{count}} 个结果',
    noResults: '没有找到“{{keyword}}”',
  },
});

import { defineTexts } from '../../i18n/text.ts';

/** Messages of the market area, in Spanish, English and Simplified Chinese. */
export const t = defineTexts({
  unknownInstrument: {
    es: 'No encontramos el instrumento {code}',
    en: 'Instrument {code} was not found',
    zh: '未找到代码为 {code} 的品种',
  },
  wrongKind: {
    es: '{code} no es un instrumento de este tipo',
    en: '{code} is not an instrument of this kind',
    zh: '{code} 不属于该类品种',
  },
  watchlistFull: {
    es: 'Tu lista de seguimiento ya tiene {max} instrumentos',
    en: 'Your watchlist already has {max} instruments',
    zh: '自选列表最多 {max} 个品种',
  },
  watchlistGroupNotFound: {
    es: 'Ese grupo ya no está en tu lista de seguimiento',
    en: 'That group is no longer on your watchlist',
    zh: '该分组已不存在',
  },
  watchlistGroupExists: {
    es: 'Ya tienes un grupo llamado «{name}»',
    en: 'You already have a group called "{name}"',
    zh: '已有名为“{name}”的分组',
  },
  watchlistGroupsFull: {
    es: 'Puedes tener hasta {max} grupos propios',
    en: 'You can have up to {max} groups of your own',
    zh: '最多可创建 {max} 个自定义分组',
  },
  watchlistRowNotFound: {
    es: 'Ese elemento ya no está en tu lista de seguimiento',
    en: 'That item is no longer on your watchlist',
    zh: '该品种已不在自选列表中',
  },
  unknownCurrency: { es: 'Moneda no admitida: {currency}', en: 'Unsupported currency: {currency}', zh: '不支持的币种：{currency}' },
});

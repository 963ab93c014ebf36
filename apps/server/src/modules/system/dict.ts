import {
  AccountType,
  AssetSource,
  Direction,
  OrderStatus,
  OrderType,
  ReviewStatus,
  TradeListTab,
  type DictItem,
  type DictType,
  type Locale,
} from '@app/contracts';
import { areaDictionaryEntries, type DictEntry } from '../../i18n/dictionary.ts';

type Entry = DictEntry;

/**
 * Labels of every enumeration the app shows, in three languages: the platform's here, a
 * product area's own values from its messages file (`defineDictionaryEntries`, i18n/dictionary.ts).
 */
const DICTIONARIES: Record<DictType, Entry[]> = {
  account_type: [
    [AccountType.Individual, { es: 'Persona física', en: 'Individual', zh: '个人' }],
    [AccountType.Company, { es: 'Persona moral', en: 'Company', zh: '企业' }],
  ],
  id_document_type: [
    ['idCard', { es: 'INE / Identificación oficial', en: 'ID card', zh: '身份证' }],
    ['passport', { es: 'Pasaporte', en: 'Passport', zh: '护照' }],
    ['DL', { es: 'Licencia de conducir', en: "Driver's licence", zh: '驾驶证' }],
  ],
  order_status: [
    [OrderStatus.InProgress, { es: 'En proceso', en: 'In progress', zh: '进行中' }],
    [OrderStatus.Success, { es: 'Completada', en: 'Success', zh: '成功' }],
    [OrderStatus.Cancelled, { es: 'Orden cancelada', en: 'Order cancelled', zh: '已撤单' }],
    [OrderStatus.Processing, { es: 'En proceso', en: 'In progress', zh: '进行中' }],
  ],
  review_status: [
    [ReviewStatus.Pending, { es: 'Pendiente de revisión', en: 'Pending Review', zh: '待审核' }],
    [ReviewStatus.Failed, { es: 'Revisión fallida', en: 'Audit Failure', zh: '审核失败' }],
    [ReviewStatus.Approved, { es: 'Completado', en: 'Completed', zh: '已完成' }],
  ],
  kyc_status: [
    ['none', { es: 'Sin verificar', en: 'Not verified', zh: '未认证' }],
    ['pending', { es: 'En revisión', en: 'Under review', zh: '审核中' }],
    ['verified', { es: 'Verificado', en: 'Verified', zh: '已认证' }],
    ['failed', { es: 'Rechazado, vuelve a intentarlo', en: 'Failed, please retry', zh: '认证失败，请重试' }],
  ],
  direction: [
    [Direction.Buy, { es: 'Comprar', en: 'Buy', zh: '买入' }],
    [Direction.Sell, { es: 'Vender', en: 'Sell', zh: '卖出' }],
  ],
  order_type: [
    [OrderType.Market, { es: 'A mercado', en: 'Market', zh: '市价' }],
    [OrderType.Limit, { es: 'Limitada', en: 'Limit', zh: '限价' }],
  ],
  wallet_type: [
    ['OVERVIEW', { es: 'Resumen', en: 'Overview', zh: '总览' }],
    ['BALANCE', { es: 'Cuenta de fondeo', en: 'Funding account', zh: '资金账户' }],
    ['FOLLOW', { es: 'Inversión copiada', en: 'Follow investing', zh: '跟单' }],
    ['FUTURE', { es: 'Futuros', en: 'Futures', zh: '期货' }],
    ['STOCK', { es: 'Acciones', en: 'Stocks', zh: '股票' }],
    ['SUBSCRIPTION', { es: 'Suscripciones', en: 'Subscriptions', zh: '申购' }],
    ['FOREX', { es: 'Divisas', en: 'Forex', zh: '外汇' }],
    ['HK_STOCK', { es: 'Acciones de Hong Kong', en: 'Hong Kong stocks', zh: '港股' }],
    ['US_STOCK', { es: 'Acciones de EE. UU.', en: 'US stocks', zh: '美股' }],
    ['MX', { es: 'Acciones de México', en: 'Mexican stocks', zh: '墨西哥股' }],
    ['FINANCIAL', { es: 'Productos financieros', en: 'Financial products', zh: '理财' }],
  ],
  asset_source: [
    [AssetSource.Stock, { es: 'Acciones', en: 'Stocks', zh: '股票' }],
    [AssetSource.Forex, { es: 'Divisas', en: 'Forex', zh: '外汇' }],
    [AssetSource.Future, { es: 'Futuros', en: 'Futures', zh: '期货' }],
    [AssetSource.HKStock, { es: 'Acciones de Hong Kong', en: 'Hong Kong stocks', zh: '港股' }],
    [AssetSource.GlobalIndex, { es: 'Índices globales', en: 'Global indices', zh: '全球指数' }],
  ],
  currency: [
    ['MXN', { es: 'Peso mexicano', en: 'Mexican peso', zh: '墨西哥比索' }],
    ['USD', { es: 'Dólar estadounidense', en: 'US dollar', zh: '美元' }],
    ['EUR', { es: 'Euro', en: 'Euro', zh: '欧元' }],
    ['HKD', { es: 'Dólar de Hong Kong', en: 'Hong Kong dollar', zh: '港元' }],
  ],
  market_classify: [
    ['UsStock', { es: 'EE. UU.', en: 'US', zh: '美股' }],
    ['HK', { es: 'Hong Kong', en: 'Hong Kong', zh: '港股' }],
    ['MX', { es: 'México', en: 'Mexico', zh: '墨西哥' }],
  ],
  trade_list_tab: [
    [TradeListTab.holding, { es: 'Posiciones', en: 'Holding', zh: '持仓' }],
    [TradeListTab.closed, { es: 'Cerradas', en: 'Closed', zh: '已平仓' }],
    [TradeListTab.entrusted, { es: 'Órdenes', en: 'Entrusted', zh: '委托' }],
  ],
  deposit_type: [
    ['Current', { es: 'A la vista', en: 'Current', zh: '活期' }],
    ['Regular', { es: 'A plazo', en: 'Regular', zh: '定期' }],
  ],
};

/** A dictionary's entries: the platform's, then (numeric codes in ascending order with them) the areas'. */
function entriesOf(type: DictType): Entry[] {
  const areas = areaDictionaryEntries(type);
  if (areas.length === 0) return DICTIONARIES[type];
  const all = [...DICTIONARIES[type], ...areas];
  return all.every(([value]) => typeof value === 'number') ? all.sort((a, b) => (a[0] as number) - (b[0] as number)) : all;
}

export function dictionary(type: DictType, locale: Locale): DictItem[] {
  return entriesOf(type).map(([value, label]) => ({ value, label: label[locale] }));
}

export function allDictionaries(locale: Locale): Record<string, DictItem[]> {
  return Object.fromEntries(Object.keys(DICTIONARIES).map((type) => [type, dictionary(type as DictType, locale)]));
}

import { AssetSource } from '@app/contracts';
import { defineDictionaryEntries } from '../../i18n/dictionary.ts';
import { defineTexts } from '../../i18n/text.ts';
import { defineHoldReasons } from '../../ledger/line-titles.ts';

/** Why the wallet holds money for this area (its frozen list). */
defineHoldReasons({ auction: { es: 'Orden de subasta de preapertura', en: 'Pre-market auction order', zh: '盘前竞价订单' } });

/** The dictionary's labels of this area's own values (GET /web/dict/data). */
defineDictionaryEntries('asset_source', [[AssetSource.AuctionStock, { es: 'Subasta de preapertura', en: 'Pre-market auction', zh: '盘前竞价' }]]);

export const t = defineTexts({
  notFound: { es: 'No hay subasta para {code}', en: 'There is no auction for {code}', zh: '{code} 没有竞价' },
  closed: {
    es: 'La subasta de {market} no acepta órdenes ahora; el próximo ingreso de órdenes es {start} a {end} ({timezone})',
    en: 'The {market} auction does not take orders now; the next order input is {start} to {end} ({timezone})',
    zh: '{market} 竞价现在不接受订单；下次输入时段为 {start} 至 {end}（{timezone}）',
  },
  priceRequired: { es: 'Una orden ALO necesita un precio', en: 'An ALO order needs a price', zh: '竞价限价盘需要价格' },
  priceNotAllowed: { es: 'Una orden AO no lleva precio', en: 'An AO order takes no price', zh: '竞价盘不设价格' },
  outOfBand: {
    es: 'El precio {price} está fuera de la banda {low} - {high} (±{percent} % del cierre anterior {ref})',
    en: 'The price {price} is outside the band {low} - {high} (±{percent} % of the previous close {ref})',
    zh: '价格 {price} 超出区间 {low} - {high}（前收盘价 {ref} 的 ±{percent}%）',
  },
  offGrid: { es: 'El precio {price} no respeta el tick de {code}', en: 'The price {price} is not on the tick grid of {code}', zh: '价格 {price} 不符合 {code} 的价位' },
  lots: { es: 'La cantidad debe ser múltiplo del lote de {lot} acciones', en: 'The quantity must be whole lots of {lot} shares', zh: '数量须为每手 {lot} 股的整数倍' },
  tooMany: { es: 'Como máximo {max} acciones ({lots} lotes) por orden', en: 'At most {max} shares ({lots} lots) per order', zh: '每笔订单最多 {max} 股（{lots} 手）' },
  termsChanged: {
    es: 'Las condiciones cambiaron (versión {current}); revisa la nueva regla antes de confirmar',
    en: 'The terms changed (version {current}); read the new rule before confirming',
    zh: '条款已更新（版本 {current}），请先阅读新规则再确认',
  },
  orderNotFound: { es: 'No existe esa orden de subasta', en: 'There is no such auction order', zh: '没有该竞价订单' },
  notCancellable: { es: 'La orden ya no se puede cancelar ({reason})', en: 'The order can no longer be cancelled ({reason})', zh: '该订单已无法撤销（{reason}）' },
});

/** Short words for reasons, by language. */
export const words = defineTexts({
  noCancel: { es: 'periodo sin cancelación', en: 'no-cancellation period', zh: '不可撤单时段' },
  notQueued: { es: 'ya no está en cola', en: 'no longer queued', zh: '已不在队列中' },
  user: { es: 'cancelada por ti', en: 'cancelled by you', zh: '您已撤销' },
  unfilled: { es: 'AO no ejecutada en la apertura', en: 'AO not filled at the open', zh: '竞价盘开盘未成交' },
  noPrice: { es: 'no se formó precio de apertura', en: 'no opening price formed', zh: '未形成开盘价' },
  refused: { es: 'la orden límite fue rechazada al pasar a la sesión', en: 'the limit order was refused when carried into the session', zh: '转入持续交易的限价单被拒绝' },
  marketClosed: { es: 'el mercado no abrió', en: 'the market did not open', zh: '市场未开市' },
});

export const notices = defineTexts({
  queuedTitle: { es: 'Orden de subasta recibida', en: 'Auction order received', zh: '已收到竞价订单' },
  queuedBody: {
    es: 'Orden {kind} de compra de {quantity} {code} en la subasta de {day}; se retienen {currency} {held}.',
    en: '{kind} buy order for {quantity} {code} in the {day} auction; {currency} {held} is held.',
    zh: '{day} 竞价 {kind} 买入 {quantity} 股 {code}；冻结 {currency} {held}。',
  },
  doneTitle: { es: 'Subasta de apertura', en: 'Opening auction', zh: '开盘竞价' },
  doneBody: {
    es: '{code}: se ejecutaron {filled} de {quantity} a {price}; {carried} pasan a la sesión como límite; {cancelled} canceladas.',
    en: '{code}: {filled} of {quantity} filled at {price}; {carried} carried into the session as a limit order; {cancelled} cancelled.',
    zh: '{code}：{quantity} 股中 {filled} 股以 {price} 成交；{carried} 股转为持续交易限价单；{cancelled} 股已取消。',
  },
});

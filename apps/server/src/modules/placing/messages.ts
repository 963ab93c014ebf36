import { AssetSource } from '@app/contracts';
import { defineDictionaryEntries } from '../../i18n/dictionary.ts';
import { defineTexts } from '../../i18n/text.ts';
import { defineHoldReasons } from '../../ledger/line-titles.ts';

/** Why the wallet holds money for this area (its frozen list). */
defineHoldReasons({ placing: { es: 'Suscripción a una colocación', en: 'Placing subscription', zh: '配售认购' } });

/** The dictionary's labels of this area's own values (GET /web/dict/data). */
defineDictionaryEntries('asset_source', [[AssetSource.PlacingStock, { es: 'Colocación', en: 'Placing', zh: '配售' }]]);

/** Refusals of the placing calls. */
export const t = defineTexts({
  notFound: { es: 'No existe esa colocación o tu clave no la abre', en: 'There is no such placing, or your key does not open it', zh: '没有该配售，或您的密钥无法打开它' },
  keyInvalid: { es: 'La clave de acceso no es válida para esta colocación', en: 'The access key is not valid for this placing', zh: '该访问密钥对此配售无效' },
  notOpen: {
    es: 'La colocación de {code} no está abierta (ventana: {start} a {end})',
    en: 'The {code} placing is not open (window: {start} to {end})',
    zh: '{code} 配售未开放（窗口：{start} 至 {end}）',
  },
  belowMinimum: { es: 'La cantidad mínima es {minimum} acciones', en: 'The minimum is {minimum} shares', zh: '最少认购 {minimum} 股' },
  aboveOffered: { es: 'La colocación ofrece {offered} acciones como máximo', en: 'The placing offers at most {offered} shares', zh: '该配售最多提供 {offered} 股' },
  termsChanged: {
    es: 'Las condiciones cambiaron (versión {current}); revisa la nueva regla antes de confirmar',
    en: 'The terms changed (version {current}); read the new rule before confirming',
    zh: '条款已更新（版本 {current}），请先阅读新规则再确认',
  },
  orderNotFound: { es: 'No existe esa orden de colocación', en: 'There is no such placing order', zh: '没有该配售订单' },
  notAllotted: { es: 'Esta orden no tiene acciones para vender ({status})', en: 'This order has no shares to sell ({status})', zh: '该订单没有可卖出的股份（{status}）' },
  lockedUp: { es: 'Las acciones están bloqueadas hasta {until}', en: 'The shares are locked up until {until}', zh: '股份锁定至 {until}' },
  marketClosed: { es: 'El mercado de {code} está cerrado; vende cuando abra', en: 'The {code} market is closed; sell when it opens', zh: '{code} 市场已收市，请在开市后卖出' },
  priceTooLow: {
    es: 'El precio {price} está más de {max} % por debajo de la referencia {benchmark} (mínimo {min})',
    en: 'The price {price} is more than {max} % under the benchmark {benchmark} (minimum {min})',
    zh: '价格 {price} 比基准价 {benchmark} 低超过 {max}%（最低 {min}）',
  },
  invalidSetup: { es: 'Dato no válido: {reason}', en: 'Invalid value: {reason}', zh: '数值无效：{reason}' },
  unknownCode: { es: 'No hay una acción con la clave {code}', en: 'There is no stock with code {code}', zh: '没有代码为 {code} 的股票' },
  notCancellable: { es: 'La colocación ya no se puede cancelar ({status})', en: 'The placing can no longer be cancelled ({status})', zh: '该配售已无法取消（{status}）' },
});

/** Why a setup is refused, for `invalidSetup`. */
export const reasons = defineTexts({
  window: { es: 'el fin de la ventana debe ser posterior a su inicio y al momento actual', en: 'the window must end after it starts and after now', zh: '窗口结束时间须晚于开始时间和当前时间' },
  minimum: { es: 'el mínimo no puede superar la cantidad ofrecida', en: 'the minimum cannot exceed the quantity offered', zh: '最低数量不能超过发售数量' },
  decimals: { es: 'el precio tiene más decimales que la acción', en: 'the price has more decimals than the stock', zh: '价格的小数位多于该股票' },
});

export const notices = defineTexts({
  subscribedTitle: { es: 'Suscripción a colocación', en: 'Placing subscription', zh: '配售认购' },
  subscribedBody: {
    es: 'Suscribiste {quantity} acciones de {code} a {currency} {price}; se retienen {currency} {total} hasta la asignación.',
    en: 'You subscribed to {quantity} {code} shares at {currency} {price}; {currency} {total} is held until allocation.',
    zh: '您以 {currency} {price} 认购了 {quantity} 股 {code}；{currency} {total} 冻结至分配。',
  },
  allottedTitle: { es: 'Colocación asignada', en: 'Placing allotted', zh: '配售已分配' },
  allottedBody: {
    es: 'Se te asignaron {allotted} de {quantity} acciones de {code}: se cobraron {currency} {paid} y se devolvieron {currency} {released}. Bloqueadas hasta {until}.',
    en: 'You were allotted {allotted} of {quantity} {code} shares: {currency} {paid} charged and {currency} {released} returned. Locked up until {until}.',
    zh: '您获配 {code} {allotted}/{quantity} 股：扣款 {currency} {paid}，退回 {currency} {released}。锁定至 {until}。',
  },
  notAllottedTitle: { es: 'Colocación sin asignación', en: 'Placing not allotted', zh: '配售未获分配' },
  notAllottedBody: { es: 'No se asignaron acciones de {code}; se devolvieron {currency} {released}.', en: 'No {code} shares were allotted; {currency} {released} was returned.', zh: '{code} 未获分配股份；已退回 {currency} {released}。' },
  cancelledTitle: { es: 'Colocación cancelada', en: 'Placing cancelled', zh: '配售已取消' },
  cancelledBody: { es: 'La colocación de {code} se canceló; se devolvieron {currency} {released}.', en: 'The {code} placing was cancelled; {currency} {released} was returned.', zh: '{code} 配售已取消；已退回 {currency} {released}。' },
  soldTitle: { es: 'Acciones de colocación vendidas', en: 'Placing shares sold', zh: '配售股份已卖出' },
  soldBody: {
    es: 'Vendiste {quantity} acciones de {code} a {currency} {price}: {currency} {net} netos (comisión {currency} {fee}).',
    en: 'You sold {quantity} {code} shares at {currency} {price}: {currency} {net} net (fee {currency} {fee}).',
    zh: '您以 {currency} {price} 卖出 {quantity} 股 {code}：净额 {currency} {net}（手续费 {currency} {fee}）。',
  },
});

import { AssetSource, TradeListTab } from '@app/contracts';
import { defineDictionaryEntries } from '../../i18n/dictionary.ts';
import { defineTexts } from '../../i18n/text.ts';
import { defineHoldReasons, defineLineTitles } from '../../ledger/line-titles.ts';

/** Why the wallet holds money for this area (its frozen list). */
defineHoldReasons({ ipo: { es: 'Suscripción a una oferta pública (IPO)', en: 'IPO subscription', zh: '新股认购' } });

/** The dictionary's labels of this area's own values (GET /web/dict/data). */
defineDictionaryEntries('asset_source', [[AssetSource.NewStock, { es: 'Nuevas emisiones', en: 'New stock (IPO)', zh: '新股' }]]);
defineDictionaryEntries('trade_list_tab', [[TradeListTab.subscription, { es: 'Suscripciones', en: 'Subscription', zh: '申购' }]]);

/** The statement's titles of this area's ledger lines and transactions (each named as itself). */
defineLineTitles({
  ipo: { es: 'Suscripción a OPI', en: 'IPO subscription', zh: '新股认购' },
  sfc_levy: { es: 'Tasa de la SFC (Hong Kong)', en: 'SFC transaction levy (Hong Kong)', zh: '证监会交易征费' },
  afrc_levy: { es: 'Tasa de la AFRC (Hong Kong)', en: 'AFRC transaction levy (Hong Kong)', zh: '会财局交易征费' },
  hkex_fee: { es: 'Tarifa de negociación de HKEX', en: 'HKEX trading fee', zh: '香港交易所交易费' },
});

/** Messages of the IPO area, in Spanish, English and Simplified Chinese. */
export const t = defineTexts({
  unknownIpo: { es: 'Esa oferta pública no existe', en: 'That IPO does not exist', zh: '该新股不存在' },
  closed: { es: 'La suscripción de {code} no está abierta', en: 'Subscription to {code} is not open', zh: '{code} 不在认购期内' },
  notTier: { es: 'Elija uno de los tramos publicados de {code} (lotes de {lotSize} acciones)', en: 'Choose one of the published tiers of {code} (lots of {lotSize} shares)', zh: '请选择 {code} 公布的申购档位（每手 {lotSize} 股）' },
  notLots: { es: 'La cantidad debe ser múltiplo de {lotSize} y no mayor que {max}', en: 'The quantity must be a multiple of {lotSize} and at most {max}', zh: '数量须为 {lotSize} 的倍数且不超过 {max}' },
  priceOutOfRange: { es: 'El precio límite debe estar entre {low} y {high}', en: 'The limit price must be between {low} and {high}', zh: '限价须在 {low} 至 {high} 之间' },
  poolLimit: { es: 'Ninguna solicitud puede superar un grupo ({max} lotes)', en: 'No application may exceed one pool ({max} lots)', zh: '申购不得超过单个组别（{max} 手）' },
  alreadySubscribed: { es: 'Ya tiene una suscripción a {code}: modifíquela o cancélela', en: 'You already subscribed to {code}: edit or cancel it', zh: '您已认购 {code}：请修改或撤销' },
  subscriptionNotFound: { es: 'Esa suscripción no existe', en: 'That subscription does not exist', zh: '该认购不存在' },
  notEditable: { es: 'Esta suscripción ya no se puede modificar', en: 'This subscription can no longer be changed', zh: '该认购已无法修改' },
  barred: { es: 'Vendiste acciones de una OPI a menos de {window} días de su salida a bolsa: no puedes suscribir OPIs hasta {until}', en: 'You sold IPO shares within {window} days of listing: no IPO subscriptions until {until}', zh: '您在新股上市 {window} 天内卖出：{until} 前不能认购新股' },
  invalidSetup: { es: 'Datos de la oferta no válidos: {reason}', en: 'Invalid offer setup: {reason}', zh: '新股设置无效：{reason}' },
  alreadyPriced: { es: 'El precio final se fija después del cierre y antes de la asignación', en: 'The final price is set after the window closes and before allotment', zh: '最终价格须在截止后、分配前设定' },
  subscribedTitle: { es: 'Suscripción a {code} recibida', en: 'Subscription to {code} received', zh: '已收到 {code} 认购' },
  subscribedBody: { es: '{quantity} acciones · retenido {amount}', en: '{quantity} shares · held {amount}', zh: '{quantity} 股 · 冻结 {amount}' },
  cancelledTitle: { es: 'Suscripción a {code} cancelada', en: 'Subscription to {code} cancelled', zh: '{code} 认购已撤销' },
  cancelledBody: { es: 'Se liberaron {amount}', en: '{amount} released', zh: '已解冻 {amount}' },
  reconfirmTitle: { es: '{code}: confirma tu oferta', en: '{code}: reconfirm your offer', zh: '{code}：请确认您的认购' },
  reconfirmBody: { es: 'El precio final {price} queda fuera de tu oferta; sin tu confirmación antes de la asignación la oferta caduca', en: 'The final price {price} is outside your offer; without a reconfirmation before allotment it lapses', zh: '最终价格 {price} 超出您的认购条件；分配前未确认则失效' },
  allottedTitle: { es: '{code}: {shares} acciones asignadas', en: '{code}: {shares} shares allotted', zh: '{code}：获配 {shares} 股' },
  allottedBody: { es: 'Pagado {paid} (comisiones {fees}); liberado {released}', en: 'Paid {paid} (charges {fees}); released {released}', zh: '已付 {paid}（费用 {fees}）；已解冻 {released}' },
  notAllottedTitle: { es: '{code}: sin asignación', en: '{code}: not allotted', zh: '{code}：未中签' },
  notAllottedBody: { es: 'Se liberaron {released}', en: '{released} released', zh: '已解冻 {released}' },
  lapsedTitle: { es: '{code}: oferta caducada', en: '{code}: offer lapsed', zh: '{code}：认购已失效' },
  financingInvalid: { es: 'El financiamiento solo está disponible para OPIs de Hong Kong, hasta {max} % de la solicitud', en: 'Financing is only available for Hong Kong IPOs, up to {max} % of the application', zh: '融资认购仅适用于港股新股，最多为申购金额的 {max}%' },
  nothingToPay: { es: 'No hay nada que pagar en esta suscripción a {code}, o el plazo venció', en: 'Nothing is owed on this subscription to {code}, or the deadline has passed', zh: '该 {code} 认购无需缴款，或缴款期限已过' },
  notDue: { es: 'La asignación se hace después del cierre de la suscripción, una sola vez', en: 'Allotment runs after the subscription window closes, once', zh: '分配须在认购截止后进行，且仅一次' },
  toPayBody: { es: 'Paga {due} antes de la salida a bolsa o la asignación caduca', en: 'Pay {due} before listing or the allotment lapses', zh: '请在上市前缴付 {due}，否则配售失效' },
  paidTitle: { es: '{code}: pago recibido', en: '{code}: payment received', zh: '{code}：已缴款' },
  paidBody: { es: 'Pagado {amount}; las acciones se acreditan al cotizar', en: 'Paid {amount}; the shares are credited at listing', zh: '已付 {amount}；上市时股份入账' },
  listedTitle: { es: '{code} cotiza hoy', en: '{code} lists today', zh: '{code} 今日上市' },
  listedBody: { es: 'Sus {shares} acciones ya están en su cuenta', en: 'Your {shares} shares are in your account', zh: '您的 {shares} 股已入账' },
});

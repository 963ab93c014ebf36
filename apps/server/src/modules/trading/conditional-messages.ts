import { defineTexts } from '../../i18n/text.ts';

/** Refusals of conditional orders, fractional shares, buy by amount and extended hours (issue 21). */
export const conditionalErrorTexts = defineTexts({
  CONDITIONAL_NOT_FOUND: { es: 'No existe esa orden condicional', en: 'No such conditional order', zh: '条件单不存在' },
  CONDITIONAL_NOT_CANCELLABLE: {
    es: 'La orden ya no se puede cancelar (estado: {status})',
    en: 'The order can no longer be cancelled (state: {status})',
    zh: '该订单已无法撤销（状态：{status}）',
  },
  INVALID_TRIGGER: {
    es: 'Precio de activación no válido: {reason}',
    en: 'Invalid trigger price: {reason}',
    zh: '触发价无效：{reason}',
  },
  INVALID_TRAIL: {
    es: 'Stop dinámico: indica una distancia en importe o en porcentaje (hasta {max} %)',
    en: 'Trailing stop: give a distance as an amount or a percent (at most {max} %)',
    zh: '跟踪止损：请填写金额或百分比距离（最多 {max}%）',
  },
  INVALID_BRACKET: {
    es: 'Toma de ganancia y stop de pérdida: la ganancia debe quedar {tpSide} y la pérdida {slSide} de {price}',
    en: 'Take-profit and stop-loss: the take-profit must be {tpSide} and the stop-loss {slSide} {price}',
    zh: '止盈止损：止盈须{tpSide} {price}，止损须{slSide} {price}',
  },
  EXTENDED_HOURS_NOT_ALLOWED: {
    es: 'El horario extendido es solo para órdenes limitadas de acciones de EE. UU.',
    en: 'Extended hours are for limit orders on US stocks only',
    zh: '盘前盘后交易仅限美股限价单',
  },
  FRACTIONAL_NOT_ALLOWED: {
    es: 'Las fracciones de acción son solo para comprar acciones de EE. UU. sin apalancamiento (o vender las que tienes)',
    en: 'Fractions of a share are only for buying US stocks without leverage (or selling those you hold)',
    zh: '碎股仅限无杠杆买入美股（或卖出已持有的碎股）',
  },
  ORDER_AMOUNT_TOO_SMALL: {
    es: 'El importe mínimo es US${min}',
    en: 'The smallest amount is US${min}',
    zh: '最低金额为 US${min}',
  },
  ORDER_AMOUNT_NOT_ALLOWED: {
    es: 'La compra por importe es solo para compras a mercado de acciones de EE. UU. sin apalancamiento',
    en: 'Buying by amount is only for market buys of US stocks without leverage',
    zh: '按金额买入仅限无杠杆市价买入美股',
  },
  TOO_MANY_CONDITIONAL: {
    es: 'Tienes el máximo de {max} órdenes condicionales vivas',
    en: 'You have the most live conditional orders allowed ({max})',
    zh: '生效中的条件单已达上限（{max} 笔）',
  },
});

/** Words filled into the refusals above, per language. */
export const conditionalWords = defineTexts({
  above: { es: 'por encima del precio', en: 'above', zh: '高于' },
  below: { es: 'por debajo del precio', en: 'below', zh: '低于' },
  triggerMissing: { es: 'falta el precio de activación', en: 'the trigger price is missing', zh: '缺少触发价' },
  limitMissing: { es: 'falta el precio límite', en: 'the limit price is missing', zh: '缺少限价' },
  buyStopBelow: {
    es: 'una compra stop se activa por encima del precio de venta actual',
    en: 'a buy stop triggers above the current ask',
    zh: '买入止损单的触发价须高于当前卖价',
  },
  sellStopAbove: {
    es: 'una venta stop se activa por debajo del precio de compra actual',
    en: 'a sell stop triggers below the current bid',
    zh: '卖出止损单的触发价须低于当前买价',
  },
  offGrid: { es: 'no está en la rejilla de precios del instrumento', en: 'it is off the instrument\'s price grid', zh: '不符合该品种的最小价格变动单位' },
  pending: { es: 'en espera', en: 'pending', zh: '等待中' },
  active: { es: 'activa', en: 'active', zh: '生效中' },
  working: { es: 'activada', en: 'triggered', zh: '已触发' },
  filled: { es: 'ejecutada', en: 'filled', zh: '已成交' },
  cancelled: { es: 'cancelada', en: 'cancelled', zh: '已撤销' },
  expired: { es: 'vencida', en: 'expired', zh: '已失效' },
  rejected: { es: 'rechazada', en: 'rejected', zh: '已拒绝' },
});

/** Why a conditional order ended, in the user's language (statusReason). */
export const conditionalReasons = defineTexts({
  user: { es: 'Cancelada por ti', en: 'Cancelled by you', zh: '由您撤销' },
  oco: { es: 'Cancelada: la otra orden del par se ejecutó', en: 'Cancelled: the other order of the pair filled', zh: '已撤销：同组另一笔订单已成交' },
  entry_cancelled: { es: 'Cancelada con su orden de entrada', en: 'Cancelled with its entry order', zh: '随开仓单一起撤销' },
  entry_failed: { es: 'Cancelada: la orden de entrada no se ejecutó', en: 'Cancelled: its entry order did not fill', zh: '已撤销：开仓单未成交' },
  expired: { es: 'Vencida al terminar su vigencia', en: 'Expired at the end of its time in force', zh: '有效期结束，已失效' },
  position_closed: { es: 'La posición ya estaba cerrada', en: 'The position was already closed', zh: '持仓已平仓' },
  refused: { es: 'Rechazada al activarse: {reason}', en: 'Refused when it triggered: {reason}', zh: '触发时被拒绝：{reason}' },
});

/** The notice and push when a conditional order triggers, expires or is refused. */
export const conditionalNotices = defineTexts({
  triggeredTitle: { es: 'Orden condicional activada', en: 'Conditional order triggered', zh: '条件单已触发' },
  triggeredBody: {
    es: 'Tu orden {kind} de {code} se activó a {price} y se envió al mercado.',
    en: 'Your {kind} order for {code} triggered at {price} and was sent to the market.',
    zh: '您的 {code} {kind}单已在 {price} 触发并已提交市场。',
  },
  expiredTitle: { es: 'Orden condicional vencida', en: 'Conditional order expired', zh: '条件单已失效' },
  expiredBody: {
    es: 'Tu orden {kind} de {code} venció sin activarse.',
    en: 'Your {kind} order for {code} expired without triggering.',
    zh: '您的 {code} {kind}单已失效，未触发。',
  },
  rejectedTitle: { es: 'Orden condicional rechazada', en: 'Conditional order refused', zh: '条件单被拒绝' },
  rejectedBody: {
    es: 'Tu orden {kind} de {code} se activó pero no se pudo ejecutar: {reason}',
    en: 'Your {kind} order for {code} triggered but could not be placed: {reason}',
    zh: '您的 {code} {kind}单已触发但未能成交：{reason}',
  },
});

export const kindWords = defineTexts({
  market: { es: 'a mercado', en: 'market', zh: '市价' },
  limit: { es: 'limitada', en: 'limit', zh: '限价' },
  stop: { es: 'stop', en: 'stop', zh: '止损' },
  stop_limit: { es: 'stop limitada', en: 'stop-limit', zh: '止损限价' },
  trailing: { es: 'stop dinámico', en: 'trailing stop', zh: '跟踪止损' },
  take_profit: { es: 'toma de ganancia', en: 'take-profit', zh: '止盈' },
  stop_loss: { es: 'stop de pérdida', en: 'stop-loss', zh: '止损' },
});

import type { LocalizedText } from '@app/contracts';
import { defineTexts } from '../../i18n/text.ts';

/** Refusals, by the RuleError / AppError code they answer. */
export const errorTexts = defineTexts({
  MARKET_CLOSED: {
    es: 'El mercado de {code} está cerrado; abre el {opensAt} (hora de {timezone})',
    en: 'The market for {code} is closed; it opens on {opensAt} ({timezone} time)',
    zh: '{code} 所在市场已休市，将于 {opensAt}（{timezone} 时间）开市',
  },
  WRONG_MARKET: {
    es: '{code} no se opera con esta orden: usa {call}',
    en: '{code} is not traded with this order: use {call}',
    zh: '{code} 不能用此下单接口交易，请使用 {call}',
  },
  NOT_TRADABLE: {
    es: '{code} no se puede operar aquí',
    en: '{code} cannot be traded here',
    zh: '{code} 不支持在此交易',
  },
  INVALID_QUANTITY: {
    es: 'Cantidad no válida: escribe un número mayor que 0',
    en: 'Invalid quantity: enter a number greater than 0',
    zh: '数量无效：请输入大于 0 的数字',
  },
  QUANTITY_TOO_SMALL: {
    es: 'La cantidad mínima es {min} ({unit})',
    en: 'The minimum quantity is {min} ({unit})',
    zh: '最小数量为 {min}（{unit}）',
  },
  QUANTITY_TOO_LARGE: {
    es: 'La cantidad máxima es {max} ({unit})',
    en: 'The maximum quantity is {max} ({unit})',
    zh: '最大数量为 {max}（{unit}）',
  },
  WRONG_LOT: {
    es: 'La cantidad debe ser múltiplo de {step} ({unit}; lote {lot})',
    en: 'The quantity must be a multiple of {step} ({unit}; lot {lot})',
    zh: '数量必须是 {step} 的整数倍（{unit}；每手 {lot}）',
  },
  INVALID_PRICE: {
    es: 'Precio no válido: {price} (como máximo {decimals} decimales y en el paso de precio del instrumento)',
    en: 'Invalid price: {price} (at most {decimals} decimals, on the instrument\'s price step)',
    zh: '价格无效：{price}（最多 {decimals} 位小数，且须符合最小价位）',
  },
  /** INVALID_PRICE for a price that is no positive number (no decimals to name yet). */
  INVALID_PRICE_VALUE: {
    es: 'Precio no válido: {price} (escribe un número mayor que 0)',
    en: 'Invalid price: {price} (enter a number greater than 0)',
    zh: '价格无效：{price}（请输入大于 0 的数字）',
  },
  PRICE_REQUIRED: {
    es: 'Una orden limitada necesita un precio',
    en: 'A limit order needs a price',
    zh: '限价单需要填写价格',
  },
  PRICE_GUARD: {
    es: 'Protección de precio: el precio límite debe estar a menos de {percent} % del mercado (entre {min} y {max})',
    en: 'Price guard: the limit price must be within {percent} % of the market (between {min} and {max})',
    zh: '价格保护：限价须在市价的 {percent}% 以内（{min} 至 {max}）',
  },
  INVALID_LEVERAGE: {
    es: 'Apalancamiento {leverage} no permitido; elige uno de: {allowed}',
    en: 'Leverage {leverage} is not allowed; choose one of: {allowed}',
    zh: '不支持 {leverage} 倍杠杆，可选：{allowed}',
  },
  INVALID_STOP: {
    es: 'El {which} debe estar por {side} del precio {price}',
    en: 'The {which} must be {side} the price {price}',
    zh: '{which} 必须{side}价格 {price}',
  },
  INSUFFICIENT_MARGIN: {
    es: 'Margen insuficiente: la orden necesita {required} (margen {margin} + comisión {fee}); disponible {available}',
    en: 'Insufficient margin: the order needs {required} (margin {margin} + fee {fee}); available {available}',
    zh: '保证金不足：该订单需要 {required}（保证金 {margin} + 手续费 {fee}），可用 {available}',
  },
  SELL_EXCEEDS_HOLDING: {
    es: 'Tienes {held} acciones de {code}: no puedes vender {quantity}',
    en: 'You own {held} shares of {code}: you cannot sell {quantity}',
    zh: '你持有 {code} {held} 股，不能卖出 {quantity} 股',
  },
  SELL_MARKET_ONLY: {
    es: 'Las acciones que tienes se venden a precio de mercado',
    en: 'Shares you own are sold at the market price',
    zh: '持有的股票按市价卖出',
  },
  SHORT_NEEDS_MARGIN: {
    es: 'La venta en corto necesita una cuenta de margen aprobada (Cuenta > Servicios)',
    en: 'Short selling needs an approved margin account (Account > Services)',
    zh: '卖空需要已获批准的保证金账户（账户 > 服务）',
  },
  LEVERAGE_NEEDS_MARGIN: {
    es: 'El apalancamiento en acciones necesita una cuenta de margen aprobada (Cuenta > Servicios)',
    en: 'Leverage on stocks needs an approved margin account (Account > Services)',
    zh: '股票杠杆交易需要已获批准的保证金账户（账户 > 服务）',
  },
  RISK_NOTICE_REQUIRED: {
    es: 'Antes de tu primera orden apalancada, lee y acepta el aviso de riesgo',
    en: 'Before your first leveraged order, read and accept the risk notice',
    zh: '首次杠杆交易前，请阅读并确认风险提示',
  },
  PRICE_MOVED: {
    es: 'El precio cambió: confirmaste {confirmed} y ahora es {price} (más de {band} %). Confirma de nuevo',
    en: 'The price moved: you confirmed {confirmed} and it is now {price} (more than {band} %). Confirm again',
    zh: '价格已变动：你确认的是 {confirmed}，现在是 {price}（超过 {band}%）。请重新确认',
  },
  INVALID_AMOUNT: {
    es: 'Importe no válido: mayor que 0 y con 2 decimales como máximo',
    en: 'Invalid amount: greater than 0 with at most 2 decimals',
    zh: '金额无效：须大于 0 且最多 2 位小数',
  },
  ORDER_NOT_FOUND: { es: 'La orden no existe', en: 'The order does not exist', zh: '订单不存在' },
  ORDER_NOT_FILLED: { es: 'La orden aún no se ejecuta: no tiene confirmación', en: 'The order has not been filled: it has no confirmation yet', zh: '订单尚未成交，暂无成交确认书' },
  ORDER_NOT_CANCELLABLE: {
    es: 'La orden ya no se puede cancelar (está {status})',
    en: 'The order can no longer be cancelled (it is {status})',
    zh: '订单已无法撤销（状态：{status}）',
  },
  POSITION_NOT_FOUND: { es: 'La posición no existe', en: 'The position does not exist', zh: '持仓不存在' },
  POSITION_CLOSED: { es: 'La posición ya está cerrada', en: 'The position is already closed', zh: '该持仓已平仓' },
  NOT_ISOLATED: {
    es: 'Solo se puede añadir margen a una posición de margen aislado (medio)',
    en: 'Margin can only be added to an isolated (half) position',
    zh: '只有逐仓（半仓）持仓可以追加保证金',
  },
  BUSY: {
    es: 'La posición se está procesando; inténtalo de nuevo',
    en: 'The position is being processed; try again',
    zh: '持仓正在处理中，请重试',
  },
});

/** Words filled into the texts above. */
export const words = {
  share: { es: 'acciones', en: 'shares', zh: '股' },
  contract: { es: 'contratos', en: 'contracts', zh: '张合约' },
  lot: { es: 'lotes', en: 'lots', zh: '手' },
  stopLoss: { es: 'stop loss', en: 'stop-loss', zh: '止损价' },
  takeProfit: { es: 'take profit', en: 'take-profit', zh: '止盈价' },
  below: { es: 'debajo', en: 'below', zh: '低于' },
  above: { es: 'encima', en: 'above', zh: '高于' },
  filled: { es: 'ejecutada', en: 'filled', zh: '已成交' },
  cancelled: { es: 'cancelada', en: 'cancelled', zh: '已撤销' },
  inProgress: { es: 'en proceso', en: 'in progress', zh: '处理中' },
} satisfies Record<string, LocalizedText>;

/** Why an order was cancelled or refused (statusReason). */
export const reasonTexts = defineTexts({
  user: { es: 'Cancelada por ti', en: 'Cancelled by you', zh: '您已撤单' },
  insufficient_margin: {
    es: 'Rechazada al ejecutarse: margen insuficiente',
    en: 'Refused at fill: insufficient margin',
    zh: '成交时被拒：保证金不足',
  },
  expired: { es: 'Vencida: llegó al plazo máximo de "hasta cancelar"', en: 'Expired: it reached the good-till-cancelled maximum', zh: '已失效：已达“撤单前有效”的最长期限' },
});

/** Titles of a position's flow entries (/position/water/pageList). */
export const flowTitles = defineTexts({
  open: { es: 'Apertura: margen', en: 'Opened: margin', zh: '开仓：保证金' },
  open_fee: { es: 'Comisión de apertura', en: 'Opening fee', zh: '开仓手续费' },
  margin_add: { es: 'Margen añadido', en: 'Margin added', zh: '追加保证金' },
  close: { es: 'Cierre: margen y resultado', en: 'Closed: margin and result', zh: '平仓：保证金与盈亏' },
  partial_close: { es: 'Cierre parcial: margen y resultado', en: 'Partly closed: margin and result', zh: '部分平仓：保证金与盈亏' },
  close_fee: { es: 'Comisión de cierre', en: 'Closing fee', zh: '平仓手续费' },
  stop_loss: { es: 'Stop loss ejecutado', en: 'Stop-loss executed', zh: '止损平仓' },
  take_profit: { es: 'Take profit ejecutado', en: 'Take-profit executed', zh: '止盈平仓' },
  liquidation: { es: 'Liquidación forzosa', en: 'Forced liquidation', zh: '强制平仓' },
  margin_call: { es: 'Llamada de margen', en: 'Margin call', zh: '追加保证金通知' },
  modify: { es: 'Stop loss / take profit cambiados', en: 'Stop-loss / take-profit changed', zh: '修改止盈止损' },
});

/**
 * The same entries of shares bought without leverage (a cash account's holding, issue 12): they
 * read as a purchase and a sale, not as margin.
 */
export const shareFlowTitles = defineTexts({
  open: { es: 'Compra: importe pagado', en: 'Bought: amount paid', zh: '买入：支付金额' },
  open_fee: { es: 'Comisión de compra', en: 'Buying commission', zh: '买入佣金' },
  close: { es: 'Venta: importe recibido', en: 'Sold: proceeds', zh: '卖出：所得金额' },
  partial_close: { es: 'Venta parcial: importe recibido', en: 'Partly sold: proceeds', zh: '部分卖出：所得金额' },
  close_fee: { es: 'Comisión de venta', en: 'Selling commission', zh: '卖出佣金' },
});

/** Notices (es, en, zh), filled with the params named in braces. */
export const noticeTexts = defineTexts({
  filledTitle: { es: 'Orden ejecutada: {code}', en: 'Order filled: {code}', zh: '订单成交：{code}' },
  filledBody: {
    es: '{side} {quantity} {code} a {price}. Margen {margin}, comisión {fee}.',
    en: '{side} {quantity} {code} at {price}. Margin {margin}, fee {fee}.',
    zh: '{side} {quantity} {code}，价格 {price}。保证金 {margin}，手续费 {fee}。',
  },
  // A cash account's shares are bought and sold, not margined and closed (issue 28.7).
  sharesBoughtBody: {
    es: 'Compraste {quantity} {code} a {price}. Importe {margin}, comisión {fee} más IVA.',
    en: 'You bought {quantity} {code} at {price}. Amount {margin}, commission {fee} plus IVA.',
    zh: '您以 {price} 买入 {quantity} {code}。金额 {margin}，佣金 {fee}，另加增值税。',
  },
  soldTitle: { es: 'Venta ejecutada: {code}', en: 'Sale filled: {code}', zh: '卖出成交：{code}' },
  soldBody: {
    es: 'Vendiste {quantity} {code} a {price}. Resultado {profit}, con las comisiones y su IVA.',
    en: 'You sold {quantity} {code} at {price}. Result {profit}, after commissions and their IVA.',
    zh: '您以 {price} 卖出 {quantity} {code}。盈亏 {profit}（已扣佣金及增值税）。',
  },
  closedTitle: { es: 'Posición cerrada: {code}', en: 'Position closed: {code}', zh: '已平仓：{code}' },
  closedBody: {
    es: '{reason}: {quantity} {code} a {price}. Resultado {profit}.',
    en: '{reason}: {quantity} {code} at {price}. Result {profit}.',
    zh: '{reason}：{quantity} {code}，价格 {price}。盈亏 {profit}。',
  },
  cancelledTitle: { es: 'Orden cancelada: {code}', en: 'Order cancelled: {code}', zh: '订单已撤销：{code}' },
  cancelledBody: {
    es: '{reason}. Se liberaron {amount}.',
    en: '{reason}. {amount} was released.',
    zh: '{reason}。已解冻 {amount}。',
  },
  marginCallTitle: { es: 'Llamada de margen: {code}', en: 'Margin call: {code}', zh: '追加保证金通知：{code}' },
  marginCallBody: {
    es: 'Tu nivel de margen es {level} %, por debajo del {call} %. Añade margen o reduce la posición: por debajo del {liquidation} % se liquida.',
    en: 'Your margin level is {level} %, below {call} %. Add margin or reduce the position: below {liquidation} % it is liquidated.',
    zh: '您的保证金水平为 {level}%，低于 {call}%。请追加保证金或减仓：低于 {liquidation}% 将被强制平仓。',
  },
  liquidationTitle: { es: 'Posición liquidada: {code}', en: 'Position liquidated: {code}', zh: '持仓已强制平仓：{code}' },
  liquidationBody: {
    es: 'El nivel de margen cayó a {level} % (mínimo {liquidation} %): {quantity} {code} se cerró a {price}. Resultado {profit}.',
    en: 'The margin level fell to {level} % (minimum {liquidation} %): {quantity} {code} was closed at {price}. Result {profit}.',
    zh: '保证金水平降至 {level}%（最低 {liquidation}%）：{quantity} {code} 已按 {price} 平仓。盈亏 {profit}。',
  },
});

export const sideWords = {
  buy: { es: 'Compra', en: 'Buy', zh: '买入' },
  sell: { es: 'Venta', en: 'Sell', zh: '卖出' },
} satisfies Record<string, LocalizedText>;

export const closeReasonWords = {
  user: { es: 'Cierre', en: 'Closed', zh: '平仓' },
  stop_loss: { es: 'Stop loss', en: 'Stop-loss', zh: '止损' },
  take_profit: { es: 'Take profit', en: 'Take-profit', zh: '止盈' },
  liquidation: { es: 'Liquidación', en: 'Liquidation', zh: '强制平仓' },
} satisfies Record<string, LocalizedText>;

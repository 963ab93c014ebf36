import { AssetSource } from '@app/contracts';
import { defineDictionaryEntries } from '../../i18n/dictionary.ts';
import { defineTexts } from '../../i18n/text.ts';
import { defineLineTitles, defineRefLabels } from '../../ledger/line-titles.ts';

/** The dictionary's labels of this area's own values (GET /web/dict/data). */
defineDictionaryEntries('asset_source', [[AssetSource.RobotCrypto, { es: 'Robot de minería', en: 'Mining robot', zh: '挖矿机器人' }]]);

/** The statement's titles of this area's ledger lines and transactions (each named as itself). */
defineLineTitles({
  energy: { es: 'Energía del robot de minería', en: 'Mining robot energy', zh: '矿机电费' },
  robot_rent: { es: 'Alquiler de robot de minería', en: 'Mining robot rental', zh: '矿机租赁' },
  robot_buy: { es: 'Compra de robot de minería', en: 'Mining robot purchase', zh: '矿机购买' },
  robot_redeem: { es: 'Rescate de robot de minería', en: 'Mining robot redemption', zh: '矿机赎回' },
});

/** A robot's statement lines name its order (issue 34 item 9): two orders of one robot are told apart. */
defineRefLabels({
  'robot-order': { es: 'Orden de robot n.º {id}', en: 'Robot order #{id}', zh: '矿机订单 #{id}' },
  'robot-energy': { es: 'Orden de robot n.º {id}', en: 'Robot order #{id}', zh: '矿机订单 #{id}' },
  'robot-redeem': { es: 'Orden de robot n.º {id}', en: 'Robot order #{id}', zh: '矿机订单 #{id}' },
  'robot-expired': { es: 'Orden de robot n.º {id}', en: 'Robot order #{id}', zh: '矿机订单 #{id}' },
});

/** Refusals of the mining calls. */
export const t = defineTexts({
  robotNotFound: { es: 'No existe ese robot', en: 'There is no such robot', zh: '没有该机器人' },
  robotClosed: { es: '{name} no está disponible ahora', en: '{name} is not on offer now', zh: '{name} 目前不可租用或购买' },
  quotaExceeded: {
    es: 'Puedes tener hasta {quota} unidades de {name}; ya tienes {used}',
    en: 'You may hold up to {quota} units of {name}; you hold {used}',
    zh: '{name} 每位用户最多 {quota} 台，您已持有 {used} 台',
  },
  capacityExceeded: { es: 'Solo quedan {left} unidades de {name}', en: 'Only {left} units of {name} are left', zh: '{name} 仅剩 {left} 台' },
  energyDaysTooFew: { es: 'Paga al menos {days} día(s) de energía', en: 'Prepay at least {days} day(s) of energy', zh: '请至少预付 {days} 天电费' },
  termsChanged: {
    es: 'Las condiciones cambiaron (versión {current}); revisa la nueva regla antes de confirmar',
    en: 'The terms changed (version {current}); read the new rule before confirming',
    zh: '条款已更新（版本 {current}），请先阅读新规则再确认',
  },
  orderNotFound: { es: 'No existe ese robot en tu cuenta', en: 'There is no such robot in your account', zh: '您的账户中没有该机器人' },
  notRedeemable: { es: 'Este robot ya terminó', en: 'This robot has already ended', zh: '该机器人已结束' },
  energyNotNeeded: { es: 'Este robot ya terminó; no necesita energía', en: 'This robot has ended; it needs no energy', zh: '该机器人已结束，无需充电' },
  robotInvalid: { es: 'Dato no válido: {reason}', en: 'Invalid value: {reason}', zh: '数值无效：{reason}' },
  robotSold: {
    es: 'Ya hay unidades vendidas: no se pueden cambiar hash rate, J/TH, modalidad ni ciclo',
    en: 'Units are held: hash rate, J/TH, mode and cycle cannot change',
    zh: '已有用户持有：不能更改算力、J/TH、模式或周期',
  },
});

export const reasons = defineTexts({
  rentNeedsPrice: { es: 'una renta necesita precio por TH/s al día (y no precio de máquina)', en: 'a rental needs a price per TH/s per day (and no machine price)', zh: '租用需填写每 TH/s 每日价格（不填矿机价格）' },
  buyNeedsPrice: { es: 'una compra necesita precio de máquina (y no precio por TH/s)', en: 'a purchase needs a machine price (and no price per TH/s)', zh: '购买需填写矿机价格（不填每 TH/s 价格）' },
  positive: { es: 'debe ser mayor que 0', en: 'must be greater than 0', zh: '必须大于 0' },
  capacityBelowHeld: { es: 'la capacidad no puede ser menor que las {held} unidades en uso', en: 'capacity cannot be under the {held} units held', zh: '容量不能小于已占用的 {held} 台' },
});

/** Robot messages (state changes, payouts, energy, redeem): shown in the robot's message list and as notices. */
export const m = defineTexts({
  state1: { es: 'Buscando pool', en: 'Finding a pool', zh: '寻找矿池' },
  state2: { es: 'Localizando pool', en: 'Locating the pool', zh: '定位矿池' },
  state3: { es: 'Iniciando minería', en: 'Starting to mine', zh: '开始挖矿' },
  state4: { es: 'Minando', en: 'Mining', zh: '挖矿中' },
  state5: { es: 'Energía insuficiente, minería detenida', en: 'Insufficient energy, stop mining', zh: '电量不足，停止挖矿' },
  state6: { es: 'Vencido', en: 'Expired', zh: '已到期' },
  state7: { es: 'Rescatado', en: 'Redeemed', zh: '已赎回' },
  payout: {
    es: 'Pago: {btc} BTC abonados a tu cartera de inversión ({blocks} bloques de la red simulada; ≈ {amount} a {price}); energía {energy}',
    en: 'Payout: {btc} BTC credited to your investment wallet ({blocks} blocks of the simulated network; ≈ {amount} at {price}); energy {energy}',
    zh: '收益：{btc} BTC 已存入投资账户（模拟网络 {blocks} 个区块；按 {price} 约合 {amount}）；电费 {energy}',
  },
  energy: { es: 'Energía recargada: {amount} ({days} días)', en: 'Energy topped up: {amount} ({days} days)', zh: '已充电：{amount}（{days} 天）' },
  redeem: { es: 'Rescate: {amount} devueltos (incluye energía no usada {energy})', en: 'Redeemed: {amount} paid back (unused energy {energy} included)', zh: '已赎回：退还 {amount}（含未用电费 {energy}）' },
  expiredRefund: { es: 'Vencido: energía no usada devuelta {energy}', en: 'Expired: unused energy returned {energy}', zh: '已到期：退还未用电费 {energy}' },
  redeemRuleRent: {
    es: 'Rescate antes de {days} días: se devuelven los días completos restantes a prorrata menos {fee} %, más la energía no usada.',
    en: 'Redeem before the {days} days end: the whole days left are refunded pro rata minus {fee} %, plus the unused energy.',
    zh: '在 {days} 天结束前赎回：按剩余整天数比例退款，扣除 {fee}%，并退还未用电费。',
  },
  redeemRuleBuy: {
    es: 'Venta de la máquina: se recompra a su valor depreciado en línea recta en {days} días, menos {fee} %, más la energía no usada.',
    en: 'Selling the machine back: bought back at its straight-line value over {days} days, minus {fee} %, plus the unused energy.',
    zh: '回售矿机：按 {days} 天直线折旧后的价值回购，扣除 {fee}%，并退还未用电费。',
  },
  noticeTitle: { es: 'Robot de minería {name}', en: 'Mining robot {name}', zh: '挖矿机器人 {name}' },
  energyLowTitle: { es: 'Tu robot {name} se queda sin energía', en: 'Your robot {name} is running out of energy', zh: '您的机器人 {name} 电量即将耗尽' },
  energyLowBody: {
    es: 'La energía prepagada de tu robot {name} (orden n.º {orderId}) alcanza hasta el {at}; entonces dejará de minar. Recarga energía antes para que siga minando.',
    en: 'The prepaid energy of your robot {name} (order #{orderId}) lasts until {at}; it will stop mining then. Top up before then to keep it mining.',
    zh: '您的机器人 {name}（订单 #{orderId}）的预付电费可用至 {at}，届时将停止挖矿。请提前充电以保持挖矿。',
  },
  energyLowMessage: { es: 'Energía por agotarse: alcanza hasta el {at}', en: 'Energy running low: it lasts until {at}', zh: '电量即将耗尽：可用至 {at}' },
  stoppedTitle: { es: 'Tu robot {name} dejó de minar', en: 'Your robot {name} stopped mining', zh: '您的机器人 {name} 已停止挖矿' },
  stoppedBody: {
    es: 'Tu robot {name} (orden n.º {orderId}) se detuvo el {at}: se agotó su energía prepagada. Recarga energía para que vuelva a minar; el tiempo detenido no genera pagos.',
    en: 'Your robot {name} (order #{orderId}) stopped on {at}: its prepaid energy ran out. Top up its energy to start it again; no payouts accrue while it is stopped.',
    zh: '您的机器人 {name}（订单 #{orderId}）已于 {at}停止：预付电费已用完。充电后即可重新挖矿；停止期间不产生收益。',
  },
  orderedBody: {
    es: 'Tu robot {name} ({units} u.) está buscando pool. Pagaste {total} (incluye energía {energy}).',
    en: 'Your robot {name} ({units} u.) is finding a pool. You paid {total} (energy {energy} included).',
    zh: '您的机器人 {name}（{units} 台）正在寻找矿池。已支付 {total}（含电费 {energy}）。',
  },
});

export const stateText = (state: number) => m[`state${state}` as 'state1'];

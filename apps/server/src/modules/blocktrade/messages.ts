import { AssetSource } from '@app/contracts';
import { defineDictionaryEntries } from '../../i18n/dictionary.ts';
import { defineTexts } from '../../i18n/text.ts';
import { defineHoldReasons } from '../../ledger/line-titles.ts';

/** Why the wallet holds money for this area (its frozen list). */
defineHoldReasons({ blocktrade: { es: 'Operación en bloque', en: 'Block trade', zh: '大宗交易' } });

/** The dictionary's labels of this area's own values (GET /web/dict/data). */
defineDictionaryEntries('asset_source', [[AssetSource.BlockTrade, { es: 'Operación en bloque', en: 'Block trade', zh: '大宗交易' }]]);

/** Refusals of the block-trade calls. */
export const t = defineTexts({
  authorityRequired: {
    es: 'Tu acceso a operaciones en bloque no está activado; solicita la activación o usa una clave de acceso',
    en: 'Block trading is not opened for you; apply for activation or use an access key',
    zh: '您尚未开通大宗交易；请申请开通或使用访问密钥',
  },
  applyNotAllowed: {
    es: 'Ya tienes una solicitud {status}',
    en: 'Your application is already {status}',
    zh: '您的申请已处于{status}状态',
  },
  offerNotFound: { es: 'No existe esa oferta en bloque', en: 'There is no such block offer', zh: '没有该大宗交易报价' },
  offerClosed: {
    es: 'La oferta de {code} no está abierta ahora',
    en: 'The {code} offer is not open now',
    zh: '{code} 的报价目前未开放',
  },
  belowMinimum: {
    es: 'Una operación en bloque es de al menos {minimum} acciones (regla de operaciones en bloque); pediste {quantity}',
    en: 'A block trade is at least {minimum} shares (block trade rule); you asked for {quantity}',
    zh: '大宗交易每笔至少 {minimum} 股（大宗交易规则）；您申请了 {quantity} 股',
  },
  overAvailable: {
    es: 'Quedan {available} acciones de {code} en esta oferta',
    en: '{available} shares of {code} are left on this offer',
    zh: '该报价剩余 {code} {available} 股',
  },
  termsChanged: {
    es: 'Las condiciones cambiaron (versión {current}); revisa la nueva regla antes de confirmar',
    en: 'The terms changed (version {current}); read the new rule before confirming',
    zh: '条款已更新（版本 {current}），请先阅读新规则再确认',
  },
  insufficientFunds: {
    es: 'Tu cartera {wallet} tiene {currency} {available} libres; la operación cuesta {currency} {total}',
    en: 'Your {wallet} wallet has {currency} {available} free; the trade costs {currency} {total}',
    zh: '您的 {wallet} 钱包可用 {currency} {available}；本笔交易需要 {currency} {total}',
  },
  orderNotFound: { es: 'No existe esa operación en bloque', en: 'There is no such block trade', zh: '没有该大宗交易' },
  locked: {
    es: 'Esta posición está bloqueada hasta el {until} (periodo de permanencia de la oferta)',
    en: 'This position is locked until {until} (the offer’s lock-up)',
    zh: '该持仓在 {until} 之前锁定（报价的锁定期）',
  },
  notClosable: { es: 'Esta posición ya se cerró', en: 'This position is already closed', zh: '该持仓已平仓' },
  applicationNotFound: { es: 'Ese usuario no tiene solicitud', en: 'That user has no application', zh: '该用户没有申请' },
  reviewDone: {
    es: 'La solicitud ya no está en revisión ({status})',
    en: 'The application is no longer under review ({status})',
    zh: '该申请已不在审核中（{status}）',
  },
  offerInvalid: { es: 'Dato no válido: {reason}', en: 'Invalid value: {reason}', zh: '数值无效：{reason}' },
});

/** Why an offer is refused (the {reason} of offerInvalid). */
export const reasons = defineTexts({
  unknownStock: { es: 'no es una acción de EE. UU., México o Hong Kong', en: 'not a US, Mexican or Hong Kong stock', zh: '不是美国、墨西哥或香港股票' },
  minQuantity: { es: 'el mínimo por operación es de al menos {minimum} acciones', en: 'the minimum per trade is at least {minimum} shares', zh: '每笔最低至少 {minimum} 股' },
  total: { es: 'la cantidad ofrecida no puede ser menor que el mínimo ni que lo ya vendido', en: 'the quantity on offer cannot be under the minimum or what was sold', zh: '报价数量不能少于最低数量或已售数量' },
  discount: { es: 'el descuento máximo publicado es {max} %', en: 'the published maximum discount is {max} %', zh: '公布的最高折扣为 {max}%' },
  window: { es: 'el fin debe ser posterior al inicio', en: 'the end must be after the start', zh: '结束时间必须晚于开始时间' },
  codeFixed: { es: 'la acción no cambia cuando ya hay compras', en: 'the stock cannot change once someone bought', zh: '已有成交后不能更改股票' },
});

/** Authority status names for messages. */
export const statusNames = defineTexts({
  under_review: { es: 'en revisión', en: 'under review', zh: '审核中' },
  opened: { es: 'activada', en: 'opened', zh: '已开通' },
  refused: { es: 'rechazada', en: 'refused', zh: '已拒绝' },
  not_opened: { es: 'sin activar', en: 'not opened', zh: '未开通' },
});

/** Notices (placeholders filled per notice). */
export const notices = defineTexts({
  appliedTitle: { es: 'Solicitud de operaciones en bloque recibida', en: 'Block trading application received', zh: '已收到大宗交易开通申请' },
  appliedBody: {
    es: 'Revisaremos tu solicitud de acceso a operaciones en bloque y te avisaremos.',
    en: 'We will review your application for block trading and let you know.',
    zh: '我们将审核您的大宗交易开通申请并通知您。',
  },
  openedTitle: { es: 'Operaciones en bloque activadas', en: 'Block trading opened', zh: '大宗交易已开通' },
  openedBody: {
    es: 'Ya puedes operar ofertas en bloque (al menos 10,000 acciones por operación).',
    en: 'You can now trade block offers (at least 10,000 shares per trade).',
    zh: '您现在可以交易大宗报价（每笔至少 10,000 股）。',
  },
  refusedTitle: { es: 'Solicitud de operaciones en bloque rechazada', en: 'Block trading application refused', zh: '大宗交易开通申请被拒绝' },
  refusedBody: { es: 'Motivo: {reason}. Puedes volver a solicitarlo.', en: 'Reason: {reason}. You may apply again.', zh: '原因：{reason}。您可以重新申请。' },
  boughtTitle: { es: 'Operación en bloque de {code}', en: 'Block trade in {code}', zh: '{code} 大宗交易' },
  boughtBody: {
    es: '{quantity} acciones de {code} a {currency} {price}; total {currency} {total} (comisión {fee}, IVA {iva}).{lock}',
    en: '{quantity} shares of {code} at {currency} {price}; total {currency} {total} (fee {fee}, IVA {iva}).{lock}',
    zh: '以 {currency} {price} 买入 {code} {quantity} 股；合计 {currency} {total}（佣金 {fee}，IVA {iva}）。{lock}',
  },
  lockNote: { es: ' Bloqueada hasta el {until}.', en: ' Locked until {until}.', zh: '锁定至 {until}。' },
  soldTitle: { es: 'Vendiste tu bloque de {code}', en: 'You sold your {code} block', zh: '您已卖出 {code} 大宗持仓' },
  soldBody: {
    es: 'Recibiste {currency} {proceeds} ({quantity} acciones a {price}; comisión {fee}, IVA {iva}).',
    en: 'You received {currency} {proceeds} ({quantity} shares at {price}; fee {fee}, IVA {iva}).',
    zh: '您收到 {currency} {proceeds}（{quantity} 股，价格 {price}；佣金 {fee}，IVA {iva}）。',
  },
});

import { defineTexts } from '../../i18n/text.ts';
import { defineHoldReasons, defineLineTitles } from '../../ledger/line-titles.ts';

/** Why the wallet holds money for this area (its frozen list). */
defineHoldReasons({ 'fund-order': { es: 'Orden de fondo en espera del NAV', en: 'Fund order awaiting its NAV', zh: '基金申购待净值确认' } });

/** The statement names these ledger lines as themselves (not the generic "IVA on commission"). */
defineLineTitles({
  stamp_duty: { es: 'Impuesto de timbre (India)', en: 'Stamp duty (India)', zh: '印花税（印度）' },
});

/** Refusals of the funds calls. */
export const t = defineTexts({
  notFound: { es: 'No existe ese fondo', en: 'There is no such fund', zh: '没有该基金' },
  closed: { es: '{code} no recibe órdenes ahora', en: '{code} is not taking orders now', zh: '{code} 目前不接受申购' },
  belowMinimum: { es: 'La compra mínima de {code} es MXN {minimum}', en: 'The minimum purchase of {code} is MXN {minimum}', zh: '{code} 的最低申购金额为 MXN {minimum}' },
  termsChanged: {
    es: 'Las condiciones cambiaron (versión {current}); revisa la nueva regla antes de confirmar',
    en: 'The terms changed (version {current}); read the new rule before confirming',
    zh: '条款已更新（版本 {current}），请先阅读新规则再确认',
  },
  orderNotFound: { es: 'No existe esa orden de fondos', en: 'There is no such fund order', zh: '没有该基金订单' },
  badState: { es: 'La orden no permite esa acción en su estado actual', en: 'The order does not allow that in its current state', zh: '该订单当前状态不允许此操作' },
  locked: { es: 'Esta compra está bloqueada hasta el {date} (plazo fijo)', en: 'This purchase is locked in until {date} (fixed term)', zh: '该笔申购锁定至 {date}（定期）' },
  notAllotted: {
    es: 'Las unidades se asignan cuando se publica el NAV del {date}',
    en: 'Units are allotted when the NAV of {date} is published',
    zh: '{date} 的 NAV 公布后才分配份额',
  },
  redeemUnits: {
    es: 'Puedes rescatar de 0.001 a {held} unidades',
    en: 'You can redeem from 0.001 to {held} units',
    zh: '可赎回份额为 0.001 至 {held} 份',
  },
  redeemPending: { es: 'El rescate ya está en curso', en: 'The redemption is already under way', zh: '赎回已在处理中' },
  codeTaken: { es: 'Ya existe un fondo con la clave {code}', en: 'A fund with code {code} already exists', zh: '代码为 {code} 的基金已存在' },
  schemeInvalid: { es: 'Dato no válido: {reason}', en: 'Invalid value: {reason}', zh: '数值无效：{reason}' },
});

/** Notices to the user (three languages). */
export const notices = defineTexts({
  createdTitle: { es: 'Orden de fondo recibida', en: 'Fund order received', zh: '已收到基金订单' },
  createdBody: {
    es: 'Tu compra de {code} por MXN {amount} está en revisión; las unidades se asignan al NAV del {date}.',
    en: 'Your purchase of {code} for MXN {amount} is in review; units are allotted at the NAV of {date}.',
    zh: '您以 MXN {amount} 申购 {code} 正在审核中，份额按 {date} 的 NAV 分配。',
  },
  passedTitle: { es: 'Orden de fondo aprobada', en: 'Fund order approved', zh: '基金订单已通过' },
  passedBody: { es: 'Tu compra de {code} fue aprobada; unidades al NAV del {date}.', en: 'Your purchase of {code} was approved; units at the NAV of {date}.', zh: '您申购的 {code} 已通过审核，份额按 {date} 的 NAV 分配。' },
  rejectedTitle: { es: 'Orden de fondo rechazada', en: 'Fund order rejected', zh: '基金订单未通过' },
  rejectedBody: { es: 'Tu compra de {code} no pasó la revisión; liberamos MXN {amount}. {reason}', en: 'Your purchase of {code} did not pass review; MXN {amount} was released. {reason}', zh: '您申购的 {code} 未通过审核，已释放 MXN {amount}。{reason}' },
  allottedTitle: { es: 'Unidades asignadas', en: 'Units allotted', zh: '份额已分配' },
  allottedBody: { es: '{units} unidades de {code} al NAV {nav} del {date}.', en: '{units} units of {code} at the NAV {nav} of {date}.', zh: '按 {date} 的 NAV {nav} 分配 {code} {units} 份。' },
  redeemedTitle: { es: 'Rescate pagado', en: 'Redemption paid', zh: '赎回已到账' },
  partRedeemedBody: {
    es: '{code}: {units} unidades al NAV {nav}, comisión de salida INR {load}; MXN {amount} a tu cartera FINANCIAL. Conservas {left} unidades.',
    en: '{code}: {units} units at the NAV {nav}, exit load INR {load}; MXN {amount} to your FINANCIAL wallet. You keep {left} units.',
    zh: '{code}：{units} 份，按 NAV {nav}，赎回费 INR {load}；MXN {amount} 已转入 FINANCIAL 钱包。剩余 {left} 份。',
  },
  redeemedBody: {
    es: '{code}: {units} unidades al NAV {nav}, comisión de salida INR {load}; MXN {amount} a tu cartera FINANCIAL.',
    en: '{code}: {units} units at the NAV {nav}, exit load INR {load}; MXN {amount} to your FINANCIAL wallet.',
    zh: '{code}：{units} 份，按 NAV {nav}，赎回费 INR {load}；MXN {amount} 已转入 FINANCIAL 钱包。',
  },
});

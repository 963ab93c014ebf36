import { AssetSource, TradeListTab } from '@app/contracts';
import { defineDictionaryEntries } from '../../i18n/dictionary.ts';
import { defineTexts } from '../../i18n/text.ts';
import { defineLineTitles } from '../../ledger/line-titles.ts';

/** The dictionary's labels of this area's own values (GET /web/dict/data). */
defineDictionaryEntries('asset_source', [[AssetSource.Bonds, { es: 'Bonos', en: 'Bonds', zh: '债券' }]]);
defineDictionaryEntries('trade_list_tab', [[TradeListTab.bonds, { es: 'Bonos', en: 'Bonds', zh: '债券' }]]);

/** The statement names these ledger lines as themselves (not the generic "IVA on commission"). */
defineLineTitles({
  isr: { es: 'ISR retenido', en: 'ISR withheld', zh: '预扣所得税（ISR）' },
  'bonds.redemption': { es: 'Vencimiento de bono (capital devuelto)', en: 'Bond redemption (principal returned)', zh: '债券到期兑付（返还本金）' },
});

/** Refusals of the bonds calls. */
export const t = defineTexts({
  notFound: { es: 'No existe ese bono', en: 'There is no such bond', zh: '没有该债券' },
  notOpen: { es: '{code} no está a la venta ahora', en: '{code} is not on sale now', zh: '{code} 目前不在发售中' },
  belowMinimum: {
    es: 'La compra mínima de {code} es {minimum}; {quantity} títulos suman {amount}',
    en: 'The minimum purchase of {code} is {minimum}; {quantity} titles come to {amount}',
    zh: '{code} 的最低购买金额为 {minimum}；{quantity} 份合计 {amount}',
  },
  termsChanged: {
    es: 'Las condiciones cambiaron (versión {current}); revisa la nueva regla antes de confirmar',
    en: 'The terms changed (version {current}); read the new rule before confirming',
    zh: '条款已更新（版本 {current}），请先阅读新规则再确认',
  },
  holdingNotFound: { es: 'No existe esa tenencia de bonos', en: 'There is no such bond holding', zh: '没有该债券持仓' },
  notSellable: {
    es: 'Esta tenencia ya no se puede vender ({status})',
    en: 'This holding can no longer be sold ({status})',
    zh: '该持仓已无法卖出（{status}）',
  },
  maturityReached: {
    es: 'El bono ya venció; se liquida a valor nominal',
    en: 'The bond has matured; it is paid at face value',
    zh: '债券已到期，将按面值兑付',
  },
  notSettled: {
    es: 'Estos CETES de la subasta primaria se liquidan el {date}; podrás venderlos desde ese día',
    en: 'These CETES from the primary auction settle on {date}; you can sell them from that day',
    zh: '这些一级拍卖的 CETES 于 {date} 交割，自当日起可卖出',
  },
  codeTaken: { es: 'Ya existe una emisión con la clave {code}', en: 'An issue with code {code} already exists', zh: '代码为 {code} 的发行已存在' },
  issueInvalid: { es: 'Dato no válido: {reason}', en: 'Invalid value: {reason}', zh: '数值无效：{reason}' },
  issueHeld: {
    es: 'La emisión ya tiene tenedores: no se pueden cambiar fechas, tipo ni valor nominal',
    en: 'The issue has holders: its dates, type and face value cannot change',
    zh: '该发行已有持有人：不能更改日期、类型或面值',
  },
});

/** Why an issue is refused (the {reason} of issueInvalid). */
export const reasons = defineTexts({
  maturityOrRolling: { es: 'indica el vencimiento o los días de la serie, no ambos', en: 'give the maturity date or the series days, not both', zh: '请填写到期日或滚动天数（二选一）' },
  maturityAfterIssue: { es: 'el vencimiento debe ser posterior a la emisión', en: 'the maturity must be after the issue date', zh: '到期日必须晚于发行日' },
  discountNoCoupon: { es: 'CETES y letras no pagan cupón (tasa 0)', en: 'CETES and bills pay no coupon (rate 0)', zh: 'CETES 和国库券不付息（利率为 0）' },
  couponNeeded: { es: 'un bono con cupón necesita una tasa mayor que 0', en: 'a coupon bond needs a rate above 0', zh: '附息债券的利率必须大于 0' },
  rollingOnlyBills: { es: 'solo CETES y letras se emiten en serie semanal', en: 'only CETES and bills are weekly series', zh: '只有 CETES 和国库券可按周滚动发行' },
  badDate: { es: 'fecha no válida', en: 'not a real date', zh: '日期无效' },
  firstCouponOnlyMx: { es: 'solo BONOS M y UDIBONOS con vencimiento fijo fijan su primer cupón', en: 'only BONOS M and UDIBONOS with a maturity date set a first coupon', zh: '只有有固定到期日的 M 债券和 UDIBONOS 可设定首次付息日' },
  firstCouponBetween: { es: 'el primer cupón debe caer después de la emisión y no después del vencimiento', en: 'the first coupon must fall after the issue and not after maturity', zh: '首次付息日须晚于发行日且不晚于到期日' },
  firstCouponSchedule: { es: 'del primer cupón al vencimiento debe haber periodos completos de 182 días', en: 'from the first coupon to maturity there must be whole 182-day periods', zh: '首次付息日至到期日须为完整的 182 天周期' },
  firstCouponTooLong: { es: 'el primer periodo no puede pasar de 364 días (dos periodos): la regla no lo valúa', en: 'the first period cannot exceed 364 days (two periods): the rule does not price it', zh: '首个付息期不得超过 364 天（两个周期）：规则无法定价' },
});

/** Notices (placeholders filled per notice). */
export const notices = defineTexts({
  boughtTitle: { es: 'Compraste {code}', en: 'You bought {code}', zh: '您已买入 {code}' },
  boughtBody: {
    es: '{quantity} títulos de {code} por {total} (comisión {fee}); vence el {maturity}.',
    en: '{quantity} titles of {code} for {total} (fee {fee}); it matures on {maturity}.',
    zh: '以 {total} 买入 {code} {quantity} 份（佣金 {fee}），到期日 {maturity}。',
  },
  couponTitle: { es: 'Cupón de {code}', en: 'Coupon of {code}', zh: '{code} 付息' },
  couponBody: {
    es: 'Recibiste {gross} de intereses de {code} (ISR retenido {isr}); neto {net} en tu cartera FINANCIAL.',
    en: 'You received {gross} of interest from {code} (ISR withheld {isr}); {net} net in your FINANCIAL wallet.',
    zh: '您收到 {code} 利息 {gross}（预扣 ISR {isr}），净额 {net} 已存入 FINANCIAL 钱包。',
  },
  redeemedTitle: { es: '{code} venció', en: '{code} matured', zh: '{code} 已到期' },
  redeemedBody: {
    es: 'Se te pagaron {gross} a valor nominal (ISR retenido {isr}); neto {net}.',
    en: 'You were paid {gross} at face value (ISR withheld {isr}); {net} net.',
    zh: '已按面值向您支付 {gross}（预扣 ISR {isr}），净额 {net}。',
  },
  soldTitle: { es: 'Vendiste {code}', en: 'You sold {code}', zh: '您已卖出 {code}' },
  soldBody: {
    es: 'Recibiste {net} (precio limpio más intereses {gross}, comisión {fee}, ISR {isr}).',
    en: 'You received {net} (clean price plus accrued {gross}, fee {fee}, ISR {isr}).',
    zh: '您收到 {net}（净价加应计利息 {gross}，佣金 {fee}，ISR {isr}）。',
  },
});

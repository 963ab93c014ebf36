import { TradeListTab } from '@app/contracts';
import { defineDictionaryEntries } from '../../i18n/dictionary.ts';
import { defineTexts } from '../../i18n/text.ts';
import { defineLineTitles } from '../../ledger/line-titles.ts';

/** The dictionary's labels of this area's own values (GET /web/dict/data). */
defineDictionaryEntries('trade_list_tab', [[TradeListTab.follow, { es: 'Copiadas', en: 'Follow', zh: '跟单' }]]);

/** The statement's titles of this area's transactions (a copy's money in and its settlement out). */
defineLineTitles({
  'follow.copy': { es: 'Copia de estrategia: inversión', en: 'Copy trading: amount invested', zh: '跟投：投入金额' },
  'follow.settle': { es: 'Copia de estrategia: liquidación', en: 'Copy trading: settlement', zh: '跟投：结算' },
});

export const t = defineTexts({
  agencyNotFound: { es: 'No existe esa agencia', en: 'There is no such agency', zh: '没有该机构' },
  agencyClosed: { es: 'Esta agencia no acepta copias ahora', en: 'This agency is not open to copy now', zh: '该机构目前不接受跟投' },
  notReady: { es: 'La estrategia de esta agencia aún no ha operado', en: "This agency's strategy has not run yet", zh: '该机构的策略尚未运行' },
  amountRange: {
    es: 'El monto debe estar entre {min} y {max}',
    en: 'The amount must be between {min} and {max}',
    zh: '金额必须在 {min} 至 {max} 之间',
  },
  badAmount: { es: 'Escribe un monto con hasta 2 decimales', en: 'Enter an amount with at most 2 decimals', zh: '请输入最多两位小数的金额' },
  periodNotOffered: { es: 'El plazo debe ser uno de: {periods} días', en: 'The period must be one of: {periods} days', zh: '期限必须为以下之一：{periods} 天' },
  termsChanged: {
    es: 'Las condiciones cambiaron (versión {current}); revísalas y confirma de nuevo',
    en: 'The terms changed (version {current}); review them and confirm again',
    zh: '条款已变更（版本 {current}），请查看后重新确认',
  },
  copyNotFound: { es: 'No existe esa copia', en: 'There is no such copy order', zh: '没有该跟投订单' },
  noExit: {
    es: 'Una copia no se puede cerrar antes del {end}: se liquida sola al final del plazo',
    en: 'A copy cannot be closed before {end}: it settles by itself at the end of the period',
    zh: '跟投订单在 {end} 之前不能平仓：到期后自动结算',
  },
});

export const notices = defineTexts({
  addedTitle: { es: 'Copia iniciada', en: 'Copy started', zh: '跟投已开始' },
  addedBody: {
    es: 'Copias {agency} con {amount} hasta el {end}.',
    en: 'You copy {agency} with {amount} until {end}.',
    zh: '您以 {amount} 跟投 {agency}，至 {end}。',
  },
  settledTitle: { es: 'Copia liquidada', en: 'Copy settled', zh: '跟投已结算' },
  settledBody: {
    es: 'Tu copia de {agency} terminó: {payout} volvieron a tu cuenta de copias (resultado {profit}, comisión {fee}).',
    en: 'Your copy of {agency} ended: {payout} came back to your copy wallet (result {profit}, fee {fee}).',
    zh: '您对 {agency} 的跟投已结束：{payout} 已退回跟投账户（盈亏 {profit}，费用 {fee}）。',
  },
});

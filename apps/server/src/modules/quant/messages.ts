import { AssetSource } from '@app/contracts';
import { defineDictionaryEntries } from '../../i18n/dictionary.ts';
import { defineTexts } from '../../i18n/text.ts';
import { defineLineTitles } from '../../ledger/line-titles.ts';

/** The dictionary's labels of this area's own values (GET /web/dict/data). */
defineDictionaryEntries('asset_source', [[AssetSource.AiQuantify, { es: 'Cuantitativo IA', en: 'AI quantification', zh: 'AI 量化' }]]);

/** The statement's titles of this area's ledger lines and transactions (each named as itself). */
defineLineTitles({
  'quant.subscribe': { es: 'Suscripción a producto cuantitativo', en: 'Quant product subscription', zh: '量化产品认购' },
  'quant.complete': { es: 'Producto cuantitativo terminado', en: 'Quant product completed', zh: '量化产品到期' },
});

export const t = defineTexts({
  notFound: { es: 'No existe ese producto', en: 'There is no such product', zh: '没有该产品' },
  orderNotFound: { es: 'No existe esa suscripción', en: 'There is no such subscription', zh: '没有该认购' },
  closed: { es: 'Este producto no acepta suscripciones ahora', en: 'This product is not open now', zh: '该产品目前不接受认购' },
  notReady: { es: 'La estrategia de este producto aún no ha operado', en: "This product's strategy has not run yet", zh: '该产品的策略尚未运行' },
  amountRange: {
    es: 'El monto debe estar entre {min} y {max}',
    en: 'The amount must be between {min} and {max}',
    zh: '金额必须在 {min} 至 {max} 之间',
  },
  badAmount: { es: 'Escribe un monto con hasta 2 decimales', en: 'Enter an amount with at most 2 decimals', zh: '请输入最多两位小数的金额' },
  keyRequired: { es: 'Este producto necesita una clave de acceso', en: 'This product needs an access key', zh: '该产品需要访问密钥' },
  cycleNotOffered: { es: 'Los ciclos publicados son de {cycles} días', en: 'The published cycles are {cycles} days', zh: '已公布的周期为 {cycles} 天' },
  termsChanged: {
    es: 'Las condiciones cambiaron (versión {current}); léelas y confirma de nuevo',
    en: 'The terms changed (version {current}); read them and confirm again',
    zh: '条款已更新（版本 {current}），请阅读后再次确认',
  },
});

export const notices = defineTexts({
  subscribedTitle: { es: 'Suscripción iniciada', en: 'Subscription started', zh: '认购已开始' },
  subscribedBody: { es: '{product}: {amount} bloqueados hasta el {end}.', en: '{product}: {amount} locked until {end}.', zh: '{product}：{amount} 锁定至 {end}。' },
  completedTitle: { es: 'Suscripción completada', en: 'Subscription completed', zh: '认购已完成' },
  completedBody: { es: '{product}: {payout} volvieron a tu cartera de inversión.', en: '{product}: {payout} came back to your investment wallet.', zh: '{product}：{payout} 已退回投资账户。' },
});

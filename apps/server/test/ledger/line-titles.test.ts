import { describe, expect, it } from 'vitest';
import { lineTitle } from '../../src/ledger/line-titles.ts';
import '../../src/modules/bonds/messages.ts';
import '../../src/modules/funds/messages.ts';
import '../../src/modules/ipo/messages.ts';
import '../../src/modules/loans/messages.ts';
import '../../src/modules/mining/messages.ts';
import '../../src/modules/quant/messages.ts';

/** Issue 34 items 5 and 19: each product line on the statement is named as itself (not "IVA on commission" or "Movement (ipo)"). */
describe('statement titles declared by the product areas', () => {
  it.each([
    ['isr', 'ISR retenido', 'ISR withheld', '预扣所得税（ISR）'],
    ['stamp_duty', 'Impuesto de timbre (India)', 'Stamp duty (India)', '印花税（印度）'],
    ['iva_interest', 'IVA sobre intereses', 'IVA on interest', '利息增值税'],
    ['late_charge', 'Intereses moratorios', 'Late charge (default interest)', '逾期罚息'],
    ['bonds.redemption', 'Vencimiento de bono (capital devuelto)', 'Bond redemption (principal returned)', '债券到期兑付（返还本金）'],
    ['ipo', 'Suscripción a OPI', 'IPO subscription', '新股认购'],
    ['energy', 'Energía del robot de minería', 'Mining robot energy', '矿机电费'],
    ['robot_rent', 'Alquiler de robot de minería', 'Mining robot rental', '矿机租赁'],
    ['robot_buy', 'Compra de robot de minería', 'Mining robot purchase', '矿机购买'],
    ['robot_redeem', 'Rescate de robot de minería', 'Mining robot redemption', '矿机赎回'],
    ['quant.subscribe', 'Suscripción a producto cuantitativo', 'Quant product subscription', '量化产品认购'],
    ['quant.complete', 'Producto cuantitativo terminado', 'Quant product completed', '量化产品到期'],
  ])('%s', (kind, es, en, zh) => {
    expect(lineTitle(kind)).toEqual({ es, en, zh });
  });
});

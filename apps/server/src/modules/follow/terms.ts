import { z } from 'zod';
import { need, type AppContext } from '../../context.ts';
import type { ProductTerms } from '../terms/index.ts';

const amount = z.string().trim().regex(/^\d{1,9}(\.\d{1,2})?$/, 'an amount such as 100.00');

/**
 * Follow investing's published terms (one rule, item ''): the limits of a copy, the
 * minimum copied position (smaller ones are not opened), the management fee and the
 * periods offered. Each copy keeps the version it was taken under.
 */
export const followTermsSchema = z.object({
  minAmount: amount.describe('smallest copy, USD'),
  maxAmount: amount.describe('largest copy, USD'),
  minPosition: amount.describe('positions worth less are not opened, USD'),
  feePctYear: z.string().trim().regex(/^\d{1,2}(\.\d{1,4})?$/).describe('management fee, percent a year of the amount (amount × pct/100 × days/365)'),
  periods: z.array(z.number().int().min(1).max(3650)).min(1).describe('periods offered, days'),
});
export type FollowTerms = z.output<typeof followTermsSchema>;

export function followTerms(ctx: AppContext): ProductTerms<typeof followTermsSchema> {
  return need(ctx, 'terms').register({ product: 'follow', description: 'Follow investing: copy limits, minimum position, management fee, periods', schema: followTermsSchema });
}

export const INITIAL_FOLLOW_TERMS: { terms: FollowTerms; text: { es: string; en: string; zh: string } } = {
  terms: { minAmount: '100.00', maxAmount: '1000000.00', minPosition: '1.00', feePctYear: '1.00', periods: [7, 30, 90, 180] },
  text: {
    es: 'Copia de US$ {minAmount} a US$ {maxAmount} desde tu cuenta de copias (FOLLOW) por un plazo de {periods} días. Tu copia toma la cartera actual de la agencia en proporción a tu monto y replica cada operación posterior en la misma proporción; las posiciones menores a US$ {minPosition} no se abren. No se puede salir antes del final del plazo. Al final se vende todo al cierre y recibes el monto ± el resultado real, menos la comisión de gestión: monto × {feePctYear} % × días / 365. Los resultados pasados no predicen resultados futuros.',
    en: 'Copy with US$ {minAmount} to US$ {maxAmount} from your copy wallet (FOLLOW) for {periods} days. Your copy takes the agency’s current portfolio in proportion to your amount and mirrors each later trade in the same proportion; positions under US$ {minPosition} are not opened. No exit before the period ends. At the end everything is sold at the close and you receive the amount ± the real result, less the management fee: amount × {feePctYear} % × days / 365. Past results do not predict future results.',
    zh: '从跟投账户（FOLLOW）以 US$ {minAmount} 至 US$ {maxAmount} 跟投，期限 {periods} 天。跟投按您的金额比例复制机构当前持仓，并按同一比例跟随之后的每笔交易；低于 US$ {minPosition} 的持仓不开仓。期满前不能退出。期满时全部按收盘价卖出，您收回金额 ± 实际盈亏，减去管理费：金额 × {feePctYear}% × 天数 / 365。过往业绩不预示未来表现。',
  },
};

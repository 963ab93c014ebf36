import Decimal from 'decimal.js';
import { z } from 'zod';
import { need, type AppContext } from '../../context.ts';
import type { ProductTerms } from '../terms/index.ts';

/**
 * Block trades' published rule (one item): the minimum size of a trade and the largest
 * discount an offer may carry. Offers carry their own discount (within it); fees come
 * from the site rate table of the stock's market (trading's terms). Each order keeps the
 * version it was taken under.
 */
export const blocktradeTermsSchema = z.object({
  minQuantity: z.coerce.number().int().min(10_000).describe('shares per trade, at least 10,000 (SPEC section 9)'),
  maxDiscountPercent: z
    .string()
    .trim()
    .regex(/^\d{1,2}(\.\d{1,3})?$/)
    .refine((v) => new Decimal(v).lt(20), 'under 20 (HK placings are capped below 20 %)')
    .describe('largest discount an offer may carry, percent'),
});
export type BlocktradeTerms = z.output<typeof blocktradeTermsSchema>;

export function blocktradeTerms(ctx: AppContext): ProductTerms<typeof blocktradeTermsSchema> {
  return need(ctx, 'terms').register({
    product: 'blocktrade',
    description: 'Block trades: minimum size per trade and the largest discount to the reference price',
    schema: blocktradeTermsSchema,
  });
}

export const INITIAL_TERMS: { terms: BlocktradeTerms; text: { es: string; en: string; zh: string } } = {
  terms: { minQuantity: 10_000, maxDiscountPercent: '10' },
  text: {
    es: 'Operaciones en bloque: al menos {minQuantity} acciones por operación. Precio = el menor entre el último precio y el VWAP del día, menos el descuento de la oferta (máximo {maxDiscountPercent} %), redondeado hacia abajo y fijado al aceptar la orden. Comisión e IVA según la tabla de tarifas del mercado de la acción; se paga desde la cartera de acciones de ese mercado. Si la oferta tiene periodo de permanencia, la posición no se puede vender hasta que termine. Precios del mercado simulado.',
    en: 'Block trades: at least {minQuantity} shares per trade. Price = the lower of the last price and the day’s VWAP, less the offer’s discount (at most {maxDiscountPercent} %), rounded down and fixed when the order is accepted. Commission and IVA by the rate table of the stock’s market; paid from that market’s stock wallet. If the offer has a lock-up, the position cannot be sold until it ends. Prices from the simulated market.',
    zh: '大宗交易：每笔至少 {minQuantity} 股。价格 = 最新价与当日成交量加权均价（VWAP）中的较低者，减去报价折扣（最高 {maxDiscountPercent}%），向下取整，并在订单受理时锁定。佣金和 IVA 按该股票市场的费率表收取，从该市场的股票钱包支付。若报价设有锁定期，锁定期结束前不能卖出该持仓。价格来自模拟市场。',
  },
};

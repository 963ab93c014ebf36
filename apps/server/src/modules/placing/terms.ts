import { z } from 'zod';
import Decimal from 'decimal.js';
import { need, type AppContext } from '../../context.ts';
import type { ProductTerms } from '../terms/index.ts';

const decimal = (check: (d: Decimal) => boolean, message: string) =>
  z
    .string()
    .trim()
    .regex(/^\d+(\.\d+)?$/, 'a decimal number such as 0.001')
    .refine((value) => check(new Decimal(value)), message);

/** The placing rule (one item): the largest discount to the benchmark and the fee on a sale. */
export const placingTermsSchema = z.object({
  maxDiscountPercent: decimal((d) => d.gte(0) && d.lte(20), 'from 0 to 20').describe('largest discount under the benchmark, percent'),
  sellFeeRate: decimal((d) => d.lt(0.05), 'under 0.05').describe('fee on the gross of a sale after the lock-up (0.001 = 0.1 %)'),
});
export type PlacingTerms = z.output<typeof placingTermsSchema>;

export function placingTerms(ctx: AppContext): ProductTerms<typeof placingTermsSchema> {
  return need(ctx, 'terms').register({
    product: 'placing',
    description: 'Placings: the largest discount under the benchmark and the fee on a sale after the lock-up',
    schema: placingTermsSchema,
    items: [''],
  });
}

export const INITIAL_PLACING_TERMS: { terms: PlacingTerms; text: { es: string; en: string; zh: string } } = {
  terms: { maxDiscountPercent: '20', sellFeeRate: '0.001' },
  text: {
    es: 'Colocaciones: solo con una clave de acceso emitida por la casa de bolsa. El precio es como máximo {maxDiscountPercent} % inferior al precio de referencia, el mayor entre el último cierre y el promedio de cierre de los 5 días anteriores (reglas HKEX 13.36(5) / GEM 17.42B). Al suscribir se retiene cantidad × precio de la cartera SUSCRIPCIÓN. Al cierre de la ventana: si la demanda supera la oferta, asignación proporcional (se redondea hacia abajo y las acciones restantes van a los mayores residuos, luego a la orden más antigua); lo asignado se cobra y el resto se devuelve. Las acciones quedan bloqueadas hasta el fin del periodo de bloqueo; después se pueden vender al precio de compra del mercado con una comisión de {sellFeeRate} del importe. Precios del mercado simulado.',
    en: 'Placings: only with an access key issued by the broker. The price is at most {maxDiscountPercent} % under the benchmark, the higher of the last close and the average close of the previous 5 days (HKEX rules 13.36(5) / GEM 17.42B). Subscribing holds quantity × price from the SUBSCRIPTION wallet. At the window end: if demand exceeds the offer, pro-rata allocation (rounded down; the shares left go to the largest remainders, then to the earliest order); what is allotted is charged and the rest returned. Shares are locked until the lock-up ends; then they can be sold at the market bid with a fee of {sellFeeRate} of the amount. Prices from the simulated market.',
    zh: '配售：仅凭券商发放的访问密钥参与。价格较基准价最多低 {maxDiscountPercent}%，基准价为最近收盘价与前 5 日平均收盘价中的较高者（港交所规则 13.36(5) / GEM 17.42B）。认购时从认购钱包冻结 数量 × 价格。窗口结束时：如认购超额，按比例分配（向下取整，剩余股份按余数从大到小、再按下单先后分配）；已分配部分扣款，其余退回。股份在锁定期结束前不可卖出；之后可按市场买价卖出，收取金额 {sellFeeRate} 的手续费。价格来自模拟市场。',
  },
};

import Decimal from 'decimal.js';
import { z } from 'zod';
import { need, type AppContext } from '../../context.ts';
import type { ProductTerms } from '../terms/index.ts';

/**
 * Bonds' published terms, one item per country (MX: CETES, BONOS M, UDIBONOS; US:
 * Treasuries): the fee on a buy and on a sale (rate of the dirty amount, with a minimum)
 * and the ISR provisional withholding rate on Mexican interest for Mexican residents
 * (PRODUCT-RULES 11: capital × rate × days / 365). Each holding keeps the version it was
 * bought under. Decimals are strings (exact).
 */
const decimal = (check: (d: Decimal) => boolean, message: string) =>
  z
    .string()
    .trim()
    .regex(/^\d+(\.\d+)?$/, 'a decimal number such as 0.001')
    .refine((value) => check(new Decimal(value)), message);

export const bondsTermsSchema = z.object({
  buyFeeRate: decimal((d) => d.lt(0.05), 'from 0 to under 0.05').describe('fee on the dirty amount of a buy (0.001 = 0.1 %)'),
  sellFeeRate: decimal((d) => d.lt(0.05), 'from 0 to under 0.05').describe('fee on the dirty amount of a sale before maturity'),
  minFee: decimal((d) => d.decimalPlaces() <= 2, 'at most 2 decimals').describe('minimum fee of a buy or sale (0 = none)'),
  isrRatePercent: decimal((d) => d.lt(10), 'under 10').describe('ISR withholding on the capital a year, percent (Mexican interest, Mexican residents)'),
});
export type BondsTerms = z.output<typeof bondsTermsSchema>;

export const BONDS_TERM_ITEMS = ['MX', 'US'] as const;

export function bondsTerms(ctx: AppContext): ProductTerms<typeof bondsTermsSchema> {
  return need(ctx, 'terms').register({
    product: 'bonds',
    description: 'Bonds: fees on buys and early sales, ISR withholding on Mexican interest, per country',
    schema: bondsTermsSchema,
    items: BONDS_TERM_ITEMS,
  });
}

/** Version 1 of each item (seeded at start when none is published). */
export const INITIAL_TERMS: Record<(typeof BONDS_TERM_ITEMS)[number], { terms: BondsTerms; text: { es: string; en: string; zh: string } }> = {
  MX: {
    terms: { buyFeeRate: '0', sellFeeRate: '0.001', minFee: '0', isrRatePercent: '0.50' },
    text: {
      es: 'Bonos de México: compra sin comisión; venta antes del vencimiento con comisión de {sellFeeRate} sobre el monto sucio (mínimo MX$ {minFee}). Retención de ISR para residentes en México: {isrRatePercent} % anual sobre el capital, por los días de cada pago de intereses (LISR arts. 54 y 133). Los rendimientos vienen de una curva simulada. Cupones de BONOS M y UDIBONOS: VN × tasa × N/360, N = días reales del periodo (el primero corre desde la emisión). UDIBONOS: valor nominal de 100 UDIs; precio, cupones y amortización en UDIs, convertidos al valor de la UDI de cada fecha. La serie de la UDI es simulada: parte del valor publicado por Banxico el 21/06/2025 (8.493561 pesos) y crece con una inflación simulada de 4.00 % anual.',
      en: 'Mexican bonds: buying is free; a sale before maturity pays {sellFeeRate} of the dirty amount (minimum MX$ {minFee}). ISR withholding for Mexican residents: {isrRatePercent} % a year on the capital, for the days of each interest payment (LISR arts. 54 and 133). Yields come from a simulated curve. BONOS M and UDIBONOS coupons: face × rate × N/360, N = actual days of the period (the first runs from the issue date). UDIBONOS: face 100 UDIs; price, coupons and redemption in UDIs, converted at each date’s UDI value. The UDI series is simulated: it starts from Banxico’s published value of 21 Jun 2025 (8.493561 pesos) and grows at a simulated inflation of 4.00 % a year.',
      zh: '墨西哥债券：买入免佣金；到期前卖出按全价金额收取 {sellFeeRate} 的佣金（最低 MX$ {minFee}）。墨西哥居民的 ISR 预扣：按本金每年 {isrRatePercent}%，按每次付息的天数计算（所得税法第 54、133 条）。收益率来自模拟曲线。BONOS M 与 UDIBONOS 票息：面值 × 票面利率 × N/360，N 为该期实际天数（首期自发行日起算）。UDIBONOS：面值 100 UDI；价格、票息和到期偿付均以 UDI 计算，按各自日期的 UDI 值换算为比索。UDI 序列为模拟值：以墨西哥央行公布的 2025 年 6 月 21 日数值（8.493561 比索）为起点，按每年 4.00% 的模拟通胀增长。',
    },
  },
  US: {
    terms: { buyFeeRate: '0.001', sellFeeRate: '0.001', minFee: '1', isrRatePercent: '0' },
    text: {
      es: 'Bonos del Tesoro de EE. UU.: comisión de {buyFeeRate} al comprar y {sellFeeRate} al vender antes del vencimiento, sobre el monto sucio (mínimo US$ {minFee}). Sin retención de ISR: la app no hace retención provisional sobre los intereses de bonos del Tesoro de EE. UU. (fuente extranjera, LISR art. 54 no se aplica); si eres residente en México, acumúlalos en tu declaración anual. Los rendimientos vienen de una curva simulada.',
      en: 'US Treasuries: a fee of {buyFeeRate} on a buy and {sellFeeRate} on a sale before maturity, on the dirty amount (minimum US$ {minFee}). No ISR withholding: the app makes no provisional withholding on US Treasury interest (foreign-source; LISR art. 54 is not applied); Mexican residents must include it in their annual tax return. Yields come from a simulated curve.',
      zh: '美国国债：买入收取 {buyFeeRate}、到期前卖出收取 {sellFeeRate} 的佣金，按全价金额计算（最低 US$ {minFee}）。不预扣 ISR：本应用不对美国国债利息（境外来源，不适用所得税法第 54 条）做预扣；墨西哥居民须在年度申报中计入。收益率来自模拟曲线。',
    },
  },
};

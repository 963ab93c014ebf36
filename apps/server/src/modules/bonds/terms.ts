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
      es: 'Bonos de México: compra sin comisión; venta antes del vencimiento con comisión de {sellFeeRate} sobre el monto sucio (mínimo MX$ {minFee}). Retención de ISR para residentes en México: {isrRatePercent} % anual sobre el capital, por los días de cada pago de intereses (LISR arts. 54 y 133). Los rendimientos vienen de una curva simulada.',
      en: 'Mexican bonds: buying is free; a sale before maturity pays {sellFeeRate} of the dirty amount (minimum MX$ {minFee}). ISR withholding for Mexican residents: {isrRatePercent} % a year on the capital, for the days of each interest payment (LISR arts. 54 and 133). Yields come from a simulated curve.',
      zh: '墨西哥债券：买入免佣金；到期前卖出按全价金额收取 {sellFeeRate} 的佣金（最低 MX$ {minFee}）。墨西哥居民的 ISR 预扣：按本金每年 {isrRatePercent}%，按每次付息的天数计算（所得税法第 54、133 条）。收益率来自模拟曲线。',
    },
  },
  US: {
    terms: { buyFeeRate: '0.001', sellFeeRate: '0.001', minFee: '1', isrRatePercent: '0' },
    text: {
      es: 'Bonos del Tesoro de EE. UU.: comisión de {buyFeeRate} al comprar y {sellFeeRate} al vender antes del vencimiento, sobre el monto sucio (mínimo US$ {minFee}). Sin retención de ISR. Los rendimientos vienen de una curva simulada.',
      en: 'US Treasuries: a fee of {buyFeeRate} on a buy and {sellFeeRate} on a sale before maturity, on the dirty amount (minimum US$ {minFee}). No ISR withholding. Yields come from a simulated curve.',
      zh: '美国国债：买入收取 {buyFeeRate}、到期前卖出收取 {sellFeeRate} 的佣金，按全价金额计算（最低 US$ {minFee}）。不预扣 ISR。收益率来自模拟曲线。',
    },
  },
};

import { z } from 'zod';
import { need, type AppContext } from '../../context.ts';
import type { ProductTerms } from '../terms/index.ts';

const amount = z.string().trim().regex(/^\d{1,9}(\.\d{1,2})?$/, 'an amount such as 100.00');

/** The cycles AI quant offers, in days: each is an item of the published terms. */
export const QUANT_CYCLES = ['7', '30', '90'] as const;

/**
 * AI quant's published terms (product `quant`, one item per cycle): the cycle, the least and
 * most a subscription may lock, and the management fee (percent a year, accrued daily:
 * amount × pct/100 × days/365). Each subscription keeps the version it was taken under.
 */
export const quantTermsSchema = z.object({
  cycleDays: z.coerce.number().int().min(1).max(365).describe('the cycle, days (equal to the item)'),
  minAmount: amount.describe('smallest subscription, USD'),
  maxAmount: amount.describe('largest subscription, USD'),
  feePctYear: z.string().trim().regex(/^\d{1,2}(\.\d{1,4})?$/, 'a percent such as 0.25').describe('management fee, percent a year (amount × pct/100 × days/365)'),
});
export type QuantTerms = z.output<typeof quantTermsSchema>;

export function quantTerms(ctx: AppContext): ProductTerms<typeof quantTermsSchema> {
  return need(ctx, 'terms').register({
    product: 'quant',
    description: 'AI quant: per cycle, the subscription limits and the management fee',
    schema: quantTermsSchema,
    items: QUANT_CYCLES,
    checkItem: (item, terms) => (String(terms.cycleDays) === item ? undefined : `cycleDays must be ${item}`),
  });
}

const text = {
  es: 'Ciclo de {cycleDays} días, de US$ {minAmount} a US$ {maxAmount}, desde tu cuenta de fondos (FINANCIAL). El monto queda bloqueado hasta el final del ciclo. Cada día tu ganancia es tu parte del resultado real de la estrategia: valor = monto × capital del día / capital al suscribir; menos la comisión de gestión de {feePctYear} % anual, que se acumula a diario (monto × {feePctYear} % × días / 365). Al final recibes el monto más la suma de tus registros diarios. Sin rendimiento prometido. Los resultados pasados no predicen resultados futuros.',
  en: 'A {cycleDays}-day cycle, US$ {minAmount} to US$ {maxAmount}, from your FINANCIAL wallet. The amount is locked until the cycle ends. Each day your profit is your share of the strategy’s real result: value = amount × the day’s equity / equity when you subscribed; less the management fee of {feePctYear} % a year, accrued daily (amount × {feePctYear} % × days / 365). At the end you receive the amount plus the sum of your daily records. No return is promised. Past results do not predict future results.',
  zh: '周期 {cycleDays} 天，金额 US$ {minAmount} 至 US$ {maxAmount}，从理财账户（FINANCIAL）扣款。金额锁定至周期结束。每天的收益为您在策略真实结果中的份额：价值 = 金额 × 当日资金 / 认购时资金；减去年化 {feePctYear}% 的管理费，按日计提（金额 × {feePctYear}% × 天数 / 365）。期满时您收回金额加上每日记录之和。不承诺收益。过往业绩不预示未来表现。',
};

/** Version 1 of each cycle (published by the system on first use; operators publish the next ones). */
export const INITIAL_QUANT_TERMS: Record<(typeof QUANT_CYCLES)[number], { terms: QuantTerms; text: typeof text }> = {
  '7': { terms: { cycleDays: 7, minAmount: '100.00', maxAmount: '100000.00', feePctYear: '0.50' }, text },
  '30': { terms: { cycleDays: 30, minAmount: '100.00', maxAmount: '100000.00', feePctYear: '0.25' }, text },
  '90': { terms: { cycleDays: 90, minAmount: '500.00', maxAmount: '100000.00', feePctYear: '0.20' }, text },
};

import Decimal from 'decimal.js';
import { z } from 'zod';
import { need, type AppContext } from '../../context.ts';
import type { ProductTerms } from '../terms/index.ts';

/**
 * Loans' published terms (product `loans`, item MX): rates, IVA, opening commission,
 * limits, the terms offered and the maker-checker threshold. Each loan keeps the version
 * it was offered under. Decimals are strings (exact).
 */
const decimal = (check: (d: Decimal) => boolean, message: string) =>
  z
    .string()
    .trim()
    .regex(/^\d+(\.\d+)?$/, 'a decimal number such as 0.48')
    .refine((value) => check(new Decimal(value)), message);

export const loansTermsSchema = z.object({
  annualRate: decimal((d) => d.lt(3), 'under 3 (300 %)').describe('ordinary annual rate (0.48 = 48 %), monthly rate = annual / 12'),
  defaultAnnualRate: decimal((d) => d.lt(5), 'under 5').describe('default annual rate on overdue principal (days late / 360)'),
  ivaRate: decimal((d) => d.lt(1), 'under 1').describe('IVA on interest and commissions (0.16)'),
  openingCommissionRate: decimal((d) => d.lt(0.1), 'under 0.1').describe('opening commission on the amount, charged at disbursement (0 = none)'),
  minAmount: decimal((d) => d.gt(0), 'above 0').describe('smallest loan, MXN'),
  maxAmount: decimal((d) => d.gt(0), 'above 0').describe('largest loan, MXN (credit rule: one open loan per verified client up to this amount)'),
  termsMonths: z.array(z.number().int().min(1).max(120)).min(1).describe('terms offered, in months'),
  secondApprovalAbove: decimal(() => true, '').describe('amounts above this (MXN) need a money approver after the reviewer'),
  reminderDays: z.number().int().min(0).max(15).describe('days before a due date the reminder notice goes out'),
});
export type LoansTerms = z.output<typeof loansTermsSchema>;

export function loansTerms(ctx: AppContext): ProductTerms<typeof loansTermsSchema> {
  return need(ctx, 'terms').register({
    product: 'loans',
    description: 'Consumer loans (MXN): rates, IVA, commission, limits, terms, maker-checker threshold',
    schema: loansTermsSchema,
    items: ['MX'],
  });
}

export const INITIAL_LOANS_TERMS: { terms: LoansTerms; text: { es: string; en: string; zh: string } } = {
  terms: { annualRate: '0.48', defaultAnnualRate: '0.72', ivaRate: '0.16', openingCommissionRate: '0', minAmount: '1000', maxAmount: '50000', termsMonths: [3, 6, 12, 18, 24], secondApprovalAbove: '20000', reminderDays: 3 },
  text: {
    es: 'Crédito personal en MXN de {minAmount} a {maxAmount}, a {termsMonths} meses. Tasa ordinaria anual {annualRate} (mensual = anual / 12), pagos fijos por el sistema francés; IVA de {ivaRate} sobre los intereses. Intereses solo sobre el saldo insoluto, nunca por adelantado. Comisión por apertura {openingCommissionRate}. Pago anticipado sin penalización: se aplica al capital y eliges menos pagos o pagos menores. Tasa moratoria anual {defaultAnnualRate} sobre el capital vencido (días de atraso / 360) más IVA; aviso {reminderDays} días antes y el día del vencimiento. Montos mayores a {secondApprovalAbove} requieren una segunda aprobación. CAT sin IVA. Para fines informativos y de comparación.',
    en: 'Personal loan in MXN from {minAmount} to {maxAmount}, over {termsMonths} months. Ordinary annual rate {annualRate} (monthly = annual / 12), level payments (French method); IVA of {ivaRate} on interest. Interest only on the outstanding balance, never in advance. Opening commission {openingCommissionRate}. Prepayment without penalty: applied to principal, you choose fewer or smaller payments. Default annual rate {defaultAnnualRate} on overdue principal (days late / 360) plus IVA; notice {reminderDays} days before and on the due date. Amounts above {secondApprovalAbove} need a second approval. CAT without IVA, for information and comparison.',
    zh: 'MXN 个人贷款，金额 {minAmount} 至 {maxAmount}，期限 {termsMonths} 个月。年利率 {annualRate}（月利率 = 年利率 / 12），等额本息（法式）还款；利息加收 {ivaRate} 的增值税（IVA）。只按未偿本金计息，绝不预收利息。开户手续费 {openingCommissionRate}。提前还款无罚金：冲抵本金，可选择减少期数或降低每期金额。逾期本金按年罚息率 {defaultAnnualRate} 计（逾期天数 / 360）另加 IVA；到期前 {reminderDays} 天及到期日发送提醒。金额超过 {secondApprovalAbove} 需第二次审批。CAT 不含 IVA，仅供参考和比较。',
  },
};

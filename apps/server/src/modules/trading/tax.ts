import Decimal from 'decimal.js';
import { z } from 'zod';
import { need, type AppContext } from '../../context.ts';
import type { Db } from '../../db/index.ts';
import { AppError } from '../../http/errors.ts';
import type { ProductTerms } from '../terms/index.ts';

/**
 * IVA on trading commissions (issue 12): Mexican brokers charge value-added tax of 16 % on
 * their commission, on top of it. The rate is a published rule (terms product
 * 'trading-tax', item 'MX'), not a code constant: version 1 is seeded in effect from
 * IVA_EFFECTIVE_FROM (the day the rule starts; fills before it carry no IVA), and operators
 * publish later versions in the back office like any product's terms. The IVA is booked as
 * its own ledger line ('tax') from the user's wallet to the house account TRADING_IVA.
 */
export const TAX_PRODUCT = 'trading-tax';
export const TAX_ITEM = 'MX';
/** 24 November 2026, 00:00 UTC: the first day commissions carry IVA. */
export const IVA_EFFECTIVE_FROM = Date.UTC(2026, 10, 24);

export const tradingTaxSchema = z.object({
  ivaRate: z
    .string()
    .trim()
    .regex(/^\d+(\.\d+)?$/, 'a decimal number such as 0.16')
    .refine((value) => new Decimal(value).lt(1), 'from 0 to under 1')
    .describe('IVA charged on top of each commission (0.16 = 16 %)'),
});

export type TradingTax = z.output<typeof tradingTaxSchema>;

const TEXT = {
  es: 'A cada comisión se le suma el IVA de {ivaRate} sobre la comisión.',
  en: 'Each commission carries IVA (Mexican VAT) of {ivaRate} of the commission, on top of it.',
  zh: '每笔佣金另加佣金的 {ivaRate} 作为增值税（IVA）。',
};

/** The IVA of a commission: rate x commission, rounded half up to the minor unit. */
export function ivaOf(commission: bigint, rate: Decimal.Value): bigint {
  if (commission <= 0n) return 0n;
  return BigInt(new Decimal(commission.toString()).times(rate).toDecimalPlaces(0, Decimal.ROUND_HALF_UP).toFixed(0));
}

/** Trading's IVA rule: registered with the terms service; `rate()` answers the rate in effect (0 before the rule). */
export class TradeTax {
  readonly terms: ProductTerms<typeof tradingTaxSchema>;

  constructor(ctx: AppContext) {
    this.terms = need(ctx, 'terms').register({
      product: TAX_PRODUCT,
      description: 'IVA (Mexican VAT) on trading commissions',
      schema: tradingTaxSchema,
      items: [TAX_ITEM],
    });
  }

  /** Publishes version 1 when there is none (idempotent). */
  async seed(ctx: AppContext): Promise<void> {
    await need(ctx, 'terms').seedInitial({ product: TAX_PRODUCT, item: TAX_ITEM, terms: { ivaRate: '0.16' }, text: TEXT, effectiveFrom: IVA_EFFECTIVE_FROM });
  }

  /** The IVA rate in effect now and its terms version id (rate 0 and no version before the rule). */
  async rate(db?: Db): Promise<{ rate: Decimal; versionId: number | undefined }> {
    try {
      const version = await this.terms.current(TAX_ITEM, db);
      return { rate: new Decimal(version.terms.ivaRate), versionId: version.id };
    } catch (error) {
      if (error instanceof AppError && error.error === 'TERMS_NOT_FOUND') return { rate: new Decimal(0), versionId: undefined };
      throw error;
    }
  }
}

import { TRADE_MARKETS } from '@app/contracts';
import Decimal from 'decimal.js';
import { z } from 'zod';
import { need, type AppContext } from '../../context.ts';
import type { ProductTerms } from '../terms/index.ts';

/**
 * Trading's published terms, one item per market (US, MX, HK, FUTURES, FOREX): fees,
 * leverages, margin levels, price guard and quantity rules. Operators publish new
 * versions in the back office; orders are priced with the version in effect and keep
 * its id (trading_orders.terms_version_id). Version 1 of each market was seeded from
 * the former trading_rates table (migration 0019). Decimals are strings (exact).
 */
const decimal = (check: (d: Decimal) => boolean, message: string) =>
  z
    .string()
    .trim()
    .regex(/^\d+(\.\d+)?$/, 'a decimal number such as 0.001')
    .refine((value) => check(new Decimal(value)), message);

export const tradingTermsSchema = z
  .object({
    buyRate: decimal((d) => d.lt(0.1), 'from 0 to under 0.1').describe('fee rate on the notional of a buy (0.001 = 0.1 %)'),
    sellRate: decimal((d) => d.lt(0.1), 'from 0 to under 0.1').describe('fee rate on the notional of a sell'),
    minFee: decimal((d) => d.decimalPlaces() <= 2, 'at most 2 decimals').describe('minimum fee per order, in the wallet currency'),
    leverages: z.array(z.number().int().min(1).max(500)).min(1).max(20).describe('allowed leverages'),
    defaultLeverage: z.number().int().min(1),
    marginCallLevel: decimal((d) => d.gt(0) && d.lt(10), 'above 0, under 10').describe('equity / margin below which a margin call is sent'),
    liquidationLevel: decimal((d) => d.gt(0) && d.lt(10), 'above 0, under 10').describe('equity / margin below which positions are closed'),
    priceGuardPercent: decimal((d) => d.gt(0) && d.lte(100), 'above 0, at most 100').describe('a limit price must be within this percent of the market'),
    priceBandPercent: decimal((d) => d.gt(0) && d.lte(100), 'above 0, at most 100')
      .optional()
      .describe('a market order fills only within this percent of the price the user confirmed (default 1)'),
    minQuantity: decimal((d) => d.gt(0), 'above 0'),
    quantityStep: decimal((d) => d.gt(0), 'above 0'),
    maxQuantity: decimal((d) => d.gt(0), 'above 0'),
  })
  .refine((t) => t.leverages.includes(t.defaultLeverage), { path: ['defaultLeverage'], message: 'must be one of the leverages' })
  .refine((t) => new Decimal(t.liquidationLevel).lt(t.marginCallLevel), { path: ['liquidationLevel'], message: 'must be under the margin call level' })
  .refine((t) => new Decimal(t.maxQuantity).gte(t.minQuantity), { path: ['maxQuantity'], message: 'must be at least the minimum quantity' });

export type TradingTerms = z.output<typeof tradingTermsSchema>;

/** Trading's terms handle (registered once per app context). */
export function tradingTerms(ctx: AppContext): ProductTerms<typeof tradingTermsSchema> {
  return need(ctx, 'terms').register({
    product: 'trading',
    description: 'Stocks, futures and forex: fees, leverages, margin levels, price guard and quantities per market',
    schema: tradingTermsSchema,
    items: TRADE_MARKETS,
  });
}

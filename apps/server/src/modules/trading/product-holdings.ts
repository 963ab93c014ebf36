import type { Currency } from '@app/contracts';
import type Decimal from 'decimal.js';

/**
 * What a product area holds for a user outside the wallets and the trading positions: bond
 * titles, block positions, fund units, mining robots. Money paid into a product leaves the wallet for a
 * house account, so without these the portfolio's total assets would fall by the price of
 * every bond bought (issue 15). Each area registers one source at init (after trading):
 *
 *   need(ctx, 'trading').holdings.register({ area: 'bonds', valueOf: (userId) => ... });
 *
 * A source answers what the user holds now, by currency, valued as its own screens value it
 * (what a sale today would be worth before its fee); the portfolio converts to MXN.
 */
export interface ProductHoldingValue {
  currency: Currency;
  /** Market value now, in `currency` (exact decimal). */
  value: Decimal;
  /** How many holdings it sums. */
  holdings: number;
}

export interface ProductHoldingSource {
  /** The product area (as the web's route registry names it): 'bonds', 'blocktrade', ... */
  area: string;
  valueOf(userId: number): Promise<ProductHoldingValue[]>;
}

export class ProductHoldings {
  private readonly sources: ProductHoldingSource[] = [];

  register(source: ProductHoldingSource): void {
    if (this.sources.some((s) => s.area === source.area)) throw new Error(`product holdings of "${source.area}" are registered twice`);
    this.sources.push(source);
  }

  /** Every area's holdings of a user (areas with none left out), in registration order. */
  async of(userId: number): Promise<{ area: string; values: ProductHoldingValue[] }[]> {
    const all = await Promise.all(this.sources.map(async (s) => ({ area: s.area, values: (await s.valueOf(userId)).filter((v) => v.holdings > 0) })));
    return all.filter((a) => a.values.length > 0);
  }
}

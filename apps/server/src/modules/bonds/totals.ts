import type { BondHolding, BondTotals } from '@app/contracts';
import Decimal from 'decimal.js';

/*
 * The holdings' totals per currency (issue 34 item 10), each figure what its label says and
 * adding up: the clean value plus the accrued interest is the dirty value (what the titles are
 * worth today); the result of the open holdings (price and interest, not realized) plus the
 * realized result of those sold or redeemed is the total result.
 */
export function totalsOf(views: readonly BondHolding[]): BondTotals {
  const zero = () => ({ holdings: 0, closedHoldings: 0, cost: new Decimal(0), marketValue: new Decimal(0), accrued: new Decimal(0), interest: new Decimal(0), isr: new Decimal(0), openProfit: new Decimal(0), realized: new Decimal(0) });
  const by = new Map<string, ReturnType<typeof zero>>();
  for (const v of views) {
    const acc = by.get(v.currency) ?? zero();
    if (v.status !== 'sold' && v.status !== 'redeemed') {
      acc.holdings += 1;
      acc.cost = acc.cost.plus(v.cost);
      acc.marketValue = acc.marketValue.plus(v.marketValue);
      acc.accrued = acc.accrued.plus(v.accrued);
      acc.interest = acc.interest.plus(v.interest);
      acc.isr = acc.isr.plus(v.isrWithheld);
      acc.openProfit = acc.openProfit.plus(v.profit);
    } else {
      acc.closedHoldings += 1;
      acc.realized = acc.realized.plus(v.profit);
    }
    by.set(v.currency, acc);
  }
  return {
    list: [...by].map(([currency, a]) => ({
      currency,
      holdings: a.holdings,
      closedHoldings: a.closedHoldings,
      cost: a.cost.toFixed(2),
      marketValue: a.marketValue.toFixed(2),
      accrued: a.accrued.toFixed(2),
      dirtyValue: a.marketValue.plus(a.accrued).toFixed(2),
      interest: a.interest.toFixed(2),
      isrWithheld: a.isr.toFixed(2),
      interestNet: a.interest.minus(a.isr).toFixed(2),
      openProfit: a.openProfit.toFixed(2),
      realizedProfit: a.realized.toFixed(2),
      profit: a.openProfit.plus(a.realized).toFixed(2),
    })),
  };
}

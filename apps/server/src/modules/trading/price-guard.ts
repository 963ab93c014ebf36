import Decimal from 'decimal.js';
import { RuleError } from './rule-error.ts';
import type { BidAsk } from './pnl.ts';

/**
 * Price guard: a limit price must be within `percent` % of the market (the middle of bid
 * and ask) — a fat-finger check, named in the refusal (PRICE_GUARD). The range is
 * rounded inward to the instrument's decimals.
 */
export function priceGuardRange(quote: BidAsk, percent: Decimal.Value, decimals: number): { min: Decimal; max: Decimal; reference: Decimal } {
  const reference = quote.bid.plus(quote.ask).dividedBy(2);
  const share = new Decimal(percent).dividedBy(100);
  return {
    reference,
    min: reference.times(new Decimal(1).minus(share)).toDecimalPlaces(decimals, Decimal.ROUND_UP),
    max: reference.times(new Decimal(1).plus(share)).toDecimalPlaces(decimals, Decimal.ROUND_DOWN),
  };
}

export function checkPriceGuard(limit: Decimal, quote: BidAsk, percent: Decimal.Value, decimals: number): void {
  const { min, max } = priceGuardRange(quote, percent, decimals);
  if (limit.lt(min) || limit.gt(max)) {
    throw new RuleError('PRICE_GUARD', { percent: new Decimal(percent).toString(), min: min.toFixed(decimals), max: max.toFixed(decimals), price: limit.toFixed(decimals) }, 'price');
  }
}

/** A limit price's decimals and tick: at most the instrument's decimals and on its grid. */
export function checkTick(limit: Decimal, decimals: number, onGrid: (price: number) => boolean): void {
  if (limit.decimalPlaces() > decimals || !onGrid(limit.toNumber())) {
    throw new RuleError('INVALID_PRICE', { price: limit.toString(), decimals }, 'price');
  }
}

/** Whether the market crosses a limit now: a buy fills when the ask is at or below it, a sell when the bid is at or above it. */
export function limitCrosses(direction: number, limit: Decimal, quote: BidAsk): boolean {
  return direction === 0 ? quote.ask.lte(limit) : quote.bid.gte(limit);
}

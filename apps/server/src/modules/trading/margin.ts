import Decimal from 'decimal.js';
import { RuleError } from './rule-error.ts';

/**
 * Margin: what a position takes from the wallet. margin = notional / leverage in the
 * wallet's currency, rounded UP to the minor unit (the house never lends a fraction more
 * than the leverage allows). Leverage comes from the market's table.
 */

export function checkLeverage(leverage: number | undefined, allowed: readonly number[], fallback: number): number {
  const chosen = leverage ?? fallback;
  if (!allowed.includes(chosen)) throw new RuleError('INVALID_LEVERAGE', { leverage: chosen, allowed: allowed.join(', ') }, 'leverage');
  return chosen;
}

/**
 * Minor units of margin for a notional (wallet currency units). A futures contract never asks
 * less than its exchange's initial margin per contract (issue 28.6: at x20 an ES contract would
 * otherwise take less than CME asks): `floor` is that, for the order's contracts.
 */
export function requiredMargin(notionalInWallet: Decimal, leverage: number, decimals: number, floor?: ExchangeMargin): bigint {
  if (!Number.isInteger(leverage) || leverage < 1) throw new Error(`leverage is a whole number >= 1 (got ${leverage})`);
  const byLeverage = BigInt(notionalInWallet.dividedBy(leverage).times(new Decimal(10).pow(decimals)).toDecimalPlaces(0, Decimal.ROUND_UP).toFixed(0));
  if (!floor?.perContract) return byLeverage;
  const byExchange = BigInt(floor.contracts.times(floor.perContract).times(floor.rate).times(new Decimal(10).pow(decimals)).toDecimalPlaces(0, Decimal.ROUND_UP).toFixed(0));
  return byExchange > byLeverage ? byExchange : byLeverage;
}

/** A futures order's exchange margin: per contract in the contract's currency, `rate` into the wallet's. */
export interface ExchangeMargin {
  perContract: number | undefined;
  contracts: Decimal;
  rate: Decimal;
}

/** equity / margin, or undefined without margin. */
export function marginLevel(equity: bigint, margin: bigint): Decimal | undefined {
  if (margin <= 0n) return undefined;
  return new Decimal(equity.toString()).dividedBy(margin.toString());
}

/** The part of a margin that goes with `part` of `whole` (rounded down; the rest stays with the position). */
export function marginShare(margin: bigint, part: Decimal, whole: Decimal): bigint {
  if (part.gte(whole)) return margin;
  return BigInt(new Decimal(margin.toString()).times(part).dividedBy(whole).toDecimalPlaces(0, Decimal.ROUND_DOWN).toFixed(0));
}

/**
 * The mark price at which an isolated position's margin level reaches `level`:
 * margin + sign x (p - open) x quantity x multiplier x rate = level x margin, so
 * p = open - sign x (1 - level) x margin / (quantity x multiplier x rate).
 * `rate` converts the price currency into the wallet currency. Undefined when no
 * positive price reaches it (a long that cannot lose that much).
 */
export function isolatedTriggerPrice(input: {
  direction: number;
  openPrice: Decimal;
  margin: bigint;
  quantity: Decimal;
  multiplier: Decimal;
  rate: Decimal;
  level: Decimal.Value;
  walletDecimals: number;
  priceDecimals: number;
}): Decimal | undefined {
  const sign = input.direction === 0 ? 1 : -1;
  const marginUnits = new Decimal(input.margin.toString()).dividedBy(new Decimal(10).pow(input.walletDecimals));
  const perPrice = input.quantity.times(input.multiplier).times(input.rate);
  if (perPrice.isZero()) return undefined;
  const move = new Decimal(1).minus(input.level).times(marginUnits).dividedBy(perPrice);
  const price = input.openPrice.minus(move.times(sign));
  // Round toward the open price: the trigger is reached no later than the exact level.
  const rounded = price.toDecimalPlaces(input.priceDecimals, sign === 1 ? Decimal.ROUND_UP : Decimal.ROUND_DOWN);
  return rounded.gt(0) ? rounded : undefined;
}

import Decimal from 'decimal.js';

/**
 * Block trade arithmetic (PRODUCT-RULES.md section 4), pure and exact:
 * price = min(last, VWAP) x (1 - discount), rounded DOWN to the stock's decimals (the
 * buyer never pays more than the published discount says); amounts in minor units of the
 * wallet currency, rounded half up.
 */

/** The day's volume-weighted average price: turnover / volume, or the last price when nothing traded. */
export function vwapOf(turnover: number, volume: number, last: Decimal, decimals: number): Decimal {
  if (!(volume > 0) || !(turnover > 0)) return last;
  return new Decimal(turnover).dividedBy(volume).toDecimalPlaces(decimals, Decimal.ROUND_HALF_UP);
}

export const referencePrice = (last: Decimal, vwap: Decimal): Decimal => Decimal.min(last, vwap);

export function blockPrice(reference: Decimal, discountPercent: Decimal.Value, decimals: number): Decimal {
  return reference.times(new Decimal(1).minus(new Decimal(discountPercent).dividedBy(100))).toDecimalPlaces(decimals, Decimal.ROUND_DOWN);
}

/** price x quantity in minor units (half up). */
export function amountMinor(price: Decimal, quantity: number | bigint, currencyDecimals: number): bigint {
  return BigInt(price.times(quantity.toString()).times(new Decimal(10).pow(currencyDecimals)).toDecimalPlaces(0, Decimal.ROUND_HALF_UP).toFixed(0));
}

/** Commission: amount x rate, at least the minimum, minor units (half up). */
export function commissionMinor(amount: bigint, rate: Decimal.Value, minFee: bigint): bigint {
  const fee = BigInt(new Decimal(amount.toString()).times(rate).toDecimalPlaces(0, Decimal.ROUND_HALF_UP).toFixed(0));
  return fee > minFee ? fee : minFee;
}

const DAY = 86_400_000;

/** When the lock-up of a position opened at `at` ends (undefined: no lock-up). */
export const lockedUntilOf = (at: number, lockupDays: number): number | undefined => (lockupDays > 0 ? at + lockupDays * DAY : undefined);

/** Authority transitions, declared in one place: who may go where. */
export const AUTHORITY_TRANSITIONS: Record<string, readonly string[]> = {
  not_opened: ['under_review'],
  refused: ['under_review'],
  under_review: ['opened', 'refused'],
  opened: [],
};

export const canMove = (from: string, to: string): boolean => (AUTHORITY_TRANSITIONS[from] ?? []).includes(to);

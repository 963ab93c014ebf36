import Decimal from 'decimal.js';

/**
 * Placing rules (PRODUCT-RULES.md section 2), pure:
 * - benchmark = the higher of the last close and the average close of the last 5 trading
 *   days (HKEX GEM 17.42B / Main Board 13.36(5));
 * - the price may be at most `maxDiscountPercent` under it: price >= benchmark x (1 - max/100);
 * - pro-rata allocation when oversubscribed.
 */

export interface Benchmark {
  lastClose: Decimal;
  average5Close: Decimal;
  benchmark: Decimal;
}

/** `closes`: completed daily closes, oldest first (at least one). */
export function benchmarkOf(closes: readonly Decimal.Value[]): Benchmark {
  if (closes.length === 0) throw new Error('no closes');
  const last5 = closes.slice(-5).map((c) => new Decimal(c));
  const lastClose = last5[last5.length - 1]!;
  const average5Close = last5.reduce((sum, c) => sum.plus(c), new Decimal(0)).div(last5.length).toDecimalPlaces(4, Decimal.ROUND_HALF_UP);
  return { lastClose, average5Close, benchmark: Decimal.max(lastClose, average5Close) };
}

/** The lowest price the rule allows, at `decimals` (rounded up so it is never below the limit). */
export function minPrice(benchmark: Decimal.Value, maxDiscountPercent: Decimal.Value, decimals: number): Decimal {
  return new Decimal(benchmark).times(new Decimal(100).minus(maxDiscountPercent)).div(100).toDecimalPlaces(decimals, Decimal.ROUND_UP);
}

/** Percent the price is under a reference (negative when above), 2 decimals. */
export function discountPercent(price: Decimal.Value, reference: Decimal.Value): Decimal {
  const ref = new Decimal(reference);
  if (ref.lte(0)) return new Decimal(0);
  return ref.minus(price).div(ref).times(100).toDecimalPlaces(2, Decimal.ROUND_HALF_UP);
}

/** quantity x price in minor units of a 2-decimal currency, half up. */
export function amountMinor(quantity: bigint, price: Decimal.Value): bigint {
  return BigInt(new Decimal(price).times(quantity.toString()).times(100).toDecimalPlaces(0, Decimal.ROUND_HALF_UP).toFixed(0));
}

/** A fee on a gross amount (minor units), half up. */
export function feeMinor(gross: bigint, rate: Decimal.Value): bigint {
  return BigInt(new Decimal(gross.toString()).times(rate).toDecimalPlaces(0, Decimal.ROUND_HALF_UP).toFixed(0));
}

/**
 * Allocation of `offered` shares to orders (by id, oldest first). Not oversubscribed: each
 * gets what it asked. Oversubscribed: each gets floor(q x offered / total); the shares left
 * go one each to the largest remainders, ties to the earliest order. Never more than asked,
 * never more than offered in total.
 */
export function allocate(orders: readonly { id: number; quantity: bigint }[], offered: bigint): Map<number, bigint> {
  const out = new Map<number, bigint>();
  const total = orders.reduce((sum, o) => sum + o.quantity, 0n);
  if (total <= offered) {
    for (const o of orders) out.set(o.id, o.quantity);
    return out;
  }
  let given = 0n;
  const rest: { id: number; remainder: bigint }[] = [];
  for (const o of orders) {
    const exact = o.quantity * offered;
    const base = exact / total;
    out.set(o.id, base);
    given += base;
    rest.push({ id: o.id, remainder: exact % total });
  }
  rest.sort((a, b) => (a.remainder === b.remainder ? a.id - b.id : a.remainder > b.remainder ? -1 : 1));
  for (let i = 0; given < offered && i < rest.length; i++) {
    out.set(rest[i]!.id, out.get(rest[i]!.id)! + 1n);
    given += 1n;
  }
  return out;
}

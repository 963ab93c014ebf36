import { Rng, hashString } from '../../market/rng.ts';

/**
 * The opening cross (PRODUCT-RULES.md 3.1-3.3), pure. Prices are integers in the
 * instrument's price units (10^-decimals); quantities in shares.
 *
 * IEP: among the candidate prices (ALO limits between the best ask and the best bid, or every
 * ALO limit of the one side present), the price that
 *   1. maximizes executable volume min(buy(p), sell(p)), buy(p) = AO buys + ALO bids >= p,
 *      sell(p) = AO sells + ALO asks <= p;
 *   2. then minimizes the imbalance |buy(p) - sell(p)|;
 *   3. then, if every tied price has a buy surplus, the highest; if every one a sell surplus,
 *      the lowest;
 *   4. then the price nearest the reference (previous close), the lower on a tie.
 * No IEP when the best bid is below the best ask or nothing would execute.
 * Allocation at the IEP: AO first in time order, then ALO by price (best first) and time.
 */

export type Side = 'buy' | 'sell';

export interface BookOrder {
  id: string;
  side: Side;
  kind: 'AO' | 'ALO';
  /** ALO limit in price units. */
  price?: number | undefined;
  quantity: number;
  /** Time priority (lower first). */
  seq: number;
}

export interface CrossResult {
  price: number | undefined;
  volume: number;
  buyVolume: number;
  sellVolume: number;
  imbalance: number;
}

function volumesAt(orders: readonly BookOrder[], p: number): { buy: number; sell: number } {
  let buy = 0;
  let sell = 0;
  for (const o of orders) {
    if (o.side === 'buy' && (o.kind === 'AO' || o.price! >= p)) buy += o.quantity;
    if (o.side === 'sell' && (o.kind === 'AO' || o.price! <= p)) sell += o.quantity;
  }
  return { buy, sell };
}

export function equilibrium(orders: readonly BookOrder[], reference: number): CrossResult {
  const bids = orders.filter((o) => o.side === 'buy' && o.kind === 'ALO').map((o) => o.price!);
  const asks = orders.filter((o) => o.side === 'sell' && o.kind === 'ALO').map((o) => o.price!);
  const none: CrossResult = { price: undefined, volume: 0, buyVolume: 0, sellVolume: 0, imbalance: 0 };
  let candidates: number[];
  if (bids.length && asks.length) {
    const bestBid = Math.max(...bids);
    const bestAsk = Math.min(...asks);
    if (bestBid < bestAsk) return none;
    candidates = [...bids, ...asks].filter((p) => p >= bestAsk && p <= bestBid);
  } else {
    candidates = [...bids, ...asks];
  }
  candidates = [...new Set(candidates)].sort((a, b) => a - b);
  const scored = candidates.map((price) => {
    const { buy, sell } = volumesAt(orders, price);
    return { price, buy, sell, volume: Math.min(buy, sell), imbalance: buy - sell };
  });
  const maxVolume = Math.max(0, ...scored.map((s) => s.volume));
  if (maxVolume === 0) return none;
  let tied = scored.filter((s) => s.volume === maxVolume);
  const minImbalance = Math.min(...tied.map((s) => Math.abs(s.imbalance)));
  tied = tied.filter((s) => Math.abs(s.imbalance) === minImbalance);
  let chosen: (typeof tied)[number];
  if (tied.length === 1) chosen = tied[0]!;
  else if (tied.every((s) => s.imbalance > 0)) chosen = tied[tied.length - 1]!;
  else if (tied.every((s) => s.imbalance < 0)) chosen = tied[0]!;
  else chosen = [...tied].sort((a, b) => Math.abs(a.price - reference) - Math.abs(b.price - reference) || a.price - b.price)[0]!;
  return { price: chosen.price, volume: chosen.volume, buyVolume: chosen.buy, sellVolume: chosen.sell, imbalance: chosen.imbalance };
}

/** How much of each order executes at the IEP (orders absent get nothing). */
export function allocateCross(orders: readonly BookOrder[], cross: CrossResult): Map<string, number> {
  const out = new Map<string, number>();
  if (cross.price === undefined) return out;
  const p = cross.price;
  for (const side of ['buy', 'sell'] as const) {
    const eligible = orders
      .filter((o) => o.side === side && (o.kind === 'AO' || (side === 'buy' ? o.price! >= p : o.price! <= p)))
      .sort((a, b) => {
        if (a.kind !== b.kind) return a.kind === 'AO' ? -1 : 1;
        if (a.kind === 'ALO' && a.price !== b.price) return side === 'buy' ? b.price! - a.price! : a.price! - b.price!;
        return a.seq - b.seq;
      });
    let left = cross.volume;
    for (const o of eligible) {
      if (left <= 0) break;
      const q = Math.min(o.quantity, left);
      out.set(o.id, q);
      left -= q;
    }
  }
  return out;
}

/**
 * The simulation's own pre-opening book for a stock and day: deterministic (seed, code, day),
 * levels around the reference that overlap a little so a price forms; quantities in lots.
 * `grid` rounds a price in units to the instrument's tick grid.
 */
export function syntheticBook(seed: number, code: string, day: number, reference: number, lotSize: number, grid: (units: number) => number): BookOrder[] {
  const rng = new Rng(seed, hashString(code), day, 0x0a0c);
  const out: BookOrder[] = [];
  // Round lots of at least 100 shares (a US lot is one share).
  const unit = lotSize >= 100 ? lotSize : lotSize * 100;
  const lots = (max: number) => (1 + Math.floor(rng.uniform() * max)) * unit;
  const tilt = (rng.uniform() - 0.5) * 0.004; // the day's buy or sell pressure
  for (let k = 0; k < 6; k++) {
    const bid = grid(Math.round(reference * (1 + 0.003 + tilt - k * 0.002)));
    const ask = grid(Math.round(reference * (1 - 0.003 + tilt + k * 0.002)));
    out.push({ id: `s:b${k}`, side: 'buy', kind: 'ALO', price: bid, quantity: lots(20), seq: -100 + k });
    out.push({ id: `s:a${k}`, side: 'sell', kind: 'ALO', price: ask, quantity: lots(20), seq: -100 + k });
  }
  out.push({ id: 's:ao-b', side: 'buy', kind: 'AO', quantity: lots(5), seq: -200 });
  out.push({ id: 's:ao-s', side: 'sell', kind: 'AO', quantity: lots(5), seq: -199 });
  return out;
}

import type { ConditionalKind } from '@app/contracts';

/**
 * Trigger rules of conditional orders (issue 21), pure and allocation-free: the trigger job
 * evaluates every live order on every tick (bench/triggers.ts: 100,000 orders over 500
 * instruments). Prices are whole numbers of the instrument's smallest unit (price x 10^decimals,
 * exact in a double below 2^53), so comparisons are exact.
 *
 * A buy watches the ask, a sell the bid:
 *   limit, take_profit  buy: ask <= limit          sell: bid >= limit
 *   stop, stop_loss     buy: ask >= trigger        sell: bid <= trigger
 *   stop_limit          the stop first (then `working`), then its limit; both at once fire at once
 *   trailing            the stop follows the best price seen (sell: highest bid, buy: lowest ask)
 *                       at `trailAmount` or `trailPercent`; it fires like a stop
 *   market              fires at once (a bracket's entry)
 */
export interface Watch {
  id: number;
  userId: number;
  code: string;
  kind: ConditionalKind;
  direction: number;
  status: 'active' | 'working';
  trigger: number;
  limit: number;
  /** Trailing by amount (units) or by percent (parts per million of the price); 0 when not used. */
  trailUnits: number;
  trailPpm: number;
  /** Trailing: the best price seen so far (units). */
  extreme: number;
  extendedHours: boolean;
  expiresAt: number;
  groupId: number;
  /** 10^decimals of the instrument. */
  scale: number;
  /** True when `extreme` moved since it was last saved. */
  dirty: boolean;
}

export type Verdict = 'fire' | 'work' | undefined;

/** Where a trailing stop stands now (units): a sell's below the best bid, a buy's above the best ask. */
export function trailStop(w: Pick<Watch, 'direction' | 'extreme' | 'trailUnits' | 'trailPpm'>): number {
  if (w.direction === 1) return w.trailPpm > 0 ? Math.floor((w.extreme * (1_000_000 - w.trailPpm)) / 1_000_000) : w.extreme - w.trailUnits;
  return w.trailPpm > 0 ? Math.ceil((w.extreme * (1_000_000 + w.trailPpm)) / 1_000_000) : w.extreme + w.trailUnits;
}

const limitReached = (direction: number, limit: number, bid: number, ask: number) => (direction === 0 ? ask <= limit : bid >= limit);
const stopReached = (direction: number, trigger: number, bid: number, ask: number) => (direction === 0 ? ask >= trigger : bid <= trigger);

/**
 * What a tick at `bid`/`ask` (units) does to a live order: 'fire' (place its order now),
 * 'work' (a stop-limit's stop was reached, its limit not yet) or nothing. A trailing order's
 * best price moves with the tick (and is marked dirty to be saved).
 */
export function evaluate(w: Watch, bid: number, ask: number): Verdict {
  switch (w.kind) {
    case 'market':
      return 'fire';
    case 'limit':
    case 'take_profit':
      return limitReached(w.direction, w.limit, bid, ask) ? 'fire' : undefined;
    case 'stop':
    case 'stop_loss':
      return stopReached(w.direction, w.trigger, bid, ask) ? 'fire' : undefined;
    case 'stop_limit':
      if (w.status === 'working') return limitReached(w.direction, w.limit, bid, ask) ? 'fire' : undefined;
      if (!stopReached(w.direction, w.trigger, bid, ask)) return undefined;
      return limitReached(w.direction, w.limit, bid, ask) ? 'fire' : 'work';
    case 'trailing': {
      const price = w.direction === 1 ? bid : ask;
      if (w.direction === 1 ? price > w.extreme : price < w.extreme) {
        w.extreme = price;
        w.dirty = true;
      }
      return stopReached(w.direction, trailStop(w), bid, ask) ? 'fire' : undefined;
    }
  }
}

/** A decimal price as whole units of `scale` (exact for prices on the instrument's grid). */
export function toUnits(value: string | number, scale: number): number {
  return Math.round(Number(value) * scale);
}

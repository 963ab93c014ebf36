/** Time source, injected everywhere so tests can pin it. Milliseconds since the epoch. */
export interface Clock {
  now(): number;
}

export const systemClock: Clock = { now: () => Date.now() };

/** A clock that only moves when told to. */
export class ManualClock implements Clock {
  private current: number;
  constructor(start: number | Date) {
    this.current = typeof start === 'number' ? start : start.getTime();
  }
  now(): number {
    return this.current;
  }
  set(to: number | Date): void {
    this.current = typeof to === 'number' ? to : to.getTime();
  }
  advance(ms: number): void {
    this.current += ms;
  }
}

/** Real time shifted so that it read `start` when created; it then runs at normal speed. */
export function offsetClock(start: number, base: Clock = systemClock): Clock {
  const offset = start - base.now();
  return { now: () => base.now() + offset };
}

/**
 * A clock that tests can move forward (CLOCK_CONTROL=1, the loopback-only route
 * `POST /web/test/clock`): the base clock plus a shift. Never back: job runs, leases and
 * ledger entries assume that time does not go backwards.
 */
export class MovableClock implements Clock {
  private shift = 0;
  constructor(private readonly base: Clock = systemClock) {}
  now(): number {
    return this.base.now() + this.shift;
  }
  advance(ms: number): void {
    if (!(ms >= 0)) throw new RangeError(`the clock only moves forward (asked to move by ${ms} ms)`);
    this.shift += ms;
  }
}

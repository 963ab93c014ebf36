import type { AuctionWindow } from '@app/contracts';

/** Longest delay setTimeout keeps (about 24.8 days); later phases are timed after a reload. */
const MAX_TIMEOUT = 2 ** 31 - 1;

/**
 * How long from now until the window's next phase begins (no-cancellation, end of input, the
 * cross), plus a second so the server has moved on when the list is read again; undefined once
 * the cross has passed. Counted on the server's clock: `w.now` was the server's time when the
 * window was read, `elapsed` the time since then on this device — the phone's own clock may be
 * minutes off, or the server's a simulated one.
 */
export function nextPhaseDelay(w: Pick<AuctionWindow, 'noCancelAt' | 'inputEnd' | 'crossAt' | 'now'>, elapsed: number): number | undefined {
  const serverNow = w.now + Math.max(0, elapsed);
  const next = [w.noCancelAt, w.inputEnd, w.crossAt].find((at) => at > serverNow);
  return next === undefined ? undefined : Math.min(next - serverNow + 1_000, MAX_TIMEOUT);
}

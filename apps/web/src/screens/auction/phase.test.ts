import { describe, expect, it } from 'vitest';
import { nextPhaseDelay } from './phase.ts';

const MIN = 60_000;
// A US window: input from 09:00, no cancellation from 09:20, frozen from 09:28, the cross at 09:30 (as ms from 0).
const w = { noCancelAt: 20 * MIN, inputEnd: 28 * MIN, crossAt: 30 * MIN };

describe('the auction page times its next phase on the server clock', () => {
  it('counts from the server time the window was read, plus the time since, whatever the phone clock says', () => {
    expect(nextPhaseDelay({ ...w, now: 10 * MIN }, 0)).toBe(10 * MIN + 1_000);
    expect(nextPhaseDelay({ ...w, now: 10 * MIN }, 4 * MIN)).toBe(6 * MIN + 1_000);
    expect(nextPhaseDelay({ ...w, now: 20 * MIN }, 0)).toBe(8 * MIN + 1_000);
    expect(nextPhaseDelay({ ...w, now: 29 * MIN }, 30_000)).toBe(30_000 + 1_000);
    // A clock that jumped backwards on the device counts as no time passed.
    expect(nextPhaseDelay({ ...w, now: 10 * MIN }, -5 * MIN)).toBe(10 * MIN + 1_000);
  });

  it('has nothing to time once the cross has passed, and caps what setTimeout can hold', () => {
    expect(nextPhaseDelay({ ...w, now: 30 * MIN }, 0)).toBeUndefined();
    expect(nextPhaseDelay({ noCancelAt: 40 * 86_400_000, inputEnd: 41 * 86_400_000, crossAt: 42 * 86_400_000, now: 0 }, 0)).toBe(2 ** 31 - 1);
  });
});

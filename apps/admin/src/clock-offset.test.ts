import { describe, expect, it } from 'vitest';
import { offsetOf } from './clock-offset.ts';

describe("the server's time in the back office (issue 30.8)", () => {
  it('is the computer clock plus the offset read, half the round trip added', () => {
    // A demo server whose clock started 14 days back; the answer took 200 ms to come back.
    const fourteenDays = 14 * 86_400_000;
    const sentAt = 1_800_000_000_000;
    const receivedAt = sentAt + 200;
    const serverNow = sentAt + 100 - fourteenDays;
    expect(offsetOf(serverNow, sentAt, receivedAt)).toBe(-fourteenDays);
    expect(offsetOf(receivedAt - 100, sentAt, receivedAt)).toBe(0);
  });
});

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

describe('moments as the app writes them (issue 30.7)', () => {
  it('in each language', async () => {
    const { formatDateTime } = await import('./format.ts');
    const at = new Date(2026, 10, 21, 14, 5, 9).getTime(); // local time, as the operator's screen shows it
    expect(formatDateTime(at, 'es')).toBe('21/11/2026 02:05:09 PM');
    expect(formatDateTime(at, 'en')).toBe('11/21/2026 02:05:09 PM');
    expect(formatDateTime(at, 'zh')).toBe('2026-11-21 14:05:09');
  });
});

import { useEffect, useState } from 'react';

/**
 * Server time. Quotes and transfers carry server times (validUntil, settlesAt), and the
 * server clock may differ from the phone's (a simulated clock in demos and tests), so
 * countdowns run on the phone clock plus the last known offset.
 */
let offsetMs = 0;

/** Remembers the offset from a server time read just now (a `time` or `createdAt` field). */
export function noteServerTime(serverMs: number | undefined): void {
  if (serverMs && Number.isFinite(serverMs)) offsetMs = serverMs - Date.now();
}

export const serverNow = (): number => Date.now() + offsetMs;

/** The server time, ticking every `intervalMs` while `active`. */
export function useServerNow(active: boolean, intervalMs = 1000): number {
  const [now, setNow] = useState(serverNow);
  useEffect(() => {
    if (!active) return;
    setNow(serverNow());
    const timer = setInterval(() => setNow(serverNow()), intervalMs);
    return () => clearInterval(timer);
  }, [active, intervalMs]);
  return now;
}

import { useEffect, useState } from 'react';

/**
 * False on the first render, true once the browser has been idle after it (or after `maxWaitMs`):
 * heavy parts below what the visitor came to see (the quote page's chart library and canvas)
 * start after the price header has painted, in their own tasks, instead of in the same one.
 */
export function useAfterFirstPaint(maxWaitMs = 1500): boolean {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    if (typeof window.requestIdleCallback !== 'function') {
      const timer = window.setTimeout(() => setReady(true), 0);
      return () => window.clearTimeout(timer);
    }
    const handle = window.requestIdleCallback(() => setReady(true), { timeout: maxWaitMs });
    return () => window.cancelIdleCallback(handle);
  }, [maxWaitMs]);
  return ready;
}

import { adminBackofficeApi } from '@app/contracts';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { adminCall } from './api.ts';
import { offsetOf } from './clock-offset.ts';


/** The server's time now, ticking every `intervalMs` (the offset read again every 5 minutes). */
export function useServerNow(intervalMs = 30_000): number {
  const offset = useQuery({
    queryKey: ['admin', 'clock'],
    queryFn: async ({ signal }) => {
      const sentAt = Date.now();
      const { now } = await adminCall(adminBackofficeApi.clock, {}, {}, signal);
      return offsetOf(now, sentAt, Date.now());
    },
    staleTime: 5 * 60_000,
    refetchInterval: 5 * 60_000,
  });
  const [tick, setTick] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setTick(Date.now()), intervalMs);
    return () => clearInterval(timer);
  }, [intervalMs]);
  return tick + (offset.data ?? 0);
}

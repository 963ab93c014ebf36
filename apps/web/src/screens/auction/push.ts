import type { AuctionIndicativePush } from '@app/contracts';

/**
 * An indicative update of the push socket (topic auction:<code>), checked by hand: zod
 * schemas are inert in the web bundle (src/lib/zod-inert.ts: validating with one throws),
 * and the server sends this shape.
 */
export function isIndicativePush(data: unknown): data is AuctionIndicativePush {
  const d = data as Partial<AuctionIndicativePush> | null;
  return (
    typeof d === 'object' &&
    d !== null &&
    typeof d.code === 'string' &&
    typeof d.indicativeVolume === 'number' &&
    typeof d.imbalance === 'number' &&
    (d.indicativePrice === undefined || typeof d.indicativePrice === 'number') &&
    typeof d.window === 'object' &&
    d.window !== null
  );
}

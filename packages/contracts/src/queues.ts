import { z } from 'zod';
import { timeMs } from './ids.ts';

/**
 * Search, filters and sort every review queue takes (issue 20). `keyword` is a user (id,
 * username or email), a reference (order number) or an amount; dates bound the arrival
 * (from inclusive, to exclusive). Pending items come oldest first unless `sort` says otherwise.
 */
export const queueFilters = z.object({
  keyword: z.string().trim().max(100).optional().describe('user id, username or email; reference (order number); or an amount (e.g. 1500.00)'),
  currency: z
    .string()
    .trim()
    .regex(/^[A-Za-z]{3,5}$/)
    .transform((value) => value.toUpperCase())
    .optional(),
  from: timeMs.optional().describe('arrived at or after this time (ms)'),
  to: timeMs.optional().describe('arrived before this time (ms)'),
  sort: z.enum(['oldest', 'newest']).optional().describe('default: oldest first for pending, newest first otherwise'),
});
export type QueueFilters = z.infer<typeof queueFilters>;

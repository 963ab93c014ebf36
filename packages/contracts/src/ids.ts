import { z } from 'zod';

/**
 * Row ids. Every id column a caller can name is a PostgreSQL `integer` (ledger
 * transaction ids are `bigint` but no call takes one), so an id is 1..2^31-1: anything
 * else is refused by validation (422) instead of overflowing the column (a 500).
 */
export const MAX_DB_ID = 2_147_483_647;

/** An id in a query or body (numbers or digit strings, as forms and query strings send them). */
export const dbId = z.coerce.number().int().positive().max(MAX_DB_ID);
/** An id in a JSON-only message (WebSocket), where strings are not accepted. */
export const dbIdNumber = z.number().int().positive().max(MAX_DB_ID);
/** An id in a URL path (`/article/{id}`): digits only; it stays a string for the handler. */
export const dbIdParam = z
  .string()
  .regex(/^\d{1,10}$/)
  .refine((value) => Number(value) >= 1 && Number(value) <= MAX_DB_ID, { message: 'id out of range' });

/** Latest instant a JavaScript Date holds (ms): time filters above it are refused (422), not a 500. */
export const MAX_TIME_MS = 8_640_000_000_000_000;
/** A time filter in ms since 1970 (query or body). */
export const timeMs = z.coerce.number().int().nonnegative().max(MAX_TIME_MS);

/** Names of fields and path parameters that hold row ids: `id`, `ids`, `userId`, `conversationId`... */
export const isIdName = (name: string): boolean => /^(id|ids)$|Ids?$/.test(name);

/** Path parameter names of a contract path: `/admin/kyc/{id}` -> ['id']. */
export const pathParamNames = (path: string): string[] => [...path.matchAll(/\{(\w+)\}/g)].map((m) => m[1]!);

/**
 * The schema of a contract path's parameters: ids (by name) must be valid ids; other
 * parameters (e.g. a stock code) are non-empty strings of at most 100 characters.
 * Undefined for a path without parameters.
 */
export function pathParamsSchema(path: string): z.ZodObject | undefined {
  const names = pathParamNames(path);
  if (names.length === 0) return undefined;
  return z.object(Object.fromEntries(names.map((name) => [name, isIdName(name) ? dbIdParam : z.string().min(1).max(100)])));
}

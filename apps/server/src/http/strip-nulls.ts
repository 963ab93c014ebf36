import { tooDeep, MAX_JSON_DEPTH } from './input-limits.ts';

/**
 * Drops null and undefined fields, deeply (DESIGN section 4: null fields are dropped on
 * both sides). Array elements that are null stay, so positions keep their meaning.
 * Walks at most MAX_JSON_DEPTH (+ a margin for our own answers) levels: deeper input
 * answers 400 instead of overflowing the stack.
 */
export function stripNulls<T>(value: T, depth = 0): T {
  if (value === null || typeof value !== 'object' || value instanceof Date || Buffer.isBuffer(value)) return value;
  if (depth > MAX_JSON_DEPTH * 2) throw tooDeep();
  if (Array.isArray(value)) return value.map((item) => (item === null ? item : stripNulls(item, depth + 1))) as T;
  const out: Record<string, unknown> = {};
  for (const [key, field] of Object.entries(value)) {
    if (field === null || field === undefined) continue;
    out[key] = stripNulls(field, depth + 1);
  }
  return out as T;
}

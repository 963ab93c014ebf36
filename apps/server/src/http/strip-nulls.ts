/**
 * Drops null and undefined fields, deeply (DESIGN section 4: null fields are dropped on
 * both sides). Array elements that are null stay, so positions keep their meaning.
 */
export function stripNulls<T>(value: T): T {
  if (Array.isArray(value)) return value.map((item) => (item === null ? item : stripNulls(item))) as T;
  if (value === null || typeof value !== 'object' || value instanceof Date || Buffer.isBuffer(value)) return value;
  const out: Record<string, unknown> = {};
  for (const [key, field] of Object.entries(value)) {
    if (field === null || field === undefined) continue;
    out[key] = stripNulls(field);
  }
  return out as T;
}

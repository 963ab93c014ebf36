/** PostgreSQL's (and PGlite's) error fields that the services look at. */
interface PgError {
  code?: string;
  constraint?: string;
  message?: string;
  detail?: string;
}

/**
 * A unique violation (23505), of the named index or constraint when one is given. PGlite
 * does not always fill `constraint`, so the name is also looked for in the message.
 */
export function isUniqueViolation(error: unknown, index?: string): boolean {
  const e = (error ?? {}) as PgError;
  if (e.code !== '23505') return false;
  return index === undefined || e.constraint === index || `${e.message ?? ''} ${e.detail ?? ''}`.includes(index);
}

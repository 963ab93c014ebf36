/**
 * Stable error codes. The server maps each to an HTTP status and a localized message
 * in one place (apps/server/src/http/errors.ts); clients may branch on them.
 */
export const ErrorCode = {
  BAD_REQUEST: 400,
  VALIDATION: 422,
  UNAUTHORIZED: 401,
  LOGIN_EXPIRED: 401,
  FORBIDDEN: 403,
  ACCOUNT_FROZEN: 403,
  NOT_FOUND: 404,
  URL_NOT_FOUND: 404,
  CONFLICT: 409,
  IDEMPOTENCY_MISMATCH: 409,
  RATE_LIMITED: 429,
  PAYLOAD_TOO_LARGE: 413,
  INTERNAL: 500,
} as const satisfies Record<string, number>;
export type ErrorCode = keyof typeof ErrorCode;

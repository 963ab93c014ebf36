import { accountErrors } from './accounts.ts';
import { twoFactorErrors } from './twofactor.ts';
import { adminErrors } from './admin.ts';
import { chatErrors } from './chat.ts';
import { fundingErrors } from './funding.ts';
import { jobsErrors } from './jobs.ts';
import { marketErrors } from './market.ts';
import { newsErrors } from './news.ts';
import { tradingErrors } from './trading.ts';
import { walletErrors } from './wallet.ts';
import { termsErrors } from './terms.ts';
import { accessKeysErrors } from './access-keys.ts';
import { bondsErrors } from './bonds.ts';
import { loansErrors } from './loans.ts';
import { fundsErrors } from './funds.ts';
import { ipoErrors } from './ipo.ts';
import { placingErrors } from './placing.ts';
import { auctionErrors } from './auction.ts';
import { backofficeErrors } from './backoffice.ts';
import { miningErrors } from './mining.ts';
import { blocktradeErrors } from './blocktrade.ts';
import { strategiesErrors } from './strategies.ts';
import { followErrors } from './follow.ts';
import { quantErrors } from './quant.ts';
import { alertsErrors } from './alerts.ts';
import { documentsErrors } from './documents.ts';

/**
 * Error codes every area may answer, with their HTTP status. Each area declares its own
 * codes next to its calls (`<area>Errors` in `<area>.ts`); `ERRORS` merges them all.
 * The server takes a failure's status from `ERRORS` alone; clients branch on the codes.
 */
export const commonErrors = {
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
  REQUEST_TIMEOUT: 408, // the request was not received in time (Node's HTTP parser)
  URI_TOO_LONG: 414, // a path parameter over the router's maxParamLength
  UNSUPPORTED_MEDIA_TYPE: 415, // a body the call does not take (e.g. JSON sent as text/plain)
  HEADERS_TOO_LARGE: 431, // a URL or headers over Node's maxHeaderSize (16 KB)
  INTERNAL: 500,
  BUSY: 503, // the database stayed busy: try again
  SHUTTING_DOWN: 503, // the process is closing: try again (another process answers)
} as const satisfies Record<string, number>;

/**
 * Every error code the API answers, with its HTTP status: one line per area (a new area
 * adds `...<area>Errors,`). A code declared by two areas must carry the same status
 * (apps/server/test/foundation/errors.test.ts checks every exported `<area>Errors`).
 */
export const ERRORS = {
  ...commonErrors,
  ...accountErrors,
  ...twoFactorErrors,
  ...adminErrors,
  ...chatErrors,
  ...fundingErrors,
  ...jobsErrors,
  ...marketErrors,
  ...newsErrors,
  ...tradingErrors,
  ...walletErrors,
  ...termsErrors,
  ...accessKeysErrors,
  ...bondsErrors,
  ...loansErrors,
  ...fundsErrors,
  ...ipoErrors,
  ...placingErrors,
  ...auctionErrors,
  ...backofficeErrors,
  ...miningErrors,
  ...blocktradeErrors,
  ...strategiesErrors,
  ...followErrors,
  ...quantErrors,
  ...alertsErrors,
  ...documentsErrors,
} as const satisfies Record<string, number>;
export type ErrorCode = keyof typeof ERRORS;

/** Each declared code by name, for clients to match on: `error.errorCode === ERROR_CODES.KYC_REQUIRED`. */
export const ERROR_CODES = /* @__PURE__ */ codesOf(ERRORS);

function codesOf<T extends Record<string, number>>(errors: T): { readonly [K in keyof T]: K } {
  return Object.fromEntries(Object.keys(errors).map((code) => [code, code])) as { readonly [K in keyof T]: K };
}

/** Whether a value (e.g. an envelope's `data.error`) is a declared code. */
export const isErrorCode = (value: unknown): value is ErrorCode => typeof value === 'string' && Object.hasOwn(ERRORS, value);

/** The HTTP status of a declared code. */
export const statusOf = (code: ErrorCode): number => ERRORS[code];


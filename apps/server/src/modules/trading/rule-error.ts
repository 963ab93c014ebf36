import type { ErrorCode } from '@app/contracts';

/**
 * A broken trading rule, as a value the pure rules throw: a stable code (the envelope's
 * `data.error`), the field it is about and the parameters of its message. The service
 * turns it into an AppError with the localized text (messages.ts).
 */
export class RuleError extends Error {
  constructor(
    /** A code declared in the contracts (tradingErrors; its HTTP status comes from there). */
    readonly code: ErrorCode,
    readonly params: Record<string, string | number> = {},
    readonly field?: string,
    /** Another text of the same code (errorTexts key), when the code's own names what is not known. */
    readonly textKey?: string,
  ) {
    super(`${code} ${JSON.stringify(params)}`);
    this.name = 'RuleError';
  }
}

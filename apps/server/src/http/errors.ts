import { ERRORS, type ErrorCode, type LocalizedText } from '@app/contracts';
import { common } from '../i18n/common.ts';
import type { TextParams } from '../i18n/text.ts';

/**
 * An expected failure: a stable code (the envelope's `data.error`) declared in the
 * contracts' ERRORS registry, and a text in three languages. The HTTP status is the
 * registry's for that code, nowhere else (an undeclared code does not compile).
 * Thrown by services, turned into the envelope in one place (http/envelope.ts).
 */
export class AppError extends Error {
  readonly status: number;
  constructor(
    readonly error: ErrorCode,
    readonly text: LocalizedText,
    readonly params: TextParams = {},
    options: { field?: string | undefined; challenge?: string | undefined } = {},
  ) {
    super(text.en);
    this.name = 'AppError';
    this.status = ERRORS[error];
    this.field = options.field;
    this.challenge = options.challenge;
  }
  readonly field: string | undefined;
  /** TWO_FACTOR_REQUIRED: the login challenge the client completes with a code (envelope `data.challenge`). */
  readonly challenge: string | undefined;
}

export const errors = {
  notFound: (text: LocalizedText = common.notFound, params?: TextParams) => new AppError('NOT_FOUND', text, params),
  unauthorized: () => new AppError('LOGIN_EXPIRED', common.loginExpired),
  forbidden: () => new AppError('FORBIDDEN', common.forbidden),
  /** An operator without any of the roles a call needs (`roles` of its contract). */
  roleRequired: (roles: readonly string[]) =>
    new AppError('FORBIDDEN', common.roleRequired, { roles: roles.join(' / ') }),
  frozen: () => new AppError('ACCOUNT_FROZEN', common.accountFrozen),
  idempotencyMismatch: () => new AppError('IDEMPOTENCY_MISMATCH', common.idempotencyMismatch),
};

import { ErrorCode, type LocalizedText } from '@app/contracts';
import { common } from '../i18n/common.ts';
import type { TextParams } from '../i18n/text.ts';

/**
 * An expected failure: a stable code (the envelope's `data.error`), the HTTP status
 * that code maps to, and a text in three languages. Thrown by services, turned into
 * the envelope in one place (http/envelope.ts).
 */
export class AppError extends Error {
  readonly status: number;
  constructor(
    readonly error: ErrorCode | (string & {}),
    readonly text: LocalizedText,
    readonly params: TextParams = {},
    options: { status?: number; field?: string } = {},
  ) {
    super(text.en);
    this.name = 'AppError';
    this.status = options.status ?? (error in ErrorCode ? ErrorCode[error as ErrorCode] : 400);
    this.field = options.field;
  }
  readonly field: string | undefined;
}

export const errors = {
  notFound: (text: LocalizedText = common.notFound, params?: TextParams) => new AppError('NOT_FOUND', text, params),
  unauthorized: () => new AppError('LOGIN_EXPIRED', common.loginExpired),
  forbidden: () => new AppError('FORBIDDEN', common.forbidden),
  frozen: () => new AppError('ACCOUNT_FROZEN', common.accountFrozen),
  idempotencyMismatch: () => new AppError('IDEMPOTENCY_MISMATCH', common.idempotencyMismatch),
};

import { DEFAULT_LOCALE, localeFromLangHeader, SUCCESS_CODE, type Locale } from '@app/contracts';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { common } from '../i18n/common.ts';
import { render } from '../i18n/text.ts';
import { AppError } from './errors.ts';
import { frameworkTexts } from './framework-errors.ts';
import { stripNulls } from './strip-nulls.ts';
import { validationMessage } from './validation.ts';

/** Largest request body (JSON or form) Fastify reads: 1 MiB. Files have their own limit (UPLOAD_LIMIT_BYTES). */
export const BODY_LIMIT_BYTES = 1024 * 1024;

export interface ErrorBody {
  code: number;
  msg: string;
  data: { error: string; field?: string; requestId: string; challenge?: string };
}

function errorBody(req: FastifyRequest, status: number, error: string, msg: string, field?: string, challenge?: string): ErrorBody {
  return { code: status, msg, data: { error, ...(field ? { field } : {}), requestId: String(req.id), ...(challenge ? { challenge } : {}) } };
}

/**
 * The one place where failures become the `{code,msg,data}` envelope: expected
 * failures keep their code and localized text; anything else is logged with its stack
 * and answered as a plain 500, so no stack trace ever reaches a client.
 */
export function installEnvelope(app: FastifyInstance): void {
  app.decorateRequest('locale', DEFAULT_LOCALE);
  app.addHook('onRequest', (req, _reply, done) => {
    const header = req.headers.lang;
    req.locale = localeFromLangHeader(Array.isArray(header) ? header[0] : header);
    done();
  });

  // Null fields are dropped on the way in (before validation) and on the way out.
  app.addHook('preValidation', async (req) => {
    if (req.body && typeof req.body === 'object' && !Buffer.isBuffer(req.body) && !isMultipart(req)) {
      req.body = stripNulls(req.body);
    }
  });
  app.addHook('preSerialization', async (_req, _reply, payload) => stripNulls(payload));

  app.setErrorHandler((error: FastifyError, req, reply) => {
    const body = toErrorBody(error, req);
    // The client closed the connection while the answer streamed (a page moved on while an
    // asset was on its way): nobody waits for this answer and nothing failed here.
    if (error.code === 'ERR_STREAM_PREMATURE_CLOSE') req.log.info({ url: req.url }, 'client closed the connection');
    else if (body.code >= 500) req.log.error({ err: error }, 'request failed');
    else req.log.info({ error: body.data.error, status: body.code }, 'request refused');
    return reply.status(body.code).send(body);
  });

  app.setNotFoundHandler((req, reply) => {
    const body = errorBody(req, 404, 'URL_NOT_FOUND', render(common.urlNotFound, req.locale));
    return reply.status(404).send(body);
  });
}

function isMultipart(req: FastifyRequest): boolean {
  return String(req.headers['content-type'] ?? '').startsWith('multipart/');
}

function toErrorBody(error: FastifyError, req: FastifyRequest): ErrorBody {
  const locale: Locale = req.locale ?? DEFAULT_LOCALE;
  if (error instanceof AppError) {
    return errorBody(req, error.status, error.error, render(error.text, locale, error.params), error.field, error.challenge);
  }
  if (hasZodFastifySchemaValidationErrors(error)) {
    // A malformed or out-of-range id in the URL path names nothing: not found.
    if ((error as { validationContext?: string }).validationContext === 'params') return errorBody(req, 404, 'NOT_FOUND', render(common.notFound, locale));
    const { msg, field } = validationMessage(error.validation, locale);
    return errorBody(req, 422, 'VALIDATION', msg, field);
  }
  if (error.statusCode === 429) return errorBody(req, 429, 'RATE_LIMITED', render(common.rateLimited, locale));
  // The limit said is the one that refused: an uploaded file (5M, SPEC section 9) or a JSON body (1M).
  if (error.code === 'FST_REQ_FILE_TOO_LARGE') return errorBody(req, 413, 'PAYLOAD_TOO_LARGE', render(common.payloadTooLarge, locale, { limit: 5 }));
  if (error.statusCode === 413) return errorBody(req, 413, 'PAYLOAD_TOO_LARGE', render(common.payloadTooLarge, locale, { limit: BODY_LIMIT_BYTES / (1024 * 1024) }));
  if (error.statusCode === 415) return errorBody(req, 415, 'UNSUPPORTED_MEDIA_TYPE', render(common.unsupportedMediaType, locale));
  if (error.statusCode === 503) return errorBody(req, 503, 'SHUTTING_DOWN', render(frameworkTexts.shuttingDown, locale));
  if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
    // Malformed JSON, wrong content type and the like: the client's fault, said plainly.
    return errorBody(req, 400, 'BAD_REQUEST', render(common.badJson, locale));
  }
  return errorBody(req, 500, 'INTERNAL', render(common.internal, locale));
}

/** Success envelope. */
export function ok<T>(data: T, req: FastifyRequest): { code: number; msg: string; data: T } {
  return { code: SUCCESS_CODE, msg: render(common.success, req.locale), data };
}

export type { FastifyReply };

declare module 'fastify' {
  interface FastifyRequest {
    locale: Locale;
  }
}

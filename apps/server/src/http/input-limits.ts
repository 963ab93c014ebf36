import { unsafeTextPath } from '@app/contracts';
import type { FastifyInstance } from 'fastify';
import { fieldLabel } from '../i18n/fields.ts';
import { defineTexts } from '../i18n/text.ts';
import { AppError } from './errors.ts';

/** Deepest nesting of objects and arrays a JSON body may have. */
export const MAX_JSON_DEPTH = 32;
/** Most parameters a query string may have. */
export const MAX_QUERY_PARAMS = 100;

export const limitTexts = defineTexts({
  tooDeep: {
    es: 'El cuerpo de la solicitud está anidado demasiado (máximo {max} niveles)',
    en: 'The request body is nested too deeply (at most {max} levels)',
    zh: '请求体嵌套层级过深（最多 {max} 层）',
  },
  tooManyParams: {
    es: 'La solicitud tiene demasiados parámetros (máximo {max})',
    en: 'The request has too many parameters (at most {max})',
    zh: '请求参数过多（最多 {max} 个）',
  },
  unsafeText: {
    es: 'El campo «{field}» contiene caracteres no válidos',
    en: 'The field "{field}" contains characters that are not allowed',
    zh: '字段“{field}”包含不允许的字符',
  },
});

export const tooDeep = () => new AppError('BAD_REQUEST', limitTexts.tooDeep, { max: MAX_JSON_DEPTH });

/**
 * The deepest nesting of `[` and `{` in a JSON text, counted in one pass without
 * recursion (brackets inside strings do not count). Stops early past `limit`.
 */
export function jsonDepth(text: string, limit = Number.POSITIVE_INFINITY): number {
  let depth = 0;
  let deepest = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === 0x5c /* \ */) i++;
      else if (c === 0x22 /* " */) inString = false;
    } else if (c === 0x22) inString = true;
    else if (c === 0x7b /* { */ || c === 0x5b /* [ */) {
      depth++;
      if (depth > deepest) {
        deepest = depth;
        if (deepest > limit) return deepest;
      }
    } else if (c === 0x7d /* } */ || c === 0x5d /* ] */) depth--;
  }
  return deepest;
}

/**
 * Bounds what reaches the handlers before anything walks it: JSON bodies deeper than
 * MAX_JSON_DEPTH and query strings with more than MAX_QUERY_PARAMS parameters answer
 * 400 with a localized message (the body size is bounded by Fastify's bodyLimit).
 * JSON is then parsed by Fastify's own parser (prototype-poisoning checks included).
 */
export function installInputLimits(app: FastifyInstance): void {
  // No call takes text/plain: JSON sent as text answers 415 (Fastify's default parser made
  // it a string, refused with 422 naming an empty field).
  app.removeContentTypeParser('text/plain');
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (req, body, done) => {
    const text = typeof body === 'string' ? body : body.toString('utf8');
    if (jsonDepth(text, MAX_JSON_DEPTH) > MAX_JSON_DEPTH) {
      done(tooDeep(), undefined);
      return;
    }
    // Fastify's parser answers through `done` (its type also allows a promise; this one returns none).
    void parseJson(req, text, done);
  });
  app.addHook('onRequest', (req, _reply, done) => {
    const q = req.url.indexOf('?');
    if (q !== -1) {
      let params = 1;
      for (let i = q + 1; i < req.url.length; i++) if (req.url.charCodeAt(i) === 0x26 /* & */ && ++params > MAX_QUERY_PARAMS) break;
      if (params > MAX_QUERY_PARAMS) {
        done(new AppError('BAD_REQUEST', limitTexts.tooManyParams, { max: MAX_QUERY_PARAMS }));
        return;
      }
    }
    done();
  });
  // U+0000 and lone surrogates (contracts' unsafeTextPath) are refused in the query, the path
  // and the body of every route, after authentication and validation and before any handler,
  // so none reaches the database (it answered 500 there). 422 VALIDATION naming the field.
  app.addHook('preHandler', (req, _reply, done) => {
    const where = [req.params, req.query, req.body].map(unsafeTextPath).find((path) => path !== undefined);
    if (where === undefined) {
      done();
      return;
    }
    const field = fieldLabel(where.split('.').at(-1) ?? '', req.locale);
    done(new AppError('VALIDATION', limitTexts.unsafeText, { field }, { field: where }));
  });
}

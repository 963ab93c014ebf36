import crypto from 'node:crypto';
import http from 'node:http';
import type { Socket } from 'node:net';
import { ERRORS, localeFromLangHeader, type ErrorCode, type LocalizedText, type Locale } from '@app/contracts';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { defineTexts, render } from '../i18n/text.ts';

/**
 * Answers of the layers under the app's error handler (Node's HTTP parser, Fastify's router,
 * the shutdown gate), which Fastify writes as its own JSON and with the path echoed back.
 * Here they are the same `{code, msg, data}` envelope as every other answer, localized, and
 * they never repeat the request.
 */
export const frameworkTexts = defineTexts({
  badUrl: { es: 'La dirección de la solicitud no es válida', en: 'The request URL is not valid', zh: '请求地址无效' },
  uriTooLong: { es: 'La dirección de la solicitud es demasiado larga', en: 'The request URL is too long', zh: '请求地址过长' },
  headersTooLarge: {
    es: 'La dirección o los encabezados de la solicitud son demasiado grandes',
    en: 'The request URL or headers are too large',
    zh: '请求地址或请求头过大',
  },
  badRequest: { es: 'La solicitud no es válida', en: 'The request is not valid', zh: '请求无效' },
  timeout: { es: 'La solicitud tardó demasiado', en: 'The request took too long', zh: '请求超时' },
  shuttingDown: {
    es: 'El servidor se está reiniciando, inténtalo de nuevo en un momento',
    en: 'The server is restarting, please try again in a moment',
    zh: '服务器正在重启，请稍后再试',
  },
});

/** The envelope of a failure (the shape of envelope.ts's, for layers that have no request object). */
export function failureBody(code: ErrorCode, text: LocalizedText, locale: Locale, requestId: string) {
  return { code: ERRORS[code], msg: render(text, locale), data: { error: code, requestId } };
}

/** Fastify's `frameworkErrors`: a URL that does not decode, a path parameter over maxParamLength. */
export function frameworkErrors(error: FastifyError, req: FastifyRequest, reply: FastifyReply): void {
  const header = req.headers.lang;
  const locale = localeFromLangHeader(Array.isArray(header) ? header[0] : header);
  const body =
    error.code === 'FST_ERR_MAX_PARAM_LENGTH'
      ? failureBody('URI_TOO_LONG', frameworkTexts.uriTooLong, locale, String(req.id))
      : failureBody('BAD_REQUEST', frameworkTexts.badUrl, locale, String(req.id));
  req.log.info({ error: error.code, status: body.code }, 'request refused');
  void reply.status(body.code).send(body);
}

/** The `lang` header of the bytes the parser choked on, when it got that far. */
function langOf(rawPacket: unknown): Locale {
  if (!Buffer.isBuffer(rawPacket)) return localeFromLangHeader(undefined);
  const match = /\r\nlang:[ \t]*([\w-]{1,20})/i.exec(rawPacket.subarray(0, 64 * 1024).toString('latin1'));
  return localeFromLangHeader(match?.[1]);
}

/**
 * Fastify's `clientErrorHandler`: what Node's HTTP parser refuses before there is a request
 * (a URL or headers over maxHeaderSize: 431; a request that timed out: 408; garbage: 400),
 * written on the raw socket as the envelope, then the connection is closed.
 */
export function clientErrorHandler(this: { log: { trace(obj: object, msg: string): void } }, err: NodeJS.ErrnoException & { rawPacket?: unknown }, socket: Socket): void {
  if (err.code === 'ECONNRESET' || socket.destroyed) return;
  const locale = langOf(err.rawPacket);
  const requestId = crypto.randomUUID();
  const body =
    err.code === 'HPE_HEADER_OVERFLOW'
      ? failureBody('HEADERS_TOO_LARGE', frameworkTexts.headersTooLarge, locale, requestId)
      : err.code === 'ERR_HTTP_REQUEST_TIMEOUT'
        ? failureBody('REQUEST_TIMEOUT', frameworkTexts.timeout, locale, requestId)
        : failureBody('BAD_REQUEST', frameworkTexts.badRequest, locale, requestId);
  this.log.trace({ err }, 'client error');
  if (socket.writable) {
    const json = JSON.stringify(body);
    socket.write(
      `HTTP/1.1 ${body.code} ${http.STATUS_CODES[body.code]}\r\nContent-Length: ${Buffer.byteLength(json)}\r\n` +
        `Content-Type: application/json; charset=utf-8\r\nCache-Control: no-store\r\nX-Content-Type-Options: nosniff\r\nConnection: close\r\n\r\n${json}`,
    );
  }
  socket.destroy(err);
}

/** Most bytes of a refused body read and thrown away so that its sender sees the answer. */
const DRAIN_MAX_BYTES = 32 * 1024 * 1024;
const DRAIN_MAX_MS = 15_000;

/** True when a request announced a body that has not been read to its end. */
export function hasUnreadBody(raw: http.IncomingMessage): boolean {
  if (raw.complete || raw.readableEnded) return false;
  return raw.headers['transfer-encoding'] !== undefined || Number(raw.headers['content-length'] ?? 0) > 0;
}

/**
 * Reads and discards the rest of a request body that will not be used (over the size limit).
 * Answering and closing while the client is still sending makes the kernel reset the
 * connection, and the client then loses the answer (half of the 2 MB bodies did). Past
 * DRAIN_MAX_BYTES or DRAIN_MAX_MS it gives up; the connection then closes after the answer.
 * Resolves true when the whole body was read.
 */
export function drainBody(raw: http.IncomingMessage): Promise<boolean> {
  return new Promise((resolve) => {
    let bytes = 0;
    const finish = (whole: boolean) => {
      clearTimeout(timer);
      raw.off('data', onData).off('end', onEnd).off('error', onError).off('close', onError);
      resolve(whole);
    };
    const onData = (chunk: Buffer) => {
      bytes += chunk.length;
      if (bytes > DRAIN_MAX_BYTES) finish(false);
    };
    const onEnd = () => finish(true);
    const onError = () => finish(false);
    const timer = setTimeout(() => finish(false), DRAIN_MAX_MS);
    raw.on('data', onData).on('end', onEnd).on('error', onError).on('close', onError);
    raw.resume();
  });
}

/** What the serializer reads of a request (Fastify passes its request; typed loosely). */
interface LoggedRequest {
  method?: string | undefined;
  url?: string | undefined;
  host?: string | undefined;
  ip?: string | undefined;
  socket?: { remotePort?: number | undefined } | null | undefined;
}

/** Query parameters whose values are secrets: they never reach the log. */
const SECRET_PARAMS = new Set(['token', 'access_token', 'accesstoken', 'auth', 'authorization', 'apikey', 'api_key', 'key', 'secret', 'password', 'sig', 'signature']);
export const REDACTED = '[REDACTED]';

/**
 * The URL with the values of secret query parameters (`?token=...` of the push socket
 * and the like) replaced by [REDACTED]; the rest of the URL is kept as sent.
 */
export function redactUrl(url: string): string {
  const q = url.indexOf('?');
  if (q === -1) return url;
  const hash = url.indexOf('#', q);
  const query = url.slice(q + 1, hash === -1 ? undefined : hash);
  const parts = query.split('&').map((part) => {
    const eq = part.indexOf('=');
    const rawName = eq === -1 ? part : part.slice(0, eq);
    let name = rawName;
    try {
      name = decodeURIComponent(rawName.replace(/\+/g, ' '));
    } catch {
      // a malformed escape: judge the raw name
    }
    return SECRET_PARAMS.has(name.trim().toLowerCase()) && eq !== -1 ? `${rawName}=${REDACTED}` : part;
  });
  return `${url.slice(0, q)}?${parts.join('&')}${hash === -1 ? '' : url.slice(hash)}`;
}

/**
 * Pino serializers for the server's logger: Fastify's request fields, with the URL's
 * secret query parameters redacted.
 */
export const logSerializers = {
  req(req: LoggedRequest) {
    return {
      method: req.method,
      url: req.url === undefined ? undefined : redactUrl(req.url),
      host: req.host,
      remoteAddress: req.ip,
      remotePort: req.socket?.remotePort,
    };
  },
};

/** Paths pino masks in any logged object (headers, and `token` fields one or two levels deep). */
export const REDACT_PATHS = ['req.headers.authorization', 'token', '*.token', 'headers.authorization'];

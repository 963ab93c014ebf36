import { envelope, type RouteDef } from '@app/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { AppContext } from '../../context.ts';
import { authenticate } from '../../http/auth.ts';
import { ok } from '../../http/envelope.ts';
import { API_PREFIX } from '../../http/route.ts';
import { CachedResponse, COMPRESS_THRESHOLD, negotiateEncoding } from '../../http/cached-response.ts';

export interface HotInput<D extends RouteDef> {
  query: z.output<NonNullable<D['query']>>;
  req: FastifyRequest;
}

/**
 * A public GET list served as a ready-made JSON string. Same contract, validation,
 * authentication, envelope and OpenAPI entry as registerRoute, but an anonymous
 * caller's answer is cached by `key` for the current quote snapshot (one second), so
 * the hottest lists cost a map lookup instead of building and serializing rows. A
 * caller with a token gets rows flagged with their watchlist, built per request.
 * Cached answers are kept as bytes, with their gzip and brotli forms made once.
 * Rows come from one typed builder that the tests parse with the contract schema.
 */
export function registerHotRoute<D extends RouteDef>(
  app: FastifyInstance,
  ctx: AppContext,
  def: D,
  options: {
    cache: () => Map<string, CachedResponse>;
    key: (input: HotInput<D>) => string;
    handler: (input: HotInput<D>) => Promise<z.input<D['response']>> | z.input<D['response']>;
  },
): void {
  app.route({
    method: 'GET',
    url: API_PREFIX + def.path,
    schema: {
      summary: def.summary,
      tags: [def.tag],
      ...(def.query ? { querystring: def.query } : {}),
      response: { 200: envelope(def.response) },
    },
    preHandler: async (req) => authenticate(req, def.auth, ctx.authenticator),
    handler: async (req, reply) => {
      const input = { query: req.query as HotInput<D>['query'], req };
      reply.type('application/json; charset=utf-8');
      if (req.user) return reply.send(JSON.stringify(ok(await options.handler(input), req)));
      const cache = options.cache();
      const key = `${req.locale}|${options.key(input)}`;
      let cached = cache.get(key);
      if (cached === undefined) {
        cached = new CachedResponse(JSON.stringify(ok(await options.handler(input), req)));
        cache.set(key, cached);
      }
      reply.header('vary', 'accept-encoding');
      const encoding = cached.identity.length >= COMPRESS_THRESHOLD ? negotiateEncoding(req.headers['accept-encoding']) : undefined;
      if (!encoding) return reply.send(cached.identity);
      // A content-encoding already set tells @fastify/compress to leave the bytes alone.
      reply.header('content-encoding', encoding);
      return reply.send(cached.encoded(encoding));
    },
  });
}

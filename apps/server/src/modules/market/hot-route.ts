import { envelope, type RouteDef, type StockQuote } from '@app/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { AppContext } from '../../context.ts';
import { authenticate } from '../../http/auth.ts';
import { CachedResponse, COMPRESS_THRESHOLD, negotiateEncoding } from '../../http/cached-response.ts';
import { ok } from '../../http/envelope.ts';
import { API_PREFIX } from '../../http/route.ts';
import { stripNulls } from '../../http/strip-nulls.ts';

export interface HotInput<D extends RouteDef> {
  query: z.output<NonNullable<D['query']>>;
  req: FastifyRequest;
}

/** What a hot list answers: quote rows, alone or as a page. */
type QuoteRows = StockQuote[] | { list: StockQuote[] };

const rowsOf = (data: QuoteRows): StockQuote[] => (Array.isArray(data) ? data : data.list);

/** The same answer with the caller's watchlist rows flagged. */
function flagged<T extends QuoteRows>(data: T, codes: ReadonlySet<string>): T {
  const flag = (rows: StockQuote[]) => rows.map((row) => (codes.has(row.stock_code) ? { ...row, selfSelectStatus: true } : row));
  return (Array.isArray(data) ? flag(data) : { ...data, list: flag(data.list) }) as T;
}

/**
 * A public GET list of quotes served as ready-made bytes. Same contract, validation,
 * authentication, envelope and OpenAPI entry as registerRoute, but everyone's answer
 * (no watchlist flags) is cached by `key` for the current quote snapshot (one second),
 * with its gzip and brotli forms made once, so the hottest lists cost a map lookup
 * instead of building, serializing and compressing rows. The key is the route, the
 * language and `key` (everything else that shapes the answer). A caller with a token gets the
 * same bytes unless one of the rows is on their watchlist; then the cached rows are
 * flagged for them and serialized for this request. Rows come from one typed builder
 * that the tests parse with the contract schema.
 */
export function registerHotRoute<D extends RouteDef>(
  app: FastifyInstance,
  ctx: AppContext,
  def: D,
  options: {
    cache: () => Map<string, CachedResponse>;
    key: (input: HotInput<D>) => string;
    /** Everyone's answer: rows without watchlist flags. */
    handler: (input: HotInput<D>) => Promise<z.input<D['response']> & QuoteRows> | (z.input<D['response']> & QuoteRows);
    /** The codes on a signed-in user's watchlist. */
    watchlist: (userId: number) => Promise<ReadonlySet<string>>;
  },
): void {
  const routeKey = `${def.method} ${def.path}`;
  // What the serializer does for any other route (nulls dropped, the contract's encoding, a
  // 500 for an answer that breaks it), done once per cached snapshot instead of never or on
  // every send: the bytes cached are the contract's.
  const schema = envelope(def.response);
  const contractAnswer = (answer: unknown): CachedResponse => {
    const result = schema.safeEncode(stripNulls(answer) as z.output<typeof schema>);
    if (result.error) throw new Error(`${routeKey}: the cached answer does not fit the contract: ${result.error.message}`);
    return new CachedResponse(JSON.stringify(result.data), result.data.data);
  };
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
      const cache = options.cache();
      // The route is part of the key: routes that take the same query (futures, forex,
      // indices, HK) share the snapshot's cache and must never answer each other's rows.
      const key = `${routeKey}|${req.locale}|${options.key(input)}`;
      let cached = cache.get(key);
      if (cached === undefined) {
        const data = await options.handler(input);
        cached = contractAnswer(ok(data, req));
        cache.set(key, cached);
      }
      if (req.user) {
        const codes = await options.watchlist(req.user.userId);
        const data = cached.data as QuoteRows;
        if (codes.size > 0 && rowsOf(data).some((row) => codes.has(row.stock_code))) {
          return reply.send(JSON.stringify(ok(flagged(data, codes), req)));
        }
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

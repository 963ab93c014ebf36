import { envelope, pathParamsSchema, type RouteDef } from '@app/contracts';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { authenticate, type Authenticator } from './auth.ts';
import { ok } from './envelope.ts';

export const API_PREFIX = '/web';

export interface HandlerInput<D extends RouteDef> {
  query: z.output<NonNullable<D['query']>>;
  body: z.output<NonNullable<D['body']>>;
  params: Record<string, string>;
  req: FastifyRequest;
  reply: FastifyReply;
}

export type Handler<D extends RouteDef> = (input: HandlerInput<D>) => Promise<z.input<D['response']>> | z.input<D['response']>;

export interface RouteOptions {
  /** Per-route rate limit (requests per window). */
  rateLimit?: { max: number; timeWindow: number | string; keyGenerator?: (req: FastifyRequest) => string };
  /** Skip validating the response against the contract (only for very hot cached lists). */
  skipResponseValidation?: boolean;
}

/**
 * Registers one contract route under /web: validation from the contract's schemas,
 * authentication from its `auth`, and the handler's result wrapped in the envelope.
 */
export function registerRoute<D extends RouteDef>(
  app: FastifyInstance,
  ctx: { authenticator: Authenticator },
  def: D,
  handler: Handler<D>,
  options: RouteOptions = {},
): void {
  if (def.roles && def.auth !== 'operator') throw new Error(`${def.method} ${def.path}: roles are only for auth 'operator'`);
  const url = API_PREFIX + def.path.replace(/\{(\w+)\}/g, ':$1');
  // Path parameters are validated too: an id must be a valid row id (422 otherwise, never a 500).
  const params = pathParamsSchema(def.path);
  app.route({
    method: def.method,
    url,
    schema: {
      summary: def.summary,
      ...(def.roles ? { description: `Operator roles: ${def.roles.join(', ')} (admin may call every route)` } : {}),
      tags: [def.tag],
      ...(params ? { params } : {}),
      ...(def.query ? { querystring: def.query } : {}),
      ...(def.body ? { body: def.body } : {}),
      ...(def.form ? { consumes: ['application/x-www-form-urlencoded'] } : {}),
      ...(def.auth !== 'public' ? { security: [{ token: [] }] } : {}),
      response: options.skipResponseValidation ? {} : { 200: envelope(def.response) },
    },
    config: options.rateLimit ? { rateLimit: options.rateLimit } : {},
    // Read at request time: the accounts module installs the real authenticator during init.
    // Runs before validation, so a guest gets 401 (not a validation error) on any private call.
    preValidation: async (req) => authenticate(req, def.auth, ctx.authenticator, def.roles),
    handler: async (req, reply) => {
      const data = await handler({
        query: req.query as HandlerInput<D>['query'],
        body: req.body as HandlerInput<D>['body'],
        params: (req.params ?? {}) as Record<string, string>,
        req,
        reply,
      });
      return ok(data, req);
    },
  });
}

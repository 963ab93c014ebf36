import type { z } from 'zod';

export type HttpMethod = 'GET' | 'POST';
/** Who may call a route: anyone, a logged-in user, or an operator of the back office. */
export type RouteAuth = 'public' | 'user' | 'operator';

/**
 * One call of the API: its path under /web, its inputs and the `data` it answers.
 * The server validates with it, the clients type with it, OpenAPI is generated from it.
 */
export interface RouteDef<
  Q extends z.ZodType = z.ZodType,
  B extends z.ZodType = z.ZodType,
  R extends z.ZodType = z.ZodType,
> {
  method: HttpMethod;
  path: string;
  summary: string;
  tag: string;
  auth: RouteAuth;
  query?: Q;
  body?: B;
  /** Body is application/x-www-form-urlencoded (SPEC: quantization order save). */
  form?: boolean;
  response: R;
}

export function defineRoute<Q extends z.ZodType, B extends z.ZodType, R extends z.ZodType>(
  def: RouteDef<Q, B, R>,
): RouteDef<Q, B, R> {
  return def;
}

export type RouteQuery<D> = D extends RouteDef<infer Q, z.ZodType, z.ZodType> ? z.input<Q> : never;
export type RouteBody<D> = D extends RouteDef<z.ZodType, infer B, z.ZodType> ? z.input<B> : never;
export type RouteData<D> = D extends RouteDef<z.ZodType, z.ZodType, infer R> ? z.output<R> : never;

import type { z } from 'zod';

export type HttpMethod = 'GET' | 'POST';
/** Who may call a route: anyone, a logged-in user, or an operator of the back office. */
export type RouteAuth = 'public' | 'user' | 'operator';

/**
 * Back-office roles, by duty. An operator holds one or more. `admin` may call everything;
 * `kyc_reviewer` reviews identity documents; `money_reviewer` reviews deposits, withdrawals
 * and service applications; `money_approver` gives the second approval of a large withdrawal.
 */
export const OPERATOR_ROLES = ['admin', 'kyc_reviewer', 'money_reviewer', 'money_approver'] as const;
export type OperatorRole = (typeof OPERATOR_ROLES)[number];

/** True when an operator holding `held` may call a route that needs one of `needed` (admin may call everything). */
export function rolesAllow(held: readonly OperatorRole[], needed: readonly OperatorRole[] | undefined): boolean {
  if (!needed || needed.length === 0) return true;
  return held.includes('admin') || needed.some((role) => held.includes(role));
}

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
  /**
   * Only with auth 'operator': the operator must hold one of these roles (admin always may).
   * Absent: any operator. Enforced by the server's registerRoute (403 FORBIDDEN).
   */
  roles?: readonly OperatorRole[];
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

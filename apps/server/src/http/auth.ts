import { rolesAllow, type OperatorRole, type RouteAuth } from '@app/contracts';
import type { FastifyRequest } from 'fastify';
import { errors } from './errors.ts';

/** The logged-in investor behind a request. */
export interface UserPrincipal {
  kind: 'user';
  userId: number;
  sessionId: string;
}
/** An operator of the back office behind a request. */
export interface OperatorPrincipal {
  kind: 'operator';
  operatorId: number;
  /** The duties it holds (admin may call everything). */
  roles: readonly OperatorRole[];
  sessionId: string;
}

/**
 * Resolves a bearer token into a principal. The accounts module provides the real one;
 * until it is registered every private call answers 401.
 */
export interface Authenticator {
  /** Null when the token is unknown, expired or revoked; throws errors.frozen() for a frozen account. */
  user(token: string): Promise<UserPrincipal | null>;
  operator(token: string): Promise<OperatorPrincipal | null>;
}

export const noAuthenticator: Authenticator = {
  user: async () => null,
  operator: async () => null,
};

/** The token from `Authorization`, with or without `Bearer ` (DESIGN section 4). */
export function bearerToken(req: FastifyRequest): string | undefined {
  const header = req.headers.authorization;
  if (!header) return undefined;
  const token = header.startsWith('Bearer ') ? header.slice(7) : header;
  return token.trim() || undefined;
}

/**
 * Authenticates the caller for a route's `auth`; for operator routes with `roles`, the
 * operator must hold one of them (admin always may), else 403 FORBIDDEN.
 */
export async function authenticate(req: FastifyRequest, auth: RouteAuth, authenticator: Authenticator, roles?: readonly OperatorRole[]): Promise<void> {
  if (auth === 'public') {
    // Public routes still learn who is calling when a valid token is sent (e.g. selfSelectStatus).
    const token = bearerToken(req);
    if (token) req.user = (await authenticator.user(token).catch(() => null)) ?? undefined;
    return;
  }
  const token = bearerToken(req);
  if (!token) throw errors.unauthorized();
  if (auth === 'user') {
    const user = await authenticator.user(token);
    if (!user) {
      // An operator token on a user call is a 403, not a login problem.
      if (await authenticator.operator(token)) throw errors.forbidden();
      throw errors.unauthorized();
    }
    req.user = user;
    return;
  }
  const operator = await authenticator.operator(token);
  if (!operator) {
    if (await authenticator.user(token)) throw errors.forbidden();
    throw errors.unauthorized();
  }
  if (!rolesAllow(operator.roles, roles)) throw errors.roleRequired(roles ?? []);
  req.operator = operator;
}

declare module 'fastify' {
  interface FastifyRequest {
    user?: UserPrincipal;
    operator?: OperatorPrincipal;
  }
}

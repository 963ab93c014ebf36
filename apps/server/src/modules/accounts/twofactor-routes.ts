import { twoFactorApi } from '@app/contracts';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context.ts';
import { registerRoute, type RouteOptions } from '../../http/route.ts';
import type { AccountsService } from './service.ts';

/** Per-IP limits on the calls that take a code (besides the per-user and per-address counts in the database). */
const PER_IP = (max: number): RouteOptions => ({ rateLimit: { max, timeWindow: '1 minute' } });
/**
 * Calls a minute from one address that take a code: a flood cap above the database's count of
 * wrong codes per address (TWO_FACTOR_THROTTLE, 60), which is what refuses guessing, so the
 * investors behind one shared address (a carrier's NAT, an office) are not refused right codes.
 */
const CODE_CALLS_PER_IP = 150;

/** Two-factor sign-in and devices (issue 21). */
export function twoFactorRoutes(app: FastifyInstance, ctx: AppContext, accounts: AccountsService): void {
  const twoFactor = accounts.twoFactor;

  registerRoute(app, ctx, twoFactorApi.status, ({ req }) => twoFactor.status(req.user!.userId));

  registerRoute(app, ctx, twoFactorApi.setup, async ({ req }) => {
    const user = await accounts.getUser(req.user!.userId);
    return twoFactor.setup(req.user!.userId, user?.username ?? String(req.user!.userId));
  });

  registerRoute(app, ctx, twoFactorApi.enable, async ({ body, req }) => ({ recoveryCodes: await twoFactor.enable(req.user!.userId, req.user!.sessionId, body.code) }), PER_IP(CODE_CALLS_PER_IP));

  registerRoute(app, ctx, twoFactorApi.disable, async ({ body, req }) => {
    await twoFactor.disable(req.user!.userId, body.password, body);
    return { ok: true as const };
  }, PER_IP(CODE_CALLS_PER_IP));

  registerRoute(
    app,
    ctx,
    twoFactorApi.regenerateRecoveryCodes,
    async ({ body, req }) => ({ recoveryCodes: await twoFactor.regenerateRecoveryCodes(req.user!.userId, body) }),
    PER_IP(CODE_CALLS_PER_IP),
  );

  registerRoute(app, ctx, twoFactorApi.login, ({ body, req }) => accounts.loginSecondStep(body.challenge, body, req.ip), PER_IP(CODE_CALLS_PER_IP));

  registerRoute(app, ctx, twoFactorApi.devices, async ({ req }) => ({ list: await accounts.devices.list(req.user!.userId, req.user!.sessionId) }));

  registerRoute(app, ctx, twoFactorApi.signOutDevice, async ({ body, req }) => {
    await accounts.devices.signOut(req.user!.userId, body.id);
    return { ok: true as const };
  });
}

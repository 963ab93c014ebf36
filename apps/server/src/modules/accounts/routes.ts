import { accountsApi } from '@app/contracts';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context.ts';
import { errors } from '../../http/errors.ts';
import { registerRoute, type RouteOptions } from '../../http/route.ts';
import type { KycService } from './kyc.ts';
import { t } from './messages.ts';
import type { AccountsService } from './service.ts';
import { deviceNameFrom } from './totp.ts';
import { twoFactorRoutes } from './twofactor-routes.ts';

/** Per-IP limits on the calls that guess secrets or send email. */
const PER_IP = (max: number): RouteOptions => ({ rateLimit: { max, timeWindow: '1 minute' } });
/** Sign-ins a minute from one address before any check (many investors may share one address). */
export const LOGIN_FLOOD_PER_MINUTE = 300;

export function accountsRoutes(app: FastifyInstance, ctx: AppContext, accounts: AccountsService, kyc: KycService): void {
  registerRoute(app, ctx, accountsApi.getEmailCode, ({ body, req }) => accounts.issueEmailCode(body.email, body.type, req.locale), PER_IP(20));

  registerRoute(app, ctx, accountsApi.register, ({ body, req }) => accounts.registerIndividual(body, req.ip, req.headers['user-agent']), PER_IP(20));
  registerRoute(app, ctx, accountsApi.registerNew, ({ body, req }) => accounts.registerIndividual(body, req.ip, req.headers['user-agent']), PER_IP(20));
  registerRoute(app, ctx, accountsApi.registerCompany, ({ body, req }) => accounts.registerCompany(body, req.ip, req.headers['user-agent']), PER_IP(20));

  registerRoute(
    app,
    ctx,
    accountsApi.login,
    ({ body, req }) => accounts.login(body.username, body.password, req.ip, { deviceId: body.deviceId, name: deviceNameFrom(req.headers['user-agent']) }),
    // A flood cap only: failed sign-ins are counted per address by the service (LOGIN_THROTTLE).
    PER_IP(LOGIN_FLOOD_PER_MINUTE),
  );

  registerRoute(app, ctx, accountsApi.logout, async ({ req }) => {
    await accounts.logout(req.user!.sessionId);
    return { ok: true as const };
  });

  registerRoute(app, ctx, accountsApi.logoutEverywhere, async ({ req }) => {
    await accounts.logoutEverywhere(req.user!.userId);
    return { ok: true as const };
  });

  registerRoute(app, ctx, accountsApi.resetPassword, async ({ body }) => {
    await accounts.resetPassword(body);
    return { ok: true as const };
  }, PER_IP(20));

  registerRoute(app, ctx, accountsApi.updatePassword, async ({ body, req }) => {
    await accounts.updatePassword(req.user!.userId, req.user!.sessionId, body);
    return { ok: true as const };
  }, PER_IP(20));

  registerRoute(app, ctx, accountsApi.settingPayPassword, async ({ body, req }) => {
    await accounts.settingPayPassword(req.user!.userId, body.payPassword, body.confirmPayPassword);
    return { ok: true as const };
  });

  registerRoute(app, ctx, accountsApi.updatePayPassword, async ({ body, req }) => {
    await accounts.updatePayPassword(req.user!.userId, body);
    return { ok: true as const };
  }, PER_IP(20));

  registerRoute(app, ctx, accountsApi.userInfo, ({ req }) => accounts.userInfo(req.user!.userId));

  // Only the caller's own id is answered; any other id is "not found", whether it exists or not.
  registerRoute(app, ctx, accountsApi.userInfoById, ({ body, req }) => {
    const userId = req.user!.userId;
    if (body.userId !== undefined && body.userId !== userId) throw errors.notFound(t.notYourUser);
    return accounts.userInfo(userId);
  });

  registerRoute(app, ctx, accountsApi.updateReal, ({ body, req }) => kyc.submitIndividual(req.user!.userId, body));
  registerRoute(app, ctx, accountsApi.companyKyc, ({ body, req }) => kyc.submitCompany(req.user!.userId, body));
  registerRoute(app, ctx, accountsApi.kycStatus, ({ req }) => kyc.info(req.user!.userId));

  twoFactorRoutes(app, ctx, accounts);
}

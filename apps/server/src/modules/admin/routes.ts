import { adminApi } from '@app/contracts';
import type { FastifyInstance } from 'fastify';
import { need, type AppContext } from '../../context.ts';
import { errors } from '../../http/errors.ts';
import { registerRoute } from '../../http/route.ts';
import { t } from './messages.ts';
import { requireAdmin, searchUsers, toAdminUser, type AuditService, type OperatorsService } from './service.ts';

const idParam = (value: string | undefined): number => {
  const id = Number(value);
  if (!Number.isSafeInteger(id) || id <= 0) throw errors.notFound();
  return id;
};

export function adminRoutes(app: FastifyInstance, ctx: AppContext, operators: OperatorsService, audit: AuditService): void {
  const accounts = () => need(ctx, 'accounts');
  const kyc = () => need(ctx, 'kyc');

  registerRoute(app, ctx, adminApi.login, async ({ body, req }) => {
    const session = await operators.login(body.username, body.password, req.ip);
    await audit.record({ operatorId: session.operator.id, username: session.operator.username }, 'operator.login', undefined, undefined, req.ip);
    return session;
  }, { rateLimit: { max: 20, timeWindow: '1 minute' } });

  registerRoute(app, ctx, adminApi.logout, async ({ req }) => {
    await accounts().sessions.revoke(req.operator!.sessionId);
    await audit.record(req.operator!, 'operator.logout', undefined, undefined, req.ip);
    return { ok: true as const };
  });

  registerRoute(app, ctx, adminApi.me, async ({ req }) => {
    const operator = await operators.get(req.operator!.operatorId);
    if (!operator) throw errors.unauthorized();
    return operator;
  });

  // KYC review (admin and reviewer)
  registerRoute(app, ctx, adminApi.kycList, ({ query }) => kyc().list(query.status, query.pageNum, query.pageSize));
  registerRoute(app, ctx, adminApi.kycDetail, ({ params }) => kyc().detail(idParam(params.id)));
  registerRoute(app, ctx, adminApi.kycApprove, async ({ body, req }) => {
    const operator = await operators.get(req.operator!.operatorId);
    const result = await kyc().review(body.id, { id: req.operator!.operatorId, username: operator?.username ?? '' }, 'approve');
    await audit.record(req.operator!, 'kyc.approve', { type: 'kyc', id: body.id }, { userId: result.userId }, req.ip);
    return result;
  });
  registerRoute(app, ctx, adminApi.kycReject, async ({ body, req }) => {
    const operator = await operators.get(req.operator!.operatorId);
    const result = await kyc().review(body.id, { id: req.operator!.operatorId, username: operator?.username ?? '' }, 'reject', body.reason);
    await audit.record(req.operator!, 'kyc.reject', { type: 'kyc', id: body.id }, { userId: result.userId, reason: body.reason }, req.ip);
    return result;
  });

  // Users
  registerRoute(app, ctx, adminApi.userList, ({ query }) => searchUsers(ctx, query));
  registerRoute(app, ctx, adminApi.userDetail, async ({ params }) => {
    const row = await ctx.db.selectFrom('users').selectAll().where('id', '=', idParam(params.id)).executeTakeFirst();
    if (!row) throw errors.notFound(t.userNotFound);
    return toAdminUser(row);
  });
  const setFrozen = async (userId: number, frozen: boolean, reason?: string) => {
    await accounts().setFrozen(userId, frozen, reason);
    const row = await ctx.db.selectFrom('users').selectAll().where('id', '=', userId).executeTakeFirst();
    if (!row) throw errors.notFound(t.userNotFound);
    return toAdminUser(row);
  };
  registerRoute(app, ctx, adminApi.freeze, async ({ body, req }) => {
    requireAdmin(req.operator);
    const user = await setFrozen(body.userId, true, body.reason);
    await audit.record(req.operator!, 'user.freeze', { type: 'user', id: body.userId }, { reason: body.reason }, req.ip);
    return user;
  });
  registerRoute(app, ctx, adminApi.unfreeze, async ({ body, req }) => {
    requireAdmin(req.operator);
    const user = await setFrozen(body.userId, false);
    await audit.record(req.operator!, 'user.unfreeze', { type: 'user', id: body.userId }, undefined, req.ip);
    return user;
  });

  // Dev outbox and audit log
  registerRoute(app, ctx, adminApi.outbox, ({ query }) => need(ctx, 'mail').outbox(query));
  registerRoute(app, ctx, adminApi.auditLog, ({ query, req }) => {
    requireAdmin(req.operator);
    return audit.list(query);
  });

  // Operators (admin only)
  registerRoute(app, ctx, adminApi.operatorList, ({ req }) => {
    requireAdmin(req.operator);
    return operators.list();
  });
  registerRoute(app, ctx, adminApi.operatorCreate, async ({ body, req }) => {
    requireAdmin(req.operator);
    const created = await operators.create(body);
    await audit.record(req.operator!, 'operator.create', { type: 'operator', id: created.id }, { username: created.username, role: created.role }, req.ip);
    return created;
  });
}

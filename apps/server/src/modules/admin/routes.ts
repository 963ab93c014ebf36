import { adminApi } from '@app/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { need, type AppContext } from '../../context.ts';
import { errors } from '../../http/errors.ts';
import { registerRoute } from '../../http/route.ts';
import { t } from './messages.ts';
import { adminUser, searchUsers, userExists } from '../accounts/directory.ts';
import { maskKyc } from '../backoffice/mask.ts';
import type { AuditService, OperatorsService } from './service.ts';

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

  // KYC review (kyc_reviewer)
  // Private data masked by default (reveal: POST /admin/backoffice/reveal/kyc, audited).
  registerRoute(app, ctx, adminApi.kycList, async ({ query }) => {
    const page = await kyc().list(query.status, query.pageNum, query.pageSize, query);
    return { ...page, list: page.list.map(maskKyc) };
  });
  registerRoute(app, ctx, adminApi.kycDetail, async ({ params }) => maskKyc(await kyc().detail(idParam(params.id))));
  registerRoute(app, ctx, adminApi.kycApprove, async ({ body, req }) => {
    const operator = await operators.get(req.operator!.operatorId);
    const reviewed = await kyc().review(body.id, { id: req.operator!.operatorId, username: operator?.username ?? '' }, 'approve', undefined, (trx, userId) =>
      audit.record(req.operator!, 'kyc.approve', { type: 'kyc', id: body.id }, { userId }, req.ip, trx),
    );
    return maskKyc(reviewed);
  });
  registerRoute(app, ctx, adminApi.kycReject, async ({ body, req }) => {
    const operator = await operators.get(req.operator!.operatorId);
    const reviewed = await kyc().review(body.id, { id: req.operator!.operatorId, username: operator?.username ?? '' }, 'reject', body.reason, (trx, userId) =>
      audit.record(req.operator!, 'kyc.reject', { type: 'kyc', id: body.id }, { userId, reason: body.reason }, req.ip, trx),
    );
    return maskKyc(reviewed);
  });

  // Users
  registerRoute(app, ctx, adminApi.userList, ({ query }) => searchUsers(ctx.db, query));
  registerRoute(app, ctx, adminApi.userDetail, async ({ params }) => {
    const user = await adminUser(ctx.db, idParam(params.id));
    if (!user) throw errors.notFound(t.userNotFound);
    return user;
  });
  /** Freezes or unfreezes with the audit row in the same transaction (none for an unknown user). */
  const setFrozen = async (req: FastifyRequest, userId: number, frozen: boolean, reason?: string) => {
    await accounts().setFrozen(userId, frozen, reason, async (trx) => {
      if (!(await userExists(trx, userId))) throw errors.notFound(t.userNotFound);
      await audit.record(req.operator!, frozen ? 'user.freeze' : 'user.unfreeze', { type: 'user', id: userId }, frozen ? { reason } : undefined, req.ip, trx);
    });
    const user = await adminUser(ctx.db, userId);
    if (!user) throw errors.notFound(t.userNotFound);
    return user;
  };
  registerRoute(app, ctx, adminApi.freeze, ({ body, req }) => setFrozen(req, body.userId, true, body.reason));
  registerRoute(app, ctx, adminApi.unfreeze, ({ body, req }) => setFrozen(req, body.userId, false));

  // Dev outbox and audit log (admin)
  registerRoute(app, ctx, adminApi.outbox, ({ query }) => need(ctx, 'mail').outbox(query));
  registerRoute(app, ctx, adminApi.auditLog, ({ query }) => audit.list(query));

  // Operators (admin only)
  registerRoute(app, ctx, adminApi.operatorList, () => operators.list());
  registerRoute(app, ctx, adminApi.operatorCreate, async ({ body, req }) => {
    return operators.create(body, (trx, created) =>
      audit.record(req.operator!, 'operator.create', { type: 'operator', id: created.id }, { username: created.username, roles: created.roles }, req.ip, trx),
    );
  });
}

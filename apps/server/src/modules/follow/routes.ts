import { adminFollowApi, followApi } from '@app/contracts';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context.ts';
import { registerRoute } from '../../http/route.ts';
import { idempotencyKeyOf } from '../../ledger/index.ts';
import type { FollowService } from './service.ts';

/** Follow investing calls (SPEC: /userFollowInvest/*); then the back office. */
export function followRoutes(app: FastifyInstance, ctx: AppContext, follow: FollowService): void {
  registerRoute(app, ctx, followApi.getInvestAgencyList, async ({ req }) => ({ list: await follow.agencies(req.locale) }));
  registerRoute(app, ctx, followApi.preview, ({ body, req }) => follow.preview(req.user!.userId, body, req.locale));
  registerRoute(app, ctx, followApi.add, async ({ body, req }) => {
    const key = idempotencyKeyOf(req, body);
    const userId = req.user!.userId;
    await follow.authorize(userId, req.user!.sessionId, body.payPassword);
    return follow.add(userId, { agencyId: body.agencyId, amount: body.amount, periodDays: body.periodDays, termsVersionId: body.termsVersionId }, key, req.locale);
  });
  registerRoute(app, ctx, followApi.pageList, ({ body, req }) => follow.list(req.user!.userId, body, req.locale));
  registerRoute(app, ctx, followApi.detail, ({ body, req }) => follow.detail(req.user!.userId, body.id, req.locale));
  registerRoute(app, ctx, followApi.exit, ({ body, req }) => follow.exit(req.user!.userId, body.id));

  // Back office
  registerRoute(app, ctx, adminFollowApi.agencies, async () => ({ list: await follow.adminList() }));
  registerRoute(app, ctx, adminFollowApi.saveAgency, ({ body, req }) => follow.saveAgency(req.operator!, body, req.ip));
}

import { adminBondsApi, bondsApi } from '@app/contracts';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context.ts';
import { registerRoute } from '../../http/route.ts';
import { idempotencyKeyOf } from '../../ledger/index.ts';
import type { BondsService } from './service.ts';

/** Bonds calls (SPEC section 7): the list, buy, holdings, early sale, totals; then the back office. */
export function bondsRoutes(app: FastifyInstance, ctx: AppContext, bonds: BondsService): void {
  registerRoute(app, ctx, bondsApi.bondsList, ({ body, req }) => bonds.list(req.locale, body));

  registerRoute(app, ctx, bondsApi.preview, ({ body, req }) => bonds.preview(req.user!.userId, body.bondId, body.quantity, req.locale));

  registerRoute(app, ctx, bondsApi.create, async ({ body, req }) => {
    const key = idempotencyKeyOf(req, body);
    const userId = req.user!.userId;
    await bonds.authorize(userId, req.user!.sessionId, body.payPassword);
    return bonds.buy(userId, { bondId: body.bondId, quantity: body.quantity, termsVersionId: body.termsVersionId }, key, req.locale);
  });

  registerRoute(app, ctx, bondsApi.pageList, ({ body, req }) => bonds.holdings(req.user!.userId, body, req.locale));

  registerRoute(app, ctx, bondsApi.detail, ({ body, req }) => bonds.detail(req.user!.userId, body.holdingId, req.locale));

  registerRoute(app, ctx, bondsApi.flatPosition, async ({ body, req }) => {
    const key = idempotencyKeyOf(req, body);
    const userId = req.user!.userId;
    await bonds.authorize(userId, req.user!.sessionId, body.payPassword);
    return bonds.sell(userId, body.holdingId, key, req.locale);
  });

  registerRoute(app, ctx, bondsApi.total, ({ req }) => bonds.totals(req.user!.userId, req.locale));

  // Back office
  registerRoute(app, ctx, adminBondsApi.list, ({ query }) => bonds.adminList(query));
  registerRoute(app, ctx, adminBondsApi.create, ({ body, req }) => bonds.createIssue(req.operator!, body, req.ip));
  registerRoute(app, ctx, adminBondsApi.update, ({ body, req }) => {
    const { id, ...input } = body;
    return bonds.updateIssue(req.operator!, id, input, req.ip);
  });
}

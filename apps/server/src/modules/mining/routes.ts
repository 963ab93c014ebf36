import { adminMiningApi, miningApi } from '@app/contracts';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context.ts';
import { registerRoute } from '../../http/route.ts';
import { idempotencyKeyOf } from '../../ledger/index.ts';
import type { MiningAdmin } from './admin.ts';
import type { MiningOrders } from './orders.ts';
import type { MiningService } from './service.ts';

/** Robot mining calls (SPEC section 7: /robot/*, /robotOrder/*, /robotMessage/{orderId}); then the back office. */
export function miningRoutes(app: FastifyInstance, ctx: AppContext, mining: MiningService, orders: MiningOrders, admin: MiningAdmin): void {
  registerRoute(app, ctx, miningApi.pageList, ({ body, req }) => mining.list(req.locale, body));
  registerRoute(app, ctx, miningApi.network, () => mining.networkStatus());
  registerRoute(app, ctx, miningApi.quota, ({ body, req }) => mining.quota(req.user!.userId, body?.robotId));
  registerRoute(app, ctx, miningApi.preview, ({ body, req }) => mining.preview(req.user!.userId, body.robotId, body.units, body.energyDays, req.locale));

  registerRoute(app, ctx, miningApi.create, async ({ body, req }) => {
    const key = idempotencyKeyOf(req, body);
    const userId = req.user!.userId;
    await mining.authorize(userId, req.user!.sessionId, body.payPassword);
    return orders.create(userId, { robotId: body.robotId, units: body.units, energyDays: body.energyDays, termsVersionId: body.termsVersionId }, key, req.locale);
  });

  registerRoute(app, ctx, miningApi.orderList, ({ body, req }) => mining.orders(req.user!.userId, body, req.locale));
  registerRoute(app, ctx, miningApi.detail, ({ body, req }) => mining.detail(req.user!.userId, body.orderId, req.locale));

  registerRoute(app, ctx, miningApi.energy, async ({ body, req }) => {
    const key = idempotencyKeyOf(req, body);
    const userId = req.user!.userId;
    await mining.authorize(userId, req.user!.sessionId, body.payPassword);
    return orders.topUp(userId, body.orderId, body.energyDays, key, req.locale);
  });

  registerRoute(app, ctx, miningApi.redeem, async ({ body, req }) => {
    const key = idempotencyKeyOf(req, body);
    const userId = req.user!.userId;
    await mining.authorize(userId, req.user!.sessionId, body.payPassword);
    return orders.redeem(userId, body.orderId, key, req.locale);
  });

  registerRoute(app, ctx, miningApi.payouts, ({ body, req }) => mining.payouts(req.user!.userId, body));
  registerRoute(app, ctx, miningApi.messages, ({ params, req }) => mining.messages(req.user!.userId, Number(params.orderId), req.locale));

  // Back office
  registerRoute(app, ctx, adminMiningApi.robots, ({ query }) => admin.list(query));
  registerRoute(app, ctx, adminMiningApi.create, ({ body, req }) => admin.create(req.operator!, body, req.ip));
  registerRoute(app, ctx, adminMiningApi.update, ({ body, req }) => {
    const { id, ...input } = body;
    return admin.update(req.operator!, id, input, req.ip);
  });
  registerRoute(app, ctx, adminMiningApi.stats, () => admin.stats());
}

import { adminFundsApi, fundsApi } from '@app/contracts';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context.ts';
import { registerRoute } from '../../http/route.ts';
import { idempotencyKeyOf } from '../../ledger/index.ts';
import type { FundsService } from './service.ts';

/** Fund calls (SPEC section 7 "Fund products"): products, preview, create, orders, stat, redeem; then the back office. */
export function fundsRoutes(app: FastifyInstance, ctx: AppContext, funds: FundsService): void {
  registerRoute(app, ctx, fundsApi.productPageList, ({ body, req }) => funds.products(req.locale, body));
  registerRoute(app, ctx, fundsApi.preview, ({ query, req }) => funds.preview(query.productId, query.amount, req.locale));

  registerRoute(app, ctx, fundsApi.create, async ({ body, req }) => {
    const key = idempotencyKeyOf(req, body);
    const userId = req.user!.userId;
    await funds.authorize(userId, req.user!.sessionId, body.payPassword);
    return funds.create(userId, { productId: body.productId, amount: body.amount, termsVersionId: body.termsVersionId }, key, req.locale);
  });

  registerRoute(app, ctx, fundsApi.pageList, ({ body, req }) => funds.orders(req.user!.userId, req.locale, body));
  registerRoute(app, ctx, fundsApi.stat, ({ req }) => funds.stat(req.user!.userId, req.locale));

  registerRoute(app, ctx, fundsApi.redeem, async ({ body, req }) => {
    const key = idempotencyKeyOf(req, body);
    const userId = req.user!.userId;
    await funds.authorize(userId, req.user!.sessionId, body.payPassword);
    return funds.redeem(userId, body.orderId, key, req.locale, body.units);
  });
  registerRoute(app, ctx, fundsApi.redeemPreview, ({ body, req }) => funds.redeemPreview(req.user!.userId, body.orderId, body.units));

  // Back office
  registerRoute(app, ctx, adminFundsApi.orders, ({ query }) => funds.admin.adminOrders(query));
  registerRoute(app, ctx, adminFundsApi.review, ({ body, req }) => funds.review(req.operator!, body, req.ip));
  registerRoute(app, ctx, adminFundsApi.schemes, ({ query }) => funds.admin.adminSchemes(query));
  registerRoute(app, ctx, adminFundsApi.saveScheme, ({ body, req }) => funds.admin.saveScheme(req.operator!, body, req.ip));
}

import { adminQuantApi, quantApi } from '@app/contracts';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context.ts';
import { registerRoute } from '../../http/route.ts';
import { idempotencyKeyOf } from '../../ledger/index.ts';
import type { QuantService } from './service.ts';

/** AI quant calls (SPEC: /quantization/*; checkSecret is the access-keys module's); then the back office. */
export function quantRoutes(app: FastifyInstance, ctx: AppContext, quant: QuantService): void {
  registerRoute(app, ctx, quantApi.list, async ({ req }) => ({ list: await quant.list(req.locale) }));
  registerRoute(app, ctx, quantApi.getRanking, ({ query, req }) => quant.ranking(query.window, req.locale));
  registerRoute(app, ctx, quantApi.profitList, ({ query, req }) => quant.profits(req.user!.userId, query, req.locale));
  registerRoute(app, ctx, quantApi.getProfitStat, ({ req }) => quant.stat(req.user!.userId, req.locale));
  registerRoute(app, ctx, quantApi.orderPageList, ({ body, req }) => quant.orders(req.user!.userId, body, req.locale));
  registerRoute(app, ctx, quantApi.orderDetail, ({ body, req }) => quant.detail(req.user!.userId, body.id, req.locale));
  registerRoute(app, ctx, quantApi.orderSave, async ({ body, req }) => {
    const key = idempotencyKeyOf(req, body);
    const userId = req.user!.userId;
    await quant.authorize(userId, req.user!.sessionId, body.payPassword);
    return quant.save(userId, { productId: body.productId, amount: body.amount, secret: body.secret, termsVersionId: body.termsVersionId }, key, req.ip, req.locale);
  });

  // Back office
  registerRoute(app, ctx, adminQuantApi.products, async () => ({ list: await quant.adminList() }));
  registerRoute(app, ctx, adminQuantApi.saveProduct, ({ body, req }) => quant.saveProduct(req.operator!, body, req.ip));
}

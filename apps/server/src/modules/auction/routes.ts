import { adminAuctionApi, auctionApi } from '@app/contracts';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context.ts';
import { registerRoute } from '../../http/route.ts';
import { idempotencyKeyOf } from '../../ledger/index.ts';
import type { AuctionService } from './service.ts';

/** The pre-market auction calls (SPEC /stock/auctionStockCreate and the auction page's reads) and the back office. */
export function auctionRoutes(app: FastifyInstance, ctx: AppContext, service: AuctionService): void {
  registerRoute(app, ctx, auctionApi.list, ({ body, req }) => service.list(body.market, body, req.locale));
  registerRoute(app, ctx, auctionApi.indicative, async ({ query, req }) => {
    const view = await service.indicative(query.code, req.locale);
    return { ...view, rule: view.rule! };
  });
  registerRoute(app, ctx, auctionApi.windows, () => service.windows());
  registerRoute(app, ctx, auctionApi.create, async ({ body, req }) => {
    const key = idempotencyKeyOf(req, body);
    await service.authorize(req.user!.userId, req.user!.sessionId, body.payPassword);
    const { payPassword: _pin, idempotencyKey: _key, ...input } = body;
    void _pin;
    void _key;
    return service.create(req.user!.userId, input, key, req.locale);
  });
  registerRoute(app, ctx, auctionApi.cancel, ({ body, req }) => service.cancel(req.user!.userId, body.orderId, req.locale));
  registerRoute(app, ctx, auctionApi.orders, ({ body, req }) => service.orders(req.user!.userId, body, req.locale));

  // Back office
  registerRoute(app, ctx, adminAuctionApi.crosses, ({ query }) => service.crosses(query));
  registerRoute(app, ctx, adminAuctionApi.orders, ({ query, req }) => service.orders(undefined, query, req.locale));
}

import { adminBlocktradeApi, blocktradeApi, marketApi } from '@app/contracts';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context.ts';
import { registerRoute } from '../../http/route.ts';
import { idempotencyKeyOf } from '../../ledger/index.ts';
import type { BlocktradeService } from './service.ts';

/**
 * Block-trade calls (SPEC section 7: /blockTrade/create; /blockTrade/checkSecret is the
 * access-keys module's), the authority, offers, positions; then the back office.
 */
export function blocktradeRoutes(app: FastifyInstance, ctx: AppContext, block: BlocktradeService): void {
  registerRoute(app, ctx, blocktradeApi.authority, ({ req }) => block.authority.get(req.user!.userId));

  registerRoute(app, ctx, blocktradeApi.apply, ({ body, req }) => block.apply(req.user!.userId, body.experience));

  registerRoute(app, ctx, blocktradeApi.offers, ({ body, req }) => block.offerList(body, req.locale));

  // Declared with the market calls (SPEC's /m_ft/ prefix), answered from the offers.
  registerRoute(app, ctx, marketApi.blockList, ({ body, req }) => block.offers.stocksOpen(body, req.locale));

  registerRoute(app, ctx, blocktradeApi.preview, ({ body, req }) => block.orders.preview(req.user!.userId, body.offerId, body.quantity, req.locale));

  registerRoute(app, ctx, blocktradeApi.create, async ({ body, req }) => {
    const key = idempotencyKeyOf(req, body);
    const userId = req.user!.userId;
    await block.authorize(userId, req.user!.sessionId, body.payPassword);
    return block.orders.create(userId, { offerId: body.offerId, quantity: body.quantity, secret: body.secret, termsVersionId: body.termsVersionId }, key, req.ip, req.locale);
  });

  registerRoute(app, ctx, blocktradeApi.pageList, ({ body, req }) => block.orders.list(req.user!.userId, body, req.locale));

  registerRoute(app, ctx, blocktradeApi.close, async ({ body, req }) => {
    const key = idempotencyKeyOf(req, body);
    const userId = req.user!.userId;
    await block.authorize(userId, req.user!.sessionId, body.payPassword);
    return block.orders.close(userId, body.orderId, key, req.locale);
  });

  // Back office
  registerRoute(app, ctx, adminBlocktradeApi.applications, ({ query }) => block.authority.list(query));
  registerRoute(app, ctx, adminBlocktradeApi.review, ({ body, req }) => block.authority.review(req.operator!, body, req.ip));
  registerRoute(app, ctx, adminBlocktradeApi.offers, ({ query }) => block.offers.adminList(query));
  registerRoute(app, ctx, adminBlocktradeApi.createOffer, ({ body, req }) => block.createOffer(req.operator!, body, req.ip));
  registerRoute(app, ctx, adminBlocktradeApi.updateOffer, ({ body, req }) => {
    const { id, ...input } = body;
    return block.updateOffer(req.operator!, id, input, req.ip);
  });
  registerRoute(app, ctx, adminBlocktradeApi.orders, ({ query }) => block.orders.adminList(query));
}

import { adminPlacingApi, marketApi, placingApi } from '@app/contracts';
import type { FastifyInstance } from 'fastify';
import { need, type AppContext } from '../../context.ts';
import { listPage } from '../../http/list-page.ts';
import { registerRoute } from '../../http/route.ts';
import { idempotencyKeyOf } from '../../ledger/index.ts';
import { roundToGrid, toPrice } from '../../market/ticks.ts';
import type { PlacingAdmin } from './admin.ts';
import { saleList, saleWindow } from './catalog.ts';
import type { PlacingService } from './service.ts';

/** The placing calls (SPEC section 7) and their back office. */
export function placingRoutes(app: FastifyInstance, ctx: AppContext, service: PlacingService, admin: PlacingAdmin): void {
  registerRoute(app, ctx, placingApi.tranches, ({ body, req }) => service.tranchesFor(req.user!.userId, body.secret, req.ip, req.locale));
  registerRoute(app, ctx, placingApi.create, async ({ body, req }) => {
    const key = idempotencyKeyOf(req, body);
    await service.authorize(req.user!.userId, req.user!.sessionId, body.payPassword);
    return service.create(req.user!.userId, body, key, req.ip, req.locale);
  });
  registerRoute(app, ctx, placingApi.sell, async ({ body, req }) => {
    const key = idempotencyKeyOf(req, body);
    await service.authorize(req.user!.userId, req.user!.sessionId, body.payPassword);
    return service.sell(req.user!.userId, body.orderId, key, req.locale);
  });
  registerRoute(app, ctx, placingApi.subscriptions, ({ body, req }) => service.subscriptions(req.user!.userId, body, req.locale));
  registerRoute(app, ctx, placingApi.flatCount, ({ req }) => service.counts(req.user!.userId));

  // The public sale list and window of the market contract (SPEC /m_ft/sale_list, /m_ft/get_sale_time).
  registerRoute(app, ctx, marketApi.saleList, ({ body, req }) => {
    const market = need(ctx, 'market');
    const snapshot = market.board.snapshot();
    const list = saleList(market.now(), (code) => {
      const instrument = market.instrument(code);
      const row = instrument && snapshot.row(code, req.locale);
      if (!instrument || !row) return undefined;
      return {
        name: row.name,
        price: row.price_nominal,
        decimals: row.decimals,
        currency: row.currency,
        toGrid: (price) => toPrice(roundToGrid(instrument, price * 10 ** instrument.decimals), instrument.decimals),
      };
    }).filter((item) => !body.market || item.market === body.market);
    return listPage(list, body.pageNum, body.pageSize);
  });
  registerRoute(app, ctx, marketApi.getSaleTime, () => saleWindow(need(ctx, 'market').now()));

  // Back office
  registerRoute(app, ctx, adminPlacingApi.list, ({ query, req }) => admin.list(query, req.locale));
  registerRoute(app, ctx, adminPlacingApi.benchmark, ({ query, req }) => admin.benchmark(query.code, req.locale));
  registerRoute(app, ctx, adminPlacingApi.create, ({ body, req }) => admin.create(req.operator!, body, req.ip, req.locale));
  registerRoute(app, ctx, adminPlacingApi.cancel, ({ body, req }) => admin.cancel(req.operator!, body.id, req.ip, req.locale));
}

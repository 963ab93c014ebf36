import { adminStrategiesApi, strategiesApi } from '@app/contracts';
import type { FastifyInstance } from 'fastify';
import { need, type AppContext } from '../../context.ts';
import { registerRoute } from '../../http/route.ts';
import type { StrategiesService } from './service.ts';

/** Strategy calls (public track records); then the back office. */
export function strategiesRoutes(app: FastifyInstance, ctx: AppContext, strategies: StrategiesService): void {
  registerRoute(app, ctx, strategiesApi.list, async ({ req }) => ({ list: await strategies.list(req.locale) }));
  registerRoute(app, ctx, strategiesApi.detail, ({ query, req }) => strategies.detail(query.id, req.locale));
  registerRoute(app, ctx, strategiesApi.trades, ({ query }) => strategies.trades(query.id, query));

  // Back office
  registerRoute(app, ctx, adminStrategiesApi.list, async () => ({ list: await strategies.adminList() }));
  registerRoute(app, ctx, adminStrategiesApi.save, ({ body, req }) => strategies.save(req.operator!, body, req.ip));
  registerRoute(app, ctx, adminStrategiesApi.run, async ({ req }) => {
    const out = await strategies.runAll();
    await need(ctx, 'audit').record(req.operator!, 'strategies.run', { type: 'strategies', id: 'all' }, out, req.ip);
    return out;
  });
}

import { insightApi } from '@app/contracts';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context.ts';
import { registerRoute } from '../../http/route.ts';
import type { InsightService } from './service.ts';

export function insightRoutes(app: FastifyInstance, ctx: AppContext, insight: InsightService): void {
  registerRoute(app, ctx, insightApi.performance, ({ query, req }) => insight.performance(req.user!.userId, query.period, req.locale));
  registerRoute(app, ctx, insightApi.allocation, ({ req }) => insight.allocation(req.user!.userId));
}

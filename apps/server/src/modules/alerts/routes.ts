import { alertsApi } from '@app/contracts';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context.ts';
import { registerRoute } from '../../http/route.ts';
import type { AlertsService } from './service.ts';

/** Price alerts (issue 21; contracts: alertsApi in alerts.ts). */
export function alertsRoutes(app: FastifyInstance, ctx: AppContext, alerts: AlertsService): void {
  registerRoute(app, ctx, alertsApi.create, async ({ body, req }) => alerts.view(await alerts.create(req.user!.userId, body, req.locale), req.locale));
  registerRoute(app, ctx, alertsApi.list, ({ body, req }) => alerts.list(req.user!.userId, { pageNum: body?.pageNum ?? 1, pageSize: body?.pageSize ?? 20, code: body?.code }, req.locale));
  registerRoute(app, ctx, alertsApi.delete, async ({ params, req }) => {
    await alerts.delete(req.user!.userId, Number(params.id));
    return { deleted: true };
  });
  registerRoute(app, ctx, alertsApi.rules, ({ req }) => alerts.rules(req.locale));
}

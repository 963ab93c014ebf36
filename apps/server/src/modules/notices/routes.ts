import { noticesApi } from '@app/contracts';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context.ts';
import { errors } from '../../http/errors.ts';
import { registerRoute } from '../../http/route.ts';
import { t } from './messages.ts';
import type { NoticesService } from './service.ts';

export function noticesRoutes(app: FastifyInstance, ctx: AppContext, notices: NoticesService): void {
  registerRoute(app, ctx, noticesApi.list, ({ query, req }) => notices.list(req.user!.userId, req.locale, query.pageNum, query.pageSize));

  registerRoute(app, ctx, noticesApi.detail, ({ params, req }) => {
    const id = Number(params.id);
    if (!Number.isSafeInteger(id) || id <= 0) throw errors.notFound(t.noticeNotFound);
    return notices.open(req.user!.userId, id, req.locale);
  });

  registerRoute(app, ctx, noticesApi.updateRead, async ({ body, req }) => ({
    unreadCount: await notices.markRead(req.user!.userId, body.all ? undefined : body.id),
  }));
}

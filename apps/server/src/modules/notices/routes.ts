import { adminNoticesApi, noticesApi } from '@app/contracts';
import type { FastifyInstance } from 'fastify';
import { need, type AppContext } from '../../context.ts';
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

  // Back office: operators write notices to one user or to everybody.
  registerRoute(app, ctx, adminNoticesApi.send, async ({ body, req }) => {
    const sent = await notices.sendByOperator(body, req.operator!.operatorId);
    await need(ctx, 'audit').record(
      req.operator!,
      body.target === 'all' ? 'notice.broadcast' : 'notice.send',
      { type: 'notice', id: sent.id },
      { target: body.target, ...(body.userId ? { userId: body.userId } : {}), title: sent.title.es },
      req.ip,
    );
    return sent;
  });
  registerRoute(app, ctx, adminNoticesApi.list, ({ query }) => notices.operatorNotices(query.pageNum, query.pageSize));
}

import { adminNoticesApi, noticesApi, rolesAllow, type OperatorRole } from '@app/contracts';
import type { FastifyInstance } from 'fastify';
import { need, type AppContext } from '../../context.ts';
import { errors } from '../../http/errors.ts';
import { registerRoute } from '../../http/route.ts';
import { t } from './messages.ts';
import type { NoticesService } from './service.ts';

/** Who may send a notice to every user. */
const BROADCAST_ROLES: readonly OperatorRole[] = ['admin'];

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
    // Writing to one user is support any operator gives; writing to everybody is the admin's.
    if (body.target === 'all' && !rolesAllow(req.operator!.roles, BROADCAST_ROLES)) throw errors.roleRequired(BROADCAST_ROLES);
    // The audit row is written in the notice's own transaction.
    return notices.sendByOperator(body, req.operator!.operatorId, (trx, id) =>
      need(ctx, 'audit').record(
        req.operator!,
        body.target === 'all' ? 'notice.broadcast' : 'notice.send',
        { type: 'notice', id },
        { target: body.target, ...(body.userId ? { userId: body.userId } : {}), title: body.title.es ?? body.title.en ?? body.title.zh ?? '' },
        req.ip,
        trx,
      ),
    );
  });
  registerRoute(app, ctx, adminNoticesApi.list, ({ query }) => notices.operatorNotices(query.pageNum, query.pageSize));
}

import { adminBackofficeApi, BACKOFFICE_SOCKET_PATH } from '@app/contracts';
import type { FastifyInstance } from 'fastify';
import { need, type AppContext } from '../../context.ts';
import { errors } from '../../http/errors.ts';
import { registerRoute } from '../../http/route.ts';
import { customerOf, signOutCustomer } from './customer.ts';
import { dashboardOf } from './dashboard.ts';
import { bulkReview, exportQueue } from './queues.ts';
import { reveal } from './reveal.ts';

const idParam = (value: string | undefined): number => {
  const id = Number(value);
  if (!Number.isSafeInteger(id) || id <= 0 || id > 2_147_483_647) throw errors.notFound();
  return id;
};

/** The back office's own calls (issue 20). */
export function backofficeRoutes(app: FastifyInstance, ctx: AppContext): void {
  const backoffice = () => need(ctx, 'backoffice');
  // The navigation badges, pushed (the operator authenticates with its first message).
  app.get(BACKOFFICE_SOCKET_PATH, { websocket: true, schema: { hide: true } }, (socket) => backoffice().badges.accept(socket));
  registerRoute(app, ctx, adminBackofficeApi.clock, () => ({ now: ctx.clock.now() }));
  registerRoute(app, ctx, adminBackofficeApi.clientNames, async ({ query }) => {
    const ids = [...new Set(query.ids.split(',').map(Number))].filter((id) => id > 0 && id <= 2_147_483_647);
    const names = await need(ctx, 'accounts').usernames(ids);
    return { list: ids.filter((id) => names.has(id)).map((userId) => ({ userId, username: names.get(userId)! })) };
  });
  registerRoute(app, ctx, adminBackofficeApi.dashboard, ({ req }) => dashboardOf(ctx, req.operator!.operatorId, req.locale));
  registerRoute(app, ctx, adminBackofficeApi.reconciliation, async () => {
    const last = await backoffice().reconciliation.last();
    return last ? { last } : {};
  });
  registerRoute(app, ctx, adminBackofficeApi.reconciliationRun, ({ req }) => backoffice().reconciliation.runByOperator(req.operator!.operatorId, req.ip));
  registerRoute(app, ctx, adminBackofficeApi.customer, ({ params, req }) => customerOf(ctx, req.operator!, idParam(params.id), req.locale));
  registerRoute(app, ctx, adminBackofficeApi.customerSignOut, ({ body, req }) => signOutCustomer(ctx, req.operator!, body.userId, body.reason, req.ip));
  registerRoute(app, ctx, adminBackofficeApi.exportKyc, ({ query, req }) => exportQueue(ctx, req.operator!, 'kyc', query, req.locale, req.ip));
  registerRoute(app, ctx, adminBackofficeApi.exportDeposits, ({ query, req }) => exportQueue(ctx, req.operator!, 'deposits', query, req.locale, req.ip));
  registerRoute(app, ctx, adminBackofficeApi.exportWithdrawals, ({ query, req }) => exportQueue(ctx, req.operator!, 'withdrawals', query, req.locale, req.ip));
  registerRoute(app, ctx, adminBackofficeApi.bulkKyc, ({ body, req }) => bulkReview(ctx, req.operator!, 'kyc', body, req.locale, req.ip));
  registerRoute(app, ctx, adminBackofficeApi.bulkDeposits, ({ body, req }) => bulkReview(ctx, req.operator!, 'deposits', body, req.locale, req.ip));
  registerRoute(app, ctx, adminBackofficeApi.bulkWithdrawals, ({ body, req }) => bulkReview(ctx, req.operator!, 'withdrawals', body, req.locale, req.ip));
  registerRoute(app, ctx, adminBackofficeApi.userNotes, async ({ params }) => ({ list: await backoffice().notes.list(Number(params.id)) }));
  registerRoute(app, ctx, adminBackofficeApi.addUserNote, ({ body, req }) => backoffice().notes.add(req.operator!, body.userId, body.text, req.ip));
  registerRoute(app, ctx, adminBackofficeApi.revealKyc, ({ body, req }) => reveal(ctx, req.operator!, req.ip, { type: 'kyc', id: body.id, field: body.field }));
  registerRoute(app, ctx, adminBackofficeApi.revealWithdrawal, ({ body, req }) => reveal(ctx, req.operator!, req.ip, { type: 'withdrawal', id: body.id, field: body.field }));
}

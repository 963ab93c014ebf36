import { adminMoneyApi, CURRENCY_DECIMALS } from '@app/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { need, type AppContext } from '../../context.ts';
import { AppError, errors } from '../../http/errors.ts';
import { registerRoute } from '../../http/route.ts';
import { formatMinor } from '../../ledger/money.ts';
import { t as walletTexts } from '../wallet/messages.ts';
import type { Reviewer } from './deposits.ts';
import { fill } from './deposits.ts';
import type { FundingServices } from './routes.ts';
import { pageOf } from '../../db/paging.ts';

const idParam = (value: string | undefined): number => {
  const id = Number(value);
  if (!Number.isSafeInteger(id) || id <= 0) throw errors.notFound();
  return id;
};

/** Back-office money calls under /web/admin/money (operators); every action goes to the audit log. */
export function fundingAdminRoutes(app: FastifyInstance, ctx: AppContext, s: FundingServices): void {
  const audit = () => need(ctx, 'audit');
  const reviewer = async (req: FastifyRequest): Promise<Reviewer> => {
    const operator = await need(ctx, 'operators').get(req.operator!.operatorId);
    if (!operator) throw errors.unauthorized();
    return { id: operator.id, username: operator.username };
  };

  registerRoute(app, ctx, adminMoneyApi.deposits, ({ query, req }) => s.deposits.adminList(query, req.locale));
  registerRoute(app, ctx, adminMoneyApi.deposit, ({ params, req }) => s.deposits.adminDetail(idParam(params.id), req.locale));
  registerRoute(app, ctx, adminMoneyApi.depositApprove, async ({ body, req }) => {
    const result = await s.deposits.review(body.id, await reviewer(req), 'approve', undefined, req.locale);
    await audit().record(req.operator!, 'deposit.approve', { type: 'deposit', id: body.id }, { userId: result.userId, amount: result.amount, currency: result.currency }, req.ip);
    return result;
  });
  registerRoute(app, ctx, adminMoneyApi.depositReject, async ({ body, req }) => {
    const result = await s.deposits.review(body.id, await reviewer(req), 'reject', body.reason, req.locale);
    await audit().record(req.operator!, 'deposit.reject', { type: 'deposit', id: body.id }, { userId: result.userId, reason: body.reason }, req.ip);
    return result;
  });

  registerRoute(app, ctx, adminMoneyApi.withdrawals, ({ query, req }) => s.withdrawals.adminList(query, req.locale));
  registerRoute(app, ctx, adminMoneyApi.withdrawal, ({ params, req }) => s.withdrawals.adminDetail(idParam(params.id), req.locale));
  registerRoute(app, ctx, adminMoneyApi.withdrawalApprove, async ({ body, req }) => {
    const { withdrawal, resolved } = await s.withdrawals.review(body.id, await reviewer(req), 'approve', undefined, req.locale);
    await audit().record(req.operator!, resolved ? 'withdrawal.approve' : 'withdrawal.approve.first', { type: 'withdrawal', id: body.id }, { userId: withdrawal.userId, amount: withdrawal.amount, currency: withdrawal.currency }, req.ip);
    return withdrawal;
  });
  registerRoute(app, ctx, adminMoneyApi.withdrawalReject, async ({ body, req }) => {
    const { withdrawal } = await s.withdrawals.review(body.id, await reviewer(req), 'reject', body.reason, req.locale);
    await audit().record(req.operator!, 'withdrawal.reject', { type: 'withdrawal', id: body.id }, { userId: withdrawal.userId, reason: body.reason }, req.ip);
    return withdrawal;
  });

  registerRoute(app, ctx, adminMoneyApi.houseAccounts, async () => {
    const rows = await need(ctx, 'ledger').houseBalances();
    return { list: rows.map((row) => ({ code: row.code, house: row.house!, currency: row.currency, balance: formatMinor(row.balance, CURRENCY_DECIMALS[row.currency]) })) };
  });
  registerRoute(app, ctx, adminMoneyApi.userBalances, async ({ params }) => {
    const rows = await need(ctx, 'wallet').accountBalances(idParam(params.id));
    return {
      list: rows.map((row) => {
        const d = CURRENCY_DECIMALS[row.currency];
        return { walletType: row.wallet!, currency: row.currency, balance: formatMinor(row.balance, d), frozen: formatMinor(row.held, d), available: formatMinor(row.available, d) };
      }),
    };
  });
  registerRoute(app, ctx, adminMoneyApi.reconcile, async ({ req }) => {
    const report = await need(ctx, 'ledger').reconcile();
    await audit().record(req.operator!, 'ledger.reconcile', undefined, { ok: report.ok, differences: report.differences.length }, req.ip);
    return report;
  });

  // service applications
  registerRoute(app, ctx, adminMoneyApi.serviceApplications, async ({ query, req }) => {
    let base = ctx.db.selectFrom('service_applications');
    const status = { pending: 1, failed: 2, completed: 3 } as const;
    if (query.status !== 'all') base = base.where('status', '=', status[query.status]);
    if (query.userId) base = base.where('user_id', '=', query.userId);
    if (query.service) base = base.where('service', '=', query.service);
    const order = query.status === 'pending' ? 'asc' : 'desc';
    const wallet = need(ctx, 'wallet');
    return pageOf(base, (q) => q.selectAll().orderBy('id', order), query, async (rows) => {
      const names = await need(ctx, 'accounts').usernames(rows.map((row) => row.user_id));
      return rows.map((row) => ({
        ...wallet.applicationView(row, req.locale),
        userId: row.user_id,
        username: names.get(row.user_id) ?? '',
        ...(row.reviewed_by_name ? { reviewedBy: row.reviewed_by_name } : {}),
      }));
    });
  });
  const reviewService = async (req: FastifyRequest, id: number, decision: 'approve' | 'reject', reason?: string) => {
    const who = await reviewer(req);
    const updated = await ctx.db
      .updateTable('service_applications')
      .set({ status: decision === 'approve' ? 3 : 2, reason: reason ?? null, reviewed_by: who.id, reviewed_by_name: who.username, reviewed_at: new Date(ctx.clock.now()) })
      .where('id', '=', id)
      .where('status', '=', 1)
      .returningAll()
      .executeTakeFirst();
    if (!updated) {
      const exists = await ctx.db.selectFrom('service_applications').select('id').where('id', '=', id).executeTakeFirst();
      if (!exists) throw new AppError('NOT_FOUND', walletTexts.applicationNotFound, {}, { status: 404 });
      throw new AppError('ALREADY_REVIEWED', walletTexts.alreadyReviewed, {}, { status: 409 });
    }
    await audit().record(req.operator!, `service.${decision}`, { type: 'service_application', id }, { userId: updated.user_id, service: updated.service, reason }, req.ip);
    await need(ctx, 'notices').notify(updated.user_id, {
      kind: 'operator',
      ref: `service:${id}`,
      title: decision === 'approve' ? walletTexts.serviceApprovedTitle : walletTexts.serviceRejectedTitle,
      body: fill(decision === 'approve' ? walletTexts.serviceApprovedBody : walletTexts.serviceRejectedBody, { service: updated.service, reason: reason ?? '' }),
    });
    const user = await need(ctx, 'accounts').getUser(updated.user_id);
    return { ...need(ctx, 'wallet').applicationView(updated, req.locale), userId: updated.user_id, username: user?.username ?? '', reviewedBy: who.username };
  };
  registerRoute(app, ctx, adminMoneyApi.serviceApprove, ({ body, req }) => reviewService(req, body.id, 'approve'));
  registerRoute(app, ctx, adminMoneyApi.serviceReject, ({ body, req }) => reviewService(req, body.id, 'reject', body.reason));
}

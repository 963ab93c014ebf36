import { adminLoansApi, loansApi } from '@app/contracts';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context.ts';
import { registerRoute } from '../../http/route.ts';
import { idempotencyKeyOf } from '../../ledger/index.ts';
import type { LoansService } from './service.ts';

/** Loans calls (SPEC section 7 "Loans"): offer, apply, repay, what is due, lists; then the back office. */
export function loansRoutes(app: FastifyInstance, ctx: AppContext, loans: LoansService): void {
  registerRoute(app, ctx, loansApi.offer, ({ query, req }) => loans.offer(query.amount, query.termMonths, req.locale));

  registerRoute(app, ctx, loansApi.apply, async ({ body, req }) => {
    const key = idempotencyKeyOf(req, body);
    const userId = req.user!.userId;
    await loans.authorize(userId, req.user!.sessionId, body.payPassword);
    return loans.apply(userId, { amount: body.amount, termMonths: body.termMonths, termsVersionId: body.termsVersionId }, key, req.locale);
  });

  registerRoute(app, ctx, loansApi.applyRepay, async ({ body, req }) => {
    const key = idempotencyKeyOf(req, body);
    const userId = req.user!.userId;
    await loans.authorize(userId, req.user!.sessionId, body.payPassword);
    return loans.repay(userId, { loanId: body.loanId, mode: body.mode, amount: body.amount, prepay: body.prepay }, key, req.locale);
  });

  registerRoute(app, ctx, loansApi.shouldRepayAmount, ({ query, req }) => loans.shouldRepay(req.user!.userId, query.loanId));
  registerRoute(app, ctx, loansApi.applyList, ({ body, req }) => loans.list(req.user!.userId, body));
  registerRoute(app, ctx, loansApi.repayList, ({ body, req }) => loans.repayments(req.user!.userId, body));

  // Back office
  registerRoute(app, ctx, adminLoansApi.list, ({ query }) => loans.adminList(query));
  registerRoute(app, ctx, adminLoansApi.review, ({ body, req }) => loans.review(req.operator!, body, req.ip));
}

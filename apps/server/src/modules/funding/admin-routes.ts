import { adminMoneyApi, CURRENCY_DECIMALS } from '@app/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { need, type AppContext } from '../../context.ts';
import { errors } from '../../http/errors.ts';
import { registerRoute } from '../../http/route.ts';
import { reasonKey } from './deposits.ts';
import { formatMinor } from '../../ledger/money.ts';
import type { Reviewer } from './deposits.ts';
import type { FundingServices } from './routes.ts';
import { maskWithdrawal } from '../backoffice/mask.ts';

const idParam = (value: string | undefined): number => {
  const id = Number(value);
  if (!Number.isSafeInteger(id) || id <= 0) throw errors.notFound();
  return id;
};

/** Back-office money calls under /web/admin/money (operators); every action goes to the audit log. */
export function fundingAdminRoutes(app: FastifyInstance, ctx: AppContext, s: FundingServices): void {
  const reviewer = async (req: FastifyRequest): Promise<Reviewer> => {
    const operator = await need(ctx, 'operators').get(req.operator!.operatorId);
    if (!operator) throw errors.unauthorized();
    return { id: operator.id, username: operator.username, roles: req.operator!.roles, ip: req.ip };
  };

  registerRoute(app, ctx, adminMoneyApi.deposits, ({ query, req }) => s.deposits.adminList(query, req.locale));
  registerRoute(app, ctx, adminMoneyApi.deposit, ({ params, req }) => s.deposits.adminDetail(idParam(params.id), req.locale));
  registerRoute(app, ctx, adminMoneyApi.depositApprove, async ({ body, req }) => {
    // The audit row is written in the review's transaction (deposits.review).
    return s.deposits.review(body.id, await reviewer(req), 'approve', undefined, req.locale, { amount: body.amount, reason: body.reason });
  });
  registerRoute(app, ctx, adminMoneyApi.depositReject, async ({ body, req }) => {
    return s.deposits.review(body.id, await reviewer(req), 'reject', body.reasonCode ? reasonKey(body.reasonCode) : body.reason, req.locale);
  });

  // Payout card/CLABE numbers masked by default (reveal: POST /admin/backoffice/reveal/withdrawal, audited).
  registerRoute(app, ctx, adminMoneyApi.withdrawals, async ({ query, req }) => {
    const page = await s.withdrawals.adminList(query, req.locale);
    return { ...page, list: page.list.map(maskWithdrawal) };
  });
  registerRoute(app, ctx, adminMoneyApi.withdrawal, async ({ params, req }) => maskWithdrawal(await s.withdrawals.adminDetail(idParam(params.id), req.locale)));
  registerRoute(app, ctx, adminMoneyApi.withdrawalApprove, async ({ body, req }) => {
    const { withdrawal } = await s.withdrawals.review(body.id, await reviewer(req), 'approve', undefined, req.locale);
    return maskWithdrawal(withdrawal);
  });
  registerRoute(app, ctx, adminMoneyApi.withdrawalReject, async ({ body, req }) => {
    const { withdrawal } = await s.withdrawals.review(body.id, await reviewer(req), 'reject', body.reason, req.locale);
    return maskWithdrawal(withdrawal);
  });

  registerRoute(app, ctx, adminMoneyApi.withdrawalSend, async ({ body, req }) => maskWithdrawal(await s.payouts.send(body.id, await reviewer(req), body.trackingKey, req.locale)));
  registerRoute(app, ctx, adminMoneyApi.withdrawalPaid, async ({ body, req }) => maskWithdrawal(await s.payouts.paid(body.id, await reviewer(req), req.locale)));
  registerRoute(app, ctx, adminMoneyApi.withdrawalReturn, async ({ body, req }) => maskWithdrawal(await s.payouts.returned(body.id, await reviewer(req), body.reason, req.locale)));

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
  // Reading runs nothing (issue 20): the report of the last recorded run (an operator's
  // POST /admin/backoffice/reconciliation/run or the daily job's).
  registerRoute(app, ctx, adminMoneyApi.reconcile, () => need(ctx, 'backoffice').reconciliation.lastReport());
  // Service applications (under /admin/money too) are the wallet module's: modules/wallet/routes.ts.
}

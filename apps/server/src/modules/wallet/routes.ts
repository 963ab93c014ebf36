import { adminMoneyApi, walletApi } from '@app/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { need, type AppContext } from '../../context.ts';
import { errors } from '../../http/errors.ts';
import { registerRoute } from '../../http/route.ts';
import { fingerprint, idempotencyKeyOf } from '../../ledger/idempotency.ts';
import { adminApplications, reviewApplication, type ApplicationReviewer } from './applications.ts';
import type { WalletService } from './service.ts';

export function walletRoutes(app: FastifyInstance, ctx: AppContext, wallet: WalletService): void {
  registerRoute(app, ctx, walletApi.getWalletBalance, ({ body, req }) => wallet.balances(req.user!.userId, body?.walletType));

  registerRoute(app, ctx, walletApi.holds, async ({ req }) => ({ list: await wallet.holds(req.user!.userId, req.locale) }));

  registerRoute(app, ctx, walletApi.getWalletBill, ({ body, req }) => wallet.bill(req.user!.userId, body, req.locale));

  registerRoute(app, ctx, walletApi.transferQuote, ({ body, req }) => wallet.quote(req.user!.userId, body));

  registerRoute(app, ctx, walletApi.transfer, async ({ body, req }) => {
    const key = idempotencyKeyOf(req, body);
    return (await wallet.transfer(req.user!.userId, body, key, fingerprint(body))).result;
  });

  registerRoute(app, ctx, walletApi.cancelTransfer, async ({ body, req }) => {
    const key = idempotencyKeyOf(req, body);
    return (await wallet.cancelTransfer(req.user!.userId, body.id, key, fingerprint(body))).result;
  });

  registerRoute(app, ctx, walletApi.transferList, ({ body, req }) => wallet.transferList(req.user!.userId, body));

  registerRoute(app, ctx, walletApi.applyService, ({ body, req }) => wallet.applyService(req.user!.userId, body.service, body.remark, req.locale));

  registerRoute(app, ctx, walletApi.serviceList, async ({ req }) => ({ list: await wallet.serviceApplications(req.user!.userId, req.locale) }));

  // Back office: the review of service applications is the wallet module's (it owns the
  // table); the calls sit under /admin/money with the other money queues.
  const reviewer = async (req: FastifyRequest): Promise<ApplicationReviewer> => {
    const operator = await need(ctx, 'operators').get(req.operator!.operatorId);
    if (!operator) throw errors.unauthorized();
    return { id: operator.id, username: operator.username, ip: req.ip };
  };
  registerRoute(app, ctx, adminMoneyApi.serviceApplications, ({ query, req }) => adminApplications(ctx, query, req.locale));
  registerRoute(app, ctx, adminMoneyApi.serviceApprove, async ({ body, req }) => reviewApplication(ctx, await reviewer(req), body.id, 'approve', undefined, req.locale));
  registerRoute(app, ctx, adminMoneyApi.serviceReject, async ({ body, req }) => reviewApplication(ctx, await reviewer(req), body.id, 'reject', body.reason, req.locale));
}

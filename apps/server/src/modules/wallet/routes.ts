import { walletApi } from '@app/contracts';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context.ts';
import { registerRoute } from '../../http/route.ts';
import { fingerprint, idempotencyKeyOf } from '../../ledger/idempotency.ts';
import type { WalletService } from './service.ts';

export function walletRoutes(app: FastifyInstance, ctx: AppContext, wallet: WalletService): void {
  registerRoute(app, ctx, walletApi.getWalletBalance, ({ body, req }) => wallet.balances(req.user!.userId, body?.walletType));

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
}

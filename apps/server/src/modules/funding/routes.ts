import { fundingApi, walletApi } from '@app/contracts';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context.ts';
import { registerRoute } from '../../http/route.ts';
import { fingerprint, idempotencyKeyOf } from '../../ledger/idempotency.ts';
import type { CardsService } from './cards.ts';
import type { DepositsService } from './deposits.ts';
import type { PayoutsService } from './payouts.ts';
import { fundingOverview } from './overview.ts';
import type { WithdrawalsService } from './withdrawals.ts';

export interface FundingServices {
  deposits: DepositsService;
  withdrawals: WithdrawalsService;
  cards: CardsService;
  payouts: PayoutsService;
}

export function fundingRoutes(app: FastifyInstance, ctx: AppContext, s: FundingServices): void {
  registerRoute(app, ctx, walletApi.fundingOverview, ({ req }) => fundingOverview(ctx, req.user!.userId));

  // deposits
  registerRoute(app, ctx, fundingApi.depositChannels, async ({ req }) => ({ list: await s.deposits.channels(req.user!.userId, req.locale) }));
  registerRoute(app, ctx, fundingApi.depositCreate, async ({ body, req }) => {
    const key = idempotencyKeyOf(req, body);
    return (await s.deposits.create(req.user!.userId, body, key, fingerprint(body), req.locale)).result;
  });
  registerRoute(app, ctx, fundingApi.depositList, ({ body, req }) => s.deposits.list(req.user!.userId, body, req.locale));

  // withdrawals
  registerRoute(app, ctx, fundingApi.usableWithdrawal, ({ query, req }) => s.withdrawals.usable(req.user!.userId, query.currency));
  registerRoute(app, ctx, fundingApi.withdrawalApply, async ({ body, req }) => {
    const key = idempotencyKeyOf(req, body);
    // A retry carries a fresh authenticator code: the code is not part of what the key stands for.
    const { totp: _totp, ...request } = body;
    void _totp;
    return (await s.withdrawals.apply(req.user!.userId, body, key, fingerprint(request), req.locale)).result;
  });
  registerRoute(app, ctx, fundingApi.withdrawalList, ({ body, req }) => s.withdrawals.list(req.user!.userId, body, req.locale));

  // bank cards
  registerRoute(app, ctx, fundingApi.cardList, async ({ req }) => ({ list: await s.cards.listCards(req.user!.userId) }));
  registerRoute(app, ctx, fundingApi.cardAdd, ({ body, req }) => s.cards.addCard(req.user!.userId, body, body, req.locale));
  registerRoute(app, ctx, fundingApi.cardUpdate, ({ body, req }) => s.cards.updateCard(req.user!.userId, body.id, body, body, req.locale));
  registerRoute(app, ctx, fundingApi.cardDelete, async ({ body, req }) => {
    await s.cards.deleteCard(req.user!.userId, body.id);
    return { ok: true as const };
  });

  // crypto wallets
  registerRoute(app, ctx, fundingApi.walletList, async ({ req }) => ({ list: await s.cards.listWallets(req.user!.userId) }));
  registerRoute(app, ctx, fundingApi.walletAdd, ({ body, req }) => s.cards.addWallet(req.user!.userId, body, body, req.locale));
  registerRoute(app, ctx, fundingApi.walletUpdate, ({ body, req }) => s.cards.updateWallet(req.user!.userId, body.id, body, body, req.locale));
  registerRoute(app, ctx, fundingApi.walletDelete, async ({ body, req }) => {
    await s.cards.deleteWallet(req.user!.userId, body.id);
    return { ok: true as const };
  });
}

import { adminIpoApi, ipoApi } from '@app/contracts';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context.ts';
import { registerRoute } from '../../http/route.ts';
import { idempotencyKeyOf } from '../../ledger/index.ts';
import type { IpoAdmin } from './admin.ts';
import { previewOrder } from './preview.ts';
import type { IpoService } from './service.ts';

/** IPO calls (SPEC section 7): the calendar, subscribe, edit, cancel, reconfirm, my list and counts; then the back office. */
export function ipoRoutes(app: FastifyInstance, ctx: AppContext, ipo: IpoService, admin: IpoAdmin): void {
  registerRoute(app, ctx, ipoApi.newStockList, ({ query, req }) => ipo.calendar(query, req.locale));

  registerRoute(app, ctx, ipoApi.newStockDetail, ({ query, req }) => ipo.detail(query.id, req.locale));

  registerRoute(app, ctx, ipoApi.preview, ({ body }) => previewOrder(ipo, body));

  registerRoute(app, ctx, ipoApi.subscribe, async ({ body, req }) => {
    const key = idempotencyKeyOf(req, body);
    const userId = req.user!.userId;
    await ipo.authorize(userId, req.user!.sessionId, body.payPassword);
    return ipo.subscribe(userId, { ipoId: body.ipoId, quantity: body.quantity, limitPrice: body.limitPrice, financePercent: body.financePercent }, key, req.locale);
  });

  registerRoute(app, ctx, ipoApi.pay, async ({ body, req }) => {
    const key = idempotencyKeyOf(req, body);
    await ipo.authorize(req.user!.userId, req.user!.sessionId, body.payPassword);
    return ipo.pay(req.user!.userId, body.id, key, req.locale);
  });

  registerRoute(app, ctx, ipoApi.subscription, ({ query, req }) => ipo.one(req.user!.userId, query.id, req.locale));

  registerRoute(app, ctx, ipoApi.edit, async ({ body, req }) => {
    await ipo.authorize(req.user!.userId, req.user!.sessionId, body.payPassword);
    return ipo.edit(req.user!.userId, { id: body.id, quantity: body.quantity, limitPrice: body.limitPrice }, req.locale);
  });

  registerRoute(app, ctx, ipoApi.cancel, async ({ body, req }) => {
    await ipo.authorize(req.user!.userId, req.user!.sessionId, body.payPassword);
    return ipo.cancel(req.user!.userId, body.id, req.locale);
  });

  registerRoute(app, ctx, ipoApi.reconfirm, async ({ body, req }) => {
    await ipo.authorize(req.user!.userId, req.user!.sessionId, body.payPassword);
    return ipo.reconfirm(req.user!.userId, body.id, req.locale);
  });

  registerRoute(app, ctx, ipoApi.subscriptions, ({ body, req }) => ipo.subscriptions(req.user!.userId, body, req.locale));

  registerRoute(app, ctx, ipoApi.counts, ({ req }) => ipo.counts(req.user!.userId));

  // Back office
  registerRoute(app, ctx, adminIpoApi.list, ({ query, req }) => admin.list(query, req.locale));
  registerRoute(app, ctx, adminIpoApi.create, ({ body, req }) => admin.create(req.operator!, body, req.locale, req.ip));
  registerRoute(app, ctx, adminIpoApi.update, ({ body, req }) => {
    const { id, ...input } = body;
    return admin.update(req.operator!, id, input, req.locale, req.ip);
  });
  registerRoute(app, ctx, adminIpoApi.setFinalPrice, ({ body, req }) => admin.setFinalPrice(req.operator!, body.id, body.price, req.locale, req.ip));
  registerRoute(app, ctx, adminIpoApi.allot, ({ body, req }) => admin.allot(req.operator!, body.id, req.locale, req.ip));
}

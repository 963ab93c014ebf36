import { conditionalApi } from '@app/contracts';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context.ts';
import { registerRoute } from '../../http/route.ts';
import { interpolate } from '../../i18n/text.ts';
import { fingerprint, idempotencyKeyOf } from '../../ledger/index.ts';
import type { ConditionalOrders } from './conditional.ts';
import type { TradingService } from './service.ts';

/** Conditional orders (issue 21; contracts: conditionalApi in trading.ts). */
export function conditionalRoutes(app: FastifyInstance, ctx: AppContext, service: TradingService, conditional: ConditionalOrders): void {
  registerRoute(app, ctx, conditionalApi.create, async ({ body, req }) => {
    const { userId, sessionId } = req.user!;
    const key = idempotencyKeyOf(req, body);
    await service.authorize(userId, sessionId, body.payPassword);
    const { payPassword: _pin, idempotencyKey: _key, ...input } = body;
    void _pin;
    void _key;
    const { order, legs, replayed } = await conditional.place(userId, input, key, fingerprint(input));
    return { order: { ...conditional.view(order, req.locale), ...(replayed ? { replayed: true } : {}) }, legs: legs.map((l) => conditional.view(l, req.locale)) };
  });

  registerRoute(app, ctx, conditionalApi.cancel, async ({ body, req }) => {
    const { userId, sessionId } = req.user!;
    await service.authorize(userId, sessionId, body.payPassword);
    return conditional.view(await conditional.cancel(userId, body.id), req.locale);
  });

  registerRoute(app, ctx, conditionalApi.list, async ({ body, req }) =>
    conditional.list(req.user!.userId, { pageNum: body?.pageNum ?? 1, pageSize: body?.pageSize ?? 20, live: body?.live, code: body?.code }, req.locale),
  );

  registerRoute(app, ctx, conditionalApi.rules, async ({ req }) => {
    const version = await service.orderRules.current();
    const { terms } = version;
    const text = interpolate(version.text[req.locale], { ...terms, extendedHours: String(terms.extendedHours) });
    return { termsVersionId: version.id, gtcMaxDays: terms.gtcMaxDays, fractionalDecimals: terms.fractionalDecimals, minAmount: terms.minAmount, maxTrailPercent: terms.maxTrailPercent, maxLive: terms.maxLive, extendedHours: terms.extendedHours, text };
  });
}

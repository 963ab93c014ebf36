import { portfolioApi, tradingApi, TRADE_MARKETS, type createOrderBody, type CREATE_CALL_MARKETS, type MinCount } from '@app/contracts';
import type { z } from 'zod';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppContext } from '../../context.ts';
import { registerRoute } from '../../http/route.ts';
import { fingerprint, idempotencyKeyOf } from '../../ledger/index.ts';
import { quantitySpec } from './lots.ts';
import { rateView } from './rates.ts';
import type { TradingReads } from './reads.ts';
import type { TradingService } from './service.ts';

type CreateBody = z.output<typeof createOrderBody>;
const page = (body: { pageNum?: number | undefined; pageSize?: number | undefined } | undefined) => ({ pageNum: body?.pageNum ?? 1, pageSize: body?.pageSize ?? 20 });

/** The trading calls of SPEC section 7 (contracts: packages/contracts/src/trading.ts). */
export function tradingRoutes(app: FastifyInstance, ctx: AppContext, service: TradingService, reads: TradingReads): void {
  const userOf = (req: FastifyRequest) => req.user!;

  registerRoute(app, ctx, tradingApi.rates, async ({ query }) => {
    const [rules, tax] = await Promise.all([service.rates.all(), service.tax.rate()]);
    const ivaRate = tax.rate.toFixed();
    return { list: TRADE_MARKETS.filter((m) => !query.market || m === query.market).map((m) => ({ ...rateView(rules.get(m)!), ivaRate })) };
  });

  registerRoute(app, ctx, tradingApi.minCount, async ({ body }) =>
    service.guard(async () => {
      const { instrument, market } = service.instrumentFor(body.code);
      const rules = await service.rates.get(market);
      const spec = quantitySpec(market, instrument, rules);
      return {
        code: instrument.code,
        market,
        minCount: spec.min.toFixed(),
        step: spec.step.toFixed(),
        lotSize: spec.lotSize,
        quantityUnit: spec.unit,
        ...(spec.contractSize !== undefined ? { contractSize: spec.contractSize } : {}),
        ...(spec.lotUnits !== undefined ? { lotUnits: spec.lotUnits } : {}),
        multiplier: spec.multiplier.toFixed(),
        maxCount: spec.max.toFixed(),
      } satisfies MinCount;
    }),
  );

  registerRoute(app, ctx, tradingApi.preview, async ({ body, req }) => {
    const preview = await service.preview(userOf(req).userId, body);
    const instrument = service.market.instrument(preview.code);
    return { ...preview, name: instrument ? (instrument.name[req.locale] ?? instrument.name.en) : preview.code };
  });

  const create = (call: keyof typeof CREATE_CALL_MARKETS) => async ({ body, req }: { body: CreateBody; req: FastifyRequest }) => {
    const { userId, sessionId } = userOf(req);
    const key = idempotencyKeyOf(req, body);
    await service.authorize(userId, sessionId, body.payPassword);
    const { payPassword: _pin, ...request } = body;
    void _pin;
    const { order, replayed, sale } = await service.create(userId, call, request, key, fingerprint({ ...request, call }));
    return { ...service.orderViews([order], req.locale)[0]!, ...(replayed ? { replayed: true } : {}), ...(sale ? { sale } : {}) };
  };
  registerRoute(app, ctx, tradingApi.stockCreate, create('/stock/create'));
  registerRoute(app, ctx, tradingApi.hkCreate, create('/hk/create'));
  registerRoute(app, ctx, tradingApi.goldCreate, create('/gold/create'));
  registerRoute(app, ctx, tradingApi.crudeCreate, create('/crude/create'));

  registerRoute(app, ctx, tradingApi.cancel, async ({ body, req }) => {
    const { userId, sessionId } = userOf(req);
    await service.authorize(userId, sessionId, body.payPassword);
    const order = await service.cancel(userId, body.id);
    return service.orderViews([order], req.locale)[0]!;
  });

  registerRoute(app, ctx, tradingApi.additions, async ({ body, req }) => {
    const { userId, sessionId } = userOf(req);
    await service.authorize(userId, sessionId, body.payPassword);
    const { position, order } = await service.setStops(userId, { positionId: body.positionId, orderId: body.orderId }, { stopLoss: body.stopLoss, takeProfit: body.takeProfit });
    return {
      ...(position ? { position: (await service.positionViews([position], req.locale))[0]! } : {}),
      ...(order ? { order: service.orderViews([order], req.locale)[0]! } : {}),
    };
  });

  registerRoute(app, ctx, tradingApi.flatPosition, async ({ body, req }) => {
    const { userId, sessionId } = userOf(req);
    await service.authorize(userId, sessionId, body.payPassword);
    const header = req.headers['idempotency-key'];
    const key = (Array.isArray(header) ? header[0] : header)?.trim() || body.idempotencyKey;
    const result = await service.guard(() =>
      service.closePosition(body.positionId, { userId, quantity: body.quantity, reason: 'user', by: `user:${userId}`, idempotencyKey: key }),
    );
    const { order, closed, remaining } = result!;
    const views = await service.positionViews(remaining ? [closed, remaining] : [closed], req.locale);
    return { order: service.orderViews([order], req.locale)[0]!, closed: views[0]!, ...(views[1] ? { remaining: views[1] } : {}) };
  });

  registerRoute(app, ctx, tradingApi.getByStock, async ({ body, req }) => reads.byStock(userOf(req).userId, body.code, req.locale));

  registerRoute(app, ctx, tradingApi.addPositionMargin, async ({ body, req }) => {
    const { userId, sessionId } = userOf(req);
    await service.authorize(userId, sessionId, body.payPassword);
    const header = req.headers['idempotency-key'];
    const key = (Array.isArray(header) ? header[0] : header)?.trim() || body.idempotencyKey;
    const position = await service.addMargin(userId, body.positionId, body.amount, key);
    return (await service.positionViews([position], req.locale))[0]!;
  });

  registerRoute(app, ctx, tradingApi.me, async ({ body, req }) => reads.holding(userOf(req).userId, { ...page(body), market: body?.market, code: body?.code }, req.locale));
  registerRoute(app, ctx, tradingApi.flatList, async ({ body, req }) => reads.closed(userOf(req).userId, { ...page(body), market: body?.market, code: body?.code }, req.locale));
  registerRoute(app, ctx, tradingApi.consignList, async ({ body, req }) =>
    reads.orders(userOf(req).userId, { ...page(body), market: body?.market, code: body?.code, status: 0 }, req.locale),
  );
  registerRoute(app, ctx, tradingApi.orderList, async ({ body, req }) =>
    reads.orders(userOf(req).userId, { ...page(body), market: body?.market, code: body?.code, status: body?.status }, req.locale),
  );
  registerRoute(app, ctx, tradingApi.orderDetail, async ({ body, req }) => service.guard(() => reads.order(userOf(req).userId, body.id, req.locale)));
  registerRoute(app, ctx, tradingApi.positionDetail, async ({ body, req }) => service.guard(() => reads.position(userOf(req).userId, body.id, req.locale)));
  registerRoute(app, ctx, tradingApi.water, async ({ body, req }) => service.guard(() => reads.water(userOf(req).userId, body.positionId, body.pageNum, body.pageSize, req.locale)));
  registerRoute(app, ctx, tradingApi.halfOrFullNum, async ({ body, req }) => reads.halfOrFull(userOf(req).userId, body?.market));
  registerRoute(app, ctx, tradingApi.confirmation, async ({ query, req }) => service.guard(() => reads.confirmation(userOf(req).userId, query.orderId, req.locale)));
  registerRoute(app, ctx, tradingApi.fundDetails, async ({ query, req }) => ({ list: await reads.fundDetails(userOf(req).userId, query.market), time: ctx.clock.now() }));
  // The ticket's account and the portfolio (issue 12; contracts: portfolio.ts).
  registerRoute(app, ctx, portfolioApi.account, async ({ req }) => service.ticket.account(userOf(req).userId));
  registerRoute(app, ctx, portfolioApi.acknowledgeRisk, async ({ req }) => service.ticket.acknowledgeRisk(userOf(req).userId));
  registerRoute(app, ctx, portfolioApi.portfolio, async ({ req }) => service.portfolio(userOf(req).userId, req.locale));
  registerRoute(app, ctx, tradingApi.fundProfit, async ({ query, req }) => reads.profit(userOf(req).userId, { ...query, market: query.market, code: query.code }, req.locale));
}

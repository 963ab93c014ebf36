import { accessKeysApi, type AccessKeyProduct } from '@app/contracts';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context.ts';
import { registerRoute } from '../../http/route.ts';
import type { AccessKeysService } from './service.ts';

export function accessKeysRoutes(app: FastifyInstance, ctx: AppContext, keys: AccessKeysService): void {
  // The three secret checks of SPEC section 7: the same service, one product each.
  const checks: [typeof accessKeysApi.checkQuant, AccessKeyProduct][] = [
    [accessKeysApi.checkQuant, 'quant'],
    [accessKeysApi.checkBlockTrade, 'blocktrade'],
    [accessKeysApi.checkPlacing, 'placing'],
  ];
  for (const [def, product] of checks) {
    registerRoute(app, ctx, def, ({ body, req }) =>
      keys.check({ product, key: body.secret, userId: req.user!.userId, ip: req.ip, scope: body.productId }, req.locale),
    );
  }

  // Back office
  registerRoute(app, ctx, accessKeysApi.adminIssue, ({ body, req }) => keys.issue(body, req.operator!, req.ip));
  registerRoute(app, ctx, accessKeysApi.adminList, ({ query }) => keys.list(query));
  registerRoute(app, ctx, accessKeysApi.adminUses, ({ query }) => keys.uses(query));
  registerRoute(app, ctx, accessKeysApi.adminRevoke, ({ body, req }) => keys.revoke(body.id, req.operator!, req.ip));
}

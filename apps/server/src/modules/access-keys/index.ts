import type { AccessKeyProduct } from '@app/contracts';
import type { AppModule } from '../../context.ts';
import { accessKeysRoutes } from './routes.ts';
import { AccessKeysService } from './service.ts';
import './tables.ts';

export type { Consumed, ConsumeOptions, KeyRequest } from './service.ts';

declare module '../../context.ts' {
  interface Services {
    /**
     * Operator-issued access keys: `accessKeys.check({ product, key, userId, ip, scope? }, locale)` answers whether
     * a key opens a product; `accessKeys.consume(request, { ref, db: trx })` uses it once inside the order's transaction.
     */
    accessKeys: AccessKeysService;
  }
}

/** Known keys the demo seed issues (demo mode only), so a newcomer can open each restricted product. */
export const DEMO_ACCESS_KEYS: Record<AccessKeyProduct, string> = {
  quant: 'QUANT-DEMO0-00000-00000-00001',
  blocktrade: 'B10CK-DEMO0-00000-00000-00001',
  placing: 'P1ACE-DEMO0-00000-00000-00001',
};

/** Access keys for quant products, block trades and placings (SPEC section 7's three secret checks). */
export const accessKeysModule: AppModule = {
  name: 'access-keys',
  init: (ctx) => {
    ctx.services.accessKeys = new AccessKeysService(ctx);
  },
  routes: (app, ctx) => accessKeysRoutes(app, ctx, ctx.services.accessKeys!),
  seedDemo: (ctx) => ctx.services.accessKeys!.seedDemo(DEMO_ACCESS_KEYS),
};

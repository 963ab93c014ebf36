import { need, type AppModule } from '../../context.ts';
import { blocktradeRoutes } from './routes.ts';
import { seedBlocktrade } from './seed.ts';
import { BlocktradeService } from './service.ts';
import './tables.ts';
import { blocktradeCustomerSection } from './customer-section.ts';

declare module '../../context.ts' {
  interface Services {
    /** Block trades (issue 15): authority, offers, orders and positions. */
    blocktrade: BlocktradeService;
  }
}

/**
 * Block trades (issue 15): activation reviewed in the back office, operator offers at a
 * published discount to the live reference price, trades of at least 10,000 shares paid
 * from the market's stock wallet through the ledger, lock-ups. Needs market, ledger, terms,
 * access keys, accounts, trading (the site rate table and IVA), notices and push; listed
 * after them.
 */
export const blocktradeModule: AppModule = {
  name: 'blocktrade',
  init(ctx) {
    ctx.services.backoffice?.customerSections.register(blocktradeCustomerSection(ctx));
    const service = new BlocktradeService(ctx);
    ctx.services.blocktrade = service;
    need(ctx, 'trading').holdings.register({ area: 'blocktrade', valueOf: (userId) => service.orders.holdingValues(userId) });
  },
  routes(app, ctx) {
    blocktradeRoutes(app, ctx, need(ctx, 'blocktrade'));
  },
  seedDemo: (ctx) => seedBlocktrade(ctx),
  stop: (ctx) => ctx.services.blocktrade?.idle(),
};

import { need, type AppModule } from '../../context.ts';
import { auctionRoutes } from './routes.ts';
import { AuctionService } from './service.ts';
import './tables.ts';
import { auctionCustomerSection } from './customer-section.ts';

declare module '../../context.ts' {
  interface Services {
    auction: AuctionService;
  }
}

/**
 * Pre-market auction orders (issue 14): AO/ALO buys in each exchange's pre-opening window,
 * the indicative price and volume, and the opening cross through the trading engine (job
 * `auction.cross`, every 15 s: a book is crossed once its open has come). Needs market,
 * ledger, terms, accounts and trading; listed after them.
 */
export const auctionModule: AppModule = {
  name: 'auction',
  init(ctx) {
    ctx.services.backoffice?.customerSections.register(auctionCustomerSection(ctx));
    const service = new AuctionService(ctx);
    ctx.services.auction = service;
    ctx.jobs.define({
      name: 'auction.cross',
      schedule: { everyMs: 15_000 },
      maxItemsPerRun: 500,
      async run(run) {
        return service.crossDue(run.maxItems);
      },
    });
  },
  routes: (app, ctx) => auctionRoutes(app, ctx, need(ctx, 'auction')),
  stop: (ctx) => ctx.services.auction?.idle(),
};

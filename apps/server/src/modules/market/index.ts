import type { AppContext, AppModule } from '../../context.ts';
import { SimulatedMarket } from '../../market/simulated.ts';
import { marketRoutes } from './routes.ts';
import { MarketService } from './service.ts';
import { WatchlistStore } from './watchlist.ts';
import { WatchlistGroups } from './watchlist-groups.ts';

declare module '../../context.ts' {
  interface Services {
    market: MarketService;
  }
}

export type { MarketService, MarketQuote, FxRate } from './service.ts';

/** The demo investor's watchlist, top first. */
const DEMO_WATCHLIST = ['AAPL', 'NVDA', 'WALMEX *', '00700', 'USD/MXN'];

const state = new WeakMap<AppContext, { watchlist: WatchlistStore; groups: WatchlistGroups }>();

/**
 * Markets: the simulated market (behind MarketDataProvider), every market call of SPEC
 * section 7, the watchlist, and the quote board whose ticker feeds the push socket.
 */
export const marketModule: AppModule = {
  name: 'market',
  init(ctx) {
    const provider = new SimulatedMarket(ctx.config.marketSeed);
    ctx.services.market = new MarketService(provider, ctx.clock);
    const watchlist = new WatchlistStore(ctx.db, ctx.clock);
    state.set(ctx, { watchlist, groups: new WatchlistGroups(ctx.db, ctx.clock, watchlist) });
  },
  routes(app, ctx) {
    const { watchlist, groups } = state.get(ctx)!;
    marketRoutes(app, ctx, ctx.services.market!, watchlist, groups);
  },
  async seedDemo(ctx) {
    const accounts = ctx.services.accounts;
    const demo = accounts ? await accounts.findByUsername('demo') : undefined;
    if (!demo) return;
    const { watchlist } = state.get(ctx)!;
    if ((await watchlist.list(demo.id)).length > 0) return;
    // Each save goes to the top: add in reverse so the list reads in DEMO_WATCHLIST order.
    for (const code of [...DEMO_WATCHLIST].reverse()) await watchlist.save(demo.id, code);
    ctx.log.info({ count: DEMO_WATCHLIST.length }, 'demo watchlist seeded');
  },
  start(ctx) {
    ctx.services.market!.board.start();
  },
  stop(ctx) {
    ctx.services.market?.board.stop();
  },
};

import type { AppContext, AppModule } from '../../context.ts';
import { TradingEngine } from './engine.ts';
import { TradingReads } from './reads.ts';
import { tradingRoutes } from './routes.ts';
import { seedDemoTrades } from './seed.ts';
import { TradingService } from './service.ts';
import './tables.ts';

declare module '../../context.ts' {
  interface Services {
    /** Orders and positions (issue 6); `trading.engine.sweep()` runs the matching and risk job once. */
    trading: TradingService & { engine: TradingEngine; reads: TradingReads };
  }
}

export type { TradingService } from './service.ts';
export type { TradingEngine, SweepResult } from './engine.ts';

const engines = new WeakMap<AppContext, TradingEngine>();

/**
 * Trading: orders and positions on the simulated market, every movement through the
 * ledger. Needs the market, ledger, accounts (KYC, transaction password), push and
 * notices services; listed after the wallet module, whose demo seed funds the wallets
 * the trading seed uses.
 */
export const tradingModule: AppModule = {
  name: 'trading',
  init(ctx) {
    const service = new TradingService(ctx);
    const engine = new TradingEngine(ctx, service);
    const reads = new TradingReads(ctx.db, service);
    engines.set(ctx, engine);
    ctx.services.trading = Object.assign(service, { engine, reads });
  },
  routes(app, ctx) {
    const trading = ctx.services.trading!;
    tradingRoutes(app, ctx, trading, trading.reads);
  },
  seedDemo: (ctx) => seedDemoTrades(ctx),
  start(ctx) {
    engines.get(ctx)?.start();
  },
  async stop(ctx) {
    await engines.get(ctx)?.stop();
    await ctx.services.trading?.idle();
  },
};

import type { AppContext, AppModule } from '../../context.ts';
import { TradingEngine } from './engine.ts';
import { ConditionalOrders } from './conditional.ts';
import { TriggerEngine } from './conditional-engine.ts';
import { conditionalRoutes } from './conditional-routes.ts';
import { TradingReads } from './reads.ts';
import { tradingRoutes } from './routes.ts';
import { seedDemoTrades } from './seed.ts';
import { TradingService } from './service.ts';
import './tables.ts';

declare module '../../context.ts' {
  interface Services {
    /** Orders and positions (issue 6); `trading.engine.sweep()` runs the matching and risk job (`trading.sweep`) once. */
    trading: TradingService & { engine: TradingEngine; reads: TradingReads; conditional: ConditionalOrders; triggers: TriggerEngine };
  }
}

export type { TradingService } from './service.ts';
export type { TradingEngine, SweepResult } from './engine.ts';

const engines = new WeakMap<AppContext, TradingEngine>();
const triggerEngines = new WeakMap<AppContext, TriggerEngine>();

/**
 * Trading: orders and positions on the simulated market, every movement through the
 * ledger. Needs the market, ledger, accounts (KYC, transaction password), push and
 * notices services; listed after the wallet module, whose demo seed funds the wallets
 * the trading seed uses.
 */
export const tradingModule: AppModule = {
  name: 'trading',
  async init(ctx) {
    const service = new TradingService(ctx);
    const engine = new TradingEngine(ctx, service);
    const reads = new TradingReads(ctx.db, service);
    engines.set(ctx, engine);
    engine.define();
    // Conditional orders and their trigger job (issue 21).
    const conditional = new ConditionalOrders(service);
    const triggers = new TriggerEngine(ctx, conditional, () => service.market);
    triggers.define();
    triggerEngines.set(ctx, triggers);
    ctx.services.trading = Object.assign(service, { engine, reads, conditional, triggers });
    await service.tax.seed(ctx);
    await service.orderRules.seed();
  },
  routes(app, ctx) {
    const trading = ctx.services.trading!;
    tradingRoutes(app, ctx, trading, trading.reads);
    conditionalRoutes(app, ctx, trading, trading.conditional);
  },
  seedDemo: (ctx) => seedDemoTrades(ctx),
  async stop(ctx) {
    await engines.get(ctx)?.stop();
    await triggerEngines.get(ctx)?.stop();
    await ctx.services.trading?.idle();
  },
};

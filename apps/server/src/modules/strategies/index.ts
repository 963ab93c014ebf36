import { need, type AppModule } from '../../context.ts';
import { strategiesRoutes } from './routes.ts';
import { seedStrategies } from './seed.ts';
import { StrategiesService } from './service.ts';

declare module '../../context.ts' {
  interface Services {
    strategies: StrategiesService;
  }
}

export type { StrategiesService, StrategyRow, TradeRow } from './service.ts';

/**
 * Strategies (issue 16): published algorithms trading the simulated market from house
 * ledger accounts, run every day after the close by the job `strategies.run`; their track
 * records are computed from their trades. Follow investing and AI quant products use them.
 */
export const strategiesModule: AppModule = {
  name: 'strategies',
  init(ctx) {
    const service = new StrategiesService(ctx);
    ctx.services.strategies = service;
    ctx.jobs.define({
      name: 'strategies.run',
      schedule: { at: '00:30', timeZone: 'UTC', days: 'daily' },
      maxItemsPerRun: 1,
      async run() {
        const out = await service.runAll();
        return { items: out.trades, more: false };
      },
    });
  },
  routes(app, ctx) {
    strategiesRoutes(app, ctx, need(ctx, 'strategies'));
  },
  seedDemo: async (ctx) => {
    await seedStrategies(ctx);
  },
};

import type { AppModule } from '../../context.ts';
import { insightRoutes } from './routes.ts';
import { INSIGHT_TIME_ZONE, InsightService } from './service.ts';
import './tables.ts';

declare module '../../context.ts' {
  interface Services {
    insight: InsightService;
  }
}

/** How many clients one pass of the snapshot job values. */
const CLIENTS_PER_PASS = 100;

/**
 * Portfolio insight (issue 33): performance over time against the S&P 500 and the S&P/BMV IPC,
 * and allocation. The `insight.snapshot` job values every client's portfolio once a day after the
 * US close (16:30 Mexico City), through the trading service's portfolio and holdings registry.
 */
export const insightModule: AppModule = {
  name: 'insight',
  init(ctx) {
    const service = new InsightService(ctx);
    ctx.services.insight = service;
    ctx.jobs.define({
      name: 'insight.snapshot',
      schedule: { at: '16:30', timeZone: INSIGHT_TIME_ZONE, days: 'daily' },
      maxItemsPerRun: CLIENTS_PER_PASS,
      catchUp: 'latest',
      run: (run) => service.snapshotPass(run.period, run.cursor, run.maxItems),
    });
  },
  routes: (app, ctx) => insightRoutes(app, ctx, ctx.services.insight!),
};

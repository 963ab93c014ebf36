import type { AppContext, AppModule } from '../../context.ts';
import { AlertDelivery } from './deliver.ts';
import { AlertEngine } from './engine.ts';
import { alertsRoutes } from './routes.ts';
import { AlertsService } from './service.ts';
import './tables.ts';
import { alertTerms } from './terms.ts';

declare module '../../context.ts' {
  interface Services {
    /** Price alerts (issue 21); `alerts.engine.tick()` runs the evaluation job (`alerts.evaluate`) once. */
    alerts: AlertsService & { engine: AlertEngine };
  }
}

const engines = new WeakMap<AppContext, AlertEngine>();

/**
 * Price alerts: a user's alerts on any instrument of the simulated market, evaluated on
 * every tick by one process at a time (the `alerts.evaluate` job), delivered as a notice,
 * a push and, when asked, an email. Needs the market, terms, notices, push and accounts
 * (mail) services: listed after them.
 */
export const alertsModule: AppModule = {
  name: 'alerts',
  async init(ctx) {
    const service = new AlertsService(ctx, alertTerms(ctx));
    const engine = new AlertEngine(ctx, new AlertDelivery(ctx));
    engine.define();
    engines.set(ctx, engine);
    ctx.services.alerts = Object.assign(service, { engine });
    await service.seed();
  },
  routes: (app, ctx) => alertsRoutes(app, ctx, ctx.services.alerts!),
  async stop(ctx) {
    await engines.get(ctx)?.stop();
  },
};

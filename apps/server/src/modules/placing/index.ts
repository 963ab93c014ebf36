import { need, type AppModule } from '../../context.ts';
import { PlacingAdmin } from './admin.ts';
import { placingRoutes } from './routes.ts';
import { seedPlacings } from './seed.ts';
import { PlacingService } from './service.ts';
import './tables.ts';
import { placingCustomerSection } from './customer-section.ts';

declare module '../../context.ts' {
  interface Services {
    placing: PlacingService & { admin: PlacingAdmin };
  }
}

/**
 * Placings (issue 14): tranches behind access keys at a published discount, pro-rata
 * allocation at the window end (job `placing.allocate`), lock-up, sale. Needs market,
 * ledger, terms, access keys, accounts, notices and push; listed after them.
 */
export const placingModule: AppModule = {
  name: 'placing',
  init(ctx) {
    ctx.services.backoffice?.customerSections.register(placingCustomerSection(ctx));
    const service = new PlacingService(ctx);
    ctx.services.placing = Object.assign(service, { admin: new PlacingAdmin(service) });
    ctx.jobs.define({
      name: 'placing.allocate',
      schedule: { everyMs: 60_000 },
      maxItemsPerRun: 500,
      async run(run) {
        const out = await service.allocateDue(run.maxItems);
        return { items: out.items, more: out.more };
      },
    });
  },
  routes(app, ctx) {
    const placing = need(ctx, 'placing');
    placingRoutes(app, ctx, placing, placing.admin);
  },
  seedDemo: (ctx) => seedPlacings(ctx, need(ctx, 'placing').admin),
  stop: (ctx) => ctx.services.placing?.idle(),
};

import { need, type AppModule } from '../../context.ts';
import { dayFromKey } from '../../market/time.ts';
import { todayOf } from './catalog.ts';
import { bondsRoutes } from './routes.ts';
import { seedBonds } from './seed.ts';
import { BondsService } from './service.ts';
import { bondsCustomerSection } from './customer-section.ts';

declare module '../../context.ts' {
  interface Services {
    bonds: BondsService;
  }
}

/** The day a calendar run is for (its local date), or today for a run started by hand. */
const runDay = (period: string, now: number) => (/^\d{4}-\d{2}-\d{2}$/.test(period) ? dayFromKey(period) : todayOf(now));

/**
 * Bonds (issue 15): CETES, BONOS M, UDIBONOS and US Treasuries on the simulated curve;
 * buys and sales through the ledger (FINANCIAL wallet), coupons and redemptions as jobs.
 * Needs market, ledger, terms, accounts, notices and push; listed after them.
 */
export const bondsModule: AppModule = {
  name: 'bonds',
  init(ctx) {
    ctx.services.backoffice?.customerSections.register(bondsCustomerSection(ctx));
    const service = new BondsService(ctx);
    ctx.services.bonds = service;
    need(ctx, 'trading').holdings.register({ area: 'bonds', valueOf: (userId) => service.holdingValues(userId) });
    ctx.jobs.define({
      name: 'bonds.coupons',
      schedule: { at: '00:10', timeZone: 'America/Mexico_City', days: 'daily' },
      maxItemsPerRun: 500,
      async run(run) {
        const out = await service.payCoupons(runDay(run.period, ctx.clock.now()), Number(run.cursor ?? 0), run.maxItems);
        return { items: out.items, more: out.more, cursor: String(out.cursor) };
      },
    });
    ctx.jobs.define({
      name: 'bonds.redemptions',
      schedule: { at: '00:20', timeZone: 'America/Mexico_City', days: 'daily' },
      maxItemsPerRun: 500,
      async run(run) {
        const out = await service.redeemMatured(runDay(run.period, ctx.clock.now()), run.maxItems);
        return { items: out.items, more: out.more };
      },
    });
  },
  routes(app, ctx) {
    bondsRoutes(app, ctx, need(ctx, 'bonds'));
  },
  seedDemo: (ctx) => seedBonds(ctx),
  stop: (ctx) => ctx.services.bonds?.idle(),
};

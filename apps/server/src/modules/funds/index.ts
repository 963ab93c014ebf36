import { need, type AppModule } from '../../context.ts';
import { dayFromKey } from '../../market/time.ts';
import { DEMO_USER } from '../accounts/seed.ts';
import { fundsRoutes } from './routes.ts';
import { IST } from './rules.ts';
import { FundsService, NAV_PUBLISH_AT } from './service.ts';
import './tables.ts';
import { fundsCustomerSection } from './customer-section.ts';

declare module '../../context.ts' {
  interface Services {
    funds: FundsService;
  }
}

/**
 * Indian mutual funds (issue 18): schemes with a daily simulated NAV (funds.nav, after the
 * Indian close on weekdays), orders held on FINANCIAL and reviewed by operators, units
 * allotted and redemptions paid by funds.settle at the NAV the cut-off gives. Needs
 * ledger, terms, accounts, audit, notices, wallet; listed after them.
 */
export const fundsModule: AppModule = {
  name: 'funds',
  init(ctx) {
    ctx.services.backoffice?.customerSections.register(fundsCustomerSection(ctx));
    const service = new FundsService(ctx);
    ctx.services.funds = service;
    need(ctx, 'trading').holdings.register({ area: 'funds', valueOf: (userId) => service.holdingValues(userId) });
    ctx.jobs.define({
      name: 'funds.nav',
      schedule: { at: NAV_PUBLISH_AT, timeZone: IST, days: 'weekdays' },
      maxItemsPerRun: 500,
      async run(run) {
        const day = /^\d{4}-\d{2}-\d{2}$/.test(run.period) ? dayFromKey(run.period) : service.lastPublishableDay();
        const items = await service.publishNav(day);
        const settled = await service.settle(run.maxItems);
        return { items: items + settled.items, more: settled.more };
      },
    });
    ctx.jobs.define({
      name: 'funds.settle',
      schedule: { everyMs: 60_000 },
      maxItemsPerRun: 200,
      run: (run) => service.settle(run.maxItems),
    });
  },
  routes(app, ctx) {
    fundsRoutes(app, ctx, need(ctx, 'funds'));
  },
  async seedDemo(ctx) {
    const user = await need(ctx, 'accounts').findByUsername(DEMO_USER.username);
    await need(ctx, 'funds').seedDemo(user?.id);
  },
  stop: (ctx) => ctx.services.funds?.idle(),
};

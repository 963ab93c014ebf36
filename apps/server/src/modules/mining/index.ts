import { need, type AppModule } from '../../context.ts';
import { dayFromKey } from '../../market/time.ts';
import { MiningAdmin } from './admin.ts';
import { MiningOrders } from './orders.ts';
import { miningRoutes } from './routes.ts';
import { DAY_MS } from './rules.ts';
import { seedMining } from './seed.ts';
import { MiningService } from './service.ts';
import { miningCustomerSection } from './customer-section.ts';

declare module '../../context.ts' {
  interface Services {
    mining: MiningService;
    miningOrders: MiningOrders;
  }
}

/**
 * The moment a payout run pays up to: a daily run (period 'YYYY-MM-DD', at 00:05 UTC)
 * pays up to the start of its day (the whole previous day); a run started by hand pays up to now.
 */
export const payoutUpTo = (period: string, now: number): number => (/^\d{4}-\d{2}-\d{2}$/.test(period) ? dayFromKey(period) * DAY_MS : now);

/**
 * Robot mining (issue 17): robots rented or bought on a simulated Bitcoin network, paid
 * from and into the FINANCIAL wallet (USD) through the ledger. Jobs: `mining.payouts`
 * (daily, each day once across processes, caught up after downtime) and `mining.states`
 * (every 5 s: pool connection steps, energy running out, expiry).
 * Needs market, ledger, terms, accounts, notices and push; listed after them.
 */
export const miningModule: AppModule = {
  name: 'mining',
  init(ctx) {
    ctx.services.backoffice?.customerSections.register(miningCustomerSection(ctx));
    const service = new MiningService(ctx);
    const orders = new MiningOrders(service);
    ctx.services.mining = service;
    ctx.services.miningOrders = orders;
    need(ctx, 'trading').holdings.register({ area: 'mining', valueOf: (userId) => service.holdingValues(userId) });
    ctx.jobs.define({
      name: 'mining.payouts',
      schedule: { at: '00:05', timeZone: 'UTC', days: 'daily' },
      maxItemsPerRun: 2000,
      async run(run) {
        const out = await service.settlement.settleBatch(payoutUpTo(run.period, ctx.clock.now()), Number(run.cursor ?? 0), run.maxItems);
        service.announce(out.announced);
        return { items: out.items, more: out.more, cursor: String(out.cursor) };
      },
    });
    ctx.jobs.define({
      name: 'mining.states',
      schedule: { everyMs: 5000 },
      maxItemsPerRun: 500,
      run: (run) => orders.advance(run.maxItems),
    });
  },
  routes(app, ctx) {
    const service = need(ctx, 'mining');
    miningRoutes(app, ctx, service, need(ctx, 'miningOrders'), new MiningAdmin(service));
  },
  seedDemo: (ctx) => seedMining(ctx),
  stop: (ctx) => ctx.services.mining?.idle(),
};

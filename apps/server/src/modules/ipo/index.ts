import { need, type AppModule } from '../../context.ts';
import { IpoAdmin } from './admin.ts';
import { allotDue, listDue } from './allot.ts';
import { ipoRoutes } from './routes.ts';
import { ensureDemoIpos, seedIpo } from './seed.ts';
import { IpoService } from './service.ts';
import { ipoCustomerSection } from './customer-section.ts';

declare module '../../context.ts' {
  interface Services {
    ipo: IpoService;
  }
}

/**
 * IPO subscriptions (issue 14): the calendar operators set up, subscriptions held from the
 * SUBSCRIPTION wallet, allotment (ipo.allot) and listing (ipo.list) as calendar jobs, each
 * period once across processes. Needs market, accounts, notices, terms, ledger, wallet;
 * listed after them.
 */
export const ipoModule: AppModule = {
  name: 'ipo',
  init(ctx) {
    ctx.services.backoffice?.customerSections.register(ipoCustomerSection(ctx));
    const service = new IpoService(ctx);
    ctx.services.ipo = service;
    ctx.jobs.define({
      name: 'ipo.allot',
      schedule: { at: '09:20', timeZone: 'Asia/Hong_Kong', days: 'daily' },
      maxItemsPerRun: 20,
      async run(run) {
        return allotDue(service, run.maxItems);
      },
    });
    ctx.jobs.define({
      name: 'ipo.list',
      // Every minute: each IPO lists at its own exchange's open (list_at).
      schedule: { everyMs: 60_000 },
      maxItemsPerRun: 20,
      async run(run) {
        return listDue(service, run.maxItems);
      },
    });
    // A listing on any process: its instrument joins this process's market too.
    ctx.events.on('ipo.listed', ({ ipoId }) => void service.joinListed(ipoId).catch((err: unknown) => ctx.log.warn({ err, ipoId }, 'ipo: listing did not join the market')));
    if (ctx.config.seedDemo) {
      ctx.jobs.define({
        name: 'ipo.demoCalendar',
        schedule: { at: '00:05', timeZone: 'America/Mexico_City', days: 'daily' },
        async run() {
          return { items: await ensureDemoIpos(ctx) };
        },
      });
    }
  },
  routes(app, ctx) {
    const service = need(ctx, 'ipo');
    ipoRoutes(app, ctx, service, new IpoAdmin(service));
  },
  seedDemo: (ctx) => seedIpo(ctx),
  /** The instruments of IPOs listed before this process started join its market. */
  start: (ctx) => need(ctx, 'ipo').joinListed(),
};

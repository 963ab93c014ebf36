import type { AppModule } from '../../context.ts';
import { BadgeHub } from './badges.ts';
import { CustomerSections } from './customer-sections.ts';
import { UserNotes } from './notes.ts';
import { RECONCILE_JOB, ReconciliationRuns } from './reconciliation.ts';
import { backofficeRoutes } from './routes.ts';

export interface BackofficeService {
  reconciliation: ReconciliationRuns;
  notes: UserNotes;
  /** The navigation badges pushed over BACKOFFICE_SOCKET_PATH. */
  badges: BadgeHub;
  /** Each product area's part of the customer view, registered from the area's folder. */
  customerSections: CustomerSections;
}

declare module '../../context.ts' {
  interface Services {
    backoffice: BackofficeService;
  }
}

/**
 * The back office's own work (issue 20): reconciliation runs, dashboard, guarded private data,
 * the customer view. Listed before the product areas, which register their customer sections.
 */
export const backofficeModule: AppModule = {
  name: 'backoffice',
  init(ctx) {
    const reconciliation = new ReconciliationRuns(ctx);
    ctx.services.backoffice = { reconciliation, notes: new UserNotes(ctx), badges: new BadgeHub(ctx), customerSections: new CustomerSections() };
    ctx.jobs.define({
      name: RECONCILE_JOB,
      schedule: { at: '00:05', timeZone: 'America/Mexico_City', days: 'daily' },
      catchUp: 'latest',
      retry: { attempts: 3 },
      async run(run) {
        const wrote = await reconciliation.runForPeriod(run.period);
        return { items: wrote ? 1 : 0 };
      },
    });
  },
  routes: (app, ctx) => backofficeRoutes(app, ctx),
  start: (ctx) => ctx.services.backoffice?.badges.start(),
  stop: async (ctx) => ctx.services.backoffice?.badges.stop(),
};

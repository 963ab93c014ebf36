import { need, type AppModule } from '../../context.ts';
import { loansRoutes } from './routes.ts';
import { LoansService } from './service.ts';
import './tables.ts';
import { loansCustomerSection } from './customer-section.ts';

declare module '../../context.ts' {
  interface Services {
    loans: LoansService;
  }
}

/** The local date a calendar run is for, or today for a run started by hand. */
const runDay = (period: string, today: string) => (/^\d{4}-\d{2}-\d{2}$/.test(period) ? period : today);

/**
 * Consumer loans (issue 18): offer with CAT and the French schedule, application, operator
 * review with maker-checker and disbursement to BALANCE, repayments, the daily
 * reminder/late job. Needs ledger, terms, accounts, audit, notices; listed after them.
 */
export const loansModule: AppModule = {
  name: 'loans',
  init(ctx) {
    ctx.services.backoffice?.customerSections.register(loansCustomerSection(ctx));
    const service = new LoansService(ctx);
    ctx.services.loans = service;
    ctx.jobs.define({
      name: 'loans.late',
      schedule: { at: '00:30', timeZone: 'America/Mexico_City', days: 'daily' },
      maxItemsPerRun: 500,
      async run(run) {
        return service.sweep(runDay(run.period, service.today()), run.maxItems);
      },
    });
  },
  routes(app, ctx) {
    loansRoutes(app, ctx, need(ctx, 'loans'));
  },
  /** Publishes version 1 of the loan terms so the offer and the back office's terms page show them. */
  async seedDemo(ctx) {
    await need(ctx, 'loans').currentTerms();
  },
  stop: (ctx) => ctx.services.loans?.idle(),
};

import type { AppModule } from '../../context.ts';
import { documentsRoutes } from './routes.ts';
import { DocumentsService } from './service.ts';
import './tables.ts';

declare module '../../context.ts' {
  interface Services {
    /** The clients' PDF documents: monthly statements and trade confirmations (issue 31). */
    documents: DocumentsService;
  }
}

/** How many clients one pass of the month-end job makes statements for. */
const STATEMENTS_PER_PASS = 50;

/**
 * Documents (issue 31): the monthly account statement and the trade confirmation as PDF in
 * the client's language, stored, downloadable and emailed. The `documents.month-end` job runs
 * every day shortly after midnight in Mexico City and closes the month before, once.
 */
export const documentsModule: AppModule = {
  name: 'documents',
  init(ctx) {
    const service = new DocumentsService(ctx);
    ctx.services.documents = service;
    ctx.jobs.define({
      name: 'documents.month-end',
      schedule: { at: '00:30', timeZone: 'America/Mexico_City', days: 'daily' },
      maxItemsPerRun: STATEMENTS_PER_PASS,
      catchUp: 'latest',
      run: (run) => service.closeMonth(run.dueAt, run.cursor, run.maxItems),
    });
  },
  routes(app, ctx) {
    documentsRoutes(app, ctx, ctx.services.documents!);
  },
};

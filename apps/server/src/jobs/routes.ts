import { adminJobsApi } from '@app/contracts';
import type { FastifyInstance } from 'fastify';
import { need, type AppContext, type AppModule } from '../context.ts';
import { AppError } from '../http/errors.ts';
import { registerRoute } from '../http/route.ts';
import { t } from './messages.ts';

/** The back office's jobs page: jobs with their last and next run, recent runs, run now (admin, audited). */
export function jobsAdminRoutes(app: FastifyInstance, ctx: AppContext): void {
  registerRoute(app, ctx, adminJobsApi.list, async () => ({ list: await ctx.jobs.list() }));
  registerRoute(app, ctx, adminJobsApi.runs, ({ query }) => ctx.jobs.runs(query));
  registerRoute(app, ctx, adminJobsApi.runNow, async ({ body, req }) => {
    if (!ctx.jobs.has(body.name)) throw new AppError('JOB_NOT_FOUND', t.jobNotFound, { name: body.name }, { field: 'name' });
    const operator = await need(ctx, 'operators').get(req.operator!.operatorId);
    const username = operator?.username ?? `#${req.operator!.operatorId}`;
    // The queued run and its audit row are one transaction.
    return ctx.db.transaction().execute(async (trx) => {
      const run = await ctx.jobs.runNow(body.name, `operator:${username}`, trx);
      await need(ctx, 'audit').record({ operatorId: req.operator!.operatorId, username }, 'job.run', { type: 'job', id: body.name }, { runId: run.id, period: run.period }, req.ip, trx);
      return run;
    });
  });
}

/** Registers the jobs' back-office calls (the jobs service itself is `ctx.jobs`, built with the app). */
export const jobsModule: AppModule = {
  name: 'jobs',
  routes: (app, ctx) => jobsAdminRoutes(app, ctx),
};

import { need, type AppModule } from '../../context.ts';
import { followRoutes } from './routes.ts';
import { seedFollow } from './seed.ts';
import { FollowService } from './service.ts';
import { followCustomerSection } from './customer-section.ts';

declare module '../../context.ts' {
  interface Services {
    follow: FollowService;
  }
}

/**
 * Follow investing (issue 16): copy an agency's model portfolio from the FOLLOW wallet;
 * its trades are mirrored × share (job `follow.mirror`, and right after each strategy run);
 * settlement at the end of the period. Needs strategies, ledger, terms, accounts.
 */
export const followModule: AppModule = {
  name: 'follow',
  init(ctx) {
    ctx.services.backoffice?.customerSections.register(followCustomerSection(ctx));
    const service = new FollowService(ctx);
    ctx.services.follow = service;
    need(ctx, 'strategies').onAdvanced(async () => {
      await service.sweep();
    });
    ctx.jobs.define({
      name: 'follow.mirror',
      schedule: { everyMs: 10 * 60_000 },
      maxItemsPerRun: 1000,
      async run(run) {
        const out = await service.sweep(Number(run.cursor ?? 0), run.maxItems);
        return { items: out.items, more: out.more, cursor: String(out.cursor) };
      },
    });
  },
  routes(app, ctx) {
    followRoutes(app, ctx, need(ctx, 'follow'));
  },
  seedDemo: (ctx) => seedFollow(ctx),
  stop: (ctx) => ctx.services.follow?.idle(),
};

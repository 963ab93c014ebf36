import { need, type AppModule } from '../../context.ts';
import { quantRoutes } from './routes.ts';
import { seedQuant } from './seed.ts';
import { QuantService } from './service.ts';
import { quantCustomerSection } from './customer-section.ts';

declare module '../../context.ts' {
  interface Services {
    quant: QuantService;
  }
}

/**
 * AI quant products (issue 16): strategies offered in cycles; subscriptions lock principal
 * from FINANCIAL; daily profit records (job `quant.accrue`, and right after each strategy
 * run); completion pays principal + Σ net records. Needs strategies, ledger, access keys.
 */
export const quantModule: AppModule = {
  name: 'quant',
  init(ctx) {
    ctx.services.backoffice?.customerSections.register(quantCustomerSection(ctx));
    const service = new QuantService(ctx);
    ctx.services.quant = service;
    need(ctx, 'strategies').onAdvanced(async () => {
      await service.sweep();
    });
    ctx.jobs.define({
      name: 'quant.accrue',
      schedule: { everyMs: 10 * 60_000 },
      maxItemsPerRun: 1000,
      async run(run) {
        const out = await service.sweep(Number(run.cursor ?? 0), run.maxItems);
        return { items: out.items, more: out.more, cursor: String(out.cursor) };
      },
    });
  },
  routes(app, ctx) {
    quantRoutes(app, ctx, need(ctx, 'quant'));
  },
  seedDemo: (ctx) => seedQuant(ctx),
  stop: (ctx) => ctx.services.quant?.idle(),
};

import type { AppModule } from '../../context.ts';
import { termsRoutes } from './routes.ts';
import { TermsService } from './service.ts';
import './tables.ts';

export type { ProductTerms, TermsDefinition, TermsVersion } from './service.ts';

declare module '../../context.ts' {
  interface Services {
    /**
     * Published, versioned product terms: a product calls `terms.register({ product, description, schema, items })`
     * in its init and reads `handle.current(item, trx?)` (keep the answer's `id` on each order).
     */
    terms: TermsService;
  }
}

/** Product terms: versions published by operators, the rule a user reads before committing. */
export const termsModule: AppModule = {
  name: 'terms',
  init: (ctx) => {
    ctx.services.terms = new TermsService(ctx);
  },
  routes: (app, ctx) => termsRoutes(app, ctx, ctx.services.terms!),
};

import type { AppModule } from '../../context.ts';
import { referralRoutes } from './routes.ts';
import { ReferralService } from './service.ts';

declare module '../../context.ts' {
  interface Services {
    referral: ReferralService;
  }
}

/** Referral sharing: the user's code and the people who registered with it. */
export const referralModule: AppModule = {
  name: 'referral',
  init: (ctx) => {
    ctx.services.referral = new ReferralService(ctx);
  },
  routes: (app, ctx) => referralRoutes(app, ctx, ctx.services.referral!),
};

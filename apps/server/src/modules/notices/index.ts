import type { AppModule } from '../../context.ts';
import { noticesRoutes } from './routes.ts';
import { NoticesService } from './service.ts';
import './tables.ts';

declare module '../../context.ts' {
  interface Services {
    notices: NoticesService;
  }
}

/** In-app notices: `ctx.services.notices.notify(userId, {...})` from any module. */
export const noticesModule: AppModule = {
  name: 'notices',
  init: (ctx) => {
    ctx.services.notices = new NoticesService(ctx);
  },
  routes: (app, ctx) => noticesRoutes(app, ctx, ctx.services.notices!),
};

import type { AppModule } from '../../context.ts';
import { filesRoutes } from './routes.ts';
import { FilesService } from './service.ts';

declare module '../../context.ts' {
  interface Services {
    files: FilesService;
  }
}

/** Image uploads (KYC documents, proofs, chat images), served to their owner and operators. */
export const filesModule: AppModule = {
  name: 'files',
  init: (ctx) => {
    ctx.services.files = new FilesService(ctx);
  },
  routes: (app, ctx) => filesRoutes(app, ctx, ctx.services.files!),
};

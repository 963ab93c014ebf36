import type { AppModule } from '../../context.ts';
import { newsRoutes } from './routes.ts';
import { seedDemoNews } from './seed.ts';
import { NewsService } from './service.ts';
import './tables.ts';

declare module '../../context.ts' {
  interface Services {
    news: NewsService;
  }
}

/** News articles: written and published by operators, read by everybody in their language. */
export const newsModule: AppModule = {
  name: 'news',
  init: (ctx) => {
    ctx.services.news = new NewsService(ctx);
  },
  routes: (app, ctx) => newsRoutes(app, ctx, ctx.services.news!),
  seedDemo: (ctx) => seedDemoNews(ctx),
};

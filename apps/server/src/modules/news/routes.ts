import { adminNewsApi, newsApi } from '@app/contracts';
import type { FastifyInstance } from 'fastify';
import { need, type AppContext } from '../../context.ts';
import { errors } from '../../http/errors.ts';
import { API_PREFIX, registerRoute } from '../../http/route.ts';
import { t } from './messages.ts';
import type { NewsService } from './service.ts';

const idOf = (value: string | undefined): number => {
  const id = Number(value);
  if (!Number.isSafeInteger(id) || id <= 0) throw errors.notFound(t.articleNotFound);
  return id;
};

export function newsRoutes(app: FastifyInstance, ctx: AppContext, news: NewsService): void {
  const audit = () => need(ctx, 'audit');

  registerRoute(app, ctx, newsApi.pageList, ({ body, req }) => news.list({ ...body, language: body.language ?? req.locale }));
  registerRoute(app, ctx, newsApi.detail, ({ params }) => news.get(idOf(params.id)));

  // A live article's cover, to anybody (plain <img src>); other names answer 404.
  app.get<{ Params: { name: string } }>(`${API_PREFIX}/article/cover/:name`, { schema: { summary: 'The cover image of a published article', tags: ['news'] } }, async (req, reply) => {
    const file = await news.cover(req.params.name);
    if (!file) throw errors.notFound();
    reply.type(file.mime).header('cache-control', 'public, max-age=3600').header('x-content-type-options', 'nosniff');
    return reply.send(file.bytes);
  });

  // Back office
  registerRoute(app, ctx, adminNewsApi.list, ({ query }) => news.adminList(query));
  registerRoute(app, ctx, adminNewsApi.detail, ({ params }) => news.adminGet(idOf(params.id)));
  registerRoute(app, ctx, adminNewsApi.save, async ({ body, req }) => {
    // Every change writes its audit row in its own transaction.
    const { article } = await news.save(body, req.operator!.operatorId, (trx, id, created) =>
      audit().record(req.operator!, created ? 'article.create' : 'article.update', { type: 'article', id }, { title: body.title, language: body.language }, req.ip, trx),
    );
    return article;
  });
  registerRoute(app, ctx, adminNewsApi.publish, async ({ body, req }) => {
    return news.publish(body.id, req.operator!.operatorId, body.publishAt, (trx, publishAt) =>
      audit().record(req.operator!, 'article.publish', { type: 'article', id: body.id }, { publishAt }, req.ip, trx),
    );
  });
  registerRoute(app, ctx, adminNewsApi.unpublish, async ({ body, req }) => {
    return news.unpublish(body.id, req.operator!.operatorId, (trx) => audit().record(req.operator!, 'article.unpublish', { type: 'article', id: body.id }, undefined, req.ip, trx));
  });
  registerRoute(app, ctx, adminNewsApi.remove, async ({ body, req }) => {
    await news.remove(body.id, (trx, article) => audit().record(req.operator!, 'article.delete', { type: 'article', id: article.id }, { title: article.title }, req.ip, trx));
    return { ok: true as const };
  });
}

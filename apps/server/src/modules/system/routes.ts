import { systemApi } from '@app/contracts';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context.ts';
import { registerRoute } from '../../http/route.ts';
import { countries, states } from './areas.ts';
import { allDictionaries, dictionary } from './dict.ts';
import { latestAppVersion } from './repo.ts';
import { errors } from '../../http/errors.ts';

export function systemRoutes(app: FastifyInstance, ctx: AppContext): void {
  registerRoute(app, ctx, systemApi.appVersion, async ({ query, req }) => {
    const version = await latestAppVersion(ctx.db, query.platform, req.locale);
    if (!version) throw errors.notFound();
    return version;
  });

  registerRoute(app, ctx, systemApi.areaList, ({ query, req }) =>
    query.parentCode ? states(query.parentCode, req.locale) : countries(req.locale),
  );

  registerRoute(app, ctx, systemApi.dictData, ({ query, req }) =>
    query.type ? { [query.type]: dictionary(query.type, req.locale) } : allDictionaries(req.locale),
  );
}

import { termsApi } from '@app/contracts';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context.ts';
import { AppError } from '../../http/errors.ts';
import { registerRoute } from '../../http/route.ts';
import { t } from './messages.ts';
import type { TermsService } from './service.ts';

export function termsRoutes(app: FastifyInstance, ctx: AppContext, terms: TermsService): void {
  registerRoute(app, ctx, termsApi.current, async ({ query, req }) => {
    if (!terms.definition(query.product)) throw new AppError('TERMS_PRODUCT_UNKNOWN', t.productUnknown, { product: query.product }, { field: 'product' });
    return terms.rule(await terms.current(query.product, query.item), req.locale);
  });
  registerRoute(app, ctx, termsApi.version, async ({ params, req }) => {
    const id = Number(params.id);
    const found = Number.isSafeInteger(id) && id > 0 ? await terms.version(id) : undefined;
    if (!found) throw new AppError('TERMS_NOT_FOUND', t.versionNotFound, {}, { field: 'id' });
    return terms.rule(found, req.locale);
  });

  // Back office
  registerRoute(app, ctx, termsApi.adminProducts, async () => ({ list: await terms.products() }));
  registerRoute(app, ctx, termsApi.adminVersions, ({ query }) => terms.versions(query));
  registerRoute(app, ctx, termsApi.adminPublish, async ({ body, req }) => {
    const version = await terms.publish(
      {
        product: body.product,
        item: body.item,
        terms: body.terms,
        text: body.text,
        ...(body.effectiveFrom !== undefined ? { effectiveFrom: body.effectiveFrom } : {}),
        ...(body.note ? { note: body.note } : {}),
      },
      req.operator!,
      req.ip,
    );
    const current = await terms.find(version.product, version.item);
    return terms.view(version, current?.id ?? -1);
  });
}

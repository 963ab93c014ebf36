import { documentsApi } from '@app/contracts';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context.ts';
import { registerRoute } from '../../http/route.ts';
import type { DocumentsService } from './service.ts';

export function documentsRoutes(app: FastifyInstance, ctx: AppContext, documents: DocumentsService): void {
  const userOf = (req: { user?: { userId: number } | undefined }) => req.user!.userId;

  registerRoute(app, ctx, documentsApi.list, ({ query, req }) => documents.list(userOf(req), query));
  registerRoute(app, ctx, documentsApi.statement, async ({ body, req }) => (await documents.statement(userOf(req), body.month, req.locale)).document);
  registerRoute(app, ctx, documentsApi.confirmation, ({ body, req }) => documents.confirmation(userOf(req), body.orderId, req.locale));
  registerRoute(app, ctx, documentsApi.file, async ({ query, req }) => {
    const { document, pdf } = await documents.file(userOf(req), query.id);
    return { document, contentType: 'application/pdf' as const, base64: pdf.toString('base64') };
  });
  registerRoute(app, ctx, documentsApi.email, ({ body, req }) => documents.email(userOf(req), body.id));
  registerRoute(app, ctx, documentsApi.preferences, ({ req }) => documents.preferences(userOf(req), req.locale));
  registerRoute(app, ctx, documentsApi.setPreferences, ({ body, req }) => documents.setPreferences(userOf(req), body));
}

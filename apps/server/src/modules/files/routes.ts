import { adminApi, filesApi, type RouteDef } from '@app/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppContext } from '../../context.ts';
import { authenticate, bearerToken } from '../../http/auth.ts';
import { ok } from '../../http/envelope.ts';
import { AppError, errors } from '../../http/errors.ts';
import { API_PREFIX, registerRoute } from '../../http/route.ts';
import { t } from './messages.ts';
import type { FileOwner, FilesService } from './service.ts';

/** Reads the single multipart field `file`; too large throws 413 ("size cannot exceed 5M"). */
async function readUpload(req: FastifyRequest): Promise<Buffer> {
  if (!req.isMultipart()) throw new AppError('FILE_MISSING', t.missing, {}, { field: 'file' });
  const part = await req.file();
  if (!part || part.fieldname !== 'file') throw new AppError('FILE_MISSING', t.missing, {}, { field: 'file' });
  return part.toBuffer();
}

const UPLOAD_RATE = { max: 30, timeWindow: '1 minute' };

export function filesRoutes(app: FastifyInstance, ctx: AppContext, files: FilesService): void {
  const uploader = (req: FastifyRequest): FileOwner =>
    req.operator ? { kind: 'operator', operatorId: req.operator.operatorId } : { kind: 'user', userId: req.user!.userId };

  registerRoute(app, ctx, filesApi.upload, async ({ req }) => {
    const { url } = await files.saveImage(uploader(req), await readUpload(req));
    return { url };
  }, { rateLimit: UPLOAD_RATE });

  registerRoute(app, ctx, adminApi.fileUpload, async ({ req }) => {
    const { url } = await files.saveImage(uploader(req), await readUpload(req), 'operator');
    return { url };
  }, { rateLimit: UPLOAD_RATE });

  // Same as /file/upload, but the url travels in `msg` (as the app expects), and in data.
  const terms: RouteDef = filesApi.termsUpload;
  app.route({
    method: 'POST',
    url: API_PREFIX + terms.path,
    schema: { summary: terms.summary, tags: [terms.tag], security: [{ token: [] }] },
    config: { rateLimit: UPLOAD_RATE },
    preValidation: async (req) => authenticate(req, 'user', ctx.authenticator),
    handler: async (req) => {
      const { url } = await files.saveImage(uploader(req), await readUpload(req), 'terms');
      return { ...ok({ url }, req), msg: url };
    },
  });

  // The stored image, to its owner and to operators only (Authorization header). Anyone
  // else gets the same 404 as for a name that does not exist.
  app.get<{ Params: { name: string } }>(`${API_PREFIX}/file/:name`, { schema: { summary: 'A stored image (owner or operator)', tags: ['files'], security: [{ token: [] }] } }, async (req, reply) => {
    const token = bearerToken(req);
    if (!token) throw errors.unauthorized();
    const operator = await ctx.authenticator.operator(token);
    const user = operator ? null : await ctx.authenticator.user(token);
    if (!operator && !user) throw errors.unauthorized();
    const viewer: FileOwner = operator ? { kind: 'operator', operatorId: operator.operatorId } : { kind: 'user', userId: user!.userId };
    const file = await files.read(req.params.name, viewer);
    if (!file) throw errors.notFound(t.fileNotFound);
    reply
      .type(file.mime)
      .header('cache-control', 'private, max-age=3600')
      .header('x-content-type-options', 'nosniff')
      .header('content-disposition', 'inline');
    return reply.send(file.bytes);
  });
}

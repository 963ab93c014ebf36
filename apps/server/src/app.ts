import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import compress from '@fastify/compress';
import formbody from '@fastify/formbody';
import multipart from '@fastify/multipart';
import rateLimit from '@fastify/rate-limit';
import fastifyStatic from '@fastify/static';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import websocket from '@fastify/websocket';
import Fastify, { type FastifyInstance } from 'fastify';
import { jsonSchemaTransform, serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { Config } from './config.ts';
import type { AppContext, AppModule } from './context.ts';
import type { Database } from './db/index.ts';
import { noAuthenticator } from './http/auth.ts';
import { COMPRESS_THRESHOLD } from './http/cached-response.ts';
import { installEnvelope } from './http/envelope.ts';
import { installMetrics } from './http/metrics.ts';
import { systemClock, type Clock } from './lib/clock.ts';
import { modules as defaultModules } from './modules/index.ts';
import { MemoryPubSub, type PubSub } from './pubsub/index.ts';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const HTML_CSP = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob:",
  "connect-src 'self' ws: wss:",
  "frame-src 'self' https:",
  "object-src 'none'",
  "base-uri 'self'",
  "frame-ancestors 'self'",
].join('; ');
const SECURITY_HEADERS = {
  'cross-origin-opener-policy': 'same-origin',
  'cross-origin-resource-policy': 'same-origin',
  'origin-agent-cluster': '?1',
  'referrer-policy': 'no-referrer',
  'strict-transport-security': 'max-age=31536000; includeSubDomains',
  'x-content-type-options': 'nosniff',
  'x-dns-prefetch-control': 'off',
  'x-download-options': 'noopen',
  'x-frame-options': 'SAMEORIGIN',
  'x-permitted-cross-domain-policies': 'none',
  'x-xss-protection': '0',
} as const;
export const UPLOAD_LIMIT_BYTES = 5 * 1000 * 1024; // SPEC section 9: 1000 * max * 1024

export interface BuildOptions {
  config: Config;
  database: Database;
  clock?: Clock;
  pubsub?: PubSub;
  modules?: AppModule[];
  /** Pino logging; off in tests unless asked for. */
  logger?: boolean;
  /** Serve the built web app and back office (dist folders) when they exist. */
  serveStatic?: boolean;
  processMetrics?: boolean;
}

export interface BuiltApp {
  app: FastifyInstance;
  ctx: AppContext;
  /** Starts background work (market ticker, jobs). Called once the server listens. */
  start(): Promise<void>;
}

/** Builds the whole server: infrastructure plugins, the envelope, then every module. */
export async function buildApp(options: BuildOptions): Promise<BuiltApp> {
  const { config, database } = options;
  const modules = options.modules ?? defaultModules;
  const app = Fastify({
    logger: options.logger ? { level: config.logLevel, redact: ['req.headers.authorization'] } : false,
    genReqId: (req) => {
      const incoming = req.headers['x-request-id'];
      return typeof incoming === 'string' && /^[\w-]{8,64}$/.test(incoming) ? incoming : crypto.randomUUID();
    },
    bodyLimit: 1024 * 1024,
    // Gives in-flight requests time to finish on shutdown, and answers new ones with 503.
    return503OnClosing: true,
    forceCloseConnections: 'idle',
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  // While shutting down, in-flight responses close their keep-alive connection so that
  // the server can finish once they are sent (the onSend hook below).
  let closing = false;
  app.addHook('preClose', async () => {
    closing = true;
  });

  const ctx: AppContext = {
    config,
    db: database.db,
    dbKind: database.kind,
    clock: options.clock ?? systemClock,
    pubsub: options.pubsub ?? new MemoryPubSub(),
    log: app.log,
    authenticator: noAuthenticator,
    services: {},
  };

  installEnvelope(app);
  // Security headers (the set helmet sends by default), precomputed once. @fastify/helmet
  // computes them on every request, which measured at about 40 % of a small JSON call's
  // throughput (bench/README.md); the content security policy only goes with HTML.
  // One synchronous hook for every response's headers (each async hook costs a promise a request).
  app.addHook('onSend', (req, reply, payload, done) => {
    reply.headers(SECURITY_HEADERS);
    reply.header('x-request-id', req.id);
    if (closing) reply.header('connection', 'close');
    if (String(reply.getHeader('content-type') ?? '').startsWith('text/html')) reply.header('content-security-policy', HTML_CSP);
    done(null, payload);
  });
  await app.register(compress, { global: true, threshold: COMPRESS_THRESHOLD });
  await app.register(rateLimit, { global: false });
  await app.register(formbody);
  await app.register(multipart, { limits: { fileSize: UPLOAD_LIMIT_BYTES, files: 1, fields: 20 } });
  await app.register(websocket, { options: { maxPayload: 64 * 1024 } });
  await app.register(swagger, {
    openapi: {
      info: {
        title: 'Bolsa MX API',
        version: '1.0.0',
        description:
          'Every call answers `{code, msg, data}`; code 200 is success. Send `lang` (mx, en, zh_Hans_CN) for the language of `msg` and `Authorization` with the session token.',
      },
      servers: [],
      components: { securitySchemes: { token: { type: 'apiKey', in: 'header', name: 'Authorization' } } },
    },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, { routePrefix: '/web/docs' });

  installMetrics(app, { processMetrics: options.processMetrics ?? false });
  app.get('/healthz', { schema: { hide: true } }, async () => {
    await database.db.selectFrom('schema_migrations').select('name').limit(1).execute();
    return { status: 'ok', db: database.kind, pubsub: ctx.pubsub.kind };
  });

  for (const module of modules) await module.init?.(ctx);
  for (const module of modules) await module.routes?.(app, ctx);

  if (options.serveStatic) serveBuiltApps(app);

  app.addHook('onClose', async () => {
    for (const module of [...modules].reverse()) await module.stop?.(ctx);
  });

  return {
    app,
    ctx,
    start: async () => {
      for (const module of modules) await module.start?.(ctx);
    },
  };
}

/** The web app at `/` and the back office at `/admin/`, from their Vite builds. */
function serveBuiltApps(app: FastifyInstance): void {
  const web = path.join(repoRoot, 'apps/web/dist');
  const admin = path.join(repoRoot, 'apps/admin/dist');
  const cacheHashed = (reply: { header(name: string, value: string): unknown }, file: string) => {
    // Vite puts a content hash in asset names: cache them for a year; never cache index.html.
    reply.header('cache-control', file.includes(`${path.sep}assets${path.sep}`) ? 'public, max-age=31536000, immutable' : 'no-cache');
  };
  if (fs.existsSync(web)) {
    app.register(fastifyStatic, { root: web, prefix: '/', wildcard: false, preCompressed: true, setHeaders: cacheHashed });
  }
  if (fs.existsSync(admin)) {
    app.register(fastifyStatic, { root: admin, prefix: '/admin/', decorateReply: false, wildcard: false, preCompressed: true, setHeaders: cacheHashed });
    app.get('/admin', (_req, reply) => reply.redirect('/admin/'));
  }
}

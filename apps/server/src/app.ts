import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import compress from '@fastify/compress';
import formbody from '@fastify/formbody';
import multipart from '@fastify/multipart';
import fastifyStatic from '@fastify/static';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import websocket from '@fastify/websocket';
import Fastify, { type FastifyInstance } from 'fastify';
import { createJsonSchemaTransform, createJsonSchemaTransformObject, serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { Registry } from 'prom-client';
import type { Config } from './config.ts';
import type { AppContext, AppModule } from './context.ts';
import type { Database } from './db/index.ts';
import { createEvents } from './events/index.ts';
import { noAuthenticator } from './http/auth.ts';
import { COMPRESS_THRESHOLD } from './http/cached-response.ts';
import { installClockControl } from './http/clock-control.ts';
import { BODY_LIMIT_BYTES, installEnvelope } from './http/envelope.ts';
import { clientErrorHandler, drainBody, frameworkErrors, frameworkTexts, hasUnreadBody } from './http/framework-errors.ts';
import { AppError } from './http/errors.ts';
import { installRateLimit, trustProxyOption } from './http/rate-limit.ts';
import { installInputLimits } from './http/input-limits.ts';
import { installMetrics } from './http/metrics.ts';
import { completeOpenApi } from './http/openapi.ts';
import { contractSchemaRegistry } from './http/openapi-schemas.ts';
import { htmlCsp, installSocketOriginCheck, SECURITY_HEADERS } from './http/security-headers.ts';
import { JobsService } from './jobs/service.ts';
import { logSerializers, REDACT_PATHS } from './http/redact.ts';
import { MovableClock, systemClock, type Clock } from './lib/clock.ts';
import { modules as defaultModules } from './modules/index.ts';
import { MemoryPubSub, type PubSub } from './pubsub/index.ts';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const HTML_CSP = htmlCsp(path.join(repoRoot, 'apps/web/dist'));
export const UPLOAD_LIMIT_BYTES = 5 * 1000 * 1024; // SPEC section 9: 1000 * max * 1024

export interface BuildOptions {
  config: Config;
  database: Database;
  clock?: Clock;
  pubsub?: PubSub;
  modules?: AppModule[];
  /** Pino logging; off in tests unless asked for. */
  logger?: boolean;
  /** Where the log goes (default stdout); tests read it. */
  logStream?: { write(line: string): void };
  /** Serve the built web app and back office (dist folders) when they exist. */
  serveStatic?: boolean;
  processMetrics?: boolean;
  /** Prefix of the Redis rate-limit counters (tests give each run its own). */
  rateLimitNamespace?: string;
}

export interface BuiltApp {
  app: FastifyInstance;
  ctx: AppContext;
  /** The Prometheus registry (served by /metrics with METRICS_TOKEN, or on METRICS_PORT). */
  metrics: Registry;
  /** Starts background work (market ticker, jobs). Called once the server listens. */
  start(): Promise<void>;
}

/** Builds the whole server: infrastructure plugins, the envelope, then every module. */
export async function buildApp(options: BuildOptions): Promise<BuiltApp> {
  const { config, database } = options;
  const modules = options.modules ?? defaultModules;
  const app = Fastify({
    logger: options.logger ? { level: config.logLevel, redact: REDACT_PATHS, serializers: logSerializers, ...(options.logStream ? { stream: options.logStream } : {}) } : false,
    genReqId: (req) => {
      const incoming = req.headers['x-request-id'];
      return typeof incoming === 'string' && /^[\w-]{8,64}$/.test(incoming) ? incoming : crypto.randomUUID();
    },
    bodyLimit: BODY_LIMIT_BYTES,
    // Bad URLs, over-long path parameters and what Node's parser refuses answer the envelope too.
    frameworkErrors,
    clientErrorHandler,
    // TRUST_PROXY: whom to believe about X-Forwarded-For (req.ip, rate-limit buckets, audit).
    trustProxy: trustProxyOption(config.trustProxy),
    // In-flight requests get time to finish on shutdown; new ones answer 503 (the onRequest
    // hook below, in the envelope: Fastify's own 503 is not).
    return503OnClosing: false,
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

  const pubsub = options.pubsub ?? new MemoryPubSub();
  // CLOCK_CONTROL=1: a clock that the test route below moves forward, for every module and the jobs.
  const clock = config.clockControl ? new MovableClock(options.clock ?? systemClock) : (options.clock ?? systemClock);
  const ctx: AppContext = {
    config,
    db: database.db,
    dbKind: database.kind,
    clock,
    pubsub,
    events: createEvents(pubsub, app.log),
    log: app.log,
    jobs: new JobsService(database.db, clock, app.log),
    authenticator: noAuthenticator,
    services: {},
  };

  installEnvelope(app);
  app.addHook('onRequest', (_req, reply, done) => {
    if (!closing) return done();
    reply.header('connection', 'close');
    done(new AppError('SHUTTING_DOWN', frameworkTexts.shuttingDown));
  });
  installInputLimits(app);
  installSocketOriginCheck(app, config.production);
  // Security headers (the set helmet sends by default), precomputed once. @fastify/helmet
  // computes them on every request, which measured at about 40 % of a small JSON call's
  // throughput (bench/README.md); the content security policy only goes with HTML.
  // One synchronous hook for every response's headers (each async hook costs a promise a request).
  app.addHook('onSend', (req, reply, payload, done) => {
    reply.headers(SECURITY_HEADERS);
    reply.header('x-request-id', req.id);
    // API answers carry tokens, balances and personal data: never stored by a browser or a
    // proxy (files and covers set their own private/public caching).
    if (reply.getHeader('cache-control') === undefined && req.url.startsWith('/web/')) reply.header('cache-control', 'no-store');
    if (closing) reply.header('connection', 'close');
    if (String(reply.getHeader('content-type') ?? '').startsWith('text/html')) reply.header('content-security-policy', HTML_CSP);
    // A body not read (refused for its size, or before it was parsed: rate limit, 404...) is
    // read to its end first: closing on a client still sending resets the connection, and
    // the client loses the answer.
    if (!hasUnreadBody(req.raw)) return done(null, payload);
    void drainBody(req.raw).then((whole) => {
      if (!whole) reply.header('connection', 'close');
      done(null, payload);
    });
  });
  await app.register(compress, { global: true, threshold: COMPRESS_THRESHOLD });
  await installRateLimit(app, config, options.rateLimitNamespace ? { namespace: options.rateLimitNamespace } : {});
  await app.register(formbody);
  await app.register(multipart, { limits: { fileSize: UPLOAD_LIMIT_BYTES, files: 1, fields: 20 } });
  await app.register(websocket, { options: { maxPayload: 64 * 1024 } });
  const openApiSchemas = contractSchemaRegistry();
  await app.register(swagger, {
    openapi: {
      info: {
        title: 'Bolsa MX API',
        version: '1.0.0',
        contact: { name: 'Bolsa MX' },
        license: { name: 'Proprietary' },
        description:
          'Every call answers `{code, msg, data}`; code 200 is success. Send `lang` (mx, en, zh_Hans_CN) for the language of `msg` and `Authorization` with the session token.',
      },
      servers: [],
      components: { securitySchemes: { token: { type: 'apiKey', in: 'header', name: 'Authorization' } } },
    },
    // The contracts' named shapes as components (http/openapi-schemas.ts); operationIds, error
    // responses, public security, tags, servers, uploads (http/openapi.ts).
    transform: createJsonSchemaTransform({ schemaRegistry: openApiSchemas }),
    transformObject: (documents) =>
      ('openapiObject' in documents ? completeOpenApi(createJsonSchemaTransformObject({ schemaRegistry: openApiSchemas })(documents) as Record<string, unknown>) : documents.swaggerObject) as never,
  });
  await app.register(swaggerUi, { routePrefix: '/web/docs' });

  const metrics = installMetrics(app, { processMetrics: options.processMetrics ?? false, token: config.metricsToken });
  app.get('/healthz', { schema: { hide: true } }, async () => {
    await database.db.selectFrom('schema_migrations').select('name').limit(1).execute();
    return { status: 'ok', db: database.kind, pubsub: ctx.pubsub.kind };
  });

  if (clock instanceof MovableClock) installClockControl(app, clock);

  for (const module of modules) await module.init?.(ctx);
  // Every process listens to the events its modules handle before it answers anything.
  await ctx.events.ready();
  for (const module of modules) await module.routes?.(app, ctx);

  if (options.serveStatic) serveBuiltApps(app);

  app.addHook('onClose', async () => {
    await ctx.jobs.stop();
    for (const module of [...modules].reverse()) await module.stop?.(ctx);
    await ctx.events.close();
  });

  return {
    app,
    ctx,
    metrics,
    start: async () => {
      for (const module of modules) await module.start?.(ctx);
      ctx.jobs.start();
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
    app.get('/admin', { schema: { hide: true } }, (_req, reply) => reply.redirect('/admin/'));
  }
}

import crypto from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { collectDefaultMetrics, Histogram, Registry } from 'prom-client';

export interface MetricsOptions {
  processMetrics: boolean;
  /**
   * METRICS_TOKEN: /metrics on the API port answers only `Authorization: Bearer <token>`.
   * Unset: /metrics is not served on the API port at all (404, like any unknown URL).
   */
  token?: string | undefined;
}

/** True when the Authorization header carries the metrics token (constant-time compare). */
export function hasMetricsToken(header: string | string[] | undefined, token: string | undefined): boolean {
  if (!token || typeof header !== 'string') return false;
  const given = crypto.createHash('sha256').update(header.replace(/^Bearer\s+/i, '')).digest();
  const expected = crypto.createHash('sha256').update(token).digest();
  return crypto.timingSafeEqual(given, expected);
}

/**
 * Prometheus metrics: process defaults plus request durations by route. They are not
 * public: on the API port /metrics needs the METRICS_TOKEN (else it answers 404 as an
 * unknown URL does); METRICS_PORT serves them on a port of their own (startMetricsServer).
 */
export function installMetrics(app: FastifyInstance, options: MetricsOptions): Registry {
  const registry = new Registry();
  if (options.processMetrics) collectDefaultMetrics({ register: registry });
  const duration = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'HTTP request duration by method, route and status',
    labelNames: ['method', 'route', 'status'] as const,
    buckets: [0.001, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5],
    registers: [registry],
  });
  app.addHook('onResponse', (req, reply, done) => {
    duration.observe(
      { method: req.method, route: req.routeOptions.url ?? 'unknown', status: String(reply.statusCode) },
      reply.elapsedTime / 1000,
    );
    done();
  });
  const token = options.token;
  if (token) {
    app.get('/metrics', { schema: { hide: true } }, async (req: FastifyRequest, reply) => {
      // Without the token the URL does not exist, as when no token is configured.
      if (!hasMetricsToken(req.headers.authorization, token)) return reply.callNotFound();
      reply.type(registry.contentType);
      return registry.metrics();
    });
  }
  return registry;
}

export interface MetricsServer {
  url: string;
  close(): Promise<void>;
}

/**
 * /metrics on a port of its own (METRICS_PORT), for a scraper on a private network.
 * When METRICS_TOKEN is set it is required there too. Anything else answers 404.
 */
export async function startMetricsServer(registry: Registry, options: { port: number; host: string; token?: string | undefined }): Promise<MetricsServer> {
  const server = http.createServer((req, res) => {
    const pathname = (req.url ?? '/').split('?')[0];
    if (req.method !== 'GET' || pathname !== '/metrics' || (options.token && !hasMetricsToken(req.headers.authorization, options.token))) {
      res.writeHead(404, { 'content-type': 'text/plain; charset=utf-8' }).end('not found\n');
      return;
    }
    registry.metrics().then(
      (text) => res.writeHead(200, { 'content-type': registry.contentType }).end(text),
      () => res.writeHead(500).end(),
    );
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, options.host, () => resolve());
  });
  const address = server.address() as AddressInfo;
  const host = address.family === 'IPv6' ? `[${address.address}]` : address.address;
  return {
    url: `http://${host.replace('0.0.0.0', '127.0.0.1').replace('[::]', '127.0.0.1')}:${address.port}/metrics`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

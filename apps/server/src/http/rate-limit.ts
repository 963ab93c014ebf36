import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import type { Config, TrustProxy } from '../config.ts';

/**
 * Fastify's `trustProxy` from TRUST_PROXY. A hop count is given as a function trusting that
 * many hops (Express's meaning): Fastify 5.12 treats a bare number as "trust nothing"
 * because a count cannot check who the immediate peer is, so a count is only right when
 * the server is reachable through the proxies alone; a list of proxy addresses is safer.
 */
export function trustProxyOption(value: TrustProxy): boolean | string[] | ((address: string, hop: number) => boolean) {
  if (typeof value !== 'number') return value;
  return (_address, hop) => hop < value;
}

/** Prefix of the rate-limit counters in Redis (then `<METHOD><url>-<key>`): `bolsa:rl:` by default. */
export const rateLimitNamespace = (pubsubNamespace: string) => `${pubsubNamespace}:rl:`;

/**
 * Registers @fastify/rate-limit (off by default; routes opt in with `rateLimit` in
 * `registerRoute`'s options). The buckets are keyed by `req.ip`, which honours TRUST_PROXY.
 *
 * When PUBSUB_URL is Redis the counters live in Redis (one Lua INCR + PEXPIRE per request
 * on a connection of their own), so N server processes share one limit instead of allowing
 * N times it. With NATS or no broker they stay in each process's memory.
 *
 * If Redis fails during a request the request goes through (logged): the limiter must not
 * turn a broker outage into errors on login. The socket and pub/sub failing loudly is the alarm.
 */
export async function installRateLimit(app: FastifyInstance, config: Pick<Config, 'pubsubUrl' | 'pubsubNamespace'>, options: { namespace?: string } = {}): Promise<void> {
  const url = config.pubsubUrl;
  if (!url || !/^rediss?:$/.test(new URL(url).protocol)) {
    await app.register(rateLimit, { global: false });
    return;
  }
  const { Redis } = await import('ioredis');
  const redis = new Redis(url, { lazyConnect: true, maxRetriesPerRequest: 1, connectTimeout: 5000 });
  let warned = 0;
  redis.on('error', (error: Error) => {
    // At most one line every 10 s while Redis is away.
    const now = performance.now();
    if (now - warned < 10_000 && warned !== 0) return;
    warned = now;
    app.log.warn({ err: error }, 'rate limit: redis error (limits not enforced meanwhile)');
  });
  await redis.connect();
  app.addHook('onClose', async () => {
    redis.disconnect();
  });
  await app.register(rateLimit, {
    global: false,
    redis,
    nameSpace: options.namespace ?? rateLimitNamespace(config.pubsubNamespace),
    skipOnError: true,
  });
}

import crypto from 'node:crypto';
import { afterEach, describe, expect, it } from 'vitest';
import { buildApp, type BuiltApp } from '../../src/app.ts';
import { ConfigError, loadConfig, parseTrustProxy } from '../../src/config.ts';
import type { Database } from '../../src/db/index.ts';
import { LOGIN_THROTTLE } from '../../src/modules/accounts/service.ts';
import { REDIS_URL } from '../brokers.ts';
import { body, createTestDatabase, testConfig } from '../helpers.ts';

/** Per-address limits of the calls used here (chat routes): 20 a minute. */
const LIMIT = 20;
/** Failed sign-ins a minute from one address (counted in the shared database: issue 29.9). */
const FAILED_LOGINS = LOGIN_THROTTLE.perAddress.max;

interface Cluster {
  processes: BuiltApp[];
  database: Database;
}

const open: Cluster[] = [];

/**
 * N "server processes": apps on one database, each with its own rate-limit store (its own
 * Redis connection when PUBSUB_URL is Redis). Each run gets its own Redis key prefix, so
 * runs on PGlite and PostgreSQL, or at the same time, never count each other's requests.
 */
async function cluster(n: number, env: Record<string, string>): Promise<Cluster> {
  const database = await createTestDatabase();
  const namespace = `test:rl:${crypto.randomUUID()}:`;
  const processes: BuiltApp[] = [];
  const c = { processes, database };
  open.push(c);
  for (let i = 0; i < n; i++) {
    const built = await buildApp({ config: testConfig(env), database, rateLimitNamespace: namespace });
    await built.app.ready();
    processes.push(built);
  }
  return c;
}

afterEach(async () => {
  for (const c of open.splice(0)) {
    for (const p of c.processes) await p.app.close();
    await c.database.close();
  }
});

type Request = { remoteAddress?: string; forwardedFor?: string };

function login(p: BuiltApp, r: Request = {}) {
  return p.app.inject({
    method: 'POST',
    url: '/web/loginByUsername',
    headers: { lang: 'en', ...(r.forwardedFor ? { 'x-forwarded-for': r.forwardedFor } : {}) },
    ...(r.remoteAddress ? { remoteAddress: r.remoteAddress } : {}),
    payload: { username: `nobody${crypto.randomInt(1e9)}`, password: 'Wrong-pass1' },
  });
}

function guestStart(p: BuiltApp, r: Request = {}) {
  return p.app.inject({
    method: 'POST',
    url: '/web/chat/guest/start',
    headers: { lang: 'es', ...(r.forwardedFor ? { 'x-forwarded-for': r.forwardedFor } : {}) },
    ...(r.remoteAddress ? { remoteAddress: r.remoteAddress } : {}),
  });
}

/** Sends `count` calls spread round-robin over the processes; returns their status codes. */
async function spread(processes: BuiltApp[], count: number, send: (p: BuiltApp, i: number) => Promise<{ statusCode: number }>): Promise<number[]> {
  const statuses: number[] = [];
  for (let i = 0; i < count; i++) statuses.push((await send(processes[i % processes.length]!, i)).statusCode);
  return statuses;
}

describe('rate limits shared over Redis', () => {
  it('two processes share one failed-login limit: the N+1th failure across both is 429', async () => {
    const { processes } = await cluster(2, { PUBSUB_URL: REDIS_URL });
    const statuses = await spread(processes, FAILED_LOGINS, (p) => login(p));
    expect(statuses.filter((s) => s === 429)).toEqual([]);
    // Either process refuses the next one: the count is not per process.
    for (const p of processes) {
      const refused = await login(p);
      expect(refused.statusCode).toBe(429);
      expect(body(refused)).toMatchObject({ code: 429, data: { error: 'RATE_LIMITED' } });
      expect(body(refused).msg).toMatch(/too many/i);
    }
  });

  it('shares any route limit (guest chat start) and each route keeps its own bucket', async () => {
    const { processes } = await cluster(3, { PUBSUB_URL: REDIS_URL });
    const statuses = await spread(processes, LIMIT + 1, (p) => guestStart(p));
    expect(statuses.slice(0, LIMIT).every((s) => s === 200)).toBe(true);
    expect(statuses[LIMIT]).toBe(429);
    // Another limited call from the same address still has its own allowance.
    expect((await login(processes[0]!)).statusCode).not.toBe(429);
  });

  it('without Redis each process counts alone (what Redis fixes): two processes allow twice the limit', async () => {
    const { processes } = await cluster(2, {});
    const statuses = await spread(processes, 2 * LIMIT, (p) => guestStart(p));
    expect(statuses.every((s) => s === 200)).toBe(true);
    expect((await guestStart(processes[0]!)).statusCode).toBe(429);
  });
});

describe('TRUST_PROXY', () => {
  const PROXY = '10.1.2.3';

  it('off (default): X-Forwarded-For is ignored, so a client cannot dodge its limit with made-up addresses', async () => {
    const { processes } = await cluster(2, { PUBSUB_URL: REDIS_URL });
    const statuses = await spread(processes, LIMIT + 1, (p, i) => guestStart(p, { remoteAddress: PROXY, forwardedFor: `198.51.100.${i + 1}` }));
    expect(statuses.slice(0, LIMIT).every((s) => s === 200)).toBe(true);
    expect(statuses[LIMIT]).toBe(429);
  });

  it('set to the proxy: each client behind it has its own bucket, shared across processes', async () => {
    const { processes } = await cluster(2, { PUBSUB_URL: REDIS_URL, TRUST_PROXY: PROXY });
    const alice = { remoteAddress: PROXY, forwardedFor: '198.51.100.7' };
    const bob = { remoteAddress: PROXY, forwardedFor: '198.51.100.8' };
    const aliceStatuses = await spread(processes, FAILED_LOGINS + 1, (p) => login(p, alice));
    expect(aliceStatuses.slice(0, FAILED_LOGINS).includes(429)).toBe(false);
    expect(aliceStatuses[FAILED_LOGINS]).toBe(429);
    // Bob, behind the same proxy, is untouched on both processes.
    expect((await login(processes[0]!, bob)).statusCode).not.toBe(429);
    expect((await login(processes[1]!, bob)).statusCode).not.toBe(429);
    // The proxy's own address is not a client: Alice's address through a second hop still counts as Alice.
    expect((await login(processes[1]!, { remoteAddress: PROXY, forwardedFor: '203.0.113.50, 198.51.100.7' })).statusCode).toBe(429);
  });

  it('set to the proxy: a header sent by anyone else is ignored', async () => {
    const { processes } = await cluster(1, { TRUST_PROXY: PROXY });
    const statuses = await spread(processes, LIMIT + 1, (p, i) => guestStart(p, { remoteAddress: '192.0.2.9', forwardedFor: `198.51.100.${i + 1}` }));
    expect(statuses.slice(0, LIMIT).every((s) => s === 200)).toBe(true);
    expect(statuses[LIMIT]).toBe(429);
  });

  it('a hop count trusts that many proxies', async () => {
    const { processes } = await cluster(1, { TRUST_PROXY: '1' });
    // The client's own X-Forwarded-For entry (left) is not believed; the one the proxy added is.
    const statuses = await spread(processes, LIMIT + 1, (p, i) => guestStart(p, { remoteAddress: PROXY, forwardedFor: `203.0.113.${i + 1}, 198.51.100.20` }));
    expect(statuses[LIMIT - 1]).toBe(200);
    expect(statuses[LIMIT]).toBe(429);
    expect((await guestStart(processes[0]!, { remoteAddress: PROXY, forwardedFor: '198.51.100.21' })).statusCode).toBe(200);
  });

  it('parses true, false, a hop count and address lists, and refuses anything else naming the variable', () => {
    expect(loadConfig({}).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: 'true' }).trustProxy).toBe(true);
    expect(loadConfig({ TRUST_PROXY: 'false' }).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: '0' }).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: '2' }).trustProxy).toBe(2);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.1, 10.1.0.0/16,::1,loopback' }).trustProxy).toEqual(['10.0.0.1', '10.1.0.0/16', '::1', 'loopback']);
    for (const bad of ['yes', '10.0.0.300', '10.0.0.0/33', 'proxy.example.com', '1.5', ',']) {
      expect(parseTrustProxy(bad)).toBeUndefined();
      expect(() => loadConfig({ TRUST_PROXY: bad })).toThrow(ConfigError);
      expect(() => loadConfig({ TRUST_PROXY: bad })).toThrow(/TRUST_PROXY: must be true, false, a hop count/);
    }
  });
});

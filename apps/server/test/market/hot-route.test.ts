import { defineRoute } from '@app/contracts';
import Fastify from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { AppContext } from '../../src/context.ts';
import type { CachedResponse } from '../../src/http/cached-response.ts';
import { registerHotRoute } from '../../src/modules/market/hot-route.ts';

/** A hot list's answer is checked against its contract once per cached snapshot (issue 35.3), as the serializer checks any other route's on every send. */
const def = defineRoute({
  method: 'GET',
  path: '/test/hot_list',
  summary: 'test',
  tag: 'test',
  auth: 'public',
  query: z.object({ n: z.coerce.number().optional() }),
  response: z.object({ list: z.array(z.object({ stock_code: z.string(), price: z.string(), note: z.string().optional() })) }),
});

async function hotApp(answer: () => unknown) {
  const app = Fastify({ logger: false });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.addHook('onRequest', async (req) => {
    req.locale = 'en';
  });
  const cache = new Map<string, CachedResponse>();
  let built = 0;
  registerHotRoute(app, { authenticator: { user: async () => null } } as unknown as AppContext, def, {
    cache: () => cache,
    key: () => 'all',
    handler: () => {
      built++;
      return answer() as never;
    },
    watchlist: async () => new Set<string>(),
  });
  await app.ready();
  return { app, cache, built: () => built };
}

describe('registerHotRoute: the contract once per snapshot', () => {
  it('answers the contract encoding of the rows (nulls and undeclared fields dropped), built and checked once for every send of the snapshot', async () => {
    const { app, cache, built } = await hotApp(() => ({ list: [{ stock_code: 'AAPL', price: '187.20', note: null, internal: 'x' }] }));
    const first = await app.inject({ method: 'GET', url: '/web/test/hot_list' });
    const second = await app.inject({ method: 'GET', url: '/web/test/hot_list' });
    expect(first.statusCode).toBe(200);
    expect(first.body).toBe('{"code":200,"msg":"success","data":{"list":[{"stock_code":"AAPL","price":"187.20"}]}}');
    expect(second.body).toBe(first.body);
    expect(built()).toBe(1);
    expect(cache.size).toBe(1);
    await app.close();
  });

  it('an answer that breaks the contract is a 500 and is not cached', async () => {
    const { app, cache, built } = await hotApp(() => ({ list: [{ stock_code: 'AAPL', price: 187.2 }] }));
    const res = await app.inject({ method: 'GET', url: '/web/test/hot_list' });
    expect(res.statusCode).toBe(500);
    expect(cache.size).toBe(0);
    expect((await app.inject({ method: 'GET', url: '/web/test/hot_list' })).statusCode).toBe(500);
    expect(built()).toBe(2);
    await app.close();
  });
});

// The API client against the real server, listening on a port (no mocks).
import { systemApi } from '@app/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { defineRoute } from '@app/contracts';
import { registerRoute } from '../../../server/src/http/route.ts';
import { createTestApp, type TestApp } from '../../../server/test/helpers.ts';
import { ApiError, CancelledError, call, configureApi, dropNulls } from './client.ts';

const slow = defineRoute({ method: 'GET', path: '/test/slow', summary: 'slow', tag: 'test', auth: 'public', query: z.object({ ms: z.coerce.number() }), response: z.object({ ms: z.number() }) });
const echo = defineRoute({ method: 'POST', path: '/test/echo', summary: 'echo', tag: 'test', auth: 'public', body: z.record(z.string(), z.unknown()), response: z.record(z.string(), z.unknown()) });
const privateRoute = defineRoute({ method: 'GET', path: '/test/private', summary: 'private', tag: 'test', auth: 'user', response: z.object({}) });

let t: TestApp;
const events: string[] = [];
beforeAll(async () => {
  t = await createTestApp({
    modules: [
      (await import('../../../server/src/modules/system/index.ts')).systemModule,
      {
        name: 'test',
        routes: (app, ctx) => {
          registerRoute(app, ctx, slow, async ({ query }) => {
            await new Promise((resolve) => setTimeout(resolve, query.ms));
            return { ms: query.ms };
          });
          registerRoute(app, ctx, echo, ({ body }) => body);
          registerRoute(app, ctx, privateRoute, () => ({}));
        },
      },
    ],
  });
  const address = await t.app.listen({ port: 0, host: '127.0.0.1' });
  configureApi({
    baseUrl: address,
    getToken: () => 'not-a-valid-token',
    getLocale: () => 'en',
    onSessionExpired: (msg) => events.push(`expired:${msg}`),
    onNetworkError: () => events.push('network'),
    timeoutMs: 60_000,
  });
});
afterAll(() => t.close());

describe('API client', () => {
  it('unwraps the envelope and sends the lang header', async () => {
    const states = await call(systemApi.areaList, { query: { parentCode: 'MX' } });
    expect(states.find((s) => s.code === 'MX-CMX')?.name).toBe('Mexico City');
  });

  it('drops null fields before sending', async () => {
    expect(dropNulls({ a: 1, b: null, c: { d: null, e: 'x' }, f: [1, null] })).toEqual({ a: 1, c: { e: 'x' }, f: [1, null] });
    const echoed = await call(echo, { body: { keep: 1, drop: null } });
    expect(echoed).toEqual({ keep: 1 });
  });

  it('turns a refusal into ApiError with the localized msg', async () => {
    const error = await call(systemApi.dictData, { query: { type: 'nope' as never } }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).code).toBe(422);
    expect((error as ApiError).message).toContain('type');
  });

  it('on 401 reports the expired session', async () => {
    events.length = 0;
    const error = await call(privateRoute).catch((e: unknown) => e);
    expect((error as ApiError).code).toBe(401);
    expect(events).toEqual(['expired:Login expired, please log in again']);
  });

  it('a new call with the same id aborts the previous one silently', async () => {
    events.length = 0;
    const first = call(slow, { query: { ms: 500 } }, { requestId: 'same' }).catch((e: unknown) => e);
    const second = call(slow, { query: { ms: 10 } }, { requestId: 'same' });
    expect(await second).toEqual({ ms: 10 });
    expect(await first).toBeInstanceOf(CancelledError);
    expect(events).toEqual([]);
  });

  it('times out and reports a network error', async () => {
    events.length = 0;
    configureApi({ timeoutMs: 50 });
    const error = await call(slow, { query: { ms: 400 } }).catch((e: unknown) => e);
    configureApi({ timeoutMs: 60_000 });
    expect(error).toBeInstanceOf(ApiError);
    expect(events).toEqual(['network']);
  });

  it('reports a transport failure as a network error', async () => {
    events.length = 0;
    configureApi({ baseUrl: 'http://127.0.0.1:9' });
    const error = await call(systemApi.areaList, {}).catch((e: unknown) => e);
    configureApi({ baseUrl: t.app.listeningOrigin });
    expect((error as ApiError).message).toBe('network error');
    expect(events).toEqual(['network']);
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { defineRoute } from '@app/contracts';
import { registerRoute } from '../../src/http/route.ts';
import { AppError } from '../../src/http/errors.ts';
import { buildApp } from '../../src/app.ts';
import { body, createTestApp, createTestDatabase, testConfig, type TestApp } from '../helpers.ts';

// Routes that exist only in this test, to drive the envelope through every branch.
const echo = defineRoute({
  method: 'POST',
  path: '/test/echo',
  summary: 'echo',
  tag: 'test',
  auth: 'public',
  body: z.object({ email: z.string().email(), amount: z.number().positive(), note: z.string().optional() }),
  response: z.object({ email: z.string(), amount: z.number(), note: z.string().nullable().optional(), gone: z.null().optional() }),
});
const boom = defineRoute({ method: 'GET', path: '/test/boom', summary: 'boom', tag: 'test', auth: 'public', response: z.object({}) });
const refused = defineRoute({ method: 'GET', path: '/test/refused', summary: 'refused', tag: 'test', auth: 'public', response: z.object({}) });
const privateRoute = defineRoute({ method: 'GET', path: '/test/private', summary: 'private', tag: 'test', auth: 'user', response: z.object({}) });

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({
    modules: [
      {
        name: 'test',
        routes: (app, ctx) => {
          registerRoute(app, ctx, echo, ({ body: input }) => ({ ...input, note: null, gone: null }));
          registerRoute(app, ctx, boom, () => {
            throw new Error('secret internals at /srv/app.ts:12');
          });
          registerRoute(app, ctx, refused, () => {
            throw new AppError('INSUFFICIENT_FUNDS', { es: 'Saldo insuficiente: {n}', en: 'Insufficient balance: {n}', zh: '余额不足：{n}' }, { n: 5 });
          });
          registerRoute(app, ctx, privateRoute, () => ({}));
        },
      },
    ],
  });
});
afterAll(() => t.close());

describe('envelope', () => {
  it('wraps success as {code:200,msg,data} and drops null fields', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/web/test/echo', payload: { email: 'a@b.mx', amount: 5, note: null } });
    expect(res.statusCode).toBe(200);
    const b = body<Record<string, unknown>>(res);
    expect(b.code).toBe(200);
    expect(b.msg).toBe('éxito');
    expect(b.data).toEqual({ email: 'a@b.mx', amount: 5 });
    expect(res.headers['x-request-id']).toBeTruthy();
  });

  it('answers an unknown /web path with a localized 404 "The URL does not exist"', async () => {
    const en = await t.app.inject({ method: 'GET', url: '/web/nope', headers: { lang: 'en' } });
    expect(en.statusCode).toBe(404);
    expect(body(en)).toMatchObject({ code: 404, msg: 'The URL does not exist' });
    const es = await t.app.inject({ method: 'GET', url: '/web/nope' });
    expect(body(es).msg).toBe('La URL no existe');
    const zh = await t.app.inject({ method: 'GET', url: '/web/nope', headers: { lang: 'zh_Hans_CN' } });
    expect(body(zh).msg).toBe('该 URL 不存在');
  });

  it('names the invalid field in the request language', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/web/test/echo', headers: { lang: 'en' }, payload: { email: 'nope', amount: 5 } });
    expect(res.statusCode).toBe(422);
    const b = body<{ error: string; field: string }>(res);
    expect(b.code).toBe(422);
    expect(b.msg).toBe('The field "email" is not valid');
    expect(b.data).toMatchObject({ error: 'VALIDATION', field: 'email' });
    const missing = await t.app.inject({ method: 'POST', url: '/web/test/echo', headers: { lang: 'mx' }, payload: { email: 'a@b.mx' } });
    expect(body(missing).msg).toBe('El campo «monto» es obligatorio');
    const small = await t.app.inject({ method: 'POST', url: '/web/test/echo', headers: { lang: 'zh_Hans_CN' }, payload: { email: 'a@b.mx', amount: -1 } });
    expect(body(small).msg).toContain('金额');
  });

  it('never shows a stack trace: an unexpected error is a plain 500', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/web/test/boom', headers: { lang: 'en' } });
    expect(res.statusCode).toBe(500);
    expect(res.body).not.toContain('secret');
    expect(res.body).not.toContain('.ts');
    expect(body(res)).toMatchObject({ code: 500, msg: 'Internal server error, please try again later' });
  });

  it('turns an expected failure into its code and localized text', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/web/test/refused', headers: { lang: 'en' } });
    expect(res.statusCode).toBe(422);
    expect(body(res)).toMatchObject({ code: 422, msg: 'Insufficient balance: 5', data: { error: 'INSUFFICIENT_FUNDS' } });
  });

  it('answers malformed JSON with a clear 400', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/web/test/echo', headers: { 'content-type': 'application/json', lang: 'en' }, payload: '{bad' });
    expect(res.statusCode).toBe(400);
    expect(body(res)).toMatchObject({ code: 400, msg: 'The request body is not valid' });
  });

  it('answers a private call without a token with 401 login expired', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/web/test/private', headers: { lang: 'en' } });
    expect(res.statusCode).toBe(401);
    expect(body(res)).toMatchObject({ code: 401, msg: 'Login expired, please log in again' });
  });

  it('serves /healthz and the OpenAPI document, not /metrics', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/healthz' })).json()).toMatchObject({ status: 'ok' });
    // Not public: without METRICS_TOKEN /metrics is absent from the API port (test/security/hardening.test.ts).
    expect((await t.app.inject({ method: 'GET', url: '/metrics' })).statusCode).toBe(404);
    const doc = await t.app.inject({ method: 'GET', url: '/web/docs/json' });
    const openapi = doc.json() as { openapi: string; paths: Record<string, unknown> };
    expect(openapi.openapi).toMatch(/^3\./);
    expect(Object.keys(openapi.paths)).toContain('/web/test/echo');
    const ui = await t.app.inject({ method: 'GET', url: '/web/docs/' });
    expect(ui.statusCode).toBe(200);
    expect(ui.body).toContain('swagger');
    expect(ui.headers['content-security-policy']).toContain("default-src 'self'");
    expect(ui.headers['x-content-type-options']).toBe('nosniff');
    // JSON answers carry helmet's headers but not the HTML-only policy.
    expect(doc.headers['x-content-type-options']).toBe('nosniff');
    expect(doc.headers['content-security-policy']).toBeUndefined();
    expect(doc.headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(doc.headers['strict-transport-security']).toContain('max-age=');
  });
});

describe('a client that goes away', () => {
  it('is logged as such, not as a server failure (a page that moved on while an asset streamed)', async () => {
    const lines: string[] = [];
    const database = await createTestDatabase();
    const gone = defineRoute({ method: 'GET', path: '/test/gone', summary: 'gone', tag: 'test', auth: 'public', response: z.object({}) });
    const broken = defineRoute({ method: 'GET', path: '/test/broken', summary: 'broken', tag: 'test', auth: 'public', response: z.object({}) });
    const built = await buildApp({
      config: testConfig({ LOG_LEVEL: 'info' }),
      database,
      logger: true,
      logStream: { write: (line) => lines.push(line) },
      modules: [
        {
          name: 'test',
          routes: (app, ctx) => {
            registerRoute(app, ctx, gone, () => {
              throw Object.assign(new Error('Premature close'), { code: 'ERR_STREAM_PREMATURE_CLOSE' });
            });
            registerRoute(app, ctx, broken, () => {
              throw new Error('a real bug');
            });
          },
        },
      ],
    });
    try {
      await built.app.inject({ method: 'GET', url: '/web/test/gone' });
      const entries = lines.map((line) => JSON.parse(line) as { level: number; msg: string });
      expect(entries.filter((e) => e.level >= 50)).toEqual([]);
      expect(entries.some((e) => e.level === 30 && e.msg === 'client closed the connection')).toBe(true);
      // Any other failure still is one.
      await built.app.inject({ method: 'GET', url: '/web/test/broken' });
      expect(lines.map((line) => JSON.parse(line) as { level: number; msg: string }).filter((e) => e.level >= 50).map((e) => e.msg)).toEqual(['request failed']);
    } finally {
      await built.app.close();
      await database.close();
    }
  });
});

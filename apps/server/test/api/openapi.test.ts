import fs from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ERROR_ENVELOPE } from '../../src/http/openapi.ts';
import { createTestApp, type TestApp } from '../helpers.ts';
import { contractRoutes } from '../fixtures/contract-routes.ts';

interface Op {
  operationId?: string;
  tags?: string[];
  security?: unknown[];
  parameters?: Array<{ in: string; name: string; required?: boolean }>;
  requestBody?: { content: Record<string, unknown> };
  responses: Record<string, { content?: Record<string, { schema?: unknown }> }>;
}
interface Doc {
  servers: unknown[];
  tags: Array<{ name: string }>;
  components: { schemas: Record<string, unknown> };
  paths: Record<string, Record<string, Op>>;
}

/** The OpenAPI document at /web/docs/json, as a client generator reads it. */
describe('OpenAPI document', () => {
  let t: TestApp;
  let doc: Doc;
  let ops: Array<{ path: string; method: string; op: Op }>;
  beforeAll(async () => {
    t = await createTestApp();
    const res = await t.app.inject({ method: 'GET', url: '/web/docs/json' });
    expect(res.statusCode).toBe(200);
    doc = res.json<Doc>();
    // For the linters (npm run openapi:check) when OPENAPI_OUT is set.
    if (process.env.OPENAPI_OUT) fs.writeFileSync(process.env.OPENAPI_OUT, res.body);
    ops = Object.entries(doc.paths).flatMap(([path, item]) => Object.entries(item).map(([method, op]) => ({ path, method, op })));
  });
  afterAll(() => t.close());

  it('names every operation once, by its contract, and declares its tags, a server and the error envelope', () => {
    expect(ops.length).toBeGreaterThanOrEqual(contractRoutes().length);
    const ids = ops.map((o) => o.op.operationId);
    expect(ids.every((id) => typeof id === 'string' && /^\w+$/.test(id))).toBe(true);
    expect(new Set(ids).size).toBe(ids.length);
    expect(ops.find((o) => o.path === '/web/stock/create')?.op.operationId).toBe('trading_stockCreate');
    expect(doc.servers.length).toBeGreaterThan(0);
    const declared = new Set(doc.tags.map((tag) => tag.name));
    expect(ops.flatMap((o) => o.op.tags ?? []).every((tag) => declared.has(tag))).toBe(true);
    expect(doc.components.schemas[ERROR_ENVELOPE]).toBeTruthy();
    expect(ops.some((o) => o.path === '/admin')).toBe(false);
  });

  it('documents each operation\'s error answers with the envelope and its codes; 401 on secured calls; security: [] on public ones', () => {
    for (const { path, method, op } of ops) {
      const what = `${method} ${path}`;
      const statuses = Object.keys(op.responses);
      expect(statuses, what).toContain('422');
      expect(statuses, what).toContain('429');
      expect(op.responses['422'], what).toEqual({ $ref: '#/components/responses/Error422' });
      expect(op.security, what).toBeDefined();
      if (op.security!.length > 0) expect(statuses, what).toContain('401');
      else expect(statuses, what).not.toContain('401');
    }
    const order = ops.find((o) => o.path === '/web/stock/create')!.op;
    expect(Object.keys(order.responses)).toEqual(expect.arrayContaining(['200', '401', '409', '422']));
    expect(JSON.stringify(doc.components.schemas.Error422)).toContain('IDEMPOTENCY_KEY_REQUIRED');
    expect(JSON.stringify(doc.components.schemas.Error409)).toContain('IDEMPOTENCY_MISMATCH');
    expect(JSON.stringify(doc.components.schemas.Error422)).toContain(`#/components/schemas/${ERROR_ENVELOPE}`);
    const login = ops.find((o) => o.path === '/web/loginByUsername')!.op;
    expect(login.security).toEqual([]);
  });

  it('shares the contracts\' named shapes as components, every reference resolving, none left unused', () => {
    const refs = (value: unknown): string[] => [...JSON.stringify(value).matchAll(/"\$ref":"#\/components\/(schemas|responses)\/(\w+)"/g)].map((m) => `${m[1]}/${m[2]}`);
    const order = ops.find((o) => o.path === '/web/stock/create')!.op;
    expect(refs(order.responses['200'])).toEqual(['schemas/TradeOrder']);
    expect(refs(order.requestBody)).toEqual(['schemas/CreateOrderBodyInput']);
    // One TradeOrder type for every call that answers orders, not one copy per call.
    expect(ops.filter((o) => refs(o.op.responses['200']).includes('schemas/TradeOrder')).length).toBeGreaterThanOrEqual(5);
    const all = refs(doc);
    const components = doc.components as unknown as Record<'schemas' | 'responses', Record<string, unknown>>;
    for (const ref of new Set(all)) expect(components[ref.split('/')[0] as 'schemas']?.[ref.split('/')[1]!], ref).toBeDefined();
    const used = new Set(all);
    expect(Object.keys(components.schemas).filter((name) => !used.has(`schemas/${name}`) && name !== ERROR_ENVELOPE)).toEqual([]);
    // A lone `allOf` around a reference is written as the reference (Redocly's no-illogical-composition-keywords).
    expect(/\{"allOf":\[\{"\$ref":"[^"]+"\}\]\}/.exec(JSON.stringify(doc))?.[0]).toBeUndefined();
  });

  it('declares the required Idempotency-Key header, multipart uploads and image downloads', () => {
    const order = ops.find((o) => o.path === '/web/stock/create')!.op;
    expect(order.parameters?.find((p) => p.in === 'header' && p.name === 'Idempotency-Key')?.required).toBe(true);
    const upload = ops.find((o) => o.path === '/web/file/upload')!.op;
    expect(Object.keys(upload.requestBody!.content)).toEqual(['multipart/form-data']);
    for (const path of ['/web/file/{name}', '/web/article/cover/{name}', '/web/chat/image/{name}']) {
      expect(Object.keys(ops.find((o) => o.path === path)!.op.responses['200']!.content!), path).toEqual(['image/*']);
    }
  });
});

import { isIdName, pathParamNames, type RouteDef } from '@app/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers.ts';
import { contractRoutes } from '../fixtures/contract-routes.ts';
import { loginOperator, registerAndLogin } from '../fixtures/users.ts';
import { expectEnvelope } from './envelope-everywhere.ts';

/** The field names of a contract's query or body (a zod object), with a few common ones for anything else. */
function fieldsOf(schema: unknown): string[] {
  const shape = (schema as { shape?: Record<string, unknown> } | undefined)?.shape;
  return shape && typeof shape === 'object' ? Object.keys(shape) : ['keyword', 'code', 'name', 'id'];
}

const NUL = 'a\u0000b';
/** Numbers JSON can write that no column holds: past 2^53, past float64, past bigint. */
const HUGE_JSON = ['1e400', '-1e400', '9007199254740993', '1e308', '99999999999999999999999999999'];

interface Probe {
  what: string;
  method: 'GET' | 'POST';
  url: string;
  payload?: string | Buffer;
  contentType?: string;
  /** The document's path of the operation (`/web/article/{id}`), to check the answer's status is one it lists. */
  path?: string;
}

/** The bad inputs sent to one call: NUL and lone surrogates in every field, the path and the query; huge numbers; a 2 MB body. */
function probes(def: RouteDef, big: Buffer): Probe[] {
  const base = `/web${def.path}`;
  const withPath = (value: string) =>
    pathParamNames(def.path).reduce((url, name) => url.replace(`{${name}}`, isIdName(name) ? '1' : encodeURIComponent(value)), base);
  const out: Probe[] = [];
  if (pathParamNames(def.path).length > 0) out.push({ what: 'path NUL', method: def.method, url: withPath(NUL), ...(def.method === 'POST' ? { payload: '{}' } : {}) });
  const url = withPath('x');
  const fields = fieldsOf(def.method === 'GET' ? def.query : def.body);
  if (def.method === 'GET') {
    const query = (encoded: string) => fields.map((f) => `${encodeURIComponent(f)}=${encoded}`).join('&');
    out.push({ what: 'query NUL', method: 'GET', url: `${url}?${query('a%00b')}` });
    // A lone surrogate as a URL carries it: its UTF-8-like bytes, which are not UTF-8.
    out.push({ what: 'query surrogate', method: 'GET', url: `${url}?${query('a%ED%A0%80b')}` });
    out.push({ what: 'query huge', method: 'GET', url: `${url}?${query(HUGE_JSON[0]!)}&pageNum=1e400&pageSize=99999999999999999999` });
    return out;
  }
  const json = (value: string) => `{${fields.map((f) => `${JSON.stringify(f)}:${value}`).join(',')}}`;
  out.push({ what: 'body NUL', method: 'POST', url, payload: json(JSON.stringify(NUL)) });
  out.push({ what: 'body surrogates', method: 'POST', url, payload: json('"a\\ud800b\\udc00"') });
  for (const huge of HUGE_JSON.slice(0, 2)) out.push({ what: `body ${huge}`, method: 'POST', url, payload: json(huge) });
  out.push({ what: 'body 2 MB', method: 'POST', url, payload: big });
  return out;
}

/**
 * Every operation of the contracts (test/fixtures/contract-routes.ts), plus the file routes,
 * gets U+0000, lone surrogates, huge numbers and a 2 MB body, as guest and with the token of
 * its kind: no answer is a 5xx and every one is the `{code, msg, data}` envelope.
 */
describe('fuzz: every operation, bad input', () => {
  let t: TestApp;
  let userToken: string;
  let adminToken: string;
  beforeAll(async () => {
    t = await createTestApp();
    userToken = (await registerAndLogin(t)).token;
    adminToken = (await loginOperator(t, 'admin')).token;
  });
  afterAll(() => t.close());

  it('answers no 5xx, nothing outside the envelope, and only statuses the OpenAPI document lists for the operation', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/web/docs/json' })).json<{ paths: Record<string, Record<string, { responses: Record<string, unknown> }>> }>();
    const big = Buffer.from(JSON.stringify({ keyword: 'a'.repeat(2 * 1024 * 1024) }));
    const routes = contractRoutes();
    expect(routes.length).toBeGreaterThan(300);
    const fileRoutes: Probe[] = ['/web/file/', '/web/article/cover/', '/web/chat/image/'].map((prefix) => ({ what: 'file NUL', method: 'GET', url: `${prefix}${encodeURIComponent(NUL)}.png` }));
    const failures: string[] = [];
    let sent = 0;
    const send = async (probe: Probe, token: string | undefined) => {
      const res = await t.app.inject({
        method: probe.method,
        url: probe.url,
        headers: { lang: 'en', ...(token ? { authorization: token } : {}), ...(probe.payload !== undefined ? { 'content-type': probe.contentType ?? 'application/json' } : {}) },
        ...(probe.payload !== undefined ? { payload: probe.payload } : {}),
      });
      sent++;
      const what = `${probe.method} ${probe.url.slice(0, 120)} (${probe.what}, ${token ? 'token' : 'guest'})`;
      if (res.statusCode >= 500) failures.push(`${what}: ${res.statusCode} ${res.body.slice(0, 200)}`);
      const documented = probe.path ? doc.paths[probe.path]?.[probe.method.toLowerCase()]?.responses : undefined;
      if (probe.path && !documented?.[String(res.statusCode)]) failures.push(`${what}: ${res.statusCode} is not among the document's ${Object.keys(documented ?? {}).join(',')}`);
      const json = String(res.headers['content-type'] ?? '').includes('json');
      if (res.statusCode >= 400 || json) {
        try {
          expectEnvelope(res.statusCode, res.body, what);
        } catch (error) {
          failures.push(`${what}: not the envelope: ${(error as Error).message.slice(0, 300)}`);
        }
      }
    };
    for (const { def } of routes) {
      const token = def.auth === 'operator' ? adminToken : def.auth === 'user' ? userToken : undefined;
      const path = `/web${def.path}`;
      for (const probe of probes(def, big)) await send({ ...probe, path }, token);
      // As a guest once: a private call answers 401 in the envelope.
      if (def.auth !== 'public') await send({ ...probes(def, big)[0]!, path }, undefined);
    }
    for (const probe of fileRoutes) await send(probe, userToken);
    expect(failures).toEqual([]);
    expect(sent).toBeGreaterThan(1000);
  }, 120_000);
});

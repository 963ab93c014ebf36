import { isIdName, MAX_DB_ID, pathParamNames, type RouteDef } from '@app/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { contractRoutes } from '../fixtures/contract-routes.ts';
import { loginOperator, registerAndLogin } from '../fixtures/users.ts';
import { body, createTestApp, type TestApp } from '../helpers.ts';


const defOf = (schema: z.ZodType) => (schema as unknown as { _zod: { def: Record<string, unknown> } })._zod.def;

/** A field holds row ids when it takes the id 1 as a number (a quoteId or a productId takes strings). */
function holdsRowIds(name: string, schema: z.ZodType): boolean {
  const parsed = schema.safeParse(name === 'ids' ? [1] : 1);
  const value: unknown = parsed.success ? (Array.isArray(parsed.data) ? parsed.data[0] : parsed.data) : undefined;
  return typeof value === 'number';
}

/**
 * Top-level fields of an object schema (through unions, pipes, optionals) that hold row
 * ids: an id-like name (id, ids, userId...) whose schema takes numbers.
 */
function idFieldNames(schema: z.ZodType | undefined): string[] {
  if (!schema) return [];
  const def = defOf(schema);
  if (def.type === 'object') {
    const shape = (schema as unknown as z.ZodObject).shape as Record<string, z.ZodType>;
    return Object.keys(shape).filter((name) => isIdName(name) && holdsRowIds(name, shape[name]!));
  }
  if (def.type === 'union') return [...new Set((def.options as z.ZodType[]).flatMap(idFieldNames))];
  if (def.type === 'pipe') return idFieldNames(def.in as z.ZodType);
  if (def.type === 'optional' || def.type === 'default' || def.type === 'nullable') return idFieldNames(def.innerType as z.ZodType);
  return [];
}

/** The schemas a top-level field has in an object schema (one per union option that has it). */
function fieldSchemas(schema: z.ZodType | undefined, field: string): z.ZodType[] {
  if (!schema) return [];
  const def = defOf(schema);
  if (def.type === 'object') {
    const inner = ((schema as unknown as z.ZodObject).shape as Record<string, z.ZodType>)[field];
    return inner ? [inner] : [];
  }
  if (def.type === 'union') return (def.options as z.ZodType[]).flatMap((option) => fieldSchemas(option, field));
  if (def.type === 'pipe') return fieldSchemas(def.in as z.ZodType, field);
  if (def.type === 'optional' || def.type === 'default' || def.type === 'nullable') return fieldSchemas(def.innerType as z.ZodType, field);
  return [];
}

interface IdCall {
  name: string;
  def: RouteDef;
  where: 'path' | 'query' | 'body';
  field: string;
}

const ROUTES = contractRoutes();
const ID_CALLS: IdCall[] = ROUTES.flatMap(({ name, def }) => [
  ...pathParamNames(def.path).filter(isIdName).map((field) => ({ name, def, where: 'path' as const, field })),
  ...idFieldNames(def.query).map((field) => ({ name, def, where: 'query' as const, field })),
  ...idFieldNames(def.body).map((field) => ({ name, def, where: 'body' as const, field })),
]);

const BAD_IDS: Array<[string, unknown]> = [
  ['2^31', 2 ** 31],
  ['2^53', 2 ** 53],
  ['-1', -1],
  ['abc', 'abc'],
  ['0', 0],
  ['1.5', 1.5],
];

describe('ids in the contracts', () => {
  it('finds the calls that take an id (path, query or body)', () => {
    // A floor, so that a change in how routes are found cannot silently empty the test.
    expect(ROUTES.length).toBeGreaterThan(100);
    expect(ID_CALLS.length).toBeGreaterThanOrEqual(30);
    expect(ID_CALLS.map((c) => `${c.def.path} ${c.field}`)).toEqual(
      expect.arrayContaining(['/article/{id} id', '/userMessage/{id} id', '/admin/kyc/{id} id', '/wallet/cancelTransfer id', '/userSelfSecurity/sort ids']),
    );
  });

  it('refuses out-of-range and malformed ids in every query and body schema', () => {
    const failures: string[] = [];
    for (const call of ID_CALLS.filter((c) => c.where !== 'path')) {
      const schema = (call.where === 'query' ? call.def.query : call.def.body)!;
      const asArray = call.field === 'ids';
      const issuesOnField = (value: unknown) => {
        const sent = asArray ? [value] : value;
        const result = schema.safeParse({ [call.field]: sent });
        if (!result.success && result.error.issues.some((issue) => issue.path[0] === call.field)) return true;
        // A discriminated union stops at its discriminator before the field: ask the field's own schemas.
        const own = fieldSchemas(schema, call.field);
        return own.length > 0 && own.every((field) => !field.safeParse(sent).success);
      };
      for (const [label, value] of BAD_IDS) if (!issuesOnField(value)) failures.push(`${call.name} ${call.field}=${label} is taken`);
      if (issuesOnField(MAX_DB_ID)) failures.push(`${call.name} ${call.field}=${MAX_DB_ID} is refused`);
    }
    expect(failures).toEqual([]);
  });
});

describe('no call answers 500 to a bad id', () => {
  let t: TestApp;
  let userToken: string;
  let operatorToken: string;
  beforeAll(async () => {
    t = await createTestApp();
    userToken = (await registerAndLogin(t)).token;
    operatorToken = (await loginOperator(t)).token;
  });
  afterAll(() => t.close());

  const send = async (call: IdCall, value: unknown) => {
    const asArray = call.field === 'ids';
    const encoded = encodeURIComponent(String(value));
    let url = `/web${call.def.path}`;
    for (const name of pathParamNames(call.def.path)) url = url.replace(`{${name}}`, name === call.field ? encoded : '1');
    const headers: Record<string, string> = { lang: 'en' };
    if (call.def.auth === 'user') headers.authorization = userToken;
    if (call.def.auth === 'operator') headers.authorization = operatorToken;
    const payload = call.where === 'body' ? { [call.field]: asArray ? [value] : value } : undefined;
    if (call.where === 'query') url += `?${call.field}=${encoded}`;
    if (call.def.method === 'POST' && call.def.form && payload) {
      return t.app.inject({ method: 'POST', url, headers: { ...headers, 'content-type': 'application/x-www-form-urlencoded' }, payload: new URLSearchParams({ [call.field]: String(value) }).toString() });
    }
    return t.app.inject({ method: call.def.method, url, headers, ...(payload ? { payload } : call.def.method === 'POST' ? { payload: {} } : {}) });
  };

  it('answers 404 or 422 (never 500) to 2^31, 2^53, -1 and "abc" on every id-taking call', { timeout: 120_000 }, async () => {
    const failures: string[] = [];
    for (const call of ID_CALLS) {
      for (const [label, value] of BAD_IDS) {
        const res = await send(call, value);
        const parsed = body<{ error?: string; field?: string }>(res);
        if (res.statusCode >= 500 || parsed.code >= 500) failures.push(`${call.def.method} ${call.def.path} ${call.field}=${label}: ${res.statusCode} ${res.body.slice(0, 120)}`);
        else if (![400, 404, 409, 422].includes(res.statusCode)) failures.push(`${call.def.method} ${call.def.path} ${call.field}=${label}: unexpected ${res.statusCode}`);
        else if (res.statusCode === 422) expect(parsed.msg, `${call.def.path}: localized`).toMatch(/^The field "/);
      }
    }
    expect(failures).toEqual([]);
  });

  // Beyond ids: any field of any call, sent an extreme number, is refused or ignored, never a
  // 500 (times past what a Date holds, page numbers, amounts...).
  it('answers every query and body field sent an extreme number without a 500', { timeout: 120_000 }, async () => {
    const allFields = (schema: z.ZodType | undefined): string[] => {
      if (!schema) return [];
      const def = defOf(schema);
      if (def.type === 'object') return Object.keys((schema as unknown as z.ZodObject).shape);
      if (def.type === 'union') return [...new Set((def.options as z.ZodType[]).flatMap(allFields))];
      if (def.type === 'pipe') return allFields(def.in as z.ZodType);
      if (def.type === 'optional' || def.type === 'default') return allFields(def.innerType as z.ZodType);
      return [];
    };
    const extremes: unknown[] = [Number.MAX_SAFE_INTEGER, 1e300, -Number.MAX_SAFE_INTEGER, 2 ** 31, '9'.repeat(40)];
    const failures: string[] = [];
    for (const { def } of ROUTES) {
      for (const where of ['query', 'body'] as const) {
        for (const field of allFields(def[where])) {
          for (const value of extremes) {
            const headers: Record<string, string> = { lang: 'en' };
            if (def.auth === 'user') headers.authorization = userToken;
            if (def.auth === 'operator') headers.authorization = operatorToken;
            let url = `/web${def.path.replace(/\{\w+\}/g, '1')}`;
            if (where === 'query') url += `?${field}=${encodeURIComponent(String(value))}`;
            const res = await t.app.inject({ method: def.method, url, headers, ...(where === 'body' ? { payload: { [field]: value } } : def.method === 'POST' ? { payload: {} } : {}) });
            if (res.statusCode >= 500) failures.push(`${def.method} ${def.path} ${field}=${String(value)}: ${res.statusCode}`);
          }
        }
      }
    }
    expect(failures).toEqual([]);
  });

  it('answers a path id out of range or malformed with 404, in every language', async () => {
    const cases: Array<[string, string]> = [
      ['en', 'Not found'],
      ['mx', 'No encontrado'],
      ['zh_Hans_CN', '未找到'],
    ];
    for (const [lang, msg] of cases) {
      for (const id of [String(2 ** 31), String(2 ** 53), '-1', 'abc', '0', '1e3']) {
        const res = await t.app.inject({ method: 'GET', url: `/web/article/${id}`, headers: { lang } });
        expect(res.statusCode, id).toBe(404);
        expect(body(res)).toMatchObject({ code: 404, msg, data: { error: 'NOT_FOUND' } });
      }
    }
    // The largest valid id is looked up and simply not found.
    const missing = await t.app.inject({ method: 'GET', url: `/web/article/${MAX_DB_ID}`, headers: { lang: 'en' } });
    expect(missing.statusCode).toBe(404);
  });
});

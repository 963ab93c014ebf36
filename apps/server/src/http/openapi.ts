import * as contracts from '@app/contracts';
import { ERRORS, type RouteDef } from '@app/contracts';

/**
 * Completes the OpenAPI document that @fastify/swagger builds from the routes (its
 * `transformObject`), so that a client generated from it works: an operationId per call
 * (the contract's name), the error envelope as a schema with each status the call can answer
 * and its codes (from the contracts' ERRORS), `security: []` on public calls, declared tags,
 * a server, the Idempotency-Key header, multipart uploads and image downloads.
 * Only the document changes: the routes' own validation and serialization are untouched.
 */

type Json = Record<string, unknown>;
interface Operation {
  operationId?: string;
  summary?: string;
  description?: string;
  tags?: string[];
  security?: unknown[];
  parameters?: Array<{ in: string; name: string; required?: boolean; schema?: Json; description?: string }>;
  requestBody?: { content?: Record<string, { schema?: Json }> };
  responses?: Record<string, Json>;
}

export const ERROR_ENVELOPE = 'ErrorEnvelope';

/** Every call of the contracts: the members of any exported object that look like a RouteDef. */
export function contractRoutes(): Array<{ name: string; def: RouteDef }> {
  const out: Array<{ name: string; def: RouteDef }> = [];
  for (const [group, value] of Object.entries(contracts)) {
    if (!value || typeof value !== 'object') continue;
    for (const [name, def] of Object.entries(value as Record<string, unknown>)) {
      const d = def as Partial<RouteDef> | null;
      if (d && typeof d === 'object' && typeof d.path === 'string' && (d.method === 'GET' || d.method === 'POST') && d.response && d.auth) {
        out.push({ name: `${group}.${name}`, def: d as RouteDef });
      }
    }
  }
  return out;
}

/** `POST /web/stock/create` -> `trading_stockCreate`: the contracts' export and member names. */
function contractOperationIds(): Map<string, string> {
  return new Map(contractRoutes().map(({ name, def }) => [`${def.method.toLowerCase()} /web${def.path}`, name.replace(/Api\./, '_')]));
}

/** The error codes answered with each status, from the contracts. */
function codesByStatus(): Map<number, string[]> {
  const by = new Map<number, string[]>();
  for (const [code, status] of Object.entries(ERRORS)) by.set(status, [...(by.get(status) ?? []), code]);
  return by;
}

const STATUS_TEXT: Record<number, string> = {
  400: 'Bad request (malformed JSON, too deep, too many parameters, a bad URL)',
  401: 'Not logged in, or the session expired',
  403: 'Not allowed (frozen account, another kind of principal, an operator role missing)',
  404: 'Not found',
  409: 'Conflict (state changed, idempotency key reused with another body)',
  413: 'Body too large (JSON 1M, files 5M)',
  414: 'A path parameter too long',
  415: 'Unsupported content type',
  422: 'Validation failed, or a rule refused the request (data.error says which)',
  429: 'Too many requests',
  431: 'URL or headers too large',
  500: 'Internal error',
  503: 'Busy or restarting: try again',
};

/**
 * The statuses one operation can answer. A call that names no row can still answer 404 (an
 * instrument, a term, a product it looks up), and any POST can be sent a body, too large or
 * of another type, whatever its contract takes (test/api/fuzz.test.ts checks every answer's
 * status is listed here).
 */
function statusesOf(op: Operation, method: string): number[] {
  const statuses = [400, 404, 414, 422, 429, 431, 500, 503];
  if ((op.security?.length ?? 0) > 0) statuses.push(401, 403);
  // Calls that change something can meet a changed state (and the idempotency key's 409).
  if (method === 'post') statuses.push(409, 413, 415);
  return statuses.sort((a, b) => a - b);
}

function errorEnvelopeSchema(codes: string[]): Json {
  return {
    allOf: [
      { $ref: `#/components/schemas/${ERROR_ENVELOPE}` },
      { type: 'object', properties: { data: { type: 'object', properties: { error: { type: 'string', enum: codes } } } } },
    ],
  };
}

/** `Error422` and the like: the envelope with the codes answered with that status, once each. */
function errorSchemas(byStatus: Map<number, string[]>): Json {
  return Object.fromEntries(Object.keys(STATUS_TEXT).map((status) => [`Error${status}`, errorEnvelopeSchema(byStatus.get(Number(status)) ?? [])]));
}

/** The responses the operations refer to (`#/components/responses/Error422`): one per status. */
function errorResponses(): Json {
  return Object.fromEntries(
    Object.entries(STATUS_TEXT).map(([status, description]) => [
      `Error${status}`,
      { description, content: { 'application/json': { schema: { $ref: `#/components/schemas/Error${status}` } } } },
    ]),
  );
}

const ENVELOPE_SCHEMA: Json = {
  type: 'object',
  description: 'Every failure: `code` is the HTTP status, `msg` a text in the language of the `lang` header, `data.error` the stable code to branch on.',
  required: ['code', 'msg', 'data'],
  properties: {
    code: { type: 'integer' },
    msg: { type: 'string' },
    data: {
      type: 'object',
      required: ['error'],
      properties: {
        error: { type: 'string' },
        field: { type: 'string', description: 'the request field at fault, when there is one' },
        requestId: { type: 'string' },
        challenge: { type: 'string', description: 'TWO_FACTOR_REQUIRED: the token /twoFactor/login completes' },
      },
    },
  },
};

const UPLOADS = new Set(['/web/file/upload', '/web/file/terms/upload', '/web/admin/file/upload']);
const IMAGE_DOWNLOADS = new Set(['/web/file/{name}', '/web/article/cover/{name}', '/web/chat/image/{name}']);

/** True when the call's JSON body (inline or a component) has an `idempotencyKey`. */
function hasIdempotencyKey(op: Operation, schemas: Json): boolean {
  let schema = op.requestBody?.content?.['application/json']?.schema as { properties?: Json; $ref?: string } | undefined;
  if (schema?.$ref?.startsWith('#/components/schemas/')) schema = schemas[schema.$ref.slice('#/components/schemas/'.length)] as typeof schema;
  return Boolean(schema?.properties && 'idempotencyKey' in schema.properties);
}

/** Fills one operation in place (`schemas`: the components its body may refer to). */
function completeOperation(path: string, method: string, op: Operation, ids: Map<string, string>, schemas: Json): void {
  op.operationId = ids.get(`${method} ${path}`) ?? `${method}_${path.replace(/^\/web\//, '').replace(/[{}]/g, '').replace(/[^\w]+/g, '_')}`;
  if (!op.security) op.security = [];
  op.description ??= op.security.length > 0 ? 'Needs a session: `Authorization` with the login token.' : 'Public: no session needed.';
  if (UPLOADS.has(path)) {
    op.requestBody = {
      content: { 'multipart/form-data': { schema: { type: 'object', required: ['file'], properties: { file: { type: 'string', format: 'binary', description: 'an image (PNG, JPEG, GIF or WebP), at most 5M' } } } } },
    };
  }
  if (IMAGE_DOWNLOADS.has(path)) {
    op.responses = { ...op.responses, 200: { description: 'The image', content: { 'image/*': { schema: { type: 'string', format: 'binary' } } } } };
  }
  if (hasIdempotencyKey(op, schemas)) {
    op.parameters = [
      ...(op.parameters ?? []),
      {
        in: 'header',
        name: 'Idempotency-Key',
        required: true,
        schema: { type: 'string', minLength: 8, maxLength: 100 },
        description: 'Required (or the body field `idempotencyKey`): the same key answers the first result, another body with it is 409 IDEMPOTENCY_MISMATCH; none is 422 IDEMPOTENCY_KEY_REQUIRED.',
      },
    ];
  }
  const responses: Record<string, Json> = { ...(op.responses ?? {}) };
  for (const status of statusesOf(op, method)) responses[String(status)] = { $ref: `#/components/responses/Error${status}` };
  op.responses = responses;
}

/** The component schemas the paths reach (through other components too): the generator emits both sides of each. */
function reachedSchemas(paths: unknown, schemas: Json): Json {
  const reached = new Set<string>();
  const walk = (value: unknown): void => {
    if (Array.isArray(value)) return value.forEach(walk);
    if (!value || typeof value !== 'object') return;
    for (const [key, child] of Object.entries(value)) {
      if (key === '$ref' && typeof child === 'string' && child.startsWith('#/components/schemas/')) {
        const name = child.slice('#/components/schemas/'.length);
        if (!reached.has(name)) {
          reached.add(name);
          walk(schemas[name]);
        }
      } else walk(child);
    }
  };
  walk(paths);
  return Object.fromEntries(Object.entries(schemas).filter(([name]) => reached.has(name)));
}

/** `{ allOf: [{ $ref }] }` alone (how zod writes a reference it could annotate) becomes the `$ref`, in place. */
function collapseSingleAllOf(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(collapseSingleAllOf);
  if (!value || typeof value !== 'object') return value;
  const node = value as Json;
  for (const key of Object.keys(node)) node[key] = collapseSingleAllOf(node[key]);
  const allOf = node.allOf;
  if (Object.keys(node).length === 1 && Array.isArray(allOf) && allOf.length === 1) return allOf[0];
  return node;
}

export function completeOpenApi(document: Json): Json {
  const ids = contractOperationIds();
  const byStatus = codesByStatus();
  const paths = (document.paths ?? {}) as Record<string, Record<string, Operation>>;
  const components = (document.components ?? {}) as { schemas?: Json; responses?: Json };
  const tags = new Set<string>();
  for (const [path, item] of Object.entries(paths)) {
    for (const [method, op] of Object.entries(item)) {
      if (!op || typeof op !== 'object' || !('responses' in op || 'summary' in op)) continue;
      completeOperation(path, method, op, ids, components.schemas ?? {});
      for (const tag of op.tags ?? []) tags.add(tag);
    }
  }
  collapseSingleAllOf(paths);
  collapseSingleAllOf(components.schemas);
  const responses = { ...(components.responses ?? {}), ...errorResponses() };
  const schemas = { ...(components.schemas ?? {}), [ERROR_ENVELOPE]: ENVELOPE_SCHEMA, ...errorSchemas(byStatus) };
  return {
    ...document,
    servers: [{ url: '/', description: 'This server' }],
    tags: [...tags].sort().map((name) => ({ name, description: `The ${name} calls` })),
    components: { ...components, schemas: reachedSchemas([paths, responses], schemas), responses },
  };
}

import createClient, { type Client } from 'openapi-fetch';
import type { paths } from './schema.ts';

/**
 * The TypeScript client a third party would generate from /web/docs/json: the types come from
 * openapi-typescript (schema.ts, written by `npm run openapi:check`), the calls from
 * openapi-fetch. Nothing here is taken from the contracts: if the document stops describing
 * a call as the server answers it, the test that uses this client fails to compile or to pass.
 */
export type ApiClient = Client<paths>;

export function createApiClient(baseUrl: string, token?: string, lang = 'en'): ApiClient {
  return createClient<paths>({ baseUrl, headers: { lang, ...(token ? { Authorization: token } : {}) } });
}

export type { components, operations, paths } from './schema.ts';

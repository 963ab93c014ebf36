import crypto from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApiClient, type ApiClient, type components } from '../client/index.ts';
import { ORDER_TERMS_ITEM, ORDER_TERMS_PRODUCT } from '../../src/modules/trading/order-terms.ts';
import type { TestApp } from '../helpers.ts';
import { trader, tradingApp } from '../trading/_setup.ts';

/**
 * A third party's client, generated from /web/docs/json (openapi-typescript + openapi-fetch,
 * test/client/), used on a real listening server: it places an order and reads the refusals
 * of the document's error responses. Its types are checked by `tsc -p apps/server` after
 * `npm run openapi:check` regenerates them (npm test), so a document that stops describing
 * a call as the server answers it fails here, at compile time or at run time.
 */
describe('the client generated from the OpenAPI document', () => {
  let t: TestApp;
  let baseUrl: string;
  let documented: Record<string, Record<string, { responses: Record<string, unknown> }>>;
  /** Every answer the clients got, with whether the document lists its status for the operation (as Prism checks). */
  const answers: string[] = [];
  const checked = (client: ApiClient): ApiClient => {
    client.use({
      onResponse({ request, schemaPath, response }) {
        const listed = documented[schemaPath]?.[request.method.toLowerCase()]?.responses[String(response.status)] !== undefined;
        answers.push(`${request.method} ${schemaPath} ${response.status}${listed ? '' : ' (not in the document)'}`);
      },
    });
    return client;
  };
  beforeAll(async () => {
    ({ t } = await tradingApp());
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    baseUrl = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
    documented = (await t.app.inject({ method: 'GET', url: '/web/docs/json' })).json<{ paths: typeof documented }>().paths;
  });
  afterAll(() => t.close());

  it('places an order with the required Idempotency-Key, replays it, and reads 409 and 422 refusals as the envelope', async () => {
    const user = await trader(t);
    const client = checked(createApiClient(baseUrl, user.token));
    const key = crypto.randomUUID();
    const order = { code: 'AAPL', direction: 0, orderType: 0, quantity: '2', payPassword: '123456' };
    const placed = await client.POST('/web/stock/create', { params: { header: { 'Idempotency-Key': key } }, body: order });
    expect(placed.response.status).toBe(200);
    expect(placed.error).toBeUndefined();
    const created: components['schemas']['TradeOrder'] | undefined = placed.data?.data;
    expect(created).toMatchObject({ code: 'AAPL', market: 'US', direction: 0, orderType: 0, quantity: '2', status: 1 });

    const replay = await client.POST('/web/stock/create', { params: { header: { 'Idempotency-Key': key } }, body: order });
    expect(replay.data?.data).toMatchObject({ id: created!.id, replayed: true });

    const listed = await client.POST('/web/orders/pageList', { body: { pageNum: 1, pageSize: 10 } });
    expect(listed.data?.data?.list.map((o) => o.id)).toEqual([created!.id]);

    // The same key with another body: the document's 409, its code among those it lists.
    const reused = await client.POST('/web/stock/create', { params: { header: { 'Idempotency-Key': key } }, body: { ...order, quantity: '3' } });
    expect(reused.response.status).toBe(409);
    const conflict = reused.error;
    expect(conflict).toMatchObject({ code: 409, msg: 'The idempotency key was already used with a different request', data: { error: 'IDEMPOTENCY_MISMATCH' } });

    // A wrong transaction password: 422 with its code, in the language asked for.
    const es = checked(createApiClient(baseUrl, user.token, 'mx'));
    const wrong = await es.POST('/web/stock/create', { params: { header: { 'Idempotency-Key': crypto.randomUUID() } }, body: { ...order, payPassword: '000000' } });
    expect(wrong.response.status).toBe(422);
    expect(wrong.error).toMatchObject({ code: 422, msg: 'La contraseña de transacción es incorrecta; te quedan 4 intentos', data: { error: 'PAY_PASSWORD_WRONG' } });
    expect(wrong.error?.data.error === 'PAY_PASSWORD_WRONG').toBe(true);
  });

  it('reads 401 on a private call without a session, and a public call needs none', async () => {
    const guest = checked(createApiClient(baseUrl));
    const refused = await guest.POST('/web/orders/pageList', { body: { pageNum: 1, pageSize: 10 } });
    expect(refused.response.status).toBe(401);
    expect(refused.error).toMatchObject({ code: 401, msg: 'Login expired, please log in again', data: { error: 'LOGIN_EXPIRED' } });
    const terms = await guest.GET('/web/terms/current', { params: { query: { product: ORDER_TERMS_PRODUCT, item: ORDER_TERMS_ITEM } } });
    expect(terms.response.status).toBe(200);
    expect(terms.data?.data).toMatchObject({ product: ORDER_TERMS_PRODUCT, item: ORDER_TERMS_ITEM });
  });

  it('got only answers whose status the document lists for their operation', () => {
    expect(answers.filter((a) => a.endsWith('(not in the document)'))).toEqual([]);
    expect(answers).toEqual([
      'POST /web/stock/create 200',
      'POST /web/stock/create 200',
      'POST /web/orders/pageList 200',
      'POST /web/stock/create 409',
      'POST /web/stock/create 422',
      'POST /web/orders/pageList 401',
      'GET /web/terms/current 200',
    ]);
  });
});

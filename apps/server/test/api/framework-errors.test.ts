import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { body, createTestApp, type TestApp } from '../helpers.ts';
import { expectEnvelope, rawRequest } from './envelope-everywhere.ts';

/**
 * Answers from the layers under the app (Node's HTTP parser, Fastify's router, body limits)
 * are the envelope too, localized, without the request echoed back; on a real listening server.
 */
describe('every layer answers the envelope', () => {
  let t: TestApp;
  let port: number;
  beforeAll(async () => {
    t = await createTestApp();
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    port = (t.app.server.address() as AddressInfo).port;
  });
  afterAll(() => t.close());

  it('431 for a URL over 16 KB, in the language asked, without the URL', async () => {
    const res = await rawRequest(port, `GET /web/terms/current?item=${'a'.repeat(20_000)} HTTP/1.1\r\nHost: x\r\nlang: en\r\nConnection: close\r\n\r\n`);
    expect(res.status).toBe(431);
    const b = expectEnvelope(431, res.body, '431');
    expect(b).toMatchObject({ msg: 'The request URL or headers are too large', data: { error: 'HEADERS_TOO_LARGE' } });
    expect(res.body).not.toContain('aaaa');
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it('400 for a URL that does not decode and 414 for an over-long path parameter, never echoing the path', async () => {
    const bad = await rawRequest(port, 'GET /web/article/%C3%28%FF HTTP/1.1\r\nHost: x\r\nlang: mx\r\nConnection: close\r\n\r\n');
    expect(bad.status).toBe(400);
    expect(expectEnvelope(400, bad.body, 'bad url')).toMatchObject({ msg: 'La dirección de la solicitud no es válida', data: { error: 'BAD_REQUEST' } });
    expect(bad.body).not.toMatch(/%C3|article|FST_/);

    const long = 'x'.repeat(150);
    const res = await t.app.inject({ method: 'GET', url: `/web/article/cover/${long}.png`, headers: { lang: 'zh_Hans_CN' } });
    expect(res.statusCode).toBe(414);
    expect(expectEnvelope(414, res.body, '414')).toMatchObject({ msg: '请求地址过长', data: { error: 'URI_TOO_LONG' } });
    expect(res.body).not.toMatch(/xxxx|FST_/);
  });

  it('2 MB bodies: every one gets the 413 envelope saying 1M (the JSON limit), none has its connection dropped', async () => {
    const big = Buffer.from(JSON.stringify({ username: 'a'.repeat(2 * 1024 * 1024), password: 'x' }));
    for (let i = 0; i < 6; i++) {
      // Half declare their length (refused before reading), half are chunked (refused mid-way).
      const head =
        i % 2 === 0
          ? `POST /web/loginByUsername HTTP/1.1\r\nHost: x\r\nlang: en\r\nContent-Type: application/json\r\nContent-Length: ${big.length}\r\nConnection: close\r\n\r\n`
          : `POST /web/loginByUsername HTTP/1.1\r\nHost: x\r\nlang: en\r\nContent-Type: application/json\r\nTransfer-Encoding: chunked\r\nConnection: close\r\n\r\n`;
      const payload = i % 2 === 0 ? big : Buffer.concat([Buffer.from(`${big.length.toString(16)}\r\n`), big, Buffer.from('\r\n0\r\n\r\n')]);
      const res = await rawRequest(port, head, payload);
      expect(res.error, `body ${i}`).toBeUndefined();
      expect(res.status, `body ${i}`).toBe(413);
      expect(expectEnvelope(413, res.body, `413 #${i}`)).toMatchObject({ msg: 'size cannot exceed 1M', data: { error: 'PAYLOAD_TOO_LARGE' } });
    }
    // Refused before the body is parsed (too many query parameters): the body is read to its end too.
    const url = `/web/loginByUsername?${'a=1&'.repeat(120)}`;
    const early = await rawRequest(port, `POST ${url} HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: ${big.length}\r\nConnection: close\r\n\r\n`, big);
    expect(early.error).toBeUndefined();
    expect(expectEnvelope(400, early.body, 'early refusal').data.error).toBe('BAD_REQUEST');
  });

  it('415 for JSON sent as text/plain, naming the type to use', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/web/loginByUsername', headers: { lang: 'en', 'content-type': 'text/plain' }, payload: '{"username":"a","password":"b"}' });
    expect(res.statusCode).toBe(415);
    expect(body(res)).toMatchObject({ code: 415, msg: 'The content type is not supported: send the body as application/json', data: { error: 'UNSUPPORTED_MEDIA_TYPE' } });
  });
});

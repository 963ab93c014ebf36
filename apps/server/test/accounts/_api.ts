import crypto from 'node:crypto';
import zlib from 'node:zlib';
import { body, type TestApp } from '../helpers.ts';

/** A fresh device id, as the app makes one per install. */
export const newDevice = () => crypto.randomBytes(24).toString('base64url');
/** A fresh address per call, so that the per-IP rate limit of the HTTP layer (real time) stays out of the way. */
export const anyIp = () => `10.${crypto.randomInt(256)}.${crypto.randomInt(256)}.${crypto.randomInt(1, 255)}`;
export const UA = 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Mobile Safari/537.36';

/** One call through the real HTTP layer; answers the status and the parsed envelope. */
export async function call<T = Record<string, unknown>>(
  t: TestApp,
  method: 'GET' | 'POST',
  url: string,
  options: { token?: string; payload?: unknown; lang?: 'mx' | 'en' | 'zh_Hans_CN'; ip?: string } = {},
): Promise<{ status: number; code: number; msg: string; data: T }> {
  const headers: Record<string, string> = { lang: options.lang ?? 'en' };
  if (options.token) headers.authorization = options.token;
  const res = await t.app.inject({
    method,
    url: `/web${url}`,
    headers,
    ...(options.payload !== undefined ? { payload: options.payload as Record<string, unknown> } : {}),
    ...(options.ip ? { remoteAddress: options.ip } : {}),
  });
  const parsed = body<T>(res);
  return { status: res.statusCode, ...parsed };
}

/** A real 2x2 PNG image, built byte by byte (signature, IHDR, IDAT, IEND with CRCs). */
export function tinyPng(): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const typed = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(zlib.crc32(typed));
    return Buffer.concat([length, typed, crc]);
  };
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(2, 0); // width
  ihdr.writeUInt32BE(2, 4); // height
  ihdr[8] = 8; // bit depth
  ihdr[9] = 2; // colour type: RGB
  const rows = Buffer.from([0, 255, 0, 0, 0, 255, 0, 0, 0, 0, 255, 255, 255, 255]);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    chunk('IDAT', zlib.deflateSync(rows)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** A multipart body with one file field. */
export function multipart(field: string, filename: string, content: Buffer, contentType = 'image/png'): { payload: Buffer; headers: Record<string, string> } {
  const boundary = `----test${Math.random().toString(16).slice(2)}`;
  const head = Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${filename}"\r\nContent-Type: ${contentType}\r\n\r\n`);
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  return { payload: Buffer.concat([head, content, tail]), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

/** Uploads through POST /web/file/upload; answers status and envelope. */
export async function upload(t: TestApp, token: string | undefined, content: Buffer, filename = 'photo.png', url = '/web/file/upload') {
  const form = multipart('file', filename, content);
  const res = await t.app.inject({
    method: 'POST',
    url,
    headers: { ...form.headers, lang: 'en', ...(token ? { authorization: token } : {}) },
    payload: form.payload,
  });
  return { status: res.statusCode, ...body<{ url: string }>(res) };
}

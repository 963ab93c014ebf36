import zlib from 'node:zlib';

export type ContentEncoding = 'br' | 'gzip';

/**
 * One serialized answer, kept as bytes: sending a cached Buffer skips the UTF-8 encoding
 * of the JSON string on every request (measured at ~15 % of a list call's CPU), and the
 * compressed forms are made once, on first demand, instead of once per request.
 */
export class CachedResponse {
  readonly identity: Buffer;
  private compressed: Partial<Record<ContentEncoding, Buffer>> = {};

  /** `data`: what was serialized, for callers that answer a variant of it. */
  constructor(
    json: string,
    readonly data?: unknown,
  ) {
    this.identity = Buffer.from(json, 'utf8');
  }

  encoded(encoding: ContentEncoding): Buffer {
    let bytes = this.compressed[encoding];
    if (!bytes) {
      bytes =
        encoding === 'br'
          ? zlib.brotliCompressSync(this.identity, {
              params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 6, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: this.identity.length },
            })
          : zlib.gzipSync(this.identity, { level: 6 });
      this.compressed[encoding] = bytes;
    }
    return bytes;
  }
}

/** Compressing below this size costs more than it saves (also @fastify/compress's threshold, app.ts). */
export const COMPRESS_THRESHOLD = 1024;

/** The encoding to answer with, from an Accept-Encoding header: br, then gzip, else none. */
export function negotiateEncoding(header: string | string[] | undefined): ContentEncoding | undefined {
  if (!header) return undefined;
  const value = Array.isArray(header) ? header.join(',') : header;
  let gzip = false;
  for (const part of value.split(',')) {
    const [token, ...params] = part.trim().toLowerCase().split(';');
    const refused = params.some((p) => /^\s*q\s*=\s*0(\.0*)?\s*$/.test(p));
    if (refused) continue;
    if (token === 'br') return 'br';
    if (token === 'gzip' || token === '*') gzip = true;
  }
  return gzip ? 'gzip' : undefined;
}

import net from 'node:net';
import { expect } from 'vitest';

/** A raw HTTP/1.1 answer read off the socket: status, headers (lower-case) and body. */
export interface RawAnswer {
  status: number;
  headers: Record<string, string>;
  body: string;
  /** The connection failed before a whole answer came (reset, broken pipe). */
  error?: string;
}

/**
 * Sends bytes on a fresh connection and reads until the server closes it (each request says
 * `Connection: close`). The body, if any, is written in 64 KB chunks, each after the last was
 * taken, to its end even after an answer came, as a real client does; writing stops at the first error.
 */
export function rawRequest(port: number, head: string, body?: Buffer): Promise<RawAnswer> {
  return new Promise((resolve) => {
    // Half-open, as curl or a script's sendall: it sends the whole body whatever comes back.
    const socket = net.connect({ port, host: '127.0.0.1', allowHalfOpen: true });
    const chunks: Buffer[] = [];
    let error: string | undefined;
    socket.on('data', (d: Buffer) => chunks.push(d));
    socket.on('end', () => socket.end());
    socket.on('error', (e) => (error = e.message));
    socket.on('close', () => {
      const text = Buffer.concat(chunks).toString('utf8');
      const [top = '', ...rest] = text.split('\r\n\r\n');
      const [statusLine = '', ...lines] = top.split('\r\n');
      const headers = Object.fromEntries(lines.map((l) => [l.slice(0, l.indexOf(':')).toLowerCase(), l.slice(l.indexOf(':') + 1).trim()]));
      resolve({ status: Number(statusLine.split(' ')[1] ?? 0), headers, body: rest.join('\r\n\r\n'), ...(error ? { error } : {}) });
    });
    socket.write(head);
    if (!body) return;
    let offset = 0;
    const next = () => {
      if (error) return;
      if (offset >= body.length) return;
      const chunk = body.subarray(offset, offset + 64 * 1024);
      offset += chunk.length;
      socket.write(chunk, (err) => (err ? undefined : next()));
    };
    next();
  });
}

/** Asserts an answer is exactly the `{code, msg, data: {error, requestId...}}` envelope with its status, and returns it. */
export function expectEnvelope(status: number, body: string, what: string): { code: number; msg: string; data: { error: string; field?: string; requestId?: string } } {
  let parsed: unknown;
  try {
    parsed = JSON.parse(body);
  } catch {
    throw new Error(`${what}: not JSON (${status}): ${body.slice(0, 200)}`);
  }
  const b = parsed as { code: number; msg: string; data: { error: string } };
  expect(Object.keys(b).sort(), `${what}: ${body.slice(0, 200)}`).toEqual(['code', 'data', 'msg']);
  expect(b.code, what).toBe(status);
  expect(typeof b.msg, what).toBe('string');
  if (status !== 200) expect(typeof b.data?.error, `${what}: ${body.slice(0, 200)}`).toBe('string');
  return b as ReturnType<typeof expectEnvelope>;
}

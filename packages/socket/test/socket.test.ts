import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { WebSocketServer, type WebSocket as ServerSocket } from 'ws';
import { backoffDelay, parseFrame, ReconnectingSocket, type SocketState } from '../src/index.ts';

type Msg = { type: string; n?: number };

/** A real WebSocket server on a free port; each connection is handed to `onConnection`. */
async function server(onConnection: (socket: ServerSocket, index: number) => void) {
  const wss = new WebSocketServer({ port: 0, host: '127.0.0.1' });
  await new Promise<void>((resolve) => wss.once('listening', () => resolve()));
  let count = 0;
  wss.on('connection', (socket) => onConnection(socket, count++));
  const url = `ws://127.0.0.1:${(wss.address() as AddressInfo).port}/`;
  return {
    url,
    connections: () => count,
    close: () =>
      new Promise<void>((resolve) => {
        for (const client of wss.clients) client.terminate();
        wss.close(() => resolve());
      }),
  };
}

/** Resolves with the messages once `predicate` holds for the list received so far. */
function collector() {
  const messages: Msg[] = [];
  const waiters: Array<{ test: () => boolean; resolve: () => void }> = [];
  return {
    messages,
    push(message: Msg) {
      messages.push(message);
      for (const waiter of [...waiters]) {
        if (waiter.test()) {
          waiters.splice(waiters.indexOf(waiter), 1);
          waiter.resolve();
        }
      }
    },
    until(test: (messages: Msg[]) => boolean): Promise<Msg[]> {
      if (test(messages)) return Promise.resolve(messages);
      return new Promise((resolve) => waiters.push({ test: () => test(messages), resolve: () => resolve(messages) }));
    },
  };
}

const cleanups: Array<() => Promise<void> | void> = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

describe('backoff', () => {
  it('doubles from 1 s up to 30 s with at most 30 % jitter taken off', () => {
    expect([0, 1, 2, 3, 4, 5, 6, 10].map((n) => backoffDelay(n, () => 0))).toEqual([1000, 2000, 4000, 8000, 16000, 30000, 30000, 30000]);
    expect(backoffDelay(0, () => 1)).toBe(700);
    expect(backoffDelay(20, () => 0.5)).toBe(25500);
  });
});

describe('parseFrame (the guard every frame goes through)', () => {
  it('takes JSON objects with a string type and nothing else', () => {
    expect(parseFrame('{"type":"quotes","data":[]}')).toEqual({ type: 'quotes', data: [] });
    for (const bad of ['not json', '{"type":', 'null', '42', '"x"', '[{"type":"a"}]', '{"type":3}', '{}']) expect(parseFrame(bad)).toBeUndefined();
    expect(parseFrame(new ArrayBuffer(4))).toBeUndefined();
  });
});

describe('ReconnectingSocket', () => {
  it('drops malformed frames without throwing and delivers the good ones', async () => {
    const srv = await server((socket) => {
      for (const frame of ['garbage', '{"no":"type"}', '[1,2]', JSON.stringify({ type: 'hello', n: 1 }), '{"type":"evil"', JSON.stringify({ type: 'hello', n: 2 })]) socket.send(frame);
    });
    cleanups.push(srv.close);
    const got = collector();
    const socket = new ReconnectingSocket<Msg>({ url: () => srv.url, heartbeatMs: 0, onMessage: (m) => got.push(m) });
    cleanups.push(() => socket.close());
    socket.open();
    await got.until((m) => m.length === 2);
    expect(got.messages).toEqual([{ type: 'hello', n: 1 }, { type: 'hello', n: 2 }]);
    expect(socket.dropped).toBe(4);
  });

  it('an accept check drops frames the protocol does not know', async () => {
    const srv = await server((socket) => {
      socket.send(JSON.stringify({ type: 'unknown' }));
      socket.send(JSON.stringify({ type: 'known', n: 1 }));
    });
    cleanups.push(srv.close);
    const got = collector();
    const socket = new ReconnectingSocket<Msg>({
      url: () => srv.url,
      heartbeatMs: 0,
      accept: (m): m is Msg => m.type === 'known',
      onMessage: (m) => got.push(m),
    });
    cleanups.push(() => socket.close());
    socket.open();
    await got.until((m) => m.length === 1);
    expect(got.messages).toEqual([{ type: 'known', n: 1 }]);
    expect(socket.dropped).toBe(1);
  });

  it('reconnects after the server drops it, with growing backoff, and runs onOpen every time', async () => {
    // Each connection is greeted with its index, then the server drops the first three.
    const srv = await server((socket, index) => {
      socket.send(JSON.stringify({ type: 'hello', n: index }));
      if (index < 3) socket.close(1011);
    });
    cleanups.push(srv.close);
    const got = collector();
    const delays: number[] = [];
    const states: SocketState[] = [];
    let opens = 0;
    const socket = new ReconnectingSocket<Msg>({
      url: () => srv.url,
      heartbeatMs: 0,
      resetBackoffOnOpen: false,
      backoff: (attempt) => {
        delays.push(attempt);
        return 5;
      },
      onOpen: () => opens++,
      onMessage: (m) => got.push(m),
      onState: (s) => states.push(s),
    });
    cleanups.push(() => socket.close());
    socket.open();
    await got.until((m) => m.some((x) => x.n === 3));
    expect(got.messages.map((m) => m.n)).toEqual([0, 1, 2, 3]);
    expect(delays).toEqual([0, 1, 2]); // the attempt count grows until a connection lasts
    expect(opens).toBe(4);
    expect(states[0]).toBe('connecting');
    expect(states).toContain('reconnecting');
    expect(socket.state).toBe('open');
  });

  it('by default starts the backoff again after each successful open', async () => {
    const srv = await server((socket, index) => {
      socket.send(JSON.stringify({ type: 'hello', n: index }));
      if (index < 2) socket.close(1011);
    });
    cleanups.push(srv.close);
    const got = collector();
    const attempts: number[] = [];
    const socket = new ReconnectingSocket<Msg>({
      url: () => srv.url,
      heartbeatMs: 0,
      backoff: (attempt) => {
        attempts.push(attempt);
        return 5;
      },
      onMessage: (m) => got.push(m),
    });
    cleanups.push(() => socket.close());
    socket.open();
    await got.until((m) => m.some((x) => x.n === 2));
    expect(attempts).toEqual([0, 0]);
  });

  it('keeps retrying while the server is down and reconnects when it is back', async () => {
    const srv = await server(() => {});
    const port = new URL(srv.url).port;
    await srv.close();
    let attempts = 0;
    let back: Awaited<ReturnType<typeof server>> | undefined;
    const got = collector();
    const socket = new ReconnectingSocket<Msg>({
      url: () => `ws://127.0.0.1:${port}/`,
      heartbeatMs: 0,
      backoff: () => {
        attempts++;
        if (attempts === 3) {
          // Bring a server up on the same port after three failures.
          const wss = new WebSocketServer({ port: Number(port), host: '127.0.0.1' });
          wss.on('connection', (s) => s.send(JSON.stringify({ type: 'hello', n: 9 })));
          back = { url: '', connections: () => 0, close: () => new Promise<void>((resolve) => { for (const c of wss.clients) c.terminate(); wss.close(() => resolve()); }) };
        }
        return 5;
      },
      onMessage: (m) => got.push(m),
    });
    cleanups.push(async () => {
      socket.close();
      await back?.close();
    });
    socket.open();
    await got.until((m) => m.length === 1);
    expect(got.messages).toEqual([{ type: 'hello', n: 9 }]);
    expect(attempts).toBeGreaterThanOrEqual(3);
  });

  it('pings when the server is quiet and replaces a connection that stopped answering', async () => {
    // Connection 0 answers pings once, then goes silent (no close); connection 1 is healthy.
    const pings: number[] = [];
    const srv = await server((socket, index) => {
      let answered = 0;
      socket.on('message', (raw) => {
        const message = JSON.parse(String(raw)) as { op: string };
        if (message.op !== 'ping') return;
        pings.push(index);
        if (index === 0 && answered++ >= 1) return;
        socket.send(JSON.stringify({ type: 'pong' }));
      });
      socket.send(JSON.stringify({ type: 'hello', n: index }));
    });
    cleanups.push(srv.close);
    const got = collector();
    const socket = new ReconnectingSocket<Msg>({
      url: () => srv.url,
      heartbeatMs: 60,
      ping: { op: 'ping' },
      backoff: () => 5,
      onMessage: (m) => got.push(m),
    });
    cleanups.push(() => socket.close());
    socket.open();
    await got.until((m) => m.some((x) => x.type === 'hello' && x.n === 1));
    expect(pings.filter((i) => i === 0).length).toBeGreaterThanOrEqual(2);
    expect(got.messages.filter((m) => m.type === 'pong').length).toBeGreaterThanOrEqual(1);
    expect(srv.connections()).toBe(2);
  });

  it('stops when shouldReconnect says no (a refused token) and after close()', async () => {
    const srv = await server((socket, index) => {
      socket.send(JSON.stringify({ type: 'hello', n: index }));
      socket.close(4401, 'unauthorized');
    });
    cleanups.push(srv.close);
    const closes: number[] = [];
    let resolveIdle: () => void = () => {};
    const idle = new Promise<void>((resolve) => (resolveIdle = resolve));
    const socket = new ReconnectingSocket<Msg>({
      url: () => srv.url,
      heartbeatMs: 0,
      backoff: () => 5,
      shouldReconnect: ({ code }) => {
        closes.push(code);
        return code !== 4401;
      },
      onMessage: () => {},
      onState: (s) => s === 'idle' && resolveIdle(),
    });
    socket.open();
    await idle;
    expect(closes).toEqual([4401]);
    expect(socket.state).toBe('idle');
    expect(srv.connections()).toBe(1);
    expect(socket.send({ op: 'x' })).toBe(false);
  });

  it('sends only while open; wake() skips a pending backoff', async () => {
    const received: string[] = [];
    let resolveLate: () => void = () => {};
    const late = new Promise<void>((resolve) => (resolveLate = resolve));
    const srv = await server((socket, index) => {
      socket.on('message', (raw) => {
        received.push(String(raw));
        if (String(raw) === '{"op":"late"}') resolveLate();
      });
      socket.send(JSON.stringify({ type: 'hello', n: index }));
      if (index === 0) socket.close(1012);
    });
    cleanups.push(srv.close);
    const got = collector();
    let resolveWaiting: () => void = () => {};
    const waiting = new Promise<void>((resolve) => (resolveWaiting = resolve));
    const socket = new ReconnectingSocket<Msg>({
      url: () => srv.url,
      heartbeatMs: 0,
      backoff: () => 3_600_000, // an hour: only wake() can bring it back within the test
      onMessage: (m) => got.push(m),
      onOpen: (s) => s.send({ op: 'auth' }),
      onState: (state) => state === 'reconnecting' && resolveWaiting(),
    });
    cleanups.push(() => socket.close());
    expect(socket.send({ op: 'early' })).toBe(false);
    socket.open();
    await waiting;
    expect(socket.state).toBe('reconnecting');
    socket.wake();
    await got.until((m) => m.some((x) => x.n === 1));
    expect(socket.send({ op: 'late' })).toBe(true);
    await late;
    expect(received.filter((r) => r === '{"op":"auth"}')).toHaveLength(2);
    expect(received).not.toContain('{"op":"early"}');
  });
});

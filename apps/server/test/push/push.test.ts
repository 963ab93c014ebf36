import { PUSH_CLOSE } from '@app/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ManualClock } from '../../src/lib/clock.ts';
import { registerAndLogin, type TestUser } from '../fixtures/users.ts';
import { createTestApp, type TestApp } from '../helpers.ts';
import { PushClient } from './client.ts';

// Tuesday 2026-11-17, 11:15:30 New York: US stocks and FX move every second.
const clock = new ManualClock(Date.parse('2026-11-17T16:15:30Z'));
let t: TestApp;
let url: string;
let alice: TestUser;
let bob: TestUser;
const clients: PushClient[] = [];

async function connect(query = ''): Promise<PushClient> {
  const client = await PushClient.connect(url, query);
  clients.push(client);
  return client;
}

/** Moves the market one second on and lets the board emit that tick. */
function tick(): void {
  clock.advance(1000);
  t.ctx.services.market!.board.tick();
}

beforeAll(async () => {
  t = await createTestApp({ clock });
  url = await t.app.listen({ port: 0, host: '127.0.0.1' });
  await t.start();
  alice = await registerAndLogin(t);
  bob = await registerAndLogin(t);
});
afterAll(async () => {
  for (const client of clients) client.close();
  await t.close();
});

describe('push quotes', () => {
  it('greets, then sends the current quotes of a subscription and a batch each tick', async () => {
    const client = await connect();
    await client.next('welcome');
    client.send({ op: 'sub', topics: ['quote:AAPL', 'quote:USD/MXN', 'quote:NOPE'] });
    const ack = await client.next('subscribed');
    expect(ack).toEqual({ type: 'subscribed', topics: ['quote:AAPL', 'quote:USD/MXN'], rejected: ['quote:NOPE'] });
    const first = await client.next('quotes');
    expect(first.data.map((q) => q.stock_code).sort()).toEqual(['AAPL', 'USD/MXN']);

    const before = client.messages.length;
    tick();
    const batch = await client.next('quotes', () => true, 5_000, before);
    expect(batch.ts).toBe(clock.now() - (clock.now() % 1000));
    expect(batch.data.every((q) => q.stock_code === 'AAPL' || q.stock_code === 'USD/MXN')).toBe(true);
    expect(batch.data.length).toBeGreaterThan(0);
    const aapl = t.ctx.services.market!.quote('AAPL');
    const pushed = batch.data.find((q) => q.stock_code === 'AAPL');
    if (pushed) expect(pushed.price_nominal).toBe(aapl.price);
    client.close();
  });

  it('stops sending an instrument after unsub', async () => {
    const client = await connect();
    client.send({ op: 'sub', topics: ['quote:AAPL', 'quote:BTC/USD'] });
    await client.next('quotes');
    client.send({ op: 'unsub', topics: ['quote:AAPL'] });
    expect(await client.next('unsubscribed')).toEqual({ type: 'unsubscribed', topics: ['quote:AAPL'] });
    const from = client.messages.length;
    for (let i = 0; i < 5; i++) tick();
    await client.next('quotes', (m) => m.data.some((q) => q.stock_code === 'BTC/USD'), 5_000, from);
    const later = client.messages.slice(from).filter((m) => m.type === 'quotes');
    expect(later.length).toBeGreaterThan(0);
    for (const message of later) if (message.type === 'quotes') expect(message.data.map((q) => q.stock_code)).not.toContain('AAPL');
    client.close();
  });

  it('lets a client reconnect and resubscribe', async () => {
    const first = await connect();
    first.send({ op: 'sub', topics: ['quote:NVDA'] });
    await first.next('quotes');
    first.close();
    await first.waitClosed();
    const second = await connect();
    second.send({ op: 'sub', topics: ['quote:NVDA'] });
    await second.next('quotes');
    const from = second.messages.length;
    tick();
    const batch = await second.next('quotes', () => true, 5_000, from);
    expect(batch.data[0]!.stock_code).toBe('NVDA');
    second.close();
  });

  it('answers ping with pong and a bad message with an error', async () => {
    const client = await connect();
    client.send({ op: 'ping' });
    expect((await client.next('pong')).ts).toBe(clock.now());
    client.socket.send('not json');
    expect(await client.next('error')).toMatchObject({ code: 'BAD_MESSAGE' });
    client.send({ op: 'sub', topics: 'quote:AAPL' });
    expect((await client.next('error', () => true, 5_000, 3)).code).toBe('BAD_MESSAGE');
    client.close();
  });

  it('drops a client that stops reading instead of buffering for it', async () => {
    const slow = await connect();
    const fast = await connect();
    const everything = t.ctx.services.market!.instruments().map((i) => `quote:${i.code}`);
    slow.send({ op: 'sub', topics: everything.slice(0, 300) });
    fast.send({ op: 'sub', topics: ['quote:AAPL'] });
    await slow.next('quotes');
    await fast.next('quotes');
    // Stop reading: the kernel buffers fill, then the server's send buffer grows.
    (slow.socket as unknown as { _socket: { pause(): void } })._socket.pause();
    const hub = t.ctx.services.push!.hub;
    const droppedBefore = hub.stats.dropped;
    for (let i = 0; i < 600 && hub.stats.dropped === droppedBefore; i++) {
      tick();
      await new Promise((resolve) => setImmediate(resolve));
    }
    expect(hub.stats.dropped).toBe(droppedBefore + 1);
    // The fast client still gets its ticks.
    const from = fast.messages.length;
    tick();
    await fast.next('quotes', () => true, 5_000, from);
    fast.close();
  });
});

describe('push private events', () => {
  it('delivers a user event to that user only, authenticated by message or query token', async () => {
    const aliceSocket = await connect();
    aliceSocket.send({ op: 'auth', token: alice.token });
    expect(await aliceSocket.next('auth')).toEqual({ type: 'auth', ok: true, userId: alice.userId });
    const bobSocket = await connect(`?token=${encodeURIComponent(bob.token)}`);
    await bobSocket.next('auth');

    await t.ctx.services.push!.publishToUser(alice.userId, 'wallet.updated', { currency: 'MXN' });
    const event = await aliceSocket.next('event');
    expect(event).toMatchObject({ event: 'wallet.updated', data: { currency: 'MXN' } });
    await t.ctx.services.push!.publishToUser(bob.userId, 'message.new', { id: 7 });
    await bobSocket.next('event', (e) => e.event === 'message.new');
    expect(aliceSocket.messages.filter((m) => m.type === 'event')).toHaveLength(1);
    aliceSocket.close();
    bobSocket.close();
  });

  it('refuses a bad token and closes the socket', async () => {
    const byMessage = await connect();
    byMessage.send({ op: 'auth', token: 'not-a-token' });
    expect(await byMessage.next('error')).toMatchObject({ code: 'LOGIN_EXPIRED' });
    expect((await byMessage.waitClosed()).code).toBe(PUSH_CLOSE.unauthorized);
    const byQuery = await connect('?token=nope');
    expect((await byQuery.waitClosed()).code).toBe(PUSH_CLOSE.unauthorized);
  });

  it('tells the user when the watchlist changed elsewhere', async () => {
    const socket = await connect(`?token=${alice.token}`);
    await socket.next('auth');
    await t.app.inject({ method: 'POST', url: '/web/userSelfSecurity/save', headers: { authorization: alice.token }, payload: { stockCode: 'AAPL' } });
    expect(await socket.next('event')).toMatchObject({ event: 'watchlist.updated' });
    socket.close();
  });
});

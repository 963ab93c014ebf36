import crypto from 'node:crypto';
import { auctionIndicativePush, auctionTopic, type AuctionIndicative, type AuctionOrder } from '@app/contracts';
import Decimal from 'decimal.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { need } from '../../src/context.ts';
import { ManualClock } from '../../src/lib/clock.ts';
import { verifiedUser } from '../fixtures/users.ts';
import { body, createTestApp, type TestApp } from '../helpers.ts';
import { PushClient } from '../push/client.ts';

/** Wednesday 25 November 2026, 09:00 in New York: the US pre-opening order input. */
const INPUT = Date.UTC(2026, 10, 25, 14, 0, 0);

let t: TestApp;
let url: string;
const clients: PushClient[] = [];

async function send<T>(method: 'GET' | 'POST', path: string, opts: { token?: string; payload?: unknown; headers?: Record<string, string> } = {}) {
  const res = await t.app.inject({ method, url: `/web${path}`, headers: { lang: 'en', ...(opts.token ? { authorization: opts.token } : {}), ...opts.headers }, ...(opts.payload !== undefined ? { payload: opts.payload as Record<string, unknown> } : {}) });
  return { status: res.statusCode, ...body<T>(res) };
}

beforeAll(async () => {
  t = await createTestApp({ clock: new ManualClock(INPUT) });
  url = await t.app.listen({ port: 0, host: '127.0.0.1' });
}, 120_000);
afterAll(async () => {
  for (const c of clients) c.close();
  await t?.ctx.services.auction?.idle();
  await t?.close();
});

describe('pre-market auction over the push socket', () => {
  it('a watcher (not signed in) gets the new indicative price and volume on auction:<code> when another user queues or cancels an order', async () => {
    const watcher = await PushClient.connect(url);
    clients.push(watcher);
    await watcher.next('welcome');
    watcher.send({ op: 'sub', topics: [auctionTopic('AAPL'), 'auction:NOPE', 'other:AAPL'] });
    const subscribed = await watcher.next('subscribed');
    expect(subscribed.topics).toEqual([auctionTopic('AAPL')]);
    expect(subscribed.rejected).toEqual(['auction:NOPE', 'other:AAPL']);

    const before = (await send<AuctionIndicative>('GET', '/auction/indicative?code=AAPL')).data;
    const user = await verifiedUser(t);
    await need(t.ctx, 'ledger').post({ kind: 'seed', ref: `test:${user.userId}`, legs: [{ from: { house: 'DEMO_FUNDING', currency: 'USD' }, to: { userId: user.userId, wallet: 'US_STOCK', currency: 'USD' }, amount: 100_000_000n }] });
    // A large at-auction buy moves the cross: more volume, the price at or above the one before.
    const from = watcher.messages.length;
    const placed = await send<AuctionOrder>('POST', '/stock/auctionStockCreate', { token: user.token, payload: { payPassword: '123456', code: 'AAPL', orderKind: 'AO', quantity: 2_000 }, headers: { 'idempotency-key': crypto.randomUUID() } });
    expect(placed.status).toBe(200);
    const update = await watcher.next('topic', (m) => m.topic === auctionTopic('AAPL'), 10_000, from);
    const data = auctionIndicativePush.parse(update.data);
    const now = (await send<AuctionIndicative>('GET', '/auction/indicative?code=AAPL')).data;
    expect(data).toMatchObject({ code: 'AAPL', indicativeVolume: now.indicativeVolume, buyVolume: now.buyVolume, imbalance: now.imbalance });
    expect(data.indicativePrice).toBe(now.indicativePrice);
    expect(data.window.phase).toBe('input');
    expect(data.buyVolume).toBe(before.buyVolume + 2_000);
    expect(new Decimal(data.indicativePrice!).gte(before.indicativePrice!)).toBe(true);

    // Cancelled: the book is back to what it was, and the watcher hears it.
    const mark = watcher.messages.length;
    expect((await send('POST', '/auction/cancel', { token: user.token, payload: { orderId: placed.data.id } })).status).toBe(200);
    const back = auctionIndicativePush.parse((await watcher.next('topic', (m) => m.topic === auctionTopic('AAPL'), 10_000, mark)).data);
    expect(back).toMatchObject({ indicativeVolume: before.indicativeVolume, buyVolume: before.buyVolume });

    // Unsubscribed: nothing more arrives for it.
    watcher.send({ op: 'unsub', topics: [auctionTopic('AAPL')] });
    expect((await watcher.next('unsubscribed')).topics).toEqual([auctionTopic('AAPL')]);
  }, 60_000);
});

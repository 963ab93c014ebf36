import crypto from 'node:crypto';
import type { AuctionCross, AuctionIndicative, AuctionOrder, AuctionWindow, Page, TermsRule } from '@app/contracts';
import Decimal from 'decimal.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { need } from '../../src/context.ts';
import { ManualClock } from '../../src/lib/clock.ts';
import { loginOperator, verifiedUser, type TestUser } from '../fixtures/users.ts';
import { body, createTestApp, type TestApp } from '../helpers.ts';

/** Wednesday 25 November 2026, 09:00 in New York: the US pre-opening order input (07:00-09:29, cross at 09:30). */
const INPUT = Date.UTC(2026, 10, 25, 14, 0, 0);
const OPEN = Date.UTC(2026, 10, 25, 14, 30, 0);
const MINUTE = 60_000;

let t: TestApp;
let clock: ManualClock;

type Lang = 'mx' | 'en' | 'zh_Hans_CN';
async function send<T>(method: 'GET' | 'POST', url: string, opts: { token?: string; payload?: unknown; lang?: Lang; headers?: Record<string, string> } = {}) {
  const res = await t.app.inject({
    method,
    url: `/web${url}`,
    headers: { lang: opts.lang ?? 'en', ...(opts.token ? { authorization: opts.token } : {}), ...opts.headers },
    ...(opts.payload !== undefined ? { payload: opts.payload as Record<string, unknown> } : {}),
  });
  return { status: res.statusCode, ...body<T>(res) };
}
const key = () => crypto.randomUUID();
const minor = (value: string) => BigInt(new Decimal(value).times(100).toFixed(0));
const wallet = async (userId: number) => need(t.ctx, 'ledger').balance({ userId, wallet: 'US_STOCK', currency: 'USD' });

async function trader(usd = '200000'): Promise<TestUser> {
  const user = await verifiedUser(t);
  await need(t.ctx, 'ledger').post({ kind: 'seed', ref: `test:${user.userId}`, legs: [{ from: { house: 'DEMO_FUNDING', currency: 'USD' }, to: { userId: user.userId, wallet: 'US_STOCK', currency: 'USD' }, amount: minor(usd) }] });
  return user;
}

const enter = (user: TestUser, payload: Record<string, unknown>, k = key(), lang: Lang = 'en') =>
  send<AuctionOrder>('POST', '/stock/auctionStockCreate', { token: user.token, payload: { payPassword: '123456', code: 'AAPL', ...payload }, headers: { 'idempotency-key': k }, lang });

async function reconcileClean() {
  await t.ctx.services.auction?.idle();
  await t.ctx.services.trading?.idle();
  const report = await need(t.ctx, 'ledger').reconcile();
  expect(report.differences).toEqual([]);
}

beforeAll(async () => {
  clock = new ManualClock(INPUT);
  t = await createTestApp({ clock });
});
afterAll(async () => {
  await t?.ctx.services.auction?.idle();
  await t?.close();
});

describe('pre-market auction', () => {
  it('shows each exchange window and the indicative price of the simulated book, with the rule', async () => {
    const windows = await send<AuctionWindow[]>('GET', '/auction/windows');
    const us = windows.data.find((w) => w.market === 'US')!;
    expect(us).toMatchObject({ phase: 'input', day: '2026-11-25', crossAt: OPEN, noCancelAt: OPEN - 2 * MINUTE, inputEnd: OPEN - MINUTE, inputStart: OPEN - 150 * MINUTE });
    // The server's time with the phase, so a phone times the next phase on it, not on its own clock.
    expect(us.now).toBe(clock.now());
    const ind = await send<AuctionIndicative & { rule: TermsRule }>('GET', '/auction/indicative?code=AAPL');
    expect(ind.status).toBe(200);
    expect(ind.data.indicativePrice).toBeGreaterThan(ind.data.bandLow);
    expect(ind.data.indicativePrice).toBeLessThan(ind.data.bandHigh);
    expect(ind.data.indicativeVolume).toBeGreaterThan(0);
    expect(ind.data.rule.text).toContain('09:30');
    const list = await send<Page<AuctionIndicative>>('POST', '/auction/list', { payload: { market: 'US', pageSize: 5 } });
    expect(list.data.list).toHaveLength(5);
    expect((await send('GET', '/auction/indicative?code=EURUSD')).status).toBe(404);
  });

  it('refuses an ALO outside the band and bad lots in three languages, writing nothing', async () => {
    const user = await trader();
    const ind = (await send<AuctionIndicative>('GET', '/auction/indicative?code=AAPL')).data;
    const above = new Decimal(ind.bandHigh).plus('0.01').toFixed(2);
    for (const [lang, word] of [['en', 'band'], ['mx', 'banda'], ['zh_Hans_CN', '区间']] as const) {
      const res = await enter(user, { orderKind: 'ALO', price: above, quantity: 10 }, key(), lang);
      expect(res.status).toBe(422);
      expect(res.data).toMatchObject({ error: 'AUCTION_PRICE_OUT_OF_BAND', field: 'price' });
      expect(res.msg).toContain(word);
    }
    expect((await enter(user, { orderKind: 'ALO', quantity: 10 })).status).toBe(422);
    expect((await enter(user, { orderKind: 'AO', quantity: 10, price: '1.00' })).status).toBe(422);
    const tooMany = await enter(user, { orderKind: 'AO', quantity: 3001 });
    expect(tooMany.status).toBe(400);
    expect(tooMany.data).toMatchObject({ error: 'AUCTION_QUANTITY_INVALID', field: 'quantity' });
    expect((await send<Page<AuctionOrder>>('POST', '/auction/orders', { token: user.token, payload: {} })).data.total).toBe(0);
    expect((await wallet(user.userId)).held).toBe(0n);
  });

  it('one idempotency key sent 20 times at once queues (and holds) once; cancel releases; not in the no-cancel period; not another user', async () => {
    const user = await trader();
    const other = await trader();
    const k = key();
    const answers = await Promise.all(Array.from({ length: 20 }, () => enter(user, { orderKind: 'AO', quantity: 5 }, k)));
    const ok = answers.filter((a) => a.status === 200);
    expect(ok.length).toBeGreaterThan(0);
    for (const a of answers) if (a.status !== 200) expect(a.data).toMatchObject({ error: 'IDEMPOTENCY_IN_PROGRESS' });
    expect(new Set(ok.map((a) => a.data.id)).size).toBe(1);
    const order = ok[0]!.data;
    expect((await wallet(user.userId)).held).toBe(minor(order.held));

    const foreign = await send<{ error: string }>('POST', '/auction/cancel', { token: other.token, payload: { orderId: order.id } });
    expect(foreign.status).toBe(404);
    expect((await send<Page<AuctionOrder>>('POST', '/auction/orders', { token: other.token, payload: {} })).data.total).toBe(0);

    const cancelled = await send<AuctionOrder>('POST', '/auction/cancel', { token: user.token, payload: { orderId: order.id } });
    expect(cancelled.data).toMatchObject({ status: 'cancelled' });
    expect((await wallet(user.userId)).held).toBe(0n);
    expect((await send('POST', '/auction/cancel', { token: user.token, payload: { orderId: order.id } })).status).toBe(409);

    const second = await enter(user, { orderKind: 'AO', quantity: 5 });
    clock.set(OPEN - 90_000); // 09:28:30: no cancellation
    const late = await send<{ error: string }>('POST', '/auction/cancel', { token: user.token, payload: { orderId: second.data.id } });
    expect(late.status).toBe(409);
    expect(late.data.error).toBe('AUCTION_NOT_CANCELLABLE');
    clock.set(OPEN - 30_000); // 09:29:30: input over
    const closed = await enter(user, { orderKind: 'AO', quantity: 5 });
    expect(closed.status).toBe(422);
    expect(closed.data).toMatchObject({ error: 'AUCTION_CLOSED' });
    clock.set(INPUT);
    await reconcileClean();
  });

  it('crosses at the open through the trading engine once (two runners): AO filled at the IEP, an ALO under it carried as a limit order', async () => {
    clock.set(INPUT + 10 * MINUTE);
    const user = await trader();
    const ind = (await send<AuctionIndicative>('GET', '/auction/indicative?code=AAPL')).data;
    const ao = await enter(user, { orderKind: 'AO', quantity: 20 });
    expect(ao.status).toBe(200);
    const low = new Decimal(ind.indicativePrice!).times(0.97).toFixed(2); // under the IEP, inside the engine's price guard at the open
    const alo = await enter(user, { orderKind: 'ALO', price: low, quantity: 10 });
    expect(alo.status).toBe(200);
    const before = await wallet(user.userId);
    expect(before.held).toBe(minor(ao.data.held) + minor(alo.data.held));
    const expected = (await send<AuctionIndicative>('GET', '/auction/indicative?code=AAPL')).data;
    expect(expected.indicativePrice).toBeDefined();

    clock.set(OPEN + 5_000);
    const auction = need(t.ctx, 'auction');
    await Promise.all([auction.crossDue(), auction.crossDue()]);
    expect((await auction.crossDue()).items).toBe(0);
    const mine = (await send<Page<AuctionOrder>>('POST', '/auction/orders', { token: user.token, payload: {} })).data.list;
    const a = mine.find((o) => o.id === ao.data.id)!;
    const l = mine.find((o) => o.id === alo.data.id)!;
    expect(a).toMatchObject({ status: 'filled', filledQuantity: 20, fillPrice: expected.indicativePrice!.toFixed(2) });
    expect(a.tradeOrderId).toBeGreaterThan(0);
    expect(l).toMatchObject({ status: 'carried', filledQuantity: 0, carriedQuantity: 10 });
    expect(l.carriedOrderId).toBeGreaterThan(0);

    // The trading engine made a filled order at the IEP and a resting limit order with its own hold.
    const trades = (await send<Page<{ id: number; status: number; price?: number; limitPrice?: number }>>('POST', '/position/consignList', { token: user.token, payload: {} })).data;
    expect(trades.list.map((o) => o.id)).toContain(l.carriedOrderId);
    const after = await wallet(user.userId);
    expect(after.held).toBeGreaterThan(0n); // the carried limit's hold
    expect(after.held).toBeLessThan(before.held);

    const admin = await loginOperator(t, 'admin');
    const crosses = await send<Page<AuctionCross>>('GET', '/admin/auction/crosses', { token: admin.token });
    const row = crosses.data.list.find((c) => c.code === 'AAPL' && c.day === '2026-11-25')!;
    expect(row).toMatchObject({ price: String(expected.indicativePrice), filledOrders: expect.any(Number) });
    await reconcileClean();
  });
});

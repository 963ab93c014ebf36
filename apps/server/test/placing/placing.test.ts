import crypto from 'node:crypto';
import type { Page, PlacingAdminTranche, PlacingBenchmark, PlacingCounts, PlacingOrder, PlacingTrancheDetail } from '@app/contracts';
import Decimal from 'decimal.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { need } from '../../src/context.ts';
import { ManualClock } from '../../src/lib/clock.ts';
import { loginOperator, verifiedUser, type TestOperator, type TestUser } from '../fixtures/users.ts';
import { body, createTestApp, type TestApp } from '../helpers.ts';

/** Wednesday 25 November 2026, 10:00 in New York (US regular session). */
const START = Date.UTC(2026, 10, 25, 15, 0, 0);
const HOUR = 3_600_000;
const DAY = 86_400_000;

let t: TestApp;
let clock: ManualClock;
let admin: TestOperator;

type Lang = 'mx' | 'en' | 'zh_Hans_CN';
async function send<T>(method: 'GET' | 'POST', url: string, opts: { token?: string; payload?: unknown; lang?: Lang; headers?: Record<string, string>; ip?: string } = {}) {
  const res = await t.app.inject({
    method,
    url: `/web${url}`,
    headers: { lang: opts.lang ?? 'en', ...(opts.token ? { authorization: opts.token } : {}), ...opts.headers },
    ...(opts.payload !== undefined ? { payload: opts.payload as Record<string, unknown> } : {}),
    ...(opts.ip ? { remoteAddress: opts.ip } : {}),
  });
  return { status: res.statusCode, ...body<T>(res) };
}
const key = () => crypto.randomUUID();
const minor = (value: string) => BigInt(new Decimal(value).times(100).toFixed(0));
const subscription = async (userId: number) => need(t.ctx, 'ledger').balance({ userId, wallet: 'SUBSCRIPTION', currency: 'USD' });

async function investor(usd = '1000000'): Promise<TestUser> {
  const user = await verifiedUser(t);
  await need(t.ctx, 'ledger').post({ kind: 'seed', ref: `test:${user.userId}`, legs: [{ from: { house: 'DEMO_FUNDING', currency: 'USD' }, to: { userId: user.userId, wallet: 'SUBSCRIPTION', currency: 'USD' }, amount: minor(usd) }] });
  return user;
}

async function reconcileClean() {
  await t.ctx.services.placing?.idle();
  const report = await need(t.ctx, 'ledger').reconcile();
  expect(report.differences).toEqual([]);
}

async function tranche(input: Partial<Record<string, unknown>> = {}): Promise<PlacingAdminTranche> {
  const bench = await send<PlacingBenchmark>('GET', '/admin/placing/benchmark?code=NVDA', { token: admin.token });
  const res = await send<PlacingAdminTranche>('POST', '/admin/placing/tranches/create', {
    token: admin.token,
    payload: { code: 'NVDA', price: bench.data.minPrice, quantity: 1000, minQuantity: 10, startAt: clock.now() - HOUR, endAt: clock.now() + 2 * HOUR, lockupDays: 10, ...input },
  });
  expect(res.status).toBe(200);
  return res.data;
}

async function issueKey(scope?: number, maxUses = 100): Promise<string> {
  const res = await send<{ key: string }>('POST', '/admin/access-keys/issue', { token: admin.token, payload: { product: 'placing', maxUses, ...(scope ? { scope: String(scope) } : {}) } });
  expect(res.status).toBe(200);
  return res.data.key;
}

const subscribe = (user: TestUser, payload: Record<string, unknown>, k = key(), lang: Lang = 'en') =>
  send<PlacingOrder>('POST', '/placing_order/create', { token: user.token, payload: { payPassword: '123456', ...payload }, headers: { 'idempotency-key': k }, lang });

beforeAll(async () => {
  clock = new ManualClock(START);
  t = await createTestApp({ clock });
  admin = await loginOperator(t, 'admin');
});
afterAll(async () => {
  await t?.ctx.services.placing?.idle();
  await t?.close();
});

describe('placing rules', () => {
  it('benchmark is the higher of the last close and the 5-day average; the lowest price is 20 % under it', async () => {
    const res = await send<PlacingBenchmark>('GET', '/admin/placing/benchmark?code=NVDA', { token: admin.token });
    expect(res.status).toBe(200);
    const closes = need(t.ctx, 'market').candles('NVDA', '1d', 7).slice(0, -1).map((c) => new Decimal(c.close)); // the session is open: today is not a close
    const last5 = closes.slice(-5);
    const avg = last5.reduce((s, c) => s.plus(c), new Decimal(0)).div(5).toDecimalPlaces(4, Decimal.ROUND_HALF_UP);
    const bench = Decimal.max(avg, last5[4]!);
    expect(res.data.benchmark).toBe(bench.toFixed(4));
    expect(res.data.maxDiscountPercent).toBe('20');
    expect(res.data.minPrice).toBe(bench.times(0.8).toDecimalPlaces(2, Decimal.ROUND_UP).toFixed(2));
  });

  it('refuses a price more than 20 % under the benchmark, in three languages, writing nothing; only admin sets up', async () => {
    const bench = await send<PlacingBenchmark>('GET', '/admin/placing/benchmark?code=NVDA', { token: admin.token });
    const tooLow = new Decimal(bench.data.minPrice).minus('0.01').toFixed(2);
    const payload = { code: 'NVDA', price: tooLow, quantity: 1000, minQuantity: 10, startAt: clock.now(), endAt: clock.now() + HOUR, lockupDays: 10 };
    const before = (await t.ctx.db.selectFrom('placing_tranches').select('id').execute()).length;
    for (const [lang, word] of [['en', 'benchmark'], ['mx', 'referencia'], ['zh_Hans_CN', '基准价']] as const) {
      const res = await send<{ error: string; field: string }>('POST', '/admin/placing/tranches/create', { token: admin.token, payload, lang });
      expect(res.status).toBe(422);
      expect(res.data).toMatchObject({ error: 'PLACING_PRICE_TOO_LOW', field: 'price' });
      expect(res.msg).toContain(word);
    }
    const reviewer = await loginOperator(t, 'reviewer');
    expect((await send('POST', '/admin/placing/tranches/create', { token: reviewer.token, payload: { ...payload, price: bench.data.minPrice } })).status).toBe(403);
    const bad = await send<{ error: string; field: string }>('POST', '/admin/placing/tranches/create', { token: admin.token, payload: { ...payload, price: bench.data.minPrice, minQuantity: 5000 } });
    expect(bad.status).toBe(400);
    expect(bad.data).toMatchObject({ error: 'PLACING_INVALID_SETUP', field: 'minQuantity' });
    expect((await t.ctx.db.selectFrom('placing_tranches').select('id').execute()).length).toBe(before);
  });
});

describe('a placing from key to sale', () => {
  it('subscribes with a key, allocates pro rata once, keeps the lock-up, then sells; the ledger reconciles', async () => {
    const tr = await tranche();
    expect(tr).toMatchObject({ status: 'open', quantity: 1000, discountPercent: expect.any(String) });
    expect(Number(tr.discountPercent)).toBeLessThanOrEqual(20);
    const k = await issueKey(tr.id);
    const [a, b, c] = [await investor(), await investor(), await investor()];

    const seen = await send<PlacingTrancheDetail[]>('POST', '/placing_order/tranches', { token: a.token, payload: { secret: k } });
    expect(seen.status).toBe(200);
    expect(seen.data.map((x) => x.id)).toEqual([tr.id]);
    expect(seen.data[0]!.rule.text).toContain('20 %');

    const price = new Decimal(tr.price);
    const before = (await subscription(a.userId)).available;
    const oa = await subscribe(a, { trancheId: tr.id, quantity: 700, secret: k, termsVersionId: seen.data[0]!.rule.versionId });
    expect(oa.status).toBe(200);
    expect(oa.data).toMatchObject({ status: 'subscribed', quantity: 700, total: price.times(700).toFixed(2) });
    expect(before - (await subscription(a.userId)).available).toBe(minor(price.times(700).toFixed(2)));
    const ob = await subscribe(b, { trancheId: tr.id, quantity: 500, secret: k });
    const oc = await subscribe(c, { trancheId: tr.id, quantity: 300, secret: k });
    expect([ob.status, oc.status]).toEqual([200, 200]);

    // Another user cannot see or sell A's order.
    const list = await send<Page<PlacingOrder>>('POST', '/position/placing_subscription', { token: b.token, payload: {} });
    expect(list.data.list.map((o) => o.id)).toEqual([ob.data.id]);
    const foreign = await send<{ error: string }>('POST', '/placing_order/sell', { token: b.token, payload: { orderId: oa.data.id, payPassword: '123456' }, headers: { 'idempotency-key': key() } });
    expect(foreign.status).toBe(404);
    expect(foreign.data.error).toBe('PLACING_ORDER_NOT_FOUND');

    // The window ends: 1,500 asked for 1,000. 700 -> 466.67, 500 -> 333.33, 300 -> 200; the share left to the largest remainder (A).
    clock.set(START + 3 * HOUR);
    const placing = need(t.ctx, 'placing');
    const [one, two] = await Promise.all([placing.allocateDue(500), placing.allocateDue(500)]);
    expect(one.items + two.items).toBe(3);
    expect((await placing.allocateDue(500)).items).toBe(0);
    const got = async (u: TestUser, id: number) => (await send<Page<PlacingOrder>>('POST', '/position/placing_subscription', { token: u.token, payload: {} })).data.list.find((o) => o.id === id)!;
    const ga = await got(a, oa.data.id);
    const gb = await got(b, ob.data.id);
    const gc = await got(c, oc.data.id);
    expect([ga.allottedQuantity, gb.allottedQuantity, gc.allottedQuantity]).toEqual([467, 333, 200]);
    expect(ga).toMatchObject({ status: 'allotted', paid: price.times(467).toFixed(2), released: price.times(233).toFixed(2), sellable: false });
    expect((await subscription(a.userId)).held).toBe(0n);
    expect(before - (await subscription(a.userId)).balance).toBe(minor(price.times(467).toFixed(2)));
    const counts = await send<PlacingCounts>('POST', '/position/getPlacingFlatCount', { token: a.token, payload: {} });
    expect(counts.data).toEqual({ subscribed: 0, locked: 1, sellable: 0, closed: 0 });

    // Locked up for 10 days after the window.
    const early = await send<{ error: string }>('POST', '/placing_order/sell', { token: a.token, payload: { orderId: oa.data.id, payPassword: '123456' }, headers: { 'idempotency-key': key() } });
    expect(early.status).toBe(409);
    expect(early.data.error).toBe('PLACING_NOT_SELLABLE');
    expect(early.msg).toContain('locked up');

    clock.set(Date.UTC(2026, 11, 7, 15, 0, 0)); // Monday 7 December, 10:00 New York
    const bid = new Decimal(need(t.ctx, 'market').quote('NVDA').bid.toFixed(2));
    const balanceBefore = (await subscription(a.userId)).balance;
    const sk = key();
    const sold = await Promise.all(Array.from({ length: 5 }, () => send<PlacingOrder>('POST', '/placing_order/sell', { token: a.token, payload: { orderId: oa.data.id, payPassword: '123456' }, headers: { 'idempotency-key': sk } })));
    const ok = sold.filter((s) => s.status === 200);
    expect(ok.length).toBeGreaterThan(0);
    const gross = minor(bid.times(467).toFixed(2));
    const fee = BigInt(new Decimal(gross.toString()).times('0.001').toDecimalPlaces(0, Decimal.ROUND_HALF_UP).toFixed(0));
    expect(ok[0]!.data).toMatchObject({ status: 'sold', proceeds: new Decimal((gross - fee).toString()).div(100).toFixed(2) });
    expect((await subscription(a.userId)).balance - balanceBefore).toBe(gross - fee);
    const after = await send<PlacingCounts>('POST', '/position/getPlacingFlatCount', { token: a.token, payload: {} });
    expect(after.data).toEqual({ subscribed: 0, locked: 0, sellable: 0, closed: 1 });
    clock.set(START);
    await reconcileClean();
  });

  it('one idempotency key sent 20 times at once subscribes (and holds money) once', async () => {
    const tr = await tranche();
    const k = await issueKey(tr.id);
    const user = await investor();
    const before = (await subscription(user.userId)).available;
    const same = key();
    const answers = await Promise.all(Array.from({ length: 20 }, () => subscribe(user, { trancheId: tr.id, quantity: 50, secret: k }, same)));
    const ok = answers.filter((a) => a.status === 200);
    expect(ok.length).toBeGreaterThan(0);
    for (const a of answers) if (a.status !== 200) expect(a.data).toMatchObject({ error: 'IDEMPOTENCY_IN_PROGRESS' });
    expect(new Set(ok.map((a) => a.data.id)).size).toBe(1);
    const list = await send<Page<PlacingOrder>>('POST', '/position/placing_subscription', { token: user.token, payload: {} });
    expect(list.data.total).toBe(1);
    expect(before - (await subscription(user.userId)).available).toBe(minor(list.data.list[0]!.total));
    await reconcileClean();
  });

  it('refuses bad input with the contract code and a localized message, writing nothing', async () => {
    const tr = await tranche();
    const k = await issueKey(tr.id);
    const user = await investor();
    const count = async () => (await t.ctx.db.selectFrom('placing_orders').select('id').where('user_id', '=', user.userId).execute()).length;
    const small = await subscribe(user, { trancheId: tr.id, quantity: 5, secret: k }, key(), 'mx');
    expect(small.status).toBe(400);
    expect(small.data).toMatchObject({ error: 'PLACING_QUANTITY_INVALID', field: 'quantity' });
    expect(small.msg).toContain('mínima');
    const big = await subscribe(user, { trancheId: tr.id, quantity: 5000, secret: k }, key(), 'zh_Hans_CN');
    expect(big.status).toBe(400);
    expect(big.msg).toContain('最多');
    const noKey = await subscribe(user, { trancheId: tr.id, quantity: 50, secret: 'NOPE-NOPE' });
    expect(noKey.status).toBe(422);
    expect(noKey.data).toMatchObject({ error: 'ACCESS_KEY_INVALID', field: 'secret' });
    const other = await tranche();
    const wrongTranche = await subscribe(user, { trancheId: other.id, quantity: 50, secret: k });
    expect(wrongTranche.status).toBe(422);
    const notNumber = await subscribe(user, { trancheId: tr.id, quantity: 'lots', secret: k });
    expect(notNumber.status).toBe(422);
    const poor = await verifiedUser(t);
    const broke = await subscribe(poor, { trancheId: tr.id, quantity: 50, secret: k });
    expect(broke.status).toBe(422);
    expect(broke.data).toMatchObject({ error: 'INSUFFICIENT_FUNDS' });
    expect(await count()).toBe(0);
    expect((await t.ctx.db.selectFrom('placing_orders').select('id').where('user_id', '=', poor.userId).execute()).length).toBe(0);
    // Closed: before the window opens.
    const later = await tranche({ startAt: clock.now() + HOUR, endAt: clock.now() + DAY });
    const k2 = await issueKey(later.id);
    const closed = await subscribe(user, { trancheId: later.id, quantity: 50, secret: k2 });
    expect(closed.status).toBe(422);
    expect(closed.data).toMatchObject({ error: 'PLACING_CLOSED' });
    expect(await count()).toBe(0);
  });

  it('throttles wrong keys: the sixth wrong guess of a user is 429', async () => {
    const user = await investor();
    const answers = [];
    for (let i = 0; i < 6; i++) answers.push(await send<{ error: string }>('POST', '/placing_order/tranches', { token: user.token, payload: { secret: `WRONG-${i}-XXXX` }, ip: '10.9.9.9' }));
    expect(answers.slice(0, 4).map((a) => a.status)).toEqual([422, 422, 422, 422]);
    expect(answers[5]!.status).toBe(429);
    expect(answers[5]!.data.error).toBe('ACCESS_KEY_LOCKED');
  });

  it('an operator cancels an open tranche: every hold is released, audited', async () => {
    const tr = await tranche();
    const k = await issueKey(tr.id);
    const user = await investor();
    const before = (await subscription(user.userId)).available;
    expect((await subscribe(user, { trancheId: tr.id, quantity: 100, secret: k })).status).toBe(200);
    const res = await send<PlacingAdminTranche>('POST', '/admin/placing/tranches/cancel', { token: admin.token, payload: { id: tr.id } });
    expect(res.status).toBe(200);
    expect(res.data.status).toBe('cancelled');
    expect((await subscription(user.userId)).available).toBe(before);
    const again = await send<{ error: string }>('POST', '/admin/placing/tranches/cancel', { token: admin.token, payload: { id: tr.id } });
    expect(again.status).toBe(409);
    const audit = await t.ctx.db.selectFrom('audit_log').select('action').where('target_type', '=', 'placing_tranche').where('target_id', '=', String(tr.id)).orderBy('id').execute();
    expect(audit.map((r) => r.action)).toEqual(['placing.tranche.create', 'placing.tranche.cancel']);
    await reconcileClean();
  });
});

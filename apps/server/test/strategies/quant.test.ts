import crypto from 'node:crypto';
import type { Page, QuantOrder, QuantProduct, QuantProfit, QuantProfitStat, QuantRanking } from '@app/contracts';
import Decimal from 'decimal.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { need } from '../../src/context.ts';
import { ManualClock } from '../../src/lib/clock.ts';
import { managementFee, shareValue } from '../../src/modules/strategies/rules.ts';
import { loginOperator, verifiedUser, type TestUser } from '../fixtures/users.ts';
import { body, createTestApp, type TestApp } from '../helpers.ts';

/** Thursday 19 November 2026, 15:00 UTC. */
const START = Date.UTC(2026, 10, 19, 15, 0, 0);
const DAY = 86_400_000;
const TODAY = Math.floor(START / DAY);

let t: TestApp;
let clock: ManualClock;
let open: number;
let locked: number;
let strategyId: number;

const key = () => crypto.randomUUID();
const minor = (value: string) => BigInt(new Decimal(value).times(100).toFixed(0));

async function save(user: TestUser, fields: Record<string, string>, lang = 'en', idem = key()) {
  const res = await t.app.inject({
    method: 'POST',
    url: '/web/quantization/order/save',
    headers: { authorization: user.token, lang, 'content-type': 'application/x-www-form-urlencoded', 'idempotency-key': idem },
    payload: new URLSearchParams({ payPassword: '123456', ...fields }).toString(),
  });
  return { status: res.statusCode, ...body<QuantOrder>(res) };
}
async function call<T>(user: TestUser | undefined, method: 'GET' | 'POST', url: string, payload?: unknown, lang = 'en') {
  const res = await t.app.inject({ method, url: `/web${url}`, headers: { ...(user ? { authorization: user.token } : {}), lang }, ...(payload ? { payload: payload as Record<string, unknown> } : {}) });
  return { status: res.statusCode, ...body<T>(res) };
}
async function investor(usd = '500000'): Promise<TestUser> {
  const user = await verifiedUser(t);
  await need(t.ctx, 'ledger').post({ kind: 'seed', ref: `test:${user.userId}`, legs: [{ from: { house: 'DEMO_FUNDING', currency: 'USD' }, to: { userId: user.userId, wallet: 'FINANCIAL', currency: 'USD' }, amount: minor(usd) }] });
  return user;
}
const available = async (userId: number) => (await need(t.ctx, 'ledger').balance({ userId, wallet: 'FINANCIAL', currency: 'USD' })).available;

beforeAll(async () => {
  clock = new ManualClock(START);
  t = await createTestApp({ clock });
  const s = need(t.ctx, 'strategies');
  strategyId = await s.create({
    code: 'T-Q',
    name: { es: 'Impulso', en: 'Momentum', zh: '动量' },
    params: { kind: 'ma_momentum', codes: ['AAPL', 'MSFT', 'NVDA', 'AMZN', 'GOOGL'], fast: 2, slow: 4, investPct: 95, bandPct: 1 },
    capitalMinor: 100_000_000n,
    backtestDays: 30,
    launchDay: TODAY - 3,
  });
  await s.runAll();
  const q = need(t.ctx, 'quant');
  const base = { strategyId, nameEs: 'Cuanti 7', nameEn: 'Quant 7', nameZh: '量化 7', status: 'open' as const };
  open = await q.createProduct({ ...base, cycleDays: 7, needsKey: false });
  locked = await q.createProduct({ ...base, nameEn: 'Quant 30', cycleDays: 30, needsKey: true });
});

/** An operator publishes a cycle's terms through the terms service (versioned, audited). */
async function publishCycle(cycle: number, feePctYear: string, minAmount = '100.00') {
  const admin = await loginOperator(t, 'admin');
  const text = { es: 'Ciclo {cycleDays} · {minAmount}-{maxAmount} · {feePctYear} %', en: 'Cycle {cycleDays} · {minAmount}-{maxAmount} · {feePctYear} %', zh: '周期 {cycleDays} · {minAmount}-{maxAmount} · {feePctYear}%' };
  const res = await t.app.inject({
    method: 'POST',
    url: '/web/admin/terms/publish',
    headers: { authorization: admin.token },
    payload: { product: 'quant', item: String(cycle), terms: { cycleDays: cycle, minAmount, maxAmount: '100000.00', feePctYear }, text },
  });
  return { status: res.statusCode, ...body<{ id: number; version: number; error?: string }>(res) };
}
afterAll(async () => {
  await t?.ctx.services.quant?.idle();
  await t?.close();
});

describe('AI quant products', () => {
  let user: TestUser;
  let order: QuantOrder;

  it("takes each cycle's limits and fee from its published terms; a version for another cycle or a cycle not offered is refused", async () => {
    const first = await call<{ list: QuantProduct[] }>(undefined, 'GET', '/quantization/list');
    const seven = first.data.list.find((p) => p.id === open)!;
    expect(seven).toMatchObject({ feePctYear: '0.50', minAmount: '100.00', maxAmount: '100000.00' });
    const v1 = seven.termsVersionId;
    const published = await publishCycle(7, '0.25');
    expect(published.status).toBe(200);
    expect(published.data.version).toBe(2);
    const audit = await t.ctx.db.selectFrom('audit_log').select('action').where('action', '=', 'terms.publish').where('target_id', '=', String(published.data.id)).execute();
    expect(audit).toHaveLength(1);
    const now = (await call<{ list: QuantProduct[] }>(undefined, 'GET', '/quantization/list')).data.list.find((p) => p.id === open)!;
    expect(now).toMatchObject({ feePctYear: '0.25', termsVersionId: published.data.id, rule: 'Cycle 7 · 100.00-100000.00 · 0.25 %' });
    expect(now.termsVersionId).not.toBe(v1);
    // The document must agree with its item, and only published cycles exist.
    const wrongItem = await (async () => {
      const admin = await loginOperator(t, 'admin');
      const res = await t.app.inject({ method: 'POST', url: '/web/admin/terms/publish', headers: { authorization: admin.token }, payload: { product: 'quant', item: '30', terms: { cycleDays: 7, minAmount: '1.00', maxAmount: '2.00', feePctYear: '1' }, text: { es: '{cycleDays}', en: '{cycleDays}', zh: '{cycleDays}' } } });
      return body<{ error: string }>(res);
    })();
    expect(wrongItem.data.error).toBe('TERMS_INVALID');
    await expect(need(t.ctx, 'quant').createProduct({ strategyId, nameEs: 'x', nameEn: 'x', nameZh: 'x', cycleDays: 45, needsKey: false, status: 'open' })).rejects.toMatchObject({ error: 'QUANT_CYCLE_NOT_OFFERED' });
  });

  it('a subscription sent with an older terms version is asked to confirm again, and keeps the version it was taken under', async () => {
    const buyer = await investor('1000');
    const current = (await call<{ list: QuantProduct[] }>(undefined, 'GET', '/quantization/list')).data.list.find((p) => p.id === open)!;
    const stale = await save(buyer, { productId: String(open), amount: '200', termsVersionId: String(current.termsVersionId - 1) });
    expect(stale.status).toBe(409);
    expect(stale.data).toMatchObject({ error: 'QUANT_TERMS_CHANGED', field: 'termsVersionId' });
    expect(await available(buyer.userId)).toBe(minor('1000'));
    const ok = await save(buyer, { productId: String(open), amount: '200', termsVersionId: String(current.termsVersionId) });
    expect(ok.status).toBe(200);
    const row = await t.ctx.db.selectFrom('quant_orders').select(['terms_version_id', 'fee_pct_year']).where('id', '=', ok.data.id).executeTakeFirstOrThrow();
    expect(row).toEqual({ terms_version_id: current.termsVersionId, fee_pct_year: '0.25' });
  });

  it('lists products with their strategy, rule and disclaimer; ranks them from real results', async () => {
    const list = await call<{ list: QuantProduct[] }>(undefined, 'GET', '/quantization/list', undefined, 'zh');
    expect(list.data.list.map((p) => [p.id, p.cycleDays, p.needsKey])).toEqual([
      [open, 7, false],
      [locked, 30, true],
    ]);
    expect(list.data.list[1]!.rule).toContain('过往业绩不预示未来表现'); // the 30-day cycle's initial published text
    const ranking = await call<QuantRanking>(undefined, 'GET', '/quantization/getRanking?window=30d');
    expect(ranking.data.list.map((r) => r.rank)).toEqual([1, 2]);
    expect(ranking.data.list[0]!.record.twrPct).toBe(ranking.data.list[1]!.record.twrPct);
    expect(ranking.data.disclaimer).toBe('Past results do not predict future results.');
  });

  it('subscribes form-encoded; limits, the access key and the race (one key 20 times) are enforced', async () => {
    user = await investor();
    const small = await save(user, { productId: String(open), amount: '99.99' }, 'es');
    expect(small.status).toBe(422);
    expect(small.msg).toBe('El monto debe estar entre US$100.00 y US$100,000.00');
    const noKey = await save(user, { productId: String(locked), amount: '1000' });
    expect(noKey.status).toBe(422);
    expect(noKey.data).toMatchObject({ error: 'QUANT_KEY_REQUIRED', field: 'secret' });
    const wrong = await save(user, { productId: String(locked), amount: '1000', secret: 'AAAAA-BBBBB-CCCCC-DDDDD-EEEEE' });
    expect(wrong.status).toBe(422);
    expect(await available(user.userId)).toBe(minor('500000'));

    const admin = await loginOperator(t, 'admin');
    const issued = await t.app.inject({ method: 'POST', url: '/web/admin/access-keys/issue', headers: { authorization: admin.token }, payload: { product: 'quant', scope: String(locked), maxUses: 1 } });
    const secret = body<{ key: string }>(issued).data.key;
    const check = await call<{ valid: boolean }>(user, 'POST', '/quantization/checkSecret', { secret, productId: locked });
    expect(check.data.valid).toBe(true);
    const withKey = await save(user, { productId: String(locked), amount: '1000', secret });
    expect(withKey.status).toBe(200);
    expect(withKey.data).toMatchObject({ status: 'in_progress', cycleDays: 30 });

    const idem = key();
    const all = await Promise.all(Array.from({ length: 20 }, () => save(user, { productId: String(open), amount: '50000' }, 'en', idem)));
    const ok = all.filter((r) => r.status === 200);
    expect(ok.length).toBeGreaterThan(0);
    expect(new Set(ok.map((r) => r.data.id)).size).toBe(1);
    expect(await available(user.userId)).toBe(minor('500000') - minor('1000') - minor('50000'));
    order = ok[0]!.data;
    expect(order).toMatchObject({ amount: '50000.00', cycleDays: 7, startDate: expect.any(String), days: 0, profit: '0.00' });
  });

  it("another user cannot see a subscription or its records", async () => {
    const other = await investor('1');
    expect((await call(other, 'POST', '/quantization/order/detail', { id: order.id })).status).toBe(404);
    expect((await call<Page<QuantProfit>>(other, 'GET', `/quantization/profit/list?orderId=${order.id}`)).data.list).toEqual([]);
  });

  it('daily records are the share of the real P/L less the daily fee; they sum to the final P/L; completion pays once', async () => {
    const s = need(t.ctx, 'strategies');
    const q = need(t.ctx, 'quant');
    const before = await available(user.userId);
    for (let d = 1; d <= 8; d++) {
      clock.set(START + d * DAY);
      await s.runAll();
    }
    await Promise.all([q.advanceOrder(order.id), q.advanceOrder(order.id)]);
    const done = await call<QuantOrder>(user, 'POST', '/quantization/order/detail', { id: order.id });
    expect(done.data.status).toBe('completed');
    expect(done.data.days).toBe(7);
    const records = (await call<Page<QuantProfit>>(user, 'GET', `/quantization/profit/list?orderId=${order.id}&pageSize=50`)).data.list;
    expect(records).toHaveLength(7);
    const row = await t.ctx.db.selectFrom('quant_orders').selectAll().where('id', '=', order.id).executeTakeFirstOrThrow();
    const amount = minor('50000');
    // Each day's value is the share of the strategy's equity at that close.
    for (const r of records) {
      const day = Math.floor(Date.parse(`${r.date}T00:00:00Z`) / DAY);
      const equity = (await s.equityAt(strategyId, day))!.equityMinor;
      expect(minor(r.value)).toBe(shareValue(amount, BigInt(row.base_equity_minor), equity));
    }
    const net = records.reduce((sum, r) => sum + minor(r.net), 0n);
    const fees = records.reduce((sum, r) => sum + minor(r.fee), 0n);
    expect(fees).toBe(managementFee(amount, '0.25', 7));
    expect(minor(done.data.profit)).toBe(net);
    expect(minor(done.data.payout!)).toBe(amount + net);
    expect(minor(records[0]!.value) - amount - fees).toBe(net);
    expect((await available(user.userId)) - before).toBe(amount + net);
    const stat = await call<QuantProfitStat>(user, 'GET', '/quantization/getProfitStat');
    const lockedRecords = (await call<Page<QuantProfit>>(user, 'GET', `/quantization/profit/list?orderId=${order.id - 1}&pageSize=50`)).data.list;
    const lockedNet = lockedRecords.reduce((sum, r) => sum + minor(r.net), 0n);
    expect(minor(stat.data.cumulative)).toBe(net + lockedNet);
    expect(stat.data.byProduct.map((p) => p.productId)).toEqual([open, locked]);
    expect(stat.data.inProgress).toBe('1000.00');
    await q.idle();
    const report = await need(t.ctx, 'ledger').reconcile();
    expect(report.differences).toEqual([]);
  });
});

import crypto from 'node:crypto';
import type { BillItem, FundOrder, FundPreview, FundProduct, FundStat, Page, Portfolio } from '@app/contracts';
import Decimal from 'decimal.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type BuiltApp } from '../../src/app.ts';
import { need } from '../../src/context.ts';
import { ManualClock } from '../../src/lib/clock.ts';
import { dayFromKey } from '../../src/market/time.ts';
import { loginOperator, registerAndLogin, verifiedUser, type TestOperator, type TestUser } from '../fixtures/users.ts';
import { body, createTestApp, testConfig, type TestApp } from '../helpers.ts';

/** Wednesday 25 November 2026, 13:30 IST (08:00 UTC): before the 15:00 cut-off. */
const START = Date.UTC(2026, 10, 25, 8, 0, 0);
const HOUR = 3_600_000;

let t: TestApp;
let second: BuiltApp | undefined;
let clock: ManualClock;
let reviewer: TestOperator;
let liquid: FundProduct;
let elss: FundProduct;

const key = () => crypto.randomUUID();
const minor = (value: string) => BigInt(new Decimal(value).times(100).toFixed(0));
const funds = () => need(t.ctx, 'funds');

async function call<T>(method: 'GET' | 'POST', who: { token: string } | undefined, url: string, payload?: Record<string, unknown>, lang = 'en', headers: Record<string, string> = {}) {
  const res = await t.app.inject({
    method,
    url: method === 'GET' && payload ? `/web${url}?${new URLSearchParams(Object.entries(payload).map(([k, v]): [string, string] => [k, String(v)])).toString()}` : `/web${url}`,
    headers: { ...(who ? { authorization: who.token } : {}), lang, ...headers },
    ...(method === 'POST' ? { payload: payload ?? {} } : {}),
  });
  return { status: res.statusCode, ...body<T>(res) };
}

async function fund(userId: number, amount: string) {
  await need(t.ctx, 'ledger').post({ kind: 'seed', ref: `test:${userId}`, legs: [{ from: { house: 'DEMO_FUNDING', currency: 'MXN' }, to: { userId, wallet: 'FINANCIAL', currency: 'MXN' }, amount: minor(amount) }] });
}
const available = async (userId: number) => (await need(t.ctx, 'ledger').balance({ userId, wallet: 'FINANCIAL', currency: 'MXN' })).available;
const count = async (table: 'funds_orders' | 'funds_history' | 'ledger_holds') => Number((await t.ctx.db.selectFrom(table).select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow()).n);

async function reconcileClean() {
  const report = await need(t.ctx, 'ledger').reconcile();
  expect(report.differences).toEqual([]);
}

async function preview(user: TestUser, productId: number, amount = '5000') {
  const res = await call<FundPreview>('GET', user, '/user_fund_orders/preview', { productId, amount });
  expect(res.status).toBe(200);
  return res.data;
}

async function buy(user: TestUser, productId: number, amount = '5000', k = key()) {
  const p = await preview(user, productId, amount);
  return call<FundOrder>('POST', user, '/user_fund_orders/create', { productId, amount, termsVersionId: p.rule.versionId, payPassword: '123456' }, 'en', { 'idempotency-key': k });
}

const review = (orderId: number, decision: 'pass' | 'reject', reason?: string) => call<FundOrder & { userId: number }>('POST', reviewer, '/admin/funds/orders/review', { orderId, decision, ...(reason ? { reason } : {}) });
const redeem = (user: TestUser, orderId: number, k = key(), units?: string, lang = 'en') =>
  call<FundOrder>('POST', user, '/user_fund_orders/redeem', { orderId, payPassword: '123456', ...(units !== undefined ? { units } : {}) }, lang, { 'idempotency-key': k });
const navOf = async (schemeId: number, date: string) => new Decimal((await t.ctx.db.selectFrom('funds_navs').select('nav').where('scheme_id', '=', schemeId).where('nav_date', '=', date).executeTakeFirstOrThrow()).nav);
/** A second process on the same database (its own services and jobs). */
const otherProcess = async () => (second ??= await buildApp({ config: testConfig(), database: t.database, clock }));
const order = async (user: TestUser, id: number) => (await call<Page<FundOrder>>('POST', user, '/user_fund_orders/pageList', { pageNum: 1, pageSize: 50 })).data.list.find((o) => o.id === id)!;

/** Moves the clock and logs the users and the reviewer in again (sessions expire over long jumps). */
async function travel(to: number, ...users: TestUser[]) {
  clock.set(to);
  for (const user of users) user.token = (await need(t.ctx, 'accounts').login(user.username, user.password)).token;
  reviewer.token = (await need(t.ctx, 'operators').login(reviewer.username, reviewer.password)).token;
}

beforeAll(async () => {
  clock = new ManualClock(START);
  t = await createTestApp({ clock });
  reviewer = await loginOperator(t, 'money_reviewer');
  await funds().publishNav(dayFromKey('2026-11-24'));
  const list = await call<Page<FundProduct>>('POST', undefined, '/user_fund_orders/productPageList', { pageNum: 1, pageSize: 10 });
  liquid = list.data.list.find((p) => p.code === 'SIMLIQ')!;
  elss = list.data.list.find((p) => p.code === 'SIMELSS')!;
});
afterAll(async () => {
  await second?.ctx.services.funds?.idle();
  await second?.app.close();
  await t?.ctx.services.funds?.idle();
  await t?.close();
});

describe('fund products, buying, review, allotment and redemption', () => {
  it('lists the schemes with the published NAV and its history; on-demand shows the exit load, fixed-term the lock-in', async () => {
    // 24 November 2026 is an Indian market holiday (Guru Nanak Jayanti): no NAV that day, the latest is Monday 23rd's (issue 34 item 8).
    expect(liquid).toMatchObject({ kind: 'on_demand', model: 'liquid', currency: 'INR', navDate: '2026-11-23', lockInYears: 0, status: 'open' });
    expect(liquid.exitLoad).toEqual(['0.0070', '0.0065', '0.0060', '0.0055', '0.0050', '0.0045']);
    expect(liquid.nav).toBe(funds().computeNav((await t.ctx.db.selectFrom('funds_schemes').selectAll().where('code', '=', 'SIMLIQ').executeTakeFirstOrThrow()), dayFromKey('2026-11-23')).toFixed(4));
    expect(await t.ctx.db.selectFrom('funds_navs').select('nav_date').where('nav_date', '=', '2026-11-24').execute()).toEqual([]);
    expect(liquid.history.length).toBeGreaterThan(3);
    expect(elss).toMatchObject({ kind: 'fixed_term', model: 'equity', lockInYears: 3, exitLoad: [] });
    const zh = await call<Page<FundProduct>>('POST', undefined, '/user_fund_orders/productPageList', { pageNum: 1, pageSize: 10, kind: 'fixed_term' }, 'zh');
    expect(zh.data.list.map((p) => p.name)).toEqual(['SIM ELSS 节税基金 - 直销增长']);
  });

  it('buy on-demand before the cut-off → pass → allotted at that day\'s NAV → redeem on day 2 with the exit load; ledger reconciles', async () => {
    const user = await verifiedUser(t);
    await fund(user.userId, '20000');
    const p = await preview(user, liquid.id, '5000');
    expect(p).toMatchObject({ amount: '5000.00', inrPerMxn: '4.85', stampDuty: '0.25', stampDutyInr: '1.21', investedInr: '24248.79', navDate: '2026-11-25', beforeCutOff: true, cutOff: '15:00' });
    expect(p.rule.text).toContain('15:00 IST');

    const created = await buy(user, liquid.id);
    expect(created.status).toBe(200);
    expect(created.data).toMatchObject({ status: 0, amount: '5000.00', stampDuty: '0.25', navDate: '2026-11-25', redeemable: false });
    expect(await available(user.userId)).toBe(minor('15000'));

    // Units wait for the review and for the NAV of the order's date.
    expect((await redeem(user, created.data.id)).code).toBe(409);
    const passed = await review(created.data.id, 'pass');
    expect(passed.status).toBe(200);
    expect(passed.data).toMatchObject({ status: 1, userId: user.userId });
    expect((await review(created.data.id, 'pass')).status).toBe(409);
    expect((await review(created.data.id, 'reject')).status).toBe(409);
    expect((await funds().settle(100)).items).toBe(0);
    const early = await redeem(user, created.data.id);
    expect(early.status).toBe(409);
    expect(early.data).toMatchObject({ error: 'FUND_NOT_ALLOTTED' });

    // 15:30 IST: the NAV of the 25th is published; two runners allot once.
    await travel(START + 2 * HOUR, user);
    await funds().publishNav(dayFromKey('2026-11-25'));
    const runs = await Promise.all([funds().settle(100), funds().settle(100)]);
    expect(runs[0].items + runs[1].items).toBe(1);
    const allotted = await order(user, created.data.id);
    const nav25 = (await t.ctx.db.selectFrom('funds_navs').select('nav').where('scheme_id', '=', liquid.id).where('nav_date', '=', '2026-11-25').executeTakeFirstOrThrow()).nav;
    expect(allotted.nav).toBe(new Decimal(nav25).toFixed(4));
    expect(allotted.units).toBe(new Decimal('24248.79').div(nav25).toDecimalPlaces(3, Decimal.ROUND_DOWN).toFixed(3));
    expect(allotted.redeemable).toBe(true);
    const stat = (await call<FundStat>('POST', user, '/user_fund_orders/stat', {})).data;
    expect(stat).toMatchObject({ currency: 'INR', currentAmount: allotted.value, regularAmount: '0.00', cost: '24250.00' });
    expect(new Decimal(stat.income).toFixed(2)).toBe(new Decimal(allotted.value!).minus('24250').toFixed(2));
    // The units count in the portfolio's total assets, in pesos at the terms' rate (as a redemption converts, before exit load).
    const portfolio = (await call<Portfolio>('GET', user, '/trade/portfolio')).data;
    const unitsMxn = new Decimal(stat.totalAmount).div('4.85').toDecimalPlaces(2, Decimal.ROUND_HALF_UP).toFixed(2);
    expect(portfolio.products).toEqual([{ area: 'funds', holdings: 1, valueMxn: unitsMxn }]);
    expect(new Decimal(portfolio.totalAssetsMxn).eq(new Decimal(portfolio.cashMxn).plus(portfolio.positionsValueMxn).plus(unitsMxn))).toBe(true);

    // Thursday 26th 10:00 IST, before the cut-off: redeemed at the NAV of the 26th, day 1 load.
    await travel(Date.UTC(2026, 10, 26, 4, 30), user);
    const asked = await redeem(user, created.data.id);
    expect(asked.status).toBe(200);
    expect(asked.data).toMatchObject({ status: 1, redeemNavDate: '2026-11-26', redeemable: false });
    expect((await redeem(user, created.data.id)).status).toBe(409);
    await travel(Date.UTC(2026, 10, 26, 10, 30), user);
    await funds().publishNav(dayFromKey('2026-11-26'));
    const [a, b] = await Promise.all([funds().settle(100), funds().settle(100)]);
    expect(a.items + b.items).toBe(1);
    const done = await order(user, created.data.id);
    const nav26 = (await t.ctx.db.selectFrom('funds_navs').select('nav').where('scheme_id', '=', liquid.id).where('nav_date', '=', '2026-11-26').executeTakeFirstOrThrow()).nav;
    const gross = new Decimal(allotted.units!).times(nav26).toDecimalPlaces(2, Decimal.ROUND_HALF_UP);
    const load = gross.times('0.0070').div(100).toDecimalPlaces(2, Decimal.ROUND_HALF_UP);
    expect(done).toMatchObject({ status: 2, redeemNav: new Decimal(nav26).toFixed(4), exitLoadRate: '0.0070', exitLoadInr: load.toFixed(2), redeemInr: gross.minus(load).toFixed(2) });
    const mxn = gross.minus(load).div('4.85').toDecimalPlaces(2, Decimal.ROUND_HALF_UP);
    expect(done.redeemAmount).toBe(mxn.toFixed(2));
    expect(await available(user.userId)).toBe(minor('15000') + minor(mxn.toFixed(2)));
    const hist = await t.ctx.db.selectFrom('funds_history').select(['from_status', 'to_status']).where('order_id', '=', created.data.id).orderBy('id').execute();
    expect(hist.map((h) => h.to_status)).toEqual([0, 1, 1, 2]);
    expect((await redeem(user, created.data.id)).status).toBe(409);
    expect((await review(created.data.id, 'reject')).status).toBe(409);
    await reconcileClean();
    await travel(START);
  });

  it('partial redemption: some units at day 1 with its exit load, the rest after day 7 with none; each paid once by two processes; cost shared pro rata', async () => {
    const user = await verifiedUser(t);
    await fund(user.userId, '5000');
    const created = await buy(user, liquid.id, '5000');
    await review(created.data.id, 'pass');
    await travel(START + 2 * HOUR, user);
    await funds().publishNav(dayFromKey('2026-11-25'));
    await funds().settle(100);
    const allotted = await order(user, created.data.id);
    const units = new Decimal(allotted.units!);
    expect(allotted).toMatchObject({ unitsHeld: units.toFixed(3), unitsRedeemed: '0.000', redeemable: true });

    // Thursday 26th, 10:00 IST: 5.5 units; more than held or none is refused and writes nothing.
    await travel(Date.UTC(2026, 10, 26, 4, 30), user);
    const tooMany = await redeem(user, created.data.id, key(), units.plus('0.001').toFixed(3), 'es');
    expect(tooMany.status).toBe(422);
    expect(tooMany.data).toMatchObject({ error: 'FUND_REDEEM_UNITS' });
    expect(tooMany.msg).toBe(`Puedes rescatar de 0.001 a ${units.toFixed(3)} unidades`);
    expect((await redeem(user, created.data.id, key(), '0')).status).toBe(422);
    expect((await redeem(user, created.data.id, key(), '1.2345')).status).toBe(422);
    expect(await t.ctx.db.selectFrom('funds_redemptions').select('id').where('order_id', '=', created.data.id).execute()).toEqual([]);
    const k = key();
    const asked = await Promise.all(Array.from({ length: 5 }, () => redeem(user, created.data.id, k, '5.5')));
    for (const r of asked) expect([200, 409]).toContain(r.status);
    const first = asked.find((r) => r.status === 200)!.data;
    expect(first).toMatchObject({ status: 1, redeemNavDate: '2026-11-26', unitsHeld: units.minus('5.5').toFixed(3), unitsRedeemed: '0.000', redeemable: false });
    expect(first.redemptions).toEqual([{ id: expect.any(Number), units: '5.500', navDate: '2026-11-26' }]);
    // One redemption waits at a time.
    expect((await redeem(user, created.data.id, key(), '1')).status).toBe(409);

    // 16:00 IST: the NAV of the 26th; two processes pay the redemption once.
    await travel(Date.UTC(2026, 10, 26, 10, 30), user);
    await funds().publishNav(dayFromKey('2026-11-26'));
    const other = await otherProcess();
    const before = await available(user.userId);
    const runs = await Promise.all([funds().settle(100), need(other.ctx, 'funds').settle(100)]);
    expect(runs[0].items + runs[1].items).toBe(1);
    const nav26 = await navOf(liquid.id, '2026-11-26');
    const gross1 = new Decimal('5.5').times(nav26).toDecimalPlaces(2, Decimal.ROUND_HALF_UP);
    const load1 = gross1.times('0.0070').div(100).toDecimalPlaces(2, Decimal.ROUND_HALF_UP);
    // To the nearest centavo (the published rule): ₹6,661.41 here gives MXN 1,373.49, which rounding down made 1,373.48.
    const mxn1 = gross1.minus(load1).div('4.85').toDecimalPlaces(2, Decimal.ROUND_HALF_UP);
    const part = await order(user, created.data.id);
    expect(part).toMatchObject({ status: 1, unitsRedeemed: '5.500', unitsHeld: units.minus('5.5').toFixed(3), redeemable: true, exitLoadRate: '0.0070', exitLoadInr: load1.toFixed(2), redeemInr: gross1.minus(load1).toFixed(2), redeemAmount: mxn1.toFixed(2) });
    expect(part.redeemNavDate).toBeUndefined();
    expect(part.redemptions![0]).toMatchObject({ units: '5.500', nav: nav26.toFixed(4), exitLoadRate: '0.0070', exitLoadInr: load1.toFixed(2), amount: mxn1.toFixed(2) });
    expect((await available(user.userId)) - before).toBe(minor(mxn1.toFixed(2)));
    // The value is of the units still owned; the holding's cost is the purchase's share for them.
    const left = units.minus('5.5');
    expect(part.value).toBe(left.times(nav26).toDecimalPlaces(2, Decimal.ROUND_HALF_UP).toFixed(2));
    const stat = (await call<FundStat>('POST', user, '/user_fund_orders/stat', {})).data;
    expect(stat.holdings[0]).toMatchObject({ units: left.toFixed(3), cost: new Decimal('24250').times(left).div(units).toDecimalPlaces(2, Decimal.ROUND_HALF_UP).toFixed(2) });

    // Thursday 3 December (day 8): the rest, no exit load; the order is redeemed.
    await travel(Date.UTC(2026, 11, 3, 4, 30), user);
    const rest = await redeem(user, created.data.id);
    expect(rest.data).toMatchObject({ redeemNavDate: '2026-12-03', unitsHeld: '0.000' });
    await travel(Date.UTC(2026, 11, 3, 10, 30), user);
    await funds().publishNav(dayFromKey('2026-12-03'));
    const again = await Promise.all([funds().settle(100), need(other.ctx, 'funds').settle(100)]);
    expect(again[0].items + again[1].items).toBe(1);
    const nav3 = await navOf(liquid.id, '2026-12-03');
    const gross2 = left.times(nav3).toDecimalPlaces(2, Decimal.ROUND_HALF_UP);
    const mxn2 = gross2.div('4.85').toDecimalPlaces(2, Decimal.ROUND_HALF_UP);
    const done = await order(user, created.data.id);
    expect(done).toMatchObject({ status: 2, unitsRedeemed: units.toFixed(3), unitsHeld: '0.000', redeemable: false, exitLoadInr: load1.toFixed(2), redeemAmount: mxn1.plus(mxn2).toFixed(2) });
    expect(done.redemptions!.map((r) => [r.units, r.exitLoadRate])).toEqual([['5.500', '0.0070'], [left.toFixed(3), '0.0000']]);
    expect(done.income).toBe(gross1.minus(load1).plus(gross2).minus('24250').toFixed(2));
    expect((await available(user.userId)) - before).toBe(minor(mxn1.plus(mxn2).toFixed(2)));
    const hist = await t.ctx.db.selectFrom('funds_history').select(['to_status']).where('order_id', '=', created.data.id).orderBy('id').execute();
    expect(hist.map((h) => h.to_status)).toEqual([0, 1, 1, 1, 1, 2]);
    expect((await redeem(user, created.data.id, key(), '1')).status).toBe(409);
    await reconcileClean();
    await travel(START);
  });

  it('after the cut-off the next business day\'s NAV applies (Friday evening → Monday)', async () => {
    const user = await verifiedUser(t);
    await fund(user.userId, '1000');
    clock.set(Date.UTC(2026, 10, 25, 9, 31)); // 15:01 IST
    expect((await preview(user, liquid.id, '1000')).navDate).toBe('2026-11-26');
    clock.set(Date.UTC(2026, 10, 27, 12, 0)); // Friday 17:30 IST
    const p = await preview(user, liquid.id, '1000');
    expect(p).toMatchObject({ navDate: '2026-11-30', beforeCutOff: false });
    clock.set(START);
  });

  it('review failed: the hold is released, state 3; a failed order cannot be passed', async () => {
    const user = await verifiedUser(t);
    await fund(user.userId, '3000');
    const created = await buy(user, liquid.id, '3000');
    expect(await available(user.userId)).toBe(0n);
    const rejected = await review(created.data.id, 'reject', 'source of funds not shown');
    expect(rejected.data).toMatchObject({ status: 3, rejectReason: 'source of funds not shown' });
    expect(await available(user.userId)).toBe(minor('3000'));
    expect((await review(created.data.id, 'pass')).status).toBe(409);
    const audit = await t.ctx.db.selectFrom('audit_log').select(['action']).where('target_type', '=', 'fund_order').where('target_id', '=', String(created.data.id)).execute();
    expect(audit).toEqual([{ action: 'funds.reject' }]);
    await reconcileClean();
  });

  it('fixed-term: redemption inside the lock-in is refused with its end date', async () => {
    const user = await verifiedUser(t);
    await fund(user.userId, '2000');
    const created = await buy(user, elss.id, '2000');
    await review(created.data.id, 'pass');
    clock.set(START + 2 * HOUR);
    await funds().publishNav(dayFromKey('2026-11-25'));
    await funds().settle(100);
    await travel(START + 2 * HOUR, user);
    const o = await order(user, created.data.id);
    expect(o).toMatchObject({ lockInEnd: '2029-11-25', redeemable: false });
    const locked = await call<FundOrder>('POST', user, '/user_fund_orders/redeem', { orderId: created.data.id, payPassword: '123456' }, 'es', { 'idempotency-key': key() });
    expect(locked.status).toBe(409);
    expect(locked.msg).toBe('Esta compra está bloqueada hasta el 25 de noviembre de 2029 (plazo fijo)');
    const stat = (await call<FundStat>('POST', user, '/user_fund_orders/stat', {})).data;
    expect(stat.regularAmount).toBe(o.value);
    expect(stat.holdings[0]).toMatchObject({ code: 'SIMELSS', lockInEnd: '2029-11-25' });
    await travel(START);
  });
});

describe('idempotency, ownership and bad input', () => {
  it('one key sent 20 times at once makes one order and one hold', async () => {
    const user = await verifiedUser(t);
    await fund(user.userId, '10000');
    const p = await preview(user, liquid.id, '1000');
    const holds = await count('ledger_holds');
    const k = key();
    const results = await Promise.all(
      Array.from({ length: 20 }, () => call<FundOrder>('POST', user, '/user_fund_orders/create', { productId: liquid.id, amount: '1000', termsVersionId: p.rule.versionId, payPassword: '123456' }, 'en', { 'idempotency-key': k })),
    );
    const ids = new Set(results.filter((r) => r.status === 200).map((r) => r.data.id));
    expect(ids.size).toBe(1);
    expect(await count('ledger_holds')).toBe(holds + 1);
    expect(await available(user.userId)).toBe(minor('9000'));
    await reconcileClean();
  });

  it('another user cannot see or redeem an order', async () => {
    const owner = await verifiedUser(t);
    const other = await verifiedUser(t);
    await fund(owner.userId, '1000');
    const created = await buy(owner, liquid.id, '1000');
    const list = await call<Page<FundOrder>>('POST', other, '/user_fund_orders/pageList', { pageNum: 1, pageSize: 50 });
    expect(list.data.list.find((o) => o.id === created.data.id)).toBeUndefined();
    const res = await redeem(other, created.data.id);
    expect(res.status).toBe(404);
    expect(res.msg).toBe('There is no such fund order');
    expect((await call<FundStat>('POST', other, '/user_fund_orders/stat', {})).data.totalAmount).toBe('0.00');
  });

  it('bad input answers the code with a localized message and writes nothing', async () => {
    const user = await verifiedUser(t);
    await fund(user.userId, '1000');
    const p = await preview(user, liquid.id, '1000');
    const orders = await count('funds_orders');
    const low = await call<FundOrder>('POST', user, '/user_fund_orders/create', { productId: liquid.id, amount: '100', termsVersionId: p.rule.versionId, payPassword: '123456' }, 'zh', { 'idempotency-key': key() });
    expect(low.status).toBe(422);
    expect(low.msg).toBe('SIMLIQ 的最低申购金额为 MXN 500.00');
    const bad = await call<FundOrder>('POST', user, '/user_fund_orders/create', { productId: liquid.id, amount: '12.345', termsVersionId: p.rule.versionId, payPassword: '123456' }, 'es', { 'idempotency-key': key() });
    expect(bad.status).toBe(422);
    const stale = await call<FundOrder>('POST', user, '/user_fund_orders/create', { productId: liquid.id, amount: '1000', termsVersionId: p.rule.versionId + 999, payPassword: '123456' }, 'en', { 'idempotency-key': key() });
    expect(stale.status).toBe(409);
    const missing = await call<FundOrder>('POST', user, '/user_fund_orders/create', { productId: 99999, amount: '1000', termsVersionId: p.rule.versionId, payPassword: '123456' }, 'en', { 'idempotency-key': key() });
    expect(missing.status).toBe(404);
    const broke = await call<FundOrder>('POST', user, '/user_fund_orders/create', { productId: liquid.id, amount: '5000', termsVersionId: p.rule.versionId, payPassword: '123456' }, 'en', { 'idempotency-key': key() });
    expect(broke.status).toBeGreaterThanOrEqual(400);
    expect(broke.status).toBeLessThan(500);
    expect(await count('funds_orders')).toBe(orders);
    expect(await available(user.userId)).toBe(minor('1000'));
  });

  it('without verified KYC a user cannot buy; users cannot call the back office; a KYC reviewer cannot review', async () => {
    const plain = await registerAndLogin(t);
    const p = await call<FundPreview>('GET', plain, '/user_fund_orders/preview', { productId: liquid.id, amount: '1000' });
    const res = await call<{ error: string }>('POST', plain, '/user_fund_orders/create', { productId: liquid.id, amount: '1000', termsVersionId: p.data.rule.versionId, payPassword: '123456' }, 'en', { 'idempotency-key': key() });
    expect(res.status).toBe(422);
    expect(res.data.error).toBe('KYC_REQUIRED');
    expect((await call('GET', plain, '/admin/funds/orders')).status).toBe(403);
    const kyc = await loginOperator(t, 'kyc_reviewer');
    expect((await call('POST', kyc, '/admin/funds/orders/review', { orderId: 1, decision: 'pass' })).status).toBe(403);
    expect((await call('POST', reviewer, '/admin/funds/schemes', { code: 'X1', name: { es: 'a', en: 'a', zh: 'a' }, kind: 'on_demand', model: 'liquid', baseNav: '10', launchDate: '2026-01-01', annualYield: '6', expenseRatio: '0.1', lockInYears: 0, minAmount: '100', status: 'open' })).status).toBe(403);
  });

  it('an admin sets up a scheme (audited); its NAV is published; a bad set-up is refused', async () => {
    const admin = await loginOperator(t, 'admin');
    const input = { code: 'SIMOVN', name: { es: 'SIM Overnight', en: 'SIM Overnight', zh: 'SIM 隔夜' }, kind: 'on_demand', model: 'liquid', baseNav: '1000', launchDate: '2025-06-02', annualYield: '6.2', expenseRatio: '0.1', lockInYears: 0, minAmount: '500', status: 'open' };
    const made = await call<{ id: number; navDate?: string }>('POST', admin, '/admin/funds/schemes', input);
    expect(made.status).toBe(200);
    expect(made.data.navDate).toBe('2026-11-23');
    const again = await call('POST', admin, '/admin/funds/schemes', input, 'es');
    expect(again.status).toBe(422);
    const bad = await call('POST', admin, '/admin/funds/schemes', { ...input, code: 'SIMBAD', kind: 'fixed_term', lockInYears: 0 });
    expect(bad.status).toBe(422);
    const audit = await t.ctx.db.selectFrom('audit_log').select(['action']).where('target_type', '=', 'fund_scheme').execute();
    expect(audit).toEqual([{ action: 'funds.scheme.create' }]);
  });
});

describe('stamp duty in the fund currency (issue 34 item 8)', () => {
  it('stamp duty is computed in rupees: MXN 10,000 at 4.85 → ₹48,500.00 = ₹2.42 duty + ₹48,497.58 invested; the statement names it', async () => {
    // Was ₹2.43 (duty taken in pesos, MXN 0.50, then converted) and duty + invested = ₹48,500.01.
    const user = await verifiedUser(t);
    await fund(user.userId, '10000');
    const p = await preview(user, liquid.id, '10000');
    expect(p).toMatchObject({ amount: '10000.00', stampDuty: '0.50', stampDutyInr: '2.42', investedInr: '48497.58' });
    const created = await buy(user, liquid.id, '10000');
    expect(created.data).toMatchObject({ stampDuty: '0.50', investedInr: '48497.58' });
    expect((await review(created.data.id, 'pass')).status).toBe(200);
    for (const [lang, title] of [['en', 'Stamp duty (India)'], ['es', 'Impuesto de timbre (India)'], ['zh', '印花税（印度）']] as const) {
      const bill = await call<Page<BillItem>>('POST', user, '/wallet/getWalletBill', { pageNum: 1, pageSize: 10, walletType: 'FINANCIAL' }, lang);
      expect(bill.data.list.filter((l) => l.kind === 'stamp_duty').map((l) => [l.title, l.amount])).toEqual([[title, '-0.50']]);
    }
    await reconcileClean();
  });
});

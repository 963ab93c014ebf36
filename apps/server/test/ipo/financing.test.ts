import crypto from 'node:crypto';
import type { IpoCounts, IpoSubscription, NewStockDetail } from '@app/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { need } from '../../src/context.ts';
import { ManualClock } from '../../src/lib/clock.ts';
import { allotDue, allotIssue, drawIssue, listDue, settlePending } from '../../src/modules/ipo/allot.ts';
import { allotHk, financing } from '../../src/modules/ipo/rules.ts';
import { loginOperator, verifiedUser, type TestOperator, type TestUser } from '../fixtures/users.ts';
import { body, createTestApp, type TestApp } from '../helpers.ts';

/**
 * HK financed subscriptions (PRODUCT-RULES 1.2) and pay-after-allotment (payipo), the
 * operator's "allot now", and 200 concurrent applications on the last lots.
 */

/** Wednesday 25 November 2026, 10:00 UTC (18:00 in Hong Kong). */
const START = Date.UTC(2026, 10, 25, 10, 0, 0);
const HOUR = 3_600_000;
const DAY = 86_400_000;

let t: TestApp;
let clock: ManualClock;
let admin: TestOperator;

const key = () => crypto.randomUUID();

async function call<T>(auth: string | undefined, method: 'GET' | 'POST', url: string, payload?: unknown, lang = 'en', headers: Record<string, string> = {}, remoteAddress?: string) {
  const res = await t.app.inject({
    method,
    url: `/web${url}`,
    headers: { ...(auth ? { authorization: auth } : {}), lang, ...headers },
    ...(payload ? { payload: payload as Record<string, unknown> } : {}),
    ...(remoteAddress ? { remoteAddress } : {}),
  });
  return { status: res.statusCode, ...body<T>(res) };
}

const subscribe = (user: TestUser, payload: Record<string, unknown>, k = key(), lang = 'en', remoteAddress?: string) =>
  call<IpoSubscription>(user.token, 'POST', '/NewShares/create', { payPassword: '123456', ...payload }, lang, { 'idempotency-key': k }, remoteAddress);
const pay = (user: TestUser, id: number, k = key(), lang = 'en') => call<IpoSubscription>(user.token, 'POST', '/NewShares/pay', { id, payPassword: '123456' }, lang, { 'idempotency-key': k });

async function fund(userId: number, currency: 'USD' | 'HKD', minor: bigint) {
  await need(t.ctx, 'ledger').post({ kind: 'seed', ref: `test:${userId}`, legs: [{ from: { house: 'DEMO_FUNDING', currency }, to: { userId, wallet: 'SUBSCRIPTION', currency }, amount: minor }] });
}
const balance = (userId: number, currency: 'USD' | 'HKD' = 'HKD') => need(t.ctx, 'ledger').balance({ userId, wallet: 'SUBSCRIPTION', currency });

async function reconcileClean() {
  const report = await need(t.ctx, 'ledger').reconcile();
  expect(report.differences).toEqual([]);
}

async function investor(minor = 10_000_000n, currency: 'USD' | 'HKD' = 'HKD'): Promise<TestUser> {
  const user = await verifiedUser(t);
  await fund(user.userId, currency, minor);
  return user;
}

let codes = 0;
async function createIpo(market: 'US' | 'HK', extra: Record<string, unknown> = {}): Promise<NewStockDetail> {
  const now = clock.now();
  admin = await loginOperator(t, 'admin');
  const hk = market === 'HK';
  const res = await call<NewStockDetail>(admin.token, 'POST', '/admin/ipo/create', {
    market,
    code: `${market}F${++codes}`,
    nameEs: 'Prueba',
    nameEn: 'Test',
    nameZh: '测试',
    exchange: hk ? 'HKEX' : 'NASDAQ',
    priceLow: hk ? '9' : '18',
    priceHigh: hk ? '10' : '21',
    lotSize: hk ? 500 : 1,
    sharesOffered: hk ? 100_000 : 1_000, // HK: 200 lots, 10 % public = 20 lots, pools of 10
    opensAt: now - HOUR,
    closesAt: now + DAY,
    allotAt: now + 2 * DAY,
    listAt: now + 3 * DAY,
    ...(hk ? { mechanism: { kind: 'B', percent: 10 } } : {}),
    ...extra,
  });
  expect(res.status).toBe(200);
  return res.data;
}

const service = () => need(t.ctx, 'ipo');
const row = (id: number) => t.ctx.db.selectFrom('ipo_subscriptions').selectAll().where('id', '=', id).executeTakeFirstOrThrow();

beforeAll(async () => {
  clock = new ManualClock(START);
  t = await createTestApp({ clock });
  admin = await loginOperator(t, 'admin');
});
afterAll(async () => {
  await t?.close();
});

describe('financing rules (PRODUCT-RULES 1.2)', () => {
  it('interest: HK$100,000 x 3.99 % x 5 / 365 = HK$54.66; the loan is the percent of the application, rounded down', () => {
    expect(financing(11_111_112n, 90, '3.99', 5)).toEqual({ loan: 10_000_000n, deposit: 1_111_112n, interest: 5_466n });
  });
});

describe('HK financed subscription and payipo', () => {
  it('the detail publishes the financing terms; a financed application holds the deposit plus the interest', async () => {
    const ipo = await createIpo('HK');
    const detail = await call<NewStockDetail>(undefined, 'GET', `/m_ft/new_stock/detail?id=${ipo.id}`);
    // Close 26 Nov (HK), allotment 27 Nov: one day of interest.
    expect(detail.data.financing).toEqual({ maxPercent: 90, ratePercent: '6.8', days: 1 });
    const user = await investor();
    // 10 lots: 50,000.00 + brokerage 500.00 + IVA 80.00 + SFC 1.35 + AFRC 0.08 (0.075) + trading fee 2.83 (2.825).
    const amount = 5_058_426n;
    const f = financing(amount, 90, '6.8', 1);
    expect(f).toEqual({ loan: 4_552_583n, deposit: 505_843n, interest: 848n }); // 45,525.83 x 6.8 % / 365 = 8.4813
    const sub = await subscribe(user, { ipoId: ipo.id, quantity: 10, financePercent: 90 });
    expect(sub.status).toBe(200);
    expect(sub.data).toMatchObject({ financePercent: 90, loan: '45525.83', interest: '8.48', held: '5066.91' });
    expect((await balance(user.userId)).held).toBe(506_691n);
  });

  it('financing is refused for a US IPO and above the published share; nothing written', async () => {
    const us = await createIpo('US');
    const hk = await createIpo('HK');
    const user = await investor(1_000_000n, 'USD');
    await fund(user.userId, 'HKD', 10_000_000n);
    const messages = new Set<string>();
    for (const lang of ['es', 'en', 'zh']) {
      const refused = await subscribe(user, { ipoId: us.id, quantity: 10, financePercent: 50 }, key(), lang);
      expect(refused.status).toBe(400);
      expect(refused.data).toMatchObject({ error: 'IPO_FINANCING_INVALID', field: 'financePercent' });
      messages.add(refused.msg);
    }
    expect(messages.size).toBe(3);
    expect((await subscribe(user, { ipoId: hk.id, quantity: 1, financePercent: 95 })).data).toMatchObject({ error: 'IPO_FINANCING_INVALID' });
    expect(await t.ctx.db.selectFrom('ipo_subscriptions').select('id').where('user_id', '=', user.userId).execute()).toHaveLength(0);
  });

  it('allotted beyond the deposit: interest taken, the rest owed; paid once (one key 20 times); listed; a late or second payment refused', async () => {
    clock.set(START);
    const ipo = await createIpo('HK');
    const payer = await investor();
    const late = await investor();
    const a = await subscribe(payer, { ipoId: ipo.id, quantity: 10, financePercent: 90 });
    const b = await subscribe(late, { ipoId: ipo.id, quantity: 5, financePercent: 50 });
    expect(a.status).toBe(200);
    expect(b.status).toBe(200);
    // Nothing to pay before allotment.
    expect((await pay(payer, a.data.id)).data).toMatchObject({ error: 'IPO_NOTHING_TO_PAY' });

    clock.set(START + 2 * DAY);
    expect(await allotIssue(service(), ipo.id)).toBe(true);
    // 15 lots asked, 20 available: both fully allotted.
    const ra = await row(a.data.id);
    expect(ra).toMatchObject({ status: 'allotted', allotted_shares: 5_000n, due_minor: 5_058_426n - 505_843n, paid_minor: 0n });
    expect((await balance(payer.userId)).held).toBe(505_843n); // the deposit waits for the payment
    const view = await call<IpoSubscription>(payer.token, 'GET', `/NewShares/detail?id=${a.data.id}`);
    expect(view.data).toMatchObject({ orderStatus: 'to_be_settled', due: '45525.83', held: '5058.43', payBy: ipo.listDateTimestamp });
    expect((await call<IpoCounts>(payer.token, 'POST', '/position/getIpoFullNum')).data.toPay).toBe(1);
    // Another user cannot see or pay it.
    expect((await call(late.token, 'GET', `/NewShares/detail?id=${a.data.id}`)).data).toMatchObject({ error: 'IPO_SUBSCRIPTION_NOT_FOUND' });
    expect((await pay(late, a.data.id)).data).toMatchObject({ error: 'IPO_SUBSCRIPTION_NOT_FOUND' });

    const before = await balance(payer.userId);
    const k = key();
    const answers = await Promise.all(Array.from({ length: 20 }, () => pay(payer, a.data.id, k)));
    const ok = answers.filter((x) => x.status === 200);
    expect(ok.length).toBeGreaterThan(0);
    for (const x of answers) if (x.status !== 200) expect(x.data).toMatchObject({ error: 'IDEMPOTENCY_IN_PROGRESS' });
    expect(ok[0]!.data).toMatchObject({ orderStatus: 'settled', paid: '50584.26', fees: '584.26' });
    // Each charge on the record; the deposit paid the charges first, the free balance the rest.
    expect(ok[0]!.data.charges).toEqual({ gross: '50000.00', brokerage: '500.00', iva: '80.00', sfcLevy: '1.35', afrcLevy: '0.08', tradingFee: '2.83', fees: '584.26', total: '50584.26' });
    const after = await balance(payer.userId);
    expect(after.held).toBe(0n);
    expect(before.balance - after.balance).toBe(5_058_426n); // the deposit and the rest, once
    expect((await pay(payer, a.data.id)).data).toMatchObject({ error: 'IPO_NOTHING_TO_PAY' });
    await reconcileClean();

    // Listing: the payer's shares are credited; the unpaid allotment lapses, its deposit released, the interest kept.
    const lateBefore = await balance(late.userId);
    clock.set(START + 3 * DAY);
    expect((await pay(late, b.data.id)).data).toMatchObject({ error: 'IPO_NOTHING_TO_PAY' }); // deadline passed
    await listDue(service());
    const holdings = await t.ctx.db.selectFrom('ipo_holdings').select(['user_id', 'shares']).where('ipo_id', '=', ipo.id).execute();
    expect(holdings).toEqual([{ user_id: payer.userId, shares: 5_000n }]);
    const rb = await row(b.data.id);
    expect(rb.status).toBe('lapsed');
    const lateAfter = await balance(late.userId);
    expect(lateAfter.held).toBe(0n);
    expect(lateAfter.balance).toBe(lateBefore.balance); // interest was taken at allotment; nothing more
    expect(10_000_000n - lateAfter.balance).toBe(rb.interest_minor);
    await reconcileClean();
  });

  it('financed and partly allotted within the deposit: shares and interest captured, every other cent returned', async () => {
    clock.set(START);
    const ipo = await createIpo('HK');
    const financed = await investor();
    const others = [await investor(), await investor()];
    const f = await subscribe(financed, { ipoId: ipo.id, quantity: 10, financePercent: 20 });
    for (const o of others) expect((await subscribe(o, { ipoId: ipo.id, quantity: 10 })).status).toBe(200);
    clock.set(START + 2 * DAY);
    await allotIssue(service(), ipo.id);
    const r = await row(f.data.id);
    // 30 lots asked for 20: 6 or 7 lots each, which a 20 % financed deposit (HK$40,403.41) covers.
    expect(r.status).toBe('allotted');
    expect([3_000n, 3_500n]).toContain(r.allotted_shares);
    // 3,000 x HK$10 + 300.00 + IVA 48.00 + 0.81 + 0.05 + 1.70; 3,500 x HK$10 + 350.00 + 56.00 + 0.95 + 0.05 + 1.98.
    const cost = ({ '3000': 3_035_056n, '3500': 3_540_898n } as Record<string, bigint>)[String(r.allotted_shares)]!;
    const deposit = r.held_minor - r.interest_minor;
    expect(r).toMatchObject({ due_minor: 0n, paid_minor: cost, released_minor: deposit - cost });
    const b = await balance(financed.userId);
    expect(b.held).toBe(0n);
    expect(10_000_000n - b.balance).toBe(cost + r.interest_minor);
    await reconcileClean();
  });

  it('financed and not allotted: the interest is due anyway, the deposit returned', async () => {
    clock.set(START);
    const ipo = await createIpo('HK', { sharesOffered: 10_000 }); // 20 lots, 2 public, pools of 1 lot
    const users = await Promise.all(Array.from({ length: 5 }, () => investor()));
    const subs: IpoSubscription[] = [];
    for (const [i, u] of users.entries()) subs.push((await subscribe(u, { ipoId: ipo.id, quantity: 1, ...(i === 0 ? { financePercent: 50 } : {}) })).data);
    const rows = await Promise.all(subs.map((s) => row(s.id)));
    const apps = rows.map((r) => ({ id: r.id, lots: r.quantity, amount: r.held_minor - r.interest_minor + r.loan_minor }));
    // A published seed under which the financed application loses the ballot (anyone can recompute it).
    let i = 0;
    while ((allotHk(apps, 20, { kind: 'B', percent: 10 }, 500_000_000n, `seed-${i}`).lots.get(subs[0]!.id) ?? 0) !== 0) i++;
    const seed = `seed-${i}`;
    clock.set(START + 2 * DAY);
    await allotIssue(service(), ipo.id, undefined, seed);
    const r = await row(subs[0]!.id);
    expect(r.status).toBe('not_allotted');
    expect(r.interest_minor).toBeGreaterThan(0n);
    expect(r.released_minor).toBe(r.held_minor - r.interest_minor);
    expect(10_000_000n - (await balance(users[0]!.userId)).balance).toBe(r.interest_minor);
    const detail = await call<NewStockDetail>(undefined, 'GET', `/m_ft/new_stock/detail?id=${ipo.id}`);
    expect(detail.data.seed).toBe(seed);
    expect(detail.data.basis).toMatchObject({ publicLots: 2 });
    const winners = (await Promise.all(subs.map((s) => row(s.id)))).filter((x) => x.status === 'allotted');
    expect(winners).toHaveLength(2);
    await reconcileClean();
  });
});

describe('operator allotment and transitions', () => {
  it('allot now: refused before the close, runs once after it (audited), then refused; the other transitions refused after allotment', async () => {
    clock.set(START);
    const ipo = await createIpo('US', { sharesOffered: 5 });
    const users = await Promise.all(Array.from({ length: 3 }, () => investor(1_000_000n, 'USD')));
    const subs = await Promise.all(users.map((u) => subscribe(u, { ipoId: ipo.id, quantity: 5 })));
    const early = await call(admin.token, 'POST', '/admin/ipo/allot', { id: ipo.id }, 'es');
    expect(early.status).toBe(409);
    expect(early.data).toMatchObject({ error: 'IPO_NOT_DUE' });
    const reviewer = await loginOperator(t, 'money_reviewer');
    expect((await call(reviewer.token, 'POST', '/admin/ipo/allot', { id: ipo.id })).status).toBe(403);

    clock.set(START + DAY + HOUR);
    admin = await loginOperator(t, 'admin');
    // The window has closed: no edit, no cancel, no reconfirm without a final price out of the rule.
    expect((await call(users[0]!.token, 'POST', '/NewShares/edit', { id: subs[0]!.data.id, quantity: 1, payPassword: '123456' })).data).toMatchObject({ error: 'IPO_CLOSED' });
    expect((await call(users[0]!.token, 'POST', '/NewShares/reconfirm', { id: subs[0]!.data.id, payPassword: '123456' })).data).toMatchObject({ error: 'IPO_NOT_EDITABLE' });
    const [first, second] = await Promise.all([call(admin.token, 'POST', '/admin/ipo/allot', { id: ipo.id }), call(admin.token, 'POST', '/admin/ipo/allot', { id: ipo.id })]);
    const statuses = [first.status, second.status].sort();
    expect(statuses).toEqual([200, 409]);
    const audit = await t.ctx.db.selectFrom('audit_log').select('action').where('action', '=', 'ipo.allot').execute();
    expect(audit).toHaveLength(1);
    const rows = await t.ctx.db.selectFrom('ipo_subscriptions').selectAll().where('ipo_id', '=', ipo.id).execute();
    expect(rows.reduce((s, r) => s + Number(r.allotted_shares), 0)).toBe(5);
    // US: an equal chance per request: 5 shares to 3 requests of 5 -> 2, 2, 1 in rounds of one.
    expect(rows.map((r) => Number(r.allotted_shares)).sort()).toEqual([1, 2, 2]);
    expect((await call(users[0]!.token, 'POST', '/NewShares/cancel', { id: subs[0]!.data.id, payPassword: '123456' })).data).toMatchObject({ error: 'IPO_NOT_EDITABLE' });
    const list = await call<{ list: Array<{ id: number; seed?: string; subscriptions: number }> }>(admin.token, 'GET', '/admin/ipo/list?pageSize=100');
    expect(list.data.list.find((x) => x.id === ipo.id)).toMatchObject({ subscriptions: 3 });
    expect(list.data.list.find((x) => x.id === ipo.id)!.seed).toMatch(/^[0-9a-f]{32}$/);
    await reconcileClean();
  });

  it('US reconfirm: an offer the final price leaves out is kept when reconfirmed (held at the final price), allotted at it', async () => {
    clock.set(START);
    const ipo = await createIpo('US', { sharesOffered: 100 });
    const user = await investor(1_000_000n, 'USD');
    const sub = await subscribe(user, { ipoId: ipo.id, quantity: 10, limitPrice: '18' });
    clock.set(START + DAY + HOUR);
    admin = await loginOperator(t, 'admin');
    expect((await call(admin.token, 'POST', '/admin/ipo/finalPrice', { id: ipo.id, price: '26' })).status).toBe(200); // > 21 x 1.2
    expect((await row(sub.data.id)).status).toBe('reconfirm');
    const confirmed = await call<IpoSubscription>(user.token, 'POST', '/NewShares/reconfirm', { id: sub.data.id, payPassword: '123456' });
    expect(confirmed.data).toMatchObject({ status: 'subscribed', held: '260.00', limitPrice: '26' });
    clock.set(START + 2 * DAY);
    await allotIssue(service(), ipo.id);
    expect(await row(sub.data.id)).toMatchObject({ status: 'allotted', allotted_shares: 10n, paid_minor: 26_000n, released_minor: 0n });
    await reconcileClean();
  });
});

describe('an interrupted allotment', () => {
  it('a ballot drawn by a process that died before settling: nothing listed, the next run settles every order once', async () => {
    clock.set(START);
    const ipo = await createIpo('HK', { sharesOffered: 10_000 }); // 2 public lots
    const users = await Promise.all(Array.from({ length: 6 }, () => investor()));
    for (const u of users) expect((await subscribe(u, { ipoId: ipo.id, quantity: 1 })).status).toBe(200);
    clock.set(START + 2 * DAY);
    expect(await drawIssue(service(), ipo.id, 'interrupted')).toBe(true);
    const drawn = await t.ctx.db.selectFrom('ipo_subscriptions').selectAll().where('ipo_id', '=', ipo.id).execute();
    expect(drawn.every((r) => r.status === 'subscribed' && r.allotted_shares !== null)).toBe(true);
    expect(drawn.reduce((s, r) => s + Number(r.allotted_shares), 0)).toBe(1_000);
    // Listing waits for the settlement.
    clock.set(START + 3 * DAY);
    await listDue(service());
    expect((await t.ctx.db.selectFrom('ipo_issues').select('stage').where('id', '=', ipo.id).executeTakeFirstOrThrow()).stage).toBe('allotted');
    // The next runs (two at once) settle every order once; then the listing goes ahead.
    await Promise.all([allotDue(service()), settlePending(service(), ipo.id)]);
    const rows = await t.ctx.db.selectFrom('ipo_subscriptions').selectAll().where('ipo_id', '=', ipo.id).execute();
    expect(rows.filter((r) => r.status === 'allotted')).toHaveLength(2);
    expect(rows.filter((r) => r.status === 'not_allotted')).toHaveLength(4);
    const txs = await t.ctx.db.selectFrom('ledger_transactions').select('id').where('ref', 'in', rows.map((r) => `ipo-subscription:${r.id}`)).where('kind', '=', 'ipo').execute();
    expect(txs).toHaveLength(2);
    for (const u of users) expect((await balance(u.userId)).held).toBe(0n);
    await listDue(service());
    expect(await t.ctx.db.selectFrom('ipo_holdings').select('shares').where('ipo_id', '=', ipo.id).execute()).toHaveLength(2);
    await reconcileClean();
  });
});

describe('200 concurrent applications on the last lots', () => {
  it('never more shares allotted than offered; every hold captured or released; reconcile clean', async () => {
    clock.set(START);
    const ipo = await createIpo('HK', { sharesOffered: 10_000 }); // 2 public lots
    const users: TestUser[] = [];
    for (let i = 0; i < 200; i += 10) users.push(...(await Promise.all(Array.from({ length: 10 }, () => investor(1_000_000n)))));
    // Each from its own address (password-bearing calls are throttled per address).
    const answers = await Promise.all(users.map((u, i) => subscribe(u, { ipoId: ipo.id, quantity: 1 }, key(), 'en', `10.0.${Math.floor(i / 200)}.${(i % 200) + 1}`)));
    for (const a of answers) expect(a.status).toBe(200);
    clock.set(START + 2 * DAY);
    const ran = await Promise.all([allotIssue(service(), ipo.id), allotIssue(service(), ipo.id)]);
    expect(ran.filter(Boolean)).toHaveLength(1);
    const rows = await t.ctx.db.selectFrom('ipo_subscriptions').select(['status', 'allotted_shares', 'paid_minor', 'released_minor', 'held_minor']).where('ipo_id', '=', ipo.id).execute();
    expect(rows).toHaveLength(200);
    expect(rows.reduce((s, r) => s + Number(r.allotted_shares), 0)).toBe(1_000);
    expect(rows.filter((r) => r.status === 'allotted')).toHaveLength(2);
    for (const r of rows) expect(r.paid_minor! + r.released_minor!).toBe(r.held_minor);
    const held = await t.ctx.db.selectFrom('ledger_holds').select('id').where('ref', 'in', answers.map((a) => `ipo-subscription:${a.data.id}`)).where('status', '=', 'active').execute();
    expect(held).toHaveLength(0);
    await reconcileClean();
  }, 300_000);
});

import crypto from 'node:crypto';
import type { BillItem, IpoCounts, IpoPreview, IpoSubscription, NewStock, NewStockDetail, Page } from '@app/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type BuiltApp } from '../../src/app.ts';
import { need } from '../../src/context.ts';
import { ManualClock } from '../../src/lib/clock.ts';
import { allotDue, listDue } from '../../src/modules/ipo/allot.ts';
import { ensureDemoIpos } from '../../src/modules/ipo/seed.ts';
import { loginOperator, verifiedUser, type TestOperator, type TestUser } from '../fixtures/users.ts';
import { body, createTestApp, testConfig, type TestApp } from '../helpers.ts';

/** Wednesday 25 November 2026, 10:00 UTC. */
const START = Date.UTC(2026, 10, 25, 10, 0, 0);
const HOUR = 3_600_000;
const DAY = 86_400_000;

let t: TestApp;
let clock: ManualClock;
let admin: TestOperator;
let second: BuiltApp | undefined;

const key = () => crypto.randomUUID();

async function call<T>(auth: string | undefined, method: 'GET' | 'POST', url: string, payload?: unknown, lang = 'en', headers: Record<string, string> = {}) {
  const res = await t.app.inject({ method, url: `/web${url}`, headers: { ...(auth ? { authorization: auth } : {}), lang, ...headers }, ...(payload ? { payload: payload as Record<string, unknown> } : {}) });
  return { status: res.statusCode, ...body<T>(res) };
}

const subscribe = (user: TestUser, payload: Record<string, unknown>, k = key(), lang = 'en') =>
  call<IpoSubscription>(user.token, 'POST', '/NewShares/create', { payPassword: '123456', ...payload }, lang, { 'idempotency-key': k });

async function fund(userId: number, currency: 'USD' | 'HKD', minor: bigint) {
  await need(t.ctx, 'ledger').post({ kind: 'seed', ref: `test:${userId}`, legs: [{ from: { house: 'DEMO_FUNDING', currency }, to: { userId, wallet: 'SUBSCRIPTION', currency }, amount: minor }] });
}

const balance = (userId: number, currency: 'USD' | 'HKD') => need(t.ctx, 'ledger').balance({ userId, wallet: 'SUBSCRIPTION', currency });

async function reconcileClean() {
  const report = await need(t.ctx, 'ledger').reconcile();
  expect(report.differences).toEqual([]);
}

async function investor(currency: 'USD' | 'HKD', minor: bigint): Promise<TestUser> {
  const user = await verifiedUser(t);
  await fund(user.userId, currency, minor);
  return user;
}

let codes = 0;
async function createIpo(market: 'US' | 'HK', extra: Record<string, unknown> = {}): Promise<NewStockDetail> {
  const now = clock.now();
  admin = await loginOperator(t, 'admin'); // a fresh session whatever the clock did
  const hk = market === 'HK';
  const res = await call<NewStockDetail>(admin.token, 'POST', '/admin/ipo/create', {
    market,
    code: `${market}T${++codes}`,
    nameEs: 'Prueba',
    nameEn: 'Test',
    nameZh: '测试',
    exchange: hk ? 'HKEX' : 'NASDAQ',
    priceLow: hk ? '9' : '18',
    priceHigh: hk ? '10' : '21',
    lotSize: hk ? 500 : 1,
    sharesOffered: hk ? 100_000 : 1_000,
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

beforeAll(async () => {
  clock = new ManualClock(START);
  t = await createTestApp({ clock });
  admin = await loginOperator(t, 'admin');
});
afterAll(async () => {
  await second?.app.close();
  await t?.close();
});

describe('IPO subscriptions through the ledger', () => {
  it('the demo calendar has an IPO in each state, dated relative to today', async () => {
    await ensureDemoIpos(t.ctx);
    expect(await ensureDemoIpos(t.ctx)).toBe(0); // idempotent
    const list = await call<Page<NewStock>>(undefined, 'GET', '/m_ft/webull/new/stock?pageSize=50');
    const statuses = new Set(list.data.list.map((ipo) => ipo.status));
    for (const status of ['upcoming', 'subscribing', 'pending_listing', 'listed'] as const) expect(statuses.has(status)).toBe(true);
    for (const ipo of list.data.list) expect(ipo.purchaseStartDate <= ipo.purchaseEndDate && ipo.purchaseEndDate <= ipo.listDate).toBe(true);
    const hk = list.data.list.find((ipo) => ipo.market === 'HK' && ipo.status === 'subscribing')!;
    const detail = await call<NewStockDetail>(undefined, 'GET', `/m_ft/new_stock/detail?id=${hk.id}`, undefined, 'zh');
    expect(detail.data.name).toBe('凌云半导体');
    expect(detail.data.tiers![0]).toMatchObject({ lots: 1, shares: 500 });
    // IVA of 16 % on the brokerage: the trading-tax rule is in force from 24 Nov 2026 (issue 34 item 18).
    expect(detail.data.fees).toEqual({ brokeragePercent: '1', sfcLevyPercent: '0.0027', afrcLevyPercent: '0.00015', tradingFeePercent: '0.00565', ivaPercent: '16' });
    const missing = await call(undefined, 'GET', '/m_ft/new_stock/detail?id=99999', undefined, 'es');
    expect(missing.status).toBe(404);
    expect(missing.data).toMatchObject({ error: 'IPO_NOT_FOUND' });
    expect(missing.msg).toBe('Esa oferta pública no existe');
  });

  it('HK: subscribe holds the tier amount, edit moves the hold, cancel releases it; reconcile at zero', async () => {
    const ipo = await createIpo('HK');
    const user = await investor('HKD', 10_000_000n);
    // Before confirming, each charge is shown (issue 34 item 7), worked as the hold will be.
    const preview = await call<IpoPreview>(user.token, 'POST', '/NewShares/preview', { ipoId: ipo.id, quantity: 2 });
    expect(preview.data).toEqual({
      currency: 'HKD',
      shares: 1000,
      price: '10',
      charges: { gross: '10000.00', brokerage: '100.00', iva: '16.00', sfcLevy: '0.27', afrcLevy: '0.02', tradingFee: '0.57', fees: '116.86', total: '10116.86' },
      held: '10116.86',
      termsVersionId: (await call<NewStockDetail>(undefined, 'GET', `/m_ft/new_stock/detail?id=${ipo.id}`)).data.termsVersionId,
    });
    const tooBig = await call(user.token, 'POST', '/NewShares/preview', { ipoId: ipo.id, quantity: 11 }, 'es');
    expect(tooBig).toMatchObject({ status: 422, msg: 'Ninguna solicitud puede superar un grupo (10 lotes)', data: { error: 'IPO_POOL_LIMIT', field: 'quantity' } });
    const sub = await subscribe(user, { ipoId: ipo.id, quantity: 2 });
    expect(sub.status).toBe(200);
    // 10,000.00 + brokerage 100.00 + IVA 16.00 + SFC 0.27 + AFRC 0.02 (0.015 half up) + trading fee 0.57 (0.565).
    expect(sub.data).toMatchObject({ quantity: 2, shares: 1000, held: '10116.86', status: 'subscribed', currency: 'HKD' });
    expect((await balance(user.userId, 'HKD')).held).toBe(1_011_686n);
    const edited = await call<IpoSubscription>(user.token, 'POST', '/NewShares/edit', { id: sub.data.id, quantity: 1, payPassword: '123456' });
    // 5,000.00 + 50.00 + IVA 8.00 + 0.14 + 0.01 + 0.28 (PRODUCT-RULES 1.2's 5,050.43 plus the IVA).
    expect(edited.data).toMatchObject({ quantity: 1, held: '5058.43' });
    expect((await balance(user.userId, 'HKD')).held).toBe(505_843n);
    const cancelled = await call<IpoSubscription>(user.token, 'POST', '/NewShares/cancel', { id: sub.data.id, payPassword: '123456' });
    expect(cancelled.data.status).toBe('cancelled');
    expect((await balance(user.userId, 'HKD')).held).toBe(0n);
    // After cancelling, a new application is allowed.
    expect((await subscribe(user, { ipoId: ipo.id, quantity: 1 })).status).toBe(200);
    await reconcileClean();
  });

  it('bad input answers a localized error, writes nothing, never 500', async () => {
    const ipo = await createIpo('HK', { sharesOffered: 1_000_000 }); // 2,000 lots, pools of 100
    const user = await investor('HKD', 10_000_000n);
    const messages: string[] = [];
    for (const lang of ['es', 'en', 'zh']) {
      const bad = await subscribe(user, { ipoId: ipo.id, quantity: 11 }, key(), lang); // 11 lots is not a tier
      expect(bad.status).toBe(400);
      expect(bad.data).toMatchObject({ error: 'IPO_QUANTITY_INVALID', field: 'quantity' });
      messages.push(bad.msg);
    }
    expect(new Set(messages).size).toBe(3);
    expect((await subscribe(user, { ipoId: ipo.id, quantity: 0 })).data).toMatchObject({ error: 'VALIDATION' });
    expect((await subscribe(user, { ipoId: 99999, quantity: 1 })).data).toMatchObject({ error: 'IPO_NOT_FOUND' });
    const us = await createIpo('US');
    const out = await subscribe(user, { ipoId: us.id, quantity: 10, limitPrice: '25' });
    expect(out.data).toMatchObject({ error: 'IPO_PRICE_OUT_OF_RANGE', field: 'limitPrice' });
    const poor = await investor('HKD', 100n);
    expect((await subscribe(poor, { ipoId: ipo.id, quantity: 1 })).data).toMatchObject({ error: 'INSUFFICIENT_FUNDS' });
    const wrongPin = await subscribe(user, { ipoId: ipo.id, quantity: 1, payPassword: '000000' });
    expect(wrongPin.status).not.toBe(200);
    expect(wrongPin.status).toBeLessThan(500);
    const upcoming = await createIpo('HK', { opensAt: clock.now() + HOUR });
    expect((await subscribe(user, { ipoId: upcoming.id, quantity: 1 })).data).toMatchObject({ error: 'IPO_CLOSED' });
    const rows = await t.ctx.db.selectFrom('ipo_subscriptions').select('id').where('user_id', 'in', [user.userId, poor.userId]).execute();
    expect(rows).toHaveLength(0);
    expect((await balance(user.userId, 'HKD')).held).toBe(0n);
  });

  it('one key sent 20 times at once makes one subscription and one hold; a second application is refused', async () => {
    const ipo = await createIpo('HK');
    const user = await investor('HKD', 10_000_000n);
    const k = key();
    const answers = await Promise.all(Array.from({ length: 20 }, () => subscribe(user, { ipoId: ipo.id, quantity: 1 }, k)));
    const ok = answers.filter((a) => a.status === 200);
    expect(ok.length).toBeGreaterThan(0);
    for (const a of answers) if (a.status !== 200) expect(a.data).toMatchObject({ error: 'IDEMPOTENCY_IN_PROGRESS' });
    expect(new Set(ok.map((a) => a.data.id)).size).toBe(1);
    expect((await balance(user.userId, 'HKD')).held).toBe(505_843n);
    const again = await subscribe(user, { ipoId: ipo.id, quantity: 2 });
    expect(again.data).toMatchObject({ error: 'IPO_ALREADY_SUBSCRIBED' });
    await reconcileClean();
  });

  it('another user cannot see, edit or cancel my subscription', async () => {
    const ipo = await createIpo('US');
    const me = await investor('USD', 1_000_000n);
    const other = await investor('USD', 1_000_000n);
    const sub = await subscribe(me, { ipoId: ipo.id, quantity: 10 });
    expect(sub.data).toMatchObject({ held: '210.00', limitPrice: '21' });
    // The US preview names the published charges too: none under the US terms, so the total is the shares.
    const usPreview = await call<IpoPreview>(me.token, 'POST', '/NewShares/preview', { ipoId: ipo.id, quantity: 10, limitPrice: '21' });
    expect(usPreview.data).toMatchObject({ currency: 'USD', shares: 10, price: '21', held: '210.00', charges: { gross: '210.00', brokerage: '0.00', iva: '0.00', sfcLevy: '0.00', afrcLevy: '0.00', tradingFee: '0.00', fees: '0.00', total: '210.00' } });
    const theirs = await call<Page<IpoSubscription>>(other.token, 'POST', '/position/subscription', {});
    expect(theirs.data.list.map((s) => s.id)).not.toContain(sub.data.id);
    const cancel = await call(other.token, 'POST', '/NewShares/cancel', { id: sub.data.id, payPassword: '123456' });
    expect(cancel.data).toMatchObject({ error: 'IPO_SUBSCRIPTION_NOT_FOUND' });
    const edit = await call(other.token, 'POST', '/NewShares/edit', { id: sub.data.id, quantity: 1, payPassword: '123456' });
    expect(edit.data).toMatchObject({ error: 'IPO_SUBSCRIPTION_NOT_FOUND' });
    const mine = await call<Page<IpoSubscription>>(me.token, 'POST', '/position/subscription', {});
    expect(mine.data.list[0]).toMatchObject({ id: sub.data.id, status: 'subscribed' });
  });

  it('back-office calls need the admin role and are audited', async () => {
    const reviewer = await loginOperator(t, 'kyc_reviewer');
    const refused = await call(reviewer.token, 'GET', '/admin/ipo/list');
    expect(refused.status).toBe(403);
    const bad = await call(admin.token, 'POST', '/admin/ipo/create', { market: 'HK', code: 'X', nameEs: 'a', nameEn: 'a', nameZh: 'a', exchange: 'HKEX', priceLow: '10', priceHigh: '9', lotSize: 100, sharesOffered: 1000, opensAt: 1, closesAt: 2, allotAt: 3, listAt: 4 }, 'zh');
    expect(bad.data).toMatchObject({ error: 'IPO_INVALID_SETUP', field: 'priceHigh' });
    const ipo = await createIpo('US');
    const audit = await t.ctx.db.selectFrom('audit_log').select(['action']).where('action', '=', 'ipo.create').execute();
    expect(audit.length).toBeGreaterThan(0);
    const early = await call(admin.token, 'POST', '/admin/ipo/finalPrice', { id: ipo.id, price: '20' });
    expect(early.data).toMatchObject({ error: 'IPO_ALREADY_PRICED' });
  });
});

describe('allotment and listing', () => {
  it('US: the final price sends an out-of-rule offer to reconfirm; allotment on two processes settles once, never more than offered, every cent accounted', { timeout: 90_000 }, async () => {
    const ipo = await createIpo('US', { sharesOffered: 30 });
    const users = await Promise.all(Array.from({ length: 8 }, () => investor('USD', 1_000_000n)));
    // 8 users x 10 shares = 80 requested for 30 offered; user 0 limits at 19.
    const subs = await Promise.all(users.map((u, i) => subscribe(u, { ipoId: ipo.id, quantity: 10, ...(i === 0 ? { limitPrice: '19' } : {}) })));
    for (const s of subs) expect(s.status).toBe(200);
    clock.set(clock.now() + DAY + HOUR); // window closed
    expect((await call(users[1]!.token, 'POST', '/NewShares/cancel', { id: subs[1]!.data.id, payPassword: '123456' })).data).toMatchObject({ error: 'IPO_CLOSED' });
    admin = await loginOperator(t, 'admin');
    const priced = await call(admin.token, 'POST', '/admin/ipo/finalPrice', { id: ipo.id, price: '20' });
    expect(priced.status).toBe(200);
    const first = await call<Page<IpoSubscription>>(users[0]!.token, 'POST', '/position/subscription', {});
    expect(first.data.list[0]!.status).toBe('reconfirm');
    const counts = await call<IpoCounts>(users[0]!.token, 'POST', '/position/getIpoFullNum');
    expect(counts.data.reconfirm).toBe(1);

    clock.set(clock.now() + DAY); // allotment time
    second = await buildApp({ config: testConfig(), database: t.database, clock });
    const services = [need(t.ctx, 'ipo'), need(second.ctx, 'ipo')];
    await Promise.all([...services.map((s) => allotDue(s)), t.ctx.jobs.runDue({ budgetMs: 60_000 }), second.ctx.jobs.runDue({ budgetMs: 60_000 })]);

    const rows = await t.ctx.db.selectFrom('ipo_subscriptions').selectAll().where('ipo_id', '=', ipo.id).orderBy('id').execute();
    expect(rows.find((r) => r.user_id === users[0]!.userId)!.status).toBe('lapsed');
    const allotted = rows.reduce((sum, r) => sum + Number(r.allotted_shares ?? 0n), 0);
    expect(allotted).toBe(30);
    for (const r of rows.filter((x) => x.user_id !== users[0]!.userId)) {
      expect(['allotted', 'not_allotted']).toContain(r.status);
      // 10 x 21.00 held; allotted shares x 20.00 paid; the rest released.
      expect(r.paid_minor! + r.released_minor!).toBe(21_000n);
      expect(r.paid_minor).toBe(r.allotted_shares! * 2_000n);
    }
    for (const u of users) expect((await balance(u.userId, 'USD')).held).toBe(0n);
    const refs = rows.map((r) => `ipo-subscription:${r.id}`);
    const captures = await t.ctx.db.selectFrom('ledger_transactions').select('id').where('kind', '=', 'ipo').where('ref', 'in', refs).execute();
    expect(captures.length).toBe(rows.filter((r) => r.status === 'allotted').length);
    const issue = await t.ctx.db.selectFrom('ipo_issues').select(['stage', 'seed']).where('id', '=', ipo.id).executeTakeFirstOrThrow();
    expect(issue.stage).toBe('allotted');
    const detail = await call<NewStockDetail>(undefined, 'GET', `/m_ft/new_stock/detail?id=${ipo.id}`);
    expect(detail.data.seed).toBe(issue.seed);
    await reconcileClean();

    // Listing day: allotted shares credited as holdings, once.
    clock.set(clock.now() + DAY);
    await Promise.all(services.map((s) => listDue(s)));
    const holdings = await t.ctx.db.selectFrom('ipo_holdings').select(['shares']).where('ipo_id', '=', ipo.id).execute();
    expect(holdings.reduce((sum, h) => sum + Number(h.shares), 0)).toBe(30);
  });

  it('HK: partial allotment captures shares and charges to the cent and returns the rest; flipping bars IPO access', async () => {
    const ipo = await createIpo('HK', { sharesOffered: 20_000, listAt: clock.now() + 10 * DAY }); // 40 lots, 10 % public = 4 lots, 2 per pool
    // The ballot's seed is committed to before any application (issue 34 item 11): its SHA-256 is published, the seed is not.
    expect(ipo.seedCommitment).toMatch(/^[0-9a-f]{64}$/);
    expect(ipo.seed).toBeUndefined();
    const users = await Promise.all(Array.from({ length: 6 }, () => investor('HKD', 10_000_000n)));
    for (const u of users) expect((await subscribe(u, { ipoId: ipo.id, quantity: 1 })).status).toBe(200);
    const house = async (name: string) => (await need(t.ctx, 'ledger').balance({ house: name, currency: 'HKD' })).balance;
    const payables = async () => [await house('SFC_LEVY_PAYABLE'), await house('AFRC_LEVY_PAYABLE'), await house('HKEX_FEE_PAYABLE'), await house('IPO_IVA')];
    const before = await payables();
    // The next 09:20 Hong Kong run after the allotment time, on both processes' job runners.
    clock.set(clock.now() + 3 * DAY);
    await Promise.all([t.ctx.jobs.runDue({ budgetMs: 60_000 }), second!.ctx.jobs.runDue({ budgetMs: 60_000 })]);
    const runs = await t.ctx.db.selectFrom('job_runs').select(['period', 'status']).where('job', '=', 'ipo.allot').execute();
    expect(new Set(runs.map((r) => r.period)).size).toBe(runs.length); // each period once
    const rows = await t.ctx.db.selectFrom('ipo_subscriptions').selectAll().where('ipo_id', '=', ipo.id).execute();
    const winners = rows.filter((r) => r.status === 'allotted');
    // Pool B is empty: its lots move to pool A, 4 lots among 6 one-lot applications.
    expect(winners).toHaveLength(4);
    for (const w of winners) expect(w).toMatchObject({ allotted_shares: 500n, paid_minor: 505_843n, fees_minor: 5_843n, brokerage_minor: 5_000n, iva_minor: 800n, sfc_levy_minor: 14n, afrc_levy_minor: 1n, trading_fee_minor: 28n, released_minor: 0n });
    for (const r of rows.filter((x) => x.status === 'not_allotted')) expect(r.released_minor).toBe(505_843n);
    await reconcileClean();

    // Each charge booked where it belongs (issue 34 item 7): the levies owed to SFC, AFRC and HKEX, the IVA owed, the brokerage as revenue.
    // After the draw the seed is published, and it is the one committed to.
    const drawn = (await call<NewStockDetail>(undefined, 'GET', `/m_ft/new_stock/detail?id=${ipo.id}`)).data;
    expect(crypto.createHash('sha256').update(drawn.seed!).digest('hex')).toBe(ipo.seedCommitment);
    // Four winners: 4 x 0.14 to SFC, 4 x 0.01 to AFRC, 4 x 0.28 to HKEX, 4 x 8.00 IVA.
    expect((await payables()).map((b, i) => b - before[i]!)).toEqual([56n, 4n, 112n, 3_200n]);
    const winnerUser = users.find((u) => u.userId === winners[0]!.user_id)!;
    const record = await call<IpoSubscription>(winnerUser.token, 'GET', `/NewShares/detail?id=${winners[0]!.id}`);
    expect(record.data.charges).toEqual({ gross: '5000.00', brokerage: '50.00', iva: '8.00', sfcLevy: '0.14', afrcLevy: '0.01', tradingFee: '0.28', fees: '58.43', total: '5058.43' });
    for (const [lang, titles] of [
      ['en', ['IPO subscription', 'Fee', 'IVA on commission', 'SFC transaction levy (Hong Kong)', 'AFRC transaction levy (Hong Kong)', 'HKEX trading fee']],
      ['es', ['Suscripción a OPI', 'Comisión', 'IVA sobre comisión', 'Tasa de la SFC (Hong Kong)', 'Tasa de la AFRC (Hong Kong)', 'Tarifa de negociación de HKEX']],
      ['zh', ['新股认购', '手续费', '佣金增值税', '证监会交易征费', '会财局交易征费', '香港交易所交易费']],
    ] as const) {
      const bill = await call<Page<BillItem>>(winnerUser.token, 'POST', '/wallet/getWalletBill', { pageNum: 1, pageSize: 20, walletType: 'SUBSCRIPTION' }, lang);
      const capture = bill.data.list.filter((l) => l.txId === Number(winners[0]!.settle_tx_id)).sort((x, y) => x.id - y.id);
      expect(capture.map((l) => [l.kind, l.title, l.amount])).toEqual([
        ['fee', titles[1], '-50.00'],
        ['tax', titles[2], '-8.00'],
        ['sfc_levy', titles[3], '-0.14'],
        ['afrc_levy', titles[4], '-0.01'],
        ['hkex_fee', titles[5], '-0.28'],
        ['ipo', titles[0], '-5000.00'],
      ]);
    }

    clock.set(clock.now() + 8 * DAY);
    await listDue(need(t.ctx, 'ipo'));
    const winner = users.find((u) => u.userId === winners[0]!.user_id)!;
    // A sale 5 days after listing (recorded on the holding) bars IPO subscriptions for 60 days.
    await t.ctx.db.updateTable('ipo_holdings').set({ sold_at: new Date(clock.now() + 5 * DAY) }).where('user_id', '=', winner.userId).execute();
    clock.set(clock.now() + 6 * DAY);
    const next = await createIpo('HK');
    const barred = await subscribe(winner, { ipoId: next.id, quantity: 1 });
    expect(barred.status).toBe(403);
    expect(barred.data).toMatchObject({ error: 'IPO_ACCESS_BARRED' });
  }, 90_000); // two processes' job runners over many catch-up periods: slow on a loaded 2-core machine
});

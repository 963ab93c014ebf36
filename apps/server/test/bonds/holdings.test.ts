import crypto from 'node:crypto';
import type { BillItem, BondHolding, BondPreview, BondTotals, GovBond, Page, Portfolio } from '@app/contracts';
import Decimal from 'decimal.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type BuiltApp } from '../../src/app.ts';
import { need } from '../../src/context.ts';
import { ManualClock } from '../../src/lib/clock.ts';
import { dayFromKey } from '../../src/market/time.ts';
import { verifiedUser, loginOperator, type TestUser } from '../fixtures/users.ts';
import { body, createTestApp, testConfig, type TestApp } from '../helpers.ts';

/** Thursday 19 November 2026, 09:00 in Mexico City. */
const START = Date.UTC(2026, 10, 19, 15, 0, 0);
const DAY = 86_400_000;

let t: TestApp;
let clock: ManualClock;

const key = () => crypto.randomUUID();
const minor = (value: string) => BigInt(new Decimal(value).times(100).toFixed(0));

async function post<T>(user: TestUser | undefined, url: string, payload: unknown, lang = 'en', headers: Record<string, string> = {}) {
  const res = await t.app.inject({ method: 'POST', url: `/web${url}`, headers: { ...(user ? { authorization: user.token } : {}), lang, ...headers }, payload: payload as Record<string, unknown> });
  return { status: res.statusCode, ...body<T>(res) };
}

async function fund(userId: number, currency: 'MXN' | 'USD', amount: string) {
  await need(t.ctx, 'ledger').post({ kind: 'seed', ref: `test:${userId}`, legs: [{ from: { house: 'DEMO_FUNDING', currency }, to: { userId, wallet: 'FINANCIAL', currency }, amount: minor(amount) }] });
}

const available = async (userId: number, currency: 'MXN' | 'USD' = 'MXN') => (await need(t.ctx, 'ledger').balance({ userId, wallet: 'FINANCIAL', currency })).available;

async function investor(mxn = '100000'): Promise<TestUser> {
  const user = await verifiedUser(t);
  await fund(user.userId, 'MXN', mxn);
  return user;
}

async function bondByCode(code: string): Promise<GovBond> {
  const res = await post<Page<GovBond>>(undefined, '/m_ft/bondsList', { pageSize: 50 });
  return res.data.list.find((bond) => bond.code === code)!;
}

async function reconcileClean() {
  const report = await need(t.ctx, 'ledger').reconcile();
  expect(report.differences).toEqual([]);
}

beforeAll(async () => {
  clock = new ManualClock(START);
  t = await createTestApp({ clock });
});
afterAll(async () => {
  await t?.ctx.services.bonds?.idle();
  await t?.close();
});

describe('bonds list, buy, holdings', () => {
  it('lists the series priced on the simulated curve (CETES 28: the primary auction of Tuesday 24 Nov, settled Thursday 26 Nov, for its full 28 days)', async () => {
    const cetes = await bondByCode('CETES 28');
    // Issue 34 item 13: on Thursday 19 Nov the weekly CETES on sale is the next primary auction, not a past issue with days left.
    expect(cetes).toMatchObject({ type: 'CETES', currency: 'MXN', faceValue: 10, simulated: true, open: true, maturityDate: '2026-12-24', termDays: 28 });
    expect(cetes.auction).toEqual({ kind: 'primary', auctionDate: '2026-11-24', settlementDate: '2026-11-26' });
    // The list's title price is the published formula at the listed yield.
    expect(new Decimal(cetes.titlePrice!).toFixed(7)).toBe(new Decimal(10).div(new Decimal(1).plus(new Decimal(cetes.yield).div(100).times(28).div(360))).toDecimalPlaces(7).toFixed(7));
    const mbono = await bondByCode('M 290301');
    expect(mbono.accrued).toBeGreaterThan(0);
    expect(mbono.dirtyPrice).toBeCloseTo(mbono.price + mbono.accrued!, 3);
  });

  it('bond titles count in the portfolio at clean price + accrued: total assets = cash + positions + the titles', async () => {
    const user = await investor();
    const portfolio = async () => (await t.app.inject({ method: 'GET', url: '/web/trade/portfolio', headers: { authorization: user.token } })).json().data as Portfolio;
    const before = await portfolio();
    const mbono = await bondByCode('M 290301');
    const preview = await post<BondPreview>(user, '/treasuryBond/preview', { bondId: mbono.id, quantity: 50 });
    const bought = await post<BondHolding>(user, '/treasuryBond/create', { bondId: mbono.id, quantity: 50, payPassword: '123456', termsVersionId: preview.data.rule.versionId }, 'en', { 'idempotency-key': key() });
    expect(bought.status).toBe(200);
    const after = await portfolio();
    const totals = (await post<BondTotals>(user, '/position/getTreasuryBondTotal', {})).data.list.find((c) => c.currency === 'MXN')!;
    const value = new Decimal(totals.marketValue).plus(totals.accrued).toFixed(2);
    expect(after.products).toEqual([{ area: 'bonds', holdings: 1, valueMxn: value }]);
    expect(after.productsValueMxn).toBe(value);
    const d = (v: string) => new Decimal(v);
    expect(d(after.totalAssetsMxn).eq(d(after.cashMxn).plus(after.positionsValueMxn).plus(after.productsValueMxn))).toBe(true);
    // Cash fell by the all-in cost; the total only by the fee (bought at today's dirty price).
    expect(d(before.cashMxn).minus(after.cashMxn).toFixed(2)).toBe(preview.data.total);
    expect(d(before.totalAssetsMxn).minus(after.totalAssetsMxn).toFixed(2)).toBe(d(preview.data.total).minus(value).toFixed(2));
    expect(d(preview.data.total).minus(value).lte(preview.data.fee)).toBe(true);
    // The notice names the maturity as each language writes a date (M 290301: 1 March 2029).
    await t.ctx.services.bonds?.idle();
    const notice = await t.ctx.db.selectFrom('notices').select(['body']).where('user_id', '=', user.userId).where('ref', '=', `bond:${bought.data.id}`).executeTakeFirstOrThrow();
    const body = (typeof notice.body === 'string' ? JSON.parse(notice.body) : notice.body) as Record<'es' | 'en' | 'zh', string>;
    expect(body.es).toContain('vence el 1 de marzo de 2029');
    expect(body.en).toContain('it matures on March 1, 2029');
    expect(body.zh).toContain('到期日 2029年3月1日');
  });

  it('buys CETES from FINANCIAL: dirty x quantity + fee, shown in the preview with the schedule; the holding is listed', async () => {
    const user = await investor();
    const cetes = await bondByCode('CETES 28');
    const preview = await post<BondPreview>(user, '/treasuryBond/preview', { bondId: cetes.id, quantity: 100 });
    expect(preview.status).toBe(200);
    expect(preview.data.schedule).toEqual([{ date: '2026-12-24', kind: 'redemption', amount: '1000.00', isr: expect.any(String), net: expect.any(String) }]);
    // 100 titles at P = 10 / (1 + r·28/360) (7 decimals), r the auction's yield; no fee (cetesdirecto charges none).
    const price = new Decimal(10).div(new Decimal(1).plus(new Decimal(cetes.yield).div(100).times(28).div(360))).toDecimalPlaces(7);
    expect(preview.data).toMatchObject({ cleanAmount: price.times(100).toFixed(2), accruedAmount: '0.00', fee: '0.00', total: price.times(100).toFixed(2) });
    // ISR on the capital for the 28 days from the settlement: capital × 0.50 % × 28 / 365.
    expect(preview.data.schedule[0]!.isr).toBe(new Decimal(preview.data.total).times('0.005').times(28).div(365).toDecimalPlaces(2, Decimal.ROUND_HALF_UP).toFixed(2));
    expect(preview.data.rule.text).toContain('ISR');
    const before = await available(user.userId);
    const bought = await post<BondHolding>(user, '/treasuryBond/create', { bondId: cetes.id, quantity: 100, payPassword: '123456', termsVersionId: preview.data.rule.versionId }, 'en', { 'idempotency-key': key() });
    expect(bought.status).toBe(200);
    expect(bought.data).toMatchObject({ code: 'CETES 28', quantity: 100, status: 'awaiting_settlement', issueDate: '2026-11-26', cost: preview.data.total, daysToMaturity: 35 });
    // Not sellable before it settles; valued at its full-term price meanwhile (no loss shown for days not yet held).
    expect(bought.data.marketValue).toBe(preview.data.cleanAmount);
    for (const [lang, text] of [['es', 'se liquidan el 26 de noviembre de 2026'], ['en', 'settle on November 26, 2026'], ['zh', '2026年11月26日 交割']] as const) {
      const early = await post(user, '/treasuryBond/flatPosition', { holdingId: bought.data.id, payPassword: '123456' }, lang, { 'idempotency-key': key() });
      expect(early.status).toBe(409);
      expect(early.data).toMatchObject({ error: 'BOND_NOT_SELLABLE' });
      expect(early.msg).toContain(text);
    }
    expect(before - (await available(user.userId))).toBe(minor(preview.data.total));
    const list = await post<Page<BondHolding>>(user, '/treasuryBond/pageList', { status: 'open' });
    expect(list.data.list.map((h) => h.id)).toEqual([bought.data.id]);
    const totals = await post<{ list: { currency: string; holdings: number; cost: string }[] }>(user, '/position/getTreasuryBondTotal', {});
    expect(totals.data.list).toEqual([expect.objectContaining({ currency: 'MXN', holdings: 1, cost: preview.data.total })]);
    await reconcileClean();
  });

  it('one idempotency key sent 20 times at once buys once', async () => {
    const user = await investor();
    const cetes = await bondByCode('CETES 91');
    const before = await available(user.userId);
    const k = key();
    const answers = await Promise.all(Array.from({ length: 20 }, () => post<BondHolding>(user, '/treasuryBond/create', { bondId: cetes.id, quantity: 50, payPassword: '123456' }, 'en', { 'idempotency-key': k })));
    const ok = answers.filter((a) => a.status === 200);
    expect(ok.length).toBeGreaterThan(0);
    for (const a of answers) if (a.status !== 200) expect(a.data).toMatchObject({ error: 'IDEMPOTENCY_IN_PROGRESS' });
    expect(new Set(ok.map((a) => a.data.id)).size).toBe(1);
    const list = await post<Page<BondHolding>>(user, '/treasuryBond/pageList', {});
    expect(list.data.total).toBe(1);
    expect(before - (await available(user.userId))).toBe(minor(list.data.list[0]!.cost));
    await reconcileClean();
  });

  it('buys a US Treasury note in dollars: the FINANCIAL wallet takes USD from the funding account; fee by the US rule', async () => {
    const user = await verifiedUser(t);
    await need(t.ctx, 'ledger').post({ kind: 'seed', ref: `test:${user.userId}`, legs: [{ from: { house: 'DEMO_FUNDING', currency: 'USD' }, to: { userId: user.userId, wallet: 'BALANCE', currency: 'USD' }, amount: minor('5000') }] });
    const moved = await post(user, '/wallet/transfer', { fromWallet: 'BALANCE', fromCurrency: 'USD', toWallet: 'FINANCIAL', toCurrency: 'USD', amount: '3000' }, 'en', { 'idempotency-key': key() });
    expect(moved.status).toBe(200);
    await need(t.ctx, 'wallet').settleNow(user.userId);
    const note = await bondByCode('UST 2Y');
    expect(note).toMatchObject({ type: 'T_NOTE', currency: 'USD', faceValue: 1000, nextCouponDate: '2026-12-31' });
    const preview = await post<BondPreview>(user, '/treasuryBond/preview', { bondId: note.id, quantity: 2 });
    // 0.1 % of the dirty amount (about US$2,000) is about US$2: above the US$1 minimum.
    expect(minor(preview.data.fee)).toBe(BigInt(new Decimal(preview.data.cleanAmount).plus(preview.data.accruedAmount).times('0.001').times(100).toDecimalPlaces(0, Decimal.ROUND_HALF_UP).toFixed(0)));
    expect(preview.data.schedule.filter((f) => f.kind === 'coupon').map((f) => f.amount)).toEqual(['35.00', '35.00', '35.00']); // 2 × 1,000 × 3.5 % / 2 on 2026-12-31, 2027-06-30, 2027-12-31
    expect(preview.data.schedule.every((f) => f.isr === '0.00')).toBe(true);
    // The treatment is published and shown before buying (issue 34 item 6).
    expect(preview.data.rule.text).toContain('no provisional withholding on US Treasury interest');
    const before = await available(user.userId, 'USD');
    const bought = await post<BondHolding>(user, '/treasuryBond/create', { bondId: note.id, quantity: 2, payPassword: '123456' }, 'en', { 'idempotency-key': key() });
    expect(bought.status).toBe(200);
    expect(before - (await available(user.userId, 'USD'))).toBe(minor(preview.data.total));
    await reconcileClean();
  });

  it('the totals add up (issue 34 item 10): dirty = clean + accrued; result = open + realized, a sale at a loss counted', async () => {
    const user = await investor();
    const mbono = await bondByCode('M 290301');
    const kept = await post<BondHolding>(user, '/treasuryBond/create', { bondId: mbono.id, quantity: 30, payPassword: '123456' }, 'en', { 'idempotency-key': key() });
    const sold = await post<BondHolding>(user, '/treasuryBond/create', { bondId: mbono.id, quantity: 20, payPassword: '123456' }, 'en', { 'idempotency-key': key() });
    expect([kept.status, sold.status]).toEqual([200, 200]);
    const sale = await post<BondHolding>(user, '/treasuryBond/flatPosition', { holdingId: sold.data.id, payPassword: '123456' }, 'en', { 'idempotency-key': key() });
    expect(sale.data.status).toBe('sold');
    // Two buys of one bond are told apart on the statement: each references its holding, as its sale does (issue 34 item 19).
    const bill = (await post<Page<BillItem>>(user, '/wallet/getWalletBill', { pageNum: 1, pageSize: 20, walletType: 'FINANCIAL' })).data.list;
    expect(bill.filter((l) => l.kind === 'trade').map((l) => [l.ref, l.direction]).sort()).toEqual(
      [[`bond:${kept.data.id}`, 'out'], [`bond:${sold.data.id}`, 'out'], [`bond:${sold.data.id}`, 'in']].sort(),
    );
    // Sold the day it was bought, at the same yield: the result is the fee (0.1 % of the dirty amount) and the ISR withheld, a loss.
    expect(new Decimal(sale.data.profit).isNegative()).toBe(true);
    const open = (await post<BondHolding>(user, '/treasuryBond/detail', { holdingId: kept.data.id })).data;
    const totals = (await post<BondTotals>(user, '/position/getTreasuryBondTotal', {})).data.list;
    const d = (v: string) => new Decimal(v);
    expect(totals).toEqual([
      {
        currency: 'MXN',
        holdings: 1,
        closedHoldings: 1,
        cost: open.cost,
        marketValue: open.marketValue,
        accrued: open.accrued,
        dirtyValue: d(open.marketValue).plus(open.accrued).toFixed(2),
        interest: '0.00',
        isrWithheld: '0.00',
        interestNet: '0.00',
        openProfit: open.profit,
        realizedProfit: sale.data.profit,
        profit: d(open.profit).plus(sale.data.profit).toFixed(2),
      },
    ]);
  });

  it('another user cannot see, detail or sell a holding', async () => {
    const owner = await investor();
    const other = await investor();
    const bond = await bondByCode('M 310529');
    const bought = await post<BondHolding>(owner, '/treasuryBond/create', { bondId: bond.id, quantity: 20, payPassword: '123456' }, 'en', { 'idempotency-key': key() });
    expect(bought.status).toBe(200);
    expect((await post<Page<BondHolding>>(other, '/treasuryBond/pageList', {})).data.total).toBe(0);
    const detail = await post(other, '/treasuryBond/detail', { holdingId: bought.data.id });
    expect(detail.status).toBe(404);
    expect(detail.data).toMatchObject({ error: 'BOND_HOLDING_NOT_FOUND' });
    const sell = await post(other, '/treasuryBond/flatPosition', { holdingId: bought.data.id, payPassword: '123456' }, 'en', { 'idempotency-key': key() });
    expect(sell.status).toBe(404);
    expect((await post<BondHolding>(owner, '/treasuryBond/detail', { holdingId: bought.data.id })).data.status).toBe('bought');
  });

  it('bad input answers the code and a message in es/en/zh and writes nothing', async () => {
    const user = await investor();
    const before = await available(user.userId);
    const mbono = await bondByCode('M 290301');
    const messages: string[] = [];
    for (const lang of ['es', 'en', 'zh']) {
      const below = await post(user, '/treasuryBond/create', { bondId: mbono.id, quantity: 1, payPassword: '123456' }, lang, { 'idempotency-key': key() });
      expect(below.status).toBe(422);
      expect(below.data).toMatchObject({ error: 'BOND_BELOW_MINIMUM', field: 'quantity' });
      messages.push(below.msg);
    }
    expect(new Set(messages).size).toBe(3);
    expect(messages[2]).toMatch(/最低/);
    const zero = await post(user, '/treasuryBond/create', { bondId: mbono.id, quantity: 0, payPassword: '123456' }, 'es', { 'idempotency-key': key() });
    expect(zero.status).toBe(422);
    expect(zero.data).toMatchObject({ error: 'VALIDATION' });
    const missing = await post(user, '/treasuryBond/create', { bondId: 99_999, quantity: 10, payPassword: '123456' }, 'zh', { 'idempotency-key': key() });
    expect(missing.status).toBe(404);
    expect(missing.data).toMatchObject({ error: 'BOND_NOT_FOUND' });
    const wrongPin = await post(user, '/treasuryBond/create', { bondId: mbono.id, quantity: 20, payPassword: '000000' }, 'en', { 'idempotency-key': key() });
    expect(wrongPin.status).toBeGreaterThanOrEqual(400);
    expect(wrongPin.status).toBeLessThan(500);
    const broke = await investor('10');
    const poor = await post(broke, '/treasuryBond/create', { bondId: mbono.id, quantity: 20, payPassword: '123456' }, 'en', { 'idempotency-key': key() });
    expect(poor.data).toMatchObject({ error: 'INSUFFICIENT_FUNDS' });
    expect((await post<Page<BondHolding>>(user, '/treasuryBond/pageList', {})).data.total).toBe(0);
    expect((await post<Page<BondHolding>>(broke, '/treasuryBond/pageList', {})).data.total).toBe(0);
    expect(await available(user.userId)).toBe(before);
  });
});

describe('coupons, early sale and redemption', () => {
  let second: BuiltApp;
  afterAll(async () => {
    await second?.ctx.services.bonds?.idle();
    await second?.app.close();
  });

  it('sells before maturity at clean + accrued (what the close page showed); a second sale is refused', async () => {
    const user = await investor('500000');
    const bond = await bondByCode('M 341123');
    const bought = await post<BondHolding>(user, '/treasuryBond/create', { bondId: bond.id, quantity: 50, payPassword: '123456' }, 'en', { 'idempotency-key': key() });
    clock.advance(10 * DAY);
    const shown = await post<BondHolding>(user, '/treasuryBond/detail', { holdingId: bought.data.id });
    expect(new Decimal(shown.data.accrued).gt(bought.data.accrued)).toBe(true);
    const before = await available(user.userId);
    const sold = await post<BondHolding>(user, '/treasuryBond/flatPosition', { holdingId: bought.data.id, payPassword: '123456' }, 'en', { 'idempotency-key': key() });
    expect(sold.status).toBe(200);
    expect(sold.data.status).toBe('sold');
    expect((await available(user.userId)) - before).toBe(minor(shown.data.sellProceeds));
    const again = await post(user, '/treasuryBond/flatPosition', { holdingId: bought.data.id, payPassword: '123456' }, 'zh', { 'idempotency-key': key() });
    expect(again.status).toBe(409);
    expect(again.data).toMatchObject({ error: 'BOND_NOT_SELLABLE' });
    clock.set(START);
    await reconcileClean();
  });

  it('pays a coupon once with two runners (ISR on its own line), redeems CETES at face once, catching up missed days', async () => {
    const user = await investor('500000');
    const mbono = await bondByCode('M 290301');
    const cetes = await bondByCode('CETES 28');
    const m = await post<BondHolding>(user, '/treasuryBond/create', { bondId: mbono.id, quantity: 100, payPassword: '123456' }, 'en', { 'idempotency-key': key() });
    const c = await post<BondHolding>(user, '/treasuryBond/create', { bondId: cetes.id, quantity: 100, payPassword: '123456' }, 'en', { 'idempotency-key': key() });
    expect(m.data.schedule[0]).toMatchObject({ date: '2027-03-04', kind: 'coupon', amount: '429.72' }); // 100 × 100 × 8.5 % × 182 / 360
    expect(m.data.schedule.at(-1)).toMatchObject({ date: '2029-03-01', kind: 'redemption', amount: '10000.00' });
    expect(c.data.schedule).toEqual([expect.objectContaining({ date: '2026-12-24', kind: 'redemption', amount: '1000.00' })]);
    const before = await available(user.userId);

    // The jobs ran today; then the server was down until the day after the coupon: both runners catch up.
    await t.ctx.jobs.runDue({ budgetMs: 60_000 });
    second = await buildApp({ config: testConfig(), database: t.database, clock });
    clock.set(Date.UTC(2027, 2, 5, 7, 0, 0)); // 5 March 2027, 01:00 in Mexico City
    const services = [need(t.ctx, 'bonds'), need(second.ctx, 'bonds')];
    await Promise.all([...services.map((s) => s.payCoupons(dayFromKey('2027-03-04'), 0, 1000)), t.ctx.jobs.runDue({ budgetMs: 60_000 }), second.ctx.jobs.runDue({ budgetMs: 60_000 })]);
    await Promise.all([t.ctx.jobs.runDue({ budgetMs: 60_000 }), second.ctx.jobs.runDue({ budgetMs: 60_000 })]);

    const runs = await t.ctx.db.selectFrom('job_runs').select(['job', 'status']).where('job', '=', 'bonds.redemptions').execute();
    expect(runs.length).toBeGreaterThan(100); // every missed day, in order
    expect(runs.every((r) => r.status === 'done')).toBe(true);
    // Months later the session has expired: read through the service.
    const mb = { data: await need(t.ctx, 'bonds').detail(user.userId, m.data.id, 'en') };
    const capital = minor(m.data.cost) - minor(m.data.fee);
    const isrCoupon = BigInt(new Decimal(capital.toString()).times('0.005').times(105).div(365).toDecimalPlaces(0, Decimal.ROUND_HALF_UP).toFixed(0));
    expect(mb.data).toMatchObject({ status: 'bought', interest: '429.72', isrWithheld: new Decimal(isrCoupon.toString()).div(100).toFixed(2) });
    expect(mb.data.schedule[0]).toMatchObject({ date: '2027-09-02', kind: 'coupon' });
    // The totals give the coupons gross, the ISR withheld and the net that reached the wallet.
    const totals = (await need(t.ctx, 'bonds').totals(user.userId, 'en')).list.find((row) => row.currency === 'MXN')!;
    expect(totals).toMatchObject({ interest: '429.72', isrWithheld: mb.data.isrWithheld, interestNet: new Decimal('429.72').minus(mb.data.isrWithheld).toFixed(2) });

    const cb = { data: await need(t.ctx, 'bonds').detail(user.userId, c.data.id, 'en') };
    const cCapital = minor(c.data.cost) - minor(c.data.fee);
    const isrCetes = BigInt(new Decimal(cCapital.toString()).times('0.005').times(28).div(365).toDecimalPlaces(0, Decimal.ROUND_HALF_UP).toFixed(0));
    expect(cb.data.status).toBe('redeemed');
    expect(minor(cb.data.profit)).toBe(100_000n - isrCetes - minor(c.data.cost));

    expect((await available(user.userId)) - before).toBe(42_972n - isrCoupon + 100_000n - isrCetes);
    const payments = await t.ctx.db.selectFrom('bonds_payments').select(['holding_id', 'kind']).where('holding_id', 'in', [m.data.id, c.data.id]).execute();
    expect(payments.map((p) => `${p.holding_id}:${p.kind}`).sort()).toEqual([`${c.data.id}:redemption`, `${m.data.id}:coupon`].sort());
    // The statement shows the withholding as its own line.
    const lines = await t.ctx.db.selectFrom('ledger_postings').innerJoin('ledger_accounts', 'ledger_accounts.id', 'ledger_postings.account_id').select(['ledger_postings.line', 'ledger_postings.amount']).where('ledger_accounts.house', '=', 'ISR_WITHHELD').execute();
    expect(lines.some((l) => l.line === 'isr')).toBe(true);
    const history = await t.ctx.db.selectFrom('bonds_history').select(['to_status']).where('holding_id', '=', c.data.id).orderBy('id').execute();
    expect(history.map((h) => h.to_status)).toEqual(['bought', 'redeemed']);
    // A matured holding can no longer be sold.
    await expect(need(t.ctx, 'bonds').sell(user.userId, c.data.id, key(), 'es')).rejects.toMatchObject({ error: 'BOND_NOT_SELLABLE' });
    await reconcileClean();
    // Months of missed days run by two servers: more than the default 5 s on a loaded machine.
  }, 120_000);
});

describe('back office issues', () => {
  it('an admin adds and edits an issue (audited); other operators are refused; bad dates are refused with the field', async () => {
    const admin = await loginOperator(t, 'admin');
    const reviewer = await loginOperator(t, 'reviewer');
    const input = { code: 'M 300530', type: 'BONOS_M', name: { es: 'BONOS M may 2030 8%', en: 'BONOS M May 2030 8%', zh: 'M债券 2030年5月 8%' }, couponRate: '8', issueDate: '2020-06-04', maturityDate: '2030-05-30', face: '100', minAmount: '1000' };
    const asReviewer = await post(undefined, '/admin/bonds/issues/create', input, 'en', { authorization: reviewer.token });
    expect(asReviewer.status).toBe(403);
    const created = await post<{ id: number; status: string }>(undefined, '/admin/bonds/issues/create', input, 'en', { authorization: admin.token });
    expect(created.status).toBe(200);
    expect((await bondByCode('M 300530')).type).toBe('BONOS_M');
    const dup = await post(undefined, '/admin/bonds/issues/create', input, 'zh', { authorization: admin.token });
    expect(dup.data).toMatchObject({ error: 'BOND_CODE_TAKEN', field: 'code' });
    const bad = await post(undefined, '/admin/bonds/issues/create', { ...input, code: 'M X', maturityDate: '2019-01-03' }, 'es', { authorization: admin.token });
    expect(bad.data).toMatchObject({ error: 'BOND_ISSUE_INVALID', field: 'maturityDate' });
    expect(bad.msg).toMatch(/vencimiento/);
    const closed = await post<{ status: string }>(undefined, '/admin/bonds/issues/update', { ...input, id: created.data.id, status: 'closed' }, 'en', { authorization: admin.token });
    expect(closed.data.status).toBe('closed');
    const user = await investor();
    const refused = await post(user, '/treasuryBond/create', { bondId: created.data.id, quantity: 20, payPassword: '123456' }, 'en', { 'idempotency-key': key() });
    expect(refused.data).toMatchObject({ error: 'BOND_NOT_OPEN' });
    const audit = await t.ctx.db.selectFrom('audit_log').select(['action']).where('action', 'like', 'bonds.issue.%').execute();
    expect(audit.map((a) => a.action).sort()).toEqual(['bonds.issue.create', 'bonds.issue.update']);
  });
});

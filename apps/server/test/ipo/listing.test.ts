import crypto from 'node:crypto';
import type { IpoSubscription, NewStockDetail } from '@app/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { need } from '../../src/context.ts';
import { ManualClock } from '../../src/lib/clock.ts';
import { allotDue, listDue } from '../../src/modules/ipo/allot.ts';
import { firstDayOpenE4 } from '../../src/modules/ipo/rules.ts';
import { loginOperator, verifiedUser, type TestUser } from '../fixtures/users.ts';
import { body, createTestApp, type TestApp } from '../helpers.ts';

/** Wednesday 25 November 2026, 10:00 UTC; the listing on Monday 30 November at the NASDAQ open (14:30 UTC). */
const START = Date.UTC(2026, 10, 25, 10, 0, 0);
const LIST_AT = Date.UTC(2026, 10, 30, 14, 30, 0);
const HOUR = 3_600_000;
const DAY = 86_400_000;

let t: TestApp;
let clock: ManualClock;
const key = () => crypto.randomUUID();

async function call<T>(auth: string | undefined, method: 'GET' | 'POST', url: string, payload?: unknown, lang = 'en', headers: Record<string, string> = {}) {
  const res = await t.app.inject({ method, url: `/web${url}`, headers: { ...(auth ? { authorization: auth } : {}), lang, ...headers }, ...(payload ? { payload: payload as Record<string, unknown> } : {}) });
  return { status: res.statusCode, ...body<T>(res) };
}

const subscribe = (user: TestUser, payload: Record<string, unknown>, lang = 'en') =>
  call<IpoSubscription>(user.token, 'POST', '/NewShares/create', { payPassword: '123456', ...payload }, lang, { 'idempotency-key': key() });

/** A fresh session after the clock jumped past the token's life. */
async function relogin(user: TestUser): Promise<TestUser> {
  const res = await call<{ token: string }>(undefined, 'POST', '/loginByUsername', { username: user.username, password: user.password });
  expect(res.status).toBe(200);
  return { ...user, token: res.data.token };
}

let codes = 0;
async function createUsIpo(dates: { opensAt: number; closesAt: number; allotAt: number; listAt: number }, sharesOffered = 1_000, sector?: string): Promise<NewStockDetail> {
  const admin = await loginOperator(t, 'admin');
  const res = await call<NewStockDetail>(admin.token, 'POST', '/admin/ipo/create', {
    market: 'US',
    code: `LSTQ${++codes}`,
    nameEs: 'Listado',
    nameEn: 'Listing',
    nameZh: '上市',
    exchange: 'NASDAQ',
    priceLow: '18',
    priceHigh: '21',
    lotSize: 1,
    sharesOffered,
    ...(sector ? { sector } : {}),
    ...dates,
  });
  expect(res.status).toBe(200);
  return res.data;
}

beforeAll(async () => {
  clock = new ManualClock(START);
  t = await createTestApp({ clock });
}, 120_000);

afterAll(async () => {
  await t.close();
});

describe('listing day and the flipping rule', () => {
  it('allot -> list: the instrument opens at the published first-day price, the shares are a position sold from the trade tab, money arrives; the sale bars IPO access for 60 days', async () => {
    const ipo = await createUsIpo({ opensAt: START - HOUR, closesAt: START + DAY, allotAt: START + 2 * DAY, listAt: LIST_AT });
    let user = await verifiedUser(t);
    await need(t.ctx, 'ledger').post({ kind: 'seed', ref: `test:${user.userId}`, legs: [{ from: { house: 'DEMO_FUNDING', currency: 'USD' }, to: { userId: user.userId, wallet: 'SUBSCRIPTION', currency: 'USD' }, amount: 1_000_000n }] });
    expect((await subscribe(user, { ipoId: ipo.id, quantity: 10 })).status).toBe(200);
    expect(need(t.ctx, 'market').instrument(ipo.stock_code)).toBeUndefined();

    clock.set(START + DAY + HOUR);
    const admin = await loginOperator(t, 'admin');
    expect((await call(admin.token, 'POST', '/admin/ipo/finalPrice', { id: ipo.id, price: '20' })).status).toBe(200);
    clock.set(START + 2 * DAY + HOUR);
    await allotDue(need(t.ctx, 'ipo'));
    const sub = await t.ctx.db.selectFrom('ipo_subscriptions').selectAll().where('ipo_id', '=', ipo.id).executeTakeFirstOrThrow();
    expect(sub).toMatchObject({ status: 'allotted', allotted_shares: 10n, paid_minor: 20_000n });
    // The allotment notice writes its amounts as the app does, in the issue's currency (issue 28.9).
    const notices = await t.ctx.db.selectFrom('notices').select(['body']).where('user_id', '=', user.userId).where('ref', '=', `ipo-subscription:${sub.id}`).orderBy('id').execute();
    expect(notices.map((n) => n.body.en)).toContain('Paid US$200.00 (charges US$0.00); released US$10.00');
    expect(notices.map((n) => n.body.en)[0]).toMatch(/^10 shares · held US\$[\d,]+\.\d{2}$/);

    // Listing day: the instrument joins the market at the model's price, the shares become a position.
    clock.set(LIST_AT);
    expect((await listDue(need(t.ctx, 'ipo'))).items).toBe(1);
    expect((await listDue(need(t.ctx, 'ipo'))).items).toBe(0); // once
    const issue = await t.ctx.db.selectFrom('ipo_issues').selectAll().where('id', '=', ipo.id).executeTakeFirstOrThrow();
    const detail = await call<NewStockDetail>(undefined, 'GET', `/m_ft/new_stock/detail?id=${ipo.id}`);
    const terms = (await need(t.ctx, 'ipo').currentTerms('US')).terms;
    const model = firstDayOpenE4(200_000n, detail.data.seed!, terms.firstDayMeanPercent, terms.firstDayVolPercent);
    expect(issue.first_day_open_e4).toBe(model); // recomputable from the published seed
    clock.set(LIST_AT + 60_000);
    const quote = need(t.ctx, 'market').quote(ipo.stock_code);
    expect(quote.status).toBe('open');
    expect(Math.abs(quote.open - Number(model) / 10_000)).toBeLessThanOrEqual(0.01); // on the tick grid
    const positions = await t.ctx.db.selectFrom('trading_positions').selectAll().where('user_id', '=', user.userId).execute();
    expect(positions).toHaveLength(1);
    expect(positions[0]).toMatchObject({ code: ipo.stock_code, direction: 0, leverage: 1, margin: 20_000n, wallet: 'US_STOCK' });
    expect(Number(positions[0]!.quantity)).toBe(10);
    expect(Number(positions[0]!.open_price)).toBe(20);
    const holding = await t.ctx.db.selectFrom('ipo_holdings').selectAll().where('subscription_id', '=', sub.id).executeTakeFirstOrThrow();
    expect(holding.position_id).toBe(positions[0]!.id);
    const ledger = need(t.ctx, 'ledger');
    expect((await ledger.reconcile()).differences).toEqual([]);

    // Sold from the trade tab (a cash account's Sell): the proceeds arrive in the stock wallet.
    const wallet = { userId: user.userId, wallet: 'US_STOCK' as const, currency: 'USD' as const };
    const before = (await ledger.balance(wallet)).available;
    const sold = await call<{ sale?: { net: string; quantity: string } }>(user.token, 'POST', '/stock/create', { code: ipo.stock_code, direction: 1, orderType: 0, quantity: 10, payPassword: '123456', idempotencyKey: key() });
    expect(sold.status).toBe(200);
    const after = (await ledger.balance(wallet)).available;
    expect(after).toBeGreaterThan(before);
    const closed = await t.ctx.db.selectFrom('trading_positions').selectAll().where('id', '=', positions[0]!.id).executeTakeFirstOrThrow();
    expect(closed.closed_at).not.toBeNull();
    expect(after - before).toBe(BigInt(Math.round(Number(sold.data.sale!.net) * 100))); // the sale's net proceeds reached the wallet
    expect((await ledger.reconcile()).differences).toEqual([]);

    // Sold 0 days after listing: barred from IPO access for 60 days from the sale, in the user's language.
    const saleAt = clock.now();
    const next = await createUsIpo({ opensAt: saleAt - HOUR, closesAt: saleAt + 100 * DAY, allotAt: saleAt + 101 * DAY, listAt: saleAt + 102 * DAY });
    const barred = await subscribe(user, { ipoId: next.id, quantity: 1 }, 'es');
    expect(barred.status).toBe(403);
    expect(barred.data).toMatchObject({ error: 'IPO_ACCESS_BARRED' });
    expect(barred.msg).toContain('30 días');
    const counts = await call<{ barredUntil?: number }>(user.token, 'POST', '/position/getIpoFullNum');
    expect(counts.data.barredUntil).toBe(saleAt + 60 * DAY); // shown on the IPO page
    clock.set(saleAt + 60 * DAY - HOUR);
    user = await relogin(user);
    expect((await subscribe(user, { ipoId: next.id, quantity: 1 })).data).toMatchObject({ error: 'IPO_ACCESS_BARRED' });
    // The bar ends 60 days after the sale.
    clock.set(saleAt + 60 * DAY + HOUR);
    user = await relogin(user);
    expect((await subscribe(user, { ipoId: next.id, quantity: 1 })).status).toBe(200);
  }, 120_000);

  it("names an issue's sector in the reader's language (issue 28.10)", async () => {
    const now = clock.now();
    const ipo = await createUsIpo({ opensAt: now, closesAt: now + 3_600_000, allotAt: now + 7_200_000, listAt: now + 86_400_000 }, 1_000, 'Industrials');
    const sector = async (lang: string) => (await call<NewStockDetail>(undefined, 'GET', `/m_ft/new_stock/detail?id=${ipo.id}`, undefined, lang)).data.sector;
    expect([await sector('en'), await sector('mx'), await sector('zh')]).toEqual(['Industrials', 'Industria', '工业']);
  });

  it('a sale after the 30-day window does not bar IPO access', async () => {
    const now = clock.now();
    let user = await verifiedUser(t);
    const ipo = await createUsIpo({ opensAt: now - HOUR, closesAt: now + DAY, allotAt: now + 2 * DAY, listAt: now + 3 * DAY });
    await need(t.ctx, 'ledger').post({ kind: 'seed', ref: `test:${user.userId}`, legs: [{ from: { house: 'DEMO_FUNDING', currency: 'USD' }, to: { userId: user.userId, wallet: 'SUBSCRIPTION', currency: 'USD' }, amount: 1_000_000n }] });
    expect((await subscribe(user, { ipoId: ipo.id, quantity: 5 })).status).toBe(200);
    clock.set(now + 2 * DAY + HOUR);
    await allotDue(need(t.ctx, 'ipo'));
    clock.set(now + 3 * DAY + HOUR);
    await listDue(need(t.ctx, 'ipo'));
    const position = await t.ctx.db.selectFrom('trading_positions').selectAll().where('user_id', '=', user.userId).executeTakeFirstOrThrow();
    // 31 days after listing, at a time the market is open.
    let at = now + 34 * DAY;
    while (need(t.ctx, 'market').provider.session(ipo.stock_code, at).status !== 'open') at += HOUR / 2;
    clock.set(at);
    user = await relogin(user);
    const sold = await call(user.token, 'POST', '/stock/create', { code: ipo.stock_code, direction: 1, orderType: 0, quantity: 5, payPassword: '123456', idempotencyKey: key() });
    expect(sold.status).toBe(200);
    expect((await need(t.ctx, 'trading').firstSales([position.id])).get(position.id)).toBeDefined();
    const next = await createUsIpo({ opensAt: at - HOUR, closesAt: at + DAY, allotAt: at + 2 * DAY, listAt: at + 3 * DAY });
    expect((await subscribe(user, { ipoId: next.id, quantity: 1 })).status).toBe(200);
  }, 120_000);
});

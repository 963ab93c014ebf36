import crypto from 'node:crypto';
import type { BlockApplicationView, BlockAuthority, BlockOffer, BlockOfferAdminView, BlockOrder, BlockPreview, BlockTradeItem, Page, Portfolio } from '@app/contracts';
import Decimal from 'decimal.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { need } from '../../src/context.ts';
import { ManualClock } from '../../src/lib/clock.ts';
import { amountMinor, blockPrice, commissionMinor, referencePrice, vwapOf } from '../../src/modules/blocktrade/rules.ts';
import { loginOperator, verifiedUser, type TestOperator, type TestUser } from '../fixtures/users.ts';
import { body, createTestApp, type TestApp } from '../helpers.ts';

/** Thursday 19 November 2026, 10:00 in New York (markets open). */
const START = Date.UTC(2026, 10, 19, 15, 0, 0);
const DAY = 86_400_000;

let t: TestApp;
let clock: ManualClock;
let admin: TestOperator;

const key = () => crypto.randomUUID();
const minor = (value: string) => BigInt(new Decimal(value).times(100).toFixed(0));

async function call<T>(method: 'GET' | 'POST', url: string, payload: unknown, token: string | undefined, lang = 'en', headers: Record<string, string> = {}) {
  const res = await t.app.inject({ method, url: `/web${url}`, headers: { ...(token ? { authorization: token } : {}), lang, ...headers }, ...(method === 'POST' ? { payload: payload as Record<string, unknown> } : {}) });
  return { status: res.statusCode, ...body<T>(res) };
}
const post = <T>(user: TestUser | undefined, url: string, payload: unknown, lang = 'en', headers: Record<string, string> = {}) => call<T>('POST', url, payload, user?.token, lang, headers);
const adminPost = <T>(url: string, payload: unknown, lang = 'en', token = admin.token) => call<T>('POST', url, payload, token, lang);

async function fund(userId: number, wallet: 'US_STOCK' | 'MX' | 'HK_STOCK', currency: 'USD' | 'MXN' | 'HKD', amount: string) {
  await need(t.ctx, 'ledger').post({ kind: 'seed', ref: `test:${userId}`, legs: [{ from: { house: 'DEMO_FUNDING', currency }, to: { userId, wallet, currency }, amount: minor(amount) }] });
}
const available = async (userId: number, wallet: 'US_STOCK' | 'MX' = 'MX', currency: 'USD' | 'MXN' = 'MXN') => (await need(t.ctx, 'ledger').balance({ userId, wallet, currency })).available;

async function reconcileClean() {
  const report = await need(t.ctx, 'ledger').reconcile();
  expect(report.differences).toEqual([]);
}

async function createOffer(input: Partial<Record<string, unknown>> = {}): Promise<BlockOfferAdminView> {
  const res = await adminPost<BlockOfferAdminView>('/admin/blocktrade/offers/create', { code: 'AMXB', discountPercent: '4', minQuantity: 10_000, totalQuantity: 200_000, startsAt: START - DAY, endsAt: START + 30 * DAY, lockupDays: 0, ...input });
  expect(res.status).toBe(200);
  return res.data;
}

/** A verified investor with MXN in the MX stock wallet, block trading opened by an operator. */
async function openedInvestor(mxn = '1000000'): Promise<TestUser> {
  const user = await verifiedUser(t);
  await fund(user.userId, 'MX', 'MXN', mxn);
  expect((await post(user, '/blockTrade/apply', { experience: '1_3y', riskAccepted: true })).status).toBe(200);
  expect((await adminPost('/admin/blocktrade/applications/review', { userId: user.userId, decision: 'open' })).status).toBe(200);
  return user;
}

beforeAll(async () => {
  clock = new ManualClock(START);
  t = await createTestApp({ clock });
  admin = await loginOperator(t, 'admin');
});
afterAll(async () => {
  await t?.ctx.services.blocktrade?.idle();
  await t?.close();
});

describe('block trade rules', () => {
  it('price = min(last, VWAP) x (1 - discount), rounded down to the stock decimals; amounts to the minor unit', () => {
    const last = new Decimal('20.57');
    const vwap = vwapOf(2_050_000, 100_000, last, 2); // 20.50
    expect(vwap.toFixed(2)).toBe('20.50');
    expect(referencePrice(last, vwap).toFixed(2)).toBe('20.50');
    expect(blockPrice(new Decimal('20.50'), '4', 2).toFixed(2)).toBe('19.68');
    expect(blockPrice(new Decimal('20.57'), '3.5', 2).toFixed(2)).toBe('19.85'); // 19.85005 down
    expect(vwapOf(0, 0, last, 2).toFixed(2)).toBe('20.57'); // nothing traded: last
    expect(amountMinor(new Decimal('19.68'), 10_000, 2)).toBe(19_680_000n);
    expect(commissionMinor(19_680_000n, '0.001', 500n)).toBe(19_680n);
    expect(commissionMinor(1_000n, '0.001', 500n)).toBe(500n);
  });
});

describe('authority', () => {
  it('not opened -> under review -> opened, a notice at each step; applying twice is refused', async () => {
    const user = await verifiedUser(t);
    const before = await call<BlockAuthority>('GET', '/blockTrade/authority', undefined, user.token);
    expect(before.data).toEqual({ status: 'not_opened', canApply: true });
    const noRisk = await post(user, '/blockTrade/apply', { experience: 'none', riskAccepted: false });
    expect(noRisk.status).toBe(422);
    const applied = await post<BlockAuthority>(user, '/blockTrade/apply', { experience: 'over_3y', riskAccepted: true });
    expect(applied.data).toMatchObject({ status: 'under_review', experience: 'over_3y', canApply: false });
    const again = await post(user, '/blockTrade/apply', { experience: 'over_3y', riskAccepted: true }, 'es');
    expect(again.status).toBe(409);
    expect(again.data).toMatchObject({ error: 'BLOCK_APPLY_NOT_ALLOWED' });
    expect(again.msg).toMatch(/en revisión/);
    const queue = await call<Page<BlockApplicationView>>('GET', '/admin/blocktrade/applications?status=under_review', undefined, admin.token);
    expect(queue.data.list.map((a) => a.userId)).toContain(user.userId);
    // A KYC reviewer reviews; a money approver may not.
    const approver = await loginOperator(t, 'money_approver');
    expect((await adminPost('/admin/blocktrade/applications/review', { userId: user.userId, decision: 'open' }, 'en', approver.token)).status).toBe(403);
    const reviewer = await loginOperator(t, 'kyc_reviewer');
    const opened = await adminPost<BlockApplicationView>('/admin/blocktrade/applications/review', { userId: user.userId, decision: 'open' }, 'en', reviewer.token);
    expect(opened.data).toMatchObject({ status: 'opened', reviewedBy: `operator:${reviewer.operatorId}` });
    const twice = await adminPost('/admin/blocktrade/applications/review', { userId: user.userId, decision: 'refuse' }, 'zh');
    expect(twice.data).toMatchObject({ error: 'BLOCK_REVIEW_DONE' });
    expect(twice.msg).toMatch(/已开通/);
    expect((await post(user, '/blockTrade/apply', { experience: 'none', riskAccepted: true })).data).toMatchObject({ error: 'BLOCK_APPLY_NOT_ALLOWED' });
    await t.ctx.services.blocktrade!.idle();
    const notices = await t.ctx.db.selectFrom('notices').select(['kind', 'title']).where('user_id', '=', user.userId).where('kind', '=', 'blocktrade').execute();
    expect(notices).toHaveLength(2);
    const audit = await t.ctx.db.selectFrom('audit_log').select('action').where('action', '=', 'blocktrade.open').execute();
    expect(audit.length).toBeGreaterThan(0);
  });

  it('refused -> may apply again -> under review; an unknown user has no application', async () => {
    const user = await verifiedUser(t);
    await post(user, '/blockTrade/apply', { experience: 'none', riskAccepted: true });
    const refused = await adminPost<BlockApplicationView>('/admin/blocktrade/applications/review', { userId: user.userId, decision: 'refuse', reason: 'no experience' });
    expect(refused.data).toMatchObject({ status: 'refused', reason: 'no experience' });
    const state = await call<BlockAuthority>('GET', '/blockTrade/authority', undefined, user.token);
    expect(state.data).toMatchObject({ status: 'refused', canApply: true, reason: 'no experience' });
    const again = await post<BlockAuthority>(user, '/blockTrade/apply', { experience: 'under_1y', riskAccepted: true });
    expect(again.data.status).toBe('under_review');
    const apps = await call<Page<BlockApplicationView>>('GET', '/admin/blocktrade/applications', undefined, admin.token);
    expect(apps.data.list.find((a) => a.userId === user.userId)?.applications).toBe(2);
    const history = await t.ctx.db.selectFrom('blocktrade_authority_history').select(['from_status', 'to_status']).where('user_id', '=', user.userId).orderBy('id').execute();
    expect(history.map((h) => `${h.from_status}>${h.to_status}`)).toEqual(['not_opened>under_review', 'under_review>refused', 'refused>under_review']);
    expect((await adminPost('/admin/blocktrade/applications/review', { userId: 2_000_000, decision: 'open' })).data).toMatchObject({ error: 'BLOCK_APPLICATION_NOT_FOUND' });
  });
});

describe('offers and trades', () => {
  it('an admin sets up offers (audited); a bad offer names its field in three languages; others may not', async () => {
    const reviewer = await loginOperator(t, 'reviewer');
    const input = { code: 'AMXB', discountPercent: '4', minQuantity: 10_000, totalQuantity: 200_000, startsAt: START - DAY, endsAt: START + DAY };
    expect((await adminPost('/admin/blocktrade/offers/create', input, 'en', reviewer.token)).status).toBe(403);
    const small = await adminPost('/admin/blocktrade/offers/create', { ...input, minQuantity: 5_000 }, 'es');
    expect(small.data).toMatchObject({ error: 'BLOCK_OFFER_INVALID', field: 'minQuantity' });
    expect(small.msg).toMatch(/10000 acciones/);
    const unknown = await adminPost('/admin/blocktrade/offers/create', { ...input, code: 'NOPE' }, 'zh');
    expect(unknown.data).toMatchObject({ error: 'BLOCK_OFFER_INVALID', field: 'code' });
    expect(unknown.msg).toMatch(/股票/);
    const deep = await adminPost('/admin/blocktrade/offers/create', { ...input, discountPercent: '15' });
    expect(deep.data).toMatchObject({ error: 'BLOCK_OFFER_INVALID', field: 'discountPercent' });
    const offer = await createOffer({ endsAt: START + DAY });
    const closed = await adminPost<BlockOfferAdminView>('/admin/blocktrade/offers/update', { ...input, id: offer.id, status: 'closed' });
    expect(closed.data.status).toBe('closed');
    const list = await post<Page<BlockOffer>>(undefined, '/blockTrade/offers', {});
    expect(list.data.list.map((o) => o.id)).not.toContain(offer.id);
    const audit = await t.ctx.db.selectFrom('audit_log').select('action').where('action', 'like', 'blocktrade.offer.%').execute();
    expect(audit.map((a) => a.action)).toEqual(expect.arrayContaining(['blocktrade.offer.create', 'blocktrade.offer.update']));
  });

  it('/m_ft/block_list lists the stocks of open offers (the smallest minimum), by market; closed offers leave it', async () => {
    const base = { code: 'CEMEXCPO', discountPercent: '4', totalQuantity: 200_000, startsAt: START - DAY, endsAt: START + 30 * DAY };
    const wide = await createOffer({ ...base, minQuantity: 20_000 });
    const narrow = await createOffer({ ...base, minQuantity: 15_000 });
    const mx = await post<Page<BlockTradeItem>>(undefined, '/m_ft/block_list', { market: 'MX' });
    expect(mx.status).toBe(200);
    const row = mx.data.list.find((r) => r.stock_code === 'CEMEXCPO');
    expect(row).toMatchObject({ minQuantity: 15_000, market: 'MX' });
    expect(row!.price_nominal).toBeGreaterThan(0);
    expect(new Set(mx.data.list.map((r) => r.stock_code)).size).toBe(mx.data.total);
    const us = await post<Page<BlockTradeItem>>(undefined, '/m_ft/block_list', { market: 'US' });
    expect(us.data.list.map((r) => r.stock_code)).not.toContain('CEMEXCPO');
    for (const offer of [wide, narrow]) await adminPost('/admin/blocktrade/offers/update', { ...base, minQuantity: offer.minQuantity, id: offer.id, status: 'closed' });
    const after = await post<Page<BlockTradeItem>>(undefined, '/m_ft/block_list', {});
    expect(after.data.list.map((r) => r.stock_code)).not.toContain('CEMEXCPO');
  });

  it('an opened user buys a block at the discounted price, paid exactly from the MX wallet; below 10,000 shares is refused with the rule named', async () => {
    const offer = await createOffer({ discountPercent: '4' });
    const user = await openedInvestor();
    const listed = (await post<Page<BlockOffer>>(undefined, '/blockTrade/offers', { market: 'MX' })).data.list.find((o) => o.id === offer.id)!;
    expect(listed).toMatchObject({ code: 'AMXB', market: 'MX', currency: 'MXN', minQuantity: 10_000, open: true, simulated: true });
    expect(listed.referencePrice).toBe(Decimal.min(listed.lastPrice, listed.vwap).toFixed(2));
    expect(listed.price).toBe(blockPrice(new Decimal(listed.referencePrice), '4', 2).toFixed(2));

    for (const lang of ['es', 'en', 'zh'] as const) {
      const small = await post(user, '/blockTrade/create', { offerId: offer.id, quantity: 9_999, payPassword: '123456' }, lang, { 'idempotency-key': key() });
      expect(small.status).toBe(422);
      expect(small.data).toMatchObject({ error: 'BLOCK_BELOW_MINIMUM', field: 'quantity' });
      expect(small.msg).toMatch({ es: /al menos 10,000 acciones/, en: /at least 10,000 shares/, zh: /至少 10,000 股/ }[lang]);
    }
    const preview = await post<BlockPreview>(user, '/blockTrade/preview', { offerId: offer.id, quantity: 10_000 });
    expect(preview.status).toBe(200);
    expect(preview.data.rule.text).toContain('10000');
    expect(preview.data.feeRule.product).toBe('trading');
    const before = await available(user.userId);
    const bought = await post<BlockOrder>(user, '/blockTrade/create', { offerId: offer.id, quantity: 10_000, payPassword: '123456', termsVersionId: preview.data.rule.versionId }, 'en', { 'idempotency-key': key() });
    expect(bought.status).toBe(200);
    expect(bought.data).toMatchObject({ code: 'AMXB', quantity: 10_000, status: 'holding', locked: false, price: preview.data.price, total: preview.data.total });
    expect(minor(bought.data.amount)).toBe(amountMinor(new Decimal(bought.data.price), 10_000, 2));
    expect(minor(bought.data.total)).toBe(minor(bought.data.amount) + minor(bought.data.fee) + minor(bought.data.iva));
    expect(before - (await available(user.userId))).toBe(minor(bought.data.total));
    const offers = await call<Page<BlockOfferAdminView>>('GET', '/admin/blocktrade/offers', undefined, admin.token);
    expect(offers.data.list.find((o) => o.id === offer.id)).toMatchObject({ soldQuantity: 10_000, orders: 1, available: 190_000 });
    const mine = await post<Page<BlockOrder>>(user, '/blockTrade/pageList', { status: 'holding' });
    expect(mine.data.list.map((o) => o.id)).toEqual([bought.data.id]);
    await reconcileClean();
  });

  it('a block position counts in the portfolio: total assets = cash + positions + the block at the bid (not a drop by its price)', async () => {
    const offer = await createOffer({ discountPercent: '4' });
    const user = await openedInvestor();
    const portfolio = async () => (await call<Portfolio>('GET', '/trade/portfolio', undefined, user.token)).data;
    const before = await portfolio();
    expect(before).toMatchObject({ products: [], productsValueMxn: '0.00' });
    const preview = await post<BlockPreview>(user, '/blockTrade/preview', { offerId: offer.id, quantity: 10_000 });
    const bought = await post<BlockOrder>(user, '/blockTrade/create', { offerId: offer.id, quantity: 10_000, payPassword: '123456', termsVersionId: preview.data.rule.versionId }, 'en', { 'idempotency-key': key() });
    expect(bought.status).toBe(200);
    const after = await portfolio();
    const listed = (await post<Page<BlockOrder>>(user, '/blockTrade/pageList', { status: 'holding' })).data.list.find((o) => o.id === bought.data.id)!;
    expect(after.products).toEqual([{ area: 'blocktrade', holdings: 1, valueMxn: listed.marketValue }]);
    expect(after.productsValueMxn).toBe(listed.marketValue);
    const d = (v: string) => new Decimal(v);
    expect(d(after.totalAssetsMxn).eq(d(after.cashMxn).plus(after.positionsValueMxn).plus(after.productsValueMxn))).toBe(true);
    // Cash fell by what was paid; the total only by the fees and the spread to the bid.
    expect(d(before.cashMxn).minus(after.cashMxn).toFixed(2)).toBe(bought.data.total);
    expect(d(before.totalAssetsMxn).minus(after.totalAssetsMxn).toFixed(2)).toBe(d(bought.data.total).minus(listed.marketValue!).toFixed(2));
  });

  it('a user who is not opened needs the authority or an access key; a key scoped to another offer does not open this one', async () => {
    const offer = await createOffer();
    const other = await createOffer({ code: 'CEMEXCPO' });
    const user = await verifiedUser(t);
    await fund(user.userId, 'MX', 'MXN', '1000000');
    const none = await post(user, '/blockTrade/create', { offerId: offer.id, quantity: 10_000, payPassword: '123456' }, 'zh', { 'idempotency-key': key() });
    expect(none.data).toMatchObject({ error: 'BLOCK_AUTHORITY_REQUIRED', field: 'secret' });
    expect(none.msg).toMatch(/开通/);
    const issued = await adminPost<{ key: string }>('/admin/access-keys/issue', { product: 'blocktrade', scope: String(other.id), maxUses: 1 });
    const check = await post<{ valid: boolean }>(user, '/blockTrade/checkSecret', { secret: issued.data.key, productId: other.id });
    expect(check.data.valid).toBe(true);
    const before = await available(user.userId);
    const wrong = await post(user, '/blockTrade/create', { offerId: offer.id, quantity: 10_000, payPassword: '123456', secret: issued.data.key }, 'en', { 'idempotency-key': key() });
    expect(wrong.data).toMatchObject({ error: 'ACCESS_KEY_INVALID', field: 'secret' });
    expect(await available(user.userId)).toBe(before);
    const right = await post<BlockOrder>(user, '/blockTrade/create', { offerId: other.id, quantity: 10_000, payPassword: '123456', secret: issued.data.key }, 'en', { 'idempotency-key': key() });
    expect(right.status).toBe(200);
    const used = await post(user, '/blockTrade/create', { offerId: other.id, quantity: 10_000, payPassword: '123456', secret: issued.data.key }, 'en', { 'idempotency-key': key() });
    expect(used.data).toMatchObject({ error: 'ACCESS_KEY_INVALID' });
    const row = await t.ctx.db.selectFrom('blocktrade_orders').select('access_key_id').where('id', '=', right.data.id).executeTakeFirstOrThrow();
    expect(row.access_key_id).not.toBeNull();
    await reconcileClean();
  });

  it('one idempotency key sent 20 times at once buys once', async () => {
    const offer = await createOffer();
    const user = await openedInvestor();
    const before = await available(user.userId);
    const k = key();
    const answers = await Promise.all(Array.from({ length: 20 }, () => post<BlockOrder>(user, '/blockTrade/create', { offerId: offer.id, quantity: 10_000, payPassword: '123456' }, 'en', { 'idempotency-key': k })));
    const ok = answers.filter((a) => a.status === 200);
    expect(ok.length).toBeGreaterThan(0);
    for (const a of answers) if (a.status !== 200) expect(a.data).toMatchObject({ error: 'IDEMPOTENCY_IN_PROGRESS' });
    expect(new Set(ok.map((a) => a.data.id)).size).toBe(1);
    const list = await post<Page<BlockOrder>>(user, '/blockTrade/pageList', {});
    expect(list.data.total).toBe(1);
    expect(before - (await available(user.userId))).toBe(minor(list.data.list[0]!.total));
    const sold = await t.ctx.db.selectFrom('blocktrade_offers').select('sold_quantity').where('id', '=', offer.id).executeTakeFirstOrThrow();
    expect(Number(sold.sold_quantity)).toBe(10_000);
    await reconcileClean();
  });

  it('users racing for the last shares of an offer: exactly one gets them; the others pay nothing', async () => {
    const offer = await createOffer({ totalQuantity: 10_000 });
    const users = await Promise.all(Array.from({ length: 5 }, () => openedInvestor()));
    const answers = await Promise.all(users.map((u) => post<BlockOrder>(u, '/blockTrade/create', { offerId: offer.id, quantity: 10_000, payPassword: '123456' }, 'en', { 'idempotency-key': key() })));
    expect(answers.filter((a) => a.status === 200)).toHaveLength(1);
    for (const a of answers.filter((x) => x.status !== 200)) expect(['BLOCK_OFFER_CLOSED', 'BLOCK_OVER_AVAILABLE']).toContain((a.data as unknown as { error: string }).error);
    const paid = await Promise.all(users.map(async (u) => available(u.userId)));
    expect(paid.filter((p) => p === minor('1000000'))).toHaveLength(4);
    await reconcileClean();
  });

  it('not enough money: refused with what the wallet has, nothing written', async () => {
    const offer = await createOffer();
    const user = await openedInvestor('1000');
    const res = await post(user, '/blockTrade/create', { offerId: offer.id, quantity: 10_000, payPassword: '123456' }, 'es', { 'idempotency-key': key() });
    expect(res.data).toMatchObject({ error: 'BLOCK_INSUFFICIENT_FUNDS', field: 'quantity' });
    expect(res.msg).toMatch(/MX tiene MXN 1000.00 libres/);
    expect(await t.ctx.db.selectFrom('blocktrade_orders').select('id').where('user_id', '=', user.userId).execute()).toHaveLength(0);
    expect(await available(user.userId)).toBe(minor('1000'));
  });

  it('a locked position refuses closing until the lock ends, then sells at the bid less fees; another user cannot see or sell it', async () => {
    const offer = await createOffer({ lockupDays: 30 });
    const user = await openedInvestor();
    const bought = await post<BlockOrder>(user, '/blockTrade/create', { offerId: offer.id, quantity: 20_000, payPassword: '123456' }, 'en', { 'idempotency-key': key() });
    expect(bought.data).toMatchObject({ locked: true, lockedUntil: START + 30 * DAY });
    const stranger = await openedInvestor();
    expect((await post<Page<BlockOrder>>(stranger, '/blockTrade/pageList', {})).data.total).toBe(0);
    const theirs = await post(stranger, '/blockTrade/close', { orderId: bought.data.id, payPassword: '123456' }, 'en', { 'idempotency-key': key() });
    expect(theirs.data).toMatchObject({ error: 'BLOCK_ORDER_NOT_FOUND' });
    const early = await post(user, '/blockTrade/close', { orderId: bought.data.id, payPassword: '123456' }, 'es', { 'idempotency-key': key() });
    expect(early.status).toBe(409);
    expect(early.data).toMatchObject({ error: 'BLOCK_LOCKED' });
    expect(early.msg).toBe('Esta posición está bloqueada hasta el 19 de diciembre de 2026 (periodo de permanencia de la oferta)');
    // The session would have expired by then: the service itself, with the clock moved on.
    const blocks = need(t.ctx, 'blocktrade');
    clock.set(START + 30 * DAY - 1);
    await expect(blocks.orders.close(user.userId, bought.data.id, key(), 'en')).rejects.toMatchObject({ error: 'BLOCK_LOCKED' });
    clock.set(START + 30 * DAY);
    const before = await available(user.userId);
    const sold = { data: await blocks.orders.close(user.userId, bought.data.id, key(), 'en') };
    expect(sold.data).toMatchObject({ status: 'closed', locked: false });
    expect((await available(user.userId)) - before).toBe(minor(sold.data.proceeds!));
    expect(minor(sold.data.proceeds!)).toBe(amountMinor(new Decimal(sold.data.closePrice!), 20_000, 2) - minor(sold.data.closeFee!) - minor(sold.data.closeIva!));
    // IVA at 16 % on the commission is in effect by then (trading's published rule).
    expect(minor(sold.data.closeIva!)).toBe(BigInt(new Decimal(minor(sold.data.closeFee!).toString()).times('0.16').toDecimalPlaces(0, Decimal.ROUND_HALF_UP).toFixed(0)));
    await expect(blocks.orders.close(user.userId, bought.data.id, key(), 'en')).rejects.toMatchObject({ error: 'BLOCK_NOT_CLOSABLE' });
    clock.set(START);
    await reconcileClean();
  });

  it('bad input answers the contract code, never 500, writes nothing', async () => {
    admin = await loginOperator(t, 'admin');
    const user = await openedInvestor();
    const missing = await post(user, '/blockTrade/create', { offerId: 2_000_000, quantity: 10_000, payPassword: '123456' }, 'en', { 'idempotency-key': key() });
    expect(missing.data).toMatchObject({ error: 'BLOCK_OFFER_NOT_FOUND', field: 'offerId' });
    const noKey = await post(user, '/blockTrade/create', { offerId: 1, quantity: 10_000, payPassword: '123456' });
    expect(noKey.data).toMatchObject({ error: 'IDEMPOTENCY_KEY_REQUIRED' });
    const junk = await post(user, '/blockTrade/create', { offerId: 'x', quantity: -3, payPassword: '123456' }, 'en', { 'idempotency-key': key() });
    expect(junk.status).toBe(422);
    const wrongPin = await post(user, '/blockTrade/create', { offerId: 1, quantity: 10_000, payPassword: '000000' }, 'en', { 'idempotency-key': key() });
    expect(wrongPin.status).toBeLessThan(500);
    expect(wrongPin.status).not.toBe(200);
    const future = await createOffer({ startsAt: START + DAY, endsAt: START + 2 * DAY });
    const early = await post(user, '/blockTrade/preview', { offerId: future.id, quantity: 10_000 });
    expect(early.data).toMatchObject({ error: 'BLOCK_OFFER_CLOSED' });
    expect(await t.ctx.db.selectFrom('blocktrade_orders').select('id').where('user_id', '=', user.userId).execute()).toHaveLength(0);
  });
});

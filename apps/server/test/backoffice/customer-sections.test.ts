import crypto from 'node:crypto';
import type { CustomerSection, CustomerView, LoanOffer, NewStock, Page, PlacingAdminTranche, PlacingBenchmark } from '@app/contracts';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { need } from '../../src/context.ts';
import { ManualClock } from '../../src/lib/clock.ts';
import { COLUMNS, CustomerSections, SECTION_ROWS } from '../../src/modules/backoffice/customer-sections.ts';
import { modules } from '../../src/modules/index.ts';
import { call } from '../accounts/_api.ts';
import { loginOperator, verifiedUser, type TestOperator, type TestUser } from '../fixtures/users.ts';
import { createTestApp, type TestApp } from '../helpers.ts';
import { US_OPEN } from '../trading/_setup.ts';

/*
 * Issue 30.4: every product area contributes its own section to the back office's customer
 * view (backoffice.customerSections, registered from modules/<area>/customer-section.ts).
 * The demo investor's objects come from the areas' own demo seeds (their real services);
 * each area's section shows them, and only them, and another customer's page shows none.
 * On PGlite and on PostgreSQL.
 */

/** Each area's table of customer objects, to check whose they are. */
const OWNED: Record<string, string> = {
  ipo: 'ipo_subscriptions',
  bonds: 'bonds_holdings',
  loans: 'loans_applications',
  funds: 'funds_orders',
  placing: 'placing_orders',
  auction: 'auction_orders',
  follow: 'follow_copies',
  quant: 'quant_orders',
  blocktrade: 'blocktrade_orders',
  mining: 'mining_orders',
};

/** The areas where the demo investor has objects here (blocktrade and auction need an operator's review or an auction window). */
const SEEDED = ['ipo', 'bonds', 'loans', 'funds', 'placing', 'follow', 'quant', 'mining'];

describe("the customer view: each product area's section, owner-scoped and bounded", () => {
  let t: TestApp;
  let admin: TestOperator;
  let kyc: TestOperator;
  let demoId: number;
  let other: TestUser;

  beforeAll(async () => {
    t = await createTestApp({ clock: new ManualClock(US_OPEN) });
    for (const module of modules) await module.seedDemo?.(t.ctx);
    demoId = (await need(t.ctx, 'accounts').findByUsername('demo'))!.id;
    other = await verifiedUser(t);
    admin = await loginOperator(t, 'admin');
    kyc = await loginOperator(t, 'kyc_reviewer');
    const demo = (await need(t.ctx, 'accounts').sessions.create('user', demoId)).token;
    // Areas whose seeds give the demo investor nothing: a loan (the other customer applies too), an IPO subscription, a placing order.
    await applyForLoan(demo);
    await applyForLoan(other.token);
    await subscribeToIpo(demo);
    await orderPlacing(demo);
  }, 240_000);
  afterAll(() => t?.close());

  const web = async <T>(token: string, method: 'GET' | 'POST', url: string, payload?: Record<string, unknown>) => {
    const res = await t.app.inject({ method, url: `/web${url}`, headers: { authorization: token, 'idempotency-key': crypto.randomUUID() }, ...(payload ? { payload } : {}) });
    expect(res.statusCode, `${url}: ${res.body}`).toBe(200);
    return (JSON.parse(res.body) as { data: T }).data;
  };
  const applyForLoan = async (token: string) => {
    const offer = await web<LoanOffer>(token, 'GET', '/loan/offer?amount=10000&termMonths=12');
    await web(token, 'POST', '/loan/apply', { amount: '10000', termMonths: 12, termsVersionId: offer.rule.versionId, payPassword: '123456' });
  };
  const fundSubscription = (currency: 'USD' | 'HKD', minor: bigint) =>
    need(t.ctx, 'ledger').post({ kind: 'seed', ref: `test:${demoId}`, legs: [{ from: { house: 'DEMO_FUNDING', currency }, to: { userId: demoId, wallet: 'SUBSCRIPTION', currency }, amount: minor }] });
  const subscribeToIpo = async (token: string) => {
    await fundSubscription('HKD', 10_000_000n);
    const list = await web<Page<NewStock>>(token, 'GET', '/m_ft/webull/new/stock?pageSize=50');
    const open = list.list.find((ipo) => ipo.market === 'HK' && ipo.status === 'subscribing')!;
    await web(token, 'POST', '/NewShares/create', { ipoId: open.id, quantity: 1, payPassword: '123456' });
  };
  const orderPlacing = async (token: string) => {
    await fundSubscription('USD', 100_000_000n);
    const bench = await web<PlacingBenchmark>(admin.token, 'GET', '/admin/placing/benchmark?code=NVDA');
    const now = t.ctx.clock.now();
    const tranche = await web<PlacingAdminTranche>(admin.token, 'POST', '/admin/placing/tranches/create', {
      code: 'NVDA', price: bench.minPrice, quantity: 1000, minQuantity: 10, startAt: now - 3_600_000, endAt: now + 7_200_000, lockupDays: 10,
    });
    const { key: secret } = await web<{ key: string }>(admin.token, 'POST', '/admin/access-keys/issue', { product: 'placing', maxUses: 10 });
    await web(token, 'POST', '/placing_order/create', { trancheId: tranche.id, quantity: 10, secret, payPassword: '123456' });
  };

  const view = async (token: string, userId: number) => {
    const res = await call<CustomerView>(t, 'GET', `/admin/backoffice/customers/${userId}`, { token });
    expect(res.status, res.msg).toBe(200);
    return res.data;
  };
  const sectionOf = (v: CustomerView, area: string): CustomerSection => {
    const section = v.sections.find((s) => s.area === area);
    expect(section, `no section for ${area}`).toBeDefined();
    return section!;
  };
  const owners = async (table: string, ids: number[]) => {
    const { rows } = await sql<{ user_id: number }>`select user_id from ${sql.table(table)} where id in (${sql.join(ids)})`.execute(t.ctx.db);
    return new Set(rows.map((r) => Number(r.user_id)));
  };

  it('every area registered a section, with its title and column labels in es, en and zh', async () => {
    const v = await view(admin.token, demoId);
    expect(v.sections.map((s) => s.area).sort()).toEqual(Object.keys(OWNED).sort());
    for (const s of v.sections) {
      for (const text of [s.title, ...s.columns.map((c) => c.label)]) for (const lang of ['es', 'en', 'zh'] as const) expect(text[lang], `${s.area} ${lang}`).toMatch(/\S/);
      for (const row of s.rows) expect(row.cells).toHaveLength(s.columns.length);
      expect(s.rows.length).toBeLessThanOrEqual(20);
    }
  });

  /** The section of `userId`'s page holds exactly that customer's newest objects of the area. */
  const shownOf = async (area: string, table: string, userId: number) => {
    const { rows: expected } = await sql<{ id: number }>`select id from ${sql.table(table)} where user_id = ${userId} order by id desc limit 20`.execute(t.ctx.db);
    const section = sectionOf(await view(admin.token, userId), area);
    const ids = section.rows.map((r) => r.id);
    expect(ids).toEqual(expected.map((r) => Number(r.id)));
    if (ids.length > 0) expect(await owners(table, ids)).toEqual(new Set([userId]));
    return ids;
  };

  it.each(Object.entries(OWNED))("%s: the section shows that customer's objects only", async (area, table) => {
    const mine = await shownOf(area, table, demoId);
    if (SEEDED.includes(area)) expect(mine.length, area).toBeGreaterThan(0);
    const theirs = await shownOf(area, table, other.userId);
    expect(theirs.filter((id) => mine.includes(id))).toEqual([]);
    // Every operator sees the product sections (a KYC reviewer too).
    expect(sectionOf(await view(kyc.token, demoId), area).rows.map((r) => r.id)).toEqual(mine);
  });
});

describe('the customer-section registry', () => {
  it('sends at most 20 rows and says when there are more; refuses an area twice', async () => {
    const sections = new CustomerSections();
    const rows = Array.from({ length: 25 }, (_, i) => ({ id: 25 - i, cells: [`#${25 - i}`] }));
    sections.register({ area: 'test', title: { es: 'P', en: 'T', zh: '测' }, columns: [COLUMNS.product], rows: async (_userId, limit) => rows.slice(0, limit) });
    const { sections: [section] } = await sections.of(1);
    expect(section!.rows).toHaveLength(SECTION_ROWS);
    expect(section!.more).toBe(true);
    expect(() => sections.register({ area: 'test', title: { es: 'P', en: 'T', zh: '测' }, columns: [], rows: async () => [] })).toThrow(/twice/);
  });
});

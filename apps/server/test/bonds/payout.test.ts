import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type BuiltApp } from '../../src/app.ts';
import { need } from '../../src/context.ts';
import { ManualClock } from '../../src/lib/clock.ts';
import { dayFromKey, keyFromDay } from '../../src/market/time.ts';
import { couponGross, couponIsr, dueCoupons, redemptionAmounts, type HoldingRow } from '../../src/modules/bonds/holdings.ts';
import { couponDays } from '../../src/modules/bonds/rules.ts';
import { LEDGER_SLICE } from '../../src/modules/bonds/payout.ts';
import { PAY_CHUNK } from '../../src/modules/bonds/service.ts';
import { createTestApp, testConfig, type TestApp } from '../helpers.ts';

/**
 * The coupon and redemption jobs book PAY_CHUNK holdings per database transaction
 * (bonds/payout.ts): each holding is paid once whatever the number of runners and their
 * chunk boundaries, each amount is the per-holding rule (coupon gross, ISR by the days
 * held), the house side is one posting per house account per ledger transaction (of
 * LEDGER_SLICE holdings, several in one chunk), and the ledger
 * reconciles.
 */
const DAY = 86_400_000;
const HOLDERS = PAY_CHUNK + 137; // more than one chunk

let t: TestApp;
let second: BuiltApp;
let clock: ManualClock;
let issue: { id: number; face: string | number; coupon_rate: string | number; issue_date: string; maturity_date: string | null };
let coupons: number[];

/** Inserts `n` holders of `issueId` (quantities 1..n varied, ISR on two of three, bought on `boughtDays` in turn). */
async function holders(prefix: string, n: number, issueRow: typeof issue, boughtDays: number[]): Promise<HoldingRow[]> {
  const terms = await need(t.ctx, 'bonds').currentTerms('MX');
  await sql`
    insert into users (username, email, password_hash, account_type, invitation_code, kyc_status, created_at)
    select ${prefix} || g, ${prefix} || g || '@example.mx', 'x', 2, ${prefix.toUpperCase()} || g, 'verified', now() from generate_series(1, ${n}) g`.execute(t.ctx.db);
  const seed = await need(t.ctx, 'ledger').post({ kind: 'seed', ref: `test:${prefix}`, legs: [{ from: { house: 'DEMO_FUNDING', currency: 'MXN' }, to: { house: 'BONDS_MARKET', currency: 'MXN' }, amount: 1n }] });
  const bought = sql.join(boughtDays.map((d, i) => sql`(${i}::integer, ${new Date(d * DAY + 18 * 3_600_000)}::timestamptz)`));
  await sql`
    with b (k, at) as (values ${bought}),
    u as (select id, row_number() over (order by id) as g from users where username like ${prefix + '%'})
    insert into bonds_holdings (user_id, issue_id, type, currency, face, coupon_rate, issue_date, maturity_date, quantity, buy_price, buy_yield,
      clean_minor, accrued_minor, fee_minor, cost_minor, isr_applies, terms_version_id, buy_tx_id, created_at)
    select u.id, ${issueRow.id}, 'BONOS_M', 'MXN', ${String(issueRow.face)}, ${String(issueRow.coupon_rate)}, ${issueRow.issue_date}, ${issueRow.maturity_date}, 10 + (u.g % 47)::integer, 100, 8,
      100000 + u.g * 37, u.g % 1000, 0, 100000 + u.g * 37 + u.g % 1000, u.g % 3 <> 0, ${terms.id}, ${seed.id}, b.at
    from u join b on b.k = u.g % ${boughtDays.length}
    order by u.id`.execute(t.ctx.db);
  return t.ctx.db.selectFrom('bonds_holdings').selectAll().where('user_id', 'in', sql<number>`(select id from users where username like ${prefix + '%'})`).orderBy('id').execute();
}

async function reconcileClean() {
  const report = await need(t.ctx, 'ledger').reconcile();
  expect(report.differences).toEqual([]);
}

beforeAll(async () => {
  // 25 November 2026, 09:00 in Mexico City.
  clock = new ManualClock(Date.UTC(2026, 10, 25, 15, 0, 0));
  t = await createTestApp({ clock });
  second = await buildApp({ config: testConfig(), database: t.database, clock });
  await second.app.ready();
  issue = await t.ctx.db.selectFrom('bonds_issues').select(['id', 'face', 'coupon_rate', 'issue_date', 'maturity_date']).where('code', '=', 'M 310529').executeTakeFirstOrThrow();
  const shape = { type: 'BONOS_M' as const, face: Number(issue.face), couponRate: Number(issue.coupon_rate), issueDay: dayFromKey(issue.issue_date), maturityDay: dayFromKey(issue.maturity_date!) };
  coupons = couponDays(shape as never).filter((d) => d > dayFromKey('2026-11-25'));
}, 60_000);

afterAll(async () => {
  await t?.ctx.services.bonds?.idle();
  await second?.ctx.services.bonds?.idle();
  await second?.app.close();
  await t?.close();
});

describe('coupons booked a chunk per transaction', () => {
  it('two runners with different chunk boundaries, catching up two coupon dates, pay each coupon of each holding once, by the per-holding rule', async () => {
    const [first, next] = [coupons[0]!, coupons[1]!];
    // A third of the holders bought before the first coupon (two coupons due), the rest between the two (one due).
    const rows = await holders('cpn', HOLDERS, issue, [first - 10, first + 5, first + 30]);
    expect(rows).toHaveLength(HOLDERS);
    const byId = new Map(rows.map((r) => [r.id, r]));
    // The server was down on both dates: it comes back the day after the second.
    clock.set((next + 1) * DAY + 15 * 3_600_000);
    const today = next + 1;
    const [a, b] = [need(t.ctx, 'bonds'), need(second.ctx, 'bonds')];
    const cursor = rows[0]!.id - 1;
    const runs = await Promise.all([a.payCoupons(today, cursor, HOLDERS), b.payCoupons(today, cursor + 211, HOLDERS), a.payCoupons(today, cursor, 300), b.payCoupons(today, cursor, HOLDERS)]);
    const expected = rows.flatMap((row) => dueCoupons(row, today).map((day) => ({ row, day })));
    expect(expected.length).toBeGreaterThan(HOLDERS);
    expect(runs.reduce((sum, r) => sum + r.items, 0)).toBe(expected.length);

    const payments = await t.ctx.db
      .selectFrom('bonds_payments')
      .selectAll()
      .where(
        'holding_id',
        'in',
        rows.map((r) => r.id),
      )
      .execute();
    expect(payments).toHaveLength(expected.length);
    const terms = (await a.currentTerms('MX')).terms;
    for (const { row, day } of expected) {
      const paid = payments.filter((p) => p.holding_id === row.id && p.due_date === keyFromDay(day));
      expect(paid).toHaveLength(1);
      const gross = couponGross(row, day);
      const isr = couponIsr(row, terms, day, gross);
      expect(paid[0]).toMatchObject({ kind: 'coupon', gross_minor: gross, isr_minor: isr, net_minor: gross - isr, fee_minor: 0n });
    }
    // Each holder's wallet holds exactly the net of their coupons; the holding keeps the totals.
    const balances = await t.ctx.db
      .selectFrom('ledger_accounts')
      .select(['user_id', 'balance'])
      .where(
        'user_id',
        'in',
        rows.map((r) => r.user_id),
      )
      .where('wallet', '=', 'FINANCIAL')
      .execute();
    const after = await t.ctx.db
      .selectFrom('bonds_holdings')
      .select(['id', 'user_id', 'interest_minor', 'isr_minor'])
      .where(
        'id',
        'in',
        rows.map((r) => r.id),
      )
      .execute();
    const balanceOf = new Map(balances.map((r) => [r.user_id, r.balance]));
    for (const h of after) {
      const mine = payments.filter((p) => p.holding_id === h.id);
      expect(balanceOf.get(h.user_id)).toBe(mine.reduce((s, p) => s + p.net_minor, 0n));
      expect(h.interest_minor).toBe(mine.reduce((s, p) => s + p.gross_minor, 0n));
      expect(h.isr_minor).toBe(mine.reduce((s, p) => s + p.isr_minor, 0n));
      expect(byId.get(h.id)).toBeDefined();
    }
    // The house side: one BONDS_MARKET posting (the chunk's gross) and one ISR_WITHHELD posting per ledger transaction.
    const txIds = [...new Set(payments.map((p) => p.tx_id))];
    expect(txIds.length).toBeLessThan(payments.length / 10);
    for (const tx of txIds) expect(payments.filter((p) => p.tx_id === tx).length).toBeLessThanOrEqual(LEDGER_SLICE);
    const house = await t.ctx.db
      .selectFrom('ledger_postings as p')
      .innerJoin('ledger_accounts as a', 'a.id', 'p.account_id')
      .select(['p.tx_id', 'a.house', 'p.amount', 'p.line'])
      .where('p.tx_id', 'in', txIds)
      .where('a.house', 'is not', null)
      .execute();
    for (const tx of txIds) {
      const mine = payments.filter((p) => p.tx_id === tx);
      const market = house.filter((h) => h.tx_id === tx && h.house === 'BONDS_MARKET');
      const isr = house.filter((h) => h.tx_id === tx && h.house === 'ISR_WITHHELD');
      expect(market).toEqual([expect.objectContaining({ amount: -mine.reduce((s, p) => s + p.gross_minor, 0n), line: null })]);
      expect(isr).toEqual([expect.objectContaining({ amount: mine.reduce((s, p) => s + p.isr_minor, 0n), line: 'isr' })]);
    }
    // The withholding is the holder's own 'isr' line.
    const userTax = await t.ctx.db.selectFrom('ledger_postings').select((e) => e.fn.countAll<string>().as('n')).where('tx_id', 'in', txIds).where('line', '=', 'isr').where('amount', '<', 0n).executeTakeFirstOrThrow();
    expect(Number(userTax.n)).toBe(payments.filter((p) => p.isr_minor > 0n).length);

    // Run again (both runners): nothing more is paid. One notice per payment.
    const again = await Promise.all([a.payCoupons(today, cursor, HOLDERS), b.payCoupons(today, cursor, HOLDERS)]);
    expect(again.map((r) => r.items)).toEqual([0, 0]);
    await Promise.all([a.idle(), b.idle()]);
    const notices = await t.ctx.db
      .selectFrom('notices')
      .select((e) => e.fn.countAll<string>().as('n'))
      .where(
        'user_id',
        'in',
        rows.map((r) => r.user_id),
      )
      .where('kind', '=', 'bonds')
      .executeTakeFirstOrThrow();
    expect(Number(notices.n)).toBe(expected.length);
    await reconcileClean();
  }, 180_000);
});

describe('redemptions booked a chunk per transaction', () => {
  it('two runners redeem each matured holding once (last coupon first), at face, with one history row each', async () => {
    // Another issue than the coupon test's (whose holdings mature later).
    const issue = await t.ctx.db.selectFrom('bonds_issues').select(['id', 'face', 'coupon_rate', 'issue_date', 'maturity_date']).where('code', '=', 'M 290301').executeTakeFirstOrThrow();
    const shape = { type: 'BONOS_M' as const, face: Number(issue.face), couponRate: Number(issue.coupon_rate), issueDay: dayFromKey(issue.issue_date), maturityDay: dayFromKey(issue.maturity_date!) };
    const maturity = shape.maturityDay;
    const last = Math.max(...couponDays(shape as never).filter((d) => d < maturity));
    const rows = await holders('rdm', HOLDERS, issue, [last + 3, last + 40]);
    clock.set((maturity + 2) * DAY + 15 * 3_600_000);
    const today = maturity + 2;
    const [a, b] = [need(t.ctx, 'bonds'), need(second.ctx, 'bonds')];
    const runs = await Promise.all([a.redeemMatured(today, 10_000), b.redeemMatured(today, 10_000), a.redeemMatured(today, 300)]);
    const mine = new Set(rows.map((r) => r.id));
    const redeemedByRuns = runs.reduce((sum, r) => sum + r.items, 0);
    const payments = await t.ctx.db
      .selectFrom('bonds_payments')
      .selectAll()
      .where(
        'holding_id',
        'in',
        rows.map((r) => r.id),
      )
      .execute();
    const terms = (await a.currentTerms('MX')).terms;
    for (const row of rows) {
      const redemption = payments.filter((p) => p.holding_id === row.id && p.kind === 'redemption');
      const { gross, isr } = redemptionAmounts(row, terms);
      expect(redemption).toEqual([expect.objectContaining({ gross_minor: gross, isr_minor: isr, due_date: keyFromDay(maturity) })]);
      const due = dueCoupons(row, today);
      expect(payments.filter((p) => p.holding_id === row.id && p.kind === 'coupon').map((p) => p.due_date)).toEqual(due.map(keyFromDay));
    }
    const allRedemptions = await t.ctx.db.selectFrom('bonds_payments').select((e) => e.fn.countAll<string>().as('n')).where('kind', '=', 'redemption').executeTakeFirstOrThrow();
    expect(redeemedByRuns).toBe(Number(allRedemptions.n));
    const after = await t.ctx.db.selectFrom('bonds_holdings').select(['id', 'status', 'proceeds_minor']).where('id', 'in', [...mine]).execute();
    expect(after.every((h) => h.status === 'redeemed')).toBe(true);
    const history = await t.ctx.db
      .selectFrom('bonds_history')
      .select(['holding_id', 'to_status'])
      .where('holding_id', 'in', [...mine])
      .execute();
    expect(history).toHaveLength(HOLDERS);
    expect(new Set(history.map((h) => h.holding_id)).size).toBe(HOLDERS);
    expect((await Promise.all([a.redeemMatured(today, 10_000), b.redeemMatured(today, 10_000)])).map((r) => r.items)).toEqual([0, 0]);
    await reconcileClean();
  }, 180_000);
});

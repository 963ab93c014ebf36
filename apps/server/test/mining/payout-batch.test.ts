import Decimal from 'decimal.js';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type BuiltApp } from '../../src/app.ts';
import { need } from '../../src/context.ts';
import { ManualClock } from '../../src/lib/clock.ts';
import { energy, rewardSat, toCents } from '../../src/modules/mining/rules.ts';
import { LEDGER_SLICE } from '../../src/modules/mining/settle.ts';
import { createTestApp, testConfig, type TestApp } from '../helpers.ts';

/**
 * The payout job's batch path (settle.ts + ledger/many-to-one.ts): rewards credited in BTC
 * to the satoshi, the house side booked as one posting per house account per ledger
 * transaction, paid once by two processes at once and once after downtime.
 */
const DAY = 86_400_000;
const TODAY = Math.floor(Date.UTC(2026, 10, 25) / DAY);
const ROBOTS = 2 * LEDGER_SLICE + 30; // three ledger transactions in a batch of all of them

let t: TestApp;
let second: BuiltApp | undefined;
let clock: ManualClock;
let users: number[] = [];

const sat = (btc: string) => BigInt(new Decimal(btc).times(1e8).toFixed(0));

beforeAll(async () => {
  clock = new ManualClock(TODAY * DAY + 5 * 60_000);
  t = await createTestApp({ clock });
  second = await buildApp({ config: testConfig(), database: t.database, clock });
  const ctx = t.ctx;
  const mining = need(ctx, 'mining');
  const version = await mining.currentTerms();
  const robot = await ctx.db.selectFrom('mining_robots').selectAll().where('model', '=', 'Antminer S19 XP').where('mode', '=', 'rent').executeTakeFirstOrThrow();
  const perDay = energy({ hashrateThs: 140, jPerTh: '21.5', tariffPerKwh: version.terms.tariffPerKwh }).costPerDay;
  const prepaid = toCents(perDay.times(10));
  const dayStart = (TODAY - 1) * DAY;
  await sql`
    insert into users (username, email, password_hash, account_type, invitation_code, kyc_status, created_at)
    select 'batchminer' || g, 'batchminer' || g || '@example.mx', 'x', 2, 'BMN' || g, 'verified', now() from generate_series(1, ${ROBOTS}) g`.execute(ctx.db);
  users = (await ctx.db.selectFrom('users').select('id').where('username', 'like', 'batchminer%').orderBy('id').execute()).map((u) => u.id);
  const seed = await need(ctx, 'ledger').post({ kind: 'seed', ref: 'test:mining-batch', legs: [{ from: { house: 'DEMO_FUNDING', currency: 'USD' }, to: { house: 'MINING_ENERGY_PREPAID', currency: 'USD' }, amount: prepaid * BigInt(ROBOTS) }] });
  await sql`
    insert into mining_orders (user_id, robot_id, mode, units, hashrate_ths, j_per_th, cycle_days, price_cents, energy_per_day, terms_version_id, pool_fee_rate, redeem_fee_rate,
      state, state_since_ms, started_ms, ends_ms, settled_ms, energy_cents, buy_tx_id, created_at)
    select id, ${robot.id}, 'rent', 1, 140, 21.5, 90, 63000, ${perDay.toFixed()}, ${version.id}, ${version.terms.poolFeeRate}, ${version.terms.rentRedeemFeeRate},
      4, ${dayStart}, ${dayStart}, ${dayStart + 90 * DAY}, ${dayStart}, ${prepaid}, ${seed.id}, now() from users where username like 'batchminer%'`.execute(ctx.db);
}, 300_000);

afterAll(async () => {
  await t?.ctx.services.mining?.idle();
  await second?.ctx.services.mining?.idle();
  await second?.app.close();
  await t?.close();
});

/** Runs the payout job's call up to `upTo`, cursor after cursor, in one app. */
async function runAll(app: BuiltApp | TestApp, upTo: number, batch: number): Promise<number> {
  const mining = need(app.ctx, 'mining');
  let cursor = 0;
  let paid = 0;
  for (;;) {
    const out = await mining.settlement.settleBatch(upTo, cursor, batch);
    mining.announce(out.announced);
    paid += out.items;
    cursor = out.cursor;
    if (!out.more) break;
  }
  return paid;
}

const btcOf = async (userId: number) => (await need(t.ctx, 'ledger').balance({ userId, wallet: 'FINANCIAL', currency: 'BTC' })).balance;
const house = async (name: string, currency: 'BTC' | 'USD') => (await need(t.ctx, 'ledger').balance({ house: name, currency })).balance;

/** What one S19 XP (140 TH/s, pool fee of the terms) earns from the network's blocks of `day`. */
async function rewardOfDay(day: number): Promise<bigint> {
  const mining = need(t.ctx, 'mining');
  const d = mining.network.day(day);
  const blocksSat = d.blocks.reduce((s, b) => s + b.subsidySat + b.feesSat, 0n);
  return rewardSat({ hashrateThs: 140, networkThs: d.hashrateThs, blocksSat, poolFeeRate: (await mining.currentTerms()).terms.poolFeeRate }).netSat;
}

describe('the payout batch: BTC to the satoshi, the house side summed', () => {
  it('two processes at once pay each robot once, in BTC to the satoshi; one pool posting per ledger transaction; reconciles', async () => {
    const upTo = TODAY * DAY;
    const [a, b] = await Promise.all([runAll(t, upTo, 2 * LEDGER_SLICE + 30), runAll(second!, upTo, 70)]);
    expect(a + b).toBe(ROBOTS);
    const one = await rewardOfDay(TODAY - 1);
    expect(one).toBeGreaterThan(0n);
    const payouts = await t.ctx.db.selectFrom('mining_payouts').select(['order_id', 'reward_sat', 'energy_cents', 'tx_id']).execute();
    expect(payouts.length).toBe(ROBOTS);
    expect(new Set(payouts.map((p) => p.order_id)).size).toBe(ROBOTS);
    expect(payouts.every((p) => p.reward_sat === one && p.tx_id !== null)).toBe(true);
    for (const userId of users) expect(await btcOf(userId)).toBe(one);
    expect(await house('MINING_POOL', 'BTC')).toBe(-one * BigInt(ROBOTS));
    // No dollars moved for the rewards: only the energy, prepaid -> used, summed.
    const energyTotal = payouts.reduce((s, p) => s + p.energy_cents, 0n);
    expect(await house('MINING_ENERGY', 'USD')).toBe(energyTotal);
    expect(await house('MINING_POOL', 'USD')).toBe(0n);

    // The ledger's shape: per transaction one posting per house account, one per robot, at most LEDGER_SLICE robots.
    const shape = await sql<{ tx_id: string; pool: string; prepaid: string; used: string; users: string; btc: string }>`
      select p.tx_id, count(*) filter (where a.house = 'MINING_POOL') as pool, count(*) filter (where a.house = 'MINING_ENERGY_PREPAID') as prepaid,
        count(*) filter (where a.house = 'MINING_ENERGY') as used, count(*) filter (where a.user_id is not null) as users, sum(p.amount) filter (where p.currency = 'BTC') as btc
      from ledger_postings p join ledger_accounts a on a.id = p.account_id join ledger_transactions tx on tx.id = p.tx_id
      where tx.ref = ${`mining-payout:${upTo}`} group by p.tx_id`.execute(t.ctx.db);
    expect(shape.rows.length).toBeGreaterThanOrEqual(3);
    for (const row of shape.rows) {
      expect([Number(row.pool), Number(row.prepaid), Number(row.used)]).toEqual([1, 1, 1]);
      expect(Number(row.users)).toBeGreaterThan(0);
      expect(Number(row.users)).toBeLessThanOrEqual(LEDGER_SLICE);
      expect(BigInt(row.btc)).toBe(0n);
    }
    expect(shape.rows.reduce((s, r) => s + Number(r.users), 0)).toBe(ROBOTS);
    // A user's statement line names its payout's transaction.
    const mine = await t.ctx.db.selectFrom('mining_payouts').select('tx_id').where('user_id', '=', users[0]!).executeTakeFirstOrThrow();
    const tx = await need(t.ctx, 'ledger').transaction(mine.tx_id!);
    expect(tx.postings.filter((p) => p.account === `u:${users[0]}:FINANCIAL:BTC`).map((p) => p.amount)).toEqual([one]);

    // A second run pays nothing.
    expect(await runAll(second!, upTo, 500)).toBe(0);
    const report = await need(t.ctx, 'ledger').reconcile();
    expect(report.differences).toEqual([]);
  }, 300_000);

  it('after two days of downtime, two processes catch up each day once, to the satoshi', async () => {
    clock.set((TODAY + 2) * DAY + 3_600_000);
    const upTo = (TODAY + 2) * DAY;
    const [a, b] = await Promise.all([runAll(t, upTo, 90), runAll(second!, upTo, 90)]);
    expect(a + b).toBe(ROBOTS);
    const expected = (await rewardOfDay(TODAY - 1)) + (await rewardOfDay(TODAY)) + (await rewardOfDay(TODAY + 1));
    for (const userId of users) expect(await btcOf(userId)).toBe(expected);
    const count = await t.ctx.db.selectFrom('mining_payouts').select(sql<string>`count(*)`.as('n')).executeTakeFirstOrThrow();
    expect(Number(count.n)).toBe(3 * ROBOTS);
    expect(await runAll(t, upTo, 500)).toBe(0);
    expect(await house('MINING_POOL', 'BTC')).toBe(-expected * BigInt(ROBOTS));
    const report = await need(t.ctx, 'ledger').reconcile();
    expect(report.differences).toEqual([]);
  }, 300_000);

  it('the BTC credited shows in the FINANCIAL wallet and converts to US$ by the quoted transfer', async () => {
    const userId = users[0]!;
    const wallet = need(t.ctx, 'wallet');
    const balances = await wallet.balances(userId, 'FINANCIAL');
    const btc = balances.list.find((w) => w.walletType === 'FINANCIAL' && w.currency === 'BTC')!;
    const held = await btcOf(userId);
    expect(btc).toMatchObject({ decimals: 8, balance: new Decimal(held.toString()).div(1e8).toFixed(8) });
    // Half of it (to the satoshi) to the funding account in dollars, at the quoted rate.
    const amount = new Decimal((held / 2n).toString()).div(1e8).toFixed(8);
    const quote = await wallet.quote(userId, { fromWallet: 'FINANCIAL', fromCurrency: 'BTC', toWallet: 'BALANCE', toCurrency: 'USD', amount });
    const price = new Decimal(need(t.ctx, 'market').fxRate('BTC', 'USD').mid);
    expect(new Decimal(quote.midRate).minus(price).abs().lte(price.times(1e-6))).toBe(true);
    expect(quote.amountOut).toBe(new Decimal(amount).times(quote.rate).toDecimalPlaces(2, Decimal.ROUND_DOWN).toFixed(2));
    const done = await wallet.transfer(userId, { fromWallet: 'FINANCIAL', fromCurrency: 'BTC', toWallet: 'BALANCE', toCurrency: 'USD', amount, quoteId: quote.quoteId }, 'btc-to-usd-1', 'h');
    expect(done.result.amount).toBe(amount);
    expect((await need(t.ctx, 'ledger').balance({ userId, wallet: 'FINANCIAL', currency: 'BTC' })).available).toBe(held - sat(amount));
    const report = await need(t.ctx, 'ledger').reconcile();
    expect(report.differences).toEqual([]);
  }, 300_000);
});

import crypto from 'node:crypto';
import type { BillItem, MiningQuota, NetworkStatus, Page, Portfolio, RobotMessage, RobotOrder, RobotPayout, RobotPreview, RobotView } from '@app/contracts';
import Decimal from 'decimal.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type BuiltApp } from '../../src/app.ts';
import { need } from '../../src/context.ts';
import { ManualClock } from '../../src/lib/clock.ts';
import { networkFor } from '../../src/modules/mining/network.ts';
import { energyRunsOutAt, expectedDailyBtc, rentalRefund, rewardSat, satToCents, subsidySat } from '../../src/modules/mining/rules.ts';
import { verifiedUser, type TestUser } from '../fixtures/users.ts';
import { body, createTestApp, testConfig, type TestApp } from '../helpers.ts';

/** Thursday 19 November 2026, 12:00 UTC. */
const START = Date.UTC(2026, 10, 19, 12, 0, 0);
const DAY = 86_400_000;
const STEP = 5_000;

let t: TestApp;
let clock: ManualClock;

const key = () => crypto.randomUUID();
const cents = (value: string) => BigInt(new Decimal(value).times(100).toFixed(0));

async function post<T>(user: TestUser | undefined, url: string, payload: unknown, lang = 'en', headers: Record<string, string> = {}) {
  const res = await t.app.inject({ method: 'POST', url: `/web${url}`, headers: { ...(user ? { authorization: user.token } : {}), lang, ...headers }, payload: payload as Record<string, unknown> });
  return { status: res.statusCode, ...body<T>(res) };
}
async function get<T>(user: TestUser | undefined, url: string, lang = 'en') {
  const res = await t.app.inject({ method: 'GET', url: `/web${url}`, headers: { ...(user ? { authorization: user.token } : {}), lang } });
  return { status: res.statusCode, ...body<T>(res) };
}

async function fund(userId: number, amount: string) {
  await need(t.ctx, 'ledger').post({ kind: 'seed', ref: `test:${userId}`, legs: [{ from: { house: 'DEMO_FUNDING', currency: 'USD' }, to: { userId, wallet: 'FINANCIAL', currency: 'USD' }, amount: cents(amount) }] });
}
const available = async (userId: number) => (await need(t.ctx, 'ledger').balance({ userId, wallet: 'FINANCIAL', currency: 'USD' })).available;
/** Satoshis in the user's FINANCIAL wallet (mining rewards are credited in BTC). */
const satoshis = async (userId: number) => (await need(t.ctx, 'ledger').balance({ userId, wallet: 'FINANCIAL', currency: 'BTC' })).available;

async function miner(usd = '20000'): Promise<TestUser> {
  const user = await verifiedUser(t);
  await fund(user.userId, usd);
  return user;
}

async function robot(model: string, mode: 'rent' | 'buy'): Promise<RobotView> {
  const res = await post<Page<RobotView>>(undefined, '/robot/pageList', { pageSize: 50 });
  return res.data.list.find((r) => r.model === model && r.mode === mode)!;
}

async function rent(user: TestUser, robotId: number, energyDays: number, units = 1, k = key()) {
  return post<RobotOrder>(user, '/robotOrder/create', { robotId, units, energyDays, payPassword: '123456' }, 'en', { 'idempotency-key': k });
}

const order = (user: TestUser, id: number) => need(t.ctx, 'mining').detail(user.userId, id, 'en');
const advance = () => need(t.ctx, 'miningOrders').advance(500);

async function reconcileClean() {
  const report = await need(t.ctx, 'ledger').reconcile();
  expect(report.differences).toEqual([]);
}

beforeAll(async () => {
  clock = new ManualClock(START);
  t = await createTestApp({ clock });
});
afterAll(async () => {
  await t?.ctx.services.mining?.idle();
  await t?.close();
});

describe('robots, network and the estimate', () => {
  it('shows the simulated network and each robot with the published formula at today’s network and price', async () => {
    const net = await post<NetworkStatus>(undefined, '/robot/network', {});
    expect(net.status).toBe(200);
    expect(net.data).toMatchObject({ simulated: true, subsidyBtc: '3.12500000' });
    expect(net.data.height).toBeGreaterThan(840_000 + 900 * 130);
    expect(net.data.blocksToRetarget).toBeGreaterThan(0);
    expect(net.data.blocksToRetarget).toBeLessThanOrEqual(2016);

    const s21 = await robot('Antminer S21', 'rent');
    expect(s21).toMatchObject({ hashrateThs: '200', jPerTh: '17.5', watts: '3500', cycle: 180, pricePerThDay: '0.055', price: '1980.00' });
    // 3.5 kW → 84 kWh a day → US$6.72 at US$0.08 (PRODUCT-RULES 8).
    expect(s21.estimate).toMatchObject({ energyKwhPerDay: '84.00', energyUsdPerDay: '6.72', poolFeeRate: '0.02', tariffPerKwh: '0.08', simulated: true });
    const status = networkFor(t.ctx.config.marketSeed).status(START);
    const e = expectedDailyBtc({ hashrateThs: 200, difficulty: status.difficulty, subsidyBtc: '3.125', avgFeesBtc: new Decimal(status.avgFeesSat.toString()).div(1e8), poolFeeRate: '0.02' });
    expect(s21.estimate.dailyBtc).toBe(e.toDecimalPlaces(8, Decimal.ROUND_DOWN).toFixed(8));
    expect(s21.estimate.dailyUsd).toBe(e.times(s21.estimate.btcPrice).toDecimalPlaces(2, Decimal.ROUND_HALF_UP).toFixed(2));
    expect(new Decimal(s21.estimate.dailyUsdHigh).gt(s21.estimate.dailyUsd)).toBe(true);
    expect(new Decimal(s21.estimate.dailyUsdLow).lt(s21.estimate.dailyUsd)).toBe(true);
  });

  it('previews the all-in cost with the rule, and a user quota per robot', async () => {
    const user = await miner();
    const s19 = await robot('Antminer S19', 'rent');
    const preview = await post<RobotPreview>(user, '/robotOrder/preview', { robotId: s19.id, units: 2, energyDays: 10 });
    expect(preview.status).toBe(200);
    // 2 × 95 TH/s × US$0.045 × 30 days = US$256.50; energy 6,460 W → 155.04 kWh → US$12.4032/day × 10 = US$124.03.
    expect(preview.data).toMatchObject({ price: '256.50', energyPrepaid: '124.03', total: '380.53', hashrateThs: '190', energyUsdPerDay: '12.40', cycleDays: 30 });
    expect(preview.data.rule.text).toContain('pool fee of 2%');
    expect(preview.data.rule.product).toBe('mining');
    const quota = await post<MiningQuota>(user, '/robot/getMiningQuota', { robotId: s19.id });
    expect(quota.data.list).toEqual([{ robotId: s19.id, quota: 5, used: 0, remaining: 5, availableUnits: s19.availableUnits }]);
  });
});

describe('renting: money, idempotency, refusals', () => {
  it('one key sent 20 times at once rents once and moves the money once', async () => {
    const user = await miner();
    const s19 = await robot('Antminer S19', 'rent');
    const before = await available(user.userId);
    const k = key();
    const all = await Promise.all(Array.from({ length: 20 }, () => rent(user, s19.id, 10, 2, k)));
    const ok = all.filter((r) => r.status === 200);
    expect(ok.length).toBeGreaterThan(0);
    for (const r of all) expect([200, 409]).toContain(r.status);
    expect(new Set(ok.map((r) => r.data.id)).size).toBe(1);
    expect(before - (await available(user.userId))).toBe(cents('380.53'));
    const list = await post<Page<RobotOrder>>(user, '/robotOrder/pageList', { status: 'active' });
    expect(list.data.total).toBe(1);
    expect(list.data.list[0]).toMatchObject({ state: 1, units: 2, hashrateThs: '190', price: '256.50', energyBalance: '124.03', simulated: true });
    const quota = await post<MiningQuota>(user, '/robot/getMiningQuota', { robotId: s19.id });
    expect(quota.data.list[0]).toMatchObject({ used: 2, remaining: 3 });
    await reconcileClean();
  });

  it('refuses over the quota, too little energy, unknown robots, bad input and low funds: code, message in three languages, nothing written', async () => {
    const user = await miner('300');
    const s21 = await robot('Antminer S21', 'buy');
    const before = await available(user.userId);
    const over = await post(user, '/robotOrder/create', { robotId: s21.id, units: 4, energyDays: 1, payPassword: '123456' }, 'es', { 'idempotency-key': key() });
    expect(over.status).toBe(422);
    expect(over.data).toMatchObject({ error: 'ROBOT_QUOTA_EXCEEDED', field: 'units' });
    expect(over.msg).toContain('unidades');
    const zh = await post(user, '/robotOrder/create', { robotId: 999_999, units: 1, energyDays: 1, payPassword: '123456' }, 'zh', { 'idempotency-key': key() });
    expect(zh.status).toBe(404);
    expect(zh.msg).toBe('没有该机器人');
    const bad = await post(user, '/robotOrder/create', { robotId: s21.id, units: 0, energyDays: 1, payPassword: '123456' }, 'en', { 'idempotency-key': key() });
    expect(bad.status).toBe(422);
    const poor = await post(user, '/robotOrder/create', { robotId: s21.id, units: 1, energyDays: 1, payPassword: '123456' }, 'en', { 'idempotency-key': key() });
    expect(poor.status).toBe(422);
    expect(poor.data).toMatchObject({ error: 'INSUFFICIENT_FUNDS' });
    const noKey = await post(user, '/robotOrder/create', { robotId: s21.id, units: 1, energyDays: 1, payPassword: '123456' });
    expect(noKey.data).toMatchObject({ error: 'IDEMPOTENCY_KEY_REQUIRED' });
    expect(await available(user.userId)).toBe(before);
    expect((await post<Page<RobotOrder>>(user, '/robotOrder/pageList', {})).data.total).toBe(0);
    const s21rent = await robot('Antminer S21', 'rent');
    expect(s21rent.availableUnits).toBe(200);
  });

  it('another user cannot see a robot, its messages or its payouts', async () => {
    const owner = await miner();
    const other = await miner();
    const s19 = await robot('Antminer S19', 'rent');
    const mine = await rent(owner, s19.id, 2);
    expect(mine.status).toBe(200);
    expect((await post(other, '/robotOrder/detail', { orderId: mine.data.id })).data).toMatchObject({ error: 'ROBOT_ORDER_NOT_FOUND' });
    expect((await get(other, `/robotMessage/${mine.data.id}`)).status).toBe(404);
    expect((await post(other, '/robotOrder/payouts', { orderId: mine.data.id })).status).toBe(404);
    expect((await post(other, '/robotOrder/redeem', { orderId: mine.data.id, payPassword: '123456' }, 'en', { 'idempotency-key': key() })).status).toBe(404);
    expect((await post<Page<RobotOrder>>(other, '/robotOrder/pageList', {})).data.total).toBe(0);
    const messages = await get<{ list: RobotMessage[] }>(owner, `/robotMessage/${mine.data.id}`, 'es');
    expect(messages.data.list).toEqual([expect.objectContaining({ kind: 'state', state: 1, text: 'Buscando pool' })]);
  });
});

describe('mining, payouts, energy and redeem', () => {
  let second: BuiltApp;
  afterAll(async () => {
    await second?.ctx.services.mining?.idle();
    await second?.app.close();
  });

  it('goes finding pool → locating → start → mining; pays each day once from the network’s blocks, with two runners and after downtime', async () => {
    clock.set(START);
    await t.ctx.jobs.runDue({ budgetMs: 60_000 }); // the jobs ran today
    const user = await miner();
    const s19xp = await robot('Antminer S19 XP', 'rent');
    const made = await rent(user, s19xp.id, 30);
    expect(made.status).toBe(200);
    const id = made.data.id;
    const states: number[] = [];
    for (let i = 0; i < 3; i++) {
      clock.advance(STEP);
      await advance();
      states.push((await order(user, id)).state);
    }
    expect(states).toEqual([2, 3, 4]);
    const miningFrom = START + 3 * STEP;
    const row = await order(user, id);
    expect(row.stateSince).toBe(miningFrom);

    // The server is down for three days; two processes catch up the missed daily runs.
    const before = await available(user.userId);
    const satBefore = await satoshis(user.userId);
    second = await buildApp({ config: testConfig(), database: t.database, clock });
    clock.set(START + 3 * DAY + 3_600_000); // 22 Nov, 13:00 UTC
    await Promise.all([t.ctx.jobs.runDue({ budgetMs: 60_000 }), second.ctx.jobs.runDue({ budgetMs: 60_000 }), need(second.ctx, 'mining').settlement.settleBatch(Date.UTC(2026, 10, 21), 0, 1000)]);
    await Promise.all([t.ctx.jobs.runDue({ budgetMs: 60_000 }), second.ctx.jobs.runDue({ budgetMs: 60_000 })]);
    const runs = await t.ctx.db.selectFrom('job_runs').select(['period', 'status']).where('job', '=', 'mining.payouts').orderBy('period').execute();
    expect(runs.map((r) => r.period)).toEqual(expect.arrayContaining(['2026-11-20', '2026-11-21', '2026-11-22']));
    expect(runs.every((r) => r.status === 'done')).toBe(true);

    // Paid up to midnight 22 Nov: the pieces [mining start, 20 Nov), [20 Nov, 21 Nov), [21 Nov, 22 Nov), each once.
    const payouts = (await need(t.ctx, 'mining').payouts(user.userId, { orderId: id, pageNum: 1, pageSize: 50 })).list.reverse();
    expect(payouts.map((p) => [p.from, p.to])).toEqual([
      [miningFrom, Date.UTC(2026, 10, 20)],
      [Date.UTC(2026, 10, 20), Date.UTC(2026, 10, 21)],
      [Date.UTC(2026, 10, 21), Date.UTC(2026, 10, 22)],
    ]);
    const network = networkFor(t.ctx.config.marketSeed);
    let total = 0n;
    let totalSat = 0n;
    for (const p of payouts) {
      const [part] = network.blocksBetween(p.from, p.to);
      const sum = part!.blocks.reduce((s, b) => s + b.subsidySat + b.feesSat, 0n);
      const reward = rewardSat({ hashrateThs: 140, networkThs: part!.day.hashrateThs, blocksSat: sum, poolFeeRate: '0.02' });
      expect(p.blocks).toBe(part!.blocks.length);
      expect(p.rewardBtc).toBe(new Decimal(reward.netSat.toString()).div(1e8).toFixed(8));
      expect(cents(p.amount)).toBe(satToCents(reward.netSat, p.btcPrice));
      expect(p.btcPrice).toBe(new Decimal(need(t.ctx, 'market').provider.quote('BTC/USD', p.to).price).toFixed(2));
      total += cents(p.amount);
      totalSat += reward.netSat;
    }
    expect(part0Blocks(payouts)).toBeGreaterThan(250);
    // Credited in BTC to the satoshi; the dollars are the value at each day's price, not a credit.
    expect((await satoshis(user.userId)) - satBefore).toBe(totalSat);
    expect(await available(user.userId)).toBe(before);
    expect(after0(payouts)).toBe(new Decimal(totalSat.toString()).div(1e8).toFixed(8));
    // Energy: 140 × 21.5 = 3,010 W → 72.24 kWh → US$5.7792/day, consumed for the time mined.
    const after = await order(user, id);
    expect(after.state).toBe(4);
    expect(cents(after.energyUsed)).toBe(payouts.reduce((s, p) => s + cents(p.energy), 0n));
    expect(after.income).toBe(new Decimal(total.toString()).div(100).toFixed(2));
    const messages = await need(t.ctx, 'mining').messages(user.userId, id, 'en');
    // One message per settlement (a catch-up that pays two days at once says so in one message).
    expect(messages.list.filter((x) => x.kind === 'payout').length).toBeGreaterThanOrEqual(2);
    expect(messages.list[0]!.text).toMatch(/^Payout: 0\.\d{8} BTC credited to your investment wallet \(\d+ blocks of the simulated network; ≈ US\$[\d,]+\.\d{2} at US\$[\d,]+\.\d{2}\); energy US\$[\d,]+\.\d{2}$/);
    expect(after.minedBtc).toBe(new Decimal(totalSat.toString()).div(1e8).toFixed(8));
    await reconcileClean();
  });

  it('energy runs out exactly when the rule says: state 5 at that moment, paid up to it; a top-up restarts it', async () => {
    clock.set(START + 10 * DAY);
    const user = await miner();
    const s21 = await robot('Antminer S21', 'rent');
    const made = await rent(user, s21.id, 1);
    const id = made.data.id;
    for (let i = 0; i < 3; i++) {
      clock.advance(STEP);
      await advance();
    }
    const miningFrom = START + 10 * DAY + 3 * STEP;
    // US$6.72 prepaid for one day at US$6.72/day: it runs out exactly one day after mining starts.
    const out = energyRunsOutAt(miningFrom, 672n, '6.72')!;
    expect(out).toBe(miningFrom + DAY);
    expect((await order(user, id)).energyRunsOutAt).toBe(out);
    clock.set(out - 1);
    await advance();
    expect((await order(user, id)).state).toBe(4);
    clock.set(out + 5_000);
    await advance();
    const stopped = await order(user, id);
    expect(stopped).toMatchObject({ state: 5, stateSince: out, energyBalance: '0.00', energyUsed: '6.72' });
    const paid = (await need(t.ctx, 'mining').payouts(user.userId, { orderId: id, pageNum: 1, pageSize: 10 })).list;
    expect(Math.max(...paid.map((p) => p.to))).toBe(out);
    const messages = await need(t.ctx, 'mining').messages(user.userId, id, 'es');
    expect(messages.list[0]).toMatchObject({ kind: 'state', state: 5, text: 'Energía insuficiente, minería detenida' });

    // Top up two days: start mining again (3), then mining (4) after the step; the lost time is not paid.
    const before = await available(user.userId);
    clock.advance(60_000);
    const topped = await post<RobotOrder>(user, '/robotOrder/energy', { orderId: id, energyDays: 2, payPassword: '123456' }, 'en', { 'idempotency-key': key() });
    expect(topped.status).toBe(200);
    expect(topped.data).toMatchObject({ state: 3, energyBalance: '13.44' });
    expect(before - (await available(user.userId))).toBe(1344n);
    clock.advance(STEP);
    await advance();
    expect((await order(user, id)).state).toBe(4);
    await reconcileClean();
  });

  it('redeem: a rental refunds the whole days left pro rata minus the fee, plus the energy left, to the cent', async () => {
    clock.set(START + 20 * DAY);
    const user = await miner();
    const s19 = await robot('Antminer S19', 'rent');
    const made = await rent(user, s19.id, 20);
    const id = made.data.id;
    for (let i = 0; i < 3; i++) {
      clock.advance(STEP);
      await advance();
    }
    clock.set(START + 20 * DAY + 5.5 * DAY);
    const shown = await order(user, id);
    // Until redeemed, the robot counts in the portfolio's total assets at what redeeming pays back now (US$ into pesos).
    const portfolio = async () => (await t.app.inject({ method: 'GET', url: '/web/trade/portfolio', headers: { authorization: user.token } })).json().data as Portfolio;
    const usdMxn = new Decimal(need(t.ctx, 'market').fxRate('USD', 'MXN').mid);
    expect((await portfolio()).products).toEqual([{ area: 'mining', holdings: 1, valueMxn: new Decimal(shown.redeemValue).times(usdMxn).toFixed(2, Decimal.ROUND_HALF_EVEN) }]);
    const before = await available(user.userId);
    const r = await post<RobotOrder>(user, '/robotOrder/redeem', { orderId: id, payPassword: '123456' }, 'en', { 'idempotency-key': key() });
    expect((await portfolio()).products).toEqual([]);
    expect(r.status).toBe(200);
    expect(r.data.state).toBe(7);
    // US$128.25 paid for 30 days; 24 whole days left → 102.60, fee 5 % 5.13 → 97.47; plus the energy left.
    const refund = rentalRefund({ paidCents: 12_825n, startMs: START + 20 * DAY, endMs: START + 50 * DAY, nowMs: START + 25.5 * DAY, feeRate: '0.05' });
    expect(refund).toMatchObject({ daysLeft: 24, refundCents: 10_260n, feeCents: 513n, netCents: 9747n });
    const energyLeft = cents(r.data.refund!) - refund.netCents;
    // Energy: 95 × 34 = 3,230 W → US$6.2016/day; 20 days prepaid = US$124.03; 5.5 days mined less 60 s of connecting.
    const usedExpected = BigInt(new Decimal('6.2016').times(5.5 * DAY - 3 * STEP).div(DAY).times(100).toDecimalPlaces(0, Decimal.ROUND_HALF_UP).toFixed(0));
    expect(12_403n - energyLeft).toBeGreaterThanOrEqual(usedExpected - 2n);
    expect(12_403n - energyLeft).toBeLessThanOrEqual(usedExpected + 2n);
    expect(cents(r.data.refund!)).toBe(cents(shown.redeemValue));
    // The redeem's own ledger transaction pays the user exactly the refund shown (the pro-rata refund less the fee, plus the energy left).
    const tx = await t.ctx.db.selectFrom('ledger_transactions').select('id').where('ref', '=', `robot-redeem:${id}`).executeTakeFirstOrThrow();
    const posted = await need(t.ctx, 'ledger').transaction(BigInt(tx.id));
    const toUser = posted.postings.filter((p) => p.account === `u:${user.userId}:FINANCIAL:USD`).reduce((sum, p) => sum + p.amount, 0n);
    expect(toUser).toBe(cents(r.data.refund!));
    expect((await available(user.userId)) - before).toBe(cents(r.data.refund!));
    const again = await post(user, '/robotOrder/redeem', { orderId: id, payPassword: '123456' }, 'zh', { 'idempotency-key': key() });
    expect(again.status).toBe(409);
    expect(again.msg).toBe('该机器人已结束');
    // The statement names each line as what it is (issue 28.11): the rental, its energy and the redemption, never a bare "Trade".
    const statement = async (lang: string) => (await post<Page<BillItem>>(user, '/wallet/getWalletBill', { pageSize: 50, walletType: 'FINANCIAL' }, lang)).data.list;
    const lines = (await statement('en')).filter((line) => line.currency === 'USD' && line.kind !== 'seed');
    expect(lines.map((line) => [line.kind, line.title, line.amount])).toEqual([
      ['energy', 'Mining robot energy', new Decimal(energyLeft.toString()).div(100).toFixed(2)],
      ['robot_redeem', 'Mining robot redemption', '97.47'],
      ['energy', 'Mining robot energy', '-124.03'],
      ['robot_rent', 'Mining robot rental', '-128.25'],
    ]);
    expect((await statement('mx')).find((line) => line.kind === 'robot_rent')?.title).toBe('Alquiler de robot de minería');
    expect((await statement('zh_Hans_CN')).find((line) => line.kind === 'robot_redeem')?.title).toBe('矿机赎回');
    await reconcileClean();
  });

  it('a rental expires at its end (state 6): paid up to the end, unused energy returned, units freed', async () => {
    clock.set(START + 60 * DAY);
    const user = await miner();
    const s19 = await robot('Antminer S19', 'rent');
    const made = await rent(user, s19.id, 40);
    const id = made.data.id;
    clock.advance(3 * STEP);
    await advance();
    expect((await order(user, id)).state).toBe(4);
    const end = START + 60 * DAY + 30 * DAY;
    clock.set(end + 3_600_000);
    const before = await available(user.userId);
    const satBefore = await satoshis(user.userId);
    await advance();
    const done = await order(user, id);
    expect(done).toMatchObject({ state: 6, stateSince: end, closedAt: end });
    const payouts = (await need(t.ctx, 'mining').payouts(user.userId, { orderId: id, pageNum: 1, pageSize: 100 })).list;
    expect(Math.max(...payouts.map((p) => p.to))).toBe(end);
    expect(cents(done.energyUsed) + cents(done.refund!)).toBe(cents('248.06')); // 40 days × US$6.2016
    expect((await available(user.userId)) - before).toBe(cents(done.refund!));
    // Every day of it is paid at the expiry (no daily run in between), in BTC to the satoshi.
    const paidSat = payouts.reduce((s, p) => s + BigInt(new Decimal(p.rewardBtc).times(1e8).toFixed(0)), 0n);
    expect(paidSat).toBeGreaterThan(0n);
    expect((await satoshis(user.userId)) - satBefore).toBe(paidSat);
    expect(done.refund).not.toBe('0.00');
    await reconcileClean();
  });
});

const part0Blocks = (payouts: RobotPayout[]) => payouts.reduce((s, p) => s + p.blocks, 0);
const after0 = (payouts: RobotPayout[]) => new Decimal(payouts.reduce((s, p) => s + BigInt(new Decimal(p.rewardBtc).times(1e8).toFixed(0)), 0n).toString()).div(1e8).toFixed(8);

describe('network facts', () => {
  it('a rental ordered in Spanish is announced in each reader\'s language: its own name and amounts in the app\'s notation (issue 28.10)', async () => {
    const user = await miner();
    const s19 = await robot('Antminer S19', 'rent');
    const made = await post<RobotOrder>(user, '/robotOrder/create', { robotId: s19.id, units: 1, energyDays: 10, payPassword: '123456' }, 'mx', { 'idempotency-key': key() });
    expect(made.code).toBe(200);
    await need(t.ctx, 'mining').idle();
    const notices = await t.ctx.db.selectFrom('notices').select(['title', 'body']).where('user_id', '=', user.userId).where('kind', '=', 'mining').execute();
    expect(notices).toHaveLength(1);
    const { title, body: text } = notices[0]!;
    expect(title).toEqual({ es: 'Robot de minería Renta S19, 30 días', en: 'Mining robot S19 rental, 30 days', zh: '挖矿机器人 S19 租用 30天' });
    expect(text.en).toMatch(/^Your robot S19 rental, 30 days \(1 u\.\) is finding a pool\. You paid US\$[\d,]+\.\d{2} \(energy US\$[\d,]+\.\d{2} included\)\.$/);
    expect(text.es).toContain('Tu robot Renta S19, 30 días');
    expect(text.zh).toContain('您的机器人 S19 租用 30天');
  });

  it('the subsidy in November 2026 is 3.125 BTC', () => {
    const status = networkFor(1).status(START);
    expect(status.subsidySat).toBe(subsidySat(status.height + 1));
    expect(status.subsidySat).toBe(312_500_000n);
  });
});

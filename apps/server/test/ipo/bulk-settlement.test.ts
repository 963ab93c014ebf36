import crypto from 'node:crypto';
import type { IpoSubscription, NewStockDetail } from '@app/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app.ts';
import { need } from '../../src/context.ts';
import { releaseHolds, settleHolds, type BulkHoldItem } from '../../src/ledger/holds-bulk.ts';
import { ManualClock } from '../../src/lib/clock.ts';
import { allotIssue, settlePending } from '../../src/modules/ipo/allot.ts';
import { allotHk } from '../../src/modules/ipo/rules.ts';
import { loginOperator, verifiedUser, type TestOperator, type TestUser } from '../fixtures/users.ts';
import { body, createTestApp, testConfig, type TestApp } from '../helpers.ts';

/**
 * Bulk settlement of an allotment (ledger/holds-bulk.ts): every order still its own ledger
 * transaction, settled once when two processes allot at once; the bulk hold operations replay.
 */

/** Wednesday 25 November 2026, 10:00 UTC (18:00 in Hong Kong). */
const START = Date.UTC(2026, 10, 25, 10, 0, 0);
/** Cost of n lots of 500 at HK$10 (shares -> total and fees, minor units), computed apart from the code. */
const COST_BY_SHARES: Record<string, { total: bigint; fees: bigint }> = {
  '500': { total: 505_843n, fees: 5_843n },
  '1000': { total: 1_011_686n, fees: 11_686n },
  '1500': { total: 1_517_528n, fees: 17_528n },
  '2000': { total: 2_023_370n, fees: 23_370n },
  '2500': { total: 2_529_213n, fees: 29_213n },
  '3000': { total: 3_035_056n, fees: 35_056n },
  '3500': { total: 3_540_898n, fees: 40_898n },
  '4000': { total: 4_046_740n, fees: 46_740n },
  '4500': { total: 4_552_583n, fees: 52_583n },
  '5000': { total: 5_058_426n, fees: 58_426n },
};
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
    code: `${market}B${++codes}`,
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

beforeAll(async () => {
  clock = new ManualClock(START);
  t = await createTestApp({ clock });
  admin = await loginOperator(t, 'admin');
});
afterAll(async () => {
  await t?.close();
});


describe('bulk settlement of an allotment', () => {
  it('two processes allot at once: one ballot, every order settled once in its own ledger transaction, every hold closed, notices once, reconcile clean; the seed recomputes the allotment', async () => {
    clock.set(START);
    const ipo = await createIpo('HK'); // 20 public lots, pools of 10
    const lots = [1, 2, 3, 4, 5, 1, 2, 3, 4, 5, 1, 2, 3, 4, 5, 10, 1, 1, 2, 2];
    const users = await Promise.all(lots.map(() => investor(100_000_000n)));
    const answers = await Promise.all(users.map((u, i) => subscribe(u, { ipoId: ipo.id, quantity: lots[i]! }, key(), 'en', `10.1.0.${i + 1}`)));
    for (const a of answers) expect(a.status).toBe(200);
    const before = await Promise.all(users.map((u) => balance(u.userId)));
    clock.set(START + 2 * DAY);
    const second = await buildApp({ config: testConfig(), database: t.database, clock });
    try {
      const other = need(second.ctx, 'ipo');
      const ran = await Promise.all([allotIssue(service(), ipo.id), allotIssue(other, ipo.id), settlePending(other, ipo.id), settlePending(service(), ipo.id)]);
      expect(ran.slice(0, 2).filter((r) => r === true)).toHaveLength(1);
    } finally {
      await second.app.close();
    }
    const rows = await t.ctx.db.selectFrom('ipo_subscriptions').selectAll().where('ipo_id', '=', ipo.id).orderBy('id').execute();
    expect(rows).toHaveLength(lots.length);
    expect(rows.reduce((s, r) => s + Number(r.allotted_shares), 0)).toBe(20 * 500);
    const winners = rows.filter((r) => r.status === 'allotted');
    expect(winners.length).toBeGreaterThan(0);
    expect(rows.filter((r) => r.status === 'not_allotted').length).toBe(rows.length - winners.length);
    const refs = rows.map((r) => `ipo-subscription:${r.id}`);
    const txs = await t.ctx.db.selectFrom('ledger_transactions').select(['id', 'ref', 'hold_id', 'idempotency_key', 'memo']).where('kind', '=', 'ipo').where('ref', 'in', refs).execute();
    expect(txs).toHaveLength(winners.length);
    for (const r of rows) {
      expect(r.paid_minor! + r.released_minor!).toBe(r.held_minor);
      if (r.status === 'allotted') {
        // n lots of 500 at HK$10, charges and the 16 % IVA on the brokerage each to the cent (computed apart, Python decimal).
        const cost = COST_BY_SHARES[String(r.allotted_shares)]!;
        expect(r.paid_minor).toBe(cost.total);
        expect(r.fees_minor).toBe(cost.fees);
        const tx = txs.find((x) => x.ref === `ipo-subscription:${r.id}`)!;
        expect(tx).toMatchObject({ id: r.settle_tx_id, hold_id: r.hold_id, idempotency_key: `ipo-allot:${r.id}` });
        const memo = typeof tx.memo === 'string' ? JSON.parse(tx.memo) : tx.memo;
        expect(memo).toMatchObject({ holdId: r.hold_id, ipoId: ipo.id, shares: String(r.allotted_shares) });
        const postings = await t.ctx.db.selectFrom('ledger_postings').select(['amount', 'line']).where('tx_id', '=', tx.id).execute();
        expect(postings.reduce((s, p) => s + p.amount, 0n)).toBe(0n);
        expect(postings.filter((p) => p.amount < 0n).reduce((s, p) => s - p.amount, 0n)).toBe(cost.total);
        expect(postings.filter((p) => p.amount > 0n).map((p) => p.line ?? 'issuer').sort()).toEqual(['afrc_levy', 'fee', 'hkex_fee', 'issuer', 'sfc_levy', 'tax']);
      } else {
        expect(r.settle_tx_id).toBeNull();
        expect(r.released_minor).toBe(r.held_minor);
      }
      const history = await t.ctx.db.selectFrom('ipo_history').select('action').where('subscription_id', '=', r.id).where('actor', '=', 'system').execute();
      expect(history.map((h) => h.action)).toEqual([r.status]);
      const notices = await t.ctx.db.selectFrom('notices').select('id').where('user_id', '=', r.user_id).where('ref', '=', `ipo-subscription:${r.id}`).where('kind', '=', 'ipo').execute();
      expect(notices).toHaveLength(2); // subscribed, then the allotment (once)
    }
    const open = await t.ctx.db.selectFrom('ledger_holds').select('id').where('ref', 'in', refs).where('status', '=', 'active').execute();
    expect(open).toHaveLength(0);
    for (const [i, u] of users.entries()) {
      const now = await balance(u.userId);
      const r = rows.find((x) => x.user_id === u.userId)!;
      expect(now.held).toBe(0n);
      expect(now.balance).toBe(before[i]!.balance - r.paid_minor!);
    }
    await reconcileClean();

    // The published seed recomputes the same allotment; another seed gives another.
    const issue = await t.ctx.db.selectFrom('ipo_issues').select(['seed']).where('id', '=', ipo.id).executeTakeFirstOrThrow();
    const apps = rows.map((r) => ({ id: r.id, lots: r.quantity, amount: r.held_minor }));
    const again = allotHk(apps, 200, { kind: 'B', percent: 10 }, 500_000_000n, issue.seed!);
    for (const r of rows) expect(BigInt((again.lots.get(r.id) ?? 0) * 500)).toBe(r.allotted_shares);
  }, 300_000);

  it('settleHolds: releases and captures many holds at once; a second run (or two at once) replays and moves nothing; a closed hold is refused', async () => {
    const ledger = need(t.ctx, 'ledger');
    const users = await Promise.all([1, 2, 3].map(() => investor(1_000_000n)));
    const acct = (u: TestUser) => ({ userId: u.userId, wallet: 'SUBSCRIPTION' as const, currency: 'HKD' as const });
    const holds = await Promise.all(users.map((u) => ledger.hold({ account: acct(u), amount: 500_000n, kind: 'ipo', ref: `bulk-test:${u.userId}` })));
    const items: BulkHoldItem[] = [
      { holdId: holds[0]!.id },
      { holdId: holds[1]!.id, capture: { to: [{ account: { house: 'IPO_ISSUER', currency: 'HKD' }, amount: 300_000n }, { account: { house: 'FEES', currency: 'HKD' }, amount: 1_234n, line: 'fee' }], final: true, kind: 'ipo', idempotencyKey: `bulk-test-a:${holds[1]!.id}` } },
      { holdId: holds[2]!.id, capture: { to: [{ account: { house: 'IPO_ISSUER', currency: 'HKD' }, amount: 100_000n }], final: false, kind: 'ipo', idempotencyKey: `bulk-test-b:${holds[2]!.id}` } },
    ];
    const runs = await Promise.all([1, 2].map(() => ledger.run((trx) => settleHolds(ledger, trx, items, new Date(clock.now())))));
    const moved = runs.filter((r) => [...r.values()].every((x) => !x.replayed));
    const replayed = runs.filter((r) => [...r.values()].every((x) => x.replayed));
    expect(moved).toHaveLength(1);
    expect(replayed).toHaveLength(1);
    const first = moved[0]!;
    expect(first.get(holds[0]!.id)).toMatchObject({ status: 'released', txId: null, remaining: 500_000n });
    expect(first.get(holds[1]!.id)).toMatchObject({ status: 'captured', remaining: 500_000n });
    expect(first.get(holds[2]!.id)).toMatchObject({ status: 'active', remaining: 500_000n });
    expect(replayed[0]!.get(holds[1]!.id)!.txId).toBe(first.get(holds[1]!.id)!.txId);
    const b = await Promise.all(users.map((u) => balance(u.userId)));
    expect(b.map((x) => [x.balance, x.held])).toEqual([
      [1_000_000n, 0n],
      [1_000_000n - 301_234n, 0n],
      [900_000n, 400_000n],
    ]);
    expect((await ledger.getHold(holds[2]!.id))).toMatchObject({ status: 'active', remaining: 400_000n });
    // The same hash as a one-by-one capture: the key replays through captureHold too.
    const single = await ledger.captureHold(holds[1]!.id, { to: items[1]!.capture!.to, final: true, kind: 'ipo', idempotencyKey: `bulk-test-a:${holds[1]!.id}` });
    expect(single.transaction).toMatchObject({ id: first.get(holds[1]!.id)!.txId, replayed: true });
    // A captured hold cannot be released or captured again under a new key.
    await expect(ledger.run((trx) => settleHolds(ledger, trx, [{ holdId: holds[1]!.id }], new Date(clock.now())))).rejects.toMatchObject({ error: 'HOLD_NOT_ACTIVE' });
    await expect(ledger.run((trx) => settleHolds(ledger, trx, [{ holdId: holds[2]!.id, capture: { to: [{ account: { house: 'IPO_ISSUER', currency: 'HKD' }, amount: 400_001n }], kind: 'ipo' } }], new Date(clock.now())))).rejects.toMatchObject({ error: 'HOLD_EXCEEDED' });
    await ledger.run((trx) => releaseHolds(ledger, trx, [holds[2]!.id], new Date(clock.now())));
    expect((await balance(users[2]!.userId)).held).toBe(0n);
    await reconcileClean();
  }, 120_000);
});

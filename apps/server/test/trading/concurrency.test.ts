import type { TradeOrder } from '@app/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { need } from '../../src/context.ts';
import type { TestUser } from '../fixtures/users.ts';
import type { TestApp } from '../helpers.ts';
import { balance, call, key, minor, trader, tradingApp, houseTotal } from './_setup.ts';

/** A trading app and a trader with 3 000 USD in the US stock wallet, for the describe block that calls it. */
function traderWith3000Usd(): { t: TestApp; user: TestUser } {
  const scenario = {} as { t: TestApp; user: TestUser };
  beforeAll(async () => {
    ({ t: scenario.t } = await tradingApp());
    scenario.user = await trader(scenario.t, { US_STOCK: ['USD', '3000'] });
  });
  afterAll(async () => {
    await need(scenario.t.ctx, 'trading').idle();
    await scenario.t.close();
  });
  return scenario;
}

/**
 * Scenario: 50 orders sent at once against one wallet that can pay for only some of
 * them. The ledger serializes them on the wallet's row: the ones that fit fill, the
 * others are refused cleanly, and the wallet never goes below zero.
 */
describe('50 parallel orders against one wallet', () => {
  const scenario = traderWith3000Usd();

  it('fills what the money covers and refuses the rest, never overdrawing', async () => {
    const { t, user } = scenario;
    // One share of AAPL (about 270 USD + 1 USD fee): roughly 11 fit in 3000 USD.
    const results = await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        call<TradeOrder>(t, user, '/stock/create', { code: 'AAPL', direction: i % 5 === 0 ? 1 : 0, quantity: 1, payPassword: '123456', idempotencyKey: key() }),
      ),
    );
    const filled = results.filter((r) => r.code === 200);
    const refused = results.filter((r) => r.code !== 200);
    expect(filled.length).toBeGreaterThan(5);
    expect(refused.length).toBeGreaterThan(0);
    for (const r of refused) expect((r.data as unknown as { error: string }).error).toBe('INSUFFICIENT_MARGIN');
    const spent = filled.reduce((sum, r) => sum + minor(r.data.margin) + minor(r.data.fee), 0n);
    const wallet = await balance(t, user.userId, 'US_STOCK', 'USD');
    expect(wallet.balance).toBe(minor('3000') - spent);
    expect(wallet.balance).toBeGreaterThanOrEqual(0n);
    // Another order would not have fit: the refusals were real.
    const cost = minor(filled[0]!.data.margin) + minor(filled[0]!.data.fee);
    expect(wallet.available).toBeLessThan(cost + cost / 10n);
    const positions = await t.ctx.db.selectFrom('trading_positions').select('id').where('user_id', '=', user.userId).execute();
    expect(positions).toHaveLength(filled.length);
    // The house's margin account holds exactly the margins of the positions.
    const house = { balance: await houseTotal(t, 'TRADING_MARGIN', 'USD') };
    expect(house.balance).toBe(filled.reduce((sum, r) => sum + minor(r.data.margin), 0n));
  });
});

/**
 * Scenario: a phone on a bad network sends the same order ten times at once (one
 * idempotency key). Exactly one order is placed and paid for; every answer is that order.
 */
describe('one order sent ten times at once with one idempotency key', () => {
  const scenario = traderWith3000Usd();

  it('places and pays for it once, and answers every copy with that order', async () => {
    const { t, user } = scenario;
    const idempotencyKey = key();
    const results = await Promise.all(
      Array.from({ length: 10 }, () => call<TradeOrder>(t, user, '/stock/create', { code: 'AAPL', direction: 0, quantity: 2, payPassword: '123456', idempotencyKey })),
    );
    for (const r of results) expect(r.code, r.msg).toBe(200);
    const ids = new Set(results.map((r) => r.data.id));
    expect(ids.size).toBe(1);
    const orders = await t.ctx.db.selectFrom('trading_orders').selectAll().where('user_id', '=', user.userId).execute();
    expect(orders).toHaveLength(1);
    const order = orders[0]!;
    // The order names its position and its ledger transaction, which name it back.
    const position = await t.ctx.db.selectFrom('trading_positions').selectAll().where('id', '=', order.position_id!).executeTakeFirstOrThrow();
    expect(position.order_id).toBe(order.id);
    const tx = await t.ctx.db.selectFrom('ledger_transactions').selectAll().where('id', '=', order.tx_id!).executeTakeFirstOrThrow();
    expect(tx.ref).toBe(`order:${order.id}`);
    const events = await t.ctx.db.selectFrom('trading_order_events').selectAll().where('order_id', '=', order.id).orderBy('id').execute();
    expect(events.map((e) => e.event)).toEqual(['created', 'filled']);
    expect((events[1]!.detail as { txId: string }).txId).toBe(String(order.tx_id));
    const flows = await t.ctx.db.selectFrom('trading_position_flows').selectAll().where('position_id', '=', position.id).execute();
    expect(flows.map((f) => f.kind).sort()).toEqual(['open', 'open_fee']);
    expect(flows.every((f) => f.tx_id === order.tx_id && f.order_id === order.id)).toBe(true);
    // Paid once: the wallet lost one margin and one fee.
    const wallet = await balance(t, user.userId, 'US_STOCK', 'USD');
    expect(wallet.balance).toBe(minor('3000') - order.margin - order.fee);
  });
});

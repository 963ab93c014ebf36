import type { ConditionalOrder, Page, TradeOrder, TradePosition } from '@app/contracts';
import Decimal from 'decimal.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { need } from '../../src/context.ts';
import type { ManualClock } from '../../src/lib/clock.ts';
import type { TestUser } from '../fixtures/users.ts';
import type { TestApp } from '../helpers.ts';
import { call, investor, key, tradingApp, US_OPEN } from '../trading/_setup.ts';

const pin = '123456';
const MINUTE = 60_000;
type Placed = { order: ConditionalOrder; legs: ConditionalOrder[] };

describe('brackets: a take-profit and a stop-loss, one cancelling the other', () => {
  let t: TestApp;
  let clock: ManualClock;
  let user: TestUser;
  const provider = () => need(t.ctx, 'market').provider;
  const trading = () => need(t.ctx, 'trading');

  beforeAll(async () => {
    ({ t, clock } = await tradingApp(US_OPEN));
    user = await investor(t, { US_STOCK: ['USD', '100000'] });
  });
  afterAll(async () => {
    await trading().idle();
    await t.close();
  });

  const place = (body: Record<string, unknown>) => call<Placed>(t, user, '/orders/conditional/create', { payPassword: pin, idempotencyKey: key(), ...body });
  const rows = async () => (await call<Page<ConditionalOrder>>(t, user, '/orders/conditional/list', { pageSize: 100 })).data.list;

  async function bracketAtMarket(quantity: number, tp: string, sl: string): Promise<Placed> {
    const placed = await place({ code: 'AAPL', direction: 0, kind: 'market', quantity, bracket: { takeProfit: tp, stopLoss: sl }, timeInForce: 'gtc' });
    expect(placed.code).toBe(200);
    return placed.data;
  }

  it('a market entry fills at once and arms both legs on its position', async () => {
    const bid = provider().quote('AAPL', clock.now()).bid;
    const placed = await bracketAtMarket(5, new Decimal(bid).plus(20).toFixed(2), new Decimal(bid).minus(20).toFixed(2));
    expect(placed.order).toMatchObject({ kind: 'market', role: 'entry', status: 'filled' });
    expect(placed.order.positionId).toBeGreaterThan(0);
    expect(placed.legs.map((l) => [l.kind, l.role, l.status, l.direction, l.positionId])).toEqual([
      ['take_profit', 'take_profit', 'active', 1, placed.order.positionId],
      ['stop_loss', 'stop_loss', 'active', 1, placed.order.positionId],
    ]);
  });

  it('OCO under concurrency: both legs firing at once close the position once; the other leg is cancelled exactly once', async () => {
    const bid = provider().quote('AAPL', clock.now()).bid;
    for (let round = 0; round < 3; round++) {
      const placed = await bracketAtMarket(3, new Decimal(bid).plus(30).toFixed(2), new Decimal(bid).minus(30).toFixed(2));
      const [tp, sl] = placed.legs;
      const q = { bid: bid.toFixed(2), ask: bid.toFixed(2) };
      const legRows = await t.ctx.db.selectFrom('trading_conditional_orders').selectAll().where('group_id', '=', placed.order.id).orderBy('id').execute();
      // Both legs fire at once, twice each (two processes' worth).
      const outcomes = await Promise.all([...legRows, ...legRows].map((row) => trading().conditional.fireLeg(row, q)));
      await trading().idle();
      expect(outcomes.filter((o) => o === 'filled')).toHaveLength(1);
      const after = (await rows()).filter((r) => r.id === tp!.id || r.id === sl!.id);
      expect(after.map((r) => r.status).sort()).toEqual(['cancelled', 'filled']);
      expect(after.find((r) => r.status === 'cancelled')!.statusReason).toBe('Cancelled: the other order of the pair filled');
      const closes = await t.ctx.db.selectFrom('trading_orders').select('id').where('user_id', '=', user.userId).where('open_close', '=', 1).where('code', '=', 'AAPL').execute();
      const position = await call<TradePosition>(t, user, '/position/detail', { id: placed.order.positionId });
      expect(position.data.status).toBe(1);
      const filled = after.find((r) => r.status === 'filled')!;
      expect(closes.map((c) => c.id)).toContain(filled.orderId);
    }
    const report = await need(t.ctx, 'ledger').reconcile();
    expect(report.differences).toEqual([]);
  });

  it('a limit entry waits; when it fills on a tick its legs arm, and the take-profit closes the position on a later tick', async () => {
    const start = clock.now();
    // The entry: the lowest ask of the next two hours; the take-profit: a little above the entry.
    let low = provider().quote('AAPL', start).ask;
    let lowAt = start;
    for (let i = 1; i <= 120; i++) {
      const q = provider().quote('AAPL', start + i * MINUTE);
      if (q.status === 'open' && q.ask < low) {
        low = q.ask;
        lowAt = start + i * MINUTE;
      }
    }
    expect(lowAt).toBeGreaterThan(start);
    let tpAt: number | undefined;
    let tp = 0;
    for (let i = 1; i <= 240 && tpAt === undefined; i++) {
      const q = provider().quote('AAPL', lowAt + i * MINUTE);
      if (q.status === 'open' && q.bid > low + 0.05) {
        tp = q.bid;
        tpAt = lowAt + i * MINUTE;
      }
    }
    expect(tpAt).toBeDefined();
    const placed = await place({ code: 'AAPL', direction: 0, kind: 'limit', quantity: 4, limitPrice: low.toFixed(2), bracket: { takeProfit: tp.toFixed(2), stopLoss: (low - 10).toFixed(2) }, timeInForce: 'gtc' });
    expect(placed.code).toBe(200);
    expect(placed.data.legs.map((l) => l.status)).toEqual(['pending', 'pending']);
    clock.set(lowAt);
    const entry = await trading().triggers.tick();
    expect(entry.filled).toBe(1);
    let list = await rows();
    const entryRow = list.find((r) => r.id === placed.data.order.id)!;
    expect(entryRow.status).toBe('filled');
    expect(list.filter((r) => r.groupId === entryRow.id).map((r) => [r.status, r.positionId])).toEqual([
      ['active', entryRow.positionId],
      ['active', entryRow.positionId],
    ]);
    const fill = await call<{ order: TradeOrder }>(t, user, '/orders/detail', { id: entryRow.orderId });
    expect(new Decimal(fill.data.order.fillPrice!).lte(low)).toBe(true);
    clock.set(tpAt!);
    const exit = await trading().triggers.tick();
    expect(exit.filled).toBe(1);
    await trading().idle();
    list = await rows();
    const legs = list.filter((r) => r.groupId === entryRow.id);
    expect(legs.map((r) => [r.role, r.status])).toEqual([
      ['stop_loss', 'cancelled'],
      ['take_profit', 'filled'],
    ]);
    const position = await call<TradePosition>(t, user, '/position/detail', { id: entryRow.positionId });
    expect(position.data).toMatchObject({ status: 1, closeReason: 'take_profit' });
    const notices = await t.ctx.db.selectFrom('notices').select(['ref']).where('user_id', '=', user.userId).where('ref', 'like', 'conditional:%').execute();
    expect(notices.map((n) => n.ref)).toEqual(expect.arrayContaining([`conditional:${entryRow.id}`, `conditional:${legs[1]!.id}`]));
  });

  it('cancelling an entry cancels its pending legs', async () => {
    const ask = provider().quote('AAPL', clock.now()).ask;
    const placed = await place({ code: 'AAPL', direction: 0, kind: 'limit', quantity: 1, limitPrice: (ask - 5).toFixed(2), bracket: { takeProfit: (ask + 5).toFixed(2), stopLoss: (ask - 10).toFixed(2) } });
    expect(placed.code).toBe(200);
    const cancelled = await call<ConditionalOrder>(t, user, '/orders/conditional/cancel', { id: placed.data.order.id, payPassword: pin });
    expect(cancelled.data.status).toBe('cancelled');
    const legs = (await rows()).filter((r) => r.groupId === placed.data.order.id);
    expect(legs.map((l) => [l.status, l.statusReason])).toEqual([
      ['cancelled', 'Cancelled with its entry order'],
      ['cancelled', 'Cancelled with its entry order'],
    ]);
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { need } from '../../src/context.ts';
import type { TestApp } from '../helpers.ts';
import { houseTotal, tradingApp, tradingModules } from './_setup.ts';

/** Scenario: the demo seed on a Saturday (every market closed): two open positions and one closed trade, once. */
describe('demo trades', () => {
  let t: TestApp;

  beforeAll(async () => {
    ({ t } = await tradingApp(Date.UTC(2026, 0, 10, 18, 0, 0)));
  });
  afterAll(async () => {
    await need(t.ctx, 'trading').idle();
    await t.close();
  });

  const seedAll = async () => {
    for (const module of tradingModules()) await module.seedDemo?.(t.ctx);
  };

  it('places AAPL and WALMEX * longs and one closed MSFT trade through the trading service, once', async () => {
    await seedAll();
    await seedAll();
    const demo = (await need(t.ctx, 'accounts').findByUsername('demo'))!;
    const positions = await t.ctx.db.selectFrom('trading_positions').select(['code', 'status', 'close_reason']).where('user_id', '=', demo.id).orderBy('id').execute();
    expect(positions).toEqual([
      { code: 'AAPL', status: 0, close_reason: null },
      { code: 'WALMEX *', status: 0, close_reason: null },
      { code: 'MSFT', status: 1, close_reason: 'user' },
    ]);
    const orders = await t.ctx.db.selectFrom('trading_orders').select(['code', 'open_close', 'status']).where('user_id', '=', demo.id).orderBy('id').execute();
    expect(orders).toHaveLength(4);
    // Trading's own postings (other products' demo seeds book trades of their own, e.g. fund purchases).
    const trades = await t.ctx.db
      .selectFrom('ledger_transactions')
      .select(['kind', 'ref'])
      .where('created_by', '=', 'seed')
      .where('kind', '=', 'trade')
      .where((eb) => eb.or([eb('ref', 'like', 'order:%'), eb('ref', 'like', 'position:%')]))
      .execute();
    expect(trades).toHaveLength(4);
    const open = await t.ctx.db.selectFrom('trading_positions').select(['margin', 'currency']).where('user_id', '=', demo.id).where('status', '=', 0).execute();
    expect(await houseTotal(t, 'TRADING_MARGIN', 'USD')).toBe(open.filter((p) => p.currency === 'USD').reduce((s, p) => s + p.margin, 0n));
    expect(await houseTotal(t, 'TRADING_MARGIN', 'MXN')).toBe(open.filter((p) => p.currency === 'MXN').reduce((s, p) => s + p.margin, 0n));
  });
});

import type { ConditionalOrder, OrderPreview, Page, TradeOrder, TradePosition } from '@app/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { need } from '../../src/context.ts';
import type { ManualClock } from '../../src/lib/clock.ts';
import type { TestUser } from '../fixtures/users.ts';
import type { TestApp } from '../helpers.ts';
import { balance, call, investor, key, tradingApp } from './_setup.ts';

/** Tuesday 1 December 2026, 10:00 in New York: the US session is open and commissions carry IVA (from 24 November). */
const DEC_1_OPEN = Date.UTC(2026, 11, 1, 15, 0, 0);
const MINUTE = 60_000;
const pin = '123456';

/**
 * Issue 28: every figure before you confirm is the figure booked. On a pinned clock the
 * simulated market is deterministic, so the amounts below are literal: NVDA bid/ask
 * 183.59/183.63 at 10:00 and 182.16/182.20 at 10:10; commission 0.1 %, at least US$1.00;
 * IVA 16 % of each commission.
 */
describe('trading figures: estimate = booking, realized P/L with both commissions and both IVAs', () => {
  let t: TestApp;
  let clock: ManualClock;
  let user: TestUser;
  const wallet = async () => (await balance(t, user.userId, 'US_STOCK', 'USD')).balance;
  const preview = (body: Record<string, unknown>) => call<OrderPreview>(t, user, '/orders/preview', { orderType: 0, marginMode: 'half', ...body });

  beforeAll(async () => {
    ({ t, clock } = await tradingApp(DEC_1_OPEN));
    user = await investor(t, { US_STOCK: ['USD', '10000'] });
  });
  afterAll(async () => {
    await need(t.ctx, 'trading').idle();
    await t.close();
  });

  it('a market buy is estimated at the ask with its commission and IVA, and books exactly that', async () => {
    const p = await preview({ code: 'NVDA', direction: 0, quantity: '8' });
    expect(p.data).toMatchObject({ price: '183.63', priceBasis: 'ask', notional: '1469.04', fee: '1.47', iva: '0.24', ivaRate: '0.16', total: '1470.75', quote: { bid: '183.59', ask: '183.63' } });
    const bought = await call<TradeOrder>(t, user, '/stock/create', { code: 'NVDA', direction: 0, quantity: 8, payPassword: pin, idempotencyKey: key() });
    expect(bought.data).toMatchObject({ status: 1, fillPrice: '183.63', total: '1469.04', fee: '1.47' });
    // 10,000.00 - 1,470.75: the estimate's total, to the cent.
    expect(await wallet()).toBe(852925n);
  });

  it('a sale of held shares is estimated at the bid, net of its commission and IVA, and pays exactly that', async () => {
    clock.set(DEC_1_OPEN + 10 * MINUTE);
    const p = await preview({ code: 'NVDA', direction: 1, quantity: '3' });
    expect(p.data).toMatchObject({ price: '182.16', priceBasis: 'bid', notional: '546.48', fee: '1.00', sell: { held: '8', proceeds: '545.32', iva: '0.16' } });
    const sold = await call<TradeOrder>(t, user, '/stock/create', { code: 'NVDA', direction: 1, quantity: 3, payPassword: pin, idempotencyKey: key() });
    expect(sold.data.sale).toMatchObject({ quantity: '3', gross: '546.48', fee: '1.00', iva: '0.16', net: '545.32' });
    expect(await wallet()).toBe(907457n);
  });

  it('realized P/L deducts both commissions and both IVAs: it is what the wallet lost', async () => {
    const closed = await call<Page<TradePosition>>(t, user, '/position/flatList', {});
    // (182.16 - 183.63) x 3 = -4.41; buying commission 3/8 of 1.47 = 0.55 and its IVA 3/8 of 0.24 = 0.09 (shares of a fee round down); selling commission 1.00 and IVA 0.16.
    expect(closed.data.list).toHaveLength(1);
    expect(closed.data.list[0]).toMatchObject({ positionNum: '3', openFee: '0.55', openIva: '0.09', closeFee: '1.00', profit: '-6.21' });
    // The notices speak of buying and selling shares, not of margin and closed positions (issue 28.7).
    await need(t.ctx, 'trading').idle();
    const notices = await t.ctx.db.selectFrom('notices').select(['title', 'body']).where('user_id', '=', user.userId).orderBy('id').execute();
    expect(notices.map((n) => n.body.es)).toEqual([
      // Amounts as the app writes them (issue 28.9).
      'Compraste 8 NVDA a US$183.63. Importe US$1,469.04, comisión US$1.47 más IVA.',
      'Vendiste 3 NVDA a US$182.16. Resultado -US$6.21, con las comisiones y su IVA.',
    ]);
    expect(notices[1]!.title).toEqual({ es: 'Venta ejecutada: NVDA', en: 'Sale filled: NVDA', zh: '卖出成交：NVDA' });
    const holding = await call<Page<TradePosition>>(t, user, '/position/me', {});
    expect(holding.data.list.find((x) => x.code === 'NVDA')).toMatchObject({ positionNum: '5', openFee: '0.92', openIva: '0.15' });
    // The rest sold: the realized P/L of both sales adds up to exactly what the wallet lost.
    const rest = await call<TradeOrder>(t, user, '/stock/create', { code: 'NVDA', direction: 1, quantity: 5, payPassword: pin, idempotencyKey: key() });
    expect(rest.data.status).toBe(1);
    const all = await call<Page<TradePosition>>(t, user, '/position/flatList', {});
    const realized = all.data.list.reduce((sum, x) => sum + BigInt(x.profit.replace('.', '')), 0n);
    expect(realized).toBe((await wallet()) - 1_000_000n);
    expect(await need(t.ctx, 'ledger').reconcile()).toMatchObject({ ok: true });
  });

  it('a limit sell of shares held waits as a Day or GTC order and sells at its limit or better', async () => {
    clock.set(DEC_1_OPEN + 20 * MINUTE);
    await call<TradeOrder>(t, user, '/stock/create', { code: 'NVDA', direction: 0, quantity: 2, payPassword: pin, idempotencyKey: key() });
    const provider = need(t.ctx, 'market').provider;
    const from = clock.now();
    const bid = provider.quote('NVDA', from).bid;
    // The limit: the highest bid of the next two hours, above today's.
    let high = bid;
    let at = from;
    for (let i = 1; i <= 120; i++) {
      const q = provider.quote('NVDA', from + i * MINUTE);
      if (q.status === 'open' && q.bid > high) [high, at] = [q.bid, from + i * MINUTE];
    }
    expect(high).toBeGreaterThan(bid);
    const limit = high.toFixed(2);
    const placed = await call<{ order: ConditionalOrder }>(t, user, '/orders/conditional/create', { code: 'NVDA', direction: 1, kind: 'limit', quantity: '2', limitPrice: limit, timeInForce: 'day', payPassword: pin, idempotencyKey: key() });
    expect(placed.code).toBe(200);
    expect(placed.data.order).toMatchObject({ kind: 'limit', status: 'active', limitPrice: limit, timeInForce: 'day' });
    clock.set(at);
    expect(await need(t.ctx, 'trading').triggers.tick()).toMatchObject({ fired: 1, filled: 1 });
    await need(t.ctx, 'trading').idle();
    const holding = await call<Page<TradePosition>>(t, user, '/position/me', {});
    expect(holding.data.list.filter((x) => x.code === 'NVDA')).toEqual([]);
    const list = await call<Page<ConditionalOrder>>(t, user, '/orders/conditional/list', {});
    const row = list.data.list.find((o) => o.id === placed.data.order.id)!;
    const order = await call<{ order: TradeOrder }>(t, user, '/orders/detail', { id: row.orderId });
    expect(Number(order.data.order.fillPrice)).toBeGreaterThanOrEqual(Number(limit));
  });
});

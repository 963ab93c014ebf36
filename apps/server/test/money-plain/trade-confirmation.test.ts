import type { BillItem, Page, TradeConfirmation, TradeOrder, TradePosition } from '@app/contracts';
import Decimal from 'decimal.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { need } from '../../src/context.ts';
import { confirmationAmounts, settlementDate } from '../../src/modules/trading/confirmation.ts';
import { IVA_EFFECTIVE_FROM, ivaOf } from '../../src/modules/trading/tax.ts';
import type { TestUser } from '../fixtures/users.ts';
import type { TestApp } from '../helpers.ts';
import { balance, call, get, key, minor, trader, tradingApp, US_OPEN } from '../trading/_setup.ts';

/** Tuesday 24 November 2026, 10:00 in New York: the IVA rule is in effect and the US session open. */
const NOV_24_OPEN = Date.UTC(2026, 10, 24, 15, 0, 0);

describe('trade confirmation: pure rules (worked examples)', () => {
  it('IVA is 16 % of the commission, half up to the cent', () => {
    expect(ivaOf(190n, '0.16')).toBe(30n); // 1.90 x 0.16 = 0.304 -> 0.30
    expect(ivaOf(1_000n, '0.16')).toBe(160n); // 10.00 -> 1.60
    expect(ivaOf(1_003n, '0.16')).toBe(160n); // 10.03 x 0.16 = 1.6048 -> 1.60
    expect(ivaOf(1_016n, '0.16')).toBe(163n); // 10.16 x 0.16 = 1.6256 -> 1.63
    expect(ivaOf(0n, '0.16')).toBe(0n);
  });

  it('gross, net: a buy pays gross + commission + IVA, a sell receives gross - commission - IVA', () => {
    // 10 AAPL at 190.255 = 1,902.55; commission 1.90; IVA 0.30
    expect(confirmationAmounts({ notional: '1902.55', decimals: 2, commission: 190n, iva: 30n, side: 'buy' })).toEqual({ gross: 190_255n, net: 190_475n });
    expect(confirmationAmounts({ notional: '1902.55', decimals: 2, commission: 190n, iva: 30n, side: 'sell' })).toEqual({ gross: 190_255n, net: 190_035n });
    // a notional with more decimals is rounded half up to the cent: 3 x 33.335 = 100.005 -> 100.01
    expect(confirmationAmounts({ notional: '100.005', decimals: 2, commission: 100n, iva: 16n, side: 'buy' })).toEqual({ gross: 10_001n, net: 10_117n });
  });

  it('settles US and BMV shares T+1 and HK shares T+2 in business days of the exchange calendar', () => {
    // Wednesday before Thanksgiving (26 Nov, NYSE closed): T+1 is Friday the 27th.
    expect(settlementDate('US', Date.UTC(2026, 10, 25, 15, 0))).toEqual({ tradeDate: '2026-11-25', settlementDate: '2026-11-27', days: 1 });
    // 18:00 in New York is still the 25th there (23:00 UTC).
    expect(settlementDate('US', Date.UTC(2026, 10, 25, 23, 0)).tradeDate).toBe('2026-11-25');
    // Friday 13 Nov on the BMV: Monday the 16th is Revolution Day, so Tuesday the 17th.
    expect(settlementDate('MX', Date.UTC(2026, 10, 13, 15, 0))).toEqual({ tradeDate: '2026-11-13', settlementDate: '2026-11-17', days: 1 });
    // Wednesday 23 Dec in Hong Kong: the 24th (half day) counts, the 25th and the weekend do not.
    expect(settlementDate('HK', Date.UTC(2026, 11, 23, 2, 30))).toEqual({ tradeDate: '2026-12-23', settlementDate: '2026-12-28', days: 2 });
    // A fill on a Saturday (demo seed at a closed market) trades on Monday and settles Tuesday.
    expect(settlementDate('US', Date.UTC(2026, 10, 28, 15, 0))).toEqual({ tradeDate: '2026-11-30', settlementDate: '2026-12-01', days: 1 });
  });
});

describe('trade confirmation and fee lines through the API', () => {
  let t: TestApp;
  let user: TestUser;
  let order: TradeOrder;

  beforeAll(async () => {
    ({ t } = await tradingApp(NOV_24_OPEN));
    user = await trader(t);
  });
  afterAll(async () => {
    await need(t.ctx, 'trading').idle();
    await t.close();
  });

  it('the IVA rule is published terms (product trading-tax), effective from 24 Nov 2026, with its text in three languages', async () => {
    const rule = await get<{ version: number; terms: { ivaRate: string }; effectiveFrom: number; text: string }>(t, undefined, '/terms/current?product=trading-tax&item=MX');
    expect(rule.code).toBe(200);
    expect(rule.data).toMatchObject({ version: 1, terms: { ivaRate: '0.16' }, effectiveFrom: IVA_EFFECTIVE_FROM });
    expect(rule.data.text).toContain('IVA');
  });

  it('a market buy books the commission and its IVA as their own lines (to TRADING_FEES and TRADING_IVA)', async () => {
    const res = await call<TradeOrder>(t, user, '/stock/create', { code: 'AAPL', direction: 0, orderType: 0, quantity: 10, payPassword: '123456', idempotencyKey: key() });
    expect(res.code).toBe(200);
    order = res.data;
    const fee = minor(order.fee);
    const iva = ivaOf(fee, '0.16');
    expect(iva).toBeGreaterThan(0n);
    const wallet = await balance(t, user.userId, 'US_STOCK', 'USD');
    expect(wallet.balance).toBe(minor('100000') - minor(order.margin) - fee - iva);
    const ivaHouse = await t.ctx.db.selectFrom('ledger_accounts').select('balance').where('house', 'like', 'TRADING_IVA_%').where('currency', '=', 'USD').execute();
    expect(ivaHouse.reduce((s, r) => s + r.balance, 0n)).toBe(iva);

    const fees = await call<Page<BillItem>>(t, user, '/wallet/getWalletBill', { pageNum: 1, pageSize: 20, kind: 'fee' });
    expect(fees.data.total).toBe(1);
    expect(fees.data.list[0]).toMatchObject({ kind: 'fee', amount: `-${order.fee}`, walletType: 'US_STOCK', detail: { code: 'AAPL', side: 'buy', quantity: '10', orderId: order.id } });
    const taxes = await call<Page<BillItem>>(t, user, '/wallet/getWalletBill', { pageNum: 1, pageSize: 20, kind: 'tax' });
    expect(taxes.data.list.map((l) => l.amount)).toEqual([`-${new Decimal(iva.toString()).dividedBy(100).toFixed(2)}`]);
    // The trade line itself names the instrument, side, quantity and price.
    const trades = await call<Page<BillItem>>(t, user, '/wallet/getWalletBill', { pageNum: 1, pageSize: 20, kind: 'trade' });
    expect(trades.data.list).toHaveLength(1);
    expect(trades.data.list[0]!.amount).toBe(`-${order.margin}`);
    expect(trades.data.list[0]!.detail).toMatchObject({ code: 'AAPL', side: 'buy', openClose: 'open', quantity: '10', price: order.fillPrice });
  });

  it('the confirmation of the buy: gross, commission, IVA 16 %, net and T+1 settlement, exact to the cent', async () => {
    const res = await get<TradeConfirmation>(t, user, `/stock/confirmation?orderId=${order.id}`);
    expect(res.code).toBe(200);
    const c = res.data;
    const gross = new Decimal(order.fillPrice!).times(10);
    const iva = ivaOf(minor(order.fee), '0.16');
    expect(c).toMatchObject({ orderId: order.id, market: 'US', code: 'AAPL', side: 'buy', openClose: 'open', quantity: '10', price: new Decimal(order.fillPrice!).toFixed(), currency: 'USD' });
    expect(c.gross).toBe(gross.toFixed(2));
    expect(c.commission).toBe(order.fee);
    expect(c.ivaRate).toBe('0.16');
    expect(minor(c.iva)).toBe(iva);
    expect(minor(c.net)).toBe(minor(c.gross) + minor(c.commission) + iva);
    expect(c).toMatchObject({ tradeDate: '2026-11-24', settlementDate: '2026-11-25', settlementDays: 1, positionId: order.positionId });
  });

  it('a close shows proceeds, commission, IVA and realized P/L; its confirmation is a sell net of costs', async () => {
    const closed = await call<{ order: TradeOrder; closed: TradePosition }>(t, user, '/position/flatPosition', { positionId: order.positionId, payPassword: '123456' });
    expect(closed.code).toBe(200);
    const closeOrder = closed.data.order;
    const lines = await call<Page<BillItem>>(t, user, '/wallet/getWalletBill', { pageNum: 1, pageSize: 20 });
    const ofClose = lines.data.list.filter((l) => l.detail?.orderId === closeOrder.id);
    expect(ofClose.map((l) => l.kind).sort()).toEqual(['fee', 'tax', 'trade']);
    const proceeds = ofClose.find((l) => l.kind === 'trade')!;
    expect(proceeds.detail).toMatchObject({ code: 'AAPL', side: 'sell', openClose: 'close', quantity: '10' });
    const fee = minor(closeOrder.fee);
    const iva = ivaOf(fee, '0.16');
    expect(minor(proceeds.amount)).toBe(minor(proceeds.detail!.proceeds!));
    expect(minor(proceeds.detail!.fee!)).toBe(fee);
    expect(minor(proceeds.detail!.iva!)).toBe(iva);
    // Realized P/L = what came back net - margin - opening commission (the closed position's figure).
    expect(proceeds.detail!.realizedPnl).toBe(closed.data.closed.sellProfit);
    const c = (await get<TradeConfirmation>(t, user, `/stock/confirmation?orderId=${closeOrder.id}`)).data;
    expect(c).toMatchObject({ side: 'sell', openClose: 'close', commission: closeOrder.fee, settlementDate: '2026-11-25' });
    expect(minor(c.iva)).toBe(iva);
    expect(minor(c.net)).toBe(minor(c.gross) - fee - iva);
  });

  it('refuses the confirmation of an order that is not the caller’s, unfilled, or a bad id (localized, no 500)', async () => {
    const other = await trader(t);
    const theirs = await get(t, other, `/stock/confirmation?orderId=${order.id}`);
    expect(theirs.status).toBe(404);
    expect(theirs.data).toMatchObject({ error: 'ORDER_NOT_FOUND' });
    const bad = await get(t, user, '/stock/confirmation?orderId=abc');
    expect(bad.status).toBe(422);
    const resting = await call<TradeOrder>(t, user, '/stock/create', {
      code: 'AAPL',
      direction: 0,
      orderType: 1,
      price: new Decimal(need(t.ctx, 'market').quote('AAPL').bid).times(0.95).toDecimalPlaces(2).toFixed(2),
      quantity: 1,
      payPassword: '123456',
      idempotencyKey: key(),
    });
    expect(resting.code).toBe(200);
    // A resting order holds its margin, commission and the commission's IVA.
    const held = (await balance(t, user.userId, 'US_STOCK', 'USD')).held;
    expect(held).toBe(minor(resting.data.margin) + minor(resting.data.fee) + ivaOf(minor(resting.data.fee), '0.16'));
    const unfilled = await get(t, user, `/stock/confirmation?orderId=${resting.data.id}`);
    expect(unfilled.status).toBe(409);
    expect(unfilled.msg).toMatch(/not been filled/);
  });
});

describe('before the IVA rule (fills before 24 Nov 2026)', () => {
  it('carry no IVA line and a confirmation with IVA 0', async () => {
    const { t } = await tradingApp(US_OPEN);
    try {
      const user = await trader(t);
      const res = await call<TradeOrder>(t, user, '/stock/create', { code: 'AAPL', direction: 0, orderType: 0, quantity: 1, payPassword: '123456', idempotencyKey: key() });
      expect(res.code).toBe(200);
      const taxes = await call<Page<BillItem>>(t, user, '/wallet/getWalletBill', { pageNum: 1, pageSize: 20, kind: 'tax' });
      expect(taxes.data.total).toBe(0);
      const c = (await get<TradeConfirmation>(t, user, `/stock/confirmation?orderId=${res.data.id}`)).data;
      expect(c).toMatchObject({ iva: '0.00', ivaRate: '0' });
    } finally {
      await need(t.ctx, 'trading').idle();
      await t.close();
    }
  });
});

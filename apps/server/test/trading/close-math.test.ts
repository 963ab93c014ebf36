import Decimal from 'decimal.js';
import { describe, expect, it } from 'vitest';
import { closeFlowEntries, settlementOf } from '../../src/modules/trading/close.ts';
import type { PositionRow } from '../../src/modules/trading/repo.ts';

/** A long of 10 shares bought at 100 USD, 1x, margin 1,000.00 and opening fee 1.00 (minor units). */
const position: PositionRow = {
  id: 7,
  user_id: 3,
  order_id: 11,
  parent_id: null,
  code: 'AAPL',
  market: 'US',
  source: 0,
  wallet: 'US_STOCK',
  currency: 'USD',
  price_currency: 'USD',
  direction: 0,
  leverage: 1,
  margin_mode: 'half',
  status: 0,
  quantity: '10',
  multiplier: '1',
  open_price: '100',
  margin: 100_000n,
  open_fee: 100n,
  open_iva: 0n,
  close_fee: 0n,
  buy_rate: '0.001',
  sell_rate: '0.001',
  stop_loss: null,
  take_profit: null,
  close_price: null,
  close_reason: null,
  close_order_id: null,
  gross_pnl: null,
  realized_pnl: null,
  margin_call_at: null,
  call_price: null,
  open_rate_mxn: null,
  version: 0,
  opened_at: new Date('2026-11-20T15:00:00Z'),
  closed_at: null,
};
const rules = { minFee: 100n, currency: 'USD' as const }; // at least 1.00 per order
const at = new Date('2026-11-24T15:00:00Z');

describe('closing a position: the pure parts (close.ts)', () => {
  it('settles a whole close: margin back with the profit, less the closing fee', () => {
    const s = settlementOf(position, { quantity: new Decimal(10), mark: new Decimal(110), rate: new Decimal(1), rules, walletAvailable: 0n });
    expect(s.partial).toBe(false);
    expect(s.margin).toBe(100_000n);
    expect(s.openFee).toBe(100n);
    expect(s.pnl).toBe(10_000n); // (110 - 100) x 10 = 100.00
    expect(s.fee).toBe(110n); // 0.1 % of 1,100.00 = 1.10 (above the 1.00 minimum)
    expect(s.toWallet).toBe(100_000n + 10_000n - 110n);
    // Money is conserved: what leaves the margin account goes to the wallet, the fees and the market.
    expect(s.toWallet + s.fee + s.market).toBe(s.margin);
  });

  it('splits a partial close: the part takes its share of margin and opening fee', () => {
    const s = settlementOf(position, { quantity: new Decimal(4), mark: new Decimal(90), rate: new Decimal(1), rules, walletAvailable: 0n });
    expect(s.partial).toBe(true);
    expect(s.margin).toBe(40_000n);
    expect(s.openFee).toBe(40n);
    expect(s.pnl).toBe(-4_000n);
    expect(s.fee).toBe(100n); // 0.1 % of 360.00 = 0.36, the 1.00 minimum applies
    expect(s.toWallet + s.fee + s.market).toBe(s.margin);
  });

  it('writes the flow of a whole close on the position itself', () => {
    const s = settlementOf(position, { quantity: new Decimal(10), mark: new Decimal(110), rate: new Decimal(1), rules, walletAvailable: 0n });
    const flows = closeFlowEntries(position, s, { closingId: position.id, orderId: 20, txId: 30n, reason: 'take_profit', at });
    expect(flows.map((f) => [f.positionId, f.kind, f.amount])).toEqual([
      [7, 'take_profit', s.toWallet + s.fee],
      [7, 'close_fee', -s.fee],
    ]);
  });

  it('gives a split-off part its share of the opening, and the position that stays a partial-close entry', () => {
    const s = settlementOf(position, { quantity: new Decimal(4), mark: new Decimal(90), rate: new Decimal(1), rules, walletAvailable: 0n });
    const flows = closeFlowEntries(position, s, { closingId: 8, orderId: 20, txId: 30n, reason: 'user', at });
    expect(flows.map((f) => [f.positionId, f.kind, f.amount])).toEqual([
      [8, 'open', -40_000n],
      [8, 'open_fee', -40n],
      [7, 'partial_close', s.toWallet + s.fee],
      [7, 'close_fee', -s.fee],
      [8, 'close', s.toWallet + s.fee],
      [8, 'close_fee', -s.fee],
    ]);
    // The part's opening keeps the original order and time.
    expect(flows[0]).toMatchObject({ orderId: 11, at: position.opened_at, price: '100' });
  });
});

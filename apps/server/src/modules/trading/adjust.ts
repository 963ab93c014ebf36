import { PositionStatus, TradeOrderStatus, type TradeMarket } from '@app/contracts';
import Decimal from 'decimal.js';
import { fingerprint, idempotent, type Tx } from '../../ledger/index.ts';
import type { TradingCore } from './base.ts';
import { checkStops } from './liquidation.ts';
import { parseDecimal } from './lots.ts';
import { markPrice } from './pnl.ts';
import { liveQuote } from './quotes.ts';
import { dec } from './rates.ts';
import { repo, type OrderRow, type PositionRow } from './repo.ts';
import { RuleError } from './rule-error.ts';

/** What the job needs to refuse a resting order (open.ts). */
export type Cancelling = Pick<Adjusting, 'cancelRun'>;

/** Changes to what is already there: cancelling a resting order, adding margin, setting stops. */
export class Adjusting {
  constructor(private readonly core: TradingCore) {}

  async cancel(userId: number, orderId: number): Promise<OrderRow> {
    return this.core.guard(() => this.cancelRun(orderId, 'user', `user:${userId}`, userId));
  }

  /**
   * A resting order whose good-till-cancelled time ran out (the matching job): cancelled
   * with its hold released, as a cancellation is. One that filled or was cancelled
   * meanwhile is left alone (false).
   */
  async expire(orderId: number): Promise<boolean> {
    try {
      await this.cancelRun(orderId, 'expired', 'system', undefined);
      return true;
    } catch (error) {
      if (error instanceof RuleError && error.code === 'ORDER_NOT_CANCELLABLE') return false;
      throw error;
    }
  }

  /** Cancels an entrusted order in its own transaction: the hold is released. */
  async cancelRun(orderId: number, reason: 'user' | 'insufficient_margin' | 'expired', by: string, userId: number | undefined): Promise<OrderRow> {
    const { core } = this;
    const order = await core.ledger.run(async (trx) => {
      const order = await repo.lockOrder(trx, orderId, userId !== undefined ? { userId } : {});
      if (!order) throw new RuleError('ORDER_NOT_FOUND', {}, 'id');
      if (order.status !== TradeOrderStatus.Entrusted) {
        const status = order.status === TradeOrderStatus.Filled ? 'filled' : order.status === TradeOrderStatus.Cancelled ? 'cancelled' : 'inProgress';
        throw new RuleError('ORDER_NOT_CANCELLABLE', { status }, 'id');
      }
      if (order.hold_id !== null) await core.ledger.releaseHold(order.hold_id, { by }, trx);
      const at = core.now();
      const updated = await trx
        .updateTable('trading_orders')
        .set({ status: TradeOrderStatus.Cancelled, status_reason: reason, cancelled_at: at })
        .where('id', '=', order.id)
        .where('status', '=', TradeOrderStatus.Entrusted)
        .returningAll()
        .executeTakeFirstOrThrow();
      await repo.events(trx, [{ orderId: order.id, event: reason === 'user' ? 'cancelled' : reason === 'expired' ? 'expired' : 'rejected', from: TradeOrderStatus.Entrusted, to: TradeOrderStatus.Cancelled, by, detail: { reason }, at }]);
      return updated;
    });
    core.after.afterCancel(order);
    return order;
  }

  async addMargin(userId: number, positionId: number, amountInput: string | number, idempotencyKey: string | undefined): Promise<PositionRow> {
    const { core } = this;
    return core.guard(async () => {
      const text = typeof amountInput === 'number' ? String(amountInput) : amountInput.trim();
      if (!/^\d{1,13}(\.\d{1,2})?$/.test(text) || new Decimal(text).lte(0)) throw new RuleError('INVALID_AMOUNT', {}, 'amount');
      const amount = BigInt(new Decimal(text).times(100).toFixed(0));
      const body = async (trx: Tx): Promise<{ positionId: number }> => {
        const position = await repo.lockPosition(trx, positionId, { userId });
        if (!position) throw new RuleError('POSITION_NOT_FOUND', {}, 'positionId');
        if (position.status !== PositionStatus.Holding) throw new RuleError('POSITION_CLOSED', {}, 'positionId');
        if (position.margin_mode !== 'half') throw new RuleError('NOT_ISOLATED', {}, 'positionId');
        const rules = await core.rates.get(position.market as TradeMarket, trx);
        const tx = await core.ledger.post(
          { kind: 'margin', ref: `position:${position.id}`, by: `user:${userId}`, legs: [{ from: core.walletRef(userId, rules), to: core.house('margin', userId, rules.currency), amount }] },
          trx,
        );
        const at = core.now();
        await trx
          .updateTable('trading_positions')
          .set((eb) => ({
            margin: eb('margin', '+', amount),
            margin_call_at: null,
            call_price: core.callPrice({ ...position, margin: position.margin + amount }, rules)?.toFixed() ?? null,
            version: eb('version', '+', 1),
          }))
          .where('id', '=', position.id)
          .execute();
        await repo.flows(trx, [{ positionId: position.id, userId, kind: 'margin_add', amount: -amount, currency: position.currency, txId: tx.id, at }]);
        return { positionId: position.id };
      };
      const replayed = idempotencyKey
        ? (await idempotent(core.ledger, core.ctx.db, `margin:${userId}`, idempotencyKey, fingerprint({ positionId, amount: amount.toString() }), body, () => core.ctx.clock.now())).replayed
        : (await core.ledger.run(body), false);
      const updated = await core.ctx.db.selectFrom('trading_positions').selectAll().where('id', '=', positionId).executeTakeFirstOrThrow();
      if (!replayed) core.after.afterPositionChange(updated, 'margin_added');
      return updated;
    });
  }

  /** Sets (a price), clears (null) or keeps (undefined) the stops of a holding position or an entrusted order. */
  async setStops(
    userId: number,
    target: { positionId?: number | undefined; orderId?: number | undefined },
    stops: { stopLoss?: string | number | null | undefined; takeProfit?: string | number | null | undefined },
  ): Promise<{ position?: PositionRow; order?: OrderRow }> {
    const { core } = this;
    return core.guard(async () => {
      const done = await core.ledger.run<{ position?: PositionRow; order?: OrderRow }>((trx) =>
        target.positionId !== undefined ? this.positionStops(trx, userId, target.positionId, stops) : this.orderStops(trx, userId, target.orderId!, stops),
      );
      if (done.position) core.after.afterPositionChange(done.position, 'modified');
      if (done.order) core.after.afterOrderChange(done.order);
      return done;
    });
  }

  private async positionStops(trx: Tx, userId: number, positionId: number, stops: Stops): Promise<{ position: PositionRow }> {
    const { core } = this;
    const position = await repo.lockPosition(trx, positionId, { userId });
    if (!position) throw new RuleError('POSITION_NOT_FOUND', {}, 'positionId');
    if (position.status !== PositionStatus.Holding) throw new RuleError('POSITION_CLOSED', {}, 'positionId');
    const instrument = core.market.requireInstrument(position.code);
    const stopLoss = readStop(stops.stopLoss, 'stopLoss', position.stop_loss);
    const takeProfit = readStop(stops.takeProfit, 'takeProfit', position.take_profit);
    checkStops(position.direction, markPrice(position.direction, liveQuote(core.market, position.code)), { stopLoss, takeProfit }, instrument.decimals);
    const row = await trx
      .updateTable('trading_positions')
      .set((eb) => ({ stop_loss: stopLoss?.toFixed() ?? null, take_profit: takeProfit?.toFixed() ?? null, version: eb('version', '+', 1) }))
      .where('id', '=', position.id)
      .returningAll()
      .executeTakeFirstOrThrow();
    await repo.flows(trx, [{ positionId: position.id, userId, kind: 'modify', amount: 0n, currency: position.currency, at: core.now() }]);
    return { position: row };
  }

  private async orderStops(trx: Tx, userId: number, orderId: number, stops: Stops): Promise<{ order: OrderRow }> {
    const { core } = this;
    const order = await repo.lockOrder(trx, orderId, { userId });
    if (!order) throw new RuleError('ORDER_NOT_FOUND', {}, 'orderId');
    if (order.status !== TradeOrderStatus.Entrusted) throw new RuleError('ORDER_NOT_CANCELLABLE', { status: order.status === TradeOrderStatus.Filled ? 'filled' : 'cancelled' }, 'orderId');
    const instrument = core.market.requireInstrument(order.code);
    const stopLoss = readStop(stops.stopLoss, 'stopLoss', order.stop_loss);
    const takeProfit = readStop(stops.takeProfit, 'takeProfit', order.take_profit);
    checkStops(order.direction, dec(order.limit_price!), { stopLoss, takeProfit }, instrument.decimals);
    const row = await trx
      .updateTable('trading_orders')
      .set({ stop_loss: stopLoss?.toFixed() ?? null, take_profit: takeProfit?.toFixed() ?? null })
      .where('id', '=', order.id)
      .returningAll()
      .executeTakeFirstOrThrow();
    await repo.events(trx, [{ orderId: order.id, event: 'modified', from: order.status, to: order.status, by: `user:${userId}`, detail: { stopLoss: row.stop_loss, takeProfit: row.take_profit }, at: core.now() }]);
    return { order: row };
  }
}

type Stops = { stopLoss?: string | number | null | undefined; takeProfit?: string | number | null | undefined };

/** A stop as sent: 0 or "" clears (null never arrives: null fields are dropped on the wire), undefined keeps the current one. */
function readStop(value: string | number | null | undefined, field: string, current: string | number | null): Decimal | undefined {
  if (value === null || value === '' || value === 0 || value === '0') return undefined;
  if (value === undefined) return current === null ? undefined : dec(current);
  return parseDecimal(value, field, 'INVALID_PRICE');
}

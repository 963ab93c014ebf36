import type { Insertable, Selectable } from 'kysely';
import type { Tx } from '../../ledger/index.ts';
import type { QuoteSnapshot, TradingOrdersTable, TradingPositionsTable } from './tables.ts';
import './tables.ts';

export type OrderRow = Selectable<TradingOrdersTable>;
export type PositionRow = Selectable<TradingPositionsTable>;
export type NewOrder = Insertable<TradingOrdersTable>;
export type NewPosition = Insertable<TradingPositionsTable>;

export interface OrderEvent {
  orderId: number;
  event: string;
  from?: number | undefined;
  to: number;
  by: string;
  quote?: QuoteSnapshot | undefined;
  detail?: Record<string, unknown> | undefined;
  at: Date;
}

export interface FlowEntry {
  positionId: number;
  userId: number;
  kind: string;
  amount: bigint;
  currency: string;
  quantity?: string | undefined;
  price?: string | undefined;
  orderId?: number | undefined;
  txId?: bigint | undefined;
  at: Date;
}

export function eventRows(events: OrderEvent[]) {
  return events.map((e) => ({
    order_id: e.orderId,
    event: e.event,
    from_status: e.from ?? null,
    to_status: e.to,
    created_by: e.by,
    quote: e.quote ? JSON.stringify(e.quote) : null,
    detail: e.detail ? JSON.stringify(e.detail) : null,
    created_at: e.at,
  }));
}

/** Tables of trading; every write takes the caller's transaction. */
export const repo = {
  async insertOrder(trx: Tx, order: NewOrder): Promise<OrderRow> {
    return trx.insertInto('trading_orders').values(order).returningAll().executeTakeFirstOrThrow();
  },

  async insertPosition(trx: Tx, position: NewPosition): Promise<PositionRow> {
    return trx.insertInto('trading_positions').values(position).returningAll().executeTakeFirstOrThrow();
  },

  async events(trx: Tx, events: OrderEvent[]): Promise<void> {
    if (events.length === 0) return;
    await trx.insertInto('trading_order_events').values(eventRows(events)).execute();
  },

  async flows(trx: Tx, flows: FlowEntry[]): Promise<void> {
    if (flows.length === 0) return;
    await trx
      .insertInto('trading_position_flows')
      .values(
        flows.map((f) => ({
          position_id: f.positionId,
          user_id: f.userId,
          kind: f.kind,
          amount: f.amount,
          currency: f.currency,
          quantity: f.quantity ?? null,
          price: f.price ?? null,
          order_id: f.orderId ?? null,
          tx_id: f.txId ?? null,
          created_at: f.at,
        })),
      )
      .execute();
  },

  /** Locks an order row; `skipLocked` for the job (another process has it: leave it). */
  async lockOrder(trx: Tx, id: number, options: { userId?: number; skipLocked?: boolean } = {}): Promise<OrderRow | undefined> {
    let q = trx.selectFrom('trading_orders').selectAll().where('id', '=', id);
    if (options.userId !== undefined) q = q.where('user_id', '=', options.userId);
    const locked = options.skipLocked ? q.forUpdate().skipLocked() : q.forUpdate();
    return locked.executeTakeFirst();
  },

  async lockPosition(trx: Tx, id: number, options: { userId?: number; skipLocked?: boolean } = {}): Promise<PositionRow | undefined> {
    let q = trx.selectFrom('trading_positions').selectAll().where('id', '=', id);
    if (options.userId !== undefined) q = q.where('user_id', '=', options.userId);
    const locked = options.skipLocked ? q.forUpdate().skipLocked() : q.forUpdate();
    return locked.executeTakeFirst();
  },
};

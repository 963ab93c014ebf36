import { isExpression, sql, type Expression, type Insertable, type Selectable } from 'kysely';
import type { Tx } from '../../ledger/index.ts';
import type { QuoteSnapshot, TradingOrdersTable, TradingPositionsTable } from './tables.ts';
import './tables.ts';

export type OrderRow = Selectable<TradingOrdersTable>;
export type PositionRow = Selectable<TradingPositionsTable>;
export type NewOrder = Insertable<TradingOrdersTable>;
export type NewPosition = Insertable<TradingPositionsTable>;

/** An id, or (in a statement that takes its ids from the sequences first) the expression that reads it. */
export type IdOf<T> = T | Expression<T>;

export interface OrderEvent {
  orderId: IdOf<number>;
  event: string;
  from?: number | undefined;
  to: number;
  by: string;
  quote?: QuoteSnapshot | undefined;
  detail?: Record<string, unknown> | undefined;
  /** The ledger transaction of the change, recorded in `detail` as `txId`. */
  txId?: IdOf<bigint> | undefined;
  at: Date;
}

export interface FlowEntry {
  positionId: IdOf<number>;
  userId: number;
  kind: string;
  amount: bigint;
  currency: string;
  quantity?: string | undefined;
  price?: string | undefined;
  orderId?: IdOf<number> | undefined;
  txId?: IdOf<bigint> | undefined;
  at: Date;
}

function detailOf(e: OrderEvent): string | Expression<string> | null {
  if (e.txId === undefined) return e.detail ? JSON.stringify(e.detail) : null;
  if (!isExpression(e.txId)) return JSON.stringify({ ...e.detail, txId: e.txId.toString() });
  return sql<string>`${JSON.stringify(e.detail ?? {})}::jsonb || jsonb_build_object('txId', (${e.txId})::text)`;
}

export function eventRows(events: OrderEvent[]) {
  return events.map((e) => ({
    order_id: e.orderId,
    event: e.event,
    from_status: e.from ?? null,
    to_status: e.to,
    created_by: e.by,
    quote: e.quote ? JSON.stringify(e.quote) : null,
    detail: detailOf(e),
    created_at: e.at,
  }));
}

export function flowRows(flows: FlowEntry[]) {
  return flows.map((f) => ({
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
    await trx.insertInto('trading_position_flows').values(flowRows(flows)).execute();
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

import type { ColumnType, Generated, Selectable } from 'kysely';

type Timestamp = ColumnType<Date, Date, Date>;
type Numeric = ColumnType<string | number, string, string>;

/** Conditional orders (migration 0078, issue 21). */
export interface TradingConditionalOrdersTable {
  id: Generated<number>;
  user_id: number;
  code: string;
  market: string;
  kind: string;
  direction: number;
  quantity: Numeric;
  trigger_price: Numeric | null;
  limit_price: Numeric | null;
  trail_amount: Numeric | null;
  trail_percent: Numeric | null;
  trail_extreme: Numeric | null;
  leverage: number | null;
  margin_mode: string;
  short: boolean;
  time_in_force: string;
  expires_at: Timestamp;
  extended_hours: boolean;
  status: string;
  status_reason: string | null;
  group_id: number | null;
  role: string | null;
  position_id: number | null;
  order_id: number | null;
  terms_version_id: number | null;
  idempotency_key: string | null;
  request_hash: string | null;
  /** Bumped (nextval of trading_conditional_seq) on every change: the trigger job reads what changed since its last tick. */
  seq: ColumnType<bigint, never, bigint>;
  created_at: Timestamp;
  triggered_at: Timestamp | null;
  done_at: Timestamp | null;
}

export type ConditionalRow = Selectable<TradingConditionalOrdersTable>;

declare module '../../db/schema.ts' {
  interface DB {
    trading_conditional_orders: TradingConditionalOrdersTable;
  }
}

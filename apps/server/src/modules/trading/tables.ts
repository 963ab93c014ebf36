import type { ColumnType, Generated } from 'kysely';

type Timestamp = ColumnType<Date, Date, Date>;
/** bigint columns come back as JS bigint (db/index.ts type parsers). */
type Int8 = ColumnType<bigint, bigint | number, bigint | number>;
/** numeric columns: written as decimal strings, read as strings (pg) or numbers (PGlite); read them through `dec()`. */
type Numeric = ColumnType<string | number, string, string>;
type Json<T> = ColumnType<T, string, string>;

export interface QuoteSnapshot {
  bid: string;
  ask: string;
  last: string;
  time: number;
  status: string;
}

export interface TradingOrdersTable {
  id: Generated<number>;
  user_id: number;
  code: string;
  market: string;
  source: number;
  wallet: string;
  currency: string;
  price_currency: string;
  direction: number;
  order_type: number;
  open_close: number;
  status: number;
  status_reason: string | null;
  quantity: Numeric;
  multiplier: Numeric;
  limit_price: Numeric | null;
  fill_price: Numeric | null;
  notional: Numeric | null;
  margin: Int8;
  fee: Int8;
  fee_rate: Numeric;
  /** The trading terms version (terms_versions.id) the order was priced under. */
  terms_version_id: number | null;
  /** A resting limit order: when it expires (good till cancelled, at most the published gtcMaxDays; migration 0086). */
  expires_at: Generated<Date | null>;
  leverage: number;
  margin_mode: string;
  stop_loss: Numeric | null;
  take_profit: Numeric | null;
  position_id: number | null;
  hold_id: number | null;
  tx_id: Int8 | null;
  quote: Json<QuoteSnapshot>;
  fill_quote: Json<QuoteSnapshot> | null;
  idempotency_key: string | null;
  request_hash: string | null;
  created_at: Timestamp;
  filled_at: Timestamp | null;
  cancelled_at: Timestamp | null;
}

export interface TradingOrderEventsTable {
  id: ColumnType<bigint, never, never>;
  order_id: number;
  event: string;
  from_status: number | null;
  to_status: number;
  created_by: string;
  quote: Json<QuoteSnapshot> | null;
  detail: Json<Record<string, unknown>> | null;
  created_at: Timestamp;
}

export interface TradingPositionsTable {
  id: Generated<number>;
  user_id: number;
  order_id: number;
  parent_id: number | null;
  code: string;
  market: string;
  source: number;
  wallet: string;
  currency: string;
  price_currency: string;
  direction: number;
  leverage: number;
  margin_mode: string;
  status: number;
  quantity: Numeric;
  multiplier: Numeric;
  open_price: Numeric;
  margin: Int8;
  open_fee: Int8;
  /** IVA paid on the opening commission (minor units; 0 for positions opened before it was kept). */
  open_iva: ColumnType<bigint, bigint | number | undefined, bigint | number>;
  close_fee: Int8;
  buy_rate: Numeric;
  sell_rate: Numeric;
  stop_loss: Numeric | null;
  take_profit: Numeric | null;
  close_price: Numeric | null;
  close_reason: string | null;
  close_order_id: number | null;
  gross_pnl: Int8 | null;
  realized_pnl: Int8 | null;
  margin_call_at: Timestamp | null;
  call_price: Numeric | null;
  /** Units of MXN per unit of the wallet currency when it opened (migration 0029; null before it). */
  open_rate_mxn: Numeric | null;
  version: Generated<number>;
  opened_at: Timestamp;
  closed_at: Timestamp | null;
}

/** One row per user who acknowledged the leverage risk notice (migration 0028). */
export interface TradingRiskNoticesTable {
  user_id: number;
  notice_version: ColumnType<number, number | undefined, number>;
  acknowledged_at: Timestamp;
}

export interface TradingPositionFlowsTable {
  id: ColumnType<bigint, never, never>;
  position_id: number;
  user_id: number;
  kind: string;
  amount: Int8;
  currency: string;
  quantity: Numeric | null;
  price: Numeric | null;
  order_id: number | null;
  tx_id: Int8 | null;
  created_at: Timestamp;
}

declare module '../../db/schema.ts' {
  interface DB {
    trading_orders: TradingOrdersTable;
    trading_order_events: TradingOrderEventsTable;
    trading_positions: TradingPositionsTable;
    trading_position_flows: TradingPositionFlowsTable;
    trading_risk_notices: TradingRiskNoticesTable;
  }
}

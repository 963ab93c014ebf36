import type { ColumnType, Generated } from 'kysely';

/** bigint columns come back as JS bigint (db/index.ts type parsers). */
type Int8 = ColumnType<bigint, bigint | number, bigint | number>;
type Int8Null = ColumnType<bigint | null, bigint | number | null | undefined, bigint | number | null>;
/** numeric columns: written as decimal strings, read as strings (pg) or numbers (PGlite). */
type Numeric = ColumnType<string | number, string, string>;
type Json<T> = ColumnType<T, string, string>;

export interface MiningRobotsTable {
  id: Generated<number>;
  name: Json<{ es: string; en: string; zh: string }>;
  model: string;
  mode: 'rent' | 'buy';
  hashrate_ths: Numeric;
  j_per_th: Numeric;
  cycle_days: number;
  price_per_th_day: ColumnType<string | number | null, string | null, string | null>;
  price_usd: ColumnType<string | number | null, string | null, string | null>;
  capacity_units: number;
  held_units: ColumnType<number, number | undefined, number>;
  user_quota: number;
  status: ColumnType<'open' | 'closed', 'open' | 'closed' | undefined, 'open' | 'closed'>;
  created_at: ColumnType<Date, Date | undefined, Date>;
  updated_at: ColumnType<Date, Date | undefined, Date>;
}

export interface MiningOrdersTable {
  id: Generated<number>;
  user_id: number;
  robot_id: number;
  mode: 'rent' | 'buy';
  units: number;
  hashrate_ths: Numeric;
  j_per_th: Numeric;
  cycle_days: number;
  price_cents: Int8;
  energy_per_day: Numeric;
  terms_version_id: number;
  pool_fee_rate: Numeric;
  redeem_fee_rate: Numeric;
  state: number;
  state_since_ms: Int8;
  started_ms: Int8;
  ends_ms: Int8;
  settled_ms: Int8Null;
  /** The warning that the current prepaid energy runs out within a day was sent (a top-up clears it; migration 0190). */
  energy_warned: Generated<boolean>;
  energy_cents: Int8;
  mined_sat: ColumnType<bigint, bigint | undefined, bigint>;
  paid_cents: ColumnType<bigint, bigint | undefined, bigint>;
  energy_used_cents: ColumnType<bigint, bigint | undefined, bigint>;
  refund_cents: Int8Null;
  closed_ms: Int8Null;
  buy_tx_id: Int8;
  created_at: Date;
}

export interface MiningPayoutsTable {
  id: Generated<number>;
  order_id: number;
  user_id: number;
  from_ms: Int8;
  to_ms: Int8;
  blocks: number;
  network_ths: Int8;
  reward_sat: Int8;
  pool_fee_sat: Int8;
  btc_price: Numeric;
  amount_cents: Int8;
  energy_cents: Int8;
  tx_id: Int8Null;
  created_at: Date;
}

export interface MiningMessagesTable {
  id: Generated<number>;
  order_id: number;
  kind: 'state' | 'payout' | 'energy' | 'redeem';
  state: number | null;
  text: Json<{ es: string; en: string; zh: string }>;
  created_at_ms: Int8;
}

export interface MiningHistoryTable {
  id: Generated<number>;
  order_id: number;
  from_state: number | null;
  to_state: number;
  at_ms: Int8;
  by: string;
  reason: string;
}

declare module '../../db/schema.ts' {
  interface DB {
    mining_robots: MiningRobotsTable;
    mining_orders: MiningOrdersTable;
    mining_payouts: MiningPayoutsTable;
    mining_messages: MiningMessagesTable;
    mining_history: MiningHistoryTable;
  }
}

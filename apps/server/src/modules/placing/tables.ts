import type { ColumnType, Generated } from 'kysely';

/** bigint columns come back as JS bigint (db/index.ts type parsers). */
type Int8 = ColumnType<bigint, bigint | number, bigint | number>;
/** numeric columns: written as decimal strings, read as strings (pg) or numbers (PGlite). */
type Numeric = ColumnType<string | number, string, string>;

export interface PlacingTranchesTable {
  id: Generated<number>;
  code: string;
  market: string;
  currency: string;
  price: Numeric;
  benchmark: Numeric;
  last_close: Numeric;
  average5_close: Numeric;
  quantity: Int8;
  min_quantity: Int8;
  start_at: Date;
  end_at: Date;
  lockup_until: Date;
  status: ColumnType<string, string | undefined, string>;
  terms_version_id: number;
  created_by: number | null;
  created_at: Date;
  allocated_at: Date | null;
  updated_at: Date;
}

export interface PlacingOrdersTable {
  id: Generated<number>;
  user_id: number;
  tranche_id: number;
  quantity: Int8;
  price: Numeric;
  currency: string;
  amount_minor: Int8;
  hold_id: number | null;
  key_id: number | null;
  status: string;
  allotted_quantity: Int8 | null;
  paid_minor: Int8 | null;
  released_minor: Int8 | null;
  settle_tx_id: Int8 | null;
  sale_price: Numeric | null;
  proceeds_minor: Int8 | null;
  sale_fee_minor: Int8 | null;
  sale_tx_id: Int8 | null;
  terms_version_id: number;
  created_at: Date;
  updated_at: Date;
}

export interface PlacingHistoryTable {
  id: Generated<number>;
  order_id: number;
  from_status: string | null;
  to_status: string;
  by: string;
  reason: string;
  created_at: Date;
}

declare module '../../db/schema.ts' {
  interface DB {
    placing_tranches: PlacingTranchesTable;
    placing_orders: PlacingOrdersTable;
    placing_history: PlacingHistoryTable;
  }
}

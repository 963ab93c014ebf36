import type { ColumnType, Generated } from 'kysely';

type Timestamp = ColumnType<Date, Date | undefined, Date>;
/** bigint columns come back as JS bigint (db/index.ts type parsers). */
type Int8 = ColumnType<bigint, bigint | number, bigint | number>;
/** numeric columns: written as decimal strings, read as strings (pg) or numbers (PGlite). */
type Numeric = ColumnType<string | number, string, string>;
type Json<T> = ColumnType<T, string, string>;

export interface FundsSchemesTable {
  id: Generated<number>;
  code: string;
  name: Json<{ es: string; en: string; zh: string }>;
  kind: string;
  model: string;
  currency: ColumnType<string, string | undefined, string>;
  base_nav: Numeric;
  launch_date: string;
  annual_yield: Numeric;
  expense_ratio: Numeric;
  lock_in_years: number;
  min_amount: Numeric;
  status: ColumnType<string, string | undefined, string>;
  created_at: Generated<Date>;
  updated_at: Timestamp;
}

export interface FundsNavsTable {
  scheme_id: number;
  nav_date: string;
  nav: Numeric;
  published_at: Date;
}

export interface FundsOrdersTable {
  id: Generated<number>;
  user_id: number;
  scheme_id: number;
  kind: string;
  amount_minor: Int8;
  duty_minor: Int8;
  inr_per_mxn: Numeric;
  invested_inr_minor: Int8;
  nav_date: string;
  hold_id: number;
  status: ColumnType<number, number | undefined, number>;
  nav: ColumnType<string | number | null, string | null | undefined, string | null>;
  units: ColumnType<string | number | null, string | null | undefined, string | null>;
  lock_in_end: ColumnType<string | null, string | null | undefined, string | null>;
  allotted_at: ColumnType<Date | null, Date | null | undefined, Date | null>;
  reviewer_id: ColumnType<number | null, number | null | undefined, number | null>;
  reviewed_at: ColumnType<Date | null, Date | null | undefined, Date | null>;
  reject_reason: ColumnType<string | null, string | null | undefined, string | null>;
  redeem_nav_date: ColumnType<string | null, string | null | undefined, string | null>;
  redeem_requested_at: ColumnType<Date | null, Date | null | undefined, Date | null>;
  redeem_nav: ColumnType<string | number | null, string | null | undefined, string | null>;
  exit_load_rate: ColumnType<string | number | null, string | null | undefined, string | null>;
  exit_load_inr_minor: ColumnType<bigint | null, bigint | null | undefined, bigint | null>;
  redeem_inr_minor: ColumnType<bigint | null, bigint | null | undefined, bigint | null>;
  redeem_minor: ColumnType<bigint | null, bigint | null | undefined, bigint | null>;
  redeemed_at: ColumnType<Date | null, Date | null | undefined, Date | null>;
  /** Units paid out by redemptions (0 until the first is paid; = units when redeemed whole). */
  units_redeemed: ColumnType<string | number, string | undefined, string>;
  terms_version_id: number;
  created_at: Date;
}

/** One redemption of an order (part or all of the units held); paid_at null while it waits for its NAV. */
export interface FundsRedemptionsTable {
  id: Generated<number>;
  order_id: number;
  user_id: number;
  units: Numeric;
  redeem_nav_date: string;
  requested_at: Date;
  nav: ColumnType<string | number | null, string | null | undefined, string | null>;
  exit_load_rate: ColumnType<string | number | null, string | null | undefined, string | null>;
  gross_inr_minor: ColumnType<bigint | null, bigint | null | undefined, bigint | null>;
  exit_load_inr_minor: ColumnType<bigint | null, bigint | null | undefined, bigint | null>;
  net_inr_minor: ColumnType<bigint | null, bigint | null | undefined, bigint | null>;
  amount_minor: ColumnType<bigint | null, bigint | null | undefined, bigint | null>;
  tx_id: ColumnType<bigint | null, bigint | null | undefined, bigint | null>;
  paid_at: ColumnType<Date | null, Date | null | undefined, Date | null>;
}

export interface FundsHistoryTable {
  id: Generated<number>;
  order_id: number;
  from_status: number | null;
  to_status: number;
  by: string;
  reason: string;
  created_at: Date;
}

declare module '../../db/schema.ts' {
  interface DB {
    funds_schemes: FundsSchemesTable;
    funds_navs: FundsNavsTable;
    funds_orders: FundsOrdersTable;
    funds_history: FundsHistoryTable;
    funds_redemptions: FundsRedemptionsTable;
  }
}

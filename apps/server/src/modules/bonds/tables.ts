import type { ColumnType, Generated } from 'kysely';

type Timestamp = ColumnType<Date, Date | undefined, Date>;
/** bigint columns come back as JS bigint (db/index.ts type parsers). */
type Int8 = ColumnType<bigint, bigint | number, bigint | number>;
/** numeric columns: written as decimal strings, read as strings (pg) or numbers (PGlite). */
type Numeric = ColumnType<string | number, string, string>;
type Json<T> = ColumnType<T, string, string>;

export interface BondsIssuesTable {
  id: Generated<number>;
  code: string;
  type: string;
  country: string;
  currency: string;
  name: Json<{ es: string; en: string; zh: string }>;
  coupon_rate: Numeric;
  issue_date: string;
  maturity_date: string | null;
  rolling_days: number | null;
  first_coupon_date: ColumnType<string | null, string | null | undefined, string | null>;
  face: Numeric;
  min_amount: Numeric;
  status: ColumnType<string, string | undefined, string>;
  created_at: Generated<Date>;
  updated_at: Timestamp;
}

export interface BondsHoldingsTable {
  id: Generated<number>;
  user_id: number;
  issue_id: number;
  type: string;
  currency: string;
  face: Numeric;
  coupon_rate: Numeric;
  issue_date: string;
  maturity_date: string;
  first_coupon_date: ColumnType<string | null, string | null | undefined, string | null>;
  quantity: number;
  buy_price: Numeric;
  buy_yield: Numeric;
  clean_minor: Int8;
  accrued_minor: Int8;
  fee_minor: Int8;
  cost_minor: Int8;
  isr_applies: boolean;
  terms_version_id: number;
  status: ColumnType<string, string | undefined, string>;
  interest_minor: ColumnType<bigint, bigint | undefined, bigint>;
  isr_minor: ColumnType<bigint, bigint | undefined, bigint>;
  proceeds_minor: ColumnType<bigint | null, bigint | null | undefined, bigint | null>;
  buy_tx_id: Int8;
  created_at: Date;
  closed_at: ColumnType<Date | null, Date | null | undefined, Date | null>;
}

export interface BondsPaymentsTable {
  id: Generated<number>;
  holding_id: number;
  kind: 'coupon' | 'redemption' | 'sale';
  due_date: string;
  gross_minor: Int8;
  isr_minor: Int8;
  fee_minor: Int8;
  net_minor: Int8;
  tx_id: Int8;
  created_at: Date;
}

export interface BondsHistoryTable {
  id: Generated<number>;
  holding_id: number;
  from_status: string | null;
  to_status: string;
  by: string;
  reason: string;
  created_at: Date;
}

declare module '../../db/schema.ts' {
  interface DB {
    bonds_issues: BondsIssuesTable;
    bonds_holdings: BondsHoldingsTable;
    bonds_payments: BondsPaymentsTable;
    bonds_history: BondsHistoryTable;
  }
}

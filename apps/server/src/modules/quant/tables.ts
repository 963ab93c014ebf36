import type { ColumnType, Generated } from 'kysely';

type Timestamp = ColumnType<Date, Date | undefined, Date>;
type Int8 = ColumnType<bigint, bigint | number, bigint | number>;
type Json<T> = ColumnType<T, string, string>;
export type Localized = { es: string; en: string; zh: string };

export interface QuantProductsTable {
  id: Generated<number>;
  strategy_id: number;
  name: Json<Localized>;
  cycle_days: number;
  needs_key: ColumnType<boolean, boolean | undefined, boolean>;
  status: ColumnType<'open' | 'closed', 'open' | 'closed' | undefined, 'open' | 'closed'>;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface QuantOrdersTable {
  id: Generated<number>;
  user_id: number;
  product_id: number;
  strategy_id: number;
  amount_minor: Int8;
  cycle_days: number;
  fee_pct_year: string;
  /** The published terms version the subscription was taken under (null for those from before terms). */
  terms_version_id: number | null;
  base_day: number;
  base_equity_minor: Int8;
  start_day: number;
  end_day: number;
  status: ColumnType<'in_progress' | 'completed', 'in_progress' | 'completed' | undefined, 'in_progress' | 'completed'>;
  payout_minor: Int8 | null;
  tx_id: Int8;
  created_at: Timestamp;
  completed_at: Timestamp | null;
}

export interface QuantProfitsTable {
  order_id: number;
  day: number;
  k: number;
  value_minor: Int8;
  gross_minor: Int8;
  fee_minor: Int8;
  net_minor: Int8;
}

declare module '../../db/schema.ts' {
  interface DB {
    quant_products: QuantProductsTable;
    quant_orders: QuantOrdersTable;
    quant_profits: QuantProfitsTable;
  }
}

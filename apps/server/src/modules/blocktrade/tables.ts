import type { ColumnType, Generated } from 'kysely';

/** bigint columns come back as JS bigint (db/index.ts type parsers). */
type Int8 = ColumnType<bigint, bigint | number, bigint | number>;
/** numeric columns: written as decimal strings, read as strings (pg) or numbers (PGlite). */
type Numeric = ColumnType<string | number, string, string>;
type Maybe<T> = ColumnType<T | null, T | null | undefined, T | null>;

export interface BlocktradeAuthorityTable {
  user_id: number;
  status: 'under_review' | 'opened' | 'refused';
  experience: string;
  risk_accepted_at: Date;
  applied_at: Date;
  reviewed_at: Maybe<Date>;
  reviewed_by: Maybe<string>;
  reason: Maybe<string>;
  applications: ColumnType<number, number | undefined, number>;
}

export interface BlocktradeAuthorityHistoryTable {
  id: Generated<number>;
  user_id: number;
  from_status: string | null;
  to_status: string;
  by: string;
  reason: string | null;
  created_at: Date;
}

export interface BlocktradeOffersTable {
  id: Generated<number>;
  code: string;
  market: 'US' | 'MX' | 'HK';
  discount_percent: Numeric;
  min_quantity: number;
  total_quantity: Int8;
  sold_quantity: ColumnType<bigint, bigint | number | undefined, bigint | number>;
  starts_at: Date;
  ends_at: Date;
  lockup_days: number;
  status: 'open' | 'closed';
  created_by: string;
  created_at: Date;
  updated_at: Date;
}

export interface BlocktradeOrdersTable {
  id: Generated<number>;
  user_id: number;
  offer_id: number;
  code: string;
  market: 'US' | 'MX' | 'HK';
  currency: string;
  wallet: string;
  quantity: Int8;
  last_price: Numeric;
  vwap: Numeric;
  reference_price: Numeric;
  discount_percent: Numeric;
  price: Numeric;
  amount_minor: Int8;
  fee_minor: Int8;
  iva_minor: Int8;
  total_minor: Int8;
  terms_version_id: number;
  fee_terms_version_id: number;
  access_key_id: number | null;
  locked_until: Date | null;
  status: ColumnType<'holding' | 'closed', 'holding' | 'closed' | undefined, 'holding' | 'closed'>;
  close_price: ColumnType<string | number | null, string | null | undefined, string | null>;
  close_fee_minor: Maybe<bigint>;
  close_iva_minor: Maybe<bigint>;
  proceeds_minor: Maybe<bigint>;
  buy_tx_id: Int8;
  close_tx_id: Maybe<bigint>;
  created_at: Date;
  closed_at: Maybe<Date>;
}

export interface BlocktradeOrderHistoryTable {
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
    blocktrade_authority: BlocktradeAuthorityTable;
    blocktrade_authority_history: BlocktradeAuthorityHistoryTable;
    blocktrade_offers: BlocktradeOffersTable;
    blocktrade_orders: BlocktradeOrdersTable;
    blocktrade_order_history: BlocktradeOrderHistoryTable;
  }
}

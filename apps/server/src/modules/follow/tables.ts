import type { ColumnType, Generated } from 'kysely';

type Timestamp = ColumnType<Date, Date | undefined, Date>;
type Int8 = ColumnType<bigint, bigint | number, bigint | number>;
type Json<T> = ColumnType<T, string, string>;
export type Localized = { es: string; en: string; zh: string };

export interface FollowAgenciesTable {
  id: Generated<number>;
  strategy_id: number;
  name: Json<Localized>;
  description: Json<Localized>;
  status: ColumnType<'open' | 'closed', 'open' | 'closed' | undefined, 'open' | 'closed'>;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface FollowCopiesTable {
  id: Generated<number>;
  user_id: number;
  agency_id: number;
  strategy_id: number;
  amount_minor: Int8;
  share: string;
  period_days: number;
  start_day: number;
  end_day: number;
  fee_pct_year: string;
  min_position_minor: Int8;
  terms_version_id: number;
  status: ColumnType<'following' | 'settled', 'following' | 'settled' | undefined, 'following' | 'settled'>;
  cash_minor: Int8;
  last_trade_id: ColumnType<number, number | undefined, number>;
  fee_minor: Int8 | null;
  payout_minor: Int8 | null;
  created_at: Timestamp;
  settled_at: Timestamp | null;
}

export interface FollowPositionsTable {
  copy_id: number;
  code: string;
  quantity: string;
}

export interface FollowTradesTable {
  id: Generated<number>;
  copy_id: number;
  strategy_trade_id: number | null;
  day: number;
  code: string;
  side: 'buy' | 'sell';
  quantity: string;
  price: string;
  amount_minor: Int8;
  kind: 'opening' | 'mirrored' | 'closing' | 'skipped';
  tx_id: Int8 | null;
  created_at: Timestamp;
}

declare module '../../db/schema.ts' {
  interface DB {
    follow_agencies: FollowAgenciesTable;
    follow_copies: FollowCopiesTable;
    follow_positions: FollowPositionsTable;
    follow_trades: FollowTradesTable;
  }
}

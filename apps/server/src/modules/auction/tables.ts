import type { ColumnType, Generated } from 'kysely';

type Int8 = ColumnType<bigint, bigint | number, bigint | number>;
type Numeric = ColumnType<string | number, string, string>;

export interface AuctionOrdersTable {
  id: Generated<number>;
  user_id: number;
  code: string;
  market: string;
  day: string;
  order_kind: string;
  price: Numeric | null;
  quantity: Int8;
  held_minor: Int8;
  wallet_currency: string;
  hold_id: number | null;
  status: string;
  filled_quantity: ColumnType<bigint, bigint | number | undefined, bigint | number>;
  fill_price: Numeric | null;
  carried_quantity: ColumnType<bigint, bigint | number | undefined, bigint | number>;
  trade_order_id: number | null;
  carried_order_id: number | null;
  reason: string | null;
  terms_version_id: number;
  created_at: Date;
  updated_at: Date;
}

export interface AuctionHistoryTable {
  id: Generated<number>;
  order_id: number;
  from_status: string | null;
  to_status: string;
  by: string;
  reason: string;
  created_at: Date;
}

export interface AuctionCrossesTable {
  id: Generated<number>;
  market: string;
  day: string;
  code: string;
  price: Numeric | null;
  volume: Int8;
  imbalance: Int8;
  user_orders: number;
  filled_orders: number;
  crossed_at: Date;
}

declare module '../../db/schema.ts' {
  interface DB {
    auction_orders: AuctionOrdersTable;
    auction_history: AuctionHistoryTable;
    auction_crosses: AuctionCrossesTable;
  }
}

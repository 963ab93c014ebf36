import type { ColumnType, Generated } from 'kysely';

/** bigint columns come back as JS bigint (db/index.ts type parsers). */
type Int8 = ColumnType<bigint, bigint | number, bigint | number>;
type Json<T> = ColumnType<T, string, string>;
export type LocalText = { es: string; en: string; zh: string };

export interface IpoIssuesTable {
  id: Generated<number>;
  market: string;
  code: string;
  exchange: string;
  currency: string;
  sector: string;
  name: Json<LocalText>;
  description: Json<LocalText>;
  underwriters: Json<string[]>;
  price_low_e4: Int8;
  price_high_e4: Int8;
  final_price_e4: Int8 | null;
  lot_size: number;
  shares_offered: Int8;
  opens_at: Date;
  closes_at: Date;
  allot_at: Date;
  list_at: Date;
  mechanism: Json<unknown> | null;
  pool_a_threshold_minor: Int8 | null;
  max_lots: number | null;
  stage: ColumnType<'open' | 'allotted' | 'listed', 'open' | 'allotted' | 'listed' | undefined, 'open' | 'allotted' | 'listed'>;
  seed: string | null;
  /** SHA-256 (hex) of the seed, published before the draw (migration 0188). */
  seed_commitment: ColumnType<string | null, string | null | undefined, string | null>;
  basis: Json<unknown> | null;
  /** The listing day's open from the published first-day model (migration 0097). */
  first_day_open_e4: ColumnType<bigint | null, bigint | number | null | undefined, bigint | number | null>;
  demo_spec: string | null;
  created_by: string;
  created_at: Date;
  updated_at: Date;
}

export type SubscriptionStatusDb = 'subscribed' | 'reconfirm' | 'allotted' | 'not_allotted' | 'cancelled' | 'lapsed' | 'listed';

export interface IpoSubscriptionsTable {
  id: Generated<number>;
  ipo_id: number;
  user_id: number;
  quantity: number;
  shares: Int8;
  limit_price_e4: Int8 | null;
  currency: string;
  hold_id: number | null;
  held_minor: Int8;
  status: SubscriptionStatusDb;
  reconfirmed: ColumnType<boolean, boolean | undefined, boolean>;
  allotted_shares: Int8 | null;
  paid_minor: Int8 | null;
  fees_minor: Int8 | null;
  /** Each charge as booked (migration 0185), null until settled. */
  brokerage_minor: ColumnType<bigint | null, bigint | number | null | undefined, bigint | number | null>;
  iva_minor: ColumnType<bigint | null, bigint | number | null | undefined, bigint | number | null>;
  sfc_levy_minor: ColumnType<bigint | null, bigint | number | null | undefined, bigint | number | null>;
  afrc_levy_minor: ColumnType<bigint | null, bigint | number | null | undefined, bigint | number | null>;
  trading_fee_minor: ColumnType<bigint | null, bigint | number | null | undefined, bigint | number | null>;
  released_minor: Int8 | null;
  settle_tx_id: Int8 | null;
  finance_percent: ColumnType<number, number | undefined, number>;
  loan_minor: ColumnType<bigint, bigint | number | undefined, bigint | number>;
  interest_minor: ColumnType<bigint, bigint | number | undefined, bigint | number>;
  due_minor: ColumnType<bigint, bigint | number | undefined, bigint | number>;
  pay_by: Date | null;
  paid_at: Date | null;
  terms_version_id: number;
  created_at: Date;
  updated_at: Date;
}

export interface IpoHistoryTable {
  id: Generated<number>;
  subscription_id: number;
  action: string;
  actor: string;
  detail: string | null;
  at: Date;
}

export interface IpoHoldingsTable {
  id: Generated<number>;
  user_id: number;
  ipo_id: number;
  subscription_id: number;
  code: string;
  market: string;
  shares: Int8;
  cost_minor: Int8;
  listed_at: Date;
  sold_at: Date | null;
  /** The trading position the shares became on listing day (migration 0097). */
  position_id: ColumnType<number | null, number | null | undefined, number | null>;
}

declare module '../../db/schema.ts' {
  interface DB {
    ipo_issues: IpoIssuesTable;
    ipo_subscriptions: IpoSubscriptionsTable;
    ipo_history: IpoHistoryTable;
    ipo_holdings: IpoHoldingsTable;
  }
}

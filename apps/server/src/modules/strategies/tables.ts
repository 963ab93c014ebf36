import type { ColumnType, Generated } from 'kysely';

type Timestamp = ColumnType<Date, Date | undefined, Date>;
/** bigint columns come back as JS bigint (db/index.ts type parsers). */
type Int8 = ColumnType<bigint, bigint | number, bigint | number>;
type Json<T> = ColumnType<T, string, string>;
export type Localized = { es: string; en: string; zh: string };

export interface StrategiesStrategiesTable {
  id: Generated<number>;
  code: string;
  name: Json<Localized>;
  params: Json<unknown>;
  capital_minor: Int8;
  first_day: number;
  launch_day: number;
  processed_through: number | null;
  status: ColumnType<string, string | undefined, string>;
  created_at: Timestamp;
}

export interface StrategiesTradesTable {
  id: Generated<number>;
  strategy_id: number;
  day: number;
  code: string;
  side: 'buy' | 'sell';
  quantity: string;
  price: string;
  amount_minor: Int8;
  backtest: boolean;
  tx_id: Int8;
  created_at: Timestamp;
}

export interface StrategiesPositionsTable {
  strategy_id: number;
  code: string;
  quantity: string;
}

export interface StrategiesEquityTable {
  strategy_id: number;
  day: number;
  cash_minor: Int8;
  value_minor: Int8;
  equity_minor: Int8;
  flow_minor: Int8;
  backtest: boolean;
}

declare module '../../db/schema.ts' {
  interface DB {
    strategies_strategies: StrategiesStrategiesTable;
    strategies_trades: StrategiesTradesTable;
    strategies_positions: StrategiesPositionsTable;
    strategies_equity: StrategiesEquityTable;
  }
}

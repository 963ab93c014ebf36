import type { ColumnType } from 'kysely';

type Timestamp = ColumnType<Date, Date, Date>;

/** A client's valuation of one day (0230_insight_valuations): 'ALL' in MXN, or one currency's part in it. */
export interface InsightValuationsTable {
  user_id: number;
  /** YYYY-MM-DD in Mexico City. */
  day: string;
  currency: string;
  /** Decimal text. */
  value: string;
  /** Net money in (+) or out (-) since the previous valuation, decimal text. */
  flow: string;
  taken_at: Timestamp;
}

/** A benchmark index's level on a day (the same moment as the valuations). */
export interface InsightBenchmarksTable {
  day: string;
  code: string;
  level: string;
  taken_at: Timestamp;
}

declare module '../../db/schema.ts' {
  interface DB {
    insight_valuations: InsightValuationsTable;
    insight_benchmarks: InsightBenchmarksTable;
  }
}

import type { ColumnType, Generated, Selectable } from 'kysely';

type Timestamp = ColumnType<Date, Date, Date>;
type Numeric = ColumnType<string | number, string, string>;

/** Price alerts (migration 0085, issue 21). */
export interface AlertsTable {
  id: Generated<number>;
  user_id: number;
  code: string;
  kind: string;
  price: Numeric | null;
  percent: Numeric | null;
  repeat: boolean;
  email: boolean;
  locale: string;
  state: string;
  fired_count: Generated<number>;
  last_fired_at: Timestamp | null;
  last_fired_price: Numeric | null;
  /** Bumped (nextval of alerts_seq) on every change: the evaluation job reads what changed since its last tick. */
  seq: ColumnType<bigint, never, bigint>;
  created_at: Timestamp;
}

export type AlertRow = Selectable<AlertsTable>;

declare module '../../db/schema.ts' {
  interface DB {
    alerts: AlertsTable;
  }
}

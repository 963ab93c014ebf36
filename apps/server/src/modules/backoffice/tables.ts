import type { ReconciliationReport } from '@app/contracts';
import type { ColumnType, Generated } from 'kysely';

type Json<T> = ColumnType<T, string, string>;

export interface BackofficeReconciliationRunsTable {
  id: Generated<number>;
  trigger: 'operator' | 'job';
  operator_id: number | null;
  operator_username: string | null;
  period: string | null;
  ok: boolean;
  differences: number;
  report: Json<ReconciliationReport>;
  ran_at: ColumnType<Date, Date, Date>;
}

export interface BackofficeUserNotesTable {
  id: Generated<number>;
  user_id: number;
  operator_id: number | null;
  operator_username: string;
  text: string;
  created_at: ColumnType<Date, Date, Date>;
}

declare module '../../db/schema.ts' {
  interface DB {
    backoffice_reconciliation_runs: BackofficeReconciliationRunsTable;
    backoffice_user_notes: BackofficeUserNotesTable;
  }
}

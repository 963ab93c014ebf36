import type { ColumnType, Generated } from 'kysely';

type Int8 = ColumnType<bigint, bigint | number, bigint | number>;
type Numeric = ColumnType<string | number, string, string>;
type Optional<T> = ColumnType<T, T | undefined, T>;

export interface LoansApplicationsTable {
  id: Generated<number>;
  user_id: number;
  currency: Optional<string>;
  amount_minor: Int8;
  term_months: number;
  annual_rate: Numeric;
  default_annual_rate: Numeric;
  iva_rate: Numeric;
  opening_commission_minor: Int8;
  cat: Numeric;
  instalment_minor: Int8;
  /** The instalment the schedule is on now: set at disbursement, changed by a "smaller payments" prepayment. */
  instalment_in_force_minor: Int8;
  outstanding_minor: Int8;
  terms_version_id: number;
  status: Optional<string>;
  approvals_needed: Optional<number>;
  first_reviewer_id: Optional<number | null>;
  reviewer_id: Optional<number | null>;
  reject_reason: Optional<string | null>;
  disbursement_tx_id: ColumnType<bigint | null, bigint | null | undefined, bigint | null>;
  disbursed_on: Optional<string | null>;
  created_at: Date;
  reviewed_at: Optional<Date | null>;
  closed_at: Optional<Date | null>;
}

export interface LoansScheduleTable {
  id: Generated<number>;
  loan_id: number;
  n: number;
  period_start: string;
  due_date: string;
  instalment_minor: Int8;
  interest_minor: Int8;
  iva_minor: Int8;
  principal_minor: Int8;
  balance_minor: Int8;
  status: Optional<string>;
  notified: Optional<string>;
  paid_at: Optional<Date | null>;
}

export interface LoansRepaymentsTable {
  id: Generated<number>;
  loan_id: number;
  user_id: number;
  mode: string;
  amount_minor: Int8;
  principal_minor: Int8;
  interest_minor: Int8;
  iva_minor: Int8;
  late_minor: Int8;
  tx_id: Int8;
  created_at: Date;
}

export interface LoansHistoryTable {
  id: Generated<number>;
  loan_id: number;
  from_status: string | null;
  to_status: string;
  by: string;
  reason: string;
  created_at: Date;
}

declare module '../../db/schema.ts' {
  interface DB {
    loans_applications: LoansApplicationsTable;
    loans_schedule: LoansScheduleTable;
    loans_repayments: LoansRepaymentsTable;
    loans_history: LoansHistoryTable;
  }
}

import type { ColumnType, Generated } from 'kysely';

type Timestamp = ColumnType<Date, Date, Date>;
/** bigint columns come back as JS bigint (db/index.ts type parsers). */
type Int8 = ColumnType<bigint, bigint | number, bigint | number>;
type Json<T> = ColumnType<T, string, string>;

export interface LedgerAccountsTable {
  id: Generated<number>;
  code: string;
  user_id: number | null;
  wallet: string | null;
  house: string | null;
  currency: string;
  decimals: number;
  credit_limit: Int8 | null;
  balance: ColumnType<bigint, never, never>;
  held: ColumnType<bigint, never, bigint | number>;
  created_at: Timestamp;
}

export interface LedgerTransactionsTable {
  id: ColumnType<bigint, never, never>;
  kind: string;
  ref: string | null;
  idempotency_key: string | null;
  request_hash: string | null;
  memo: Json<Record<string, unknown> | null> | null;
  hold_id: number | null;
  reverses_id: Int8 | null;
  created_by: string;
  created_at: Timestamp;
}

export interface LedgerPostingsTable {
  id: ColumnType<bigint, never, never>;
  tx_id: Int8;
  account_id: number;
  currency: string;
  amount: Int8;
  /** The line's kind within its transaction ('fee', 'tax'); null: the transaction's kind (migration 0023). */
  line: ColumnType<string | null, string | null | undefined, never>;
  balance_after: ColumnType<bigint, never, never>;
  created_at: Timestamp;
}

export interface LedgerHoldsTable {
  id: Generated<number>;
  account_id: number;
  currency: string;
  amount: Int8;
  remaining: Int8;
  status: 'active' | 'captured' | 'released';
  kind: string;
  ref: string | null;
  idempotency_key: string | null;
  request_hash: string | null;
  created_by: string;
  created_at: Timestamp;
  closed_at: Timestamp | null;
}

export interface IdempotencyKeysTable {
  scope: string;
  key: string;
  request_hash: string;
  response: Json<unknown> | null;
  created_at: Timestamp;
}

declare module '../db/schema.ts' {
  interface DB {
    ledger_accounts: LedgerAccountsTable;
    ledger_transactions: LedgerTransactionsTable;
    ledger_postings: LedgerPostingsTable;
    ledger_holds: LedgerHoldsTable;
    idempotency_keys: IdempotencyKeysTable;
  }
}

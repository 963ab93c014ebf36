import type { ColumnType, Generated } from 'kysely';

type Timestamp = ColumnType<Date, Date, Date>;
type Int8 = ColumnType<bigint, bigint | number, bigint | number>;

export interface WalletTransferQuotesTable {
  id: string;
  user_id: number;
  from_wallet: string;
  from_currency: string;
  to_wallet: string;
  to_currency: string;
  amount: Int8;
  amount_out: Int8;
  /** numeric: read and written as decimal strings */
  rate: string;
  mid_rate: string;
  spread: string;
  created_at: Timestamp;
  expires_at: Timestamp;
  /** When a transfer used it (a quote funds one transfer; migration 0024). */
  used_at: ColumnType<Date | null, Date | null | undefined, Date | null>;
}

export interface WalletTransfersTable {
  id: Generated<number>;
  user_id: number;
  status: 'pending' | 'completed' | 'cancelled';
  from_wallet: string;
  from_currency: string;
  to_wallet: string;
  to_currency: string;
  amount: Int8;
  amount_out: Int8;
  rate: string;
  spread: string;
  hold_id: number | null;
  tx_id: Int8 | null;
  /** The quote whose rate it used (conversions; migration 0024). */
  quote_id: ColumnType<string | null, string | null | undefined, never>;
  created_at: Timestamp;
  settles_at: Timestamp;
  completed_at: Timestamp | null;
  cancelled_at: Timestamp | null;
}

export interface ServiceApplicationsTable {
  id: Generated<number>;
  user_id: number;
  service: string;
  status: 1 | 2 | 3;
  remark: string | null;
  reason: string | null;
  reviewed_by: number | null;
  reviewed_by_name: string | null;
  created_at: Timestamp;
  reviewed_at: Timestamp | null;
}

declare module '../../db/schema.ts' {
  interface DB {
    wallet_transfer_quotes: WalletTransferQuotesTable;
    wallet_transfers: WalletTransfersTable;
    service_applications: ServiceApplicationsTable;
  }
}

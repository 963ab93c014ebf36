import type { ColumnType, Generated } from 'kysely';

export interface AccessKeysTable {
  id: Generated<number>;
  product: string;
  scope: string | null;
  key_hash: string;
  key_prefix: string;
  label: string | null;
  max_uses: number;
  uses: ColumnType<number, number | undefined, number>;
  user_id: number | null;
  expires_at: Date | null;
  revoked_at: Date | null;
  revoked_by: number | null;
  created_by: number | null;
  created_at: ColumnType<Date, Date, never>;
}

/** Every check and use of a key (append-only). */
export interface AccessKeyUsesTable {
  id: Generated<number>;
  key_id: number | null;
  product: string;
  user_id: number | null;
  ip: string | null;
  action: 'check' | 'consume';
  outcome: string;
  ref: string | null;
  created_at: ColumnType<Date, Date, never>;
}

/** Wrong guesses per user (`u:<id>`) and per address (`ip:<addr>`) in a window, and the lock they earn. */
export interface AccessKeyThrottleTable {
  key: string;
  failures: number;
  window_start: Date;
  locked_until: Date | null;
  updated_at: Date;
}

declare module '../../db/schema.ts' {
  interface DB {
    access_keys: AccessKeysTable;
    access_key_uses: AccessKeyUsesTable;
    access_key_throttle: AccessKeyThrottleTable;
  }
}

import type { OperatorRole } from '@app/contracts';
import type { ColumnType, Generated } from 'kysely';

/** Timestamps are written as Date (from ctx.clock) and read back as Date. */
type Timestamp = ColumnType<Date, Date, Date>;
type Json<T> = ColumnType<T, string, string>;

/** Back-office operators (migrations 0002_admin_operators, 0014_admin_operator_roles). */
export interface OperatorsTable {
  id: Generated<number>;
  username: string;
  password_hash: string;
  /** One or more duties (migration 0014); text[] in the database. */
  roles: OperatorRole[];
  disabled: Generated<boolean>;
  created_at: Timestamp;
}

/** Every operator action, append-only (0002_admin_operators). */
export interface AuditLogTable {
  id: Generated<number>;
  operator_id: number | null;
  operator_username: string;
  action: string;
  target_type: string | null;
  target_id: string | null;
  detail: Json<Record<string, unknown> | null>;
  ip: string | null;
  created_at: Timestamp;
}

declare module '../../db/schema.ts' {
  interface DB {
    operators: OperatorsTable;
    audit_log: AuditLogTable;
  }
}

import type { ColumnType, Generated } from 'kysely';

/** Timestamps are written as Date (from ctx.clock) and read back as Date. */
type Timestamp = ColumnType<Date, Date, Date>;

/** Uploaded files (0002_files_uploads). */
export interface UploadsTable {
  name: string;
  owner_user_id: number | null;
  owner_operator_id: number | null;
  mime: string;
  size_bytes: number;
  purpose: Generated<string>;
  created_at: Timestamp;
}

declare module '../../db/schema.ts' {
  interface DB {
    uploads: UploadsTable;
  }
}

import type { LocalizedText } from '@app/contracts';
import type { ColumnType, Generated } from 'kysely';

export interface NoticesTable {
  id: Generated<number>;
  user_id: number;
  kind: string;
  title: ColumnType<LocalizedText, string, string>;
  body: ColumnType<LocalizedText, string, string>;
  ref: string | null;
  read_at: ColumnType<Date, Date, Date> | null;
  created_at: ColumnType<Date, Date, Date>;
  /** The operator who wrote it (back office); null for system notices. */
  sent_by_operator: ColumnType<number | null, number | null | undefined, number | null>;
}

/** A notice to every user, stored once; ids come from the same sequence as `notices`. */
export interface NoticeBroadcastsTable {
  id: Generated<number>;
  kind: string;
  title: ColumnType<LocalizedText, string, string>;
  body: ColumnType<LocalizedText, string, string>;
  ref: string | null;
  sent_by_operator: number | null;
  created_at: ColumnType<Date, Date, Date>;
}

export interface NoticeBroadcastReadsTable {
  user_id: number;
  broadcast_id: number;
  read_at: ColumnType<Date, Date, Date>;
}

declare module '../../db/schema.ts' {
  interface DB {
    notices: NoticesTable;
    notice_broadcasts: NoticeBroadcastsTable;
    notice_broadcast_reads: NoticeBroadcastReadsTable;
  }
}

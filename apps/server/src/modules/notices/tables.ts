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
}

declare module '../../db/schema.ts' {
  interface DB {
    notices: NoticesTable;
  }
}

import type { ColumnType, Generated } from 'kysely';

type Timestamp = ColumnType<Date, Date, Date>;

/** A client's document (0220_documents_tables): the PDF bytes and their SHA-256. */
export interface DocumentsTable {
  id: Generated<number>;
  user_id: number;
  kind: 'statement' | 'confirmation';
  period: string;
  locale: 'es' | 'en' | 'zh';
  checksum: string;
  size_bytes: number;
  pdf: Uint8Array;
  emailed_at: ColumnType<Date | null, Date | null | undefined, Date | null>;
  created_at: Timestamp;
}

/** A client's document language and email choices. */
export interface DocumentsPreferencesTable {
  user_id: number;
  locale: 'es' | 'en' | 'zh';
  email_statements: boolean;
  email_confirmations: boolean;
  updated_at: Timestamp;
}

/** Months whose statements the month-end job has made for every client. */
export interface DocumentsMonthsTable {
  month: string;
  closed_at: Timestamp;
}

declare module '../../db/schema.ts' {
  interface DB {
    documents: DocumentsTable;
    documents_preferences: DocumentsPreferencesTable;
    documents_months: DocumentsMonthsTable;
  }
}

import type { LocalizedText } from '@app/contracts';
import type { ColumnType, Generated } from 'kysely';

/** One published version of a product's terms (append-only: the database refuses UPDATE and DELETE). */
export interface TermsVersionsTable {
  id: Generated<number>;
  product: string;
  item: string;
  version: number;
  terms: ColumnType<unknown, string, never>;
  rule_text: ColumnType<LocalizedText, string, never>;
  note: string | null;
  effective_from: ColumnType<Date, Date, never>;
  created_by: number | null;
  created_by_username: string;
  created_at: ColumnType<Date, Date, never>;
}

declare module '../../db/schema.ts' {
  interface DB {
    terms_versions: TermsVersionsTable;
  }
}

import type { Locale, NewsCategory } from '@app/contracts';
import type { ColumnType, Generated } from 'kysely';

export interface NewsArticlesTable {
  id: Generated<number>;
  language: Locale;
  category: NewsCategory;
  title: string;
  summary: string;
  body: string;
  /** Upload name (files module) of the cover image. */
  cover: string | null;
  source: string | null;
  status: 'draft' | 'published';
  publish_at: ColumnType<Date, Date | null, Date | null> | null;
  seed_key: ColumnType<string | null, string | null | undefined, string | null>;
  created_by: number | null;
  updated_by: number | null;
  created_at: ColumnType<Date, Date, Date>;
  updated_at: ColumnType<Date, Date, Date>;
}

declare module '../../db/schema.ts' {
  interface DB {
    news_articles: NewsArticlesTable;
  }
}

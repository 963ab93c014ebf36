import type { ColumnType, Generated } from 'kysely';

/**
 * The database's tables, as Kysely sees them. Each module declares its own tables
 * by merging into this interface from its `repo.ts` (declaration merging), so that a
 * module owns its tables without editing a shared file:
 *
 *   declare module '../../db/schema.ts' { interface DB { my_table: MyTable } }
 */
export interface DB {
  /** `checksum`: SHA-256 of the file's text when applied (db/migrate.ts refuses an edited migration). */
  schema_migrations: { name: string; applied_at: Generated<Date>; checksum: ColumnType<string | null, string | null | undefined, string | null> };
  app_versions: {
    id: Generated<number>;
    platform: string;
    version: string;
    build_number: number;
    force_update: boolean;
    release_notes: ColumnType<Record<string, string>, string, string>;
    published_at: Generated<Date>;
  };
}

import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../src/db/index.ts';
import { LEGACY_MIGRATIONS, migrate } from '../../src/db/migrate.ts';
import { createTestDatabase } from '../helpers.ts';

const DIR = path.join(path.dirname(fileURLToPath(import.meta.url)), '../../src/db/migrations');
const files = fs.readdirSync(DIR).filter((name) => name.endsWith('.sql'));
const parts = Object.values(LEGACY_MIGRATIONS).flat();

let database: Database;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());

const applied = async () => (await database.db.selectFrom('schema_migrations').select('name').orderBy('name').execute()).map((row) => row.name);

describe(`per-module migrations (${process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite'})`, () => {
  it('splits every old per-phase file into parts that exist, each part of one old file only', () => {
    for (const part of parts) expect(files, part).toContain(part);
    expect(new Set(parts).size).toBe(parts.length);
    // Every file numbered 0001-0009 is a part of an old file; the old files are gone.
    expect(files.filter((name) => name < '0010').sort()).toEqual([...parts].sort());
    for (const old of Object.keys(LEGACY_MIGRATIONS)) expect(files).not.toContain(old);
  });

  it('applies the parts on a fresh database, and nothing on a second run', async () => {
    const names = await applied();
    for (const part of parts) expect(names).toContain(part);
    for (const old of Object.keys(LEGACY_MIGRATIONS)) expect(names).not.toContain(old);
    expect(await migrate(database.db)).toEqual([]);
  });

  it('takes a database that applied the old files as having applied their parts', async () => {
    // The database as the old migrator left it: the old names recorded, the parts not.
    await database.db.deleteFrom('schema_migrations').where('name', 'in', parts).execute();
    await database.db
      .insertInto('schema_migrations')
      .values(Object.keys(LEGACY_MIGRATIONS).map((name) => ({ name })))
      .execute();
    // Running a part again would fail (its tables exist): nothing runs, every part is recorded.
    expect(await migrate(database.db)).toEqual([]);
    const names = await applied();
    for (const part of parts) expect(names).toContain(part);
    expect(await migrate(database.db)).toEqual([]);
  });

  it('records only the parts of the old files a database applied', async () => {
    await database.db.deleteFrom('schema_migrations').where('name', 'in', [...parts, ...Object.keys(LEGACY_MIGRATIONS)]).execute();
    await database.db.insertInto('schema_migrations').values({ name: '0009_order_ids.sql' }).execute();
    // The other old files' parts are not recorded, so the migrator runs them: they fail on the
    // existing tables, and the whole run rolls back (one transaction), recording nothing.
    await expect(migrate(database.db)).rejects.toThrow();
    const names = await applied();
    expect(names).toContain('0009_order_ids.sql');
    expect(names).not.toContain('0009_trading_order_ids.sql');
    // Restore the full record for the other tests of this file.
    await database.db.insertInto('schema_migrations').values(Object.keys(LEGACY_MIGRATIONS).filter((name) => name !== '0009_order_ids.sql').map((name) => ({ name }))).execute();
    expect(await migrate(database.db)).toEqual([]);
    const after = await applied();
    for (const part of parts) expect(after).toContain(part);
  });
});

describe(`migration checksums (${process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite'})`, () => {
  it('every applied migration keeps the checksum of its text; one edited after it was applied is refused', async () => {
    const db = await createTestDatabase();
    try {
      const rows = await db.db.selectFrom('schema_migrations').select(['name', 'checksum']).execute();
      for (const row of rows.filter((r) => files.includes(r.name))) expect(row.checksum, row.name).toMatch(/^[0-9a-f]{64}$/);
      // The recorded checksum no longer matches the file, as after an edit of an applied migration.
      const edited = files.sort()[files.length - 1]!;
      await db.db.updateTable('schema_migrations').set({ checksum: '0'.repeat(64) }).where('name', '=', edited).execute();
      await expect(migrate(db.db)).rejects.toThrow(new RegExp(`${edited.replace('.', '\\.')} was edited after it was applied`));
      // A database from before checksums (none recorded) gets them, and runs nothing.
      await db.db.updateTable('schema_migrations').set({ checksum: null }).execute();
      expect(await migrate(db.db)).toEqual([]);
      expect((await db.db.selectFrom('schema_migrations').select('checksum').where('name', '=', edited).executeTakeFirstOrThrow()).checksum).toMatch(/^[0-9a-f]{64}$/);
    } finally {
      await db.close();
    }
  });
});

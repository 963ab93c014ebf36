import fs from 'node:fs';
import { openDatabase } from '../src/db/index.ts';
import { migrate } from '../src/db/migrate.ts';
import { snapshotPath } from './pglite-snapshot.ts';

/**
 * Once per `vitest run`, for the `pglite` project: migrate one database and save its data directory, which every
 * test file then loads instead of migrating its own (test/helpers.ts createTestDatabase).
 */
export default async function setup(): Promise<void> {
  const file = snapshotPath();
  if (fs.existsSync(file)) return;
  const database = await openDatabase({});
  try {
    await migrate(database.db);
    const dump = await database.dumpDataDir!();
    const partial = `${file}.${process.pid}`;
    fs.writeFileSync(partial, Buffer.from(await dump.arrayBuffer()));
    fs.renameSync(partial, file); // whole or absent, whoever else writes it at the same time
  } finally {
    await database.close();
  }
}

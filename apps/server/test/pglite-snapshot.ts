import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const MIGRATIONS_DIR = path.resolve(import.meta.dirname, '../src/db/migrations');

/** A hash of every migration's name and text: a changed or added migration changes it. */
export function migrationsHash(): string {
  const hash = crypto.createHash('sha256');
  for (const name of fs.readdirSync(MIGRATIONS_DIR).filter((file) => file.endsWith('.sql')).sort()) {
    hash.update(name).update('\0').update(fs.readFileSync(path.join(MIGRATIONS_DIR, name))).update('\0');
  }
  return hash.digest('hex').slice(0, 16);
}

/**
 * Where the migrated PGlite of this exact set of migrations is kept between test files, named
 * by migrationsHash(). A fresh in-memory PGlite plus every migration costs seconds per test
 * file; loading the snapshot costs a fraction of that (and still ends with `migrate`, which
 * then finds nothing to do).
 */
export function snapshotPath(): string {
  return path.join(os.tmpdir(), `bolsa-pglite-${migrationsHash()}.tar`);
}

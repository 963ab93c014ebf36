import fs from 'node:fs';
import path from 'node:path';

/**
 * Which vitest project (vitest.config.ts) each test file runs in, decided from what it imports,
 * so a new file lands in the right one without anyone listing it:
 * - `database`: it imports (itself or through a test support file such as `fixtures/users.ts` or
 *   `trading/_setup.ts`) `apps/server/test/helpers.ts`, which makes test databases, or the
 *   database module `apps/server/src/db/index.ts`. It runs on PGlite and on PostgreSQL.
 * - `broker`: a database file that also imports `apps/server/test/brokers.ts` (Redis and NATS).
 *   It needs servers anyway, so it runs on PostgreSQL only.
 * - `pure`: anything else (contracts, web, admin, the server's pure rules). It runs once, and
 *   `createTestDatabase` refuses to make a database there (helpers.ts), so a file that opens one
 *   some other way (a dynamic import) fails loudly instead of passing untested on PostgreSQL.
 */
export type TestKind = 'pure' | 'database' | 'broker';

export const ROOT = path.resolve(import.meta.dirname, '../../..');
const HELPERS = path.join(ROOT, 'apps/server/test/helpers.ts');
const DATABASE_MODULE = path.join(ROOT, 'apps/server/src/db/index.ts');
const BROKERS = path.join(ROOT, 'apps/server/test/brokers.ts');
/** Test support files are followed (they may import the helpers for their test); source files are not. */
const TEST_SUPPORT = [path.join(ROOT, 'apps/server/test') + path.sep];

/** Every test file the suite runs, relative to the repository root. */
export const TEST_GLOBS = ['packages/*/test/**/*.test.ts', 'apps/server/test/**/*.test.ts', 'apps/web/src/**/*.test.ts', 'apps/admin/src/**/*.test.ts'];

/** Relative modules a file imports statically (`import ... from './x.ts'`, `export ... from`, `import './x.ts'`). */
function relativeImports(file: string): string[] {
  const text = fs.readFileSync(file, 'utf8');
  const found: string[] = [];
  for (const match of text.matchAll(/^\s*(?:import|export)\s+(?:[^'"]*?\s+from\s+)?['"](\.{1,2}\/[^'"]+)['"]/gm)) {
    found.push(path.resolve(path.dirname(file), match[1]!));
  }
  return found;
}

/** The modules `file` reaches through its imports and those of the test support files it imports. */
function reachedModules(file: string): Set<string> {
  const seen = new Set<string>([file]);
  const queue = [file];
  while (queue.length > 0) {
    for (const target of relativeImports(queue.pop()!)) {
      if (seen.has(target)) continue;
      seen.add(target);
      const followed = TEST_SUPPORT.some((dir) => target.startsWith(dir)) && target !== HELPERS && fs.existsSync(target);
      if (followed) queue.push(target);
    }
  }
  return seen;
}

export function classifyTestFile(file: string): TestKind {
  const reached = reachedModules(path.resolve(ROOT, file));
  if (!reached.has(HELPERS) && !reached.has(DATABASE_MODULE)) return 'pure';
  return reached.has(BROKERS) ? 'broker' : 'database';
}

/** The test files of each kind, relative to the repository root, sorted. */
export function classifyTestFiles(): Record<TestKind, string[]> {
  const kinds: Record<TestKind, string[]> = { pure: [], database: [], broker: [] };
  const files = TEST_GLOBS.flatMap((glob) => fs.globSync(glob, { cwd: ROOT, exclude: (name) => name === 'node_modules' }));
  for (const file of [...new Set(files)].sort()) kinds[classifyTestFile(file)].push(file);
  return kinds;
}

/** Where the `postgres` project runs: DATABASE_URL, else this machine's (and CI's) test server. */
export function postgresTestUrl(): string {
  return process.env.DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/test';
}

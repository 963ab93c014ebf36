import { defineConfig } from 'vitest/config';
import { standInAliases } from './apps/web/bundle-aliases.ts';
import { classifyTestFiles, postgresTestUrl } from './apps/server/test/test-projects.ts';

// One `vitest run`, three projects, the files split by what they import (apps/server/test/test-projects.ts):
// - pure: files that open no database (contracts, web, admin, the server's pure rules), once;
// - pglite: every database-backed file on the embedded PGlite;
// - postgres: the same files, plus those that also need Redis or NATS, on PostgreSQL
//   (DATABASE_URL, else postgres://postgres@127.0.0.1:5432/test).
// `npx vitest run --project pglite apps/server/test/ipo` runs one project's files.
const kinds = classifyTestFiles();
// Cheap argon2 in tests (refused outside vitest and in production: modules/accounts/secrets.ts).
const env = { BOLSA_ARGON2: 'cheap' };

export default defineConfig({
  test: {
    // Two worker processes (this machine has 2 cores; vitest's default would be one), the
    // slowest known files first.
    pool: 'forks',
    maxWorkers: 2,
    // A worker runs file after file without a new process each time: the app's modules, PGlite's
    // WebAssembly and the JIT's work are loaded once per worker, not once per file (the run took
    // half the time). Files share nothing else: each builds its own app and database, and a test
    // that changes a module's state puts it back (admin i18n.test.ts).
    isolate: false,
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // A temporary directory per run for the files' DATA_DIRs, removed at the end.
    globalSetup: ['apps/server/test/data-dir-setup.ts'],
    projects: [
      { test: { name: 'pure', include: kinds.pure, env: { ...env, BOLSA_TEST_PROJECT: 'pure', DATABASE_URL: '' } } },
      {
        test: {
          name: 'pglite',
          include: kinds.database,
          env: { ...env, BOLSA_TEST_PROJECT: 'pglite', DATABASE_URL: '' },
          // Every file loads one migrated database saved at the start instead of migrating its own.
          globalSetup: ['apps/server/test/global-setup.ts'],
        },
      },
      {
        test: {
          name: 'postgres',
          include: [...kinds.database, ...kinds.broker],
          env: { ...env, BOLSA_TEST_PROJECT: 'postgres', DATABASE_URL: postgresTestUrl() },
          // Every file copies one migrated template database made at the start.
          globalSetup: ['apps/server/test/postgres-template.ts'],
        },
      },
      // The web app's modules as its bundle resolves them (zod inert, i18n-lite): what users run.
      { resolve: { alias: standInAliases }, test: { name: 'web-bundle', include: ['apps/web/src/**/*.bundle.test.{ts,tsx}'], env: { BOLSA_TEST_PROJECT: 'pure', DATABASE_URL: '' } } },
    ],
  },
});

import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['packages/*/test/**/*.test.ts', 'apps/server/test/**/*.test.ts', 'apps/web/src/**/*.test.ts', 'apps/admin/src/**/*.test.ts'],
    // One PGlite (or one PostgreSQL schema) per test file; files run in parallel.
    pool: 'forks',
    // PGlite: every file loads one migrated database saved at the start instead of migrating its own.
    globalSetup: ['apps/server/test/global-setup.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});

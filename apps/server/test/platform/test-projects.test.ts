import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { classifyTestFile, classifyTestFiles, ROOT } from '../test-projects.ts';

// Which vitest project runs which file (test-projects.ts, vitest.config.ts). This file opens no
// database, so it runs in the pure project itself.
describe('test projects', () => {
  it('puts a file by what it imports: helpers or the database module, and the brokers', () => {
    expect(classifyTestFile('apps/server/test/foundation/database.test.ts')).toBe('database');
    expect(classifyTestFile('apps/server/test/trading/orders.test.ts')).toBe('database');
    expect(classifyTestFile('apps/web/src/api/client.test.ts')).toBe('database'); // the server's helpers, from the web app
    expect(classifyTestFile('apps/server/test/security/events.test.ts')).toBe('broker');
    expect(classifyTestFile('apps/server/test/foundation/pubsub.test.ts')).toBe('pure'); // brokers, no database
    expect(classifyTestFile('apps/server/test/trading/rules.test.ts')).toBe('pure');
    expect(classifyTestFile('packages/socket/test/socket.test.ts')).toBe('pure');
  });

  it('no file of the pure project makes a database, and every file is in exactly one kind', () => {
    const kinds = classifyTestFiles();
    const all = [...kinds.pure, ...kinds.database, ...kinds.broker];
    expect(new Set(all).size).toBe(all.length);
    expect(all).toContain('apps/server/test/platform/test-projects.test.ts');
    expect(kinds.pure).toContain('apps/server/test/platform/test-projects.test.ts');
    for (const file of kinds.pure) {
      const text = fs.readFileSync(path.join(ROOT, file), 'utf8');
      // This file names them only in these lines.
      if (file.endsWith('test-projects.test.ts')) continue;
      expect(text, file).not.toMatch(/createTestApp|createTestDatabase|openDatabase\(/);
    }
  });

  it('refuses to make a database in the pure project (a file that hides its import fails instead of running untested)', async () => {
    expect(process.env.BOLSA_TEST_PROJECT).toBe('pure');
    const { createTestDatabase } = await import('../helpers.ts');
    await expect(createTestDatabase()).rejects.toThrow(/runs in the pure project/);
  });
});

import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';

declare module 'vitest' {
  interface ProvidedContext {
    /** A directory of this run, under which each test file makes its own DATA_DIR (helpers.ts testConfig). */
    testDataRoot: string;
  }
}

/** Root globalSetup: one temporary directory per `vitest run`, removed at the end with whatever the files left in it. */
export default function setup(project: TestProject): () => void {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'bolsa-test-'));
  project.provide('testDataRoot', root);
  return () => fs.rmSync(root, { recursive: true, force: true });
}

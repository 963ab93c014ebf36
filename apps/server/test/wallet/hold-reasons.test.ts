import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { t } from '../../src/modules/wallet/messages.ts';
import { HOLD_REASONS } from '../../src/modules/wallet/service.ts';

// Issue 28 item 10: statement holds read "Frozen (placing)", "冻结（placing）".
const SRC = path.resolve(import.meta.dirname, '../../src');
const files = (dir: string): string[] =>
  fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => (e.isDirectory() ? files(path.join(dir, e.name)) : e.name.endsWith('.ts') ? [path.join(dir, e.name)] : []));

describe('hold reasons', () => {
  it('every kind a module holds money with has a reason in es, en and zh', () => {
    const kinds = new Set<string>();
    for (const file of files(SRC)) {
      const text = fs.readFileSync(file, 'utf8');
      for (const call of text.matchAll(/\.hold\(\s*\{[\s\S]{0,300}?kind:\s*'([a-z-]+)'/g)) kinds.add(call[1]!);
    }
    expect(kinds.size).toBeGreaterThanOrEqual(5);
    const missing = [...kinds].filter((kind) => !HOLD_REASONS[kind]);
    expect(missing).toEqual([]);
    for (const key of Object.values(HOLD_REASONS)) for (const lang of ['es', 'en', 'zh'] as const) expect(t[key][lang]).not.toMatch(/\{\w+\}/);
  });
});

import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { holdReasonText } from '../../src/modules/wallet/service.ts';

// Issue 28 item 10: statement holds read "Frozen (placing)", "冻结（placing）".
const SRC = path.resolve(import.meta.dirname, '../../src');
const files = (dir: string): string[] =>
  fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => (e.isDirectory() ? files(path.join(dir, e.name)) : e.name.endsWith('.ts') ? [path.join(dir, e.name)] : []));

describe('hold reasons', () => {
  it('every kind a module holds money with has a reason in es, en and zh (the wallet’s own, or the area’s from its messages)', async () => {
    // The areas declare theirs in their messages files (defineHoldReasons): load them all.
    for (const file of files(SRC).filter((f) => f.endsWith(`${path.sep}messages.ts`))) await import(file);
    const kinds = new Set<string>();
    for (const file of files(SRC)) {
      const text = fs.readFileSync(file, 'utf8');
      for (const call of text.matchAll(/\.hold\(\s*\{[\s\S]{0,300}?kind:\s*'([a-z-]+)'/g)) kinds.add(call[1]!);
    }
    expect(kinds.size).toBeGreaterThanOrEqual(5);
    const missing = [...kinds].filter((kind) => !holdReasonText(kind));
    expect(missing).toEqual([]);
    for (const kind of kinds) for (const lang of ['es', 'en', 'zh'] as const) expect(holdReasonText(kind)![lang]).toMatch(/^[^{}]+$/);
    expect(holdReasonText('fund-order')?.en).toBe('Fund order awaiting its NAV');
    // The wallet's shared files name no area's hold kind.
    const wallet = ['modules/wallet/service.ts', 'modules/wallet/messages.ts'].map((f) => fs.readFileSync(path.join(SRC, f), 'utf8')).join('\n');
    expect(['ipo', 'placing', 'fund-order', 'auction', 'blocktrade'].filter((kind) => wallet.includes(`'${kind}'`) || wallet.includes(`  ${kind}: '`))).toEqual([]);
  });
});

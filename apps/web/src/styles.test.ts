import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = new URL('.', import.meta.url).pathname;

function cssFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return cssFiles(path);
    return entry.name.endsWith('.css') ? [path] : [];
  });
}

/**
 * The classes a stylesheet owns: the first class of the leftmost part of each selector
 * (`.segmented button.active` owns `segmented`; `.deposit-page .chip` owns `deposit-page`).
 * Stylesheets load globally and in navigation order, so two files owning one class means
 * the look of that class depends on which screen was opened first.
 */
export function ownedClasses(css: string): Set<string> {
  const owned = new Set<string>();
  const text = css.replace(/\/\*[\s\S]*?\*\//g, '');
  for (const match of text.matchAll(/([^{}]+)\{/g)) {
    const selectors = match[1]!.trim();
    if (selectors.startsWith('@') || /^(from|to|\d+%)\b/.test(selectors)) continue;
    for (const selector of selectors.split(',')) {
      const first = selector.trim().split(/\s+|>|\+|~/)[0] ?? '';
      const cls = /\.(-?[_a-zA-Z][\w-]*)/.exec(first);
      if (cls) owned.add(cls[1]!);
    }
  }
  return owned;
}

describe('stylesheets', () => {
  it('reads the class a rule belongs to', () => {
    const owned = ownedClasses('/* .x {} */ .a button.active, .b > .c { x: 1 } @media (max-width: 1px) { .d:hover .e {} } @keyframes k { from {} 50% {} }');
    expect([...owned].sort()).toEqual(['a', 'b', 'd']);
  });

  it('never define the same global class in two files', () => {
    const owners = new Map<string, string[]>();
    for (const file of cssFiles(ROOT)) {
      for (const cls of ownedClasses(readFileSync(file, 'utf8'))) owners.set(cls, [...(owners.get(cls) ?? []), relative(ROOT, file)]);
    }
    expect(owners.size).toBeGreaterThan(100);
    const duplicates = [...owners].filter(([, files]) => files.length > 1).map(([cls, files]) => `.${cls}: ${files.join(', ')}`);
    expect(duplicates).toEqual([]);
  });

  it('colour errors and destructive actions with --color-danger, never the rise/fall colours (red-up would turn them green)', () => {
    const misused: string[] = [];
    for (const file of cssFiles(ROOT)) {
      const text = readFileSync(file, 'utf8').replace(/\/\*[\s\S]*?\*\//g, '');
      for (const match of text.matchAll(/([^{}]+)\{([^{}]*)\}/g)) {
        const selector = match[1]!.trim();
        if (/error|danger|required|retry|reason|is-short/.test(selector) && /var\(--color-(rise|fall)/.test(match[2]!)) misused.push(`${relative(ROOT, file)}: ${selector}`);
      }
    }
    expect(misused).toEqual([]);
  });
});

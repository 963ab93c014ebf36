import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { blockLines, entries, importLines, read, REGISTRIES, ROOT, type Registry } from './registries.ts';

/*
 * The recipe "Adding a product area" (docs/ARCHITECTURE.md) is true (issue 27.6): this builds a
 * probe area by it in a temporary copy of the repository's registries, from the recipe's own
 * table (each line with `ipo` replaced by `probe`), and checks that the probe touched only its
 * folders and, in each registry, exactly the recipe's lines, each one entry of that registry.
 */

const doc = read('docs/ARCHITECTURE.md');
const recipe = doc.slice(doc.indexOf('## Adding a product area'), doc.indexOf('## Browser flows'));
const section = (from: string, to: string) => recipe.slice(recipe.indexOf(from), recipe.indexOf(to, recipe.indexOf(from)));
const tableText = section('### The lines outside your folders, all together', '#### Shared lines that still name an area');
const leftovers = recipe.slice(recipe.indexOf('#### Shared lines that still name an area'));

const probe = (text: string) => text.replaceAll('ipo', 'probe').replaceAll('Ipo', 'Probe').replaceAll('IPO', 'PROBE');
const ticks = (text: string) => [...text.matchAll(/`([^`]+)`/g)].map((m) => m[1]!);

/** The backticked parts of a text that are not inside a parenthesized note (parentheses within backticks do not count). */
function ticksOutsideNotes(text: string): string[] {
  const out: string[] = [];
  let depth = 0;
  let code: string | undefined;
  for (const ch of text) {
    if (code !== undefined) {
      if (ch === '`') {
        if (depth === 0) out.push(code);
        code = undefined;
      } else code += ch;
    } else if (ch === '`') code = '';
    else if (ch === '(') depth++;
    else if (ch === ')') depth--;
  }
  return out;
}

/** The table's rows: the registry's file and the lines the recipe says to add (backticked, outside parentheses). */
function tableRows(): Array<{ file: string; lines: string[] }> {
  return tableText
    .split('\n')
    .filter((line) => /^\| `/.test(line))
    .map((line) => {
      const [, first = '', second = ''] = line.split(/(?<!\\)\|/).map((cell) => cell.trim());
      return { file: ticks(first)[0]!, lines: ticksOutsideNotes(second) };
    });
}

/** The area's folders and files the recipe names ("Your folders"). */
function areaPaths(): string[] {
  const paragraph = tableText.slice(tableText.indexOf('Your folders'));
  return ticks(paragraph.slice(0, paragraph.indexOf('\n\n')));
}
/** The files found by name ("Found by file name"). */
function foundByName(): string[] {
  const paragraph = tableText.slice(tableText.indexOf('Found by file name'));
  return ticks(paragraph.slice(0, paragraph.indexOf('Registered from'))).filter((p) => p.includes('/'));
}

const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'recipe-'));
afterAll(() => fs.rmSync(tmp, { recursive: true, force: true }));
const write = (file: string, text: string) => {
  fs.mkdirSync(path.dirname(path.join(tmp, file)), { recursive: true });
  fs.writeFileSync(path.join(tmp, file), text);
};

/** Adds one line to a registry of the copy: an import line after the last import, an entry before the block's end. */
function addLine(file: string, line: string): Registry {
  const text = fs.readFileSync(path.join(tmp, file), 'utf8');
  const lines = text.split('\n');
  const registries = REGISTRIES.filter((r) => r.file === file);
  const forImport = registries.find((r) => r.imports?.test(line));
  if (forImport) {
    lines.splice(Math.max(...importLines(text, forImport)) + 1, 0, line);
  } else {
    const registry = registries.find((r) => r.entry.test(line));
    if (!registry) throw new Error(`${file}: the recipe's line is not one entry of its registry: ${line}`);
    const block = blockLines(text, registry);
    const indent = block.length > 0 ? /^\s*/.exec(lines[block.at(-1)!]!)![0] : '';
    const at = registry.start ? lines.findIndex((l, i) => i > (block.at(-1) ?? 0) && l.trim() === registry.end) : block.at(-1)! + 1;
    lines.splice(at, 0, indent + line);
    fs.writeFileSync(path.join(tmp, file), lines.join('\n'));
    return registry;
  }
  fs.writeFileSync(path.join(tmp, file), lines.join('\n'));
  return forImport;
}

/** The probe area, built by the recipe in the copy: its folders' files, then each table line. */
function build(): { added: Map<string, string[]> } {
  for (const file of new Set(REGISTRIES.map((r) => r.file))) write(file, read(file));
  for (const where of areaPaths().map(probe)) {
    if (where.endsWith('/')) write(`${where}index.ts`, '// the probe area\n');
    else write(where.replace('NNNN', '0999').replace('*', 'tables'), '-- the probe area\n');
  }
  for (const file of foundByName().map(probe)) write(file, '// found by name\n');
  const added = new Map<string, string[]>();
  for (const row of tableRows()) {
    for (const line of row.lines.map(probe)) {
      addLine(row.file, line);
      added.set(row.file, [...(added.get(row.file) ?? []), line]);
    }
  }
  return { added };
}

/** Every file of the copy that is new or differs from the repository's. */
function touched(): string[] {
  const walk = (dir: string): string[] => fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => (e.isDirectory() ? walk(path.join(dir, e.name)) : [path.join(dir, e.name)]));
  return walk(tmp)
    .map((file) => path.relative(tmp, file))
    .filter((file) => !fs.existsSync(path.join(ROOT, file)) || read(file) !== fs.readFileSync(path.join(tmp, file), 'utf8'))
    .sort();
}

describe('the recipe "Adding a product area" is true', () => {
  it('its table names every registry, and each registry reads the real files as one entry per line', () => {
    const files = tableRows().map((r) => r.file);
    expect(files.length).toBeGreaterThanOrEqual(10);
    expect([...new Set(REGISTRIES.map((r) => r.file))].filter((file) => !files.includes(file)), 'registries the recipe leaves out').toEqual([]);
    expect(files.filter((file) => !REGISTRIES.some((r) => r.file === file)), 'rows that are no registry').toEqual([]);
    for (const registry of REGISTRIES) expect(entries(read(registry.file), registry).length, registry.file).toBeGreaterThan(0);
    for (const row of tableRows()) expect(row.lines.length, row.file).toBeGreaterThan(0);
  });

  it('a probe area built by it touches only its folders and, per registry, exactly the recipe’s lines', () => {
    const { added } = build();
    const folders = areaPaths().map(probe);
    const own = (file: string) =>
      folders.some((f) => (f.endsWith('/') ? file.startsWith(f) : new RegExp(`^${f.replace('.', '\\.').replace('NNNN', '\\d{4}').replace('*', '[\\w-]+')}$`).test(file))) ||
      foundByName().map(probe).includes(file);
    const outside = touched().filter((file) => !own(file));
    expect(outside.sort()).toEqual([...added.keys()].sort());
    for (const [file, lines] of added) {
      const before = read(file).split('\n');
      const after = fs.readFileSync(path.join(tmp, file), 'utf8').split('\n');
      // Only added lines: the file less the recipe's lines is the file as it was.
      expect(after.filter((line) => !lines.includes(line.trim())), file).toEqual(before);
      expect(after.length - before.length, file).toBe(lines.length);
      // And the registry reads the probe as one more entry.
      for (const registry of REGISTRIES.filter((r) => r.file === file)) {
        const old = entries(before.join('\n'), registry);
        const now = entries(after.join('\n'), registry);
        expect(now.slice(0, old.length), file).toEqual(old);
        expect(now.length - old.length, file).toBeLessThanOrEqual(1);
        if (now.length > old.length) expect(now.at(-1), file).toMatch(/probe|Probe|PROBE/);
      }
    }
  });

  it('what it says is found by name is: the folders the finders read', () => {
    const found = foundByName();
    expect(found).toEqual(['apps/web/src/i18n/messages/ipo.ts', 'apps/web/src/screens/ipo/titles.ts', 'apps/web/src/screens/ipo/surfaces.tsx']);
    expect(read('apps/web/src/i18n/messages/index.ts')).toContain("import.meta.glob<AreaMessages>(['./*.ts'");
    expect(read('apps/web/src/i18n/index.ts')).toContain("import.meta.glob<AreaMessages>(['./messages/*.ts'");
    expect(read('apps/web/src/screens/titles.ts')).toContain("import.meta.glob<RouteTitles>('./*/titles.ts'");
    expect(read('apps/web/src/screens/surfaces.ts')).toContain("import.meta.glob<AreaSurfaces>('./*/surfaces.tsx'");
  });

  it('its shared lines that still name an area are where it says', () => {
    const rows = leftovers.split('\n').filter((line) => line.startsWith('| ') && !line.startsWith('| Shared file'));
    expect(rows.length).toBeGreaterThanOrEqual(5);
    for (const row of rows) {
      const first = row.split('|')[1]!;
      // "`file` `CONSTANT`" pairs: the file exists and holds the constant.
      const parts = ticks(first);
      for (let i = 0; i < parts.length; i++) {
        const file = parts[i]!.startsWith('apps/') || parts[i]!.startsWith('packages/') ? parts[i]! : undefined;
        const webFile = parts[i]!.startsWith('i18n/') ? `apps/web/src/${parts[i]}` : undefined;
        const target = file ?? webFile;
        if (!target) continue;
        expect(fs.existsSync(path.join(ROOT, target)), target).toBe(true);
        const constant = parts[i + 1];
        if (constant && !constant.includes('/')) expect(read(target), `${target} ${constant}`).toContain(constant.split('.').at(-1));
      }
    }
  });
});

import fs from 'node:fs';
import path from 'node:path';

/*
 * The registries a product area adds a line to (docs/ARCHITECTURE.md, "The lines outside your
 * folders"), as the registration and recipe tests read them: each registry is a block of lines
 * between an opening line and a closing line, one entry per line, and optionally import lines of
 * a given shape. Nothing here opens a database.
 */

export const ROOT = path.resolve(import.meta.dirname, '../../../..');
export const read = (file: string): string => fs.readFileSync(path.join(ROOT, file), 'utf8');

export interface Registry {
  file: string;
  /** The line that opens the block (absent: every line of the file is an entry). */
  start?: RegExp;
  /** The line (trimmed) that closes the block. */
  end?: string;
  /** One entry: the first group is the entry's name. */
  entry: RegExp;
  /** Import lines that go with the entries (one per entry), outside the block. */
  imports?: RegExp;
}

export const REGISTRIES: Registry[] = [
  { file: 'packages/contracts/src/index.ts', entry: /^export \* from '\.\/([\w-]+)\.ts';$/ },
  {
    file: 'packages/contracts/src/errors.ts',
    start: /^export const ERRORS = \{$/,
    end: '} as const satisfies Record<string, number>;',
    entry: /^\.\.\.(\w+Errors),$/,
    imports: /^import \{ (\w+Errors) \} from '\.\/[\w-]+\.ts';$/,
  },
  { file: 'packages/contracts/src/notices.ts', start: /^export const NOTICE_KINDS = \[$/, end: '] as const;', entry: /^'([\w-]+)',$/ },
  {
    file: 'apps/server/src/modules/index.ts',
    start: /^export const modules: AppModule\[\] = \[$/,
    end: '];',
    entry: /^(\w+Module),$/,
    imports: /^import \{ (\w+Module) \} from '[^']+';$/,
  },
  { file: 'apps/server/src/events/map.ts', start: /^export const EVENTS = \{$/, end: '} as const;', entry: /^'([\w.]+)': z\..*,$/ },
  { file: 'apps/server/test/backoffice/customer-sections.test.ts', start: /^const OWNED: Record<string, string> = \{$/, end: '};', entry: /^(\w+): '\w+',$/ },
  {
    file: 'apps/web/src/screens/registry.ts',
    start: /^export const AREA_LOADERS = \{$/,
    end: '} satisfies Record<string, () => Promise<AreaModule>>;',
    entry: /^(\w+): \(\) => import\('\.\/\w+\/index\.ts'\),$/,
  },
  { file: 'apps/web/src/shell/routes.ts', start: /^export const PAGE_ROUTES: AppRoute\[\] = \[$/, end: '];', entry: /^\{ path: '([^']+)', title: '\w+', area: '\w+'.*\},$/ },
  { file: 'apps/web/src/shell/routes.ts', start: /^export const TAB_ROUTES: AppRoute\[\] = \[$/, end: '];', entry: /^\{ path: ((?:'[^']+'|[A-Z_]+)), title: '\w+', area: '\w+'.*\},$/ },
  { file: 'apps/admin/src/nav.ts', start: /^export const NAV_ITEMS: readonly NavItem\[\] = \[$/, end: '];', entry: /^\{ page: '([\w-]+)', label: '[\w.]+', icon: '\w+'(?:, roles: [\w.]+)? \},$/ },
  {
    file: 'apps/admin/src/App.tsx',
    start: /^const PAGES: /,
    end: '};',
    entry: /^'?([\w-]+)'?: \{ list: \w+(?:, detail: \w+)? \},$/,
    imports: /^import \{ [\w, ]+ \} from '\.\/pages\/[\w-]+\/\w+\.tsx';$/,
  },
  {
    file: 'apps/admin/src/messages.ts',
    start: /^export const AREA_MESSAGES = \{$/,
    end: '} as const;',
    entry: /^(\w+): \w+_MESSAGES,$/,
    imports: /^import \{ \w+_MESSAGES \} from '\.\/pages\/[\w-]+\/messages\.ts';$/,
  },
];

const isComment = (line: string) => line === '' || line.startsWith('//') || line.startsWith('/*') || line.startsWith('*');

/** The registry's block in a text: the indexes of its entry lines (comments and blank lines left out). */
export function blockLines(text: string, registry: Registry): number[] {
  const lines = text.split('\n');
  let from = -1;
  let to = lines.length;
  if (registry.start) {
    from = lines.findIndex((line) => registry.start!.test(line));
    if (from < 0) throw new Error(`${registry.file}: no line opens the registry (${registry.start})`);
    to = lines.findIndex((line, index) => index > from && line.trim() === registry.end);
    if (to < 0) throw new Error(`${registry.file}: no line closes the registry (${registry.end})`);
  }
  const out: number[] = [];
  for (let i = from + 1; i < to; i++) if (!isComment(lines[i]!.trim())) out.push(i);
  return out;
}

/** The registry's entries, by name; throws on a line that is not exactly one entry. */
export function entries(text: string, registry: Registry): string[] {
  const lines = text.split('\n');
  return blockLines(text, registry).map((i) => {
    const line = lines[i]!.trim().replace(/\s*\/\/.*$/, '');
    const match = registry.entry.exec(line);
    if (!match) throw new Error(`${registry.file}: a line that is not exactly one entry: ${line}`);
    return match[1]!;
  });
}

/** The indexes of the registry's import lines. */
export function importLines(text: string, registry: Registry): number[] {
  if (!registry.imports) return [];
  return text.split('\n').flatMap((line, i) => (registry.imports!.test(line) ? [i] : []));
}

/** A text without its comments (for scans that look for names in code). */
export function withoutComments(text: string): string {
  return text.replace(/\/\*[\s\S]*?\*\//g, '').replace(/(^|[^:'"`\\])\/\/.*$/gm, '$1');
}

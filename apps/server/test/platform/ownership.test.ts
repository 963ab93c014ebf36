import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/*
 * Every table belongs to one module: the module whose migration creates it
 * (NNNN_<module>_<change>.sql). A module's migrations touch only its tables, and its code
 * queries only its tables; anything else asks the owner's service. Modules are the folders
 * of src/modules, plus the ledger, the jobs service and the mailer, which own tables too.
 */

const SRC = path.join(path.dirname(fileURLToPath(import.meta.url)), '../../src');
const MIGRATIONS = path.join(SRC, 'db/migrations');

/** Module -> its code folder. */
const MODULES = new Map<string, string>([
  ...fs
    .readdirSync(path.join(SRC, 'modules'), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry): [string, string] => [entry.name, path.join(SRC, 'modules', entry.name)]),
  ...['ledger', 'jobs', 'mail'].filter((name) => fs.existsSync(path.join(SRC, name))).map((name): [string, string] => [name, path.join(SRC, name)]),
]);

/**
 * Queries of another module's table that stay, each with its reason. Keep this short:
 * a new entry needs a reason a reviewer accepts.
 */
const ALLOWED_QUERIES: ReadonlyArray<{ module: string; table: string; file: string; reason: string }> = [
  {
    module: 'accounts',
    table: 'operators',
    file: 'modules/accounts/sessions.ts',
    reason: "an operator's session check reads the operator's roles and disabled flag in the same one lookup per request (the auth hot path)",
  },
  {
    module: 'accounts',
    table: 'operators',
    file: 'modules/accounts/kyc.ts',
    reason: "the KYC queue shows the reviewer's username, joined in the page's one query",
  },
  {
    module: 'notices',
    table: 'users',
    file: 'modules/notices/service.ts',
    reason: "notifyMany (a chunk of bulk notices) counts each user's unread broadcasts since sign-up in one query for the whole chunk",
  },
  {
    module: 'bonds',
    table: 'ledger_accounts',
    file: 'modules/bonds/payout.ts',
    reason: "a chunk of coupons is booked in one statement: its ledger accounts are locked in id order first, as LedgerService.booking locks them",
  },
];

/** Migration statements on another module's table that stay, each with its reason. */
const ALLOWED_MIGRATIONS: ReadonlyArray<{ file: string; table: string; reason: string }> = [
  {
    file: '0019_trading_terms.sql',
    table: 'terms_versions',
    reason: "a one-off data move: version 1 of trading's published terms is written from trading_rates before that table is dropped",
  },
  {
    file: '0093_backoffice_indexes.sql',
    table: 'audit_log',
    reason: "indexes only: the customer view's audit trail finds the actions on a user's objects by target and by the user a review's detail names",
  },
  {
    file: '0093_backoffice_indexes.sql',
    table: 'blocktrade_authority',
    reason: 'an index only: the block-trading applications queue with every state, in application order, with a million users',
  },
  {
    file: '0093_backoffice_indexes.sql',
    table: 'chat_conversations',
    reason: 'an index only: the chat queue with every state, latest message first, without sorting every conversation',
  },
];

/** The module a migration belongs to: the longest module name its name starts with (access-keys as access_keys). */
export function migrationModule(file: string): string | undefined {
  const rest = file.replace(/^\d{4}_/, '');
  return [...MODULES.keys()].filter((module) => rest.startsWith(`${module.replace(/-/g, '_')}_`) || rest === `${module.replace(/-/g, '_')}.sql`).sort((a, b) => b.length - a.length)[0];
}

const stripSqlComments = (text: string) => text.replace(/--[^\n]*/g, '');

/** Tables a migration creates, and the tables its statements change (alter, drop, insert, update, delete, index, trigger). */
export function parseMigration(text: string): { creates: string[]; touches: string[] } {
  const sql = stripSqlComments(text).toLowerCase();
  const creates = [...sql.matchAll(/create\s+table\s+(?:if\s+not\s+exists\s+)?([a-z_][a-z0-9_]*)/g)].map((m) => m[1]!);
  const patterns = [
    /alter\s+table\s+(?:if\s+exists\s+)?(?:only\s+)?([a-z_][a-z0-9_]*)/g,
    /drop\s+table\s+(?:if\s+exists\s+)?([a-z_][a-z0-9_]*)/g,
    /insert\s+into\s+([a-z_][a-z0-9_]*)/g,
    /\bupdate\s+([a-z_][a-z0-9_]*)(?:\s+(?:as\s+)?[a-z_][a-z0-9_]*)?\s+set\b/g,
    /delete\s+from\s+([a-z_][a-z0-9_]*)/g,
    /truncate\s+(?:table\s+)?([a-z_][a-z0-9_]*)/g,
    /create\s+(?:unique\s+)?index\s+(?:if\s+not\s+exists\s+)?[a-z0-9_]*\s*on\s+([a-z_][a-z0-9_]*)/g,
    /create\s+(?:constraint\s+)?trigger\s+[a-z0-9_]+[\s\S]*?\bon\s+([a-z_][a-z0-9_]*)/g,
  ];
  const touches = patterns.flatMap((pattern) => [...sql.matchAll(pattern)].map((m) => m[1]!));
  return { creates, touches };
}

/** Tables a piece of server code queries: Kysely builders (`selectFrom('x as y')`...) and raw `sql` templates. */
export function queriedTables(code: string, tables: ReadonlySet<string>): string[] {
  const found = new Set<string>();
  for (const m of code.matchAll(/\b(?:selectFrom|insertInto|replaceInto|updateTable|deleteFrom|mergeInto|innerJoin|leftJoin|rightJoin|fullJoin)\(\s*['"`]([a-z_][a-z0-9_]*)/g)) found.add(m[1]!);
  for (const template of code.matchAll(/\bsql(?:<[^`]*?>)?`([^`]*)`/g)) {
    for (const m of template[1]!.toLowerCase().matchAll(/\b(?:from|join|update|into|table)\s+([a-z_][a-z0-9_]*)/g)) found.add(m[1]!);
  }
  return [...found].filter((name) => tables.has(name));
}

const sqlFiles = fs.readdirSync(MIGRATIONS).filter((name) => name.endsWith('.sql')).sort();

/** Table -> the module whose migration creates it. */
const OWNER = new Map<string, string>();
for (const file of sqlFiles) {
  const module = migrationModule(file);
  for (const table of parseMigration(fs.readFileSync(path.join(MIGRATIONS, file), 'utf8')).creates) if (module) OWNER.set(table, module);
}

function codeFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return codeFiles(full);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

describe('table ownership', () => {
  it('finds the queries and statements it checks (the checker itself)', () => {
    const tables = new Set(['users', 'operators', 'ledger_postings', 'deposits']);
    expect(
      queriedTables(
        "db.selectFrom('users as u').leftJoin('operators as o', 'o.id', 'u.id'); trx.updateTable(\"deposits\"); sql`select sum(amount) from ledger_postings p`; db.selectFrom('fill_ids')",
        tables,
      ).sort(),
    ).toEqual(['deposits', 'ledger_postings', 'operators', 'users']);
    expect(parseMigration('-- create table nope (\ncreate table a (id int);\ncreate index a_x on b (x);\nupdate c x set y = 1;\ninsert into d select 1;\nalter table e add column f int;\ncreate trigger t before update on g for each row execute function h();')).toEqual({
      creates: ['a'],
      touches: ['e', 'd', 'c', 'b', 'g'],
    });
    expect(migrationModule('0018_access_keys.sql')).toBe('access-keys');
    expect(migrationModule('0002_accounts_users.sql')).toBe('accounts');
    expect(migrationModule('0002_nobody_things.sql')).toBeUndefined();
  });

  it('names every migration NNNN_<module>_<change>.sql after a module', () => {
    const wrong = sqlFiles.filter((file) => !/^\d{4}_[a-z0-9_]+\.sql$/.test(file) || migrationModule(file) === undefined);
    expect(wrong, 'migrations not named after a module').toEqual([]);
  });

  it('creates each table in one module only', () => {
    const creators = new Map<string, Set<string>>();
    for (const file of sqlFiles) {
      for (const table of parseMigration(fs.readFileSync(path.join(MIGRATIONS, file), 'utf8')).creates) {
        creators.set(table, (creators.get(table) ?? new Set()).add(migrationModule(file) ?? file));
      }
    }
    expect([...creators].filter(([, modules]) => modules.size > 1).map(([table, modules]) => `${table}: ${[...modules].join(', ')}`)).toEqual([]);
    expect(OWNER.get('users')).toBe('accounts');
    expect(OWNER.get('uploads')).toBe('files');
    expect(OWNER.get('audit_log')).toBe('admin');
    expect(OWNER.get('service_applications')).toBe('wallet');
  });

  it("changes in each migration only its module's tables", () => {
    const wrong: string[] = [];
    for (const file of sqlFiles) {
      const module = migrationModule(file);
      for (const table of parseMigration(fs.readFileSync(path.join(MIGRATIONS, file), 'utf8')).touches) {
        const owner = OWNER.get(table);
        if (owner === undefined || owner === module) continue;
        if (ALLOWED_MIGRATIONS.some((allowed) => allowed.file === file && allowed.table === table)) continue;
        wrong.push(`${file} changes ${table} (owned by ${owner})`);
      }
    }
    expect(wrong).toEqual([]);
  });

  it("queries in each module's code only its own tables", () => {
    const tables = new Set(OWNER.keys());
    const wrong: string[] = [];
    for (const [module, dir] of MODULES) {
      for (const file of codeFiles(dir)) {
        const rel = path.relative(SRC, file);
        for (const table of queriedTables(fs.readFileSync(file, 'utf8'), tables)) {
          const owner = OWNER.get(table)!;
          if (owner === module) continue;
          if (ALLOWED_QUERIES.some((allowed) => allowed.module === module && allowed.table === table && allowed.file === rel)) continue;
          wrong.push(`${rel} queries ${table} (owned by ${owner})`);
        }
      }
    }
    expect(wrong).toEqual([]);
  });

  it('queries no module table from code outside the modules (http, db, events, market engine...)', () => {
    const tables = new Set(OWNER.keys());
    const inside = [...MODULES.values()];
    const wrong = codeFiles(SRC)
      .filter((file) => !inside.some((dir) => file.startsWith(dir + path.sep)))
      .flatMap((file) => queriedTables(fs.readFileSync(file, 'utf8'), tables).map((table) => `${path.relative(SRC, file)} queries ${table} (owned by ${OWNER.get(table)})`));
    expect(wrong).toEqual([]);
  });

  it('keeps every allowed exception in use (a stale entry is removed)', () => {
    const tables = new Set(OWNER.keys());
    for (const allowed of ALLOWED_QUERIES) {
      expect(queriedTables(fs.readFileSync(path.join(SRC, allowed.file), 'utf8'), tables), allowed.file).toContain(allowed.table);
    }
    for (const allowed of ALLOWED_MIGRATIONS) {
      const file = path.join(MIGRATIONS, allowed.file);
      if (fs.existsSync(file)) expect(parseMigration(fs.readFileSync(file, 'utf8')).touches, allowed.file).toContain(allowed.table);
    }
  });
});

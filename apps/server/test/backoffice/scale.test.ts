import type { AdminUser, AuditEntry, Page } from '@app/contracts';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { countRows, EXACT_COUNT_LIMIT } from '../../src/db/paging.ts';
import { call } from '../accounts/_api.ts';
import { loginOperator, registerAndLogin, type TestOperator } from '../fixtures/users.ts';
import { createTestApp, type TestApp } from '../helpers.ts';

/*
 * What keeps the back office's lists fast with a million rows (issue 20; measured by
 * bench/backoffice.ts): totals counted exactly up to a limit and estimated above it (flagged),
 * the customer search answering a whole username or email from its unique index, and on
 * PostgreSQL the trigram indexes behind "part of a name".
 */
describe('back-office lists at scale: capped counts, estimated totals, exact-first customer search', () => {
  let t: TestApp;
  let admin: TestOperator;
  const stamp = Date.now().toString(36);

  beforeAll(async () => {
    t = await createTestApp();
    admin = await loginOperator(t, 'admin');
    // More audit rows than a pager counts (the log is append-only: inserts are allowed).
    await sql`insert into audit_log (operator_username, action, target_type, target_id, detail, created_at)
              select 'bulk', 'bench.row', 'thing', g::text, null, now() from generate_series(1, ${EXACT_COUNT_LIMIT + 5}) g`.execute(t.ctx.db);
  });
  afterAll(() => t.close());

  it('counts exactly up to the limit and estimates above it', async () => {
    const bulk = t.ctx.db.selectFrom('audit_log').where('action', '=', 'bench.row');
    expect(await countRows(bulk.where('target_id', 'in', ['1', '2', '3']), 5)).toEqual({ total: 3, estimated: false });
    expect(await countRows(bulk.where('target_id', 'in', ['1', '2', '3', '4', '5']), 5)).toEqual({ total: 5, estimated: false });
    const over = await countRows(bulk.where('target_id', 'in', ['1', '2', '3', '4', '5', '6']), 5);
    expect(over.estimated).toBe(true);
    expect(over.total).toBeGreaterThanOrEqual(6);
    expect(await countRows(bulk)).toMatchObject({ estimated: true });
  });

  it('a list longer than the limit says its total is an estimate; a filtered one is exact', async () => {
    const all = await call<Page<AuditEntry>>(t, 'GET', '/admin/audit?pageSize=5', { token: admin.token });
    expect(all.status, all.msg).toBe(200);
    expect(all.data.totalEstimated).toBe(true);
    expect(all.data.total).toBeGreaterThan(EXACT_COUNT_LIMIT);
    expect(all.data.list).toHaveLength(5);
    const one = await call<Page<AuditEntry>>(t, 'GET', '/admin/audit?targetType=thing&targetId=42', { token: admin.token });
    expect(one.data).toMatchObject({ total: 1, list: [{ action: 'bench.row', targetId: '42' }] });
    expect(one.data.totalEstimated).toBeUndefined();
  });

  it('a whole username or email finds its owner; a part of one finds every name containing it', async () => {
    const first = await registerAndLogin(t, { username: `tr${stamp}`, email: `tr${stamp}@example.mx` });
    const second = await registerAndLogin(t, { username: `tr${stamp}x`, email: `xtr${stamp}@example.mx` });
    const search = async (keyword: string) =>
      (await call<Page<AdminUser>>(t, 'GET', `/admin/users?keyword=${encodeURIComponent(keyword)}`, { token: admin.token })).data.list.map((u) => u.userId).sort((a, b) => a - b);
    expect(await search(`TR${stamp}`)).toEqual([first.userId]);
    expect(await search(`tr${stamp}@example.mx`)).toEqual([first.userId]);
    expect(await search(`r${stamp}`)).toEqual([first.userId, second.userId].sort((a, b) => a - b));
    expect(await search(`tr${stamp}@example`)).toEqual([first.userId, second.userId].sort((a, b) => a - b));
    expect(await search(String(second.userId))).toContain(second.userId);
  });

  it('the trigram indexes exist where pg_trgm does (PostgreSQL, in a schema of its own); PGlite migrates without them', async () => {
    const found = await sql<{ indexname: string }>`select indexname from pg_indexes where schemaname = current_schema() and indexname in ('users_username_trgm', 'users_email_trgm') order by indexname`.execute(t.ctx.db);
    const extension = await sql<{ schema: string }>`select extnamespace::regnamespace::text as schema from pg_extension where extname = 'pg_trgm'`.execute(t.ctx.db);
    if (process.env.DATABASE_URL) {
      expect(found.rows.map((r) => r.indexname)).toEqual(['users_email_trgm', 'users_username_trgm']);
      expect(extension.rows[0]?.schema).toBe('extensions');
    } else {
      expect(found.rows).toEqual([]);
      expect(extension.rows).toEqual([]);
    }
  });
});

import type { AuditEntry, Page, UserNote } from '@app/contracts';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ManualClock } from '../../src/lib/clock.ts';
import { call } from '../accounts/_api.ts';
import { loginOperator, registerAndLogin, type TestOperator, type TestUser } from '../fixtures/users.ts';
import { createTestApp, type TestApp } from '../helpers.ts';

const START = Date.parse('2026-11-17T16:00:00Z');

describe("operators' notes on a customer: append-only and audited", () => {
  const clock = new ManualClock(START);
  let t: TestApp;
  let reviewer: TestOperator;
  let admin: TestOperator;
  let ana: TestUser;

  beforeAll(async () => {
    t = await createTestApp({ clock });
    reviewer = await loginOperator(t, 'kyc_reviewer');
    admin = await loginOperator(t, 'admin');
    ana = await registerAndLogin(t);
  });
  afterAll(() => t.close());

  it('adds notes (newest first), each with its audit row', async () => {
    const first = await call<UserNote>(t, 'POST', '/admin/backoffice/users/notes', { token: reviewer.token, payload: { userId: ana.userId, text: 'Called about her proof of address' } });
    expect(first.status, first.msg).toBe(200);
    expect(first.data).toMatchObject({ userId: ana.userId, operatorUsername: reviewer.username, text: 'Called about her proof of address', createdAt: START });
    clock.advance(60_000);
    await call(t, 'POST', '/admin/backoffice/users/notes', { token: admin.token, payload: { userId: ana.userId, text: 'Second note' } });
    const list = await call<{ list: UserNote[] }>(t, 'GET', `/admin/backoffice/users/${ana.userId}/notes`, { token: reviewer.token });
    expect(list.data.list.map((n) => n.text)).toEqual(['Second note', 'Called about her proof of address']);
    const audit = await call<Page<AuditEntry>>(t, 'GET', `/admin/audit?action=user.note&targetType=user&targetId=${ana.userId}`, { token: admin.token });
    expect(audit.data.list).toHaveLength(2);
    expect(audit.data.list[1]).toMatchObject({ operatorUsername: reviewer.username, detail: { noteId: first.data.id, text: 'Called about her proof of address' } });
  });

  it('the database refuses to edit or delete a note', async () => {
    await expect(sql`update backoffice_user_notes set text = 'changed'`.execute(t.ctx.db)).rejects.toThrow(/append-only/);
    await expect(sql`delete from backoffice_user_notes`.execute(t.ctx.db)).rejects.toThrow(/append-only/);
  });

  it('an empty note is a 422 and an unknown user a localized 404; nothing is written', async () => {
    const before = (await t.ctx.db.selectFrom('backoffice_user_notes').select('id').execute()).length;
    const empty = await call(t, 'POST', '/admin/backoffice/users/notes', { token: reviewer.token, payload: { userId: ana.userId, text: '   ' } });
    expect(empty.status).toBe(422);
    const unknown = await call(t, 'POST', '/admin/backoffice/users/notes', { token: reviewer.token, payload: { userId: 999_999, text: 'x' }, lang: 'mx' });
    expect(unknown).toMatchObject({ status: 404, msg: 'Usuario no encontrado' });
    expect((await t.ctx.db.selectFrom('backoffice_user_notes').select('id').execute()).length).toBe(before);
    const userToken = await call(t, 'GET', `/admin/backoffice/users/${ana.userId}/notes`, { token: ana.token });
    expect(userToken.status).toBe(403);
  });
});

import type { AuditEntry, Notice, NoticePage, OperatorNotice, Page } from '@app/contracts';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ManualClock } from '../../src/lib/clock.ts';
import { createTestApp, type TestApp } from '../helpers.ts';
import { loginOperator, registerAndLogin, type TestOperator } from '../fixtures/users.ts';
import { call } from '../accounts/_api.ts';
import { PushClient } from '../push/client.ts';

const clock = new ManualClock(new Date('2026-11-20T15:00:00Z'));
let t: TestApp;
let url: string;
let admin: TestOperator;
const sockets: PushClient[] = [];
beforeAll(async () => {
  t = await createTestApp({ clock });
  url = await t.app.listen({ port: 0, host: '127.0.0.1' });
  await t.start();
  admin = await loginOperator(t, 'admin');
});
afterAll(async () => {
  for (const socket of sockets) socket.close();
  await t.close();
});

async function socketOf(token: string): Promise<PushClient> {
  const socket = await PushClient.connect(url);
  sockets.push(socket);
  socket.send({ op: 'auth', token });
  await socket.next('auth');
  return socket;
}

const unread = async (token: string) => (await call<NoticePage>(t, 'GET', '/userMessage/getMessage', { token })).data.unreadCount;

describe('operator notices', () => {
  it('sends to one user (missing languages fall back), audited, live, and nobody else sees it', async () => {
    const user = await registerAndLogin(t);
    const other = await registerAndLogin(t);
    const socket = await socketOf(user.token);
    const sent = await call<OperatorNotice>(t, 'POST', '/admin/notice/send', {
      token: admin.token,
      payload: { target: 'user', userId: user.userId, title: { es: 'Mantenimiento' }, body: { es: 'El sábado a las 22:00', en: 'Saturday at 22:00' } },
    });
    expect(sent.status).toBe(200);
    expect(sent.data).toMatchObject({
      target: 'user',
      userId: user.userId,
      username: user.username,
      title: { es: 'Mantenimiento', en: 'Mantenimiento', zh: 'Mantenimiento' },
      body: { es: 'El sábado a las 22:00', en: 'Saturday at 22:00', zh: 'Saturday at 22:00' },
      readCount: 0,
      operatorUsername: admin.username,
    });
    const event = await socket.next('event', (e) => e.event === 'message.new');
    expect(event.data).toMatchObject({ id: sent.data.id, kind: 'operator', unreadCount: 1 });
    const list = await call<NoticePage>(t, 'GET', '/userMessage/getMessage', { token: user.token, lang: 'en' });
    expect(list.data.list[0]).toMatchObject({ id: sent.data.id, kind: 'operator', title: 'Mantenimiento', body: 'Saturday at 22:00', read: false });
    expect(await unread(other.token)).toBe(0);
    expect((await call(t, 'GET', `/userMessage/${sent.data.id}`, { token: other.token })).status).toBe(404);

    const audit = await call<Page<AuditEntry>>(t, 'GET', '/admin/audit?action=notice.send', { token: admin.token });
    expect(audit.data.list[0]).toMatchObject({ action: 'notice.send', targetType: 'notice', targetId: String(sent.data.id), detail: { target: 'user', userId: user.userId } });

    await call(t, 'GET', `/userMessage/${sent.data.id}`, { token: user.token });
    const history = await call<Page<OperatorNotice>>(t, 'GET', '/admin/notice/list', { token: admin.token });
    expect(history.data.list.find((n) => n.id === sent.data.id)).toMatchObject({ readCount: 1 });
  });

  it('a notice to everybody is one row; each existing user sees it and reads it on their own; later users do not', async () => {
    const alice = await registerAndLogin(t);
    const bob = await registerAndLogin(t);
    const aliceSocket = await socketOf(alice.token);
    const rowsBefore = await sql<{ n: string }>`select count(*) as n from notices`.execute(t.ctx.db);
    clock.advance(1000);
    const sent = await call<OperatorNotice>(t, 'POST', '/admin/notice/send', {
      token: admin.token,
      payload: { target: 'all', title: { es: 'Nuevo horario', en: 'New hours', zh: '新的交易时间' }, body: { es: 'Desde el lunes', en: 'From Monday', zh: '从周一起' } },
    });
    expect(sent.data).toMatchObject({ target: 'all', readCount: 0 });
    const event = await aliceSocket.next('event', (e) => e.event === 'message.new');
    expect(event.data).toMatchObject({ id: sent.data.id, kind: 'operator', broadcast: true, titles: { es: 'Nuevo horario', en: 'New hours', zh: '新的交易时间' } });
    // Stored once, whatever the number of users; no per-user notice rows.
    const rowsAfter = await sql<{ n: string }>`select count(*) as n from notices`.execute(t.ctx.db);
    expect(Number(rowsAfter.rows[0]!.n)).toBe(Number(rowsBefore.rows[0]!.n));
    expect(Number((await sql<{ n: string }>`select count(*) as n from notice_broadcasts`.execute(t.ctx.db)).rows[0]!.n)).toBe(1);

    expect(await unread(alice.token)).toBe(1);
    expect(await unread(bob.token)).toBe(1);
    const zh = await call<NoticePage>(t, 'GET', '/userMessage/getMessage', { token: bob.token, lang: 'zh_Hans_CN' });
    expect(zh.data.list[0]).toMatchObject({ id: sent.data.id, title: '新的交易时间', body: '从周一起', read: false });

    const opened = await call<Notice>(t, 'GET', `/userMessage/${sent.data.id}`, { token: alice.token, lang: 'en' });
    expect(opened.data).toMatchObject({ title: 'New hours', read: true });
    await aliceSocket.next('event', (e) => e.event === 'notice.unread' && (e.data as { unreadCount: number }).unreadCount === 0);
    expect(await unread(alice.token)).toBe(0);
    expect(await unread(bob.token)).toBe(1);
    // Opening again changes nothing.
    await call(t, 'GET', `/userMessage/${sent.data.id}`, { token: alice.token });
    expect((await call<NoticePage>(t, 'GET', '/userMessage/getMessage', { token: alice.token })).data.list[0]!.read).toBe(true);

    // Mark all covers notices to everybody too, with a personal one beside it.
    await t.ctx.services.notices!.notify(bob.userId, { kind: 'system', title: { es: 'a', en: 'a', zh: 'a' }, body: { es: 'b', en: 'b', zh: 'b' } });
    expect(await unread(bob.token)).toBe(2);
    const all = await call<{ unreadCount: number }>(t, 'POST', '/userMessage/updateRead', { token: bob.token, payload: { all: true } });
    expect(all.data.unreadCount).toBe(0);

    clock.advance(1000);
    const late = await registerAndLogin(t);
    expect(await unread(late.token)).toBe(0);
    expect((await call<NoticePage>(t, 'GET', '/userMessage/getMessage', { token: late.token })).data.total).toBe(0);
    expect((await call(t, 'GET', `/userMessage/${sent.data.id}`, { token: late.token })).status).toBe(404);

    const history = await call<Page<OperatorNotice>>(t, 'GET', '/admin/notice/list', { token: admin.token });
    expect(history.data.list[0]).toMatchObject({ id: sent.data.id, target: 'all', readCount: 2 });
  });

  it('merges personal notices and notices to everybody newest first, with one id space', async () => {
    const user = await registerAndLogin(t);
    clock.advance(1000);
    const first = await t.ctx.services.notices!.notify(user.userId, { kind: 'system', title: { es: '1', en: '1', zh: '1' }, body: { es: '', en: '', zh: '' } });
    const second = await t.ctx.services.notices!.notifyAll({ kind: 'system', title: { es: '2', en: '2', zh: '2' }, body: { es: '', en: '', zh: '' } });
    const third = await t.ctx.services.notices!.notify(user.userId, { kind: 'system', title: { es: '3', en: '3', zh: '3' }, body: { es: '', en: '', zh: '' } });
    expect(new Set([first, second, third]).size).toBe(3);
    const list = await call<NoticePage>(t, 'GET', '/userMessage/getMessage?pageSize=2', { token: user.token });
    expect(list.data.list.map((n) => n.title)).toEqual(['3', '2']);
    expect(list.data).toMatchObject({ total: 3, unreadCount: 3 });
  });

  it('checks the input and who may send', async () => {
    const user = await registerAndLogin(t);
    const reviewer = await loginOperator(t, 'reviewer');
    const noUser = await call(t, 'POST', '/admin/notice/send', { token: admin.token, payload: { target: 'user', title: { es: 'x' }, body: { es: 'y' } } });
    expect(noUser.status).toBe(422);
    const empty = await call(t, 'POST', '/admin/notice/send', { token: admin.token, payload: { target: 'all', title: {}, body: { es: 'y' } } });
    expect(empty.status).toBe(422);
    const unknown = await call(t, 'POST', '/admin/notice/send', { token: admin.token, lang: 'en', payload: { target: 'user', userId: 999_999, title: { es: 'x' }, body: { es: 'y' } } });
    expect(unknown.status).toBe(404);
    expect(unknown.msg).toBe('The user does not exist');
    const asUser = await call(t, 'POST', '/admin/notice/send', { token: user.token, payload: { target: 'all', title: { es: 'x' }, body: { es: 'y' } } });
    expect(asUser.status).toBe(403);
    expect((await call(t, 'GET', '/admin/notice/list', { token: user.token })).status).toBe(403);
    expect((await call(t, 'GET', '/admin/notice/list')).status).toBe(401);
    // Reviewers may send notices (they answer customers too).
    const byReviewer = await call(t, 'POST', '/admin/notice/send', { token: reviewer.token, payload: { target: 'user', userId: user.userId, title: { en: 'Hi' }, body: { en: 'Your document is clear now' } } });
    expect(byReviewer.status).toBe(200);
  });
});

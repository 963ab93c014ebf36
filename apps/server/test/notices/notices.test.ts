import type { Notice, NoticePage } from '@app/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ManualClock } from '../../src/lib/clock.ts';
import { createTestApp, type TestApp } from '../helpers.ts';
import { registerAndLogin } from '../fixtures/users.ts';
import { call } from '../accounts/_api.ts';
import { PushClient } from '../push/client.ts';

const clock = new ManualClock(new Date('2026-11-20T15:00:00Z'));
let t: TestApp;
let url: string;
const sockets: PushClient[] = [];
beforeAll(async () => {
  t = await createTestApp({ clock });
  url = await t.app.listen({ port: 0, host: '127.0.0.1' });
  await t.start();
});
afterAll(async () => {
  for (const socket of sockets) socket.close();
  await t.close();
});

const text = (n: number) => ({
  title: { es: `Aviso ${n}`, en: `Notice ${n}`, zh: `通知 ${n}` },
  body: { es: `Cuerpo ${n}`, en: `Body ${n}`, zh: `内容 ${n}` },
});

/** A real push socket authenticated as the user. */
async function socketOf(token: string): Promise<PushClient> {
  const socket = await PushClient.connect(url);
  sockets.push(socket);
  socket.send({ op: 'auth', token });
  await socket.next('auth');
  return socket;
}

describe('notices', () => {
  it('notify stores the notice and pushes message.new with the unread count to the user socket only', async () => {
    const user = await registerAndLogin(t);
    const other = await registerAndLogin(t);
    const mine = await socketOf(user.token);
    const theirs = await socketOf(other.token);
    const id = await t.ctx.services.notices!.notify(user.userId, { kind: 'deposit', ...text(1), ref: 'deposit:7' });
    const event = await mine.next('event', (e) => e.event === 'message.new');
    expect(event.data).toEqual({ id, kind: 'deposit', titles: text(1).title, unreadCount: 1 });
    // Give a wrongly routed event time to arrive before asserting it did not.
    await t.ctx.services.notices!.notify(user.userId, { kind: 'deposit', ...text(2) });
    await mine.next('event', (e) => e.event === 'message.new' && (e.data as { unreadCount: number }).unreadCount === 2);
    expect(theirs.messages.filter((m) => m.type === 'event')).toEqual([]);
  });

  it('fills {placeholders} in all three languages', async () => {
    const user = await registerAndLogin(t);
    await t.ctx.services.notices!.notify(user.userId, {
      kind: 'order',
      title: { es: 'Orden {code} ejecutada', en: 'Order {code} filled', zh: '订单 {code} 已成交' },
      body: { es: '{qty} acciones', en: '{qty} shares', zh: '{qty} 股' },
      params: { code: 'AAPL', qty: 10 },
    });
    const zh = await call<NoticePage>(t, 'GET', '/userMessage/getMessage', { token: user.token, lang: 'zh_Hans_CN' });
    expect(zh.data.list[0]).toMatchObject({ title: '订单 AAPL 已成交', body: '10 股' });
    const es = await call<NoticePage>(t, 'GET', '/userMessage/getMessage', { token: user.token, lang: 'mx' });
    expect(es.data.list[0]).toMatchObject({ title: 'Orden AAPL ejecutada', body: '10 acciones' });
  });

  it('lists newest first, paged, in the reader language, with the unread count', async () => {
    const user = await registerAndLogin(t);
    for (let n = 1; n <= 5; n++) {
      await t.ctx.services.notices!.notify(user.userId, { kind: 'system', ...text(n) });
      clock.advance(1000);
    }
    const page1 = await call<NoticePage>(t, 'GET', '/userMessage/getMessage?pageNum=1&pageSize=2', { token: user.token, lang: 'zh_Hans_CN' });
    expect(page1.data).toMatchObject({ total: 5, pageNum: 1, pageSize: 2, unreadCount: 5 });
    expect(page1.data.list.map((n) => n.title)).toEqual(['通知 5', '通知 4']);
    const page3 = await call<NoticePage>(t, 'GET', '/userMessage/getMessage?pageNum=3&pageSize=2', { token: user.token, lang: 'mx' });
    expect(page3.data.list.map((n) => n.title)).toEqual(['Aviso 1']);
    expect(page3.data.list[0]).toMatchObject({ body: 'Cuerpo 1', read: false, kind: 'system' });
    const bad = await call(t, 'GET', '/userMessage/getMessage?pageSize=1000', { token: user.token });
    expect(bad.status).toBe(422);
  });

  it('opening a notice marks it read; updateRead marks one or all; each change pushes the new count', async () => {
    const user = await registerAndLogin(t);
    const socket = await socketOf(user.token);
    const ids: number[] = [];
    for (let n = 1; n <= 3; n++) ids.push(await t.ctx.services.notices!.notify(user.userId, { kind: 'order', ...text(n) }));
    const opened = await call<Notice>(t, 'GET', `/userMessage/${ids[0]}`, { token: user.token, lang: 'en' });
    expect(opened.data).toMatchObject({ id: ids[0], title: 'Notice 1', body: 'Body 1', read: true });
    await socket.next('event', (e) => e.event === 'notice.unread' && (e.data as { unreadCount: number }).unreadCount === 2);
    const one = await call<{ unreadCount: number }>(t, 'POST', '/userMessage/updateRead', { token: user.token, payload: { id: ids[1] } });
    expect(one.data.unreadCount).toBe(1);
    await socket.next('event', (e) => e.event === 'notice.unread' && (e.data as { unreadCount: number }).unreadCount === 1);
    const all = await call<{ unreadCount: number }>(t, 'POST', '/userMessage/updateRead', { token: user.token, payload: { all: true } });
    expect(all.data.unreadCount).toBe(0);
    await socket.next('event', (e) => e.event === 'notice.unread' && (e.data as { unreadCount: number }).unreadCount === 0);
    await t.ctx.services.notices!.notify(user.userId, { kind: 'order', ...text(4) });
    const noBody = await call<{ unreadCount: number }>(t, 'POST', '/userMessage/updateRead', { token: user.token, payload: {} });
    expect(noBody.data.unreadCount).toBe(0);
    const list = await call<NoticePage>(t, 'GET', '/userMessage/getMessage', { token: user.token });
    expect(list.data.list.every((n) => n.read)).toBe(true);
  });

  it("never shows another user's notice, and answers 404 for unknown ids", async () => {
    const alice = await registerAndLogin(t);
    const bob = await registerAndLogin(t);
    const id = await t.ctx.services.notices!.notify(bob.userId, { kind: 'system', ...text(9) });
    const res = await call(t, 'GET', `/userMessage/${id}`, { token: alice.token, lang: 'en' });
    expect(res.status).toBe(404);
    expect(res.msg).toBe('The notice does not exist');
    expect((await call(t, 'GET', '/userMessage/abc', { token: alice.token })).status).toBe(404);
    expect((await call(t, 'POST', '/userMessage/updateRead', { token: alice.token, payload: { id } })).status).toBe(404);
    const all = await call(t, 'POST', '/userMessage/updateRead', { token: alice.token, payload: { all: true } });
    expect(all.status).toBe(200);
    expect(await t.ctx.services.notices!.unreadCount(bob.userId)).toBe(1);
    const list = await call<NoticePage>(t, 'GET', '/userMessage/getMessage', { token: alice.token });
    expect(list.data.list.map((n) => n.id)).not.toContain(id);
  });

  it('answers 401 to a guest', async () => {
    expect((await call(t, 'GET', '/userMessage/getMessage')).status).toBe(401);
    expect((await call(t, 'GET', '/userMessage/1')).status).toBe(401);
    expect((await call(t, 'POST', '/userMessage/updateRead', { payload: { all: true } })).status).toBe(401);
  });
});

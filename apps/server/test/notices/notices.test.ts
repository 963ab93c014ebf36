import type { Notice, NoticePage, NoticePushEvent } from '@app/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ManualClock } from '../../src/lib/clock.ts';
import { createTestApp, type TestApp } from '../helpers.ts';
import { registerAndLogin } from '../fixtures/users.ts';
import { call } from '../accounts/_api.ts';

const clock = new ManualClock(new Date('2026-11-20T15:00:00Z'));
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ clock });
});
afterAll(() => t.close());

const text = (n: number) => ({
  title: { es: `Aviso ${n}`, en: `Notice ${n}`, zh: `通知 ${n}` },
  body: { es: `Cuerpo ${n}`, en: `Body ${n}`, zh: `内容 ${n}` },
});

describe('notices', () => {
  it('notify stores the notice and publishes it on user.<id> with the unread count', async () => {
    const user = await registerAndLogin(t);
    const received: unknown[] = [];
    const unsubscribe = await t.ctx.pubsub.subscribe(`user.${user.userId}`, (message) => received.push(message));
    const id = await t.ctx.services.notices!.notify(user.userId, { kind: 'deposit', ...text(1), ref: 'deposit:7' });
    await new Promise((resolve) => setTimeout(resolve, 10));
    await unsubscribe();
    expect(received).toEqual([
      {
        type: 'notice',
        notice: { id, kind: 'deposit', ...text(1), ref: 'deposit:7', createdAt: clock.now() },
        unreadCount: 1,
      } satisfies NoticePushEvent,
    ]);
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

  it('opening a notice marks it read; updateRead marks one or all', async () => {
    const user = await registerAndLogin(t);
    const ids: number[] = [];
    for (let n = 1; n <= 3; n++) ids.push(await t.ctx.services.notices!.notify(user.userId, { kind: 'order', ...text(n) }));
    const opened = await call<Notice>(t, 'GET', `/userMessage/${ids[0]}`, { token: user.token, lang: 'en' });
    expect(opened.data).toMatchObject({ id: ids[0], title: 'Notice 1', body: 'Body 1', read: true });
    const one = await call<{ unreadCount: number }>(t, 'POST', '/userMessage/updateRead', { token: user.token, payload: { id: ids[1] } });
    expect(one.data.unreadCount).toBe(1);
    const all = await call<{ unreadCount: number }>(t, 'POST', '/userMessage/updateRead', { token: user.token, payload: { all: true } });
    expect(all.data.unreadCount).toBe(0);
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
  });

  it('answers 401 to a guest', async () => {
    expect((await call(t, 'GET', '/userMessage/getMessage')).status).toBe(401);
    expect((await call(t, 'GET', '/userMessage/1')).status).toBe(401);
    expect((await call(t, 'POST', '/userMessage/updateRead', { payload: { all: true } })).status).toBe(401);
  });
});

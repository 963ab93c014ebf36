import crypto from 'node:crypto';
import { PUSH_CLOSE, CHAT_CLOSE } from '@app/contracts';
import { describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app.ts';
import { need } from '../../src/context.ts';
import { BROKERS, connectBroker, REDIS_URL } from '../brokers.ts';
import { ChatClient } from '../chat/client.ts';
import { loginOperator, registerAndLogin } from '../fixtures/users.ts';
import { body, createTestApp, testConfig, type TestApp } from '../helpers.ts';
import { PushClient } from '../push/client.ts';

// Two server processes (two apps) on one database, each with its own broker connection:
// the sockets live on B, the session is revoked (or the user frozen) through A. The socket
// of the revoked session closes on B and hears no private event any more; the others stay.
describe.each(BROKERS)('socket revocation across two processes over %s', (_kind, brokerUrl) => {
  it('logout, password change and freeze close the push and chat sockets of those sessions on the other process', async () => {
    const pubsubA = await connectBroker(brokerUrl);
    const pubsubB = await connectBroker(brokerUrl);
    const a = await createTestApp({ pubsub: pubsubA });
    const b = await buildApp({ config: testConfig(), database: a.database, pubsub: pubsubB });
    const clients: Array<{ close(): void }> = [];
    try {
      await b.app.ready();
      const urlB = await b.app.listen({ port: 0, host: '127.0.0.1' });
      await b.start();
      const user = await registerAndLogin(a);
      const accounts = need(a.ctx, 'accounts');
      const session = async () => (await accounts.openSession(user.userId)).token;
      const push = async (token: string) => {
        const client = await PushClient.connect(urlB, `?token=${encodeURIComponent(token)}`);
        clients.push(client);
        await client.next('auth');
        return client;
      };
      const chat = async (token: string) => {
        const client = await ChatClient.as(urlB, 'user', token);
        clients.push(client);
        return client;
      };
      const post = (app: TestApp, url: string, token: string, payload?: Record<string, unknown>) =>
        app.app.inject({ method: 'POST', url: `/web${url}`, headers: { authorization: token, lang: 'en' }, ...(payload ? { payload } : {}) });
      /** A private event from A; answers once `listener` (a socket that stays) heard it. */
      const event = async (listener: PushClient) => {
        const nonce = crypto.randomUUID();
        await need(a.ctx, 'push').publishToUser(user.userId, 'order.updated', { orderId: 1, status: nonce });
        await listener.next('event', (e) => (e.data as { status?: string }).status === nonce);
        return nonce;
      };
      const heard = (client: PushClient, nonce: string) => client.messages.some((m) => m.type === 'event' && (m.data as { status?: string }).status === nonce);

      // 1. Logout of one session.
      const [t1, t2] = [user.token, await session()];
      const [push1, push2, chat1, chat2] = [await push(t1), await push(t2), await chat(t1), await chat(t2)];
      expect((await post(a, '/logout', t1)).statusCode).toBe(200);
      expect(await push1.waitClosed()).toEqual({ code: PUSH_CLOSE.unauthorized, reason: 'session revoked' });
      expect(push1.messages.at(-1)).toMatchObject({ type: 'error', code: 'LOGIN_EXPIRED' });
      expect((await chat1.waitClosed()).code).toBe(CHAT_CLOSE.unauthorized);
      expect(chat1.messages.at(-1)).toMatchObject({ type: 'error', code: 'LOGIN_EXPIRED', msg: 'Login expired, please log in again' });
      const afterLogout = await event(push2);
      expect(heard(push1, afterLogout)).toBe(false);
      expect(push2.closed).toBeUndefined();
      expect(chat2.closed).toBeUndefined();

      // 2. A password change from session 2: every other session's sockets close, session 2's stay.
      const t3 = await session();
      const [push3, chat3] = [await push(t3), await chat(t3)];
      const change = await post(a, '/updatePassword', t2, { oldPassword: user.password, password: 'N3wPassw0rd!', confirmPassword: 'N3wPassw0rd!' });
      expect(change.statusCode, change.body).toBe(200);
      expect((await push3.waitClosed()).code).toBe(PUSH_CLOSE.unauthorized);
      expect((await chat3.waitClosed()).code).toBe(CHAT_CLOSE.unauthorized);
      const afterChange = await event(push2);
      expect(heard(push3, afterChange)).toBe(false);
      expect(chat2.closed).toBeUndefined();

      // 3. The user is frozen by an operator: the remaining sockets close too.
      const operator = await loginOperator(a);
      const freeze = await a.app.inject({ method: 'POST', url: '/web/admin/users/freeze', headers: { authorization: operator.token }, payload: { userId: user.userId, reason: 'fraud check' } });
      expect(freeze.statusCode, freeze.body).toBe(200);
      expect(await push2.waitClosed()).toEqual({ code: PUSH_CLOSE.unauthorized, reason: 'account frozen' });
      expect(push2.messages.at(-1)).toMatchObject({ type: 'error', code: 'ACCOUNT_FROZEN' });
      expect(await chat2.waitClosed()).toEqual({ code: CHAT_CLOSE.unauthorized, reason: 'account frozen' });
      // And a frozen user's token opens no socket again.
      const again = await PushClient.connect(urlB, `?token=${encodeURIComponent(t2)}`);
      clients.push(again);
      expect((await again.waitClosed()).code).toBe(PUSH_CLOSE.unauthorized);
      expect(body(await post(a, '/api/user/info', t2)).code).toBe(403);
    } finally {
      for (const client of clients) client.close();
      await b.app.close();
      await a.close();
      await pubsubA.close();
      await pubsubB.close();
    }
  }, 120_000);
});

describe('sign out everywhere', () => {
  it('revokes every session of the caller and closes all their push and chat sockets on the other process', async () => {
    const pubsubA = await connectBroker(REDIS_URL);
    const pubsubB = await connectBroker(REDIS_URL);
    const a = await createTestApp({ pubsub: pubsubA });
    const b = await buildApp({ config: testConfig(), database: a.database, pubsub: pubsubB });
    const clients: Array<{ close(): void }> = [];
    try {
      await b.app.ready();
      const urlB = await b.app.listen({ port: 0, host: '127.0.0.1' });
      const user = await registerAndLogin(a);
      const other = (await need(a.ctx, 'accounts').openSession(user.userId)).token;
      const sockets = [];
      for (const token of [user.token, other]) {
        const p = await PushClient.connect(urlB, `?token=${encodeURIComponent(token)}`);
        clients.push(p);
        await p.next('auth');
        const c = await ChatClient.as(urlB, 'user', token, 'zh_Hans_CN');
        clients.push(c);
        sockets.push(p, c);
      }
      const res = await a.app.inject({ method: 'POST', url: '/web/logoutEverywhere', headers: { authorization: other } });
      expect(res.statusCode, res.body).toBe(200);
      for (const socket of sockets) expect((await socket.waitClosed()).code).toBe(PUSH_CLOSE.unauthorized);
      expect((sockets[1] as ChatClient).messages.at(-1)).toMatchObject({ type: 'error', code: 'LOGIN_EXPIRED', msg: '登录已过期，请重新登录' });
      for (const token of [user.token, other]) {
        expect((await a.app.inject({ method: 'POST', url: '/web/api/user/info', headers: { authorization: token } })).statusCode).toBe(401);
      }
    } finally {
      for (const client of clients) client.close();
      await b.app.close();
      await a.close();
      await pubsubA.close();
      await pubsubB.close();
    }
  }, 120_000);
});

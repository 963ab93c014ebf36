import type { AdminConversation, ChatHistory } from '@app/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ManualClock } from '../../src/lib/clock.ts';
import { call } from '../accounts/_api.ts';
import { loginOperator, registerAndLogin, type TestOperator } from '../fixtures/users.ts';
import { createTestApp, type TestApp } from '../helpers.ts';
import { ChatClient } from './client.ts';

// Issue 30.9: the customer reads an operator's display name on the replies, never the login name;
// the back office keeps its own view (assigned to whom) live.
const clock = new ManualClock(new Date('2026-11-20T15:00:00Z'));
let t: TestApp;
let url: string;
let ana: TestOperator;
const sockets: ChatClient[] = [];
beforeAll(async () => {
  t = await createTestApp({ clock });
  url = await t.app.listen({ port: 0, host: '127.0.0.1' });
  await t.start();
  ana = await loginOperator(t, 'reviewer');
});
afterAll(async () => {
  for (const socket of sockets) socket.close();
  await t.close();
});

const open = async (kind: 'user' | 'operator', token: string) => {
  const client = await ChatClient.as(url, kind, token);
  sockets.push(client);
  return client;
};

describe("an operator's name in the chat", () => {
  it('is the house name until the operator chooses one, then that name on every reply, old ones too', async () => {
    expect((await call(t, 'GET', '/admin/chat/profile', { token: ana.token })).data).toEqual({ shownAs: 'Bolsa MX' });
    const user = await registerAndLogin(t);
    const mine = await open('user', user.token);
    const ops = await open('operator', ana.token);
    const conversationId = mine.of('ready')[0]!.conversationId!;
    mine.send({ op: 'send', clientId: 'u-1', text: '¿Cuándo llega mi retiro?' });
    await ops.next('message', (m) => m.message.conversationId === conversationId);

    ops.send({ op: 'send', conversationId, clientId: 'o-1', text: 'Hoy antes de las 17:30.' });
    const first = await mine.next('message', (m) => m.message.sender === 'operator');
    expect(first.message.operator).toBe('Bolsa MX');
    // Replying takes the conversation: the back office's queue entry says so at once.
    const entry = await ops.next('conversation', (c) => c.conversation.id === conversationId && c.conversation.assignedOperatorId === ana.operatorId);
    expect(entry.conversation).toMatchObject({ assignedOperator: ana.username });

    const short = await call(t, 'POST', '/admin/chat/profile', { token: ana.token, payload: { displayName: 'A' }, lang: 'mx' });
    expect(short).toMatchObject({ status: 422, data: { field: 'displayName' } });
    const set = await call(t, 'POST', '/admin/chat/profile', { token: ana.token, payload: { displayName: '  Ana · Soporte ' } });
    expect(set.data).toEqual({ displayName: 'Ana · Soporte', shownAs: 'Ana · Soporte' });

    ops.send({ op: 'send', conversationId, clientId: 'o-2', text: 'Te aviso cuando salga.' });
    const second = await mine.next('message', (m) => m.message.sender === 'operator' && m.message.clientId === 'o-2');
    expect(second.message.operator).toBe('Ana · Soporte');
    const history = await call<ChatHistory>(t, 'POST', '/chat/history', { token: user.token, payload: {} });
    const names = history.data.messages.filter((m) => m.sender === 'operator').map((m) => m.operator);
    expect(names).toEqual(['Ana · Soporte', 'Ana · Soporte']);
    expect(JSON.stringify(history.data)).not.toContain(ana.username);
    // The back office still knows who it is.
    const queue = await call<{ list: AdminConversation[] }>(t, 'GET', '/admin/chat/queue', { token: ana.token });
    expect(queue.data.list.find((c) => c.id === conversationId)).toMatchObject({ assignedOperator: ana.username });
  });
});

import type { AdminConversation, AuditEntry, ChatConversation, ChatHistory, Page } from '@app/contracts';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ManualClock } from '../../src/lib/clock.ts';
import { createTestApp, type TestApp } from '../helpers.ts';
import { loginOperator, registerAndLogin, type TestOperator } from '../fixtures/users.ts';
import { call, tinyPng, upload } from '../accounts/_api.ts';
import { ChatClient } from './client.ts';

const clock = new ManualClock(new Date('2026-11-20T15:00:00Z'));
let t: TestApp;
let url: string;
let admin: TestOperator;
let reviewer: TestOperator;
const sockets: ChatClient[] = [];
beforeAll(async () => {
  t = await createTestApp({ clock });
  url = await t.app.listen({ port: 0, host: '127.0.0.1' });
  await t.start();
  admin = await loginOperator(t, 'admin');
  reviewer = await loginOperator(t, 'reviewer');
});
afterAll(async () => {
  for (const socket of sockets) socket.close();
  await t.close();
});

async function socket(kind: 'user' | 'guest' | 'operator', token: string, lang = 'en'): Promise<ChatClient> {
  const client = await ChatClient.as(url, kind, token, lang);
  sockets.push(client);
  return client;
}

const history = (token: string | undefined, payload: Record<string, unknown> = {}) => call<ChatHistory>(t, 'POST', '/chat/history', { ...(token ? { token } : {}), payload });
const guestToken = async () => (await call<{ guestToken: string }>(t, 'POST', '/chat/guest/start')).data.guestToken;

describe('customer chat', () => {
  it('round trip over real sockets: user -> operator -> user, with delivery and read receipts, kept for a reload', async () => {
    const user = await registerAndLogin(t);
    const mine = await socket('user', user.token);
    const ops = await socket('operator', admin.token);
    const conversationId = mine.of('ready')[0]!.conversationId!;

    mine.send({ op: 'send', clientId: 'c-1', text: '  Hola, ¿cómo retiro a mi banco?  ' });
    const ack = await mine.next('ack', (a) => a.clientId === 'c-1');
    expect(ack.message).toMatchObject({ conversationId, sender: 'user', text: 'Hola, ¿cómo retiro a mi banco?', clientId: 'c-1', createdAt: clock.now() });

    const seen = await ops.next('message', (m) => m.message.id === ack.message.id);
    expect(seen.message.text).toBe('Hola, ¿cómo retiro a mi banco?');
    const queued = await ops.next('conversation', (c) => c.conversation.id === conversationId);
    expect(queued.conversation).toMatchObject({ kind: 'user', userId: user.userId, username: user.username, status: 'open', unread: 1 });

    // The operator's screen received it, then showed it: the user sees "delivered", then "read".
    ops.send({ op: 'delivered', conversationId, upTo: ack.message.id });
    await mine.next('receipts', (r) => r.receipts.operatorDeliveredUpTo === ack.message.id);
    ops.send({ op: 'read', conversationId, upTo: ack.message.id });
    await mine.next('receipts', (r) => r.receipts.operatorReadUpTo === ack.message.id);

    ops.send({ op: 'send', conversationId, clientId: 'op-1', text: 'Desde Retirar > Tarjeta bancaria.' });
    const reply = await mine.next('message', (m) => m.message.sender === 'operator');
    // The customer reads the house's name, never the operator's login (no display name chosen; issue 30.9).
    expect(reply.message).toMatchObject({ text: 'Desde Retirar > Tarjeta bancaria.', operator: 'Bolsa MX' });
    mine.send({ op: 'read', upTo: reply.message.id });
    const read = await ops.next('receipts', (r) => r.receipts.conversationId === conversationId && r.receipts.userReadUpTo === reply.message.id);
    expect(read.receipts.userDeliveredUpTo).toBe(reply.message.id);

    // A reload: everything is in the history, in order, with the receipts.
    const after = await history(user.token);
    expect(after.data.messages.map((m) => [m.sender, m.text])).toEqual([
      ['user', 'Hola, ¿cómo retiro a mi banco?'],
      ['operator', 'Desde Retirar > Tarjeta bancaria.'],
    ]);
    expect(after.data.conversation).toMatchObject({ id: conversationId, kind: 'user', status: 'open' });
    expect(after.data.conversation.receipts).toMatchObject({ userReadUpTo: reply.message.id, operatorReadUpTo: ack.message.id });
    // The operator replying claimed the unassigned conversation.
    const adminSide = await call<ChatHistory & { conversation: AdminConversation }>(t, 'GET', `/admin/chat/${conversationId}`, { token: admin.token });
    expect(adminSide.data.conversation).toMatchObject({ assignedOperator: admin.username, unread: 0 });
    expect(adminSide.data.messages).toHaveLength(2);
  });

  it('a resend with the same clientId (reconnect, reload) stores the message once', async () => {
    const user = await registerAndLogin(t);
    const first = await socket('user', user.token);
    first.send({ op: 'send', clientId: 'same', text: 'uno' });
    const a = await first.next('ack');
    first.close();
    const second = await socket('user', user.token);
    second.send({ op: 'send', clientId: 'same', text: 'uno' });
    const b = await second.next('ack');
    expect(b.message.id).toBe(a.message.id);
    const stored = await sql<{ n: string }>`select count(*) as n from chat_messages where conversation_id = ${a.message.conversationId}`.execute(t.ctx.db);
    expect(Number(stored.rows[0]!.n)).toBe(1);
  });

  it('a user never sees another user’s conversation, live or stored', async () => {
    const alice = await registerAndLogin(t);
    const bob = await registerAndLogin(t);
    const aliceSocket = await socket('user', alice.token);
    const bobSocket = await socket('user', bob.token);
    expect(aliceSocket.of('ready')[0]!.conversationId).not.toBe(bobSocket.of('ready')[0]!.conversationId);
    aliceSocket.send({ op: 'send', clientId: 'a1', text: 'secreto de Alice' });
    await aliceSocket.next('message', (m) => m.message.text === 'secreto de Alice');
    // Bob's own message round-trips after Alice's: had hers been routed to him, it would be there by now.
    bobSocket.send({ op: 'send', clientId: 'b1', text: 'hola' });
    await bobSocket.next('message', (m) => m.message.text === 'hola');
    expect(bobSocket.of('message').map((m) => m.message.text)).toEqual(['hola']);
    expect((await history(bob.token)).data.messages.map((m) => m.text)).toEqual(['hola']);
    // A user cannot write into, or read receipts of, another conversation by naming it.
    const aliceConversation = aliceSocket.of('ready')[0]!.conversationId!;
    bobSocket.send({ op: 'send', clientId: 'b2', text: 'intruso', conversationId: aliceConversation });
    await bobSocket.next('ack', (a) => a.clientId === 'b2');
    expect((await history(alice.token)).data.messages.map((m) => m.text)).toEqual(['secreto de Alice']);
    // Operator calls are not for users.
    expect((await call(t, 'GET', `/admin/chat/${aliceConversation}`, { token: bob.token })).status).toBe(403);
    expect((await call(t, 'GET', '/admin/chat/queue', { token: bob.token })).status).toBe(403);
    expect((await call(t, 'GET', '/admin/chat/queue')).status).toBe(401);
  });

  it('guests: a conversation per browser token, an email, and never another guest’s messages', async () => {
    const tokenA = await guestToken();
    const tokenB = await guestToken();
    expect(tokenA).not.toBe(tokenB);
    expect(tokenA.length).toBeGreaterThanOrEqual(32);
    const guestA = await socket('guest', tokenA);
    const guestB = await socket('guest', tokenB);
    const ops = await socket('operator', reviewer.token);
    guestA.send({ op: 'send', clientId: 'g1', text: 'Soy visitante A' });
    const ack = await guestA.next('ack');
    expect(ack.message.sender).toBe('guest');
    const email = await call<ChatConversation>(t, 'POST', '/chat/guest/email', { payload: { guestToken: tokenA, email: 'visitante@example.mx' } });
    expect(email.data).toMatchObject({ kind: 'guest', email: 'visitante@example.mx' });
    await ops.next('conversation', (c) => c.conversation.id === ack.message.conversationId && c.conversation.email === 'visitante@example.mx');

    ops.send({ op: 'send', conversationId: ack.message.conversationId, clientId: 'r1', text: 'Hola A' });
    await guestA.next('message', (m) => m.message.text === 'Hola A');
    guestB.send({ op: 'send', clientId: 'g2', text: 'Soy B' });
    await guestB.next('message', (m) => m.message.text === 'Soy B');
    expect(guestB.of('message').map((m) => m.message.text)).toEqual(['Soy B']);

    expect((await history(undefined, { guestToken: tokenA })).data.messages.map((m) => m.text)).toEqual(['Soy visitante A', 'Hola A']);
    expect((await history(undefined, { guestToken: tokenB })).data.messages.map((m) => m.text)).toEqual(['Soy B']);
    // Neither a guest without its token nor a logged-in user reaches a guest conversation.
    const noToken = await call(t, 'POST', '/chat/history', { payload: {}, lang: 'en' });
    expect(noToken.status).toBe(400);
    expect(noToken.msg).toBe('Log in or open the guest chat');
    const someone = await registerAndLogin(t);
    expect((await history(someone.token, { guestToken: tokenA })).data.messages).toEqual([]);
    expect((await call(t, 'POST', '/chat/history', { payload: { guestToken: 'short' } })).status).toBe(422);
  });

  it('images: own uploads only, served to the conversation and operators, never to anyone else', async () => {
    const user = await registerAndLogin(t);
    const other = await registerAndLogin(t);
    const mine = await socket('user', user.token, 'es');
    const ops = await socket('operator', admin.token);
    const conversationId = mine.of('ready')[0]!.conversationId!;

    const otherUpload = await upload(t, other.token, tinyPng());
    mine.send({ op: 'send', clientId: 'i0', image: otherUpload.data.url });
    const refused = await mine.next('error', (e) => e.clientId === 'i0');
    expect(refused).toMatchObject({ code: 'CHAT_IMAGE_NOT_YOURS', msg: 'Sube la imagen de nuevo antes de enviarla' });

    const own = await upload(t, user.token, tinyPng());
    mine.send({ op: 'send', clientId: 'i1', image: own.data.url, text: 'mi comprobante' });
    const sent = await mine.next('ack', (a) => a.clientId === 'i1');
    expect(sent.message.image).toMatch(/^\/web\/chat\/image\/[A-Za-z0-9_-]{32}\.png$/);

    const opImage = await upload(t, admin.token, tinyPng(), 'answer.png', '/web/admin/file/upload');
    ops.send({ op: 'send', conversationId, clientId: 'oi1', image: opImage.data.url });
    const answer = await mine.next('message', (m) => m.message.sender === 'operator' && m.message.image !== undefined);

    const get = (path: string, headers: Record<string, string>) => t.app.inject({ method: 'GET', url: path, headers });
    // The user sees the operator's image through the chat (not through /web/file, where it is not theirs).
    expect((await get(answer.message.image!, { authorization: user.token })).statusCode).toBe(200);
    expect((await get(opImage.data.url, { authorization: user.token })).statusCode).toBe(404);
    expect((await get(sent.message.image!, { authorization: admin.token })).statusCode).toBe(200);
    expect((await get(sent.message.image!, { authorization: other.token })).statusCode).toBe(404);
    expect((await get(answer.message.image!, { authorization: other.token })).statusCode).toBe(404);
    expect((await get(sent.message.image!, {})).statusCode).toBe(401);

    // Guests write text; the operator's image to a guest is for that guest only.
    const tokenA = await guestToken();
    const tokenB = await guestToken();
    const guest = await socket('guest', tokenA);
    guest.send({ op: 'send', clientId: 'gi', image: own.data.url });
    expect(await guest.next('error', (e) => e.clientId === 'gi')).toMatchObject({ code: 'CHAT_GUEST_NO_IMAGES' });
    const forGuest = await upload(t, admin.token, tinyPng(), 'guest.png', '/web/admin/file/upload');
    ops.send({ op: 'send', conversationId: guest.of('ready')[0]!.conversationId!, clientId: 'og', image: forGuest.data.url });
    const toGuest = await guest.next('message', (m) => m.message.image !== undefined);
    expect((await get(toGuest.message.image!, { 'x-chat-guest': tokenA })).statusCode).toBe(200);
    expect((await get(toGuest.message.image!, { 'x-chat-guest': tokenB })).statusCode).toBe(404);
    expect((await get(toGuest.message.image!, { authorization: user.token })).statusCode).toBe(404);

    mine.send({ op: 'send', clientId: 'empty', text: '   ' });
    expect(await mine.next('error', (e) => e.clientId === 'empty')).toMatchObject({ code: 'CHAT_EMPTY' });
  });

  it('the operators’ queue: assignment, closing (audited), reopening by a new message, mine', async () => {
    const user = await registerAndLogin(t);
    const mine = await socket('user', user.token);
    const ops = await socket('operator', admin.token);
    const conversationId = mine.of('ready')[0]!.conversationId!;
    mine.send({ op: 'send', clientId: 'q1', text: 'Necesito ayuda' });
    await mine.next('ack');

    const queue = await call<Page<AdminConversation>>(t, 'GET', '/admin/chat/queue', { token: admin.token });
    expect(queue.data.list[0]).toMatchObject({ id: conversationId, status: 'open', unread: 1, lastMessage: { text: 'Necesito ayuda' } });
    const assigned = await call<AdminConversation>(t, 'POST', '/admin/chat/assign', { token: admin.token, payload: { id: conversationId, operatorId: reviewer.operatorId } });
    expect(assigned.data).toMatchObject({ assignedOperatorId: reviewer.operatorId, assignedOperator: reviewer.username });
    await ops.next('conversation', (c) => c.conversation.id === conversationId && c.conversation.assignedOperatorId === reviewer.operatorId);
    const reviewersQueue = await call<Page<AdminConversation>>(t, 'GET', '/admin/chat/queue?mine=true', { token: reviewer.token });
    expect(reviewersQueue.data.list[0]!.id).toBe(conversationId);
    expect(reviewersQueue.data.list.every((c) => c.assignedOperatorId === reviewer.operatorId)).toBe(true);
    expect((await call<Page<AdminConversation>>(t, 'GET', '/admin/chat/queue?mine=true', { token: admin.token })).data.list.map((c) => c.id)).not.toContain(conversationId);

    const closed = await call<AdminConversation>(t, 'POST', '/admin/chat/close', { token: reviewer.token, payload: { id: conversationId } });
    expect(closed.data).toMatchObject({ status: 'closed', closedAt: clock.now() });
    expect((await call<Page<AdminConversation>>(t, 'GET', '/admin/chat/queue', { token: admin.token })).data.list.map((c) => c.id)).not.toContain(conversationId);
    expect((await call<Page<AdminConversation>>(t, 'GET', '/admin/chat/queue?status=closed', { token: admin.token })).data.list.map((c) => c.id)).toContain(conversationId);

    clock.advance(60_000);
    mine.send({ op: 'send', clientId: 'q2', text: 'Otra pregunta' });
    await mine.next('ack', (a) => a.clientId === 'q2');
    const reopened = await call<Page<AdminConversation>>(t, 'GET', '/admin/chat/queue', { token: admin.token });
    expect(reopened.data.list[0]).toMatchObject({ id: conversationId, status: 'open', assignedOperatorId: reviewer.operatorId, lastMessageAt: clock.now() });

    const audit = await call<Page<AuditEntry>>(t, 'GET', '/admin/audit', { token: admin.token });
    const actions = audit.data.list.filter((e) => e.targetType === 'chat' && e.targetId === String(conversationId)).map((e) => [e.action, e.operatorUsername]);
    expect(actions).toEqual([
      ['chat.close', reviewer.username],
      ['chat.assign', admin.username],
    ]);
    expect((await call(t, 'POST', '/admin/chat/assign', { token: admin.token, payload: { id: 999_999 } })).status).toBe(404);
    expect((await call(t, 'POST', '/admin/chat/assign', { token: admin.token, payload: { id: conversationId, operatorId: 999_999 } })).status).toBe(404);
    expect((await call(t, 'POST', '/admin/chat/close', { token: user.token, payload: { id: conversationId } })).status).toBe(403);
  });

  it('refuses sockets without a valid token and malformed messages', async () => {
    const bad = await ChatClient.connect(url);
    sockets.push(bad);
    bad.send({ op: 'auth', kind: 'user', token: 'nope' });
    expect(await bad.next('error')).toMatchObject({ code: 'LOGIN_EXPIRED' });
    expect((await bad.waitClosed()).code).toBe(4401);

    const user = await registerAndLogin(t);
    const asOperator = await ChatClient.connect(url);
    sockets.push(asOperator);
    asOperator.send({ op: 'auth', kind: 'operator', token: user.token });
    expect((await asOperator.waitClosed()).code).toBe(4401);

    const early = await ChatClient.connect(url);
    sockets.push(early);
    early.send({ op: 'send', clientId: 'x', text: 'antes de auth' });
    expect(await early.next('error')).toMatchObject({ code: 'LOGIN_EXPIRED' });
    early.send({ op: 'nope' });
    expect(await early.next('error', (e) => e.code === 'BAD_MESSAGE')).toBeTruthy();
    // U+0000 or a lone surrogate would fail in the database: refused as a bad message.
    early.send({ op: 'send', clientId: 'y', text: 'a\u0000b' });
    expect(await early.next('error', (e) => e.code === 'BAD_MESSAGE')).toBeTruthy();
    early.send({ op: 'send', clientId: 'z', text: 'a\uD800b' });
    expect(await early.next('error', (e) => e.code === 'BAD_MESSAGE')).toBeTruthy();
  });
});

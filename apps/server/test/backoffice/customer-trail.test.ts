import crypto from 'node:crypto';
import type { AdminConversation, CustomerView, LoanOffer, LoanView, Page, Withdrawal } from '@app/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ManualClock } from '../../src/lib/clock.ts';
import { call } from '../accounts/_api.ts';
import { ChatClient } from '../chat/client.ts';
import { loginOperator, verifiedUser, type TestOperator, type TestUser } from '../fixtures/users.ts';
import { depositAndApprove, moneyCall, saveCard, WEEKDAY_NOON } from '../funding/_money.ts';
import { createTestApp, type TestApp } from '../helpers.ts';

/*
 * The customer view's chat history and audit trail (issue 20): the trail holds the actions on
 * the user's objects (a deposit review, a reveal of a withdrawal's CLABE, the chat's
 * assignment, a loan's review), not only those on the user row, and nothing of another customer's.
 */
describe("the customer view: the customer's chat history and the audit trail of their objects", () => {
  const clock = new ManualClock(WEEKDAY_NOON);
  let t: TestApp;
  let url: string;
  let admin: TestOperator;
  let kyc: TestOperator;
  let money: TestOperator;
  let ana: TestUser;
  let bob: TestUser;
  let anaWithdrawal: number;
  let bobWithdrawal: number;
  let conversationId: number;
  let loanId: number;
  const sockets: ChatClient[] = [];

  const withdraw = async (user: TestUser) => {
    await depositAndApprove(t, user, money, '5000.00');
    const cardId = await saveCard(t, user);
    const w = await moneyCall<Withdrawal>(t, '/withdrawal/withdrawal-apply', { token: user.token, payload: { currency: 'MXN', amount: '100.00', cardId, payPassword: '123456' } });
    expect(w.status, w.msg).toBe(200);
    return w.data.id;
  };

  beforeAll(async () => {
    t = await createTestApp({ clock });
    url = await t.app.listen({ port: 0, host: '127.0.0.1' });
    admin = await loginOperator(t, 'admin');
    kyc = await loginOperator(t, 'kyc_reviewer');
    money = await loginOperator(t, 'money_reviewer');
    ana = await verifiedUser(t);
    bob = await verifiedUser(t);
    anaWithdrawal = await withdraw(ana);
    bobWithdrawal = await withdraw(bob);

    // Ana writes; an operator answers on the operators' socket.
    const mine = await ChatClient.as(url, 'user', ana.token);
    const ops = await ChatClient.as(url, 'operator', admin.token);
    sockets.push(mine, ops);
    conversationId = mine.of('ready')[0]!.conversationId!;
    mine.send({ op: 'send', clientId: 'h1', text: '¿Cuándo llega mi retiro?' });
    await mine.next('ack', (a) => a.clientId === 'h1');
    ops.send({ op: 'send', conversationId, clientId: 'r1', text: 'Hoy antes de las 18:00.' });
    await mine.next('message', (m) => m.message.sender === 'operator');

    // Actions on Ana's objects that do not name her: the chat's assignment, a reveal of her CLABE.
    expect((await call(t, 'POST', '/admin/chat/assign', { token: admin.token, payload: { id: conversationId } })).status).toBe(200);
    const revealed = await call(t, 'POST', '/admin/backoffice/reveal/withdrawal', { token: money.token, payload: { id: anaWithdrawal, field: 'cardNo' } });
    expect(revealed.status, revealed.msg).toBe(200);
    // And one on Bob's: never in Ana's trail.
    expect((await call(t, 'POST', '/admin/backoffice/reveal/withdrawal', { token: money.token, payload: { id: bobWithdrawal, field: 'cardNo' } })).status).toBe(200);
    // A product's review names only its object: Ana's loan application, refused.
    const offer = await call<LoanOffer>(t, 'GET', '/loan/offer?amount=10000&termMonths=12', { token: ana.token });
    expect(offer.status, offer.msg).toBe(200);
    const res = await t.app.inject({
      method: 'POST',
      url: '/web/loan/apply',
      headers: { authorization: ana.token, 'idempotency-key': crypto.randomUUID() },
      payload: { amount: '10000', termMonths: 12, termsVersionId: offer.data.rule.versionId, payPassword: '123456' },
    });
    expect(res.statusCode, res.body).toBe(200);
    loanId = (JSON.parse(res.body) as { data: LoanView }).data.id;
    const refused = await call(t, 'POST', '/admin/loans/review', { token: money.token, payload: { loanId, decision: 'reject', reason: 'ingresos sin comprobar' } });
    expect(refused.status, refused.msg).toBe(200);
  });
  afterAll(async () => {
    for (const socket of sockets) socket.close();
    await t.close();
  });

  const view = async (token: string, userId: number) => {
    const res = await call<CustomerView>(t, 'GET', `/admin/backoffice/customers/${userId}`, { token });
    expect(res.status, res.msg).toBe(200);
    return res.data;
  };

  it("shows the customer's conversation and its messages, oldest first, to every operator", async () => {
    for (const operator of [admin, kyc, money]) {
      const v = await view(operator.token, ana.userId);
      expect(v.chat!.conversation).toMatchObject({ id: conversationId, userId: ana.userId, username: ana.username, status: 'open', assignedOperator: admin.username });
      expect(v.chat!.messages.map((m) => [m.sender, m.text])).toEqual([
        ['user', '¿Cuándo llega mi retiro?'],
        ['operator', 'Hoy antes de las 18:00.'],
      ]);
      expect(v.chat!.hasMore).toBe(false);
    }
  });

  it('a customer who never wrote has no chat part, and looking does not open a conversation', async () => {
    expect((await view(admin.token, bob.userId)).chat).toBeUndefined();
    const queue = await call<Page<AdminConversation>>(t, 'GET', '/admin/chat/queue?status=all', { token: admin.token });
    expect(queue.data.list.map((c) => c.userId)).toEqual([ana.userId]);
    expect((await view(admin.token, bob.userId)).chat).toBeUndefined();
  });

  it("the audit trail holds the actions on the customer's objects, newest first, and none of another customer's", async () => {
    const trail = (await view(admin.token, ana.userId)).audit!;
    expect(trail.map((a) => [a.action, a.targetType, a.targetId])).toEqual([
      ['loans.reject', 'loan', String(loanId)],
      ['private.reveal', 'withdrawal', String(anaWithdrawal)],
      ['chat.assign', 'chat', String(conversationId)],
      ['deposit.approve', 'deposit', expect.any(String)],
    ]);
    expect(trail.some((a) => a.targetId === String(bobWithdrawal))).toBe(false);
    const bobs = (await view(admin.token, bob.userId)).audit!;
    expect(bobs.map((a) => [a.action, a.targetType, a.targetId])).toEqual([
      ['private.reveal', 'withdrawal', String(bobWithdrawal)],
      ['deposit.approve', 'deposit', expect.any(String)],
    ]);
  });

  it('the trail stays for admins only', async () => {
    expect((await view(kyc.token, ana.userId)).audit).toBeUndefined();
    expect((await view(money.token, ana.userId)).audit).toBeUndefined();
  });
});

import { describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app.ts';
import { BROKERS, connectBroker } from '../brokers.ts';
import { loginOperator, registerAndLogin } from '../fixtures/users.ts';
import { createTestApp, testConfig } from '../helpers.ts';
import { ChatClient } from './client.ts';

// Two server processes on one database, each with its own broker connection: the user's
// socket is on one, the operator's on the other, and every message and receipt crosses.
describe.each(BROKERS)('chat across two processes over %s', (_kind, brokerUrl) => {
  it('carries messages and receipts both ways', { timeout: 120_000 }, async () => {
    const pubsubA = await connectBroker(brokerUrl);
    const pubsubB = await connectBroker(brokerUrl);
    const a = await createTestApp({ pubsub: pubsubA });
    const b = await buildApp({ config: testConfig(), database: a.database, pubsub: pubsubB });
    const clients: ChatClient[] = [];
    try {
      await b.app.ready();
      const urlA = await a.app.listen({ port: 0, host: '127.0.0.1' });
      const urlB = await b.app.listen({ port: 0, host: '127.0.0.1' });
      await a.start();
      await b.start();
      const user = await registerAndLogin(a);
      const operator = await loginOperator(a);
      const mine = await ChatClient.as(urlB, 'user', user.token);
      const ops = await ChatClient.as(urlA, 'operator', operator.token);
      clients.push(mine, ops);
      const conversationId = mine.of('ready')[0]!.conversationId!;

      mine.send({ op: 'send', clientId: 'x1', text: 'desde el proceso B' });
      const got = await ops.next('message', (m) => m.message.text === 'desde el proceso B');
      ops.send({ op: 'read', conversationId, upTo: got.message.id });
      await mine.next('receipts', (r) => r.receipts.operatorReadUpTo === got.message.id);
      ops.send({ op: 'send', conversationId, clientId: 'y1', text: 'respuesta desde A' });
      const reply = await mine.next('message', (m) => m.message.text === 'respuesta desde A');
      expect(reply.message).toMatchObject({ sender: 'operator', conversationId });
    } finally {
      for (const client of clients) client.close();
      await b.app.close();
      await a.close();
      await pubsubA.close();
      await pubsubB.close();
    }
  });
});

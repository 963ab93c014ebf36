import crypto from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app.ts';
import { BROKERS, connectBroker } from '../brokers.ts';
import { registerAndLogin } from '../fixtures/users.ts';
import { createTestApp, testConfig } from '../helpers.ts';
import { PushClient } from './client.ts';

// Two server processes (two apps) on one database, each with its own connection to the
// broker: an event published by one reaches the user's socket on the other. Redis and
// NATS both run on this machine (see the README).
describe.each(BROKERS)('push across two processes over %s', (_kind, url) => {
  it('delivers a private event published by the other process, and both show the same prices', { timeout: 120_000 }, async () => {
    const pubsubA = await connectBroker(url);
    const pubsubB = await connectBroker(url);
    const a = await createTestApp({ pubsub: pubsubA });
    const b = await buildApp({ config: testConfig(), database: a.database, pubsub: pubsubB });
    let client: PushClient | undefined;
    try {
      await b.app.ready();
      const urlB = await b.app.listen({ port: 0, host: '127.0.0.1' });
      await b.start();
      const user = await registerAndLogin(a);

      client = await PushClient.connect(urlB, `?token=${encodeURIComponent(user.token)}`);
      expect(await client.next('auth')).toMatchObject({ userId: user.userId });
      const nonce = crypto.randomUUID();
      await a.ctx.services.push!.publishToUser(user.userId, 'order.updated', { orderId: 42, status: nonce });
      expect(await client.next('event', (e) => (e.data as { status?: string }).status === nonce)).toMatchObject({
        event: 'order.updated',
        data: { orderId: 42, status: nonce },
      });

      // Quotes are a function of (seed, instrument, time): the two processes agree without talking.
      const at = Date.now();
      const quoteA = a.ctx.services.market!.provider.quote('AAPL', at);
      const quoteB = b.ctx.services.market!.provider.quote('AAPL', at);
      expect(quoteB).toEqual(quoteA);
    } finally {
      client?.close();
      await b.app.close();
      await a.close();
      await pubsubA.close();
      await pubsubB.close();
    }
  });
});

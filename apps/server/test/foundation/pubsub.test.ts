import { afterEach, describe, expect, it } from 'vitest';
import { createPubSub, type PubSub } from '../../src/pubsub/index.ts';

const open: PubSub[] = [];
afterEach(async () => {
  await Promise.all(open.splice(0).map((p) => p.close()));
});

async function pair(url: string | undefined): Promise<[PubSub, PubSub]> {
  const a = await createPubSub(url);
  const b = url ? await createPubSub(url) : a;
  open.push(a);
  if (b !== a) open.push(b);
  return [a, b];
}

/** Subscribes (waiting until the broker knows) and gives the promise of the next message. */
async function nextMessage(pubsub: PubSub, topic: string): Promise<{ message: Promise<unknown> }> {
  let resolve!: (message: unknown) => void;
  const message = new Promise<unknown>((r) => (resolve = r));
  await pubsub.subscribe(topic, resolve);
  return { message };
}

// Redis and NATS run on this machine and on CI's (see README); memory needs nothing.
describe.each([
  ['memory', undefined],
  ['redis', 'redis://127.0.0.1:6379'],
  ['nats', 'nats://127.0.0.1:4222'],
])('%s pub/sub', (kind, url) => {
  it('delivers a message published by another connection, and stops after unsubscribe', async () => {
    const [publisher, subscriber] = await pair(url);
    expect(publisher.kind).toBe(kind);
    const topic = `test.${Math.random().toString(36).slice(2)}`;
    const received: unknown[] = [];
    const unsubscribe = await subscriber.subscribe(topic, (m) => received.push(m));
    const first = await nextMessage(subscriber, topic);
    await publisher.publish(topic, { hello: 'mundo', n: 1 });
    expect(await first.message).toEqual({ hello: 'mundo', n: 1 });
    await unsubscribe();
    const after = await nextMessage(subscriber, topic);
    await publisher.publish(topic, { n: 2 });
    await after.message;
    expect(received).toEqual([{ hello: 'mundo', n: 1 }]);
  });
});

import { afterEach, describe, expect, it } from 'vitest';
import { createPubSub, type PubSub } from '../../src/pubsub/index.ts';
import { BROKERS, connectBroker, TEST_PUBSUB_NAMESPACE } from '../brokers.ts';

const open: PubSub[] = [];
afterEach(async () => {
  await Promise.all(open.splice(0).map((p) => p.close()));
});

async function pair(url: string | undefined): Promise<[PubSub, PubSub]> {
  const a = url ? await connectBroker(url) : await createPubSub(undefined);
  const b = url ? await connectBroker(url) : a;
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
describe.each([['memory', undefined] as const, ...BROKERS])('%s pub/sub', (kind, url) => {
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

describe.each(BROKERS)('PUBSUB_NAMESPACE over %s', (_kind, url) => {
  it('keeps the topics of one namespace from the connections of another', async () => {
    const [publisher, sameNamespace] = await pair(url);
    const otherNamespace = `${TEST_PUBSUB_NAMESPACE}-other`;
    const [other, otherPublisher] = [await connectBroker(url, otherNamespace), await connectBroker(url, otherNamespace)];
    open.push(other, otherPublisher);
    const topic = 'quote.AAPL';
    const atOther: unknown[] = [];
    await other.subscribe(topic, (m) => atOther.push(m));
    const heard = await nextMessage(sameNamespace, topic);
    await publisher.publish(topic, { n: 1 });
    // The same namespace hears it. The broker routes a message to every subscriber as it
    // handles it, so `other` would have it already, ahead of the marker sent after.
    expect(await heard.message).toEqual({ n: 1 });
    const marker = await nextMessage(other, topic);
    await otherPublisher.publish(topic, { n: 2 });
    expect(await marker.message).toEqual({ n: 2 });
    expect(atOther).toEqual([{ n: 2 }]);
  });
});

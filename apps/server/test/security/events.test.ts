import { describe, expect, it } from 'vitest';
import { buildApp, type BuiltApp } from '../../src/app.ts';
import { EventBus, eventTopic, type EventMeta, type EventPayload } from '../../src/events/index.ts';
import { MemoryPubSub } from '../../src/pubsub/index.ts';
import { BROKERS, connectBroker, TEST_PUBSUB_NAMESPACE } from '../brokers.ts';
import { createTestApp, createTestDatabase, testConfig } from '../helpers.ts';

/** Resolves with the first delivery that matches. */
function next<T>(register: (handler: (payload: T, meta: EventMeta) => void) => () => void, match: (payload: T) => boolean = () => true) {
  return new Promise<{ payload: T; meta: EventMeta }>((resolve) => {
    const off = register((payload, meta) => {
      if (!match(payload)) return;
      off();
      resolve({ payload, meta });
    });
  });
}

describe('event bus in one process', () => {
  it('has run every local handler when publish resolves, checks payloads, survives a failing handler, unsubscribes', async () => {
    const bus = new EventBus(new MemoryPubSub());
    const seen: Array<[number, EventMeta['origin']]> = [];
    bus.on('accounts.payPasswordChanged', () => {
      throw new Error('a broken handler');
    });
    const off = bus.on('accounts.payPasswordChanged', async ({ userId }, meta) => {
      await Promise.resolve();
      seen.push([userId, meta.origin]);
    });
    await bus.ready();
    await bus.publish('accounts.payPasswordChanged', { userId: 7 });
    expect(seen).toEqual([[7, 'local']]);

    // A payload that does not match the map is refused before anybody hears it.
    await expect(bus.publish('accounts.payPasswordChanged', { userId: -1 })).rejects.toThrow();
    await expect(bus.publish('accounts.payPasswordChanged', { userId: 'x' } as unknown as EventPayload<'accounts.payPasswordChanged'>)).rejects.toThrow();
    expect(seen).toHaveLength(1);

    off();
    await bus.publish('accounts.payPasswordChanged', { userId: 8 });
    expect(seen).toHaveLength(1);
    await bus.close();
  });

  it('is ctx.events of the app: two apps on one broker hear each other', async () => {
    const pubsub = new MemoryPubSub();
    // The bus needs no module: two bare apps (migrations only) keep this quick.
    const a = await createTestApp({ pubsub, modules: [] });
    const b = await createTestApp({ pubsub, modules: [] });
    try {
      const heard = next<EventPayload<'accounts.userFrozen'>>((h) => b.ctx.events.on('accounts.userFrozen', h));
      await a.ctx.events.publish('accounts.userFrozen', { userId: 3, frozen: true });
      const { payload, meta } = await heard;
      expect(payload).toEqual({ userId: 3, frozen: true });
      expect(meta.origin).toBe('remote');
    } finally {
      await b.close();
      await a.close();
    }
  }, 120_000);
});

describe.each(BROKERS)('event bus across two processes over %s', (_kind, url) => {
  it('delivers once everywhere (the publisher locally, the other over the broker) and drops malformed events', async () => {
    const pubsubA = await connectBroker(url);
    const pubsubB = await connectBroker(url);
    const a = new EventBus(pubsubA);
    const b = new EventBus(pubsubB);
    try {
      const atA: Array<[number, string]> = [];
      const atB: Array<[number, string]> = [];
      a.on('accounts.payPasswordLocked', ({ userId }, meta) => void atA.push([userId, meta.origin]));
      b.on('accounts.payPasswordLocked', ({ userId }, meta) => void atB.push([userId, meta.origin]));
      await Promise.all([a.ready(), b.ready()]);

      // A malformed message on the topic (a process of another version, say) is dropped.
      await pubsubA.publish(eventTopic('accounts.payPasswordLocked'), { o: 'someone-else', p: { userId: 'nope' } });

      const atBFirst = next<EventPayload<'accounts.payPasswordLocked'>>((h) => b.on('accounts.payPasswordLocked', h), (p) => p.userId === 11);
      await a.publish('accounts.payPasswordLocked', { userId: 11, until: 1 });
      expect(atA).toEqual([[11, 'local']]);
      expect((await atBFirst).meta.origin).toBe('remote');

      // B answers; by the time A hears it, A's own echo of 11 (sent earlier to the same broker) has come and gone.
      const atAReply = next<EventPayload<'accounts.payPasswordLocked'>>((h) => a.on('accounts.payPasswordLocked', h), (p) => p.userId === 12);
      await b.publish('accounts.payPasswordLocked', { userId: 12, until: 2 });
      await atAReply;
      expect(atA).toEqual([
        [11, 'local'],
        [12, 'remote'],
      ]);
      expect(atB).toEqual([
        [11, 'remote'],
        [12, 'local'],
      ]);
    } finally {
      await a.close();
      await b.close();
      await pubsubA.close();
      await pubsubB.close();
    }
  });
});

describe.each(BROKERS)('two deployments on one %s (PUBSUB_NAMESPACE)', (_kind, url) => {
  it('apps of one namespace hear each other; apps of another namespace hear none of it', async () => {
    const database = await createTestDatabase();
    const apps: BuiltApp[] = [];
    const app = async (namespace: string) => {
      const built = await buildApp({ config: testConfig({ PUBSUB_NAMESPACE: namespace }), database, modules: [], pubsub: await connectBroker(url, namespace) });
      apps.push(built);
      await built.app.ready();
      return built;
    };
    try {
      const [a, a2] = [await app(`${TEST_PUBSUB_NAMESPACE}-a`), await app(`${TEST_PUBSUB_NAMESPACE}-a`)];
      const [b, b2] = [await app(`${TEST_PUBSUB_NAMESPACE}-b`), await app(`${TEST_PUBSUB_NAMESPACE}-b`)];
      const atA2: number[] = [];
      const atB: number[] = [];
      a2.ctx.events.on('accounts.userFrozen', ({ userId }) => void atA2.push(userId));
      b.ctx.events.on('accounts.userFrozen', ({ userId }) => void atB.push(userId));
      await Promise.all([a2.ctx.events.ready(), b.ctx.events.ready()]);

      // The broker routes a message to every subscriber as it handles it: once a2 has heard
      // 1, b would already have it ahead of 2, which b2 sends after.
      const one = next<EventPayload<'accounts.userFrozen'>>((h) => a2.ctx.events.on('accounts.userFrozen', h), (p) => p.userId === 1);
      await a.ctx.events.publish('accounts.userFrozen', { userId: 1, frozen: true });
      expect((await one).meta.origin).toBe('remote');
      const two = next<EventPayload<'accounts.userFrozen'>>((h) => b.ctx.events.on('accounts.userFrozen', h), (p) => p.userId === 2);
      await b2.ctx.events.publish('accounts.userFrozen', { userId: 2, frozen: true });
      expect((await two).meta.origin).toBe('remote');
      const three = next<EventPayload<'accounts.userFrozen'>>((h) => a2.ctx.events.on('accounts.userFrozen', h), (p) => p.userId === 3);
      await a.ctx.events.publish('accounts.userFrozen', { userId: 3, frozen: false });
      await three;

      expect(atB).toEqual([2]);
      expect(atA2).toEqual([1, 3]);
    } finally {
      for (const built of apps) {
        await built.app.close();
        await built.ctx.pubsub.close();
      }
      await database.close();
    }
  }, 120_000);
});
